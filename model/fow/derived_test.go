package fow_test

import (
	"slices"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

func TestCommandDistanceAndPinHits(t *testing.T) {
	tests := []struct {
		teams    []int // counts of each kind
		distance string
		pin      int
	}{
		{[]int{1}, `6"/15cm`, 5},
		{[]int{7}, `6"/15cm`, 5},
		{[]int{8}, `8"/20cm`, 5},
		{[]int{4, 4}, `8"/20cm`, 5}, // transports and all: teams of the unit
		{[]int{11}, `8"/20cm`, 5},
		{[]int{6, 6}, `8"/20cm`, 8},
	}
	for _, tt := range tests {
		u := &fow.Unit{}
		for _, n := range tt.teams {
			u.Teams = append(u.Teams, fow.Team{Count: n})
		}
		if got := u.CommandDistance().String(); got != tt.distance {
			t.Errorf("CommandDistance(%v teams) = %s, want %s", tt.teams, got, tt.distance)
		}
		if got := u.PinHits(); got != tt.pin {
			t.Errorf("PinHits(%v teams) = %d, want %d", tt.teams, got, tt.pin)
		}
	}
}

func TestLastStandAndPinnedDown(t *testing.T) {
	armoured := &fow.Armour{Front: 1}
	tests := []struct {
		name      string
		teams     []fow.Team
		lastStand []string
		never     bool
		fallBack  bool
	}{
		{"armoured tanks", []fow.Team{{Type: fow.Tank, Armour: armoured}},
			[]string{"No Teams Bailed Out or Destroyed", "2 or more Tanks (not Bailed Out)"}, true, true},
		{"unarmoured tanks", []fow.Team{{Type: fow.Tank, Save: 5}},
			[]string{"No Teams Bailed Out or Destroyed", "2 or more Tanks (not Bailed Out)"}, false, false},
		{"infantry with transports", []fow.Team{{Type: fow.Infantry, Save: 3}, {Type: fow.Transport, Armour: armoured}},
			[]string{"No Teams Bailed Out or Destroyed", "3 or more Infantry Teams"}, false, false},
		{"guns and infantry", []fow.Team{{Type: fow.Gun, Save: 4}, {Type: fow.Infantry, Save: 3}, {Type: fow.Gun, Save: 3}},
			[]string{"No Teams Bailed Out or Destroyed", "2 or more Gun Teams", "3 or more Infantry Teams"}, false, false},
		{"armoured transports", []fow.Team{{Type: fow.Transport, Armour: armoured}},
			[]string{"No Teams Bailed Out or Destroyed"}, true, false},
	}
	for _, tt := range tests {
		u := &fow.Unit{Teams: tt.teams}
		if got := u.LastStand(); !slices.Equal(got, tt.lastStand) {
			t.Errorf("%s: LastStand = %q, want %q", tt.name, got, tt.lastStand)
		}
		if got := u.NeverPinnedDown(); got != tt.never {
			t.Errorf("%s: NeverPinnedDown = %v, want %v", tt.name, got, tt.never)
		}
		if got := u.FallBack() != ""; got != tt.fallBack {
			t.Errorf("%s: FallBack = %q", tt.name, u.FallBack())
		}
	}
}

func TestDistanceString(t *testing.T) {
	for d, want := range map[fow.Distance]string{0: "-", 2: `2"/5cm`, 3: `3"/7.5cm`, 16: `16"/40cm`, 200: `200"/500cm`} {
		if got := d.String(); got != want {
			t.Errorf("Distance(%d) = %s, want %s", d, got, want)
		}
	}
}

func TestKeywordUsesOnce(t *testing.T) {
	src := unitKeywords(`["Stormtroopers"]`) + `keywords = ["Smoke"]` + "\n" + `
[[team.weapon]]
name = "MG"
range = '16"/40cm'
rof = { halted = 3, moving = 3 }
anti_tank = 2
firepower = "6"
keywords = ["Smoke", "Twin MG"]
`
	u, errs := fow.Check("u.toml", []byte(src))
	if u == nil {
		t.Fatal(errs)
	}
	var names []string
	for _, k := range u.KeywordUses() {
		names = append(names, k.Name)
	}
	if want := []string{"Stormtroopers", "Smoke", "Twin MG"}; !slices.Equal(names, want) {
		t.Errorf("KeywordUses = %q, want %q", names, want)
	}
}

func TestPrintedValues(t *testing.T) {
	if got := [3]string{fow.ROFString(fow.NoROF), fow.ROFString(0), fow.ROFString(4)}; got != [3]string{"-", "0", "4"} {
		t.Errorf("ROFString = %q", got)
	}
	for cross, want := range map[int]string{0: "AUTO", 2: "2+", 6: "6"} {
		tm := fow.Team{Cross: cross}
		if got := tm.CrossString(); got != want {
			t.Errorf("CrossString(%d) = %q, want %q", cross, got, want)
		}
	}
	if got := fow.Plus(1) + " " + fow.Plus(5) + " " + fow.Plus(6); got != "1+ 5+ 6" {
		t.Errorf("Plus = %q", got)
	}
}
