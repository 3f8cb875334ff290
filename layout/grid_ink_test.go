package layout_test

import (
	"math"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/shape"
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
	for _, numW := range []float64{0, 1.4} {
		pages := gunnerGrid(t, layout.Row{Light: []bool{false, true, true, false, true, true}}, numW)
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

// gunnerGrid plans a numbered grid of one row, the gunner's six skills
// held, light and marked as row gives them, its number column numW mm
// wide (0: the default).
func gunnerGrid(t *testing.T, row layout.Row, numW float64) []layout.Page {
	t.Helper()
	return gunnerGridIn(t, row, numW, 10.5)
}

// gunnerGridIn is gunnerGrid with a label column labelW mm wide.
func gunnerGridIn(t *testing.T, row layout.Row, numW, labelW float64) []layout.Page {
	t.Helper()
	row.Label, row.Cells = "Gunner", []string{"One", "Two", "Three", "Four", "Five", "Six"}
	v := layout.View{Grids: map[string][]layout.Row{"g": {row}}}
	tp := &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{{
		Kind: layout.KindGrid, Bind: "g", X: 3.5, Y: 10, W: 62, H: 10, Size: 6.5, Min: 5.5,
		Cols: 3, Cells: 6, LabelW: labelW, NumW: numW, Tick: 2.5, Numbered: true}}}
	pages, err := layout.Plan(tp, v, layout.Options{Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	return pages
}

// grey is a stroke's grey level, 0 black … 1 white; no stroke is white.
func grey(g *float64) float64 {
	if g == nil {
		return 1
	}
	return *g
}

// minStarInk is the least ink of a legendary basic's star, a fraction of
// a held cell's dot: a star of the same reach holds half a disc's ink and
// reads as a lesser mark (issue 31: a reader saw a star 0.9 mm across,
// its points aside, beside the dot's 1.3 mm).
const minStarInk = 0.7

// TestGridStarInk: on a numbered grid, the star of a marked cell carries
// at least minStarInk of the ink of a held cell's dot, and stays 0.3 mm
// clear of the text before it, the label's or the cell's to its left,
// with the default number column and a narrow one.
func TestGridStarInk(t *testing.T) {
	fs := testFonts(t)
	for _, numW := range []float64{0, 1.4} {
		pages := gunnerGrid(t, layout.Row{Light: []bool{false, false, false, true, true, true}, Marked: []bool{true, false, true, false, false, false}}, numW)
		ink, stars := map[string]float64{}, 0
		for _, op := range pages[0].Ops {
			if op.Kind != layout.OpPath || op.Text != "star" && op.Text != "dot" {
				continue
			}
			ink[op.Text] = area(op.Path)
			if op.Text != "star" {
				continue
			}
			stars++
			for _, o := range pages[0].Ops {
				end := o.X + fs.Face(o.Font).Width(o.Text, o.Size)
				if o.Kind == layout.OpText && math.Abs(o.Y-(op.Y+op.H/2)) < 1.5 && o.X < op.X && end > op.X-0.3 {
					t.Errorf("num_w %g: the star at x %.2f stands within 0.3 mm of %q, which ends at %.2f", numW, op.X, o.Text, end)
				}
			}
		}
		if stars != 2 {
			t.Errorf("num_w %g: %d stars, want 2", numW, stars)
		}
		if ink["dot"] == 0 || ink["star"] < minStarInk*ink["dot"] {
			t.Errorf("num_w %g: the star's ink %.2f mm², the dot's %.2f: want at least %.0f %%", numW, ink["star"], ink["dot"], 100*minStarInk)
		}
	}
}

// TestGridLabelAir: a row's label keeps 0.6 mm from a held first cell's
// dot and a marked one's star, in a label column as narrow as the compact
// template's (6.8 mm) and a number column as narrow (1.4 mm), where the
// mark reaches left of its column: "Gunner" and a dot read as two things.
func TestGridLabelAir(t *testing.T) {
	fs := testFonts(t)
	held := layout.Row{Light: []bool{false, true, true, true, true, true}}
	marked := layout.Row{Light: []bool{false, true, true, true, true, true}, Marked: []bool{true}}
	for _, labelW := range []float64{6.8, 10.5} {
		for _, numW := range []float64{0, 1.4} {
			for _, row := range []layout.Row{held, marked} {
				ops := gunnerGridIn(t, row, numW, labelW)[0].Ops
				end, mark := math.NaN(), math.Inf(1)
				for _, op := range ops {
					switch {
					case op.Kind == layout.OpText && op.Text == "Gunner":
						end = op.X + fs.Face(op.Font).Width(op.Text, op.Size)
					case op.Kind == layout.OpPath && (op.Text == "dot" || op.Text == "star"):
						mark = math.Min(mark, op.X)
					}
				}
				if math.IsNaN(end) || math.IsInf(mark, 1) {
					t.Fatalf("label_w %g, num_w %g: no label or no mark drawn", labelW, numW)
				}
				if mark-end < 0.6-1e-9 {
					t.Errorf("label_w %g, num_w %g, marked %v: the label ends %.2f mm from the mark after it, want 0.6", labelW, numW, row.Marked != nil, mark-end)
				}
			}
		}
	}
}

// area is the area a closed path encloses, mm²: its curves flattened,
// by the shoelace formula.
func area(path []shape.Seg) float64 {
	var pts []shape.Point
	for _, s := range path {
		switch s.Op {
		case 'M', 'L':
			pts = append(pts, s.P[0])
		case 'C':
			p0 := pts[len(pts)-1]
			for i := 1; i <= 16; i++ {
				u := float64(i) / 16
				b := [4]float64{(1 - u) * (1 - u) * (1 - u), 3 * u * (1 - u) * (1 - u), 3 * u * u * (1 - u), u * u * u}
				pts = append(pts, shape.Point{X: b[0]*p0.X + b[1]*s.P[0].X + b[2]*s.P[1].X + b[3]*s.P[2].X,
					Y: b[0]*p0.Y + b[1]*s.P[0].Y + b[2]*s.P[1].Y + b[3]*s.P[2].Y})
			}
		}
	}
	a := 0.0
	for i := range pts {
		j := (i + 1) % len(pts)
		a += pts[i].X*pts[j].Y - pts[j].X*pts[i].Y
	}
	return math.Abs(a) / 2
}
