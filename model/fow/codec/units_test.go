package codec

import (
	"math/rand"
	"strings"
	"testing"
)

// Units shared by the tests of this package.
var (
	// minimalUnit is the smallest unit a payload carries.
	minimalUnit = Unit{Ruleset: 1, Name: "A", Nation: "B", Motivation: 4, Skill: 4, IsHitOn: 4,
		Teams: []Team{{Name: "T", Type: TypeInfantry, Count: 1, Leader: 1, Save: 3, Cross: 0}}}

	// tigerUnit is a typical tank unit.
	tigerUnit = Unit{
		Ruleset: 1, Name: "Tiger Tank Platoon", Nation: "Germany", Role: RoleCombat,
		Motivation: 4, Skill: 3, IsHitOn: 4, Tests: [NumTests]uint8{TestRemount: 2, TestLastStand: 2}, Points: 48,
		Keywords: []Keyword{{ID: 44}, {ID: 49}},
		Teams: []Team{{
			Name: "Tiger (8.8cm)", Type: TypeTank, Count: 4, Leader: 1, Armoured: true, Front: 9, Side: 8, Top: 2,
			Mobility: [4]uint8{10, 12, 18, 20}, Cross: 2,
			Weapons: []Weapon{
				{Name: "8.8cm KwK36 gun", Mount: 3, Range: 40, Halted: 2, Moving: 1, AntiTank: 14, Firepower: 3},
				{Name: "MGs", Range: 16, Halted: 4, Moving: 4, AntiTank: 2, Firepower: 6},
			},
		}},
	}

	// fullUnit touches every field, every limit and every kind of value.
	fullUnit = func() Unit {
		u := Unit{
			Ruleset: 255, Name: strings.Repeat("Ж", MaxRunes), Nation: "Österreich (1938)", Role: RoleFormationCommand,
			Motivation: 6, Skill: 2, IsHitOn: 5, Tests: [NumTests]uint8{2, 3, 4, 5, 6, 6}, Points: MaxPoints,
		}
		for i := range MaxKeywords {
			u.Keywords = append(u.Keywords, Keyword{ID: uint16(MaxID - i), Param: uint8(i % (MaxParam + 1))})
		}
		for i := range MaxTeams {
			t := Team{Name: "Team \"" + string(rune('A'+i)) + "\"", Type: uint8(i % 4), Count: MaxCount, Leader: uint8(i % 2),
				Mobility: [4]uint8{0, 1, 2, MaxDistance}, Cross: uint8([]int{0, 2, 6, 3}[i%4]),
				Keywords: []Keyword{{ID: 1}, {ID: 20, Param: MaxParam}}, Notes: []string{"x", strings.Repeat("n", MaxRunes), "", "#%&"}}
			if i%2 == 0 {
				t.Armoured, t.Front, t.Side, t.Top = true, MaxArmour, 0, 1
			} else {
				t.Save = 6
			}
			for j := range int(bodyV1.maxWeapons) { // the most a version-1 body carries: its bytes stay as they were
				w := Weapon{Name: "W" + strings.Repeat("/", j), Mount: uint16(j * 700), Range: uint8(1 + j*39),
					Halted: uint8(j * 4), Moving: NoROF, AntiTank: uint8(j * 6), Firepower: uint8(1 + j%6)}
				if j%2 == 1 {
					w.Bombard = &Bombardment{Range: MaxDistance, AntiTank: MaxAntiTank, Firepower: 6}
					w.Halted, w.Moving = NoROF, MaxROF
				}
				t.Weapons = append(t.Weapons, w)
			}
			u.Teams = append(u.Teams, t)
		}
		return u
	}()
)

// randomUnit returns a unit that Encode accepts, with every field drawn
// from its range.
func randomUnit(r *rand.Rand) Unit {
	text := func() string {
		const pool = "abcXYZ 0123./()-\"'äé漢Ж"
		rs := []rune(pool)
		n := r.Intn(12)
		var b strings.Builder
		for range n {
			b.WriteRune(rs[r.Intn(len(rs))])
		}
		return b.String()
	}
	keywords := func() []Keyword {
		var ks []Keyword
		for range r.Intn(4) {
			k := Keyword{ID: uint16(1 + r.Intn(MaxID))}
			if r.Intn(3) == 0 {
				k.Param = uint8(1 + r.Intn(MaxParam))
			}
			ks = append(ks, k)
		}
		return ks
	}
	rof := func() uint8 {
		if r.Intn(5) == 0 {
			return NoROF
		}
		return uint8(r.Intn(MaxROF + 1))
	}
	u := Unit{Ruleset: uint8(1 + r.Intn(255)), Name: text(), Nation: text(), Role: uint8(r.Intn(4)),
		Motivation: uint8(2 + r.Intn(5)), Skill: uint8(2 + r.Intn(5)), IsHitOn: uint8(2 + r.Intn(5)),
		Points: uint16(r.Intn(MaxPoints + 1)), Keywords: keywords()}
	for i := range u.Tests {
		if r.Intn(3) == 0 {
			u.Tests[i] = uint8(2 + r.Intn(5))
		}
	}
	for range 1 + r.Intn(MaxTeams) {
		t := Team{Name: text(), Type: uint8(r.Intn(4)), Count: uint8(1 + r.Intn(MaxCount)), Keywords: keywords(),
			Cross: uint8([]int{0, 2, 3, 4, 5, 6}[r.Intn(6)])}
		t.Leader = uint8(r.Intn(int(t.Count) + 1))
		if r.Intn(2) == 0 {
			t.Armoured = true
			t.Front, t.Side, t.Top = uint8(r.Intn(MaxArmour+1)), uint8(r.Intn(MaxArmour+1)), uint8(r.Intn(MaxArmour+1))
		} else {
			t.Save = uint8(2 + r.Intn(5))
		}
		for i := range t.Mobility {
			t.Mobility[i] = uint8(r.Intn(MaxDistance + 1))
		}
		for range r.Intn(MaxNotes + 1) {
			t.Notes = append(t.Notes, text())
		}
		for range r.Intn(MaxWeapons + 1) {
			w := Weapon{Name: text(), Mount: uint16(r.Intn(MaxID + 1)), Range: uint8(1 + r.Intn(MaxDistance)),
				Halted: rof(), Moving: rof(), AntiTank: uint8(r.Intn(MaxAntiTank + 1)), Firepower: uint8(1 + r.Intn(6)),
				Keywords: keywords()}
			if r.Intn(3) == 0 {
				w.Bombard = &Bombardment{Range: uint8(1 + r.Intn(MaxDistance)), AntiTank: uint8(r.Intn(MaxAntiTank + 1)), Firepower: uint8(1 + r.Intn(6))}
			}
			t.Weapons = append(t.Weapons, w)
		}
		u.Teams = append(u.Teams, t)
	}
	return u
}

func mustEncode(tb testing.TB, u Unit) []byte {
	tb.Helper()
	b, err := Encode(u)
	if err != nil {
		tb.Fatalf("Encode(%+v): %v", u, err)
	}
	return b
}
