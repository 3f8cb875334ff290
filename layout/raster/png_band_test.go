package raster_test

import (
	"bytes"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/layout/raster"
)

// TestPNGBands draws the fullest crew front and a back, with and without
// bleed, with every shape drawn whole and with shapes cut into bands of
// rows, which bound the rasteriser's memory on large pages. At 300 dpi, the
// default, no shape reaches the bound and the files are byte for byte the
// same. At 1,200 dpi the default bound cuts the card's large shapes, and
// bands far smaller than it (a few thousand pixels, one row of the widest
// shapes) cut every shape: each band restarts the rasteriser's running sum
// (or, for a narrow band, takes its fixed-point arithmetic), so a few
// pixels may differ by a grey level or two, never more.
func TestPNGBands(t *testing.T) {
	needs.Long(t, "rasterises every card in bands")
	pages := []layout.Page{cardPages(t, "crew-front", layouttest.FullView(), false)[0], cardPages(t, "crew-back", layouttest.FullView(), true)[0]}
	draw := func(pg layout.Page, bleed bool, dpi float64, band int) []byte {
		if band > 0 {
			defer raster.SetBandPixels(band)()
		}
		doc, _ := drawPNG(t, pg, bleed, dpi)
		return doc
	}
	for i, pg := range pages {
		for _, bleed := range []bool{false, true} {
			if !bytes.Equal(draw(pg, bleed, 300, 1<<30), draw(pg, bleed, 300, 0)) {
				t.Errorf("page %d, bleed %v, 300 dpi: the PNG differs from the one drawn whole", i, bleed)
			}
			for _, c := range []struct {
				dpi  float64
				band int
			}{{1200, 0}, {600, 1}, {600, 3000}, {600, 70_000}} {
				ref, got := decodeGray(t, draw(pg, bleed, c.dpi, 1<<30)), decodeGray(t, draw(pg, bleed, c.dpi, c.band))
				n, worst := 0, 0
				for k := range ref.Pix {
					d := max(int(ref.Pix[k])-int(got.Pix[k]), int(got.Pix[k])-int(ref.Pix[k]))
					if d > 0 {
						n++
					}
					worst = max(worst, d)
				}
				// One pixel in 400 at most: bands of one row restart the sum
				// on every row, and each edge pixel may round apart (0.13 %
				// on the crew front, whose tick boxes are all outlined dark).
				if worst > 2 || n > len(ref.Pix)/400 {
					t.Errorf("page %d, bleed %v, %g dpi, bands of %d pixels: %d of %d pixels differ, by up to %d grey levels; want a few, by 2 at most",
						i, bleed, c.dpi, c.band, n, len(ref.Pix), worst)
				}
			}
		}
	}
}
