package model

import (
	"strings"
	"testing"
)

// TestCheckTextInvisible checks that a text with no visible character is
// empty to CheckText: refused where a text is required, and refused where
// it is optional but written, since it would print as nothing.
func TestCheckTextInvisible(t *testing.T) {
	for _, tc := range []struct {
		name, s  string
		required bool
		want     string // a substring of the problem; "" for none
	}{
		{"empty", "", true, "must not be empty"},
		{"a space", " ", true, "must not be empty"},
		{"ideographic space", "\u3000", true, "must not be empty"},
		{"soft hyphen", "\u00ad", true, `must not be empty: "\u00ad" has no visible character`},
		{"zero-width space", "\u200b", true, `must not be empty: "\u200b" has no visible character`},
		{"byte-order mark", "\ufeff", true, `must not be empty: "\ufeff" has no visible character`},
		{"word joiner and spaces", " \u2060 ", true, "has no visible character"},
		{"a combining accent alone", "\u0301", true, "has no visible character"},
		{"Hangul filler", "\u3164", true, "has no visible character"},
		{"variation selector", "\ufe0f", true, "has no visible character"},
		{"optional, empty", "", false, ""},
		{"optional, zero-width space", "\u200b", false, `"\u200b" has no visible character; leave it empty or write one`},
		{"optional, a space", " ", false, "has no visible character"},
		{"a name with a soft hyphen", "Panzer\u00adkampfwagen", true, ""},
		{"a letter and an accent", "e\u0301", true, ""},
		{"a control character", "\x01", true, "control character"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := CheckText(tc.s, tc.required, 40)
			if tc.want == "" && got != "" || !strings.Contains(got, tc.want) {
				t.Errorf("CheckText(%q, %v) = %q, want %q", tc.s, tc.required, got, tc.want)
			}
		})
	}
}

// TestTypographic: a name's straight single quotes print as typographic
// ones, opening at a word's start, closing or an apostrophe elsewhere.
func TestTypographic(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Panzer VI Ausf. B 'Tiger II'", "Panzer VI Ausf. B ‘Tiger II’"},
		{"Frost's Parachute Platoon", "Frost’s Parachute Platoon"},
		{"'Cuckoo' (late)", "‘Cuckoo’ (late)"},
		{"Gaz ('jeep')", "Gaz (‘jeep’)"},
		{"Tiger 131", "Tiger 131"},
		{"Summer '44", "Summer ’44"},
		{"Tiger/'Ausf. E'", "Tiger/‘Ausf. E’"},
	} {
		if got := Typographic(tc.in); got != tc.want {
			t.Errorf("Typographic(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
