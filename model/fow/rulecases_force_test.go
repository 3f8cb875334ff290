package fow_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow"
)

// forceCases judge force files, each rule of ForceRules accepted and
// rejected (TestForceRules).
var forceCases = []forceCase{
	{rule: "F11", accept: true, name: "one_primary_one_support", src: baseForce + supportFormation,
		units: with("hq2.toml", unitFile("HQ 2", "formation-command", 5), "p3.toml", unitFile("Platoon 3", "combat", 5)),
		check: func(t *testing.T, f *fow.Force, _ model.ErrorList) {
			if p := f.Primary(); p == nil || p.Name != "Panzer Company" || f.Formations[1].Type != fow.SupportFormation {
				t.Errorf("primary %v, formations %v", p, f.Formations)
			}
		}},
	{rule: "F11", name: "no_primary", src: force(`type = "primary"`, `type = "support"`), want: []string{"F11"},
		msg: `formation[1].type: the force has no Primary Formation: set type = "primary"`},
	{rule: "F11", name: "two_primaries", src: baseForce + strings.Replace(supportFormation, `"support"`, `"primary"`, 1),
		units: with("hq2.toml", unitFile("HQ 2", "formation-command", 5), "p3.toml", unitFile("Platoon 3", "combat", 5)),
		want:  []string{"F11"}, msg: `formation[2].type: a force has one Primary Formation, and "Panzer Company" is already primary`},
	{rule: "F11", name: "type_suggested", src: force(`type = "primary"`, `type = "primay"`), want: []string{"F11"},
		msg: `unknown formation type "primay"; use primary, support; did you mean "primary"?`},
	{rule: "F11", name: "no_formation", src: baseForce[:strings.Index(baseForce, "[[formation]]")], want: []string{"F11"},
		msg: "force: a force has one Primary Formation"},

	{rule: "F12", accept: true, name: "command_with_two_units", src: baseForce + supportFormation,
		units: with("hq2.toml", unitFile("HQ 2", "formation-command", 5), "p3.toml", unitFile("Platoon 3", "combat", 5)),
		check: func(t *testing.T, f *fow.Force, _ model.ErrorList) {
			if c := f.Formations[1].Command(); c == nil || c.Name != "HQ 2" {
				t.Errorf("support formation's command = %v, want HQ 2", c)
			}
		}},
	{rule: "F12", accept: true, name: "one_unit_warns", src: baseForce + strings.Replace(supportFormation, `, "p3.toml"`, "", 1),
		units: with("hq2.toml", unitFile("HQ 2", "formation-command", 5)), warns: []string{"F12"},
		msg: `warning: formation[2]: formation "Support Company" has 1 unit; a formation with fewer than 2 units`},
	{rule: "F12", name: "no_command", units: with("hq.toml", unitFile("Company HQ", "weapons", 10)), want: []string{"F12"},
		msg: `formation[1]: formation "Panzer Company" has no Formation Command: add the unit that holds its CiC`},
	{rule: "F12", name: "two_commands", units: with("p2.toml", unitFile("Platoon 2", "formation-command", 30)), want: []string{"F12"},
		msg: `formation[1].units[3]: formation "Panzer Company" has 2 Formation Command units, "Company HQ" first`},
	{rule: "F12", name: "no_units", src: units("[]"), want: []string{"F12"}, msg: `formation "Panzer Company" has no units`},

	{rule: "F15", accept: true, name: "as_many_support_as_combat", src: units(`["hq.toml", "p1.toml", "p2.toml", "guns.toml", "guns2.toml"]`),
		units: with("guns2.toml", unitFile("Gun Battery 2", "support", 10)),
		check: func(t *testing.T, f *fow.Force, _ model.ErrorList) {
			if f.SupportUsed() != 2 || f.SupportAllowed() != 2 {
				t.Errorf("support %d of %d, want 2 of 2", f.SupportUsed(), f.SupportAllowed())
			}
		}},
	{rule: "F15", name: "more_support_than_combat", src: units(`["hq.toml", "p1.toml", "guns.toml", "guns2.toml"]`),
		units: with("guns2.toml", unitFile("Gun Battery 2", "support", 10)), want: []string{"F15"},
		msg: `formation[1].units[4]: the force fields 2 Support Units (a Support Formation counts as one), and its Primary Formation "Panzer Company" has 1 Combat Units, which allow no more: drop 1`},
	{rule: "F15", name: "a_support_formation_counts_as_one", src: units(`["hq.toml", "p1.toml", "guns.toml"]`) + supportFormation,
		units: with("hq2.toml", unitFile("HQ 2", "formation-command", 5), "p3.toml", unitFile("Platoon 3", "combat", 5)),
		want:  []string{"F15"}, msg: "formation[2]: the force fields 2 Support Units"},

	{rule: "F16", accept: true, name: "exactly_the_limit", src: force("points = 100", "points = 90"),
		check: func(t *testing.T, f *fow.Force, _ model.ErrorList) {
			if f.Points() != 90 || f.Limit != 90 || f.Formations[0].Points() != 90 {
				t.Errorf("points %d of %d, formation %d; want 90 of 90", f.Points(), f.Limit, f.Formations[0].Points())
			}
		}},
	{rule: "F16", name: "over_the_limit", src: force("points = 100", "points = 85"), want: []string{"F16"},
		msg: `force.points: the units come to 90 points ("Panzer Company" 90), 5 more than the force's limit of 85`},
	{rule: "F16", name: "a_unit_without_points", units: with("p2.toml", unitFile("Platoon 2", "combat", 0)), want: []string{"F16"},
		msg: `formation[1].units[3]: unit "Platoon 2" gives no points, so the force's total against its 100-point limit is unknown: add points = N to the [unit] table of p2.toml`},
	{rule: "F16", name: "no_limit", src: force("points = 100\n", ""), want: []string{"F16"},
		msg: "force: give the force's points limit, such as points = 100"},
	{rule: "F16", name: "limit_out_of_range", src: force("points = 100", "points = 100000"), want: []string{"F16"}},

	{rule: "F17", accept: true, name: "paths_below_the_folder", src: units(`["hq.toml", "sub/p1.toml", 'sub\p2.toml', "./sub/../guns.toml"]`),
		units: with("sub/p1.toml", unitFile("Platoon 1", "combat", 30), "sub/p2.toml", unitFile("Platoon 2", "combat", 30))},
	{rule: "F17", name: "absolute", src: units(`["/home/me/hq.toml", 'C:\fow\p1.toml', "p2.toml", "guns.toml"]`), want: []string{"F17", "F17"},
		msg: `formation[1].units[1]: "/home/me/hq.toml" is an absolute path; give the unit file's path from the force file's folder, such as "hq.toml" (F17)`},
	{rule: "F17", name: "leaves_the_folder", src: units(`["../hq.toml", "sub/../../p1.toml", "p2.toml", "guns.toml"]`), want: []string{"F17", "F17"},
		msg: `"../hq.toml" leaves the force file's folder`},
	{rule: "F17", name: "missing", src: units(`["hq.toml", "p1.toml", "p2.toml", "gnus.toml"]`), want: []string{"F17"},
		msg: `formation[1].units[4]: cannot read the unit file "gnus.toml": open gnus.toml: file does not exist (F17)`},
	{rule: "F17", name: "twice", src: units(`["hq.toml", "p1.toml", "p2.toml", "guns.toml", "./p1.toml"]`), want: []string{"F17"},
		msg: `formation[1].units[5]: "./p1.toml" is already listed at formation[1].units[2]`},
	{rule: "F17", name: "not_a_unit_file", src: units(`["hq.toml", "p1.toml", "crew.toml", "deck.toml", "self.toml", ""]`),
		units: with("crew.toml", "[crew]\nname = \"Cobra King\"\n", "deck.toml", "system = \"deck\"\n", "self.toml", baseForce),
		want:  []string{"F17", "F17", "F17", "F17"}, msg: `"crew.toml" names no game system: a unit file begins with system = "fow-v4"`},
	{rule: "F17", name: "the_unit_reports_at_its_own_lines", units: with("p1.toml", edit(`motivation = "Confident 4+"`, `motivation = "Confident 3+"`)),
		want: []string{"F1"}, check: func(t *testing.T, _ *fow.Force, errs model.ErrorList) {
			if e := errs[0]; e.Pos.File != "p1.toml" || e.Pos.Line != 7 || e.Path != "unit.motivation" {
				t.Errorf("error at %v, path %q; want p1.toml line 7, unit.motivation", e.Pos, e.Path)
			}
		}},

	{rule: "F18", accept: true, name: "inline_units", src: baseForce + inlineFormation,
		check: func(t *testing.T, f *fow.Force, _ model.ErrorList) {
			fm := f.Formations[1]
			if len(fm.Units) != 2 || fm.Units[1].Name != "Inline Platoon" || fm.Units[1].TeamCount() != 4 || fm.Points() != 9 {
				t.Errorf("inline formation: %d units, points %d", len(fm.Units), fm.Points())
			}
		}},
	{rule: "F18", name: "unit_table_in_a_force", src: baseForce + "\n[unit]\nname = \"x\"\n", want: []string{"F18"},
		msg: "unit: a force file holds no [unit] table"},
	{rule: "F18", name: "names_and_formations", src: force(`name = "Kampfgruppe Brandt"`, `name = ""`, `name = "Panzer Company"`, `name = "`+strings.Repeat("x", 41)+`"`) +
		strings.Repeat("\n[[formation]]\nname = \"F\"\ntype = \"support\"\nunits = []\n", 8),
		want: []string{"F18", "F18", "F18", "F12", "F12", "F12", "F12", "F12", "F12", "F12", "F12", "F15"}},
	{rule: "F18", name: "inline_unit_reports_at_the_force_file", src: baseForce + strings.Replace(inlineFormation, `motivation = "Confident 4+"`, `motivation = "Confident 3+"`, 1),
		want: []string{"F1"}, check: func(t *testing.T, _ *fow.Force, errs model.ErrorList) {
			src := baseForce + inlineFormation
			line := strings.Count(src[:strings.Index(src, `motivation = "Confident 4+"`)], "\n") + 1
			if e := errs[0]; e.Pos.File != "force.toml" || e.Pos.Line != line || e.Path != "formation[2].unit[2].motivation" {
				t.Errorf("error at %v, path %q; want force.toml line %d, formation[2].unit[2].motivation", e.Pos, e.Path, line)
			}
		}},
}
