package main

import (
	"fmt"

	"github.com/crewcard/crewcard/fonts"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
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

// calibrationPDF writes the two pages of the calibration sheet
// (layout.CalibrationSheets) for o's paper, card, flip and back offset.
func calibrationPDF(o *renderOptions, command string) ([]byte, error) {
	fs, err := layout.NewFontSet(fonts.Regular, fonts.Bold)
	if err != nil {
		return nil, err
	}
	paper, _ := impose.ParsePaper(o.sheet)
	if min(paper.W, paper.H) < layout.MinCalibrationPaper {
		return nil, fmt.Errorf("--sheet %s: the calibration sheet needs paper at least %g mm on each side", o.sheet, layout.MinCalibrationPaper)
	}
	lay, err := impose.Impose(paper, o.card, impose.Options{Margin: o.margin})
	if err != nil {
		return nil, err
	}
	w, err := layout.NewWriter(fs, layout.WriterOptions{Deterministic: true, Creator: "crewcard " + version, Title: "crewcard calibration"})
	if err != nil {
		return nil, err
	}
	for _, s := range layout.CalibrationSheets(fs, lay, calibration(o, command)) {
		if err := w.AddSheet(s); err != nil {
			return nil, err
		}
	}
	return w.Bytes()
}

// calibration is the text of the calibration sheet for o.
func calibration(o *renderOptions, command string) layout.Calibration {
	back := []string{
		"crewcard calibration, page 2 of 2 (back)",
		"Hold this side towards you against a light. Behind each scale is a cross",
		"printed on the front. Read where its lines cross the scales: X on the",
		"horizontal scale, Y on the vertical one (right and down are positive).",
		"Render with --back-offset X,Y (" + o.flip.String() + "-edge flip); A is the centre.",
		"If a cross is nowhere near its scale, your printer flips the other way:",
		"print again with --flip " + other(o.flip) + ".",
	}
	if o.backOffset != [2]float64{} {
		back = append(back, fmt.Sprintf("This back is already shifted by --back-offset %s,%s: add your reading to it.", impose.FormatMM(o.backOffset[0]), impose.FormatMM(o.backOffset[1])))
	}
	return layout.Calibration{
		Flip:   o.flip,
		Offset: o.backOffset,
		Front: []string{
			"crewcard calibration, page 1 of 2 (front)",
			"Print both pages on ONE sheet, duplex, " + o.flip.String() + "-edge flip, at actual size (100 %).",
			"Then hold the sheet against a light, back side towards you.",
		},
		Back:   back,
		Footer: stampLabel(command),
	}
}

// other names the flip edge that is not f.
func other(f impose.Flip) string {
	if f == impose.LongEdge {
		return impose.ShortEdge.String()
	}
	return impose.LongEdge.String()
}
