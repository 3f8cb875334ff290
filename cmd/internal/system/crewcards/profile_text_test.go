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
	if len(items) != len(want) {
		t.Fatalf("%d items, want %d weapons (the header gives the Damage Value): %+v", len(items), len(want), items)
	}
	for i, w := range want {
		if got := items[i].Body; got != w {
			t.Errorf("%s: %q, want %q", items[i].Title, got, w)
		}
	}
}

// TestProfileFirstLine: the back's first line of a profile gives the
// vehicle's rules, then what the header does not give: a class in the
// file's own words (the header names the game's), its movement, transport
// and tow; never the Damage Value, which the header gives. A rule's name
// is one unit, never broken between lines where a line holds it ("Medical
// / Vehicle" was).
func TestProfileFirstLine(t *testing.T) {
	for _, tc := range []struct {
		p           profileView
		title, body string
	}{
		{profileView{Class: "medium tank", Type: "tracked", Rules: []string{"Slow", "One-man turret"}}, "Special rules", "Slow, One-man\u00a0turret; tracked."},
		{profileView{Class: "self-propelled flak", Type: "half-tracked", Transport: 2, Rules: []string{"Open-topped"}}, "Special rules", "Open-topped; self-propelled flak, half-tracked, transports 2."},
		{profileView{Class: "heavy tank", Rules: []string{"Slow"}}, "Special rules", "Slow."},
		{profileView{Class: "soft-skinned", Type: "wheeled"}, "Vehicle", "wheeled."},
		{profileView{Class: "light tank"}, "", ""},
	} {
		tc.p.DamageValue = "9+"
		v := &CrewView{Profile: &tc.p}
		var title, body string
		if items := v.profileText(); len(items) > 0 {
			title, body = items[0].Title, items[0].Body
		}
		if title != tc.title || body != tc.body {
			t.Errorf("%+v: first line %q %q, want %q %q", tc.p, title, body, tc.title, tc.body)
		}
	}
}
