package layout

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/shape"
)

// Widget defaults.
const (
	defaultLineW  = 0.25 // mm
	defaultTick   = 2.5  // mm
	trackMinGap   = 0.18 // a track's gaps close to this much of its boxes' side before they shrink
	defaultLabelW = 12.0 // mm
	defaultCells  = 6
	tickGap       = 0.8 // mm between a tick box and its text
	colGap        = 2.0 // mm between list columns
)

func grey(v float64) *float64 { return &v }

func (p *planner) emit(op Op) { p.ops = append(p.ops, op) }

// widget plans one widget other than a list.
func (p *planner) widget(w *Widget) error {
	if p.o.LowInk && w.LowInk == "hide" {
		return nil
	}
	switch w.Kind {
	case KindText:
		s, err := p.bound(w, w.Text)
		if err != nil {
			return err
		}
		return p.textIn(*w, s, w.Rect())
	case KindBox:
		p.box(w)
	case KindLine:
		p.emit(Op{Kind: OpLine, X: w.X, Y: w.Y, W: w.W, H: w.H, Stroke: p.strokeGrey(cmp.Or(w.Stroke, grey(0))), LineW: cmp.Or(w.LineW, defaultLineW)})
	case KindBlocks:
		return p.blocks(w)
	case KindIcon:
		name, err := p.bound(w, w.Icon)
		if err != nil || name == "" {
			return err // or the view has no icon for this card
		}
		return p.iconIn(name, w.Rect(), p.textColor(*w), p.o.LowInk && w.LowInk == "outline")
	case KindQR:
		return p.qrWidget(w)
	case KindGrid:
		return p.grid(w)
	case KindTrack:
		return p.track(w)
	}
	return nil
}

// bound returns the text of the widget's slot, or else its own.
func (p *planner) bound(w *Widget, own string) (string, error) {
	if w.Bind == "" {
		return own, nil
	}
	s, ok := p.v.Text[w.Bind]
	if !ok {
		return "", fmt.Errorf("bind: no text slot %s in the card view", Quote(w.Bind, 40))
	}
	return s, nil
}

// box draws a rectangle, reaching into the bleed if asked.
func (p *planner) box(w *Widget) {
	r := w.Rect()
	fill, stroke, lw := w.Fill, p.strokeGrey(w.Stroke), cmp.Or(w.LineW, defaultLineW)
	if p.o.LowInk && fill != nil {
		switch w.LowInk {
		case "rule": // the straight of its foot, no outline to read as a second frame
			p.emit(Op{Kind: OpLine, X: r.X + w.Radius, Y: r.Bottom(), W: r.W - 2*w.Radius, Stroke: grey(0), LineW: lw})
			return
		}
		fill = nil
		if stroke == nil {
			stroke = grey(0)
		}
	}
	if w.ToBleed && !p.o.LowInk {
		b, eps := p.t.Bleed, 1e-6
		if r.X <= eps {
			r.X, r.W = r.X-b, r.W+b
		}
		if r.Y <= eps {
			r.Y, r.H = r.Y-b, r.H+b
		}
		if r.Right() >= p.t.Width-eps {
			r.W += b
		}
		if r.Bottom() >= p.t.Height-eps {
			r.H += b
		}
	}
	if stroke == nil {
		lw = 0
	}
	p.emit(Op{Kind: OpRect, X: r.X, Y: r.Y, W: r.W, H: r.H, Fill: fill, Stroke: stroke, LineW: lw, Radius: w.Radius})
}

// textColor returns the grey of a widget's text, black in low-ink mode.
func (p *planner) textColor(w Widget) float64 {
	if p.o.LowInk {
		return 0
	}
	return w.Color
}

// strokeGrey returns the grey a stroke of grey g prints in: in low ink,
// which leaves out the dark ground a light stroke was drawn on, black.
func (p *planner) strokeGrey(g *float64) *float64 {
	if g != nil && p.o.LowInk && *g > 0.5 {
		return grey(0)
	}
	return g
}

// upper returns s in capitals: strings.ToUpper leaves "ß" as it is, and
// German capitals write it "SS"; it keeps a Greek vowel's accent (tonos),
// and Greek capitals drop it.
func upper(s string) string {
	return capitals.Replace(strings.ToUpper(strings.ReplaceAll(s, "ß", "SS")))
}

var capitals = strings.NewReplacer("Ά", "Α", "Έ", "Ε", "Ή", "Η", "Ί", "Ι", "Ό", "Ο", "Ύ", "Υ", "Ώ", "Ω", "ΐ", "Ϊ", "ΰ", "Ϋ")

// textIn fits s into box with w's font, sizes and alignment and emits it.
func (p *planner) textIn(w Widget, s string, box impose.Rect) error {
	if w.Upper {
		s = upper(s)
	}
	if strings.TrimSpace(s) == "" {
		return nil
	}
	f := p.o.Fonts.Face(w.Font)
	ft, ok := fitText(f, s, box.W, box.H, w.Size, w.MinSize())
	if !ok {
		return &FitError{Slot: cmp.Or(w.Bind, w.Text), Text: s, Floor: w.MinSize(), Box: box}
	}
	p.lines(f, w, ft, box, p.textColor(w))
	return nil
}

// lines emits fitted lines in box, aligned as w asks.
func (p *planner) lines(f *font.Font, w Widget, ft fitted, box impose.Rect, color float64) {
	lead := LineHeight(ft.Size)
	top := blockTop(w.VAlign, box, float64(len(ft.Lines))*lead)
	font := w.Font
	if font == "" {
		font = "regular"
	}
	for i, ln := range ft.Lines {
		x := box.X
		switch w.Align {
		case "center":
			x += (box.W - f.Width(ln, ft.Size)) / 2
		case "right":
			x += box.W - f.Width(ln, ft.Size)
		}
		p.emit(Op{Kind: OpText, X: x, Y: baseline(f, ft.Size, top, i), Text: ln, Font: font,
			Size: ft.Size, Want: w.Size, Fill: grey(color)})
	}
}

// blockTop returns the top of a block of height h set in box.
func blockTop(valign string, box impose.Rect, h float64) float64 {
	switch valign {
	case "top":
		return box.Y
	case "bottom":
		return box.Bottom() - h
	}
	return box.Y + (box.H-h)/2
}

// baseline returns the baseline of line i of a block starting at top: capitals
// sit centred in each line's slot.
func baseline(f *font.Font, size, top float64, i int) float64 {
	lead := LineHeight(size)
	return top + float64(i)*lead + (lead+f.CapHeight(size))/2
}

// icon draws a named icon into box.
func (p *planner) icon(name string, box impose.Rect) error { return p.iconIn(name, box, 0, false) }

// iconIn draws icon name centred in box in grey color, its fills and
// strokes as thin lines where outline says.
func (p *planner) iconIn(name string, box impose.Rect, color float64, outline bool) error {
	ic, ok := p.o.Icons[name]
	if !ok {
		return fmt.Errorf("icon: unknown icon %s", Quote(name, 40))
	}
	side := min(box.W, box.H)
	sq := impose.Rect{X: box.X + (box.W-side)/2, Y: box.Y + (box.H-side)/2, W: side, H: side}
	fill, lw := grey(color), iconStroke*side/IconUnits
	if outline { // low ink: every part of the icon a thin line
		fill, lw = nil, defaultLineW
	}
	if len(ic.Fill) > 0 {
		op := Op{Kind: OpPath, Text: name, X: sq.X, Y: sq.Y, W: side, H: side,
			Path: shape.Place(ic.Fill, IconUnits, sq.X, sq.Y, side), EvenOdd: true, Fill: fill}
		if outline {
			op.Stroke, op.LineW = grey(color), lw
		}
		p.emit(op)
	}
	if len(ic.Stroke) > 0 {
		p.emit(Op{Kind: OpPath, Text: name, X: sq.X, Y: sq.Y, W: side, H: side,
			Path: shape.Place(ic.Stroke, IconUnits, sq.X, sq.Y, side), Stroke: grey(color), LineW: lw})
	}
	return nil
}

// qrWidget draws the QR code with its quiet zone, square, at the widget's
// top-left corner (or right/bottom-aligned as asked).
func (p *planner) qrWidget(w *Widget) error {
	q := p.o.QR
	if q == nil || q.Payload != p.v.QR {
		var err error
		if q, err = EncodeQR(p.v.QR); err != nil {
			return err
		}
	}
	side := min(w.W, w.H)
	m, err := q.Module(side)
	if err != nil {
		return err
	}
	x, y := w.X, w.Y
	switch w.Align {
	case "right":
		x += w.W - side
	case "center":
		x += (w.W - side) / 2
	}
	switch w.VAlign {
	case "bottom":
		y += w.H - side
	case "middle":
		y += (w.H - side) / 2
	}
	p.emit(Op{Kind: OpRect, X: x, Y: y, W: side, H: side, Fill: grey(1)})
	ox, oy := x+QuietZone*m, y+QuietZone*m
	// Decision (issue 13): dark runs fill their cells exactly. Drawing each
	// run 0.02 mm inside its cell, against printer ink spread, left white
	// seams between rows that anti-aliased rasterisers (poppler) draw as
	// light lines, and zbar then read none of the sample cards at 300 dpi.
	runs := make([]impose.Rect, len(q.Runs))
	for i, r := range q.Runs {
		runs[i] = impose.Rect{X: ox + float64(r.Col)*m, Y: oy + float64(r.Row)*m, W: float64(r.Len) * m, H: m}
	}
	p.emit(Op{Kind: OpQR, X: x, Y: y, W: side, H: side, Runs: runs, Module: m, Aim: w.Module, Version: q.Version, Fill: grey(0)})
	p.qr = q
	return nil
}

// tickBox emits an empty tick box with its top-left corner at (x, y).
func (p *planner) tickBox(x, y, side float64) {
	p.emit(Op{Kind: OpRect, X: x, Y: y, W: side, H: side, Fill: grey(1), Stroke: grey(0), LineW: 0.2, Radius: side * 0.12})
}

// track draws a row (or rows) of empty tick boxes.
func (p *planner) track(w *Widget) error {
	n := w.Cells
	if w.Bind != "" {
		var ok bool
		if n, ok = p.v.Marks[w.Bind]; !ok {
			return fmt.Errorf("bind: no marks slot %s in the card view", Quote(w.Bind, 40))
		}
	}
	if n <= 0 {
		return nil
	}
	if n > 200 {
		return fmt.Errorf("%d tick boxes, at most 200", n)
	}
	side := w.Tick
	if side == 0 {
		side = defaultTick
	}
	// Boxes that would wrap into a box too short for two rows close their
	// gaps to one row instead, then shrink, down to a side a pencil still
	// marks.
	side = min(side, w.H) // a track scaled to a smaller card
	gap := side * 0.3
	perRow := int((w.W + gap) / (side + gap))
	if one := w.W / (float64(n) + 0.3*float64(n-1)); one < side && 2*side*1.3 > w.H && one >= gridMinTick {
		if closed := (w.W - float64(n)*side) / float64(n-1); n > 1 && closed >= side*trackMinGap {
			gap, perRow = closed, n
		} else {
			side = w.W / (float64(n) + trackMinGap*float64(n-1))
			gap, perRow = side*trackMinGap, n
		}
	}
	if perRow < 1 {
		return fmt.Errorf("w: %.1f mm is too narrow for one %.1f mm tick box", w.W, side)
	}
	rows := (n + perRow - 1) / perRow
	if h := float64(rows)*(side+gap) - gap; h > w.H+1e-6 {
		return fmt.Errorf("h: %d tick boxes need %.1f mm, the widget has %.1f mm", n, h, w.H)
	}
	top := blockTop(w.VAlign, w.Rect(), float64(rows)*(side+gap)-gap)
	for k := 0; k < n; k++ {
		r, c := k/perRow, k%perRow
		inRow := min(perRow, n-r*perRow)
		x := w.X
		rowW := float64(inRow)*(side+gap) - gap
		switch w.Align {
		case "center":
			x += (w.W - rowW) / 2
		case "right":
			x += w.W - rowW
		}
		p.tickBox(x+float64(c)*(side+gap), top+float64(r)*(side+gap), side)
	}
	return nil
}
