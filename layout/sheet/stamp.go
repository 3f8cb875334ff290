package sheet

import (
	"cmp"
	"sort"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
)

// Cutting guides and the margin stamp of card sheets, in sheet millimetres,
// built as display-list operations for Add.

// Line weights and greys of cutting guides.
const (
	CropMarkWidth = 0.15 // crop marks, mm
	CutLineWidth  = 0.1  // cut lines, mm
	CutLineGrey   = 0.55 // cut lines run along the card edges: light grey (0 black … 1 white)
)

// Guides draws ls (sheet mm) as lines width mm wide in grey g
// (0 black … 1 white), such as impose.CropMarks or impose.CutLines.
func Guides(ls []impose.Line, width, g float64) []layout.Op {
	ops := make([]layout.Op, len(ls))
	for i, l := range ls {
		ops[i] = layout.Op{Kind: layout.OpLine, X: l.X1, Y: l.Y1, W: l.X2 - l.X1, H: l.Y2 - l.Y1, Stroke: grey(g), LineW: width}
	}
	return ops
}

// A StampItem is one text of a sheet's margin stamp, set whole in one
// place: its ops, and the box it takes on the sheet, mm (a text's box runs
// from the font's ascent above its baseline to its descent below).
type StampItem struct {
	Text string
	Ops  []layout.Op
	Box  impose.Rect
}

// Stamp returns the ops of StampItems.
func Stamp(fs *font.Set, l impose.Layout, guides []impose.Line, label, command string) []layout.Op {
	return stampOps(StampItems(fs, l, guides, label, command))
}

// stampOps returns the ops of items, in order.
func stampOps(items []StampItem) []layout.Op {
	var ops []layout.Op
	for _, it := range items {
		ops = append(ops, it.Ops...)
	}
	return ops
}

// StampItems lays out the margin stamp of a sheet imposed as l, on which
// guides (crop marks or cut lines) are drawn: a 50 mm scale bar, a reminder
// to print at actual size and label (which names the program and the
// sheet) on the line above the cards, and command on the line below. The
// lines lie in StampBands where there are any. Each text goes whole into a
// stretch of its line that no guide crosses, never split across a guide:
// what does not fit is left out (above) or shortened with "…" (below).
func StampItems(fs *font.Set, l impose.Layout, guides []impose.Line, label, command string) []StampItem {
	f := fs.Face("regular")
	above, below := stampLines(f, l)
	return append(stampAbove(f, above, guides, label), stampBelow(f, below, guides, command)...)
}

// StampCommand returns the ops of the stamp's line below the cards alone:
// the command, as Stamp sets it. A run that learns the command's
// prefix (a split output's part) only at its end draws it then.
func StampCommand(fs *font.Set, l impose.Layout, guides []impose.Line, command string) []layout.Op {
	f := fs.Face("regular")
	_, below := stampLines(f, l)
	return stampOps(stampBelow(f, below, guides, command))
}

// stampAbove lays out the line above the cards: the scale bar, the
// reminder and label.
func stampAbove(f *font.Font, above *stampLine, guides []impose.Line, label string) []StampItem {
	var items []StampItem
	if above != nil {
		free := above.stretches(guides)
		used := make([]float64, len(free))
		place := func(w float64) (x float64, ok bool) { // in the first stretch with room
			for i := range free {
				if free[i].W-used[i] >= w {
					x = free[i].X + used[i]
					used[i] += w + 4
					return x, true
				}
			}
			return 0, false
		}
		sz := above.size
		// The bar's ticks stay within the line's box, ascent to descent,
		// their strokes' round caps included.
		tick := min(1.2, f.Ascent(sz)-f.CapHeight(sz)/2-barStroke/2, f.Descent(sz)+f.CapHeight(sz)/2-barStroke/2)
		bar, barW := scaleBar(f, 0, 0, 50, "50 mm", sz, tick)
		if x, ok := place(barW); ok {
			it := StampItem{Text: "50 mm", Box: impose.Rect{X: x, Y: above.box.Y, W: barW, H: above.box.H}}
			for _, op := range bar {
				op.X += x
				op.Y += above.base - f.CapHeight(sz)/2
				it.Ops = append(it.Ops, op)
			}
			items = append(items, it)
		}
		for _, s := range []string{"Print at actual size (100 %): the bar is 50 mm", label} {
			s = printable(f, s)
			if x, ok := place(f.Width(s, sz)); ok {
				items = append(items, above.text(f, s, x))
			}
		}
	}
	return items
}

// stampBelow lays out the line below the cards: the command, whole in one
// stretch or shortened.
func stampBelow(f *font.Font, below *stampLine, guides []impose.Line, command string) []StampItem {
	var items []StampItem
	if below != nil && command != "" {
		free := below.stretches(guides)
		s := printable(f, command)
		w := f.Width(s, below.size)
		best := -1 // the first stretch that holds the command, else the widest
		for i, r := range free {
			if best < 0 || free[best].W < w && r.W > free[best].W {
				best = i
			}
		}
		if best >= 0 {
			if s = ellipsize(f, s, below.size, free[best].W); s != "" {
				items = append(items, below.text(f, s, free[best].X))
			}
		}
	}
	return items
}

// StampBands returns the bands of sheets imposed as l, above and below
// the cards, that hold the stamp's lines, for the cutting guides to keep
// clear of (impose.CropMarks and impose.CutLines take them): there a line
// runs unbroken across the printable width. A band lies at the edge of the
// printable area where that leaves crop marks at least impose.MarkKeep
// long; a side with no room for that has no band, and its line runs
// between the guides.
func StampBands(fs *font.Set, l impose.Layout) []impose.Rect {
	var out []impose.Rect
	above, below := stampLines(fs.Face("regular"), l)
	for _, ln := range []*stampLine{above, below} {
		if ln != nil && ln.band {
			out = append(out, impose.Rect{X: ln.box.X, Y: ln.box.Y, W: ln.box.W, H: ln.box.H})
		}
	}
	return out
}

// ImposeSheet imposes cards as impose.Impose does, keeping room beside them
// inside the printable area for what a sheet prints there, where a printer
// prints: crop marks (if marks) of at least impose.MarkMin, and a line of
// the stamp. Cards that would fill the printable area leave it a row or a
// column fewer. A sheet too small for one card with that room takes it
// without: its guides and stamp are left out where they do not fit.
func ImposeSheet(fs *font.Set, paper, card impose.Size, opt impose.Options, marks bool) (impose.Layout, error) {
	bare := opt
	if marks {
		opt.Room = max(opt.Room, impose.MarkRoom)
	}
	l, err := impose.Impose(paper, card, opt)
	if err != nil {
		return impose.Impose(paper, card, bare)
	}
	f := fs.Face("regular")
	if above, below := stampLines(f, l); above != nil || below != nil {
		return l, nil
	}
	size := stampSizes[len(stampSizes)-1]
	opt.Room = max(opt.Room, f.Ascent(size)+f.Descent(size)+stampGap)
	if roomy, err := impose.Impose(paper, card, opt); err == nil {
		return roomy, nil
	}
	return l, nil // no room for the stamp even with one card: it is left out
}

// A stampLine is where the stamp goes on one side of the cards.
type stampLine struct {
	box  impose.Rect // the text's box: the width it may use, and its height from ascent to descent
	base float64     // the baseline, mm
	band bool        // a band that guides keep clear of
	size float64     // type size, pt
}

// Clearances of the stamp, mm.
const (
	stampPad   = 1.0 // between the stamp and the printable area's sides or a guide beside it
	stampGap   = 0.3 // between the stamp and the cards' bleed
	minStretch = 12  // the narrowest stretch of a line that the stamp uses
)

// stampLines returns where the stamp's lines go above and below the cards,
// nil for a side with no room. In order of preference, a line goes into a
// band at the printable area's edge that leaves crop marks their
// impose.MarkKeep, or between the guides, in the strip of printable area
// beside the cards. It never goes into the margin, where a printer may not
// print.
func stampLines(f *font.Font, l impose.Layout) (above, below *stampLine) {
	for _, size := range stampSizes {
		a, b := stampLinesAt(f, l, size)
		above, below = cmp.Or(above, a), cmp.Or(below, b)
	}
	return above, below
}

// stampLinesAt is stampLines at one type size.
func stampLinesAt(f *font.Font, l impose.Layout, size float64) (above, below *stampLine) {
	if len(l.Cards) == 0 {
		return nil, nil
	}
	asc, h := f.Ascent(size), f.Ascent(size)+f.Descent(size)
	p := l.Printable()
	minY, maxY := l.Cards[0].Y, l.Cards[0].Y+l.Cards[0].H
	for _, c := range l.Cards {
		minY, maxY = min(minY, c.Y), max(maxY, c.Y+c.H)
	}
	minY -= l.Bleed
	maxY += l.Bleed
	keep := impose.MarkClearance + impose.MarkOffset + impose.MarkKeep // room kept for crop marks beside the cards
	line := func(top float64, band bool) *stampLine {
		return &stampLine{box: impose.Rect{X: p.X + stampPad, Y: top, W: p.W - 2*stampPad, H: h}, base: top + asc, band: band, size: size}
	}
	// Above: the strip runs from the printable area's edge down to the cards.
	switch in := minY - stampGap; {
	case p.Y+h+keep <= minY:
		above = line(p.Y, true)
	case in-p.Y >= h:
		above = line((p.Y+in-h)/2, false)
	}
	// Below: the strip runs from the cards down to the printable area's edge.
	switch in, pEnd := maxY+stampGap, p.Y+p.H; {
	case pEnd-h-keep >= maxY:
		below = line(pEnd-h, true)
	case pEnd-in >= h:
		below = line((in+pEnd-h)/2, false)
	}
	return above, below
}

// stretches returns the stretches of the line, left to right, that no
// guide crosses or comes within stampPad of.
func (ln *stampLine) stretches(guides []impose.Line) []impose.Rect {
	const touch = 0.1 // a guide this close above or below the line crosses it
	type span struct{ a, b float64 }
	var cuts []span
	for _, g := range guides {
		if max(g.Y1, g.Y2) < ln.box.Y-touch || min(g.Y1, g.Y2) > ln.box.Y+ln.box.H+touch {
			continue
		}
		cuts = append(cuts, span{min(g.X1, g.X2) - stampPad, max(g.X1, g.X2) + stampPad})
	}
	sort.Slice(cuts, func(i, j int) bool { return cuts[i].a < cuts[j].a })
	var out []impose.Rect
	x, end := ln.box.X, ln.box.X+ln.box.W
	for _, c := range append(cuts, span{end, end}) {
		if b := min(c.a, end); b-x >= minStretch {
			out = append(out, impose.Rect{X: x, Y: ln.box.Y, W: b - x, H: ln.box.H})
		}
		x = max(x, c.b)
	}
	return out
}

// text sets s on the line from x as one item.
func (ln *stampLine) text(f *font.Font, s string, x float64) StampItem {
	return StampItem{Text: s, Ops: []layout.Op{sheetText(f, "regular", s, ln.size, x, ln.base)},
		Box: impose.Rect{X: x, Y: ln.box.Y, W: f.Width(s, ln.size), H: ln.box.H}}
}

// barStroke is the width of the scale bar's line and end ticks, mm.
const barStroke = 0.2

// scaleBar draws a bar length mm long with end ticks and a tick every
// 10 mm, its left end at x and its line at y (mm), labelled after its right
// end. It returns the ops and the width taken, mm.
func scaleBar(f *font.Font, x, y, length float64, label string, size, tick float64) ([]layout.Op, float64) {
	black := grey(0)
	ops := []layout.Op{
		{Kind: layout.OpLine, X: x, Y: y, W: length, Stroke: black, LineW: barStroke},
		{Kind: layout.OpLine, X: x, Y: y - tick, H: 2 * tick, Stroke: black, LineW: barStroke},
		{Kind: layout.OpLine, X: x + length, Y: y - tick, H: 2 * tick, Stroke: black, LineW: barStroke},
	}
	for mm := 10.0; mm < length; mm += 10 {
		ops = append(ops, layout.Op{Kind: layout.OpLine, X: x + mm, Y: y - tick/2, H: tick, Stroke: black, LineW: 0.15})
	}
	lx := x + length + 1.5
	ops = append(ops, sheetText(f, "regular", label, size, lx, y+f.CapHeight(size)/2))
	return ops, length + 1.5 + f.Width(label, size)
}
