package main

import (
	"strings"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
)

// Drawing on sheets, in sheet millimetres: cutting guides, the margin
// stamp, the scale bar and the calibration square, built as display-list
// operations for layout.Writer.AddSheet.

// Line weights and greys of sheet marks.
const (
	markWidth = 0.15 // crop marks, mm
	cutWidth  = 0.1  // cut lines, mm
	cutGrey   = 0.55 // cut lines run along the card edges: light
	stampSize = 6.0  // stamp text, pt
)

func grey(v float64) *float64 { return &v }

// lineOps draws lines as operations.
func lineOps(ls []impose.Line, width, g float64) []layout.Op {
	ops := make([]layout.Op, len(ls))
	for i, l := range ls {
		ops[i] = layout.Op{Kind: layout.OpLine, X: l.X1, Y: l.Y1, W: l.X2 - l.X1, H: l.Y2 - l.Y1, Stroke: grey(g), LineW: width}
	}
	return ops
}

// printable replaces what the font cannot draw with "?".
func printable(f *layout.Font, s string) string {
	if len(f.Missing(s)) == 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if f.Has(r) {
			return r
		}
		return '?'
	}, s)
}

// textOp sets s at baseline (x, y).
func textOp(f *layout.Font, font string, s string, size, x, y float64) layout.Op {
	return layout.Op{Kind: layout.OpText, X: x, Y: y, Text: printable(f, s), Font: font, Size: size, Want: size, Fill: grey(0)}
}

// ellipsize shortens s with "…" until it is at most w mm wide at size pt.
func ellipsize(f *layout.Font, s string, size, w float64) string {
	if f.Width(s, size) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && f.Width(string(r)+"…", size) > w {
		r = r[:len(r)-1]
	}
	if len(r) == 0 {
		return ""
	}
	return strings.TrimRight(string(r), " ") + "…"
}

// scaleBar draws a bar of length mm with end ticks, its left end at x and
// its line at y, labelled after its right end. It returns the ops and the
// width taken.
func scaleBar(f *layout.Font, x, y, length float64, label string) ([]layout.Op, float64) {
	const tick = 1.2
	black := grey(0)
	ops := []layout.Op{
		{Kind: layout.OpLine, X: x, Y: y, W: length, Stroke: black, LineW: 0.2},
		{Kind: layout.OpLine, X: x, Y: y - tick, H: 2 * tick, Stroke: black, LineW: 0.2},
		{Kind: layout.OpLine, X: x + length, Y: y - tick, H: 2 * tick, Stroke: black, LineW: 0.2},
	}
	for mm := 10.0; mm < length; mm += 10 {
		ops = append(ops, layout.Op{Kind: layout.OpLine, X: x + mm, Y: y - tick/2, H: tick, Stroke: black, LineW: 0.15})
	}
	lx := x + length + 1.5
	ops = append(ops, textOp(f, "regular", label, stampSize, lx, y+f.CapHeight(stampSize)/2))
	return ops, length + 1.5 + f.Width(label, stampSize)
}

// calibrationSquare draws a side × side mm square with centimetre ticks
// and a caption under it, its top-left corner at (x, y).
func calibrationSquare(fs *layout.FontSet, x, y, side float64) []layout.Op {
	black := grey(0)
	ops := []layout.Op{{Kind: layout.OpRect, X: x, Y: y, W: side, H: side, Stroke: black, LineW: 0.25}}
	for mm := 10.0; mm < side; mm += 10 {
		ops = append(ops,
			layout.Op{Kind: layout.OpLine, X: x + mm, Y: y, H: 2, Stroke: black, LineW: 0.15},
			layout.Op{Kind: layout.OpLine, X: x, Y: y + mm, W: 2, Stroke: black, LineW: 0.15})
	}
	f := fs.Face("bold")
	label := printable(f, formatMM(side)+" mm")
	ops = append(ops, textOp(f, "bold", label, 11, x+(side-f.Width(label, 11))/2, y+side/2+f.CapHeight(11)/2))
	r := fs.Face("regular")
	for i, line := range []string{
		"This square must measure exactly " + formatMM(side) + " mm on each side.",
		"If it does not, print again at actual size (100 %),",
		"with “fit to page” or “shrink” turned off.",
	} {
		ops = append(ops, textOp(r, "regular", line, 7, x, y+side+4+float64(i)*3.2))
	}
	return ops
}

// stamp lays out the sheet's margin stamp: the scale bar, the reminder and
// the version in the strip above the cards, the command line in the strip
// below. Each strip is cut into the stretches between the cards' vertical
// edges, so the text never crosses a crop mark or a cut line.
func stamp(fs *layout.FontSet, l impose.Layout, label, command string) []layout.Op {
	f := fs.Face("regular")
	top, bottom := stampStrips(l, f.CapHeight(stampSize))
	var ops []layout.Op
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
	for _, s := range []string{"Print at actual size (100 %): the bar is 50 mm", "crewcard " + version + " · " + label} {
		s = printable(f, s)
		if x, y, ok := place(f.Width(s, stampSize)); ok {
			ops = append(ops, textOp(f, "regular", s, stampSize, x, y))
		}
	}
	// The command line flows through the stretches below the cards.
	words := strings.Fields(printable(f, command))
	for i, r := range bottom {
		var line []string
		for len(words) > 0 && f.Width(strings.Join(append(line, words[0]), " "), stampSize) <= r.W {
			line, words = append(line, words[0]), words[1:]
		}
		if len(line) == 0 && len(words) > 0 {
			line, words = []string{ellipsize(f, words[0], stampSize, r.W)}, words[1:]
		}
		s := strings.Join(line, " ")
		if i == len(bottom)-1 && len(words) > 0 {
			s = ellipsize(f, s+" "+strings.Join(words, " "), stampSize, r.W)
		}
		if s != "" {
			ops = append(ops, textOp(f, "regular", s, stampSize, r.X, r.Y))
		}
	}
	return ops
}

// stampStrips returns the stretches of the margin above and below the cards
// that text of cap height capH may use, each as a rectangle whose Y is the
// text's baseline. A strip too low for the text has no stretches.
func stampStrips(l impose.Layout, capH float64) (top, bottom []layout.Rect) {
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
	xs = distinctSorted(xs)
	var spans []layout.Rect
	for i := 0; i+1 < len(xs); i++ {
		if w := xs[i+1] - xs[i] - 2*pad; w >= 12 {
			spans = append(spans, layout.Rect{X: xs[i] + pad, W: w})
		}
	}
	strip := func(y0, y1 float64) []layout.Rect {
		if y1-y0 < capH+2*0.3 {
			return nil
		}
		out := make([]layout.Rect, len(spans))
		for i, s := range spans {
			s.Y = (y0+y1)/2 + capH/2
			out[i] = s
		}
		return out
	}
	return strip(p.Y, minY-0.3), strip(maxY+0.3, p.Y+p.H)
}

func distinctSorted(vs []float64) []float64 {
	out := append([]float64(nil), vs...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	k := 0
	for _, v := range out {
		if k == 0 || v-out[k-1] > 1e-6 {
			out[k] = v
			k++
		}
	}
	return out[:k]
}
