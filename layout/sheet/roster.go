package sheet

import (
	"fmt"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
)

// Roster is a table of plain text for RosterSheets. The caller chooses its
// columns and fills its cells; the layout chooses the type size and the
// widths.
type Roster struct {
	Title  string      // heading of the first page; later pages add "(continued, page N)"
	Cols   []RosterCol // the columns, left to right
	Rows   [][]string  // the table, in order: a cell for each column, "" for none
	Total  []string    // closing line, bold, under a rule, after the last row; a text cell runs on over the empty cells right of it
	Footer string      // small line at the bottom margin of every page
}

// A RosterCol is one column of a Roster.
type RosterCol struct {
	Head string // heading, bold, above a rule; wraps at a space onto a second line on narrow paper
	Num  bool   // numbers: right-aligned and never wrapped; other cells are left-aligned text
}

// Roster page geometry.
const (
	rosterPitch  = 0.575 // row pitch as a share of the type size in mm: 4.6 mm at 8 pt
	rosterRule   = 0.28  // rule below a line of text, from its baseline, as a share of the pitch
	rosterSquare = 50.0  // calibration square, mm
	rosterTitle  = 13.0  // title, pt
)

// RosterSheets lays out r on as many sheets of l's paper as it needs, each
// with the title, the headings, as many rows as fit and the footer; the
// last sheet ends with the total. The first sheet also carries a 50 mm
// calibration square, right of the table, or below the title on paper too
// narrow for both. The table keeps one type size (8 pt down to 6 pt) and
// one set of column widths on every sheet; where the paper is narrow,
// headings take two lines and then text cells two or three, with faint
// rules between the rows. Text that still does not fit its cell ends in
// "…".
func RosterSheets(fs *font.Set, l impose.Layout, r Roster) []Sheet {
	var sheets []Sheet
	EachRosterSheet(fs, l, r, func(sh Sheet) error {
		sheets = append(sheets, sh)
		return nil
	})
	return sheets
}

// EachRosterSheet lays out r as RosterSheets does and hands each sheet to
// each as soon as it is laid out, so that a roster of any length holds one
// sheet's ops at a time; an error from each stops it and is returned. A
// roster without a footer leaves it out, for the caller to draw with
// RosterFooter.
func EachRosterSheet(fs *font.Set, l impose.Layout, r Roster, each func(Sheet) error) error {
	W, H := l.Sheet.W, l.Sheet.H
	m, tableW := rosterFrame(l)
	reg, bold := fs.Face("regular"), fs.Face("bold")
	t := planRoster(fs, r, tableW)
	pitch, lh := rosterPitch*t.size, layout.LineHeight(t.size)
	lines, ruled := make([]int, len(r.Rows)), false
	for i, cells := range r.Rows {
		lines[i] = t.rowLines(reg, cells)
		ruled = ruled || lines[i] > 1 // rows of several lines get rules between them
	}
	head := make([]string, len(r.Cols))
	for i, c := range r.Cols {
		head[i] = c.Head
	}
	rule := func(y, g, width float64) layout.Op {
		return layout.Op{Kind: layout.OpLine, X: m, Y: y + rosterRule*pitch, W: tableW, Stroke: grey(g), LineW: width}
	}
	top := m + 10
	bottom := H - m - 2*pitch // the lowest baseline of a row: room for the total and the footer
	for start, n := 0, 1; ; n++ {
		sh := Sheet{W: W, H: H}
		title := r.Title
		if n > 1 {
			title += fmt.Sprintf(" (continued, page %d)", n)
		}
		sh.Ops = append(sh.Ops, sheetText(bold, "bold", ellipsize(bold, title, rosterTitle, W-2*m), rosterTitle, m, m+5))
		y := top
		if n == 1 {
			sx, sy := W-m-rosterSquare, top
			if tableW == W-2*m {
				sx, y = m, top+rosterSquare+16
			}
			sh.Ops = append(sh.Ops, calibrationSquare(fs, sx, sy, rosterSquare)...)
		}
		ops, hl := t.line(bold, "bold", head, m, y, true)
		y += float64(hl-1) * lh
		sh.Ops = append(append(sh.Ops, ops...), rule(y, 0, 0.2))
		end := start
		for ; end < len(r.Rows); end++ {
			if last := y + pitch + float64(lines[end]-1)*lh; last > bottom && (end > start || n == 1) {
				break // the first sheet may hold no row when the square fills it
			}
			if ruled && end > start {
				sh.Ops = append(sh.Ops, rule(y, 0.7, 0.1))
			}
			y += pitch
			row, _ := t.line(reg, "regular", r.Rows[end], m, y, false)
			sh.Ops = append(sh.Ops, row...)
			y += float64(lines[end]-1) * lh
		}
		if end == len(r.Rows) {
			sh.Ops = append(append(sh.Ops, rule(y, 0, 0.2)), t.total(bold, r.Total, m, y+pitch)...)
		}
		if r.Footer != "" {
			sh.Ops = append(sh.Ops, RosterFooter(fs, l, r.Footer)...)
		}
		if err := each(sh); err != nil || end == len(r.Rows) {
			return err
		}
		start = end
	}
}

// RosterFooter returns the ops of the footer line of a roster sheet of
// l's paper.
func RosterFooter(fs *font.Set, l impose.Layout, footer string) []layout.Op {
	m, _ := rosterFrame(l)
	return []layout.Op{footerText(fs.Face("regular"), footer, m, l.Sheet.H-m, l.Sheet.W-2*m)}
}

// rosterFrame returns the margin of a roster sheet of l's paper and the
// width of its table, mm: beside the calibration square, or the full width
// on paper too narrow for both, where the square goes below the title.
func rosterFrame(l impose.Layout) (m, tableW float64) {
	m = max(l.Margin, 10)
	tableW = l.Sheet.W - 2*m - rosterSquare - 10
	if tableW < 120 {
		tableW = l.Sheet.W - 2*m
	}
	return m, tableW
}

// rowLines returns how many lines line sets a row of cells on, in face f.
func (t *rosterTable) rowLines(f *font.Font, cells []string) int {
	_, lines := t.set(f, cells, false)
	return lines
}

// set wraps a row of cells (the headings, if head) in face f, each to its
// column, and returns their lines and how many the row takes.
func (t *rosterTable) set(f *font.Font, cells []string, head bool) ([][]string, int) {
	set := make([][]string, len(t.w))
	lines := 1
	for i := range set {
		if i < len(cells) {
			n := t.lines
			switch {
			case head:
				n = 2
			case t.num[i]:
				n = 1
			}
			_, w := t.text(i)
			set[i] = cellLines(f, printable(f, cells[i]), t.size, w, n, t.split && !head)
			lines = max(lines, len(set[i]))
		}
	}
	return set, lines
}

// line sets one row of cells (the headings, if head) in face f (named font),
// the table's left edge at x and the first baseline at y, mm. It returns the
// row's ops and how many lines it takes. Headings sit on the row's last
// line, so that one-line headings stand on the rule.
func (t *rosterTable) line(f *font.Font, font string, cells []string, x, y float64, head bool) ([]layout.Op, int) {
	set, lines := t.set(f, cells, head)
	var ops []layout.Op
	for i, ls := range set {
		first := 0
		if head {
			first = lines - len(ls)
		}
		for k, s := range ls {
			if s == "" {
				continue
			}
			cx, w := t.text(i)
			cx += x
			if t.num[i] {
				cx += w - f.Width(s, t.size)
			}
			ops = append(ops, sheetText(f, font, s, t.size, cx, y+float64(first+k)*layout.LineHeight(t.size)))
		}
	}
	return ops, lines
}

// total sets the closing line in face f (bold) with its baseline at y, mm:
// numbers in their columns, text running on over the empty cells right of
// it.
func (t *rosterTable) total(f *font.Font, cells []string, x, y float64) []layout.Op {
	var ops []layout.Op
	for i := 0; i < min(len(cells), len(t.w)); i++ {
		s := printable(f, cells[i])
		if s == "" {
			continue
		}
		cx, w := t.text(i)
		cx += x
		if t.num[i] {
			s = ellipsize(f, s, t.size, w/layout.Slack)
			cx += w - f.Width(s, t.size)
		} else {
			for j := i + 1; j < len(t.w) && (j >= len(cells) || cells[j] == ""); j++ {
				w = t.x[j] + t.w[j] - t.pad - t.x[i] - t.in[i]
			}
			s = ellipsize(f, s, t.size, w/layout.Slack)
		}
		ops = append(ops, sheetText(f, "bold", s, t.size, cx, y))
	}
	return ops
}
