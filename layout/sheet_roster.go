package layout

import (
	"fmt"

	"github.com/crewcard/crewcard/layout/impose"
)

// Roster is a table of six columns of plain text for RosterSheets. Columns
// 0, 4 and 5 are right-aligned (numbers); the others are left-aligned.
type Roster struct {
	Title  string      // heading of the first page; later pages add "(continued, page N)"
	Head   [6]string   // column headings, bold, above a rule
	Rows   [][6]string // the table, in order
	Total  [6]string   // closing line, bold, under a rule, after the last row
	Footer string      // small line at the bottom margin of every page
}

// Roster page geometry.
const (
	rosterRowH   = 4.6  // row pitch, mm
	rosterSize   = 8.0  // table text, pt
	rosterSquare = 50.0 // calibration square, mm
	rosterTitle  = 13.0 // title, pt
)

// rosterCols are the column widths as fractions of the table, and
// rosterRight says which columns are right-aligned.
var (
	rosterCols  = [6]float64{0.06, 0.32, 0.30, 0.14, 0.08, 0.10}
	rosterRight = [6]bool{true, false, false, false, true, true}
)

// RosterSheets lays out r on as many sheets of l's paper as it needs, each
// with the title, the headings, as many rows as fit and the footer; the
// last sheet ends with the total. The first sheet also carries a 50 mm
// calibration square, right of the table, or below the title on paper too
// narrow for both. Text that does not fit its cell ends in "…".
func RosterSheets(fs *FontSet, l impose.Layout, r Roster) []Sheet {
	W, H := l.Sheet.W, l.Sheet.H
	m := max(l.Margin, 10)
	reg, bold := fs.Face("regular"), fs.Face("bold")
	tableW := W - 2*m - rosterSquare - 10
	if tableW < 120 { // narrow paper: the square goes below the title instead
		tableW = W - 2*m
	}
	top := m + 10
	perPage := max(1, int((H-top-m-2*rosterRowH)/rosterRowH))
	var sheets []Sheet
	for start := 0; ; {
		sh := Sheet{W: W, H: H}
		n := len(sheets) + 1
		t := r.Title
		if n > 1 {
			t += fmt.Sprintf(" (continued, page %d)", n)
		}
		sh.Ops = append(sh.Ops, sheetText(bold, "bold", ellipsize(bold, t, rosterTitle, W-2*m), rosterTitle, m, m+5))
		y := top
		if n == 1 {
			sx, sy := W-m-rosterSquare, top
			if tableW == W-2*m {
				sx, y = m, top+rosterSquare+16
			}
			sh.Ops = append(sh.Ops, calibrationSquare(fs, sx, sy, rosterSquare)...)
		}
		rowsHere := max(0, perPage-int((y-top)/rosterRowH)) // the square may fill a small first page
		sh.Ops = append(sh.Ops, rosterLine(bold, "bold", r.Head, m, y, tableW)...)
		sh.Ops = append(sh.Ops, Op{Kind: OpLine, X: m, Y: y + 1.3, W: tableW, Stroke: grey(0), LineW: 0.2})
		end := min(start+rowsHere, len(r.Rows))
		for _, row := range r.Rows[start:end] {
			y += rosterRowH
			sh.Ops = append(sh.Ops, rosterLine(reg, "regular", row, m, y, tableW)...)
		}
		if end == len(r.Rows) {
			y += rosterRowH
			sh.Ops = append(sh.Ops, Op{Kind: OpLine, X: m, Y: y - rosterRowH + 1.3, W: tableW, Stroke: grey(0), LineW: 0.2})
			sh.Ops = append(sh.Ops, rosterLine(bold, "bold", r.Total, m, y, tableW)...)
		}
		sh.Ops = append(sh.Ops, footerText(reg, r.Footer, m, H-m, W-2*m))
		sheets = append(sheets, sh)
		if end == len(r.Rows) {
			return sheets
		}
		start = end
	}
}

// rosterLine sets one table row in face f (named font) across a table w mm
// wide, its left edge at x and its baseline at y, mm.
func rosterLine(f *Font, font string, cells [6]string, x, y, w float64) []Op {
	var ops []Op
	for i, c := range cells {
		cw := rosterCols[i] * w
		s := ellipsize(f, printable(f, c), rosterSize, cw-2)
		cx := x
		if rosterRight[i] {
			cx = x + cw - 2 - f.Width(s, rosterSize)
		}
		if s != "" {
			ops = append(ops, sheetText(f, font, s, rosterSize, cx, y))
		}
		x += cw
	}
	return ops
}
