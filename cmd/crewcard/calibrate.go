package main

import (
	"fmt"
	"strconv"

	"github.com/crewcard/crewcard/fonts"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
)

// Calibration sheet geometry, mm.
const (
	crossArm   = 12.0 // half length of a front cross
	scaleReach = 10.0 // a back scale runs from -scaleReach to +scaleReach
)

func runCalibrate(e *env, args []string) int {
	fs := newFlags(e, "calibrate", "-o OUT.pdf [flags]",
		`Print a two-page duplex sheet that measures your printer's front/back offset.

Print both pages on one sheet, duplex, at actual size (100 %), with the same
--sheet, --card and --flip you render with. Hold the sheet against a light,
back side towards you: each back scale shows where the front's cross falls.
Read X on the horizontal scale and Y on the vertical one, then render with
--back-offset X,Y. Right of and below zero are positive.`)
	var out, sheet, flip, card, offset string
	margin := impose.DefaultMargin
	fs.StringVar(&out, "o", "", "output PDF file (- for standard output)")
	fs.StringVar(&sheet, "sheet", "a4", "paper: a4, letter, a3, legal, a5 or WxH in mm")
	fs.StringVar(&flip, "flip", "long", "duplex flip edge: long or short")
	fs.StringVar(&card, "card", "69x94", "card size you render with; it sets the sheet's orientation")
	fs.Float64Var(&margin, "margin", impose.DefaultMargin, "unprintable border of the sheet, `mm`")
	fs.StringVar(&offset, "back-offset", "0,0", "shift the back page by `X,Y` mm, to check a measured offset")
	rest, code, done := parseFlags(fs, args)
	if done {
		return code
	}
	if out == "" || len(rest) > 0 {
		fmt.Fprintln(e.stderr, "crewcard calibrate: give -o OUT.pdf and no other arguments")
		fs.Usage()
		return exitUsage
	}
	if err := checkOutPath(out); err != nil {
		fmt.Fprintf(e.stderr, "crewcard calibrate: -o %v\n", err)
		return exitUsage
	}
	o := renderOptions{out: out, margin: margin}
	if sheet == "none" {
		fmt.Fprintln(e.stderr, "crewcard calibrate: --sheet none: calibration needs a sheet of paper")
		return exitUsage
	}
	if err := o.parse(sheet, "marks", "duplex", flip, offset, card, "normal"); err != nil {
		fmt.Fprintf(e.stderr, "crewcard calibrate: %v\n", err)
		return exitUsage
	}
	pdf, err := calibrationPDF(&o, commandLine(append([]string{"crewcard", "calibrate"}, args...)))
	if err != nil {
		fmt.Fprintf(e.stderr, "crewcard calibrate: %v\n", err)
		return exitInvalid
	}
	if err := writeAtomic(out, pdf, e.stdout); err != nil {
		fmt.Fprintf(e.stderr, "crewcard calibrate: %v\n", err)
		return exitInvalid
	}
	return exitOK
}

// calibrationPDF lays out the two pages. The front carries crosses at three
// points; the back carries a pair of scales behind each cross, placed with
// impose.Backs exactly as card backs are, so that a perfect printer puts
// each cross on the zero of its scales.
func calibrationPDF(o *renderOptions, command string) ([]byte, error) {
	fs, err := layout.NewFontSet(fonts.Regular, fonts.Bold)
	if err != nil {
		return nil, err
	}
	paper, _ := impose.ParsePaper(o.sheet)
	lay, err := impose.Impose(paper, o.card, impose.Options{Margin: o.margin})
	if err != nil {
		return nil, err
	}
	W, H := lay.Sheet.W, lay.Sheet.H
	// Three probes: the centre and two opposite corners of the card area,
	// so that a skewed or stretched back shows too.
	p := lay.Printable()
	in := 2*scaleReach + 12
	probes := impose.Layout{Sheet: lay.Sheet, Landscape: lay.Landscape, Cards: []impose.Rect{
		{X: W/2 - 0.5, Y: H/2 - 0.5, W: 1, H: 1},
		{X: p.X + in - 0.5, Y: p.Y + in - 0.5, W: 1, H: 1},
		{X: p.X + p.W - in - 0.5, Y: p.Y + p.H - in - 0.5, W: 1, H: 1},
	}}
	backs := impose.Offset(impose.Backs(probes, o.flip), o.backOffset[0], o.backOffset[1])
	reg, bold := fs.Face("regular"), fs.Face("bold")
	black := grey(0)

	front := layout.Sheet{W: W, H: H}
	for i, c := range probes.Cards {
		x, y := c.X+0.5, c.Y+0.5
		front.Ops = append(front.Ops,
			layout.Op{Kind: layout.OpLine, X: x - crossArm, Y: y, W: 2 * crossArm, Stroke: black, LineW: 0.35},
			layout.Op{Kind: layout.OpLine, X: x, Y: y - crossArm, H: 2 * crossArm, Stroke: black, LineW: 0.35},
			textOp(bold, "bold", string(rune('A'+i)), 9, x+2, y-2))
	}
	lines := []string{
		"crewcard calibration, page 1 of 2 (front)",
		"Print both pages on ONE sheet, duplex, " + o.flip.String() + "-edge flip, at actual size (100 %).",
		"Then hold the sheet against a light, back side towards you.",
	}
	tx, ty := p.X+in+crossArm+8, p.Y+6
	for i, l := range lines {
		front.Ops = append(front.Ops, textOp(reg, "regular", l, 9, tx, ty+float64(i)*4.5))
	}
	front.Ops = append(front.Ops, calibrationSquare(fs, W/2+crossArm+20, H/2-25, 50)...)
	front.Ops = append(front.Ops, textOp(reg, "regular", ellipsize(reg, "crewcard "+version+" · "+command, stampSize, p.W), stampSize, p.X, p.Y+p.H))

	back := layout.Sheet{W: W, H: H}
	for i, c := range backs {
		back.Ops = append(back.Ops, scaleOps(reg, bold, c.X+0.5, c.Y+0.5, string(rune('A'+i)))...)
	}
	how := []string{
		"crewcard calibration, page 2 of 2 (back)",
		"Hold this side towards you against a light. Behind each scale is a cross",
		"printed on the front. Read where its lines cross the scales: X on the",
		"horizontal scale, Y on the vertical one (right and down are positive).",
		"Render with --back-offset X,Y (" + o.flip.String() + "-edge flip); A is the centre.",
		"If a cross is nowhere near its scale, your printer flips the other way:",
		"print again with --flip " + other(o.flip) + ".",
	}
	if o.backOffset != [2]float64{} {
		how = append(how, fmt.Sprintf("This back is already shifted by --back-offset %s,%s: add your reading to it.", formatMM(o.backOffset[0]), formatMM(o.backOffset[1])))
	}
	// The top-left corner of the back is free under either flip: the
	// front's top-left probe is mirrored away from it.
	for i, l := range how {
		back.Ops = append(back.Ops, textOp(reg, "regular", l, 9, p.X+4, p.Y+6+float64(i)*4.5))
	}

	w, err := layout.NewWriter(fs, layout.WriterOptions{Deterministic: true, Creator: "crewcard " + version, Title: "crewcard calibration"})
	if err != nil {
		return nil, err
	}
	for _, s := range []layout.Sheet{front, back} {
		if err := w.AddSheet(s); err != nil {
			return nil, err
		}
	}
	return w.Bytes()
}

func other(f impose.Flip) string {
	if f == impose.LongEdge {
		return impose.ShortEdge.String()
	}
	return impose.LongEdge.String()
}

// scaleOps draws a horizontal and a vertical millimetre scale crossing at
// (x, y), from -scaleReach to +scaleReach, ticked every half millimetre and
// labelled every 5 mm.
func scaleOps(reg, bold *layout.Font, x, y float64, name string) []layout.Op {
	black := grey(0)
	var ops []layout.Op
	ops = append(ops,
		layout.Op{Kind: layout.OpLine, X: x - scaleReach, Y: y, W: 2 * scaleReach, Stroke: black, LineW: 0.1},
		layout.Op{Kind: layout.OpLine, X: x, Y: y - scaleReach, H: 2 * scaleReach, Stroke: black, LineW: 0.1})
	for v := -scaleReach; v <= scaleReach; v += 0.5 {
		t := 0.8
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
				textOp(reg, "regular", s, 5, x+v-reg.Width(s, 5)/2, y+3.8),
				textOp(reg, "regular", s, 5, x+1.8, y+v+0.6))
		}
	}
	ops = append(ops, textOp(bold, "bold", name, 9, x-scaleReach-4, y-scaleReach+2))
	return ops
}
