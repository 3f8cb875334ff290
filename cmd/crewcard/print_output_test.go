package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

// TestPrintAtomicSeparate: a render that fails, on an illegal crew or on
// one it cannot print, among valid ones, leaves OUT.pdf and OUT-backs.pdf
// byte for byte and no temporary file.
func TestPrintAtomicSeparate(t *testing.T) {
	t.Setenv(linkBaseEnv, "")
	src, err := os.ReadFile(tigerSample)
	if err != nil {
		t.Fatal(err)
	}
	unprintable := regexp.MustCompile(`(?m)^name = "Tiger 131"$`).ReplaceAll(src, []byte(`name = "戦車"`))
	for _, tt := range []struct {
		name, bad string
	}{{"illegal", badCrew}, {"unprintable", string(unprintable)}} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			bad := cardtest.WriteFile(t, t.TempDir(), "bad.toml", []byte(tt.bad))
			oldFront := []byte("%PDF-1.3 old fronts\n")
			oldBack := []byte("%PDF-1.3 old backs\n")
			out := cardtest.WriteFile(t, dir, "deck.pdf", oldFront)
			backs := cardtest.WriteFile(t, dir, "deck-backs.pdf", oldBack)
			before := dirNames(t, dir)
			code, stdout, stderr := runCLI(t, "", "render", "--backs", "separate", "-o", out, samplesDir, bad, tigerSample)
			if code != exitInvalid || stdout != "" || !strings.Contains(stderr, "nothing written") {
				t.Errorf("render = exit %d, stdout %q, stderr %q; want exit %d and \"nothing written\"", code, stdout, stderr, exitInvalid)
			}
			assertUntouched(t, dir, before, out, oldFront)
			assertUntouched(t, dir, before, backs, oldBack)
		})
	}
}

// TestPrintAtomicRenameFailure: when the second file of a multi-file output
// cannot be put in place, the first must not be replaced either. Such a
// file is now refused before any work, as -o is (exit 2).
func TestPrintAtomicRenameFailure(t *testing.T) {
	dir := t.TempDir()
	old := []byte("%PDF-1.3 old fronts\n")
	out := cardtest.WriteFile(t, dir, "deck.pdf", old)
	// A non-empty folder where the backs go: no file can be renamed onto it.
	if err := os.MkdirAll(filepath.Join(dir, "deck-backs.pdf", "keep"), 0o755); err != nil {
		t.Fatal(err)
	}
	before := dirNames(t, dir)
	code, _, stderr := runCLI(t, "", "render", "--backs", "separate", "-o", out, tigerSample)
	if code != exitUsage || !strings.Contains(stderr, "deck-backs.pdf: is a folder") {
		t.Errorf("render = exit %d, stderr %q; want exit %d naming deck-backs.pdf", code, stderr, exitUsage)
	}
	if after := dirNames(t, dir); strings.Join(after, " ") != strings.Join(before, " ") {
		t.Errorf("files after the failure = %q, want %q (no temporary file)", after, before)
	}
	if got, _ := os.ReadFile(out); !bytes.Equal(got, old) {
		t.Errorf("render --backs separate -o %s with deck-backs.pdf not replaceable exits %d but has replaced deck.pdf "+
			"(%d new bytes, want the old %d)", out, code, len(got), len(old))
	}
}
