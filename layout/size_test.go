package layout_test

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// maxPackageLines is the most lines of code, tests aside, a package under
// layout may hold (issue 30): a package that outgrows it gives a job of
// its own a package, as compose, scale, wrap and icon did.
const maxPackageLines = 3000

// TestPackageSize holds every package under layout, layout itself among
// them, to maxPackageLines lines of non-test Go.
func TestPackageSize(t *testing.T) {
	lines := map[string]int{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		b, err := os.ReadFile(path)
		lines[filepath.Dir(path)] += bytes.Count(b, []byte("\n"))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if lines["."] == 0 {
		t.Fatal("no Go code found in layout")
	}
	for dir, n := range lines {
		if n > maxPackageLines {
			t.Errorf("%s holds %d lines of code, more than %d: give one of its jobs a package of its own", filepath.Join("layout", dir), n, maxPackageLines)
		}
	}
}
