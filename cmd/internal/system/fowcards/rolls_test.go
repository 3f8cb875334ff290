package fowcards

import (
	"slices"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

// TestTestName: a brief list's test name breaks only after a comma.
func TestTestName(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Rally", "Rally"},
		{"Assault hits", "Assault\u00a0hits"},
		{"Blitz, Shoot & Scoot, Dig In", "Blitz, Shoot\u00a0&\u00a0Scoot, Dig\u00a0In"},
	} {
		if got := testName(fow.Roll{Name: c.in}); got != c.want {
			t.Errorf("testName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestRollsByScore: a line for each score, a task rating's line naming
// its test once, the first saying what the lines are ("Tests:").
func TestRollsByScore(t *testing.T) {
	rs := []fow.Roll{
		{Name: "Remount", By: "Motivation", Value: 4, Page: "61"},
		{Name: "Rally", By: "Motivation", Value: 4, Page: "64"},
		{Name: "Last Stand", By: "Last Stand", Value: 3, Page: "81"},
		{Name: "Assault hits", By: "Skill", Value: 3, Page: "77"},
	}
	want := []string{
		"Tests: Motivation\u00a04+: Remount\u00a0(p.\u00a061) · Rally\u00a0(p.\u00a064)",
		"Last Stand\u00a03+: (p.\u00a081)",
		"Skill\u00a03+: Assault\u00a0hits\u00a0(p.\u00a077)",
	}
	got := rollsByScore(rs)
	if len(got) != len(want) {
		t.Fatalf("rollsByScore gives %d lines, want %d: %+v", len(got), len(want), got)
	}
	for i, b := range got {
		if line := b.Heading + ": " + b.Text; line != want[i] {
			t.Errorf("line %d = %q, want %q", i, line, want[i])
		}
	}
}

// TestRollsTable: the table gives each test's roll, a task rating's as
// its score alone, the test's name beside it saying what it rates.
func TestRollsTable(t *testing.T) {
	got := rolls([]fow.Roll{
		{Name: "Rally", By: "Motivation", Value: 4, Page: "64"},
		{Name: "Last Stand", By: "Last Stand", Value: 3, Page: "81"},
	})
	want := [][]string{{"This unit’s tests", "Roll", "Page"}, {"Rally", "Motivation 4+", "64"}, {"Last Stand", "3+", "81"}}
	if len(got) != 1 || !slices.EqualFunc(got[0].Table, want, slices.Equal) {
		t.Errorf("rolls = %+v, want the table %q", got, want)
	}
}
