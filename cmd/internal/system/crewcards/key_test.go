package crewcards

import (
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
)

// TestCrewKey: the line above the grid explains the marks a crew's grid
// prints and no other: a crew that holds no skill is not told how held
// skills look, nor one without a basic skill what the star means.
func TestCrewKey(t *testing.T) {
	want := map[string]string{
		"unarmed-jeep":             "Tick when used · 1–6: skill die",
		"veteran-campaign-sherman": "Held: bold, dot · Tick when used · 1–6: skill die",
		"legendary-kv1":            "Held: bold, dot · Star: basic, never lost · Tick when used · 1–6: skill die",
	}
	for _, s := range crewtest.Samples(t) {
		w, ok := want[s.Name]
		if !ok {
			continue
		}
		delete(want, s.Name)
		v := project(s.Crew)
		rows, _ := v.crewGrid()
		if got := crewKey(rows); got != w {
			t.Errorf("%s: key %q, want %q", s.Name, got, w)
		}
	}
	for name := range want {
		t.Errorf("sample %s not found", name)
	}
	// A crew that holds every skill of its roles prints no die number.
	full := project(crewtest.Generated(t, 200, 5)[160]) // Cobra King 161
	if rows, _ := full.crewGrid(); crewKey(rows) != "Held: bold, dot · Tick when used" {
		t.Errorf("%s holds every skill: key %q, want no die numbers", full.Name, crewKey(rows))
	}
}
