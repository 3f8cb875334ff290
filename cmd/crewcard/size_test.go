package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCommandSize holds the command to flags, files and output: its
// non-test code stays under 1,000 lines, the rest living in packages.
func TestCommandSize(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	lines := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines += bytes.Count(b, []byte("\n"))
	}
	if lines >= 1000 {
		t.Errorf("cmd/crewcard holds %d lines of non-test code, want under 1,000: move what is not flags, files or output into a package", lines)
	}
}
