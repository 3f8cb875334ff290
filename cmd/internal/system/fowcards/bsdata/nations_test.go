package bsdata

import (
	"testing"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
)

// TestNation reads a catalogue's nation from its name, the names of the
// public catalogues of every period among them (some not in the test
// data), and takes the one the import is given over it.
func TestNation(t *testing.T) {
	for _, tc := range []struct {
		name, given, want string
		known             bool
	}{
		{"Late-War - D-Day: German", "", "Germany", true},
		{"Late-War - D-Day: Waffen SS", "", "Germany", true},
		{"Late-War - Bulge: American", "", "US", true},
		{"Late-War Leviathans - Soviet", "", "USSR", true},
		{"Mid-War - Fighting First / All", "", "US", true},
		{"Mid-War - Afrika Korps", "", "Germany", true},
		{"Mid-War - Avanti", "", "Italy", true},
		{"Mid-War - Armoured Fist", "", "UK", true},
		{"PW - US Marine Corps & Army", "", "US", true},
		{"PW - British & Indian Force", "", "UK", true},
		{"Early-War - Blitzkrieg: French", "", "France", true},
		{"Fortifications", "", "Fortifications", false},
		{"Fortifications", "British", "UK", true},
		{"Late-War - D-Day: German", "Canadian", "Canada", true},
		{"Late-War - D-Day: German", "Free Polish Army", "Free Polish Army", true},
	} {
		c := &Catalogue{Data: &bs.Data{Name: tc.name}}
		if tc.given != "" {
			c.SetNation(tc.given)
		}
		if got, known := c.Nation(); got != tc.want || known != tc.known {
			t.Errorf("%q (given %q): Nation = %q, %v, want %q, %v", tc.name, tc.given, got, known, tc.want, tc.known)
		}
	}
}
