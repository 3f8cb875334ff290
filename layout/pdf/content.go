package pdf

import (
	"math"
	"strconv"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/shape"
)

// ptPerMM converts millimetres to PDF points.
const ptPerMM = 72 / 25.4

// kappa places the control points of a cubic Bézier quarter circle.
const kappa = 4 * (math.Sqrt2 - 1) / 3

// content is one page's content stream being written: PDF operators in
// points from the page's bottom-left corner, with the graphics state it has
// set so far, so that a colour, width or font is set only when it changes.
type content struct {
	b     []byte
	h     float64     // page height, mm: y flips around it
	fonts *font.Set   // the faces text is set in
	used  *glyphsUsed // the runes each face has set, for its subset
	state drawState
}

// drawState is the graphics state a content stream has set; q … Q around a
// clip restores it, so a clip's end forgets what was set inside.
type drawState struct {
	fill, stroke int     // grey 0–255, or -1: not set
	lineW        float64 // mm, or -1: not set
	font         int     // 0 regular, 1 bold, or -1: not set
	size         float64 // pt
}

var unset = drawState{fill: -1, stroke: -1, lineW: -1, font: -1}

// reset starts the content of a page of height h mm, the buffer reused.
func (c *content) reset(h float64) {
	c.b = append(c.b[:0], "1 J 1 j\n"...)
	c.h = h
	c.state = unset
}

// num appends v rounded to d decimals, without trailing zeros, and a space.
func (c *content) num(v float64, d int) {
	c.b = appendNum(c.b, v, d)
	c.b = append(c.b, ' ')
}

// appendNum appends v rounded to d decimals (at most 4), without trailing
// zeros: integer arithmetic, several times faster than strconv's float
// formatting, which a card's hundreds of coordinates would otherwise spend.
func appendNum(b []byte, v float64, d int) []byte {
	scale := [...]float64{1, 10, 100, 1000, 10000}[d]
	n := int64(math.Round(v * scale))
	if n < 0 {
		b = append(b, '-')
		n = -n
	}
	unit := int64(scale)
	b = strconv.AppendInt(b, n/unit, 10)
	frac := n % unit
	if frac == 0 {
		return b
	}
	b = append(b, '.')
	for unit /= 10; frac > 0; unit /= 10 {
		b = append(b, byte('0'+frac/unit))
		frac %= unit
	}
	return b
}

// point appends the page point (x, y) mm, y from the top, in points.
func (c *content) point(x, y float64) {
	c.num(x*ptPerMM, 2)
	c.num((c.h-y)*ptPerMM, 2)
}

// op appends an operator and ends its line.
func (c *content) op(s string) {
	c.b = append(c.b, s...)
	c.b = append(c.b, '\n')
}

// rect appends the rectangle r, mm from the top-left, as a path.
func (c *content) rect(r impose.Rect) {
	c.point(r.X, r.Y)
	c.num(r.W*ptPerMM, 2)
	c.num(-r.H*ptPerMM, 2)
	c.op("re")
}

// pushClip saves the state and clips to r.
func (c *content) pushClip(r impose.Rect) {
	c.op("q")
	c.rect(r)
	c.op("W n")
}

// popClip restores the state saved by the last pushClip.
func (c *content) popClip(saved drawState) {
	c.op("Q")
	c.state = saved
}

func (c *content) setFill(g int) {
	if c.state.fill != g {
		c.state.fill = g
		c.num(float64(g)/255, 3)
		c.op("g")
	}
}

func (c *content) setStroke(g, w float64) {
	if gi := layout.Grey255(g); c.state.stroke != gi {
		c.state.stroke = gi
		c.num(float64(gi)/255, 3)
		c.op("G")
	}
	if c.state.lineW != w {
		c.state.lineW = w
		c.num(w*ptPerMM, 3)
		c.op("w")
	}
}

// paint sets op's colours and line width and returns the operator that
// paints its path ("" when it has neither fill nor outline), or, for a
// line, that strokes it.
func (c *content) paint(op *layout.Op) string {
	switch {
	case op.Fill != nil && op.Stroke != nil:
		c.setFill(layout.Grey255(*op.Fill))
		c.setStroke(*op.Stroke, op.LineW)
		return "B"
	case op.Fill != nil:
		c.setFill(layout.Grey255(*op.Fill))
		if op.EvenOdd {
			return "f*"
		}
		return "f"
	case op.Stroke != nil:
		c.setStroke(*op.Stroke, op.LineW)
		return "S"
	}
	return ""
}

// draw appends op moved by (dx, dy) mm.
func (c *content) draw(op *layout.Op, dx, dy float64) {
	x, y := op.X+dx, op.Y+dy
	switch op.Kind {
	case layout.OpText:
		c.text(op, x, y)
	case layout.OpRect:
		paint := c.paint(op)
		if paint == "" {
			return
		}
		r := impose.Rect{X: x, Y: y, W: op.W, H: op.H}
		if op.Radius > 0 {
			c.roundedRect(r, op.Radius)
		} else {
			c.rect(r)
		}
		c.op(paint)
	case layout.OpLine:
		if c.paint(op) == "" {
			return
		}
		c.point(x, y)
		c.b = append(c.b, "m "...)
		c.point(x+op.W, y+op.H)
		c.op("l S")
	case layout.OpPath:
		paint := c.paint(op)
		if paint == "" || len(op.Path) == 0 {
			return
		}
		c.path(op.Path, dx, dy)
		c.op(paint)
	case layout.OpQR:
		c.qr(op, dx, dy)
	}
}

// text appends a line of text with its baseline at y.
func (c *content) text(op *layout.Op, x, y float64) {
	g := 0
	if op.Fill != nil {
		g = layout.Grey255(*op.Fill)
	}
	c.setFill(g)
	face := 0
	if op.Font == "bold" {
		face = 1
	}
	c.op("BT")
	if c.state.font != face || c.state.size != op.Size {
		c.state.font, c.state.size = face, op.Size
		c.b = append(c.b, "/F"...)
		c.b = strconv.AppendInt(c.b, int64(face+1), 10)
		c.b = append(c.b, ' ')
		c.num(op.Size, 3)
		c.op("Tf")
	}
	c.point(x, y)
	c.b = append(c.b, "Td ("...)
	c.b = c.used.encode(c.b, face, c.fonts.Weight(face == 1), op.Text)
	c.op(") Tj ET")
}

// roundedRect appends r with corners of radius rad as a closed path.
func (c *content) roundedRect(r impose.Rect, rad float64) {
	rad = min(rad, r.W/2, r.H/2)
	k := rad * kappa
	x0, y0, x1, y1 := r.X, r.Y, r.X+r.W, r.Y+r.H
	c.point(x0+rad, y0)
	c.op("m")
	c.point(x1-rad, y0)
	c.op("l")
	c.curve(x1-rad+k, y0, x1, y0+rad-k, x1, y0+rad)
	c.point(x1, y1-rad)
	c.op("l")
	c.curve(x1, y1-rad+k, x1-rad+k, y1, x1-rad, y1)
	c.point(x0+rad, y1)
	c.op("l")
	c.curve(x0+rad-k, y1, x0, y1-rad+k, x0, y1-rad)
	c.point(x0, y0+rad)
	c.op("l")
	c.curve(x0, y0+rad-k, x0+rad-k, y0, x0+rad, y0)
	c.op("h")
}

func (c *content) curve(x1, y1, x2, y2, x3, y3 float64) {
	c.point(x1, y1)
	c.point(x2, y2)
	c.point(x3, y3)
	c.op("c")
}

// path appends an icon's segments moved by (dx, dy) mm.
func (c *content) path(segs []shape.Seg, dx, dy float64) {
	for _, s := range segs {
		switch s.Op {
		case 'M':
			c.point(s.P[0].X+dx, s.P[0].Y+dy)
			c.op("m")
		case 'L':
			c.point(s.P[0].X+dx, s.P[0].Y+dy)
			c.op("l")
		case 'C':
			c.curve(s.P[0].X+dx, s.P[0].Y+dy, s.P[1].X+dx, s.P[1].Y+dy, s.P[2].X+dx, s.P[2].Y+dy)
		case 'Z':
			c.op("h")
		}
	}
}

// qr appends a QR code's dark runs as one filled path of rectangles, in
// modules: a transformation puts the symbol's top-left module at the origin,
// one unit a module, so that each run is four small integers.
func (c *content) qr(op *layout.Op, dx, dy float64) {
	if len(op.Runs) == 0 || op.Module <= 0 {
		return
	}
	c.paint(op)
	m := op.Module
	ox, oy := op.Runs[0].X, op.Runs[0].Y // a finder pattern: the symbol's top-left module is dark
	for _, r := range op.Runs {
		ox, oy = min(ox, r.X), min(oy, r.Y)
	}
	c.op("q")
	c.num(m*ptPerMM, 4)
	c.b = append(c.b, "0 0 "...)
	c.num(-m*ptPerMM, 4)
	c.point(ox+dx, oy+dy)
	c.op("cm")
	for _, r := range op.Runs {
		c.b = strconv.AppendInt(c.b, int64(math.Round((r.X-ox)/m)), 10)
		c.b = append(c.b, ' ')
		c.b = strconv.AppendInt(c.b, int64(math.Round((r.Y-oy)/m)), 10)
		c.b = append(c.b, ' ')
		c.b = strconv.AppendInt(c.b, int64(math.Round(r.W/m)), 10)
		c.op(" 1 re")
	}
	c.op("f Q")
}
