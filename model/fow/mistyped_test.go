package fow_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

// TestMistypedAndRulesInOneRun checks that a value of the wrong type does
// not hide the rules' problems with the other keys: one run reports them
// all, each at its key and position, and no rule judges the zero left in
// the place of a value of the wrong type (issue 33, item 23).
func TestMistypedAndRulesInOneRun(t *testing.T) {
	cases := []struct {
		name string
		src  string
		want string // every message, one a line, in file order
	}{
		{"count_text_armour_number", edit(`count = 3`, `count = "4"`, `armour = { front = 6, side = 3, top = 1 }`, `armour = 5`),
			`unit.toml:14:1: team[1].count: want a whole number, not text in quotes
unit.toml:16:1: team[1].armour: armour is { front = N, side = N, top = N } or "-", not 5 (F3)
`},
		// leader = true leaves 0: the unit's "no Unit Leader" would judge it.
		{"leader_bool_and_a_bad_skill", edit(`leader = 1`, `leader = true`, `skill = "Trained"`, `skill = "Trainee"`),
			`unit.toml:8:1: unit.skill: unknown Skill rating "Trainee"; use Veteran 3+, Trained 4+ or Conscript 5+; did you mean "Trained"? (F1)
unit.toml:15:1: team[1].leader: want a whole number, not true or false
`},
		// a weapon's rof of the wrong type is not also "give the ROF".
		{"rof_number_and_a_bad_range", edit(`rof = { halted = 2, moving = 1 }`, `rof = 2`, `range = '32"/80cm'`, `range = '32"/70cm'`),
			`unit.toml:26:1: team[1].weapon[1].range: "32\"/70cm": 32 inches are 80cm (M = 2.5 × N); write 32"/80cm or 28"/70cm (F5)
unit.toml:27:1: team[1].weapon[1].rof: want a table, not a whole number
`},
		// team = 5 leaves no teams: "a unit has at least one [[team]]" would judge it.
		{"team_number_and_a_bad_role", strings.Replace(edit(`role = "combat"`, `role = "combatt"`)[:strings.Index(baseUnit, "\n[[team]]")], `system = "fow-v4"`, "system = \"fow-v4\"\nteam = 5", 1),
			`unit.toml:2:1: team: want a list, not a whole number
unit.toml:7:1: unit.role: unknown role "combatt"; use combat, weapons, support, formation-command; did you mean "combat"? (F13)
`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			u, errs := fow.Check("unit.toml", []byte(tc.src))
			if u != nil {
				t.Fatalf("accepted a unit with values of the wrong type")
			}
			var b strings.Builder
			for _, e := range errs {
				b.WriteString(e.Error() + "\n")
			}
			if b.String() != tc.want {
				t.Errorf("errors:\n%s\nwant:\n%s", b.String(), tc.want)
			}
		})
	}
}

// inlineUnit is baseUnit written in a force file, as a [[formation.unit]]
// of its one formation, with each pair of old and new strings replaced.
func inlineUnit(pairs ...string) string {
	src := strings.NewReplacer("system = \"fow-v4\"\n\n[unit]\n", "\n[[formation.unit]]\n", "[[team]]", "[[formation.unit.team]]",
		"[[team.weapon]]", "[[formation.unit.team.weapon]]").Replace(edit(pairs...))
	return baseForce + src
}

// TestForceMistypedAndRulesInOneRun checks the same of a force file and the
// units it holds or names: a value of the wrong type, in the force or in a
// unit, does not hide the other problems, and no rule of the force judges
// the zero left in its place (issue 33, item 23).
func TestForceMistypedAndRulesInOneRun(t *testing.T) {
	cases := []struct {
		name  string
		src   string
		units map[string]string
		want  string
	}{
		{"inline_unit", inlineUnit(`count = 3`, `count = "4"`, `armour = { front = 6, side = 3, top = 1 }`, `armour = 5`), nil,
			`force.toml:24:1: formation[1].unit[1].team[1].count: want a whole number, not text in quotes
force.toml:26:1: formation[1].unit[1].team[1].armour: armour is { front = N, side = N, top = N } or "-", not 5 (F3)
`},
		{"unit_file", baseForce, with("p1.toml", edit(`count = 3`, `count = "4"`, `armour = { front = 6, side = 3, top = 1 }`, `armour = 5`)),
			`p1.toml:14:1: team[1].count: want a whole number, not text in quotes
p1.toml:16:1: team[1].armour: armour is { front = N, side = N, top = N } or "-", not 5 (F3)
`},
		// an inline unit's points = "5" leaves 0: the force's sum would judge it.
		{"inline_points_text", strings.Replace(inlineUnit(), "is_hit_on = \"4+\"\n", "is_hit_on = \"4+\"\npoints = \"5\"\n", 1), nil,
			`force.toml:20:1: formation[1].unit[1].points: want a whole number, not text in quotes
`},
		// points = "100" leaves 0: "give the force's points limit" would judge it.
		{"force_points_text_and_a_bad_type", force(`points = 100`, `points = "100"`, `type = "primary"`, `type = "primry"`), nil,
			`force.toml:6:1: force.points: want a whole number, not text in quotes
force.toml:10:1: formation[1].type: unknown formation type "primry"; use primary, support; did you mean "primary"? (F11)
`},
		// formation = 5 leaves none: "a force has one Primary Formation" would judge it.
		{"formation_number_and_a_bad_nation", `system = "fow-v4"
formation = 5
[force]
name = "Kampfgruppe Brandt"
nation = ""
points = 100
`, nil, `force.toml:2:1: formation: want a list, not a whole number
force.toml:5:1: force.nation: must not be empty (F18)
`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			files := tc.units
			if files == nil {
				files = baseUnits()
			}
			f, errs := fow.CheckForce("force.toml", []byte(tc.src), reader(files))
			if f != nil {
				t.Fatalf("accepted a force with values of the wrong type")
			}
			var b strings.Builder
			for _, e := range errs {
				b.WriteString(e.Error() + "\n")
			}
			if b.String() != tc.want {
				t.Errorf("errors:\n%s\nwant:\n%s", b.String(), tc.want)
			}
		})
	}
}
