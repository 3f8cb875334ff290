package fowcards_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model/saved"
)

// unitCard checks the unit file src and gives its card, unlaid.
func unitCard(t *testing.T, src string) press.Card {
	t.Helper()
	doc, errs := system.Check("unit.toml", []byte(src))
	if doc == nil || errs.Err() != nil {
		t.Fatalf("check: %v", errs)
	}
	card, err := doc.Card(0, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	return card
}

// TestPointsInTheHeader: a unit of 1 point says "1 point", of 9 "9
// points".
func TestPointsInTheHeader(t *testing.T) {
	for n, want := range map[string]string{"1": "1 point", "9": "9 points"} {
		src := strings.Replace(teamsUnit(1), "points = 9", "points = "+n, 1)
		if got := unitCard(t, src).View.Text["points"]; got != want {
			t.Errorf("points = %s: header says %q, want %q", n, got, want)
		}
	}
}

// TestSharedWeaponKeywords: where several weapons of a team have the same
// keywords, the team's foot names them once: ".50 cal MG and .30 cal MG:
// Self-defence Anti-aircraft.", not once a weapon.
func TestSharedWeaponKeywords(t *testing.T) {
	src := teamsUnit(1)
	for _, w := range []string{".50 cal MG", "Rifle", ".30 cal MG"} {
		src += "[[team.weapon]]\nname = \"" + w + "\"\nrange = '16\"/40cm'\nrof = { halted = 2, moving = 1 }\nanti_tank = 2\nfirepower = \"6\"\n"
		if w != "Rifle" {
			src += "keywords = [\"Self-defence Anti-aircraft\"]\n"
		}
	}
	teams := unitCard(t, src).View.Blocks["teams"]
	const want = ".50 cal MG and .30 cal MG: Self-defence Anti-aircraft."
	if len(teams) != 1 || !strings.Contains(teams[0].Foot, want) || strings.Count(teams[0].Foot, "Self-defence") != 1 {
		t.Errorf("teams %+v: want a foot with %q, the keyword once", teams, want)
	}
}
