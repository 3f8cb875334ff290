package crewexp_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/invalid")

// TestGoldenErrors checks the exact error output, warnings included, of
// every invalid crew in testdata/invalid against its .golden file.
func TestGoldenErrors(t *testing.T) {
	inputs, err := filepath.Glob("testdata/invalid/*.toml")
	if err != nil {
		t.Fatal(err)
	}
	if len(inputs) < 12 {
		t.Fatalf("%d invalid crews in testdata/invalid, want at least 12", len(inputs))
	}
	for _, in := range inputs {
		name := strings.TrimSuffix(filepath.Base(in), ".toml")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			_, errs := crewexp.Check(filepath.ToSlash(in), src)
			if errs.Err() == nil {
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
