package crewexp_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
)

// ruleIDs lists the ID of every rule in the rules' table, crewexp.Rules.
var ruleIDs = func() []string {
	var ids []string
	for _, r := range crewexp.Rules {
		ids = append(ids, r.ID)
	}
	return ids
}()

// crewFile returns a crew file: a vehicle of the kind (with extra lines for
// the [vehicle] table), a crew with the start, and rest after the crew's start.
func crewFile(kind, start, vehicle, rest string) string {
	return fmt.Sprintf(`[vehicle]
name = "T"
nation = "N"
kind = %q
points = 100
%s
[crew]
name = "C"
start = %q
%s`, kind, vehicle, start, rest)
}

// twoMan is the [[crew.member]] part of a two-man tank: commander+gunner and driver.
const twoMan = `
[[crew.member]]
name = "A"
roles = ["commander", "gunner"]

[[crew.member]]
name = "B"
roles = ["driver"]
`

// fileCase is one crew file judged by crewexp.Check.
type fileCase struct {
	rule   string // the rule the case exercises
	accept bool   // the crew is legal
	name   string
	src    string
	want   []string // rule IDs of the errors, in any order, repeats counted
	warns  []string // rule IDs of the warnings
	check  func(t *testing.T, c *crewexp.Crew)
	bug    string // a known bug: the case is skipped while it fails
}

// state checks the derived values of an accepted crew.
func state(level, xp, skills int) func(*testing.T, *crewexp.Crew) {
	return func(t *testing.T, c *crewexp.Crew) {
		t.Helper()
		s := &c.State
		if got := s.Level().Level; got != level {
			t.Errorf("level = %d, want %d", got, level)
		}
		if s.XP != xp {
			t.Errorf("XP = %d, want %d", s.XP, xp)
		}
		if got := len(s.Skills); got != skills {
			t.Errorf("%d skills, want %d", got, skills)
		}
	}
}

// both runs several checks.
func both(fs ...func(*testing.T, *crewexp.Crew)) func(*testing.T, *crewexp.Crew) {
	return func(t *testing.T, c *crewexp.Crew) {
		t.Helper()
		for _, f := range fs {
			f(t, c)
		}
	}
}

// holds checks the names of the skills the crew holds, in order.
func holds(names ...string) func(*testing.T, *crewexp.Crew) {
	return func(t *testing.T, c *crewexp.Crew) {
		t.Helper()
		if got := skillNames(c.State.Skills); !slices.Equal(got, names) {
			t.Errorf("skills = %q, want %q", got, names)
		}
	}
}

func skillNames(hs []crewexp.Held) []string {
	var out []string
	for _, h := range hs {
		sk, ok := crewexp.SkillByID(h.ID)
		if !ok {
			out = append(out, fmt.Sprintf("#%d", h.ID))
			continue
		}
		out = append(out, sk.Name)
	}
	return out
}

func rulesOf(l model.ErrorList) []string {
	var out []string
	for _, e := range l {
		out = append(out, e.Rule)
	}
	slices.Sort(out)
	return out
}

func TestRulesCrewFiles(t *testing.T) {
	for _, tc := range fileCases {
		t.Run(tc.rule+"/"+tc.name, func(t *testing.T) {
			crew, errs := crewexp.Check("crew.toml", []byte(tc.src))
			var fails []string
			want := slices.Clone(tc.want)
			slices.Sort(want)
			if got := rulesOf(errs.Errors()); !slices.Equal(got, want) {
				fails = append(fails, fmt.Sprintf("error rules = %q, want %q", got, want))
			}
			warns := slices.Clone(tc.warns)
			slices.Sort(warns)
			if got := rulesOf(errs.Warnings()); !slices.Equal(got, warns) {
				fails = append(fails, fmt.Sprintf("warning rules = %q, want %q", got, warns))
			}
			if tc.accept != (errs.Err() == nil) {
				fails = append(fails, fmt.Sprintf("accepted = %v, want %v", errs.Err() == nil, tc.accept))
			}
			for _, e := range errs {
				if !strings.HasPrefix(e.Error(), "crew.toml:") {
					fails = append(fails, fmt.Sprintf("error %q has no position", e))
				}
			}
			if tc.bug != "" {
				if len(fails) == 0 {
					t.Fatalf("the bug %q looks fixed: remove its mark", tc.bug)
				}
				t.Skipf("BUG: %s: %s; errors:\n%s", tc.bug, strings.Join(fails, "; "), listText(errs))
			}
			for _, f := range fails {
				t.Error(f)
			}
			if len(fails) > 0 {
				t.Logf("errors:\n%s", listText(errs))
			}
			if tc.check != nil {
				if crew == nil {
					t.Fatalf("Check returned no crew")
				}
				tc.check(t, crew)
			}
		})
	}
}

func listText(l model.ErrorList) string {
	var b strings.Builder
	for _, e := range l {
		b.WriteString("\t" + e.Error() + "\n")
	}
	return b.String()
}

// TestRuleCoverage checks that every rule has an accepting and a rejecting
// case among the tables of this package's tests.
func TestRuleCoverage(t *testing.T) {
	counts := ruleCounts()
	for _, id := range ruleIDs {
		c := counts[id]
		t.Logf("%-3s %2d accepting, %2d rejecting", id, c[0], c[1])
		if c[0] == 0 || c[1] == 0 {
			t.Errorf("rule %s: %d accepting and %d rejecting cases, want at least one of each", id, c[0], c[1])
		}
	}
	for id := range counts {
		if !slices.Contains(ruleIDs, id) {
			t.Errorf("a case names rule %q, which is not in the rules' table", id)
		}
	}
}

// ruleCounts counts the accepting ([0]) and rejecting ([1]) cases per rule
// across the tables: crew files, and the unit tables of the pure functions.
func ruleCounts() map[string][2]int {
	counts := map[string][2]int{}
	add := func(rule string, accept bool) {
		c := counts[rule]
		if accept {
			c[0]++
		} else {
			c[1]++
		}
		counts[rule] = c
	}
	// A warning counts as the rule rejecting: S6 only warns.
	for _, tc := range fileCases {
		add(tc.rule, tc.accept && tc.warns == nil)
	}
	for _, tc := range gainCases {
		add(tc.rule, tc.want == nil && tc.warn == nil)
	}
	for _, tc := range bailCases {
		add(tc.rule, tc.want == nil)
	}
	for _, tc := range fitCases {
		add(tc.rule, tc.want == nil)
	}
	return counts
}
