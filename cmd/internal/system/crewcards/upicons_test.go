package crewcards_test

import (
	"cmp"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/crewexp"
)

// upgradesUnseen is the most crews of the samples and 200 generated, in
// each mode, whose first front leaves out one of their upgrades, as many
// as do now: where the list beside the code ends "+2 on the back", the
// icons of those two follow it where the line holds them, the list then
// holding as many names as leave that so, each on one line (13, 13 and
// 18 fronts on poker, 63.5 x 88.9 and 57 x 89 left some out before, each
// whose list ended so: upgradesOnBack; 4, 4 and 8 with the icons alone).
// Those that still do hold seven or eight upgrades: the line's icons of
// five or more run past the column.
var upgradesUnseen = map[string]int{"default": 0, "low ink": 0, "poker": 3, "63.5x88.9": 3, "57x89": 4}

// TestFrontShowsEveryUpgrade lays out the samples and 200 generated crews
// on every preset and in both inks, and counts the crews whose first
// front does not show each of their upgrades, by its name with its icon
// or by its icon after the line that says how many are on the back.
func TestFrontShowsEveryUpgrade(t *testing.T) {
	unseen := map[string]int{}
	planEvery(t, samplesAnd(t, 200), func(m cardtest.Mode, c *crewexp.Crew, f press.Faces) {
		var drawn []string
		for _, op := range f.Front[0].Ops {
			if op.Kind == layout.OpPath {
				drawn = append(drawn, op.Text)
			}
		}
		for _, id := range c.State.Upgrades {
			if u, _ := crewexp.UpgradeByID(id); !slices.Contains(drawn, u.Icon) {
				unseen[m.Name]++
				t.Logf("%s, %s: the front does not show %s", m.Name, cmp.Or(c.Name, c.Vehicle), u.Name)
				return
			}
		}
	})
	for _, m := range cardtest.Modes {
		if most, ok := upgradesUnseen[m.Name]; !ok || unseen[m.Name] > most {
			t.Errorf("%s: %d crews' fronts leave out an upgrade, more than the %d of upgradesUnseen", m.Name, unseen[m.Name], most)
		}
	}
}

// TestFirstAidWhole: the survival roll keeps the name of its First Aid
// Box on one line on every preset and in both inks ("+1 First / Aid Box"
// split it beside the code of a driver's crew).
func TestFirstAidWhole(t *testing.T) {
	planEvery(t, samplesAnd(t, 200), func(m cardtest.Mode, c *crewexp.Crew, f press.Faces) {
		for _, pg := range slices.Concat(f.Front, f.Back) {
			for _, op := range pg.Ops {
				if s := strings.TrimSpace(op.Text); op.Kind == layout.OpText && (strings.HasSuffix(s, "+1 First") || strings.HasSuffix(strings.ReplaceAll(s, "\u00a0", " "), "+1 First Aid")) {
					t.Errorf("%s, %s: a line ends %q: the upgrade's name split", m.Name, cmp.Or(c.Name, c.Vehicle), s)
				}
			}
		}
	})
}
