package codec

import (
	"errors"
	"reflect"
	"testing"
)

// panzer is a crew with a full vehicle profile.
func panzer() Crew {
	c := typicalCrew
	c.Profile = &Profile{
		Damage: 9, Class: "medium tank", Move: MoveTracked, Transport: 0,
		Tow: [3]uint8{TowNone, TowLight, TowNone}, Rules: []string{"Armoured Skirts"},
		Weapons: []Weapon{
			{Name: "Turret-mounted heavy AT gun", Count: 1, Range: Range{Max: 72}, Shots: Shots{N: 1}, Pen: PenPlus + 5, Rules: []string{`HE (2")`}},
			{Name: "Coaxial MMG", Count: 1, Range: Range{Max: 36}, Shots: Shots{N: 5}},
			{Name: "Nebelwerfer", Count: 2, Range: Range{Min: 12, Max: 72, AltMin: 36, AltMax: 84}, Shots: Shots{N: 1, Die: 6, Plus: 1}, Pen: PenHE},
		},
	}
	return c
}

// TestProfileVersions: a crew with a profile takes body version 2 and
// comes back whole; one without keeps version 1.
func TestProfileVersions(t *testing.T) {
	c := panzer()
	b := mustEncode(t, c)
	got, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.Profile, c.Profile) {
		t.Errorf("profile came back as\n%+v\nwant\n%+v", got.Profile, c.Profile)
	}
	if v := mustEncode(t, typicalCrew); len(v) >= len(b) {
		t.Errorf("a crew without a profile takes %d bytes, with one %d", len(v), len(b))
	}
	for _, tt := range []struct {
		crew Crew
		want uint8
	}{{typicalCrew, 1}, {c, 2}} {
		if v, _ := write(tt.crew); v != tt.want {
			t.Errorf("body version %d, want %d", v, tt.want)
		}
	}
	t.Logf("profile crew: %d bytes", len(b))
}

// TestProfileRejects: Encode refuses a profile value the payload cannot
// carry.
func TestProfileRejects(t *testing.T) {
	for name, edit := range map[string]func(*Profile){
		"damage 13":        func(p *Profile) { p.Damage = 13 },
		"nine weapons":     func(p *Profile) { p.Weapons = make([]Weapon, 9) },
		"count 0":          func(p *Profile) { p.Weapons[0].Count = 0 },
		"range 0":          func(p *Profile) { p.Weapons[0].Range = Range{} },
		"shots D4":         func(p *Profile) { p.Weapons[0].Shots = Shots{Die: 4} },
		"pen +11":          func(p *Profile) { p.Weapons[0].Pen = PenPlus + 11 },
		"tow class 6":      func(p *Profile) { p.Tow[0] = 6 },
		"empty rule":       func(p *Profile) { p.Rules = []string{"\x01"} },
		"alt without end":  func(p *Profile) { p.Weapons[0].Range.AltMin = 3 },
		"plus without die": func(p *Profile) { p.Weapons[0].Shots.Plus = 1 },
	} {
		c := panzer()
		edit(c.Profile)
		if _, err := Encode(c); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: error %v, want ErrInvalid", name, err)
		}
	}
}
