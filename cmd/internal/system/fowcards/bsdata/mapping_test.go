package bsdata

import "testing"

// TestShorten: a name cut to its limit ends at a word, and never on a
// word that joins it to what was cut.
func TestShorten(t *testing.T) {
	for _, tc := range []struct {
		in   string
		max  int
		want string
	}{
		{"MG42 & K98 rifle team with Panzerfause", 32, "MG42 & K98 rifle team"},
		{"5x StG44 assault rifle team with MG42 and Panzerfaust", 32, "5x StG44 assault rifle team"},
		{"Sd Kfz 251 (MG) half-track and a tow", 32, "Sd Kfz 251 (MG) half-track"},
		{"Sd Kfz 7/1 (2cm quadruple) AA", 32, "Sd Kfz 7/1 (2cm quadruple) AA"},
		{"Panzergrenadier Company HQ, command", 20, "Panzergrenadier"},
		{"Anti-tankgunwithoutanyspaces", 10, "Anti-tankg"},
	} {
		if got := shorten(tc.in, tc.max); got != tc.want {
			t.Errorf("shorten(%q, %d) = %q, want %q", tc.in, tc.max, got, tc.want)
		}
	}
}
