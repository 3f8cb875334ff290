package fow_test

import (
	"fmt"
	"io/fs"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow"
)

// baseForce is a legal force of 90 points: one Primary Formation of a
// command, two combat units and a support unit, named by path.
const baseForce = `system = "fow-v4"

[force]
name = "Kampfgruppe Brandt"
nation = "Germany"
points = 100

[[formation]]
name = "Panzer Company"
type = "primary"
units = ["hq.toml", "p1.toml", "p2.toml", "guns.toml"]
`

// unitFile returns baseUnit renamed, with role and points.
func unitFile(name, role string, points int) string {
	src := edit(`name = "Panzer IV Platoon"`, `name = "`+name+`"`, `role = "combat"`, `role = "`+role+`"`)
	if points > 0 {
		src = strings.Replace(src, "is_hit_on = \"4+\"\n", fmt.Sprintf("is_hit_on = \"4+\"\npoints = %d\n", points), 1)
	}
	return src
}

// baseUnits are the unit files baseForce names, 90 points in all.
func baseUnits() map[string]string {
	return map[string]string{
		"hq.toml":   unitFile("Company HQ", "formation-command", 10),
		"p1.toml":   unitFile("Platoon 1", "combat", 30),
		"p2.toml":   unitFile("Platoon 2", "combat", 30),
		"guns.toml": unitFile("Gun Battery", "support", 20),
	}
}

// with returns baseUnits with the files given as name, source pairs added
// or replaced.
func with(pairs ...string) map[string]string {
	m := baseUnits()
	for i := 0; i+1 < len(pairs); i += 2 {
		m[pairs[i]] = pairs[i+1]
	}
	return m
}

// force returns baseForce with each pair of old and new strings replaced
// once; it panics when an old string is missing, a bug of the case.
func force(pairs ...string) string {
	src := baseForce
	for i := 0; i+1 < len(pairs); i += 2 {
		if !strings.Contains(src, pairs[i]) {
			panic("force: no " + pairs[i])
		}
		src = strings.Replace(src, pairs[i], pairs[i+1], 1)
	}
	return src
}

// units replaces baseForce's list of unit files.
func units(list string) string {
	return force(`units = ["hq.toml", "p1.toml", "p2.toml", "guns.toml"]`, "units = "+list)
}

// supportFormation is a Support Formation of a command and one combat unit.
const supportFormation = `
[[formation]]
name = "Support Company"
type = "support"
units = ["hq2.toml", "p3.toml"]
`

// inlineFormation is a Support Formation written inline: its command, and a
// platoon whose motivation line the cases edit.
const inlineFormation = `
[[formation]]
name = "Inline Company"
type = "support"

[[formation.unit]]
name = "Inline HQ"
nation = "Germany"
role = "formation-command"
motivation = "Confident"
skill = "Trained"
is_hit_on = "Careful"
points = 5

[[formation.unit.team]]
name = "Panzer IV"
type = "tank"
count = 2
leader = 1
armour = { front = 6, side = 3, top = 1 }
tactical = '10"/25cm'
terrain_dash = '12"/30cm'
cross_country_dash = '18"/45cm'
road_dash = '20"/50cm'
cross = "3+"

[[formation.unit]]
name = "Inline Platoon"
nation = "Germany"
role = "combat"
motivation = "Confident 4+"
skill = "Trained"
is_hit_on = "Careful"
points = 4

[[formation.unit.team]]
name = "Rifle team"
type = "infantry"
count = 4
leader = 1
save = "3+"
tactical = '8"/20cm'
terrain_dash = '8"/20cm'
cross_country_dash = '12"/30cm'
road_dash = '12"/30cm'
cross = "AUTO"

[[formation.unit.team.weapon]]
name = "Rifle"
mount = "Infantry team"
range = '16"/40cm'
rof = { halted = 2, moving = 1 }
anti_tank = 2
firepower = "6"
`

// forceCase is one force file and its unit files, judged by CheckForce.
type forceCase struct {
	rule   string // the rule the case exercises
	accept bool
	name   string
	src    string
	units  map[string]string // nil: baseUnits
	want   []string          // rule IDs of the errors, in any order, repeats counted
	warns  []string          // rule IDs of the warnings
	msg    string            // a substring of the first error or warning
	check  func(t *testing.T, f *fow.Force, errs model.ErrorList)
}

// reader serves unit files from a map, as the glue serves them from the
// force file's folder; a unit's name is its path.
func reader(files map[string]string) fow.ReadFunc {
	return func(rel string) (string, []byte, error) {
		src, ok := files[rel]
		if !ok {
			return "", nil, fmt.Errorf("open %s: %w", rel, fs.ErrNotExist)
		}
		return rel, []byte(src), nil
	}
}

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

func TestForceRules(t *testing.T) {
	accepts, rejects := map[string]int{}, map[string]int{}
	for _, tc := range forceCases {
		t.Run(tc.rule+"/"+tc.name, func(t *testing.T) {
			src, files := tc.src, tc.units
			if src == "" {
				src = baseForce
			}
			if files == nil {
				files = baseUnits()
			}
			f, errs := fow.CheckForce("force.toml", []byte(src), reader(files))
			gotErrs, gotWarns := rulesOf(errs.Errors()), rulesOf(errs.Warnings())
			if tc.accept && f == nil {
				t.Fatalf("rejected: %v", list(errs))
			}
			if !tc.accept && f != nil {
				t.Fatalf("accepted, want errors %v", tc.want)
			}
			if want := sorted(tc.want); !slices.Equal(gotErrs, want) {
				t.Errorf("errors %v, want %v:\n%s", gotErrs, want, list(errs))
			}
			if want := sorted(tc.warns); !slices.Equal(gotWarns, want) {
				t.Errorf("warnings %v, want %v:\n%s", gotWarns, want, list(errs))
			}
			if tc.msg != "" && (len(errs) == 0 || !strings.Contains(errs[0].Error(), tc.msg)) {
				t.Errorf("first message does not hold %q:\n%s", tc.msg, list(errs))
			}
			for _, e := range errs {
				if e.Pos.Line == 0 {
					t.Errorf("no line for %s", e)
				}
			}
			if tc.check != nil {
				tc.check(t, f, errs)
			}
		})
		if tc.accept {
			accepts[tc.rule]++
		} else {
			rejects[tc.rule]++
		}
	}
	for _, r := range fow.ForceRules {
		if accepts[r.ID] == 0 || rejects[r.ID] == 0 {
			t.Errorf("rule %s has %d accepting and %d rejecting cases; want one of each at least", r.ID, accepts[r.ID], rejects[r.ID])
		}
	}
}

// TestForceReadsCleanPaths checks that the unit files are asked for by
// their cleaned paths, once each.
func TestForceReadsCleanPaths(t *testing.T) {
	files := with("sub/p1.toml", unitFile("Platoon 1", "combat", 30))
	var asked []string
	read := func(rel string) (string, []byte, error) {
		asked = append(asked, rel)
		return reader(files)(rel)
	}
	src := units(`["hq.toml", 'sub\..\sub\p1.toml', "./p2.toml", "guns.toml"]`)
	if _, errs := fow.CheckForce("force.toml", []byte(src), read); errs.Err() != nil {
		t.Fatal(list(errs))
	}
	if want := []string{"hq.toml", "sub/p1.toml", "p2.toml", "guns.toml"}; !slices.Equal(asked, want) {
		t.Errorf("read %q, want %q", asked, want)
	}
}

func TestIsForce(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want bool
	}{
		{baseForce, true},
		{baseForce + "\n[unit]\nname = \"x\"\n", true},
		{"system = \"fow-v4\"\nforce = 3\n", true},
		{baseUnit, false},
		{unitFile("Force Recon", "combat", 5), false}, // "force" in a value
		{"[force\n", false},
	} {
		if got := fow.IsForce([]byte(tc.src)); got != tc.want {
			t.Errorf("IsForce(%.40q) = %v, want %v", tc.src, got, tc.want)
		}
	}
}

// TestInlineUnitKeys keeps a [[formation.unit]] in step with a unit file:
// it takes every key of [unit], and a unit's [[team]] as its own.
func TestInlineUnitKeys(t *testing.T) {
	unit := tomlKeys(fow.UnitSpec{})
	inline := tomlKeys(fow.InlineUnit{})
	want := append(slices.Clone(unit), "team")
	slices.Sort(want)
	if !slices.Equal(inline, want) {
		t.Errorf("InlineUnit keys %q, want UnitSpec's and team: %q", inline, want)
	}
}

func TestFormationLastStand(t *testing.T) {
	f, errs := fow.CheckForce("force.toml", []byte(baseForce), reader(baseUnits()))
	if f == nil {
		t.Fatal(list(errs))
	}
	fm := f.Formations[0]
	got := fm.LastStand()
	if want := fmt.Sprintf("fewer than %d of its %d units", fow.FormationLastStandUnits, len(fm.Units)); !strings.Contains(got, want) {
		t.Errorf("LastStand() = %q, want it to hold %q", got, want)
	}
	if fm.Count(fow.Combat) != 2 || fm.Count(fow.Support) != 1 || fm.Command().Name != "Company HQ" {
		t.Errorf("%s: combat %d, support %d, command %q", f.Summary(), fm.Count(fow.Combat), fm.Count(fow.Support), fm.Command().Name)
	}
}

// FuzzForce feeds arbitrary force files to CheckForce, with the base units
// beside them: it must never panic, and every position in the force file
// must lie inside it.
func FuzzForce(f *testing.F) {
	for _, tc := range forceCases {
		f.Add([]byte(tc.src))
	}
	files := maps.Clone(baseUnits())
	f.Fuzz(func(t *testing.T, src []byte) {
		_, errs := fow.CheckForce("force.toml", src, reader(files))
		lines := strings.Count(string(src), "\n") + 1
		for _, e := range errs {
			if e.Pos.File == "force.toml" && (e.Pos.Line < 0 || e.Pos.Line > lines || e.Pos.Col < 0) {
				t.Errorf("error at line %d, col %d in an input of %d lines: %s", e.Pos.Line, e.Pos.Col, lines, e)
			}
		}
	})
}

// tomlKeys returns the sorted TOML keys of the struct v's fields.
func tomlKeys(v any) []string {
	t := reflect.TypeOf(v)
	var keys []string
	for i := range t.NumField() {
		if k, _, _ := strings.Cut(t.Field(i).Tag.Get("toml"), ","); k != "" {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return keys
}
