package sheet

import (
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/columns"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/wrap"
)

// Planning the roster's table: one type size for the whole table and a
// width for each column, chosen once so that every page of a long roster
// has the same columns.

// rosterTable is a roster's table planned for a width.
type rosterTable struct {
	size  float64   // type size, pt
	x, w  []float64 // each column's left edge from the table's and its width, mm
	in    []float64 // each column's text inset from its left edge, mm
	num   []bool    // each column's cells are numbers, right-aligned on one line
	pad   float64   // space kept clear at the right of every column, mm
	lines int       // most lines a text cell takes; headings take two at most
	split bool      // words too wide for their column are broken between letters
}

// text returns the left edge and the width of column i's text, mm from
// the table's left edge.
func (t *rosterTable) text(i int) (x, w float64) {
	return t.x[i] + t.in[i], t.w[i] - t.in[i] - t.pad
}

// rosterTries are the settings tried in turn, most readable first: the
// largest type on one line, then headings over two lines, smaller type,
// then text cells over two lines, and over three only at 6.5 pt and 6 pt.
var rosterTries = []struct {
	size       float64 // pt
	head, cell int     // most lines of a heading and of a text cell
}{
	{8, 1, 1}, {8, 2, 1}, {7.5, 2, 1}, {7, 2, 1},
	{7, 2, 2}, {6.5, 2, 2}, {6.5, 2, 3}, {6, 2, 2}, {6, 2, 3},
}

// rosterMaxLines is the most lines a cell takes where words are broken, so
// that a row always fits a page.
const rosterMaxLines = 6

// rosterPad is the space at the right of every column, and at the left of
// a text column that follows numbers, as a share of the type size in mm:
// 2 mm at 8 pt.
const rosterPad = 0.25

// planRoster chooses the type size and column widths of r's table for a
// table width mm wide: the first of rosterTries at which every heading and
// cell fits, the spare width going to the text columns. If none fits, text
// cells take as many lines as their words need at 6 pt; if even the words
// do not fit (a long single word on A5, or paper narrower still), the
// text columns share what the numbers leave them (squeeze), words too wide
// are broken between letters, and a cell of more than rosterMaxLines lines
// ends in "…".
func planRoster(fs *font.Set, r Roster, width float64) rosterTable {
	m := measureRoster(fs, r)
	n := len(r.Cols)
	t := rosterTable{x: make([]float64, n), w: make([]float64, n), in: make([]float64, n), num: make([]bool, n)}
	gaps := 0.0 // the pads and insets, in pads
	for i, c := range r.Cols {
		t.num[i] = c.Num
		if i > 0 && !c.Num && r.Cols[i-1].Num {
			t.in[i] = 1
		}
		gaps += 1 + t.in[i]
	}
	fits := false
	var need []float64
	for _, try := range rosterTries {
		t.size, t.lines = try.size, try.cell
		need = m.need(try.size, try.head, try.cell)
		if fits = columns.Sum(need)+gaps*rosterPad*try.size <= width; fits {
			break
		}
	}
	t.pad = rosterPad * t.size
	room := max(0, width-gaps*t.pad)
	var fewer [][]float64 // the widths for one line fewer, two fewer…
	for k := len(m.cells) - 1; k >= 1; k-- {
		fewer = append(fewer, m.need(t.size, 2, k))
	}
	switch words := m.need(t.size, 2, len(m.cells)); {
	case fits:
		copy(t.w, need)
		spread(t.w, fewer[len(m.cells)-t.lines:], room-columns.Sum(need), r.Cols)
	case columns.Sum(words) <= room: // as many lines as the words need
		t.lines = math.MaxInt
		copy(t.w, words)
		spread(t.w, fewer, room-columns.Sum(words), r.Cols)
	default:
		t.lines, t.split = rosterMaxLines, true
		squeeze(t.w, words, room, r.Cols)
	}
	x := 0.0
	for i := range t.w {
		t.in[i] *= t.pad
		t.w[i] += t.in[i] + t.pad
		t.x[i] = x
		x += t.w[i]
	}
	return t
}

// squeeze sets w to widths that add up to room mm: the numbers keep the
// width they need and the text columns share the rest, the widest cut
// down to a common width, so that short texts such as codes stay whole;
// if the numbers alone are too wide, every column shrinks in proportion.
func squeeze(w, need []float64, room float64, cols []RosterCol) {
	fixed := 0.0
	var text []float64
	for i, c := range cols {
		if c.Num {
			fixed += need[i]
		} else {
			text = append(text, need[i])
		}
	}
	if fixed >= room || len(text) == 0 {
		for i := range w {
			w[i] = need[i] * room / (fixed + columns.Sum(text))
		}
		return
	}
	slices.Sort(text)
	left, limit := room-fixed, 0.0
	for k, x := range text { // the k narrowest keep their width; the rest share what is left
		if limit = (left - columns.Sum(text[:k])) / float64(len(text)-k); limit <= x {
			break
		}
	}
	for i, c := range cols {
		if w[i] = need[i]; !c.Num {
			w[i] = min(need[i], limit)
		}
	}
}

// rosterWidths are the widths of a roster's columns at 1 pt, mm: for
// headings broken over one line or two, and for cells over one, two or
// three lines or as single words. Number cells are never broken, and the
// total's number cells count with them.
type rosterWidths struct {
	heads [2][]float64
	cells [4][]float64
}

// measureRoster measures every heading and cell of r once; widths at other
// sizes are in proportion.
func measureRoster(fs *font.Set, r Roster) rosterWidths {
	reg, bold := fs.Face("regular"), fs.Face("bold")
	var m rosterWidths
	for k := range m.heads {
		m.heads[k] = make([]float64, len(r.Cols))
	}
	for k := range m.cells {
		m.cells[k] = make([]float64, len(r.Cols))
	}
	widen := func(i int, f *font.Font, s string, num bool) {
		ws, space := wordWidths(f, s, 1), f.Width(" ", 1)
		lines := len(m.cells) - 1
		if num {
			lines = 1
		}
		w := splitWidths(ws, space, lines)
		for k := range m.cells {
			switch {
			case num:
				m.cells[k][i] = max(m.cells[k][i], w[0])
			case k == len(m.cells)-1:
				m.cells[k][i] = max(m.cells[k][i], slices.Max(append(ws, 0)))
			default:
				m.cells[k][i] = max(m.cells[k][i], w[k])
			}
		}
	}
	for i, c := range r.Cols {
		w := splitWidths(wordWidths(bold, c.Head, 1), bold.Width(" ", 1), len(m.heads))
		for k := range m.heads {
			m.heads[k][i] = w[k]
		}
		if c.Num && i < len(r.Total) {
			widen(i, bold, r.Total[i], true)
		}
	}
	for _, row := range r.Rows {
		for i, s := range row[:min(len(row), len(r.Cols))] {
			widen(i, reg, s, r.Cols[i].Num)
		}
	}
	return m
}

// need returns the width each column's text needs at size pt, mm, with
// headings over at most head lines and text cells over at most cell lines
// (more than three: single words).
func (m *rosterWidths) need(size float64, head, cell int) []float64 {
	out := make([]float64, len(m.heads[0]))
	for i := range out {
		out[i] = max(m.heads[head-1][i], m.cells[min(cell, len(m.cells))-1][i]) * size * layout.Slack
	}
	return out
}

// words splits s into words at spaces (U+0020 only: a no-break space holds
// "Veteran 3+" together).
func words(s string) []string {
	return slices.DeleteFunc(strings.Split(s, " "), func(w string) bool { return w == "" })
}

// wordWidths returns the widths of the words of s at size pt, mm.
func wordWidths(f *font.Font, s string, size float64) []float64 {
	var ws []float64
	for _, w := range words(printable(f, s)) {
		ws = append(ws, f.Width(w, size))
	}
	return ws
}

// balance breaks words of widths ws, separated by spaces space wide, over
// at most lines lines so that the widest line is as narrow as it can be.
// It returns that width and, for each line after the first, the index of
// its first word.
func balance(ws []float64, space float64, lines int) (float64, []int) {
	if lines < 2 || len(ws) < 2 {
		return splitWidths(ws, space, 1)[0], nil
	}
	best, from := balanceTable(ws, space, lines)
	var breaks []int
	for k, j := lines-1, len(ws); k > 0 && from[k][j] > 0; k-- {
		j = from[k][j]
		breaks = append([]int{j}, breaks...)
	}
	return best[lines-1][len(ws)], breaks
}

// splitWidths returns the narrowest widest line of words of widths ws,
// separated by spaces space wide, over at most 1, 2 … lines lines.
func splitWidths(ws []float64, space float64, lines int) []float64 {
	out := make([]float64, lines)
	if len(ws) < 2 || lines < 2 {
		w := columns.Sum(ws) + space*float64(max(0, len(ws)-1))
		for k := range out {
			out[k] = w
		}
		if len(ws) < 2 {
			return out
		}
	}
	best, _ := balanceTable(ws, space, lines)
	for k := range out {
		out[k] = best[k][len(ws)]
	}
	return out
}

// balanceTable is balance's table: best[k][j] is the narrowest widest line
// that sets the first j words on at most k+1 lines, and from[k][j] is where
// the last of those lines starts.
func balanceTable(ws []float64, space float64, lines int) (best [][]float64, from [][]int) {
	n := len(ws)
	best, from = make([][]float64, lines), make([][]int, lines)
	for k := range best {
		best[k], from[k] = make([]float64, n+1), make([]int, n+1)
		for j := 1; j <= n; j++ {
			line := -space
			best[k][j] = -1
			for i := j; i > 0; i-- { // words i-1 … j-1 on line k
				line += ws[i-1] + space
				prev := 0.0
				switch {
				case k > 0 && i > 1:
					prev = best[k-1][i-1]
				case k == 0 && i > 1:
					continue // one line holds every word from the first
				}
				if w := max(prev, line); best[k][j] < 0 || w < best[k][j] {
					best[k][j], from[k][j] = w, i-1
				}
			}
		}
	}
	return best, from
}

// spread adds extra mm to the text columns of w where it saves lines:
// towards each target in turn (the widths for one line fewer, and so on),
// the columns that lack least first, so that as few columns as may wrap;
// what is left goes to the text columns in proportion to their widths. A
// table of numbers only spreads it over all its columns.
func spread(w []float64, targets [][]float64, extra float64, cols []RosterCol) {
	text := func(i int) bool { return !cols[i].Num }
	if !slices.ContainsFunc(cols, func(c RosterCol) bool { return !c.Num }) {
		text = func(int) bool { return true }
	}
	for _, target := range targets {
		var lacking []int
		for i := range w {
			if text(i) && target[i] > w[i] {
				lacking = append(lacking, i)
			}
		}
		slices.SortStableFunc(lacking, func(a, b int) int { return cmpFloat(target[a]-w[a], target[b]-w[b]) })
		for _, i := range lacking {
			give := min(extra, target[i]-w[i])
			w[i] += give
			extra -= give
		}
	}
	total := 0.0
	for i := range w {
		if text(i) {
			total += w[i]
		}
	}
	for i := range w {
		if text(i) && total > 0 {
			w[i] += extra * w[i] / total
		}
	}
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// cellLines sets s in as few lines as fit w mm at size pt, at most n,
// broken at spaces so that the lines are even; the last line ends in "…"
// if the text is still too long. A word wider than w is broken between
// letters if split, else it ends in "…".
func cellLines(f *font.Font, s string, size, w float64, n int, split bool) []string {
	w += 1e-6 // the column's width less its gutters may round below what planRoster measured
	all := words(s)
	if split {
		var pieces []string
		for _, word := range all {
			for f.Width(word, size)*layout.Slack > w && utf8.RuneCountInString(word) > 1 {
				head, n := wrap.BreakWord(f, word, size, w)
				pieces, word = append(pieces, head), word[n:]
			}
			pieces = append(pieces, word)
		}
		all = pieces
	}
	var ws []float64
	for _, word := range all {
		ws = append(ws, f.Width(word, size))
	}
	space := f.Width(" ", size)
	var breaks []int // each line filled in turn: the fewest lines
	for i, line := 0, 0.0; i < len(ws); i++ {
		if line > 0 && (line+space+ws[i])*layout.Slack > w {
			breaks, line = append(breaks, i), 0
		}
		if line > 0 {
			line += space
		}
		line += ws[i]
	}
	if len(breaks) < n {
		_, breaks = balance(ws, space, len(breaks)+1) // as many lines, but even
	} else {
		breaks = breaks[:n-1] // the rest on the last line, shortened
	}
	var out []string
	start := 0
	for _, b := range append(breaks, len(all)) {
		out = append(out, ellipsize(f, strings.Join(all[start:b], " "), size, w/layout.Slack))
		start = b
	}
	return out
}
