package fow_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

// kinds returns baseUnit with n more kinds of infantry team, unarmed.
func kinds(n int) string {
	src := baseUnit
	rifles := infantryTeam[:strings.Index(infantryTeam, "\n[[team.weapon]]")]
	for i := range n {
		r := replaceIn(rifles, `name = "Rifle team"`, fmt.Sprintf(`name = "R%d"`, i))
		for _, d := range []string{`'8"/20cm'`, `'8"/20cm'`, `'12"/30cm'`, `'12"/30cm'`} {
			r = replaceIn(r, d, `"-"`) // short, so that eight kinds fit the QR code
		}
		src += r
	}
	return src
}

var teamCases = []fileCase{
	{rule: "F9", accept: true, name: "leader_in_the_second_kind", src: edit(`leader = 1`, `leader = 0`) + replaceIn(infantryTeam, `leader = 0`, `leader = 1`),
		check: func(t *testing.T, u *fow.Unit) {
			if u.Leader() != &u.Teams[1] {
				t.Errorf("leader = %v, want the riflemen", u.Leader())
			}
		}},
	{rule: "F9", accept: true, name: "transports_only", src: edit(`type = "tank"`, `type = "transport"`)},
	{rule: "F9", name: "none", src: edit(`leader = 1`, `leader = 0`), want: []string{"F9"},
		msg: "team[1]: the unit has no Unit Leader: set leader = 1 on the team that leads it (F9)"},
	{rule: "F9", name: "two", src: baseUnit + replaceIn(infantryTeam, `leader = 0`, `leader = 1`), want: []string{"F9"},
		msg: "team[2].leader: a unit has one Unit Leader; 2 teams are marked leader"},
	{rule: "F9", name: "two_in_one_kind", src: edit(`leader = 1`, `leader = 2`), want: []string{"F9"}}, // said once, not also "no Unit Leader"
	{rule: "F9", name: "transport_cannot_lead", src: edit(`type = "tank"`, `type = "transport"`) + infantryTeam, want: []string{"F9"},
		msg: "a transport team cannot lead a unit that has other teams"},

	{rule: "F13", accept: true, name: "eight_kinds_of_team", src: kinds(7)},
	{rule: "F13", name: "nine_kinds_of_team", src: kinds(8), want: []string{"F13"}, msg: "team: 9 kinds of team, at most 8"},
	{rule: "F13", name: "type_and_count", src: edit(`type = "tank"`, `type = "tnak"`, `count = 3`, `count = 100`), want: []string{"F13", "F13"},
		msg: `unknown team type "tnak"; use infantry, gun, tank, transport, aircraft; did you mean "tank"?`},
	{rule: "F13", name: "count_0", src: edit(`count = 3`, `count = 0`, `leader = 1`, `leader = 0`), want: []string{"F13", "F9"}},
	{rule: "F13", name: "notes", src: teamLine(`notes = ["a", "b", "c", "d", "` + strings.Repeat("e", 81) + `"]`), want: []string{"F13", "F13"}},
	{rule: "F13", accept: true, name: "seven_weapons", src: baseUnit + strings.Repeat(replaceIn(bombard, "", ""), 6)},
	{rule: "F13", name: "eight_weapons", src: baseUnit + strings.Repeat(replaceIn(bombard, "", ""), 7), want: []string{"F13"},
		msg: "team[1].weapon: 8 weapons, at most 7 on one team"},
	{rule: "F13", name: "empty_names", src: edit(`name = "Panzer IV"`, `name = ""`, `name = "7.5cm gun"`, `name = " "`), want: []string{"F13", "F13"}},
}

var unitCases = []fileCase{
	{rule: "F13", accept: true, name: "role_points_and_names", src: edit(`role = "combat"`, `role = "Formation Command"`,
		`name = "Panzer IV Platoon"`, `name = "`+strings.Repeat("Я", fow.MaxName/2)+strings.Repeat("x", fow.MaxName/2)+`"`, `is_hit_on = "4+"`, `is_hit_on = "4+"`+"\npoints = 9999"),
		check: func(t *testing.T, u *fow.Unit) {
			if u.Role != fow.FormationCommand || u.Points != 9999 {
				t.Errorf("role %v, points %d", u.Role, u.Points)
			}
		}},
	{rule: "F13", name: "role_suggested", src: edit(`role = "combat"`, `role = "combt"`), want: []string{"F13"},
		msg: `unit.role: unknown role "combt"; use combat, weapons, support, formation-command; did you mean "combat"? (F13)`},
	{rule: "F13", name: "long_name_control_nation_points", src: edit(`name = "Panzer IV Platoon"`, `name = "`+strings.Repeat("x", fow.MaxName+1)+`"`,
		`nation = "Germany"`, `nation = "Ger\tmany"`, `is_hit_on = "4+"`, `is_hit_on = "4+"`+"\npoints = -1"), want: []string{"F13", "F13", "F13"}},
	{rule: "F13", name: "no_team", src: baseUnit[:strings.Index(baseUnit, "[[team]]")], want: []string{"F13"},
		msg: "unit: a unit has at least one [[team]]"},
	{rule: "", name: "another_system", src: edit(`system = "fow-v4"`, `system = "crew-experience"`), want: []string{""},
		msg: `system: a unit file says system = "fow-v4"`},

	{rule: "F14", accept: true, name: "the_fullest_sample_fits", src: teamLine(`notes = ["` + strings.Repeat("n", 60) + `"]`),
		check: func(t *testing.T, u *fow.Unit) {
			if n := payloadSize(t, u); n > fow.MaxPayload {
				t.Errorf("payload %d bytes", n)
			}
		}},
	{rule: "F14", accept: true, name: "long_state_goes_to_the_back", src: teamLine(`notes = ["` + strings.Repeat("n", 80) + `", "` + strings.Repeat("m", 79) + `"]`)},
	{rule: "F14", name: "notes_too_long_for_the_code", src: teamLine(`notes = ["`+strings.Repeat("n", 80)+`", "`+strings.Repeat("m", 79)+`", "`+strings.Repeat("o", 78)+`", "`+strings.Repeat("p", 77)+`"]`) +
		strings.Replace(infantryTeam, "cross = \"AUTO\"", "cross = \"AUTO\"\nnotes = [\""+strings.Repeat("q", 76)+"\", \""+strings.Repeat("r", 75)+"\"]", 1),
		want: []string{"F14"},
		msg:  "unit: the unit's saved state is 445 bytes, more than the 360 that the largest code of its card (on the back) prints at 0.5 mm a module; shorten the names and notes (the longest: team[1].notes[1], 80 characters; team[1].notes[2], 79 characters; team[1].notes[3], 78 characters) or drop notes, keywords or weapons (F14)"},
}
