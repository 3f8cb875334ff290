package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

// TestEveryInputReported: an argument that names no crew file (a missing
// file, an empty folder, a glob that matches nothing) is reported, and the
// other inputs are still read and every one of their problems printed.
func TestEveryInputReported(t *testing.T) {
	dir := t.TempDir()
	bad := cardtest.WriteFile(t, dir, "p1.toml", []byte(threeErrorCrew))
	empty := filepath.Join(dir, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.toml")
	p1Errors := []string{bad + ":12:11: crew.skills.gunner[1]", bad + ":13:11: crew.skills.loader[1]"}
	for _, tc := range []struct {
		name string
		args []string
		want []string
	}{
		{"check, a missing file", []string{"check", bad, missing}, append([]string{"crewcard check: " + missing + ": no such file or folder"}, p1Errors...)},
		{"check, an empty folder", []string{"check", empty, bad}, append([]string{"crewcard check: " + empty + ": folder holds no *.toml files"}, p1Errors...)},
		{"check, a glob matching nothing", []string{"check", filepath.Join(dir, "x*.toml"), bad}, append([]string{"no files match"}, p1Errors...)},
		{"render, a missing file", []string{"render", "-o", filepath.Join(dir, "out.pdf"), bad, missing},
			append([]string{"crewcard render: " + missing + ": no such file or folder", "crewcard render: nothing written"}, p1Errors...)},
		{"check, a missing file beside a legal one", []string{"check", tigerSample, missing}, []string{"crewcard check: " + missing + ": no such file or folder"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := runCLI(t, "", tc.args...)
			if code != exitInvalid {
				t.Errorf("exit %d, want %d", code, exitInvalid)
			}
			for _, w := range tc.want {
				if !strings.Contains(errs, w) {
					t.Errorf("stderr does not hold %q:\n%s", w, errs)
				}
			}
		})
	}
}
