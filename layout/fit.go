package layout

import (
	"strings"

	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/wrap"
)

// Text fitting: a text is first set on one line, shrinking from the widget's
// size down to its floor in steps of sizeStep; if it still does not fit it is
// wrapped, again from the largest size down. Whatever cannot fit is reported,
// never clipped.

const (
	sizeStep = 0.25       // pt between tried sizes
	leading  = 1.15       // line height as a multiple of the type size
	Slack    = wrap.Slack // widths are measured 0.5 % wide, for rounding in the PDF
)

// LineHeight returns the baseline-to-baseline distance at size pt, mm.
func LineHeight(size float64) float64 { return size * leading * PtToMM }

// lineBox returns the height a single line needs at size pt, mm: one em,
// which holds capitals, accents and descenders without leading.
func lineBox(size float64) float64 { return size * PtToMM }

// sizes returns the sizes to try, largest first, always ending at floor.
func sizes(size, floor float64) []float64 {
	var out []float64
	for s := size; s > floor+1e-9; s -= sizeStep {
		out = append(out, s)
	}
	return append(out, floor)
}

// fitted is a text set to fit a box.
type fitted struct {
	Size  float64  // pt
	Lines []string // one entry per line
}

// fitText sets s in a box of w × h mm with font f between size and floor pt.
// It reports false when s does not fit even wrapped at the floor.
func fitText(f *font.Font, s string, w, h, size, floor float64) (fitted, bool) {
	if !strings.Contains(s, "\n") {
		for _, sz := range sizes(size, floor) {
			if f.Width(s, sz)*Slack <= w && lineBox(sz) <= h+1e-9 {
				return fitted{sz, []string{s}}, true
			}
		}
	}
	// Wrap at word breaks if any size allows it; break words only if not.
	for _, breakWords := range []bool{false, true} {
		for _, sz := range sizes(size, floor) {
			if !breakWords && wrap.WidestWord(f, s, sz)*Slack > w {
				continue
			}
			lines := wrap.Lines(f, s, sz, w)
			if float64(len(lines))*LineHeight(sz) <= h+1e-9 && wrap.Widest(f, lines, sz)*Slack <= w+1e-9 {
				return fitted{sz, lines}, true
			}
		}
	}
	return fitted{}, false
}

// weights name the face a run is set in, by whether it is bold.
var weights = map[bool]string{false: "regular", true: "bold"}

// run is a piece of a rich line set in one font.
type run struct {
	Text string
	Bold bool
	X    float64 // offset from the line's start, mm
}

// richWord is a unit that wrapping keeps whole, whether it is set in bold,
// and its width in its face's design units, measured once for every size
// it is wrapped at.
type richWord struct {
	Text  string
	Bold  bool
	units int        // width of Text in design units
	words []richWord // a glued unit's own words, measured; nil for one word
}

// measureWord measures the unit u in the weight given, and its words when
// it glues more than one.
func measureWord(fs *font.Set, u string, bold bool) richWord {
	f := fs.Weight(bold)
	wd := richWord{Text: u, Bold: bold, units: f.Units(u)}
	if strings.Contains(u, " ") {
		for _, w := range strings.Fields(u) {
			wd.words = append(wd.words, richWord{Text: w, Bold: bold, units: f.Units(w)})
		}
	}
	return wd
}

// piece is a word, or part of a broken one, as wrapping places it.
type piece struct {
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
	pieces  []piece // the words placed so far
	line    int     // the line being filled
	x       float64 // mm: where the line's text ends
	started bool    // the line has a word on it
}

// set places a word after the last, on a new line if it does not fit
// there; a word wider than a line is broken between characters.
func (s *setter) set(wd richWord) {
	f := s.fs.Weight(wd.Bold)
	text, units := wd.Text, wd.units
	for {
		gap := 0.0
		if s.started {
			gap = s.space
		}
		ww := f.WidthOf(units, s.size)
		if s.x+gap+ww <= s.w/Slack+1e-9 {
			s.pieces = append(s.pieces, piece{text, wd.Bold, s.line, s.x + gap})
			s.x += gap + ww
			s.started = true
			return
		}
		if s.started {
			s.line, s.x, s.started = s.line+1, 0, false
			continue
		}
		head, n := wrap.BreakWord(f, text, s.size, s.w)
		s.pieces = append(s.pieces, piece{head, wd.Bold, s.line, 0})
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

// setRich wraps words of mixed weight into lines no wider than w mm at size
// pt: it appends the pieces it places to buf, and returns them and the
// number of lines. A glued unit wider than a line falls apart into its
// words. Only widths are added up, so that a fit can try many sizes and
// join the text only for the one it takes.
func setRich(fs *font.Set, words []richWord, size, w float64, buf []piece) ([]piece, int) {
	s := setter{fs: fs, size: size, w: w, space: fs.Regular.Width(" ", size), pieces: buf}
	for _, u := range words {
		if u.words != nil && fs.Weight(u.Bold).WidthOf(u.units, size)*Slack > w {
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
	p, width := s.pieces[from:], func(pc piece) float64 { return s.fs.Weight(pc.Bold).Width(pc.Text, s.size) }
	if n := len(p); n >= 4 && p[n-2].Line == p[n-1].Line-1 && p[n-4].Line == p[n-2].Line {
		if last, moved := width(p[n-1]), width(p[n-2]); last <= s.w/4 && moved+s.space+last <= s.w/Slack {
			p[n-2].Line, p[n-2].X, p[n-1].X = p[n-1].Line, 0, moved+s.space
		}
	}
}

// runsOf gathers n lines of placed pieces into runs: the words of one
// weight a space apart, and a space ending a run that another weight
// follows on its line.
func runsOf(pieces []piece, n int) [][]run {
	lines := make([][]run, n)
	for len(pieces) > 0 {
		first, k := pieces[0], 1 // k: the pieces of first's run
		for k < len(pieces) && pieces[k].Line == first.Line && pieces[k].Bold == first.Bold {
			k++
		}
		followed := k < len(pieces) && pieces[k].Line == first.Line
		lines[first.Line] = append(lines[first.Line], run{joinPieces(pieces[:k], followed), first.Bold, first.X})
		pieces = pieces[k:]
	}
	return lines
}

// joinPieces returns the texts of pieces a space apart, with a space after
// them too when spaced.
func joinPieces(pieces []piece, spaced bool) string {
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

// wrapRich wraps words of mixed weight into lines of runs no wider than w mm.
// A word wider than the line is broken between characters.
func wrapRich(fs *font.Set, words []richWord, size, w float64) [][]run {
	return runsOf(setRich(fs, words, size, w, nil))
}

// richWords splits a bold title and a regular body into measured words.
func richWords(fs *font.Set, title, body string) []richWord {
	var out []richWord
	for _, w := range wrap.Units(title) {
		out = append(out, measureWord(fs, w, true))
	}
	for _, w := range wrap.Units(body) {
		out = append(out, measureWord(fs, w, false))
	}
	return out
}
