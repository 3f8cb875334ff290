package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestReliabilityTests holds the README's reliability section to the
// tests it cites: every `TestX` and `BenchmarkX` it names is a function of
// some _test.go file of the repository, so that a promise never points at
// a test that was renamed or removed.
func TestReliabilityTests(t *testing.T) {
	text := readme(t)
	i := strings.Index(text, "\n# Reliability")
	if i < 0 {
		t.Fatal("the README has no reliability section")
	}
	text = text[i+1:]
	if j := strings.Index(text, "\n# "); j >= 0 {
		text = text[:j]
	}
	cited := regexp.MustCompile("`((?:Test|Benchmark)[A-Za-z0-9_]+)`").FindAllStringSubmatch(text, -1)
	if len(cited) < 20 {
		t.Fatalf("the reliability section cites %d tests, want every promise's", len(cited))
	}
	defined := map[string]bool{}
	decl := regexp.MustCompile(`(?m)^func ((?:Test|Benchmark)[A-Za-z0-9_]+)\(`)
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && path != "../.." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range decl.FindAllStringSubmatch(string(src), -1) {
			defined[m[1]] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range cited {
		if !defined[m[1]] {
			t.Errorf("the reliability section cites %s, which no test file defines", m[1])
		}
	}
}
