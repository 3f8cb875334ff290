package raster_test

import (
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
	"github.com/crewcard/crewcard/layout/pdf"
)

// popplerGray renders pg as a PDF card page with pdftoppm at dpi.
func popplerGray(t *testing.T, tool string, pg layout.Page, bleed bool, dpi string) *image.Gray {
	t.Helper()
	w, err := pdf.NewWriter(layouttest.Fonts(t), pdf.Options{Deterministic: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.AddCard(pg, bleed); err != nil {
		t.Fatal(err)
	}
	doc, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "card.pdf"), doc, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(tool, "-r", dpi, "-gray", "-png", "-singlefile", filepath.Join(dir, "card.pdf"), filepath.Join(dir, "ref")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, out)
	}
	b, err := os.ReadFile(filepath.Join(dir, "ref.png"))
	if err != nil {
		t.Fatal(err)
	}
	return decodeGray(t, b)
}

// tile is the side of the squares greyDiff compares, pixels.
const tile = 12

// greyDiff compares two grey images where both have pixels: the mean
// absolute difference of grey levels (0–255) over the whole, and the
// worst mean over any tile × tile square, which a single misplaced glyph
// raises even when the whole barely moves.
func greyDiff(a, b *image.Gray) (mean, worst float64) {
	r := a.Rect.Intersect(b.Rect)
	total := 0
	for ty := r.Min.Y; ty < r.Max.Y; ty += tile {
		for tx := r.Min.X; tx < r.Max.X; tx += tile {
			sum, n := 0, 0
			for y := ty; y < min(ty+tile, r.Max.Y); y++ {
				for x := tx; x < min(tx+tile, r.Max.X); x++ {
					d := int(a.GrayAt(x, y).Y) - int(b.GrayAt(x, y).Y)
					sum += max(d, -d)
					n++
				}
			}
			total += sum
			worst = max(worst, float64(sum)/float64(n))
		}
	}
	return float64(total) / float64(r.Dx()*r.Dy()), worst
}

// Thresholds of TestPNGMatchesPDF at 150 dpi, grey levels. The two
// renderers differ only at the edges of shapes (poppler anti-aliases the
// QR code, and its glyphs differ a little in weight at this size): the
// measured means are 4.5–11.3 (dense small text gives the most) and the
// worst tiles 55–66, while one word moved by 0.3 mm (under two pixels)
// makes a tile of 100–126, and the whole page moved by one pixel a mean
// of 22.
const (
	maxMeanDiff = 15.0
	maxTileDiff = 80.0
)

// TestPNGMatchesPDF draws card faces with the PNG backend and with
// pdftoppm from the PDF backend, both at 150 dpi, and compares them: the
// same places are inked, text sits where the PDF puts it. That the test
// can fail is checked on the spot: the same page with one word moved by
// 0.3 mm must fail it.
func TestPNGMatchesPDF(t *testing.T) {
	tool := needTool(t, "pdftoppm", "poppler-utils")
	for _, tc := range []struct {
		name, face string
		view       layout.View
		lowInk     bool
		bleed      bool
	}{
		{"front", "crew-front", layouttest.FullView(), false, true},
		{"front-minimal", "crew-front", layouttest.MinimalView(), false, false},
		{"front-lowink", "crew-front", layouttest.FullView(), true, false},
		{"back", "crew-back", layouttest.FullView(), false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pg := cardPages(t, tc.face, tc.view, tc.lowInk)[0]
			ref := popplerGray(t, tool, pg, tc.bleed, "150")
			_, img := drawPNG(t, pg, tc.bleed, 150)
			mean, worst := greyDiff(img, ref)
			t.Logf("mean %.2f, worst tile %.1f", mean, worst)
			if mean > maxMeanDiff || worst > maxTileDiff {
				t.Errorf("the PNG differs from pdftoppm's rendering of the PDF: mean grey difference %.2f (at most %g), worst %dx%d tile %.1f (at most %g)",
					mean, maxMeanDiff, tile, tile, worst, maxTileDiff)
			}
			moved := pg
			moved.Ops = append([]layout.Op(nil), pg.Ops...)
			for i := range moved.Ops {
				if op := &moved.Ops[i]; op.Kind == layout.OpText && len(op.Text) > 3 {
					op.X += 0.3
					break
				}
			}
			_, off := drawPNG(t, moved, tc.bleed, 150)
			if mean, worst := greyDiff(off, ref); mean <= maxMeanDiff && worst <= maxTileDiff {
				t.Errorf("a word moved by 0.3 mm passes (mean %.2f, worst tile %.1f): the comparison cannot fail", mean, worst)
			}
		})
	}
}
