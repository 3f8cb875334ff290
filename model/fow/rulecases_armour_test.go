package fow_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

var armourCases = []fileCase{
	{rule: "F3", accept: true, name: "armoured_tank", src: baseUnit,
		check: func(t *testing.T, u *fow.Unit) {
			if a := u.Teams[0].Armour; a == nil || *a != (fow.Armour{Front: 6, Side: 3, Top: 1}) {
				t.Errorf("armour = %v", a)
			}
		}},
	{rule: "F3", accept: true, name: "unarmoured_vehicle_and_infantry_with_saves",
		src: edit(`armour = { front = 6, side = 3, top = 1 }`, `armour = "-"`+"\nsave = \"5+\"") + infantryTeam,
		check: func(t *testing.T, u *fow.Unit) {
			if u.Teams[0].Armoured() || u.Teams[0].Save != 5 || u.Teams[1].Save != 3 {
				t.Errorf("teams = %+v", u.Teams)
			}
		}},
	{rule: "F3", accept: true, name: "infantry_without_armour_key",
		src: baseUnit + deleteLine(infantryTeam, `armour = "-"`)},
	{rule: "F3", name: "lacks_top", src: edit(`, top = 1 }`, ` }`), want: []string{"F3"},
		msg: "team[1].armour: armour lacks top (F3)"},
	{rule: "F3", name: "key_suggested", src: edit(`side = 3`, `sides = 3`), want: []string{"F3"},
		msg: `armour has front, side and top, not "sides"; did you mean "side"?`},
	{rule: "F3", name: "not_whole_numbers", src: edit(`front = 6`, `front = 6.5`, `top = 1`, `top = -1`), want: []string{"F3", "F3"}},
	{rule: "F3", name: "armour_as_text", src: edit(`{ front = 6, side = 3, top = 1 }`, `"6/3/1"`), want: []string{"F3"},
		msg: `armour is { front = N, side = N, top = N } or "-", not "6/3/1"`},
	{rule: "F3", name: "no_armour_no_save", src: edit(`armour = { front = 6, side = 3, top = 1 }`, `armour = "-"`), want: []string{"F3"},
		msg: `team[1].save: a team without armour gives a save`},
	{rule: "F3", name: "armour_and_save", src: teamLine(`save = "4+"`), want: []string{"F3"}},
	{rule: "F3", name: "infantry_with_armour", src: baseUnit + replaceIn(infantryTeam, `armour = "-"`+"\nsave = \"3+\"", `armour = { front = 1, side = 1, top = 0 }`),
		want: []string{"F3"}, msg: "infantry teams have no armour"},
	{rule: "F3", accept: true, name: "aircraft_without_armour_or_save", src: baseUnit + aircraftTeam,
		check: func(t *testing.T, u *fow.Unit) {
			a := u.Teams[1]
			if a.Type != fow.Aircraft || a.Armoured() || a.Save != 0 || !a.CannotBePinnedDown() {
				t.Errorf("aircraft team = %+v", a)
			}
		}},
	{rule: "F3", accept: true, name: "aircraft_with_a_save", src: baseUnit + replaceIn(aircraftTeam, `cross = "AUTO"`, "cross = \"AUTO\"\nsave = \"3+\""),
		check: func(t *testing.T, u *fow.Unit) {
			if a := u.Teams[1]; a.Save != 3 || a.Armoured() {
				t.Errorf("aircraft team = %+v, want Save 3+ and no armour", a)
			}
		}},
	{rule: "F3", name: "aircraft_with_a_save_of_1", src: baseUnit + replaceIn(aircraftTeam, `cross = "AUTO"`, "cross = \"AUTO\"\nsave = \"1+\""),
		want: []string{"F3"}, msg: "N+ with N from 2 to 6"},
	{rule: "F5", accept: true, name: "aircraft_unlimited_moves", src: baseUnit + strings.NewReplacer(`tactical = "-"`, `tactical = "UNLIMITED"`, `road_dash = "-"`, `road_dash = "unlimited"`).Replace(aircraftTeam),
		check: func(t *testing.T, u *fow.Unit) {
			if m := u.Teams[1].Mobility; m != [4]fow.Distance{} {
				t.Errorf("aircraft moves = %v, want all 0 (unlimited)", m)
			}
		}},
	{rule: "F5", name: "unlimited_is_for_aircraft", src: edit(`tactical = '10"/25cm'`, `tactical = "UNLIMITED"`), want: []string{"F5"}},
	{rule: "F3", name: "save_out_of_range", src: baseUnit + replaceIn(infantryTeam, `save = "3+"`, `save = "1+"`), want: []string{"F3"}},

	{rule: "F10", accept: true, name: "auto_infantry_and_six", src: edit(`cross = "3+"`, `cross = "6"`) + infantryTeam,
		check: func(t *testing.T, u *fow.Unit) {
			if u.Teams[0].Cross != 6 || u.Teams[1].Cross != 0 {
				t.Errorf("cross = %d, %d; want 6, 0 (AUTO)", u.Teams[0].Cross, u.Teams[1].Cross)
			}
		}},
	{rule: "F10", accept: true, name: "auto_vehicle_warns", src: edit(`cross = "3+"`, `cross = "auto"`), warns: []string{"F10"},
		msg: "warning: team[1].cross: AUTO is the Cross of infantry and man-packed guns"},
	{rule: "F10", name: "one_plus", src: edit(`cross = "3+"`, `cross = "1+"`), want: []string{"F10"},
		msg: `"1+" is not a Cross rating: write N+ with N from 2 to 6, AUTO, or "-" for a team that cannot move`},
	{rule: "F10", accept: true, name: "bunker_never_crosses", src: baseUnit + strings.NewReplacer(`tactical = '8"/20cm'`, `tactical = "-"`, `terrain_dash = '8"/20cm'`, `terrain_dash = "-"`,
		`cross_country_dash = '12"/30cm'`, `cross_country_dash = "-"`, `road_dash = '12"/30cm'`, `road_dash = "-"`, `cross = "AUTO"`, `cross = "-"`).Replace(infantryTeam),
		check: func(t *testing.T, u *fow.Unit) {
			if tm := u.Teams[1]; tm.Cross != fow.CrossNone || tm.CrossString() != "-" {
				t.Errorf("cross = %d (%s), want CrossNone (-)", tm.Cross, tm.CrossString())
			}
		}},
	{rule: "F10", name: "none_for_a_team_that_moves", src: edit(`cross = "3+"`, `cross = "-"`), want: []string{"F10"},
		msg: `Cross "-" is for a team that cannot move`},
	{rule: "F10", name: "missing", src: edit(`cross = "3+"`, ``), want: []string{"F10"}},
}

// deleteLine removes a line from src.
func deleteLine(src, line string) string { return replaceIn(src, line+"\n", "") }

// replaceIn replaces old by new once in src, and panics if src lacks it.
func replaceIn(src, old, new string) string {
	if !strings.Contains(src, old) {
		panic("replaceIn: no " + old)
	}
	return strings.Replace(src, old, new, 1)
}

// aircraftTeam is a kind of team of aircraft: no armour, no save, a rocket
// of firepower AUTO.
const aircraftTeam = `
[[team]]
name = "Typhoon"
type = "aircraft"
count = 2
tactical = "-"
terrain_dash = "-"
cross_country_dash = "-"
road_dash = "-"
cross = "AUTO"

[[team.weapon]]
name = "RP-3 rockets"
range = '8"/20cm'
rof = { halted = 1, moving = 1 }
anti_tank = 6
firepower = "AUTO"
`
