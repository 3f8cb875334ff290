// Package sheet lays out sheets of paper: cards placed on them, added to a
// compose.Writer as layers (Add), and what a sheet carries besides its
// cards: the cutting guides and the margin stamp of card sheets, the duplex
// calibration sheet, and the roster, a table of plain text over as many
// sheets as it needs.
package sheet

import (
	"strings"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
)

// Text helpers for drawing on sheets (as opposed to card faces, which
// templates describe): one line at a fixed size, shortened rather than fitted.

// stampSize is the size of margin stamps and footers, pt.
const stampSize = 6.0

// stampSizes are the sizes a sheet's stamp tries, largest first, when the
// cards leave a narrow strip of printable area: down to fine print.
var stampSizes = []float64{stampSize, 5.5, layout.MinFinePrint}

// printable replaces what f cannot draw with "?".
func printable(f *font.Font, s string) string {
	if len(f.Missing(s)) == 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if f.Has(r) {
			return r
		}
		return '?'
	}, s)
}

// sheetText sets s in black in face f (named font, "regular" or "bold") at
// size pt, its baseline starting at (x, y) mm. What f cannot draw becomes "?".
func sheetText(f *font.Font, font string, s string, size, x, y float64) layout.Op {
	return layout.Op{Kind: layout.OpText, X: x, Y: y, Text: printable(f, s), Font: font, Size: size, Want: size, Fill: grey(0)}
}

// ellipsize shortens s with "…" until it is at most w mm wide at size pt:
// the longest start of s that fits with it, found in one pass (a start
// only grows wider with each rune), so that a sheet's long command line
// costs no more than its length.
func ellipsize(f *font.Font, s string, size, w float64) string {
	if f.Width(s, size) <= w {
		return s
	}
	r := []rune(s)
	units, n := f.Units("…"), 0
	for ; n < len(r); n++ {
		if units += f.RuneUnits(r[n]); f.WidthOf(units, size) > w {
			break
		}
	}
	if n == 0 {
		return ""
	}
	return strings.TrimRight(string(r[:n]), " ") + "…"
}

// footerText sets s in the stamp size with its baseline at (x, y) mm,
// shortened with "…" to at most w mm.
func footerText(f *font.Font, s string, x, y, w float64) layout.Op {
	return sheetText(f, "regular", ellipsize(f, s, stampSize, w), stampSize, x, y)
}

// grey returns a grey level (0 black … 1 white) as an Op's fill or stroke.
func grey(v float64) *float64 { return &v }
