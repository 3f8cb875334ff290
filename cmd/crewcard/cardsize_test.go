package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
)

// TestCardSizePresets renders every sample and 120 generated crews (full
// skill tables, long and non-ASCII names) at every card preset: text must
// fit and the QR code keep modules of at least 0.4 mm on the smallest card.
func TestCardSizePresets(t *testing.T) {
	crews := crewtest.WriteGenerated(t, 120, 3)
	for _, card := range []string{"69x94", "poker", "63.5x88.9", "57x89"} {
		t.Run(card, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "cards.pdf")
			code, _, errs := runCLI(t, "", "render", samplesDir, crews, "--card", card, "--sheet", "none", "--backs", "none", "-o", out)
			if code != 0 {
				t.Fatalf("render --card %s: exit %d\n%s", card, code, errs)
			}
		})
	}
}

// TestTemplateCardSize: without --card, the templates' own size is the
// card's; a front and back of different sizes are refused.
func TestTemplateCardSize(t *testing.T) {
	dir := t.TempDir()
	resized := func(face string) string {
		_, src, _ := runCLI(t, "", "template", "export", face)
		if src == "" {
			t.Fatalf("template export %s printed nothing", face)
		}
		src = strings.Replace(strings.Replace(src, "\nwidth = 69.0\n", "\nwidth = 80.0\n", 1), "\nheight = 94.0\n", "\nheight = 100.0\n", 1)
		p := filepath.Join(dir, face+".toml")
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	front, back := resized("crew-front"), resized("crew-back")
	out := filepath.Join(dir, "cards.pdf")
	code, _, errs := runCLI(t, "", "render", "../../samples/regular-tiger.toml", "--template", front, "--template", back, "--sheet", "none", "-o", out)
	if code != 0 {
		t.Fatalf("render with 80x100 templates: exit %d\n%s", code, errs)
	}
	pdf, _ := os.ReadFile(out)
	if !bytes.Contains(pdf, []byte("/MediaBox [0 0 226.77 283.46]")) {
		t.Errorf("the pages are not 80 x 100 mm (226.77 x 283.46 pt)")
	}
	code, _, errs = runCLI(t, "", "render", "../../samples/regular-tiger.toml", "--template", front, "--sheet", "none", "-o", out)
	if code != exitInvalid || !strings.Contains(errs, "differ in size") {
		t.Errorf("an 80x100 front with the 69x94 back: exit %d, stderr %q", code, errs)
	}
}
