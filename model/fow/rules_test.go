package fow_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow"
)

// baseUnit is a legal unit of three tanks; the cases edit it.
const baseUnit = `system = "fow-v4"

[unit]
name = "Panzer IV Platoon"
nation = "Germany"
role = "combat"
motivation = "Confident 4+"
skill = "Trained"
is_hit_on = "4+"

[[team]]
name = "Panzer IV"
type = "tank"
count = 3
leader = 1
armour = { front = 6, side = 3, top = 1 }
tactical = '10"/25cm'
terrain_dash = '12"/30cm'
cross_country_dash = '18"/45cm'
road_dash = '20"/50cm'
cross = "3+"

[[team.weapon]]
name = "7.5cm gun"
mount = "Tank Turret"
range = '32"/80cm'
rof = { halted = 2, moving = 1 }
anti_tank = 11
firepower = "3+"
`

// infantryTeam is a second kind of team: riflemen, without armour.
const infantryTeam = `
[[team]]
name = "Rifle team"
type = "infantry"
count = 4
leader = 0
armour = "-"
save = "3+"
tactical = '8"/20cm'
terrain_dash = '8"/20cm'
cross_country_dash = '12"/30cm'
road_dash = '12"/30cm'
cross = "AUTO"

[[team.weapon]]
name = "Rifle"
mount = "Infantry team"
range = '16"/40cm'
rof = { halted = 2, moving = 1 }
anti_tank = 2
firepower = "6"
`

// edit returns baseUnit with each pair of old and new strings replaced
// once; it panics when an old string is missing, a bug of the case.
func edit(pairs ...string) string {
	src := baseUnit
	for i := 0; i+1 < len(pairs); i += 2 {
		if !strings.Contains(src, pairs[i]) {
			panic("edit: no " + pairs[i])
		}
		src = strings.Replace(src, pairs[i], pairs[i+1], 1)
	}
	return src
}

// withTests adds a [unit.tests] table.
func withTests(lines string) string {
	return edit("\n[[team]]", "\n[unit.tests]\n"+lines+"\n\n[[team]]")
}

// unitKeywords adds keywords to [unit].
func unitKeywords(list string) string {
	return edit("is_hit_on = \"4+\"\n", "is_hit_on = \"4+\"\nkeywords = "+list+"\n")
}

// teamLine and weaponLine add a line to the team or its weapon.
func teamLine(line string) string   { return edit("cross = \"3+\"\n", "cross = \"3+\"\n"+line+"\n") }
func weaponLine(line string) string { return baseUnit + line + "\n" }

// fileCase is one unit file judged by fow.Check.
type fileCase struct {
	rule   string // the rule the case exercises
	accept bool
	name   string
	src    string
	want   []string // rule IDs of the errors, in any order, repeats counted
	warns  []string // rule IDs of the warnings
	msg    string   // a substring of the first error or warning
	check  func(t *testing.T, u *fow.Unit)
}

func TestRules(t *testing.T) {
	cases := concat(ratingCases, armourCases, weaponCases, keywordCases, teamCases, unitCases)
	accepts, rejects := map[string]int{}, map[string]int{}
	for _, tc := range cases {
		t.Run(tc.rule+"/"+tc.name, func(t *testing.T) {
			u, errs := fow.Check("unit.toml", []byte(tc.src))
			gotErrs, gotWarns := rulesOf(errs.Errors()), rulesOf(errs.Warnings())
			if tc.accept && u == nil {
				t.Fatalf("rejected: %v", errs)
			}
			if !tc.accept && u != nil {
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
				if e.Pos.Line == 0 && e.Rule != "" {
					t.Errorf("no line for %s", e)
				}
			}
			if tc.check != nil && u != nil {
				tc.check(t, u)
			}
		})
		if tc.accept {
			accepts[tc.rule]++
		} else {
			rejects[tc.rule]++
		}
	}
	for _, r := range fow.Rules {
		if slices.Contains(fow.ForceRules, r) {
			continue // TestForceRules
		}
		if accepts[r.ID] == 0 || rejects[r.ID] == 0 {
			t.Errorf("rule %s has %d accepting and %d rejecting cases; want one of each at least", r.ID, accepts[r.ID], rejects[r.ID])
		}
	}
}

func concat(lists ...[]fileCase) []fileCase {
	var out []fileCase
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

func rulesOf(l model.ErrorList) []string {
	var out []string
	for _, e := range l {
		out = append(out, e.Rule)
	}
	return sorted(out)
}

func sorted(s []string) []string {
	out := append([]string{}, s...)
	slices.Sort(out)
	if len(out) == 0 {
		return nil
	}
	return out
}

func list(errs model.ErrorList) string {
	var b strings.Builder
	for _, e := range errs {
		b.WriteString("\t" + e.Error() + "\n")
	}
	return b.String()
}
