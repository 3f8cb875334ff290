package slug

import (
	"strings"
	"testing"
)

func TestASCII(t *testing.T) {
	for _, c := range []struct {
		in   string
		max  int
		want string
	}{
		{"Huszár Troop", 0, "huszar-troop"},
		{"Mort-Homme (2ème DB)", 0, "mort-homme-2eme-db"},
		{"Ioan Pălăghiță", 0, "ioan-palaghita"},
		{"44M Buzogányvető", 0, "44m-buzoganyveto"},
		{"Łódź Straße Ærø", 0, "lodz-strasse-aero"},
		{"Hu\u0301sza\u0301r", 0, "huszar"}, // accents written as combining marks
		{"  --Tiger--  ", 0, "tiger"},
		{"Т-34", 0, "34"},             // Cyrillic Te has no ASCII form
		{"Tiger™ Ⅱ", 0, "tigertm-ii"}, // as the viewer site names it
		{"Т", 0, ""},
		{"", 0, ""},
		{"abc def", 3, "abc"},
		{"abc def", 4, "abc"},
		{"abc def", 5, "abc-d"},
		{"ab ßx", 4, "ab-s"},
	} {
		if got := ASCII(c.in, c.max); got != c.want {
			t.Errorf("ASCII(%q, %d) = %q, want %q", c.in, c.max, got, c.want)
		}
	}
}

// TestASCIIStaysInBounds: whatever the text, the result is lower-case
// ASCII letters and digits joined by single dashes, at most max long.
func TestASCIIStaysInBounds(t *testing.T) {
	for _, s := range []string{strings.Repeat("é ", 100), strings.Repeat("ß", 50), strings.Repeat("a-", 80), "\x00\ufeffx\u200by"} {
		for _, max := range []int{0, 1, 2, 7, 60} {
			got := ASCII(s, max)
			if max > 0 && len(got) > max {
				t.Errorf("ASCII(%q, %d) = %q: longer than %d", s, max, got, max)
			}
			if strings.Trim(got, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" || strings.HasPrefix(got, "-") || strings.HasSuffix(got, "-") || strings.Contains(got, "--") {
				t.Errorf("ASCII(%q, %d) = %q: not letters and digits joined by single dashes", s, max, got)
			}
		}
	}
}
