package crewexp_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

// TestCardTextReadings checks card texts whose reading of the supplement is
// easy to get wrong: each must say the condition the rule depends on.
func TestCardTextReadings(t *testing.T) {
	for _, tc := range []struct {
		upgrade string
		want    *regexp.Regexp // a condition the text must state
		why     string
	}{
		{"Fire Extinguisher", regexp.MustCompile(`(?i)(when|if|once)\b[^.]*damage[^.]*(fire|burn)`),
			"the pin immunity holds only when a damage roll sets the vehicle on fire"},
	} {
		t.Run(tc.upgrade, func(t *testing.T) {
			u, ok := crewexp.UpgradeByName(tc.upgrade)
			if !ok {
				t.Fatalf("no upgrade %q", tc.upgrade)
			}
			if !tc.want.MatchString(u.Text) {
				t.Errorf("%s: %q does not say %s", tc.upgrade, u.Text, tc.why)
			}
		})
	}
}

// hyphenMinus matches a number signed with a hyphen: card text writes its
// minus signs as "−" (U+2212), as the card's worked-out rolls do.
var hyphenMinus = regexp.MustCompile(`(^|[\s(:])-\d`)

// TestCardTextMinusSigns: no skill or upgrade text signs a number with a
// hyphen, or writes a straight apostrophe beside the cards' typographic
// quotes.
func TestCardTextMinusSigns(t *testing.T) {
	var texts []string
	for _, r := range crewexp.Roles {
		for _, sk := range crewexp.TableOf(r) {
			texts = append(texts, sk.Text)
		}
	}
	for _, u := range crewexp.Upgrades() {
		texts = append(texts, u.Text)
	}
	for _, s := range texts {
		if hyphenMinus.MatchString(s) {
			t.Errorf("%q signs a number with a hyphen, want −", s)
		}
		if strings.Contains(s, "'") {
			t.Errorf("%q has a straight apostrophe, want ’", s)
		}
	}
}
