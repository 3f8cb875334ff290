package crewcards

import (
	"strings"
	"testing"
)

// TestHeaderNamesClass: a vehicle's header names its class where its
// profile has one, the Damage Value's words, not the kind that sets its
// crew's roles ("TANK · DV 6+" on a soft-skinned rocket truck).
func TestHeaderNamesClass(t *testing.T) {
	for _, c := range []struct{ class, want string }{
		{"soft-skinned", "soft-skinned · DV 6+"},
		{"", "Tank · DV 6+"},
		{"self-propelled anti-aircraft gun", "Tank · DV 6+"}, // the file's own words: on the back
	} {
		v := &CrewView{KindLabel: "Tank", Quality: "Regular", Crewmen: 5, Profile: &profileView{Class: c.class, DamageValue: "6+"}}
		if got := v.card("", "", false).Text["kind"]; got != c.want {
			t.Errorf("class %q: header %q, want %q", c.class, got, c.want)
		}
	}
}

// TestUnnamedText: show, history and check's summary call an unnamed crew
// by its vehicle, and a named one by both names.
func TestUnnamedText(t *testing.T) {
	for _, c := range []struct{ name, want string }{
		{"", "Jagdtiger (Germany, Tank)\n"},
		{"Hunter", "Hunter — Jagdtiger (Germany, Tank)\n"},
	} {
		v := &CrewView{Name: c.name, Vehicle: "Jagdtiger", Nation: "Germany", KindLabel: "Tank"}
		if got, _, _ := strings.Cut(v.Text(), "\n"); got+"\n" != c.want {
			t.Errorf("name %q: show begins %q, want %q", c.name, got, c.want)
		}
	}
}
