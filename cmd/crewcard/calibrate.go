package main

import (
	"fmt"

	"github.com/crewcard/crewcard/cmd/internal/outfile"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/printflags"
	"github.com/crewcard/crewcard/cmd/internal/safefile"
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
	var force bool
	margin := impose.DefaultMargin
	fs.StringVar(&out, "o", "", "output PDF file (- for standard output)")
	fs.BoolVar(&force, "force", false, "replace an output file that is read-only")
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
	if err := outfile.CheckOut(out, nil, force); err != nil {
		fmt.Fprintf(e.stderr, "crewcard calibrate: -o %v\n", err)
		return exitUsage
	}
	o := press.Options{Margin: margin, Program: "crewcard " + version}
	if err := printflags.Calibration(&o, sheet, flip, offset, card); err != nil {
		fmt.Fprintf(e.stderr, "crewcard calibrate: %v\n", err)
		return exitUsage
	}
	o.Command = outfile.CommandLine(append([]string{"crewcard", "calibrate"}, args...))
	pdf, err := press.Calibration(&o)
	if err != nil {
		fmt.Fprintf(e.stderr, "crewcard calibrate: %v\n", err)
		return exitInvalid
	}
	removed, err := outfile.Write(e.ctx, out, []press.Document{{Data: pdf}}, e.stdout, force)
	safefile.TellRemoved(e.stderr, "calibrate", removed)
	if err != nil {
		fmt.Fprintf(e.stderr, "crewcard calibrate: %v\n", err)
		return exitInvalid
	}
	return exitOK
}
