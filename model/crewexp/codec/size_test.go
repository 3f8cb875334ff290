package codec

import (
	"testing"
	"unicode/utf8"

	"github.com/crewcard/crewcard/model/saved"
)

// qrAlnumL is the alphanumeric capacity of QR versions 1..10 at ECC level L,
// the level the card prints (ISO/IEC 18004 table 7).
var qrAlnumL = []int{0, 25, 47, 77, 114, 154, 195, 224, 279, 335, 395}

// backLink is the link of the longest payload the card's back prints,
// saved.MaxBackPayload bytes, in characters.
var backLink = len(saved.DefaultBase) + (saved.MaxBackPayload*8+4)/5

func qrVersion(chars int) int {
	for v := 1; v < len(qrAlnumL); v++ {
		if chars <= qrAlnumL[v] {
			return v
		}
	}
	return 0
}

// TestSize measures the payload of typical and extreme crews and holds the
// links to their budgets: 154 characters (version 5 at level L) for everyday
// crews, 195 (version 6) for crews with a 32-character name, and 224
// (version 7, the densest code the card's box prints at 0.5 mm modules) for
// every crew. go test -v -run Size prints the table.
func TestSize(t *testing.T) {
	tests := []struct {
		name   string
		c      Crew
		budget int // link characters
	}{
		{"minimal inexperienced", minimalCrew, 154},
		{"typical regular", typicalCrew, 154},
		{"full, 32-character name", fullCrew, 195},
		{"full, Cyrillic 32-rune name", cyrillicCrew, 224},
		{"full, all three strings 32 characters", widestCrew, 224},
		{"golden", goldenCrew, 154},
		{"typical, four members named", namedCrew, 224},
		{"full, four 30-character member names", longNamesCrew, backLink},
		{"profile, three members named", namedPanzer(), backLink},
	}
	if n := utf8.RuneCountInString(fullCrew.Name); n != 32 {
		t.Fatalf("fullCrew.Name has %d runes, want 32", n)
	}
	for _, s := range []string{cyrillicCrew.Name, widestCrew.Vehicle, widestCrew.Nation} {
		if n := utf8.RuneCountInString(s); n != 32 {
			t.Fatalf("%q has %d runes, want 32", s, n)
		}
	}
	if len(fullCrew.Skills) != MaxSkill || len(fullCrew.Upgrades) != 8 {
		t.Fatalf("fullCrew has %d skills and %d upgrades, want 30 and 8", len(fullCrew.Skills), len(fullCrew.Upgrades))
	}
	for _, tt := range tests {
		b := mustEncode(t, tt.c)
		code, err := EncodeText(tt.c)
		if err != nil {
			t.Fatal(err)
		}
		link, err := saved.Link(saved.DefaultBase, code)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%-40s %3d bytes  %3d base32  %3d link  QR %d-L", tt.name, len(b), len(code), len(link), qrVersion(len(link)))
		if tt.budget > 0 && len(link) > tt.budget {
			t.Errorf("%s: link has %d characters, over the budget of %d", tt.name, len(link), tt.budget)
		}
	}
}
