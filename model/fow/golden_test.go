package fow_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

var update = flag.Bool("update", false, "rewrite testdata/invalid.golden")

// readFiles reads the files that glob matches, by name.
func readFiles(tb testing.TB, glob string) map[string][]byte {
	tb.Helper()
	paths, err := filepath.Glob(glob)
	if err != nil || len(paths) == 0 {
		tb.Fatalf("no files match %s: %v", glob, err)
	}
	out := map[string][]byte{}
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		out[filepath.ToSlash(p)] = src
	}
	return out
}

// TestGoldenErrors checks every message, warnings included, that the
// invalid units of testdata/invalid give, against testdata/invalid.golden:
// each file's messages under a "== file" line. go test -update rewrites it.
func TestGoldenErrors(t *testing.T) {
	files := readFiles(t, "testdata/invalid/*.toml")
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	var b strings.Builder
	for _, name := range names {
		u, errs := fow.Check(name, files[name])
		if u != nil {
			t.Errorf("%s: accepted, want errors", name)
		}
		fmt.Fprintf(&b, "== %s\n", name)
		for _, e := range errs {
			fmt.Fprintln(&b, e)
		}
	}
	const golden = "testdata/invalid.golden"
	if *update {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	got, wantLines := strings.Split(b.String(), "\n"), strings.Split(string(want), "\n")
	for i := range max(len(got), len(wantLines)) {
		if i >= len(got) || i >= len(wantLines) || got[i] != wantLines[i] {
			t.Fatalf("%s differs at line %d (run go test -update to accept):\n got %q\nwant %q", golden, i+1, at(got, i), at(wantLines, i))
		}
	}
}

func at(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "(end)"
}
