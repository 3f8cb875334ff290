package main

import (
	"fmt"
	"strconv"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model"
)

// summaryRow is one line of the roster summary.
type summaryRow struct {
	cells [6]string // number, crew, vehicle, kind, level, points
}

// summary column widths as fractions of the table, and which are right-aligned.
var (
	summaryCols  = [6]float64{0.06, 0.32, 0.30, 0.14, 0.08, 0.10}
	summaryRight = [6]bool{true, false, false, false, true, true}
	summaryHead  = [6]string{"#", "Crew", "Vehicle", "Kind", "Level", "Points"}
)

// Summary page geometry.
const (
	summaryRowH  = 4.6  // mm
	summarySize  = 8.0  // table text, pt
	summarySide  = 50.0 // calibration square, mm
	summaryTitle = 13.0 // title, pt
)

// summarySheets lays out the roster: every crew with its vehicle, kind,
// level and points, then the total, on as many sheets of l's paper as it
// needs. The first sheet also carries the 50 mm calibration square.
func summarySheets(fs *layout.FontSet, l impose.Layout, crews []*model.Crew, command string) []layout.Sheet {
	rows := make([]summaryRow, 0, len(crews))
	total := 0
	for i, c := range crews {
		s := &c.State
		pts := s.TotalPoints()
		total += pts
		rows = append(rows, summaryRow{[6]string{strconv.Itoa(i + 1), c.Name, c.Vehicle, s.Kind.Label(), strconv.Itoa(s.Level().Level), strconv.Itoa(pts)}})
	}
	W, H := l.Sheet.W, l.Sheet.H
	m := max(l.Margin, 10)
	reg, bold := fs.Face("regular"), fs.Face("bold")
	tableW := W - 2*m - summarySide - 10
	if tableW < 120 { // narrow paper: the square goes below the title instead
		tableW = W - 2*m
	}
	title := fmt.Sprintf("Roster: %d crews, %d points", len(crews), total)
	top := m + 10
	perPage := max(1, int((H-top-m-2*summaryRowH)/summaryRowH))
	var sheets []layout.Sheet
	for start := 0; ; {
		sh := layout.Sheet{W: W, H: H}
		n := len(sheets) + 1
		t := title
		if n > 1 {
			t += fmt.Sprintf(" (continued, page %d)", n)
		}
		sh.Ops = append(sh.Ops, textOp(bold, "bold", ellipsize(bold, t, summaryTitle, W-2*m), summaryTitle, m, m+5))
		y := top
		if n == 1 {
			sx, sy := W-m-summarySide, top
			if tableW == W-2*m {
				sx, y = m, top+summarySide+16
			}
			sh.Ops = append(sh.Ops, calibrationSquare(fs, sx, sy, summarySide)...)
		}
		rowsHere := max(0, perPage-int((y-top)/summaryRowH)) // the square may fill a small first page
		sh.Ops = append(sh.Ops, rosterLine(bold, "bold", summaryHead, m, y, tableW)...)
		sh.Ops = append(sh.Ops, layout.Op{Kind: layout.OpLine, X: m, Y: y + 1.3, W: tableW, Stroke: grey(0), LineW: 0.2})
		end := min(start+rowsHere, len(rows))
		for _, r := range rows[start:end] {
			y += summaryRowH
			sh.Ops = append(sh.Ops, rosterLine(reg, "regular", r.cells, m, y, tableW)...)
		}
		if end == len(rows) {
			y += summaryRowH
			sh.Ops = append(sh.Ops, layout.Op{Kind: layout.OpLine, X: m, Y: y - summaryRowH + 1.3, W: tableW, Stroke: grey(0), LineW: 0.2})
			sh.Ops = append(sh.Ops, rosterLine(bold, "bold", [6]string{"", fmt.Sprintf("Total: %d crews", len(crews)), "", "", "", strconv.Itoa(total)}, m, y, tableW)...)
		}
		sh.Ops = append(sh.Ops, textOp(reg, "regular", ellipsize(reg, "crewcard "+version+" · "+command, stampSize, W-2*m), stampSize, m, H-m))
		sheets = append(sheets, sh)
		if end == len(rows) {
			break
		}
		start = end
	}
	return sheets
}

// rosterLine sets one table row with its baseline at y.
func rosterLine(f *layout.Font, font string, cells [6]string, x, y, w float64) []layout.Op {
	var ops []layout.Op
	for i, c := range cells {
		cw := summaryCols[i] * w
		s := ellipsize(f, printable(f, c), summarySize, cw-2)
		cx := x
		if summaryRight[i] {
			cx = x + cw - 2 - f.Width(s, summarySize)
		}
		if s != "" {
			ops = append(ops, textOp(f, font, s, summarySize, cx, y))
		}
		x += cw
	}
	return ops
}
