package press

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/layout/impose"
)

// Limits of the print options, mm.
const (
	maxMargin = 50.0
	maxBleed  = 10.0
	maxOffset = 20.0
)

// MaxFilePages is the most pages one output file holds. fpdf keeps every
// page of a document in memory until it writes it, so a longer run is split
// into OUT-1.pdf, OUT-2.pdf, …, each ending on a whole front and back pair.
// 1,000 sheet pages hold 4,000 crews of one card each on A4 with duplex
// backs.
const MaxFilePages = 1000

// Options are the settings of a print run. The zero value means card pages,
// each card's fronts then its backs, at the templates' own size.
type Options struct {
	LinkBase string // base URL of the QR links
	// LinkBaseFrom names what set LinkBase, for messages: "--link-base" or
	// "$CREWCARD_LINK_BASE"; "" for the default.
	LinkBaseFrom string
	LowInk       bool // outlines instead of filled areas

	Sheet      string      // "a4", "letter", … or "none"; "" is "none"
	Margin     float64     // printable margin of sheets, mm
	Cut        string      // "marks", "lines" or "none"
	Bleed      float64     // bleed shown around each card, mm
	Backs      string      // "duplex", "separate" or "none"; "" keeps each card's fronts then backs
	Flip       impose.Flip // how duplex backs turn
	BackOffset [2]float64  // shift of the backs, mm: right, down
	Card       impose.Size // card size; zero: the templates' size
	NoSummary  bool        // leave out the roster summary
	Program    string      // program and version, stamped on sheets and named as the PDF's creator
	Command    string      // the command line, stamped on sheets
	MaxPages   int         // pages a file may hold before output splits; 0: MaxFilePages
	Progress   func(done, total int)

	Format string  // "pdf", or "svg" or "png" for a file a card face (see RenderFaces)
	DPI    float64 // resolution of png faces, dots per inch
}

// Stamp returns the label that the sheets' margin stamp gives: the program
// and its version before label.
func (o *Options) Stamp(label string) string { return o.Program + " · " + label }

// Parse checks the print settings given as text, as the command line names
// them, and fills in o. A cut of "" is the default, marks on sheets.
func (o *Options) Parse(sheet, cut, backs, flip, offset, card, ink string) error {
	o.Sheet = strings.ToLower(strings.TrimSpace(sheet))
	if o.Sheet != "none" {
		if _, err := impose.ParsePaper(o.Sheet); err != nil {
			return fmt.Errorf("--sheet: %v", err)
		}
	}
	if err := inRange("--margin", o.Margin, 0, maxMargin); err != nil {
		return err
	}
	if err := inRange("--bleed", o.Bleed, 0, maxBleed); err != nil {
		return err
	}
	switch o.Cut = strings.ToLower(cut); o.Cut {
	case "":
		o.Cut = "marks"
	case "marks", "lines", "none":
	default:
		return fmt.Errorf("--cut %q: want marks, lines or none", cut)
	}
	if o.Sheet == "none" && cut != "" && o.Cut != "none" {
		return fmt.Errorf("--cut %s: cutting guides are drawn on sheets, and --sheet none prints each card on a page of its own; leave --cut out, or give a --sheet", cut)
	}
	switch o.Backs = strings.ToLower(backs); o.Backs {
	case "duplex", "separate", "none":
	default:
		return fmt.Errorf("--backs %q: want duplex, separate or none", backs)
	}
	var err error
	if o.Flip, err = impose.ParseFlip(flip); err != nil {
		return fmt.Errorf("--flip: %v", err)
	}
	if o.BackOffset, err = parseOffset(offset); err != nil {
		return err
	}
	if card != "" {
		if o.Card, err = impose.ParseCardSize(card); err != nil {
			return fmt.Errorf("--card: %v", err)
		}
	}
	switch strings.ToLower(ink) {
	case "normal":
	case "low":
		o.LowInk = true
	default:
		return fmt.Errorf("--ink %q: want normal or low", ink)
	}
	return nil
}

func inRange(name string, v, lo, hi float64) error {
	if math.IsNaN(v) || v < lo || v > hi {
		return fmt.Errorf("%s %g: want %g to %g mm", name, v, lo, hi)
	}
	return nil
}

// parseOffset parses "X,Y" in mm.
func parseOffset(s string) ([2]float64, error) {
	var v [2]float64
	xs, ys, ok := strings.Cut(s, ",")
	if !ok {
		return v, fmt.Errorf("--back-offset %q: want X,Y in mm, like 0.5,-1", s)
	}
	for i, p := range []string{xs, ys} {
		f, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(p), "mm")), 64)
		if err != nil {
			return v, fmt.Errorf("--back-offset %q: want X,Y in mm, like 0.5,-1", s)
		}
		if err := inRange("--back-offset", f, -maxOffset, maxOffset); err != nil {
			return v, err
		}
		v[i] = f
	}
	return v, nil
}

// CommandLine joins args for the sheet stamp, quoting what needs it. The
// output file is left out, so that the same crews give the same PDF
// wherever it is written.
func CommandLine(args []string) string {
	var q []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-o" || a == "--o":
			i++
			continue
		case strings.HasPrefix(a, "-o=") || strings.HasPrefix(a, "--o="):
			continue
		case a == "" || strings.ContainsAny(a, " \t\"'\\$*?[]"):
			a = strconv.Quote(a)
		}
		q = append(q, a)
	}
	return strings.Join(q, " ")
}
