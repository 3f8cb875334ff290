package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestSmallSheets: custom sheets barely larger than a card, where the
// roster summary and its 50 mm square hardly fit, render without a panic;
// sheets too small for a card are refused with a clear error.
func TestSmallSheets(t *testing.T) {
	for _, tc := range []struct {
		sheet string
		code  int
	}{
		{"80x100", 0}, {"70x95", 0}, {"75x200", 0}, {"100x100", 0}, {"210x100", 0},
		{"60x80", exitInvalid}, {"50x50", exitInvalid},
	} {
		t.Run(tc.sheet, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "cards.pdf")
			code, _, errs := runCLI(t, "", "render", samplesDir, "--sheet", tc.sheet, "--margin", "0", "-o", out)
			if code != tc.code {
				t.Fatalf("render --sheet %s: exit %d, want %d\n%s", tc.sheet, code, tc.code, errs)
			}
			if code != 0 && !strings.Contains(errs, "does not fit") {
				t.Errorf("stderr = %q, want it to say the card does not fit", errs)
			}
		})
	}
}
