package layout

import (
	"sort"
	"strings"

	"github.com/crewcard/crewcard/layout/impose"
)

// Cutting guides and the margin stamp of card sheets, in sheet millimetres,
// built as display-list operations for Writer.AddSheet.

// Line weights and greys of cutting guides.
const (
	CropMarkWidth = 0.15 // crop marks, mm
	CutLineWidth  = 0.1  // cut lines, mm
	CutLineGrey   = 0.55 // cut lines run along the card edges: light grey (0 black … 1 white)
)

// SheetLines draws ls (sheet mm) as lines width mm wide in grey g
// (0 black … 1 white), such as impose.CropMarks or impose.CutLines.
func SheetLines(ls []impose.Line, width, g float64) []Op {
	ops := make([]Op, len(ls))
	for i, l := range ls {
		ops[i] = Op{Kind: OpLine, X: l.X1, Y: l.Y1, W: l.X2 - l.X1, H: l.Y2 - l.Y1, Stroke: grey(g), LineW: width}
	}
	return ops
}

// SheetStamp lays out the margin stamp of a sheet imposed as l: a 50 mm
// scale bar, a reminder to print at actual size and label (which names the
// program and the sheet) in the strip above the cards, and command in the
// strip below. Each strip is cut into the stretches between the cards'
// vertical edges, so the text never crosses a crop mark or a cut line; what
// does not fit is left out (above) or shortened with "…" (below).
func SheetStamp(fs *FontSet, l impose.Layout, label, command string) []Op {
	f := fs.Face("regular")
	top, bottom := stampStrips(l, f.CapHeight(stampSize))
	var ops []Op
	next := 0 // first free stretch of top
	used := make([]float64, len(top))
	place := func(w float64) (x, y float64, ok bool) {
		for i := next; i < len(top); i++ {
			if top[i].W-used[i] >= w {
				x = top[i].X + used[i]
				used[i] += w + 4
				next = i
				return x, top[i].Y, true
			}
		}
		return 0, 0, false
	}
	bar, barW := scaleBar(f, 0, 0, 50, "50 mm")
	if x, y, ok := place(barW); ok {
		for _, op := range bar {
			op.X += x
			op.Y += y - f.CapHeight(stampSize)/2
			ops = append(ops, op)
		}
	}
	for _, s := range []string{"Print at actual size (100 %): the bar is 50 mm", label} {
		s = printable(f, s)
		if x, y, ok := place(f.Width(s, stampSize)); ok {
			ops = append(ops, sheetText(f, "regular", s, stampSize, x, y))
		}
	}
	return append(ops, flowText(f, command, bottom)...)
}

// flowText flows the words of s through the stretches rs, one line each at
// the stamp size, each rectangle's Y being its baseline. A word wider than
// its stretch, and the rest of s in the last stretch, end in "…".
func flowText(f *Font, s string, rs []Rect) []Op {
	var ops []Op
	words := strings.Fields(printable(f, s))
	for i, r := range rs {
		var line []string
		for len(words) > 0 && f.Width(strings.Join(append(line, words[0]), " "), stampSize) <= r.W {
			line, words = append(line, words[0]), words[1:]
		}
		if len(line) == 0 && len(words) > 0 {
			line, words = []string{ellipsize(f, words[0], stampSize, r.W)}, words[1:]
		}
		s := strings.Join(line, " ")
		if i == len(rs)-1 && len(words) > 0 {
			s = ellipsize(f, s+" "+strings.Join(words, " "), stampSize, r.W)
		}
		if s != "" {
			ops = append(ops, sheetText(f, "regular", s, stampSize, r.X, r.Y))
		}
	}
	return ops
}

// scaleBar draws a bar length mm long with end ticks and a tick every
// 10 mm, its left end at x and its line at y (mm), labelled after its right
// end. It returns the ops and the width taken, mm.
func scaleBar(f *Font, x, y, length float64, label string) ([]Op, float64) {
	const tick = 1.2 // half height of the end ticks, mm
	black := grey(0)
	ops := []Op{
		{Kind: OpLine, X: x, Y: y, W: length, Stroke: black, LineW: 0.2},
		{Kind: OpLine, X: x, Y: y - tick, H: 2 * tick, Stroke: black, LineW: 0.2},
		{Kind: OpLine, X: x + length, Y: y - tick, H: 2 * tick, Stroke: black, LineW: 0.2},
	}
	for mm := 10.0; mm < length; mm += 10 {
		ops = append(ops, Op{Kind: OpLine, X: x + mm, Y: y - tick/2, H: tick, Stroke: black, LineW: 0.15})
	}
	lx := x + length + 1.5
	ops = append(ops, sheetText(f, "regular", label, stampSize, lx, y+f.CapHeight(stampSize)/2))
	return ops, length + 1.5 + f.Width(label, stampSize)
}

// stampStrips returns the stretches of the margin above and below the cards
// that text of cap height capH mm may use, each as a rectangle whose Y is
// the text's baseline. A strip too low for the text has no stretches.
func stampStrips(l impose.Layout, capH float64) (top, bottom []Rect) {
	const pad = 1.0 // mm kept clear of edges and marks
	if len(l.Cards) == 0 {
		return nil, nil
	}
	p := l.Printable()
	minY, maxY := l.Cards[0].Y, l.Cards[0].Y+l.Cards[0].H
	xs := []float64{p.X, p.X + p.W}
	for _, c := range l.Cards {
		minY, maxY = min(minY, c.Y), max(maxY, c.Y+c.H)
		xs = append(xs, c.X, c.X+c.W)
	}
	minY -= l.Bleed
	maxY += l.Bleed
	xs = distinct(xs)
	var spans []Rect
	for i := 0; i+1 < len(xs); i++ {
		if w := xs[i+1] - xs[i] - 2*pad; w >= 12 {
			spans = append(spans, Rect{X: xs[i] + pad, W: w})
		}
	}
	strip := func(y0, y1 float64) []Rect {
		if y1-y0 < capH+2*0.3 {
			return nil
		}
		out := make([]Rect, len(spans))
		for i, s := range spans {
			s.Y = (y0+y1)/2 + capH/2
			out[i] = s
		}
		return out
	}
	top, bottom = strip(p.Y, minY-0.3), strip(maxY+0.3, p.Y+p.H)
	if top == nil && bottom == nil {
		// The cards fill the printable height: the stamp goes into the
		// margin itself, which most printers print anyway; a printer that
		// cannot loses only the stamp.
		top, bottom = strip(stampEdge, minY-0.3), strip(maxY+0.3, l.Sheet.H-stampEdge)
	}
	return top, bottom
}

// stampEdge is the least distance of the stamp from the paper's edge, mm.
const stampEdge = 1.5

// distinct sorts vs in place and drops, in place, each value within 1e-6 mm
// of the last one kept (as impose's cut lines do).
func distinct(vs []float64) []float64 {
	sort.Float64s(vs)
	k := 0
	for _, v := range vs {
		if k == 0 || v-vs[k-1] > 1e-6 {
			vs[k] = v
			k++
		}
	}
	return vs[:k]
}
