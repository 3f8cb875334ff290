package main

import (
	"path/filepath"
	"testing"
)

// TestCardSizePresets renders every sample at every card preset: text must
// fit and the QR code keep modules of at least 0.4 mm on the smallest card.
func TestCardSizePresets(t *testing.T) {
	for _, card := range []string{"69x94", "poker", "63.5x88.9", "57x89"} {
		t.Run(card, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "cards.pdf")
			code, _, errs := runCLI(t, "", "render", "../../samples", "--card", card, "--sheet", "none", "-o", out)
			if code != 0 {
				t.Fatalf("render --card %s: exit %d\n%s", card, code, errs)
			}
		})
	}
}
