package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStaleOutputsWarned: files an earlier, split or separate render left
// beside the output are named on stderr and kept.
func TestStaleOutputsWarned(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "deck.pdf")
	var stale []string
	for _, name := range []string{"deck-2.pdf", "deck-backs.pdf", "deck-backs-1.pdf"} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("%PDF-1.3 old\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		stale = append(stale, p)
	}
	other := filepath.Join(dir, "deckhand.pdf")
	os.WriteFile(other, []byte("x"), 0o644)
	code, _, errs := runCLI(t, "", "render", "../../samples/regular-tiger.toml", "-o", out)
	if code != 0 {
		t.Fatalf("render: exit %d\n%s", code, errs)
	}
	for _, p := range stale {
		if !strings.Contains(errs, p+" is from an earlier run") {
			t.Errorf("stderr does not name %s:\n%s", p, errs)
		}
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was removed", p)
		}
	}
	if strings.Contains(errs, other) {
		t.Errorf("stderr names an unrelated file:\n%s", errs)
	}
	// A run that writes them again is silent.
	code, _, errs = runCLI(t, "", "render", "../../samples/regular-tiger.toml", "--backs", "separate", "-o", filepath.Join(dir, "fresh.pdf"))
	if code != 0 || errs != "" {
		t.Errorf("a clean render: exit %d, stderr %q", code, errs)
	}
}
