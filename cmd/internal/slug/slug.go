// Package slug makes names for files and pages from names people write:
// "Huszár Troop" is "huszar-troop" (ASCII) or "huszár-troop" (Letters).
package slug

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// folds are the letters that keep no accent apart from their base letter,
// and so are not split by NFKD.
var folds = map[rune]string{'æ': "ae", 'ø': "o", 'ß': "ss", 'œ': "oe", 'ł': "l", 'đ': "d", 'ð': "d", 'þ': "th", 'ı': "i", 'ħ': "h", 'ŧ': "t"}

// joiner writes the runes a name keeps, one "-" for each run of those it
// leaves out between them.
type joiner struct {
	b   strings.Builder
	gap bool // a rune left out since the last one kept
}

// keep writes r, after a "-" where runes were left out before it.
func (j *joiner) keep(r rune) {
	if j.gap && j.b.Len() > 0 {
		j.b.WriteByte('-')
	}
	j.b.WriteRune(r)
	j.gap = false
}

// inWord reports whether the last rune seen was kept.
func (j *joiner) inWord() bool { return !j.gap && j.b.Len() > 0 }

// ASCII is s in lower-case ASCII letters and digits, one "-" for every run
// of anything else between them, accents dropped from their letters as the
// viewer site drops them: "Mort-Homme (2ème DB)" is "mort-homme-2eme-db".
// A letter with no ASCII form, such as Cyrillic or Greek, counts as
// anything else. When max is above 0 the result is cut to at most max
// characters at the end of a letter or digit. It is "" when s has no
// letter or digit with an ASCII form.
func ASCII(s string, max int) string {
	var j joiner
	for _, r := range norm.NFKD.String(s) { // then lower case: "™" is "TM"
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		r = unicode.ToLower(r)
		t := string(r)
		if f, ok := folds[r]; ok {
			t = f
		}
		for _, r := range t {
			if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
				j.gap = true
				continue
			}
			j.keep(r)
			if max > 0 && j.b.Len() > max {
				return strings.TrimSuffix(j.b.String()[:max], "-")
			}
		}
	}
	return j.b.String()
}

// Letters is s in lower case, composed (NFC), its letters of any script
// with their accents and marks (a vowel sign too) and its digits, one "-"
// for every run of anything else between them: "Ioan Pălăghiță" is
// "ioan-pălăghiță", "Т-34 «Ivan»" is "т-34-ivan". It is "" when s has no
// letter or digit.
func Letters(s string) string {
	var j joiner
	for _, r := range norm.NFC.String(strings.ToLower(s)) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) && j.inWord() {
			j.keep(r)
		} else {
			j.gap = true
		}
	}
	return j.b.String()
}
