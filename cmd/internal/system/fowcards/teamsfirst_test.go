package fowcards_test

import (
	"regexp"
	"slices"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout"
)

// teamLine is the first line of a team's block: "3× Sd Kfz 251 (MG) …".
var teamLine = regexp.MustCompile(`^\d+× `)

// splitTeams is the most imported units, at 69 × 94, whose teams stand on
// more than one face, as many as do now: 34 did before a front whose teams
// ran over onto a second card gave them its tests' room (press:
// teamsFirst). Most of them are units of one card whose last teams go on
// to the back, which keeps its tests by score so. Raised by two, on
// purpose: a unit of two cards whose second front held only the lines
// beside the code starts it with its last teams instead (press:
// balanceFronts), a front with teams to mark over one of two lines. Raised
// by one more, on purpose: where the lines stay on the first front and a
// back's rule that came onto the second goes on after the teams moved
// there (the M24 Chaffee Cavalry Recon Patrol of the American Force).
const splitTeams = 32

// TestTeamsOnOneFace lays out the units imported from every catalogue at
// 69 × 94 and counts those whose teams, the boxes a player marks, stand
// on more than one face.
func TestTeamsOnOneFace(t *testing.T) {
	docs, _ := importedUnits(t)
	split := 0
	planImported(t, docs, cardtest.Modes[0], func(_ int, _ press.Card, f press.Faces) {
		faces := 0
		for _, pg := range slices.Concat(f.Front, f.Back) {
			if slices.ContainsFunc(pg.Ops, func(op layout.Op) bool { return op.Kind == layout.OpText && teamLine.MatchString(op.Text) }) {
				faces++
			}
		}
		if faces > 1 {
			split++
		}
	})
	t.Logf("%d of %d units set their teams on more than one face", split, len(docs))
	if split > splitTeams {
		t.Errorf("%d units set their teams on more than one face, more than the %d of splitTeams", split, splitTeams)
	}
}
