// Package printflags declares the print flags that render and serve share,
// and calibrate's, and parses their text once into press's typed options
// (every command's flags, given before or after its arguments, are parsed
// by package flagargs); its errors name the flag, then say what is wrong
// with its value.
package printflags

import (
	"flag"
	"fmt"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/pixel"
)

// Flags holds the print flags that are parsed after the command line, as
// given.
type Flags struct {
	sheet, cut, backs, flip, offset, card, ink, format string
	inkLow                                             bool // --ink-low
	dpi                                                float64
}

// Declare declares the print flags on fs: the ones it parses into o
// itself (margin, bleed, no-summary), and the ones Parse parses later.
func Declare(fs *flag.FlagSet, o *press.Options) *Flags {
	f := &Flags{}
	fs.StringVar(&f.format, "format", "pdf", "output: pdf, or svg or png for a file a card face")
	fs.Float64Var(&f.dpi, "dpi", pixel.DefaultDPI, "resolution of --format png, dots per inch")
	fs.StringVar(&f.sheet, "sheet", "a4", "paper: a4, letter, a3, legal, a5, WxH in mm, or none for one card a page")
	fs.Float64Var(&o.Margin, "margin", impose.DefaultMargin, "unprintable border of the sheet, `mm`")
	fs.StringVar(&f.cut, "cut", "", "cutting guides on sheets: marks (crop marks, the default), lines (shared cut lines) or none")
	fs.Float64Var(&o.Bleed, "bleed", 0, "art beyond the cut, `mm` (3 for print shops); with --sheet none the TrimBox marks the card")
	fs.StringVar(&f.backs, "backs", "duplex", "backs: duplex (each front sheet, then its back sheet), separate (OUT-backs.pdf) or none")
	fs.StringVar(&f.flip, "flip", "long", "duplex flip edge: long or short")
	fs.StringVar(&f.offset, "back-offset", "0,0", "shift the backs by `X,Y` mm (right, down), as 'crewcard calibrate' measures")
	fs.StringVar(&f.card, "card", "", "card size: 69x94, poker (63x88), 63.5x88.9, 57x89 or WxH in mm (default: the templates' size, 69x94)")
	fs.StringVar(&f.ink, "ink", "normal", "ink: normal, or low for outlines instead of filled areas (test prints)")
	fs.BoolVar(&f.inkLow, "ink-low", false, "same as --ink low")
	fs.BoolVar(&o.NoSummary, "no-summary", false, "leave out the roster summary page of sheet output")
	return f
}

// Parse parses the print flags into o, once fs has parsed the command
// line: the paper, cut, backs and ink, then the format, which refuses the
// sheet-only flags fs was given for svg and png.
func (f *Flags) Parse(fs *flag.FlagSet, o *press.Options) error {
	if err := f.parse(o); err != nil {
		return err
	}
	given := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { given[fl.Name] = true })
	return f.parseFormat(o, given)
}

// parse parses the print flags into o, in the order the help lists them,
// and checks the ones that depend on each other. A --cut of "" is the
// default, marks on sheets. Errors name the flag, then say what is wrong
// with its value: press's start with the value (`--cut "dots": want …`),
// impose's with what the value is (`--sheet: paper "b5": …`).
func (f *Flags) parse(o *press.Options) error {
	var err error
	if o.Sheet, err = press.ParseSheet(f.sheet); err != nil {
		return fmt.Errorf("--sheet: %v", err)
	}
	if err := press.CheckMargin(o.Margin); err != nil {
		return fmt.Errorf("--margin %v", err)
	}
	if err := press.CheckBleed(o.Bleed); err != nil {
		return fmt.Errorf("--bleed %v", err)
	}
	if f.cut != "" {
		if o.Cut, err = press.ParseCut(f.cut); err != nil {
			return fmt.Errorf("--cut %v", err)
		}
		if o.Sheet.None() && o.Cut != press.CutNone {
			return fmt.Errorf("--cut %s: cutting guides are drawn on sheets, and --sheet none prints each card on a page of its own; leave --cut out, or give a --sheet", f.cut)
		}
	}
	if o.Backs, err = press.ParseBacks(f.backs); err != nil {
		return fmt.Errorf("--backs %v", err)
	}
	if err := parseBack(o, f.flip, f.offset); err != nil {
		return err
	}
	if f.card != "" {
		if o.Card, err = impose.ParseCardSize(f.card); err != nil {
			return fmt.Errorf("--card: %v", err)
		}
	}
	if o.Ink, err = press.ParseInk(f.ink); err != nil {
		return fmt.Errorf("--ink %v", err)
	}
	if f.inkLow {
		o.Ink = press.InkLow
	}
	return nil
}

// parseBack parses --flip and --back-offset into o; render and calibrate
// share them.
func parseBack(o *press.Options, flip, offset string) error {
	var err error
	if o.Flip, err = impose.ParseFlip(flip); err != nil {
		return fmt.Errorf("--flip: %v", err)
	}
	if o.BackOffset, err = press.ParseBackOffset(offset); err != nil {
		return fmt.Errorf("--back-offset %v", err)
	}
	return nil
}

// sheetOnly are the render flags that only make sense for the PDF's
// sheets, each with why svg and png refuse it, and the values that still
// make sense (nil: none).
var sheetOnly = []struct {
	flag, why string
	fine      func(o *press.Options) bool
}{
	{"sheet", "each face is a file at the card's size; leave --sheet out", func(o *press.Options) bool { return o.Sheet.None() }},
	{"margin", "there are no sheets; leave --margin out", nil},
	{"cut", "there are no sheets to cut; leave --cut out", nil},
	{"flip", "there is no duplex printing; leave --flip out", nil},
	{"back-offset", "there is no duplex printing; leave --back-offset out", nil},
	{"no-summary", "there is no roster page; leave --no-summary out", nil},
	{"backs", "each face is a file of its own already; leave --backs out, or give none to leave the backs out",
		func(o *press.Options) bool { return o.Backs != press.BacksSeparate }},
}

// parseFormat parses --format and --dpi into o, after parse: for svg and
// png, no flag given may be one that only sheets use, and o is set to one
// card a page.
func (f *Flags) parseFormat(o *press.Options, given map[string]bool) error {
	var err error
	if o.Format, err = press.ParseFormat(f.format); err != nil {
		return fmt.Errorf("--format %v", err)
	}
	if given["dpi"] && o.Format != press.PNG {
		return fmt.Errorf("--dpi %g: only --format png has a resolution; leave --dpi out, or give --format png", f.dpi)
	}
	if !o.Format.Faces() {
		return nil
	}
	if f.dpi < pixel.MinDPI || f.dpi > pixel.MaxDPI || f.dpi != f.dpi {
		return fmt.Errorf("--dpi %g: want %d to %d", f.dpi, pixel.MinDPI, pixel.MaxDPI)
	}
	for _, s := range sheetOnly {
		if given[s.flag] && (s.fine == nil || !s.fine(o)) {
			return fmt.Errorf("--%s: --format %s writes a file a card face: %s", s.flag, o.Format, s.why)
		}
	}
	o.DPI, o.Sheet = f.dpi, press.NoSheet
	return nil
}

// Calibration parses the calibrate command's flags into o: a sheet the
// calibration sheet fits on, the margin, the card, and how the backs turn
// and shift.
func Calibration(o *press.Options, sheet, flip, offset, card string) error {
	var err error
	if o.Sheet, err = press.ParseSheet(sheet); err != nil {
		return fmt.Errorf("--sheet: %v", err)
	}
	if err := press.CheckCalibrationSheet(o.Sheet); err != nil {
		return fmt.Errorf("--sheet %v", err)
	}
	if err := press.CheckMargin(o.Margin); err != nil {
		return fmt.Errorf("--margin %v", err)
	}
	if err := parseBack(o, flip, offset); err != nil {
		return err
	}
	if o.Card, err = impose.ParseCardSize(card); err != nil {
		return fmt.Errorf("--card: %v", err)
	}
	return nil
}
