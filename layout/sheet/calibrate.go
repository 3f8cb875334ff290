package sheet

import (
	"strconv"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/wrap"
)

// Calibration sheet geometry, mm.
const (
	crossArm   = 12.0 // half length of a front cross
	scaleReach = 10.0 // a back scale runs from -scaleReach to +scaleReach
)

// Calibration is the text and setting of the duplex calibration sheet.
type Calibration struct {
	Flip   impose.Flip // edge the printer flips the sheet on
	Offset [2]float64  // shift of the back page, mm (right, down)
	Front  []string    // instructions at the top of the front, 9 pt
	Back   []string    // instructions at the top left of the back, 9 pt
	Footer string      // small line at the bottom margin of the front
}

// CalibrationSheets lays out the two pages of the calibration sheet on l's
// paper: a front and its back. The front carries crosses at three points,
// named A (the centre), B and C (opposite corners of the printable area),
// and a 50 mm calibration square; the back carries a pair of millimetre
// scales behind each cross, placed with impose.Backs exactly as card backs
// are and shifted by c.Offset, so that a perfect printer puts each cross on
// the zero of its scales.
func CalibrationSheets(fs *font.Set, l impose.Layout, c Calibration) []Sheet {
	probes := calibrationProbes(l)
	backs := impose.Offset(impose.Backs(probes, c.Flip), c.Offset[0], c.Offset[1])
	return []Sheet{calibrationFront(fs, l, probes, c), calibrationBack(fs, l, backs, c)}
}

// calibrationProbes returns l's sheet with three 1 mm cards centred on the
// probe points: the centre of the sheet and two opposite corners of the
// printable area, so that a skewed or stretched back shows too.
func calibrationProbes(l impose.Layout) impose.Layout {
	W, H := l.Sheet.W, l.Sheet.H
	p := l.Printable()
	in := calibrationInset
	return impose.Layout{Sheet: l.Sheet, Landscape: l.Landscape, Cards: []impose.Rect{
		{X: W/2 - 0.5, Y: H/2 - 0.5, W: 1, H: 1},
		{X: p.X + in - 0.5, Y: p.Y + in - 0.5, W: 1, H: 1},
		{X: p.X + p.W - in - 0.5, Y: p.Y + p.H - in - 0.5, W: 1, H: 1},
	}}
}

// calibrationInset is how far the corner probes sit inside the printable
// area, mm: room for a scale and its labels.
const calibrationInset = 2*scaleReach + 12

// calibrationFront draws the front: a cross on each probe, the
// instructions, the calibration square and the footer.
func calibrationFront(fs *font.Set, l impose.Layout, probes impose.Layout, c Calibration) Sheet {
	W, H := l.Sheet.W, l.Sheet.H
	p := l.Printable()
	reg, bold := fs.Face("regular"), fs.Face("bold")
	black := grey(0)
	front := Sheet{W: W, H: H}
	for i, r := range probes.Cards {
		x, y := r.X+0.5, r.Y+0.5
		front.Ops = append(front.Ops,
			layout.Op{Kind: layout.OpLine, X: x - crossArm, Y: y, W: 2 * crossArm, Stroke: black, LineW: 0.35},
			layout.Op{Kind: layout.OpLine, X: x, Y: y - crossArm, H: 2 * crossArm, Stroke: black, LineW: 0.35},
			sheetText(bold, "bold", string(rune('A'+i)), 9, x+2, y-2))
	}
	tx, ty := p.X+calibrationInset+crossArm+8, p.Y+6
	front.Ops = append(front.Ops, instructions(reg, c.Front, tx, ty, p.X+p.W-tx)...)
	// The square sits right of the centre cross, or on narrow paper below it.
	sx, sy := W/2+crossArm+20, H/2-25
	if sx+squareRoom > p.X+p.W {
		sx, sy = (W-50)/2, H/2+crossArm+8
	}
	front.Ops = append(front.Ops, calibrationSquare(fs, sx, sy, 50)...)
	front.Ops = append(front.Ops, footerText(reg, c.Footer, p.X, p.Y+p.H, p.W))
	return front
}

// MinCalibrationPaper is the shortest side of paper that holds the
// calibration sheet's crosses, scales, square and instructions, mm.
const MinCalibrationPaper = 140.0

// squareRoom is the width the 50 mm square and its caption take, mm.
const squareRoom = 62

// instructions sets lines of 9 pt text from baseline (x, y), each wrapped
// to w mm.
func instructions(f *font.Font, lines []string, x, y, w float64) []layout.Op {
	var ops []layout.Op
	for _, s := range lines {
		for _, l := range wrap.Lines(f, s, 9, w) {
			ops = append(ops, sheetText(f, "regular", l, 9, x, y))
			y += 4.5
		}
	}
	return ops
}

// calibrationBack draws the back: a pair of scales on each of backs, named
// as the front's crosses, and the instructions. The top-left corner of the
// back is free under either flip: the front's top-left probe is mirrored
// away from it.
func calibrationBack(fs *font.Set, l impose.Layout, backs []impose.Rect, c Calibration) Sheet {
	p := l.Printable()
	reg, bold := fs.Face("regular"), fs.Face("bold")
	back := Sheet{W: l.Sheet.W, H: l.Sheet.H}
	for i, r := range backs {
		back.Ops = append(back.Ops, scaleOps(reg, bold, r.X+0.5, r.Y+0.5, string(rune('A'+i)))...)
	}
	back.Ops = append(back.Ops, instructions(reg, c.Back, p.X+4, p.Y+6, p.W-8)...)
	return back
}

// scaleOps draws a horizontal and a vertical millimetre scale crossing at
// (x, y) mm, from -scaleReach to +scaleReach, ticked every half millimetre
// and labelled every 5 mm, with name at the top left.
func scaleOps(reg, bold *font.Font, x, y float64, name string) []layout.Op {
	black := grey(0)
	var ops []layout.Op
	ops = append(ops,
		layout.Op{Kind: layout.OpLine, X: x - scaleReach, Y: y, W: 2 * scaleReach, Stroke: black, LineW: 0.1},
		layout.Op{Kind: layout.OpLine, X: x, Y: y - scaleReach, H: 2 * scaleReach, Stroke: black, LineW: 0.1})
	for v := -scaleReach; v <= scaleReach; v += 0.5 {
		t := 0.8 // tick length, mm
		switch {
		case int(v*2)%10 == 0:
			t = 2.2
		case int(v*2)%2 == 0:
			t = 1.4
		}
		ops = append(ops,
			layout.Op{Kind: layout.OpLine, X: x + v, Y: y - t/2, H: t, Stroke: black, LineW: 0.08},
			layout.Op{Kind: layout.OpLine, X: x - t/2, Y: y + v, W: t, Stroke: black, LineW: 0.08})
		if iv := int(v); float64(iv) == v && iv%5 == 0 && iv != 0 {
			s := strconv.Itoa(iv)
			if iv > 0 {
				s = "+" + s
			}
			ops = append(ops,
				sheetText(reg, "regular", s, 5, x+v-reg.Width(s, 5)/2, y+3.8),
				sheetText(reg, "regular", s, 5, x+1.8, y+v+0.6))
		}
	}
	return append(ops, sheetText(bold, "bold", name, 9, x-scaleReach-4, y-scaleReach+2))
}

// calibrationSquare draws a side × side mm square with centimetre ticks,
// its size in its middle and a caption under it, its top-left corner at
// (x, y) mm.
func calibrationSquare(fs *font.Set, x, y, side float64) []layout.Op {
	black := grey(0)
	ops := []layout.Op{{Kind: layout.OpRect, X: x, Y: y, W: side, H: side, Stroke: black, LineW: 0.25}}
	for mm := 10.0; mm < side; mm += 10 {
		ops = append(ops,
			layout.Op{Kind: layout.OpLine, X: x + mm, Y: y, H: 2, Stroke: black, LineW: 0.15},
			layout.Op{Kind: layout.OpLine, X: x, Y: y + mm, W: 2, Stroke: black, LineW: 0.15})
	}
	f := fs.Face("bold")
	label := printable(f, impose.FormatMM(side)+" mm")
	ops = append(ops, sheetText(f, "bold", label, 11, x+(side-f.Width(label, 11))/2, y+side/2+f.CapHeight(11)/2))
	r := fs.Face("regular")
	for i, line := range []string{
		"This square must measure exactly " + impose.FormatMM(side) + " mm on each side.",
		"If it does not, print again at actual size (100 %),",
		"with “fit to page” or “shrink” turned off.",
	} {
		ops = append(ops, sheetText(r, "regular", line, 7, x, y+side+4+float64(i)*3.2))
	}
	return ops
}
