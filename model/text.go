package model

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// CheckText checks a name or note that a card prints: present if required,
// at most max runes, no control characters, nothing above U+FFFF, which
// the card font cannot draw, and, if not empty, some visible character
// (visible): a name of spaces, soft hyphens or zero-width spaces would
// print as nothing. It returns the problem, or "".
func CheckText(s string, required bool, max int) string {
	n := utf8.RuneCountInString(s)
	switch {
	case required && s == "":
		return "must not be empty"
	case n > max:
		return fmt.Sprintf("is %d characters long, more than the %d the card prints", n, max)
	}
	for _, r := range s {
		switch {
		case r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0:
			return fmt.Sprintf("holds the control character %U", r)
		case r > 0xFFFF:
			return fmt.Sprintf("holds %q (%U), which the card font cannot print", r, r)
		}
	}
	switch {
	case s == "" || strings.IndexFunc(s, visible) >= 0:
		return ""
	case required:
		return fmt.Sprintf("must not be empty: %s has no visible character", Quote(s))
	}
	return fmt.Sprintf("%s has no visible character; leave it empty or write one", Quote(s))
}

// invisible are the characters that print as nothing on their own: spaces,
// format characters (soft hyphen, zero-width space, byte-order mark),
// combining marks, which need a letter to sit on, and the other default
// ignorable characters, such as the Hangul fillers and variation selectors.
var invisible = []*unicode.RangeTable{
	unicode.White_Space, unicode.Zs, unicode.Cf, unicode.Mn, unicode.Me,
	unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector,
}

// visible reports whether r prints as something a reader can see.
func visible(r rune) bool { return !unicode.IsOneOf(invisible, r) }

// maxQuote is how many characters of a user's text a message quotes.
const maxQuote = 60

// Clip returns s cut to at most n characters, with "…" for the rest.
func Clip(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i] + "…"
		}
		n--
	}
	return s
}

// Quote returns s in double quotes, as %q writes it, cut to 60 characters:
// a message names the text, it need not repeat a megabyte of it.
func Quote(s string) string { return strconv.Quote(Clip(s, maxQuote)) }

// Typographic gives a name as a card prints it, its straight single quotes
// typographic: an opening one (‘) at a word's start, a closing one or an
// apostrophe (’) elsewhere, and before a digit, which it elides: "Panzer
// II ‘Luchs’", "Frost’s", "Summer ’44". Files and codes keep the name as
// written.
func Typographic(s string) string {
	if !strings.Contains(s, "'") {
		return s
	}
	r := []rune(s)
	for i, c := range r {
		if c != '\'' {
			continue
		}
		opens := i+1 < len(r) && !unicode.IsSpace(r[i+1]) && !unicode.IsDigit(r[i+1]) &&
			(i == 0 || unicode.IsSpace(r[i-1]) || strings.ContainsRune("([/–—", r[i-1]))
		r[i] = '’'
		if opens {
			r[i] = '‘'
		}
	}
	return string(r)
}
