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
	if got := fow.UnitFiles([]byte(src)); !slices.Equal(got, asked) {
		t.Errorf("UnitFiles = %q, want the files CheckForce read, %q", got, asked)
	}
	bad := units(`["hq.toml", "../out.toml", "hq.toml", "/abs.toml", "p2.toml"]`)
	if got, want := fow.UnitFiles([]byte(bad)), []string{"hq.toml", "p2.toml"}; !slices.Equal(got, want) {
		t.Errorf("UnitFiles of refused and repeated names = %q, want %q", got, want)
	}
	if got := fow.UnitFiles([]byte("[force\n")); got != nil {
		t.Errorf("UnitFiles of a file that does not decode = %q, want none", got)
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

// TestForceWithoutFolder checks a force given no way to read files: its
// inline units check, and a unit named by path is reported, not read.
func TestForceWithoutFolder(t *testing.T) {
	inline := strings.Replace(inlineFormation, `type = "support"`, `type = "primary"`, 1)
	src := baseForce[:strings.Index(baseForce, "[[formation]]")] + inline
	if f, errs := fow.CheckForce("force.toml", []byte(src), nil); f == nil || f.Points() != 9 {
		t.Errorf("inline force without a folder: %v", list(errs))
	}
	_, errs := fow.CheckForce("force.toml", []byte(baseForce), nil)
	if got := rulesOf(errs); !slices.Equal(got, []string{"F17", "F17", "F17", "F17"}) || !strings.Contains(errs[0].Msg, "without its folder") {
		t.Errorf("force of files without a folder: rules %v\n%s", got, list(errs))
	}
}
