// Package wrap breaks plain text into lines of a width, as cards set it:
// at spaces, keeping a number with the word after it ("1 or 2", "p. 41")
// and a "·" with the word before, and breaking a word between characters
// only where it is wider than a whole line.
package wrap

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/crewcard/crewcard/layout/font"
)

// Slack is how much wider than measured a width is taken: 0.5 %, for
// rounding in the PDF.
const Slack = 1.005

// Widest returns the width of the widest of lines at size pt, mm: a
// letter alone that Lines could not break may be wider than its line.
func Widest(f *font.Font, lines []string, size float64) float64 {
	w := 0.0
	for _, ln := range lines {
		w = max(w, f.Width(ln, size))
	}
	return w
}

// Lines breaks s into lines no wider than w mm at size pt, at spaces and
// explicit newlines; a word wider than a line is broken between characters.
func Lines(f *font.Font, s string, size, w float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range narrowUnits(f, Units(para), size, w) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if f.Width(try, size)*Slack <= w {
				line = try
				continue
			}
			if line != "" {
				lines = append(lines, line)
			}
			line = word
			for f.Width(line, size)*Slack > w && utf8.RuneCountInString(line) > 1 {
				head, n := BreakWord(f, line, size, w)
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
// does begins with a digit, a sign, "(" or "p" and ends in a digit or ".",
// which is quicker to test than the pattern, and most words do not.
func keepsWithNext(w string) bool {
	if w == "" {
		return false
	}
	first, _ := utf8.DecodeRuneInString(w)
	last := w[len(w)-1]
	return strings.ContainsRune("0123456789+-−(p", first) && ('0' <= last && last <= '9' || last == '.') && keepWithNext.MatchString(w)
}

// leads are the marks that lead a line's text, written apart from it: a
// row that belongs to the one above ("› bombardment"), a bullet, an arrow.
const leads = "›•→▸"

// rank matches an abbreviation before a name, a rank or a title written
// short ("Sgt.", "Obgfr.", "Maj."): a capital, up to five small
// consonants and a full stop, or one of the short forms with a vowel. A
// word that ends a sentence, such as "Driver.", has its vowels.
var rank = regexp.MustCompile(`^(\p{Lu}[b-df-hj-np-tv-xz]{1,5}|Maj|Col|Gen|Capt|Gefr|Pte|Brig)\.$`)

// capitalised reports whether w begins with a capital.
func capitalised(w string) bool {
	first, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(first)
}

// Units splits s at spaces into the units that wrapping keeps whole: a word,
// or words that must stay on one line, joined by a space or, where the
// text says so, a no-break space. A word of
// keepWithNext takes the next word with it, as does "or", "to", "and" or
// "of" after one ("1 or 2", "1–3 of 3"), a rank (rank) the name after it ("Sgt. Ravel"), and a
// lone leading mark (leads) the word it marks ("› bombardment"); a "·" never begins a line: it
// stays with the word before it.
func Units(s string) []string {
	var out []string
	glue, number, ranked := false, false, false
	for _, w := range fields(s) {
		if len(out) > 0 && (glue || ranked && capitalised(w) || strings.HasPrefix(w, "·")) {
			out[len(out)-1] += " " + w
		} else {
			out = append(out, w)
		}
		// "or", "to", "and" and "of" after a number join a span ("1 or 2",
		// "1–3 of 3").
		joins := number && (w == "or" || w == "to" || w == "and" || w == "of")
		number = keepsWithNext(w)
		glue = number || joins || utf8.RuneCountInString(w) == 1 && strings.ContainsAny(w, leads)
		ranked = w[len(w)-1] == '.' && rank.MatchString(w)
	}
	return out
}

// Whole returns s with its spaces made no-break (U+00A0): a phrase that
// never breaks across lines ("Medical Vehicle", "Veteran 3+"), set on the
// next line where the line has no room for it.
func Whole(s string) string { return strings.ReplaceAll(s, " ", "\u00a0") }

// fields splits s at its spaces, but for a no-break space (U+00A0):
// the words either side of one are a unit ("Pen\u00a0+7").
func fields(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) && r != '\u00a0' })
}

// Glued reports whether u, a unit of Units, is words kept together, at a
// space or a no-break space: a line too narrow for it breaks it between
// them (strings.Fields), never inside one.
func Glued(u string) bool { return strings.ContainsAny(u, " \u00a0") }

// narrowUnits returns us with each unit wider than a line of w mm at size
// pt split back into its words (Glued): it may break where glued, as any
// text may break a word too long for its line.
func narrowUnits(f *font.Font, us []string, size, w float64) []string {
	var out []string
	for _, u := range us {
		if Glued(u) && f.Width(u, size)*Slack > w {
			out = append(out, strings.Fields(u)...)
		} else {
			out = append(out, u)
		}
	}
	return out
}

// BreakWord splits a word too wide for w mm: after its last hyphen that
// fits, or else after the longest prefix that fits with a hyphen added (at
// least one rune). It returns the text to print and how many bytes of word
// that text covers.
func BreakWord(f *font.Font, word string, size, w float64) (head string, n int) {
	end, hyphen := 0, 0
	for i, r := range word {
		next := i + utf8.RuneLen(r)
		if end > 0 && f.Width(word[:next]+"-", size)*Slack > w {
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

// WidestWord returns the width of the widest word of s at size pt, mm: of
// the widest unit that wrapping keeps whole.
func WidestWord(f *font.Font, s string, size float64) float64 {
	w := 0.0
	for _, word := range Units(s) {
		w = max(w, f.Width(word, size))
	}
	return w
}
