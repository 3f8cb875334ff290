package layout_test

import (
	"math"
	"testing"

	"github.com/crewcard/crewcard/layout"
)

// Black-and-white print (issue 31, item 5): a laser without halftone
// drops thin light-grey strokes, and a held cell's dot must read as
// strongly as the cell numbers beside it.
const (
	minUnheldBoxLine = 0.18 // mm: an unheld cell's tick box outline
	maxUnheldBoxGrey = 0.25 // no lighter than 75 % black, as unheld text
	minHeldDot       = 1.2  // mm: the diameter of a held cell's dot, about a digit's height at 6.5 pt
	minDotAir        = 0.3  // mm from a held cell's dot to its tick box's outline
)

// TestGridInk: on a numbered grid, every tick box, held or not, is
// outlined at least minUnheldBoxLine wide and no lighter than
// maxUnheldBoxGrey, and a held cell's dot is at least minHeldDot across,
// with the default number column and with a narrow one (num_w 1.4, the compact template's): the
// dot stays inside its column.
func TestGridInk(t *testing.T) {
	fs := testFonts(t)
	row := layout.Row{Label: "Gunner", Cells: []string{"One", "Two", "Three", "Four", "Five", "Six"},
		Light: []bool{false, true, true, false, true, true}}
	v := layout.View{Grids: map[string][]layout.Row{"g": {row}}}
	for _, numW := range []float64{0, 1.4} {
		tp := &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{{
			Kind: layout.KindGrid, Bind: "g", X: 3.5, Y: 10, W: 62, H: 10, Size: 6.5, Min: 5.5,
			Cols: 3, Cells: 6, LabelW: 10.5, NumW: numW, Tick: 2.5, Numbered: true}}}
		pages, err := layout.Plan(tp, v, layout.Options{Fonts: fs})
		if err != nil {
			t.Fatal(err)
		}
		boxes, dots := 0, 0
		for _, op := range pages[0].Ops {
			switch {
			case op.Kind == layout.OpRect && op.W == 2.5:
				boxes++
				if op.LineW < minUnheldBoxLine || op.Stroke == nil || grey(op.Stroke) > maxUnheldBoxGrey {
					t.Errorf("num_w %g: tick box at x %.2f outlined %.2f mm in grey %.2f, want at least %.2f mm and no lighter than %.2f",
						numW, op.X, op.LineW, grey(op.Stroke), minUnheldBoxLine, maxUnheldBoxGrey)
				}
			case op.Kind == layout.OpPath && op.Text == "dot":
				dots++
				if op.W < minHeldDot-1e-9 {
					t.Errorf("num_w %g: a held cell's dot is %.2f mm across, want at least %.2f", numW, op.W, minHeldDot)
				}
				// the box after it, the first whose outline's outer edge
				// is right of the dot's centre, stays clear of it
				air := math.Inf(1)
				for _, b := range pages[0].Ops {
					if b.Kind == layout.OpRect && b.W == 2.5 && b.X-b.LineW/2 > op.X+op.W/2 && math.Abs(b.Y+b.H/2-(op.Y+op.H/2)) < 0.5 {
						air = math.Min(air, b.X-b.LineW/2-(op.X+op.W))
					}
				}
				if air < minDotAir-1e-9 {
					t.Errorf("num_w %g: a held cell's dot stands %.2f mm from its tick box, want %.2f", numW, air, minDotAir)
				}
			}
		}
		if boxes != 6 || dots != 2 {
			t.Errorf("num_w %g: %d tick boxes and %d dots, want 6 and 2", numW, boxes, dots)
		}
	}
}

// grey is a stroke's grey level, 0 black … 1 white; no stroke is white.
func grey(g *float64) float64 {
	if g == nil {
		return 1
	}
	return *g
}
