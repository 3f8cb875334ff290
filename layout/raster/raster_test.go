package raster_test

import (
	"image"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
	"github.com/crewcard/crewcard/layout/raster"
	"github.com/crewcard/crewcard/layout/shape"
)

// square is a closed square path, mm, wound clockwise on the page.
func square(x, y, s float64) []shape.Seg {
	return []shape.Seg{{Op: 'M', P: [3]shape.Point{{X: x, Y: y}}}, {Op: 'L', P: [3]shape.Point{{X: x + s, Y: y}}},
		{Op: 'L', P: [3]shape.Point{{X: x + s, Y: y + s}}}, {Op: 'L', P: [3]shape.Point{{X: x, Y: y + s}}}, {Op: 'Z'}}
}

// rasterPage draws ops on a 20 × 20 mm page at 254 dpi (10 pixels a mm),
// the first clip pushed around them when clip is not empty.
func rasterPage(t *testing.T, clip impose.Rect, ops ...layout.Op) *image.Gray {
	t.Helper()
	b, err := raster.New(layouttest.Fonts(t), 254)
	if err != nil {
		t.Fatal(err)
	}
	b.BeginPage(20, 20, impose.Rect{W: 20, H: 20})
	if clip.W > 0 {
		b.PushClip(clip)
	}
	for i := range ops {
		b.Draw(&ops[i], 0, 0)
	}
	if clip.W > 0 {
		b.PopClip()
	}
	b.EndPage()
	if err := b.Err(); err != nil {
		t.Fatal(err)
	}
	return decodeGray(t, b.Pages()[0])
}

// TestPNGShapes checks the rasteriser's rules at chosen pixels (10 a mm):
// the even-odd rule cuts a hole with a subpath wound the same way as the
// outer one, outlines of a closed path cover its corners (the pieces of a
// stroke add up, never cancel), greys are the PDF's, and a clip holds.
func TestPNGShapes(t *testing.T) {
	black, grey := 0.0, 0.5
	evenOdd := layout.Op{Kind: layout.OpPath, Path: append(square(2, 2, 16), square(6, 6, 8)...), EvenOdd: true, Fill: &black}
	nonZero := evenOdd
	nonZero.EvenOdd = false
	outline := layout.Op{Kind: layout.OpRect, X: 4, Y: 4, W: 12, H: 12, Stroke: &black, LineW: 1}
	rounded := layout.Op{Kind: layout.OpRect, X: 4, Y: 4, W: 12, H: 12, Radius: 3, Fill: &grey}
	line := layout.Op{Kind: layout.OpLine, X: 2, Y: 10, W: 16, Stroke: &black, LineW: 1}
	for _, tc := range []struct {
		name string
		clip impose.Rect
		op   layout.Op
		want map[image.Point]uint8
	}{
		{"even-odd", impose.Rect{}, evenOdd, map[image.Point]uint8{{30, 30}: 0, {100, 100}: 255, {190, 190}: 255}},
		{"non-zero", impose.Rect{}, nonZero, map[image.Point]uint8{{30, 30}: 0, {100, 100}: 0}},
		{"outline", impose.Rect{}, outline, map[image.Point]uint8{{40, 40}: 0, {159, 159}: 0, {40, 100}: 0, {100, 100}: 255, {33, 33}: 255}},
		{"rounded", impose.Rect{}, rounded, map[image.Point]uint8{{100, 100}: 128, {41, 41}: 255, {41, 100}: 128}},
		{"line, round caps", impose.Rect{}, line, map[image.Point]uint8{{100, 100}: 0, {17, 100}: 0, {100, 94}: 255, {13, 100}: 255}},
		{"clipped", impose.Rect{X: 10, W: 10, H: 20}, nonZero, map[image.Point]uint8{{30, 30}: 255, {99, 100}: 255, {100, 100}: 0}},
	} {
		img := rasterPage(t, tc.clip, tc.op)
		for p, want := range tc.want {
			if got := img.GrayAt(p.X, p.Y).Y; got != want {
				t.Errorf("%s: pixel %v = %d, want %d", tc.name, p, got, want)
			}
		}
	}
}
