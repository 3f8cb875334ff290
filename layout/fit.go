package layout

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Text fitting: a text is first set on one line, shrinking from the widget's
// size down to its floor in steps of sizeStep; if it still does not fit it is
// wrapped, again from the largest size down. Whatever cannot fit is reported,
// never clipped.

const (
	sizeStep = 0.25  // pt between tried sizes
	leading  = 1.15  // line height as a multiple of the type size
	slack    = 1.005 // widths are measured 0.5 % wide, for rounding in the PDF
)

// lineHeight returns the baseline-to-baseline distance at size pt, mm.
func lineHeight(size float64) float64 { return size * leading * PtToMM }

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
func fitText(f *Font, s string, w, h, size, floor float64) (fitted, bool) {
	if !strings.Contains(s, "\n") {
		for _, sz := range sizes(size, floor) {
			if f.Width(s, sz)*slack <= w && lineBox(sz) <= h+1e-9 {
				return fitted{sz, []string{s}}, true
			}
		}
	}
	// Wrap at word breaks if any size allows it; break words only if not.
	for _, breakWords := range []bool{false, true} {
		for _, sz := range sizes(size, floor) {
			if !breakWords && widestWord(f, s, sz)*slack > w {
				continue
			}
			lines := wrap(f, s, sz, w)
			if float64(len(lines))*lineHeight(sz) <= h+1e-9 {
				return fitted{sz, lines}, true
			}
		}
	}
	return fitted{}, false
}

// wrap breaks s into lines no wider than w mm at size pt, at spaces and
// explicit newlines; a word wider than a line is broken between characters.
func wrap(f *Font, s string, size, w float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range narrowUnits(f, units(para), size, w) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if f.Width(try, size)*slack <= w {
				line = try
				continue
			}
			if line != "" {
				lines = append(lines, line)
			}
			line = word
			for f.Width(line, size)*slack > w && utf8.RuneCountInString(line) > 1 {
				head, n := breakWord(f, line, size, w)
				lines = append(lines, head)
				line = line[n:]
			}
		}
		lines = append(lines, line)
	}
	return lines
}

// keepWithNext matches a word that a line must not end with: a number (a
// die face, a count), a signed number ("−1") or a range, and "p." of a page
// reference, each of which belongs with the word after it.
var keepWithNext = regexp.MustCompile(`^(\d{1,3}|[−+-]\d+|\d+[–-]\d+|\(?p\.)$`)

// keepsWithNext reports whether w matches keepWithNext. Every word that
// does has a digit or ends in "p.", which is quicker to test than the
// pattern, and most words do not.
func keepsWithNext(w string) bool {
	return (strings.ContainsAny(w, "0123456789") || strings.HasSuffix(w, "p.")) && keepWithNext.MatchString(w)
}

// units splits s at spaces into the units that wrapping keeps whole: a word,
// or words that must stay on one line, joined by a space. A word of
// keepWithNext takes the next word with it, as does "or", "to" or "and"
// after one ("1 or 2"), and a "·" never begins a line: it stays with the
// word before it.
func units(s string) []string {
	var out []string
	glue, number := false, false
	for _, w := range strings.Fields(s) {
		if len(out) > 0 && (glue || strings.HasPrefix(w, "·")) {
			out[len(out)-1] += " " + w
		} else {
			out = append(out, w)
		}
		// "or", "to" and "and" after a number join a span ("1 or 2").
		joins := number && (w == "or" || w == "to" || w == "and")
		number = keepsWithNext(w)
		glue = number || joins
	}
	return out
}

// narrowUnits returns us with each unit wider than a line of w mm at size
// pt split back into its words: it may break where glued, as any text may
// break a word too long for its line.
func narrowUnits(f *Font, us []string, size, w float64) []string {
	var out []string
	for _, u := range us {
		if strings.Contains(u, " ") && f.Width(u, size)*slack > w {
			out = append(out, strings.Fields(u)...)
		} else {
			out = append(out, u)
		}
	}
	return out
}

// breakWord splits a word too wide for w mm: after its last hyphen that
// fits, or else after the longest prefix that fits with a hyphen added (at
// least one rune). It returns the text to print and how many bytes of word
// that text covers.
func breakWord(f *Font, word string, size, w float64) (head string, n int) {
	end, hyphen := 0, 0
	for i, r := range word {
		next := i + utf8.RuneLen(r)
		if end > 0 && f.Width(word[:next]+"-", size)*slack > w {
			break
		}
		end = next
		if r == '-' {
			hyphen = next
		}
	}
	switch {
	case hyphen > 0:
		return word[:hyphen], hyphen
	case end == len(word) || utf8.RuneCountInString(word[:end]) < 2:
		return word[:end], end
	}
	return word[:end] + "-", end
}

// run is a piece of a rich line set in one font.
type run struct {
	Text string
	Bold bool
	X    float64 // offset from the line's start, mm
}

// richWord is a word and whether it is set in bold.
type richWord struct {
	Text string
	Bold bool
}

// wrapRich wraps words of mixed weight into lines of runs no wider than w mm.
// A word wider than the line is broken between characters.
func wrapRich(fs *FontSet, words []richWord, size, w float64) [][]run {
	var lines [][]run
	var cur []run
	x := 0.0
	space := fs.Regular.Width(" ", size)
	var fit []richWord // units too wide for a line fall apart into their words
	for _, wd := range words {
		for _, u := range narrowUnits(fs.Weight(wd.Bold), []string{wd.Text}, size, w) {
			fit = append(fit, richWord{u, wd.Bold})
		}
	}
	for _, wd := range fit {
		f := fs.Weight(wd.Bold)
		text := wd.Text
		for {
			gap := 0.0
			if len(cur) > 0 {
				gap = space
			}
			ww := f.Width(text, size)
			if x+gap+ww <= w/slack+1e-9 {
				if n := len(cur); n > 0 && cur[n-1].Bold == wd.Bold {
					cur[n-1].Text += " " + text
				} else {
					if len(cur) > 0 {
						cur[len(cur)-1].Text += " "
					}
					cur = append(cur, run{text, wd.Bold, x + gap})
				}
				x += gap + ww
				break
			}
			if len(cur) > 0 {
				lines = append(lines, cur)
				cur, x = nil, 0
				continue
			}
			head, n := breakWord(f, text, size, w)
			lines = append(lines, []run{{head, wd.Bold, 0}})
			text = text[n:]
			if text == "" {
				break
			}
		}
	}
	if len(cur) > 0 {
		lines = append(lines, cur)
	}
	return lines
}

// richWords splits a bold title and a regular body into words.
func richWords(title, body string) []richWord {
	var out []richWord
	for _, w := range units(title) {
		out = append(out, richWord{w, true})
	}
	for _, w := range units(body) {
		out = append(out, richWord{w, false})
	}
	return out
}

// widestWord returns the width of the widest word of s at size pt, mm: of
// the widest unit that wrapping keeps whole.
func widestWord(f *Font, s string, size float64) float64 {
	w := 0.0
	for _, word := range units(s) {
		w = max(w, f.Width(word, size))
	}
	return w
}
