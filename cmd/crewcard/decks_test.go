package main

import (
	"strings"
	"testing"
)

// TestDeckExportUnknown: deck export of an id no deck has is refused,
// naming the decks there are. What the decks print is deckcards' tests.
func TestDeckExportUnknown(t *testing.T) {
	if code, _, errs := runCLI(t, "", "deck", "export", "chess"); code != exitInvalid || !strings.Contains(errs, `no built-in deck "chess" (have crew-experience, `) {
		t.Errorf("deck export chess = exit %d, %q", code, errs)
	}
}
