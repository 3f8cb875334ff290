package press

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/fonts"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/sheet"
)

// TestSheetFurnitureInPrintableArea: on every paper, card size, bleed and
// kind of cutting guide, the guides and the stamp (its texts and its scale
// bar) lie inside the printable area, where a printer prints, with their
// strokes' width and round caps; every cut
// still has a guide; and home paper keeps its stamp.
func TestSheetFurnitureInPrintableArea(t *testing.T) {
	fs, err := font.NewSet(fonts.Regular, fonts.Bold)
	if err != nil {
		t.Fatal(err)
	}
	cards := []impose.Size{{W: 69, H: 94}, {W: 63, H: 88}, {W: 63.5, H: 88.9}, {W: 57, H: 89}}
	for _, paper := range []string{"a4", "letter", "a3", "legal", "a5"} {
		for _, card := range cards {
			for _, bleed := range []float64{0, 3} {
				for _, cut := range []Cut{CutMarks, CutLines} {
					name := fmt.Sprintf("%s/%s/bleed %g/%v", paper, card, bleed, cut)
					sheet, err := ParseSheet(paper)
					if err != nil {
						t.Fatal(err)
					}
					o := &Options{Sheet: sheet, Margin: impose.DefaultMargin, Bleed: bleed, Cut: cut}
					g, err := newSheetGeom(o, card, fs)
					if err != nil {
						continue // the card does not fit this paper
					}
					for _, msg := range furnitureFaults(fs, g, paper, card) {
						t.Errorf("%s: %s", name, msg)
					}
				}
			}
		}
	}
}

func furnitureFaults(fs *font.Set, g *sheetGeom, paper string, card impose.Size) []string {
	var out []string
	p := g.lay.Printable().Grow(1e-6)
	// A stroke reaches half its width past its line, its round caps too;
	// a cut line on the printable area's edge (a card's trim there) may
	// lose the outer half of its width.
	for _, op := range g.marks {
		r := impose.Rect{X: min(op.X, op.X+op.W), Y: min(op.Y, op.Y+op.H), W: math.Abs(op.W), H: math.Abs(op.H)}
		onEdge := op.W == 0 && (near(r.X, p.X) || near(r.X, p.X+p.W)) || op.H == 0 && (near(r.Y, p.Y) || near(r.Y, p.Y+p.H))
		if !onEdge && !p.Contains(r.Grow(op.LineW/2)) || onEdge && !p.Contains(r) {
			out = append(out, fmt.Sprintf("guide %+v, %.2f mm wide, outside the printable area %+v", r, op.LineW, p))
		}
	}
	stamp := sheet.Stamp(fs, g.lay, g.guides, "crewcard 0.0.0 · sheet 1, fronts", "crewcard render samples -o cards.pdf")
	var text strings.Builder
	for _, op := range stamp {
		r := impose.Rect{X: min(op.X, op.X+op.W), Y: min(op.Y, op.Y+op.H), W: math.Abs(op.W), H: math.Abs(op.H)}.Grow(op.LineW / 2)
		if op.Kind == layout.OpText {
			f := fs.Face(op.Font)
			r = impose.Rect{X: op.X, Y: op.Y - f.Ascent(op.Size), W: f.Width(op.Text, op.Size), H: f.Ascent(op.Size) + f.Descent(op.Size)}
			text.WriteString(op.Text + "\n")
		}
		if !p.Contains(r) {
			out = append(out, fmt.Sprintf("stamp %q at %.2f,%.2f outside the printable area %+v", op.Text, op.X, op.Y, p))
		}
	}
	if (paper == "a4" || paper == "letter") && card == (impose.Size{W: 69, H: 94}) && !strings.Contains(text.String(), "actual size") {
		out = append(out, fmt.Sprintf("no reminder to print at actual size in the stamp %q", text.String()))
	}
	if len(g.guides) > 0 {
		xs, ys := map[float64]bool{}, map[float64]bool{}
		for _, l := range g.guides {
			if l.X1 == l.X2 {
				xs[math.Round(l.X1*1000)] = true
			} else {
				ys[math.Round(l.Y1*1000)] = true
			}
		}
		for _, c := range g.lay.Cards {
			for _, x := range []float64{c.X, c.X + c.W} {
				if !xs[math.Round(x*1000)] {
					out = append(out, fmt.Sprintf("no vertical guide marks the cut at x %.2f", x))
				}
			}
			for _, y := range []float64{c.Y, c.Y + c.H} {
				if !ys[math.Round(y*1000)] {
					out = append(out, fmt.Sprintf("no horizontal guide marks the cut at y %.2f", y))
				}
			}
		}
	}
	return out
}

// near reports whether a and b are the same position, mm.
func near(a, b float64) bool { return math.Abs(a-b) < 1e-3 }
