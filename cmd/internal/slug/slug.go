// Package slug makes names for files and pages from names people write:
// "Huszár Troop" is "huszar-troop".
package slug

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// folds are the letters that keep no accent apart from their base letter,
// and so are not split by NFKD.
var folds = map[rune]string{'æ': "ae", 'ø': "o", 'ß': "ss", 'œ': "oe", 'ł': "l", 'đ': "d", 'ð': "d", 'þ': "th", 'ı': "i", 'ħ': "h", 'ŧ': "t"}

// ASCII is s in lower-case ASCII letters and digits, one "-" for every run
// of anything else between them, accents dropped from their letters as the
// viewer site drops them: "Mort-Homme (2ème DB)" is "mort-homme-2eme-db".
// A letter with no ASCII form, such as Cyrillic or Greek, counts as
// anything else. When max is above 0 the result is cut to at most max
// characters at the end of a letter or digit. It is "" when s has no
// letter or digit with an ASCII form.
func ASCII(s string, max int) string {
	var b strings.Builder
	dash := false
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
				dash = true
				continue
			}
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			if max > 0 && b.Len() >= max {
				return strings.TrimSuffix(b.String()[:max], "-")
			}
			b.WriteRune(r)
			dash = false
		}
	}
	return b.String()
}
