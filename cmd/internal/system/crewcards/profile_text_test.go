package crewcards

import "testing"

// TestWeaponLine: a weapon's line gives a range between two distances
// with an en dash, and an HE weapon whose rules give its HE size says HE
// once; a weapon of another penetration keeps it.
func TestWeaponLine(t *testing.T) {
	v := &CrewView{Profile: &profileView{DamageValue: "9+", Weapons: []weaponView{
		{Name: "Light howitzer", Range: "48\" (24-60\")", Shots: "1", Pen: "HE", Rules: []string{"Howitzer", "HE (2\")"}},
		{Name: "Rocket launcher", Range: "12-72\"", Shots: "1", Pen: "HE", Rules: []string{"Indirect fire"}},
		{Name: "Heavy AT gun", Range: "72\"", Shots: "1", Pen: "+6", Rules: []string{"HE (2\")"}},
	}}}
	items := v.profileText()
	want := []string{
		"48\" (24–60\") · 1\u00a0shot · Howitzer, HE\u00a0(2\").",
		"12–72\" · 1\u00a0shot · HE · Indirect fire.",
		"72\" · 1\u00a0shot · Pen\u00a0+6 · HE\u00a0(2\").",
	}
	if len(items) != len(want)+1 {
		t.Fatalf("%d items, want the Damage Value and %d weapons: %+v", len(items), len(want), items)
	}
	for i, w := range want {
		if got := items[i+1].Body; got != w {
			t.Errorf("%s: %q, want %q", items[i+1].Title, got, w)
		}
	}
}
