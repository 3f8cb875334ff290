package fow_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/invalid")

// TestGoldenErrors checks the exact output, warnings included, of every
// invalid unit in testdata/invalid against its .golden file.
func TestGoldenErrors(t *testing.T) {
	inputs, err := filepath.Glob("testdata/invalid/*.toml")
	if err != nil || len(inputs) < 5 {
		t.Fatalf("%d invalid units in testdata/invalid, want at least 5 (%v)", len(inputs), err)
	}
	for _, in := range inputs {
		name := strings.TrimSuffix(filepath.Base(in), ".toml")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			u, errs := fow.Check(filepath.ToSlash(in), src)
			if u != nil || errs.Err() == nil {
				t.Errorf("%s: accepted, want errors", in)
			}
			var b strings.Builder
			for _, e := range errs {
				b.WriteString(e.Error())
				b.WriteByte('\n')
			}
			got := []byte(b.String())
			golden := strings.TrimSuffix(in, ".toml") + ".golden"
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("errors of %s:\n%s\nwant:\n%s", in, got, want)
			}
		})
	}
}
