// Package columns shares a table's width among its columns: each its
// natural width where they all fit, else short columns whole and the long
// ones wrapped, never narrower than their widest words.
package columns

import (
	"regexp"
	"slices"
	"strings"
)

// Share gives table columns their natural widths when they fit in
// room mm. Otherwise a column whose natural width is within its fair share
// of the room left (and leaves the others their widest words) gets it
// whole, shortest first, so that short cells never wrap; the columns left
// each keep at least their widest word, and share the rest in proportion
// to how much more each would take.
func Share(natural, least []float64, room float64, align []float64) []float64 {
	if Sum(natural) <= room {
		return spread(natural, align, room)
	}
	out := make([]float64, len(natural))
	whole := make([]bool, len(natural))
	for {
		var left []int
		rem := room
		for c := range natural {
			if whole[c] {
				rem -= out[c]
			} else {
				left = append(left, c)
			}
		}
		next := -1
		for _, c := range left {
			leastOthers := 0.0
			for _, o := range left {
				if o != c {
					leastOthers += least[o]
				}
			}
			if natural[c] <= rem/float64(len(left)) && natural[c]+leastOthers <= rem && (next < 0 || natural[c] < natural[next]) {
				next = c
			}
		}
		if next < 0 {
			shareRest(out, natural, least, left, rem)
			return out
		}
		out[next], whole[next] = natural[next], true
	}
}

// shareRest shares rem mm among the columns left: each keeps at least its
// widest word, and what is left goes in proportion to how much more each
// would take (all in proportion to their widest words if even those do not
// fit).
func shareRest(out, natural, least []float64, left []int, rem float64) {
	var sumN, sumL float64
	for _, c := range left {
		sumN += natural[c]
		sumL += least[c]
	}
	for _, c := range left {
		switch {
		case sumL >= rem:
			out[c] = rem * least[c] / sumL
		case sumN <= sumL:
			out[c] = least[c]
		default:
			out[c] = least[c] + (natural[c]-least[c])*(rem-sumL)/(sumN-sumL)
		}
	}
}

// Gap is the gap between columns whose widest words are least wide in a
// table w wide: want, or less where the words then do not fit, down to
// floor.
func Gap(least []float64, w, want, floor float64) float64 {
	if n := float64(len(least) - 1); n > 0 && Sum(least)+n*want > w {
		return max(floor, (w-Sum(least))/n)
	}
	return want
}

// A Measure gives a cell's width set whole and the width of its widest
// word, mm; head is true for a table's first row, its header.
type Measure func(cell string, head bool) (whole, word float64)

// Natural gives a table's columns their natural widths, each its widest
// cell's, and the widths of their widest words.
func Natural(rows [][]string, measure Measure) (natural, least []float64) {
	cols := len(rows[0])
	natural, least = make([]float64, cols), make([]float64, cols)
	for r, row := range rows {
		for c := 0; c < cols && c < len(row); c++ {
			whole, word := measure(row[c], r == 0)
			natural[c], least[c] = max(natural[c], whole), max(least[c], word)
		}
	}
	return natural, least
}

// Key names a table by its header: tables of one key share their columns
// (Shared).
func Key(rows [][]string) string { return strings.Join(rows[0], "\x00") }

// A Grid holds the columns that tables of one header share, keyed by Key.
type Grid map[string]Shape

// A Shape is how a table's columns are set: their natural widths and
// their widest words' (Natural), where each stands in its width (Align),
// and the widest of each column of whole numbers (Figures).
type Shape struct {
	Natural, Least []float64
	Align          []float64
	Figures        []float64
}

// Shape gives a table's columns the grid's shape for its header, else its
// own.
func (g Grid) Shape(rows [][]string, measure Measure) Shape {
	if s, ok := g[Key(rows)]; ok {
		return s
	}
	natural, least := Natural(rows, measure)
	return Shape{natural, least, Align(rows), Figures(rows, measure)}
}

// spread gives a stat line, a table whose columns are centred (Align)
// more than half of them, the room its natural widths leave, in equal shares
// to its centred columns: it spans its widget as a stat line's boxes do.
// Any other table keeps its natural widths.
func spread(natural, align []float64, room float64) []float64 {
	centred := 0
	for _, a := range align {
		if a == 0.5 {
			centred++
		}
	}
	if 2*centred <= len(natural) {
		return natural
	}
	out, extra := slices.Clone(natural), (room-Sum(natural))/float64(centred)
	for c, a := range align {
		if a == 0.5 {
			out[c] += extra
		}
	}
	return out
}

// Shared gives the tables that share a header one shape, so that their
// columns line up: the widest of each column among them, centred where
// every one of them holds stats there. Nil where no two tables
// share a header; empty tables are skipped.
func Shared(tables [][][]string, measure Measure) Grid {
	byKey := map[string][][][]string{}
	for _, t := range tables {
		if len(t) > 0 {
			byKey[Key(t)] = append(byKey[Key(t)], t)
		}
	}
	var out Grid
	for key, ts := range byKey {
		if len(ts) < 2 {
			continue
		}
		if out == nil {
			out = Grid{}
		}
		all := ts[0] // their headers are the same: one, then every row under them
		for _, t := range ts[1:] {
			all = append(slices.Clip(all), t[1:]...)
		}
		natural, least := Natural(all, measure)
		out[key] = Shape{natural, least, Align(all), Figures(all, measure)}
	}
	return out
}

// Sum is the sum of widths xs, mm.
func Sum(xs []float64) float64 {
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t
}

// Align gives each column of a table (rows, its header first) the share
// of its slack its cells stand after, 0 flush left to 1 flush right: a
// column of stats (numbers, scores, dashes, measures, words in capitals:
// "4", "3+", "-", "16″/40cm", "AUTO") is centred under its header, as a
// stat line's boxes are; any other (names, sentences) flush left. The
// first column names its rows unless it holds numbers alone: "MG" and
// "7.5cm" are weapons there, flush left.
func Align(rows [][]string) []float64 {
	align := make([]float64, len(rows[0]))
	for c := range align {
		stat := statCell
		if c == 0 {
			stat = statNumber
		}
		if len(rows) > 1 && !slices.ContainsFunc(rows[1:], func(row []string) bool { return c >= len(row) || !stat.MatchString(row[c]) }) {
			align[c] = 0.5
		}
	}
	return align
}

// Figures gives, for each column of a table (rows, its header first)
// whose body holds whole numbers alone ("64", "112"), the width of the
// widest of them as measure gives it, and 0 for any other column: in a
// centred column such numbers stand flush right to the widest, their
// units under each other, the widest centred.
func Figures(rows [][]string, measure Measure) []float64 {
	fig := make([]float64, len(rows[0]))
	for c := range fig {
		if len(rows) < 2 || slices.ContainsFunc(rows[1:], func(row []string) bool { return c >= len(row) || !wholeNumber.MatchString(row[c]) }) {
			continue
		}
		for _, row := range rows[1:] {
			w, _ := measure(row[c], false)
			fig[c] = max(fig[c], w)
		}
	}
	return fig
}

var (
	wholeNumber = regexp.MustCompile(`^[0-9]+$`)
	statCell    = regexp.MustCompile(`^([0-9][0-9″"'/.+×x-]*(cm)?|[-–−]|\p{Lu}{2,})$`)
	statNumber  = regexp.MustCompile(`^([0-9][0-9″"'/.+×x-]*|[-–−])$`)
)

// Balance returns the least column height, up to limit, in which n
// entries of the given heights, gap apart, fill cols columns in order,
// each column taking entries while they fit: the columns then end as
// evenly as they can (three and two, not four and one). It returns limit
// where no lower height holds them all. The least height is that of some
// run of entries, the tallest column's.
func Balance(n int, height func(i int) float64, gap float64, cols int, limit float64) float64 {
	hs := make([]float64, n)
	for i := range hs {
		hs[i] = height(i)
	}
	var runs []float64
	for i := range hs {
		run := -gap
		for _, h := range hs[i:] {
			run += gap + h
			runs = append(runs, run)
		}
	}
	slices.Sort(runs)
	for _, h := range runs {
		if h < limit && filled(hs, gap, cols, h) {
			return h
		}
	}
	return limit
}

// filled reports whether entries of the given heights, gap apart, fill
// cols columns of height h in order.
func filled(heights []float64, gap float64, cols int, h float64) bool {
	col, y := 0, 0.0
	for _, e := range heights {
		if y > 0 && y+e > h+1e-9 {
			col, y = col+1, 0
		}
		if col >= cols || e > h+1e-9 {
			return false
		}
		y += e + gap
	}
	return true
}
