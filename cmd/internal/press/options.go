package press

import (
	"fmt"
	"math"
	"runtime"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/layout/impose"
)

// Version is crewcard's version, which the command and the studio stamp on
// sheets and name as the PDF's creator.
const Version = "0.3.0"

// About is what `crewcard version` prints: the version, the Go release it
// was built with and the platform, such as "crewcard 0.3.0 (go1.26.0,
// linux/amd64)".
func About() string {
	return fmt.Sprintf("crewcard %s (%s, %s/%s)", Version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
}

// Limits of the print options, mm.
const (
	MaxMargin     = 50.0
	MaxBleed      = 10.0
	MaxBackOffset = 20.0
)

// MaxFilePages is the most pages one output file holds, the roster
// summary's included, so that a file stays one a printer's driver and a
// print shop take whole: a longer run is split into OUT-1.pdf, OUT-2.pdf,
// …, each ending on a whole front and back pair.
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
	Ink          Ink // InkLow: outlines instead of filled areas

	Sheet      Sheet       // paper to impose the cards on; NoSheet: a page a card
	Margin     float64     // printable margin of sheets, mm (CheckMargin)
	Cut        Cut         // cutting guides on sheets
	Bleed      float64     // bleed shown around each card, mm (CheckBleed)
	Backs      Backs       // where the backs go; BacksAfter keeps each card's fronts then backs
	Flip       impose.Flip // how duplex backs turn
	BackOffset [2]float64  // shift of the backs, mm: right, down (ParseBackOffset)
	Card       impose.Size // card size; zero: the templates' size
	NoSummary  bool        // leave out the roster summary
	Program    string      // program and version, stamped on sheets and named as the PDF's creator
	Command    string      // the command line, stamped on sheets
	Title      string      // what the output holds, the PDFs' document title; "" for "crewcard"
	MaxPages   int         // pages a file may hold before output splits; 0: MaxFilePages
	Progress   func(done, total int)
	// Spool opens where a run that may split keeps its pages until it
	// ends, such as an unlinked temporary file; nil, or a nil Spool:
	// memory.
	Spool func() Spool

	Format Format  // PDF, or SVG or PNG for a file a card face (see RenderFaces)
	DPI    float64 // resolution of PNG faces, dots per inch
}

// Stamp returns the label that the sheets' margin stamp gives: the program
// and its version before label.
func (o *Options) Stamp(label string) string { return o.Program + " · " + label }

// CheckMargin checks a sheet's printable margin, mm.
func CheckMargin(mm float64) error { return inRange(mm, 0, MaxMargin) }

// CheckBleed checks the bleed around each card, mm.
func CheckBleed(mm float64) error { return inRange(mm, 0, MaxBleed) }

// ParseBackOffset parses the shift of the backs, "X,Y" in mm (right,
// down), each within MaxBackOffset either way.
func ParseBackOffset(s string) ([2]float64, error) {
	var v [2]float64
	xs, ys, ok := strings.Cut(s, ",")
	if !ok {
		return v, fmt.Errorf("%q: want X,Y in mm, like 0.5,-1", s)
	}
	for i, p := range []string{xs, ys} {
		f, err := strconv.ParseFloat(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(p), "mm")), 64)
		if err != nil {
			return v, fmt.Errorf("%q: want X,Y in mm, like 0.5,-1", s)
		}
		if err := inRange(f, -MaxBackOffset, MaxBackOffset); err != nil {
			return v, err
		}
		v[i] = f
	}
	return v, nil
}

// inRange checks that v is lo to hi mm.
func inRange(v, lo, hi float64) error {
	if math.IsNaN(v) || v < lo || v > hi {
		return fmt.Errorf("%g: want %g to %g mm", v, lo, hi)
	}
	return nil
}
