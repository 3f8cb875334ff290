// Package rich sets text of two weights, a bold title running into a
// regular body, into lines of a width, as a card's lists, blocks and
// tables set it: words measured once for every size tried, a glued unit
// kept whole where it fits a line, and no short word left alone on the
// paragraph's last line.
package rich

import (
	"strings"

	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/wrap"
)

// Weight names the face a run is set in, by whether it is bold.
func Weight(bold bool) string {
	if bold {
		return "bold"
	}
	return "regular"
}

// Run is a piece of a rich line set in one font.
type Run struct {
	Text string
	Bold bool
	X    float64 // offset from the line's start, mm
}

// Word is a unit that wrapping keeps whole, whether it is set in bold,
// and its width in its face's design units, measured once for every size
// it is wrapped at.
type Word struct {
	Text  string
	Bold  bool
	Units int    // width of Text in design units
	words []Word // a glued unit's own words, measured; nil for one word
}

// measure measures the unit u in the weight given, and its words when
// it glues more than one.
func measure(fs *font.Set, u string, bold bool) Word {
	f := fs.Weight(bold)
	wd := Word{Text: u, Bold: bold, Units: f.Units(u)}
	if wrap.Glued(u) {
		for _, w := range strings.Fields(u) {
			wd.words = append(wd.words, Word{Text: w, Bold: bold, Units: f.Units(w)})
		}
	}
	return wd
}

// Piece is a word, or part of a broken one, as wrapping places it.
type Piece struct {
	Text string
	Bold bool
	Line int
	X    float64 // offset from the line's start, mm
}

// setter places words on lines no wider than w mm at size pt, one word at
// a time.
type setter struct {
	fs      *font.Set
	size, w float64
	space   float64 // width of a space, mm
	pieces  []Piece // the words placed so far
	line    int     // the line being filled
	x       float64 // mm: where the line's text ends
	started bool    // the line has a word on it
}

// set places a word after the last, on a new line if it does not fit
// there; a word wider than a line is broken between characters.
func (s *setter) set(wd Word) {
	f := s.fs.Weight(wd.Bold)
	text, units := wd.Text, wd.Units
	for {
		gap := 0.0
		if s.started {
			gap = s.space
		}
		ww := f.WidthOf(units, s.size)
		if s.x+gap+ww <= s.w/wrap.Slack+1e-9 {
			s.pieces = append(s.pieces, Piece{text, wd.Bold, s.line, s.x + gap})
			s.x += gap + ww
			s.started = true
			return
		}
		if s.started {
			s.line, s.x, s.started = s.line+1, 0, false
			continue
		}
		head, n := wrap.BreakWord(f, text, s.size, s.w)
		s.pieces = append(s.pieces, Piece{head, wd.Bold, s.line, 0})
		s.line++
		if text = text[n:]; text == "" {
			return
		}
		units = f.Units(text)
	}
}

// lines returns how many lines the words placed so far take.
func (s *setter) lines() int {
	if s.started {
		return s.line + 1
	}
	return s.line
}

// Set wraps words of mixed weight into lines no wider than w mm at size
// pt: it appends the pieces it places to buf, and returns them and the
// number of lines. A glued unit wider than a line falls apart into its
// words. Only widths are added up, so that a fit can try many sizes and
// join the text only for the one it takes.
func Set(fs *font.Set, words []Word, size, w float64, buf []Piece) ([]Piece, int) {
	s := setter{fs: fs, size: size, w: w, space: fs.Regular.Width(" ", size), pieces: buf}
	for _, u := range words {
		if u.words != nil && fs.Weight(u.Bold).WidthOf(u.Units, size)*wrap.Slack > w {
			for _, wd := range u.words {
				s.set(wd)
			}
		} else {
			s.set(u)
		}
	}
	s.keepCompany(len(buf))
	return s.pieces, s.lines()
}

// keepCompany gives a last line that would hold one short word alone (a
// quarter of the line or less) the last word of the line before, where
// that line keeps two or more: as many lines, and no word left on its own.
// from is the text's first piece.
func (s *setter) keepCompany(from int) {
	p, width := s.pieces[from:], func(pc Piece) float64 { return s.fs.Weight(pc.Bold).Width(pc.Text, s.size) }
	if n := len(p); n >= 4 && p[n-2].Line == p[n-1].Line-1 && p[n-4].Line == p[n-2].Line {
		if last, moved := width(p[n-1]), width(p[n-2]); last <= s.w/4 && moved+s.space+last <= s.w/wrap.Slack {
			p[n-2].Line, p[n-2].X, p[n-1].X = p[n-1].Line, 0, moved+s.space
		}
	}
}

// Runs gathers n lines of placed pieces into runs: the words of one
// weight a space apart, and a space ending a run that another weight
// follows on its line.
func Runs(pieces []Piece, n int) [][]Run {
	lines := make([][]Run, n)
	for len(pieces) > 0 {
		first, k := pieces[0], 1 // k: the pieces of first's run
		for k < len(pieces) && pieces[k].Line == first.Line && pieces[k].Bold == first.Bold {
			k++
		}
		followed := k < len(pieces) && pieces[k].Line == first.Line
		lines[first.Line] = append(lines[first.Line], Run{joinPieces(pieces[:k], followed), first.Bold, first.X})
		pieces = pieces[k:]
	}
	return lines
}

// joinPieces returns the texts of pieces a space apart, with a space after
// them too when spaced.
func joinPieces(pieces []Piece, spaced bool) string {
	if len(pieces) == 1 && !spaced {
		return pieces[0].Text
	}
	n := len(pieces)
	for _, pc := range pieces {
		n += len(pc.Text)
	}
	var b strings.Builder
	b.Grow(n)
	for i, pc := range pieces {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(pc.Text)
	}
	if spaced {
		b.WriteByte(' ')
	}
	return b.String()
}

// Wrap wraps words of mixed weight into lines of runs no wider than w mm.
// A word wider than the line is broken between characters.
func Wrap(fs *font.Set, words []Word, size, w float64) [][]Run {
	return Runs(Set(fs, words, size, w, nil))
}

// Words splits a bold title and a regular body into measured words.
func Words(fs *font.Set, title, body string) []Word {
	var out []Word
	for _, w := range wrap.Units(title) {
		out = append(out, measure(fs, w, true))
	}
	for _, w := range wrap.Units(body) {
		out = append(out, measure(fs, w, false))
	}
	return out
}
