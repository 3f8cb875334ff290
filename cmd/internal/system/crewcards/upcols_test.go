package crewcards_test

import (
	"math"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/crewexp"
)

// TestUpgradeColumnsEven: a front whose upgrades take two columns shares
// them out evenly, three and two, never four and one (the veteran Sherman
// sample's five did): over the samples and 200 generated crews on every
// preset, no first column holds two upgrades more than the second (but
// where the list ends "+3 more on the back").
func TestUpgradeColumnsEven(t *testing.T) {
	icons := map[string]bool{}
	for _, u := range crewexp.Upgrades() {
		icons[u.Icon] = true
	}
	crews := samplesAnd(t, 200)
	two := 0
	planEvery(t, crews, func(m cardtest.Mode, c *crewexp.Crew, f press.Faces) {
		var xs []float64 // the left edge of each upgrade's icon, drawn as one path or more
		seen := map[string]bool{}
		for _, op := range f.Front[0].Ops {
			if moreLine.MatchString(op.Text) { // "+3 more on the back": a list cut short fills its columns
				xs = nil
				break
			}
			if op.Kind == layout.OpPath && icons[op.Text] && !seen[op.Text] {
				seen[op.Text] = true
				xs = append(xs, op.X)
			}
		}
		if len(xs) < 2 {
			return
		}
		first := 0
		for _, x := range xs {
			if math.Abs(x-xs[0]) < 3 { // columns stand 18 mm apart and more
				first++
			}
		}
		if first == len(xs) {
			return
		}
		two++
		if second := len(xs) - first; first-second > 1 {
			t.Errorf("%s: %s: its upgrades' columns hold %d and %d", m.Name, c.Name, first, second)
		}
	})
	if two == 0 {
		t.Fatal("no front sets its upgrades in two columns; the test proves nothing")
	}
	t.Logf("%d fronts set their upgrades in two columns", two)
}
