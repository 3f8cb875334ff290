package crewcards

import (
	"strings"
	"testing"
)

// TestGlueValue: a rule's value stays with the word before it, and a
// rule without one is left as it is.
func TestGlueValue(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Massive Damage −1", "Massive Damage\u00a0−1"},
		{"Multiple Shot 3", "Multiple Shot\u00a03"},
		{"Team (2)", "Team\u00a0(2)"},
		{"Shaped charge +2", "Shaped charge\u00a0+2"},
		{"Flamethrower", "Flamethrower"},
		{"Indirect Fire", "Indirect Fire"},
		{"Tows x-rays", "Tows x-rays"},
	} {
		if got := glueValue(c.in); got != c.want {
			t.Errorf("glueValue(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestSurvivalKeepsModifier: an armoured crew's survival line keeps the
// Massive Damage modifier with its words ("Massive Damage / −1: 0–1" broke
// it from them).
func TestSurvivalKeepsModifier(t *testing.T) {
	v := &CrewView{Quality: "Regular", Crewmen: 1}
	if got := v.survivalText(); !strings.Contains(got, "Massive Damage\u00a0−1: ") {
		t.Errorf("survivalText() = %q, want the modifier glued to \"Massive Damage\"", got)
	}
}

// TestSurvivalGrammar: a crew's survival line agrees with its count: a
// crew of one that surely survives reads "1 survives", not "1 of 1
// survive"; others give the count of how many.
func TestSurvivalGrammar(t *testing.T) {
	for _, c := range []struct {
		v    CrewView
		want string
	}{
		{CrewView{Quality: "Regular", Crewmen: 1}, "(Regular): 1 survives."},
		{CrewView{Quality: "Inexperienced", Crewmen: 2, SoftSkin: true}, "0–2 of 2 survive."},
		{CrewView{Quality: "Veteran", Crewmen: 5}, "3–5 of 5 survive."},
	} {
		if got := c.v.survivalText(); !strings.Contains(got, c.want) {
			t.Errorf("survivalText() of %d %s crewmen = %q, want %q in it", c.v.Crewmen, c.v.Quality, got, c.want)
		}
	}
}
