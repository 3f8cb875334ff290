package crewcards_test

import (
	"slices"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/saved"
)

// TestLogColumns: a back's log of the games to come asks for the kills
// only where the vehicle earns kill XP (C3), and never stands above its
// text: every op of the log is under the back's last text. A crew of two
// cards draws it on its second back where its text leaves the room.
func TestLogColumns(t *testing.T) {
	d := measureKit(t, cardtest.Modes[0])
	seen, second := map[bool]int{}, 0
	for _, c := range samplesAnd(t, 200) {
		f, err := plan(d, c, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		last := f.Back[len(f.Back)-1]
		if !drawsLog(last) {
			continue
		}
		if len(f.Back) > 1 {
			second++
		}
		ops := last.Ops
		head := slices.IndexFunc(ops, func(op layout.Op) bool { return op.Form })
		kills := slices.ContainsFunc(ops, func(op layout.Op) bool { return op.Form && op.Text == "Kills" })
		if earns := c.State.Kind.EarnsKills(); kills != earns {
			t.Errorf("%s (%s): its log asks for kills' points: %v, want %v", c.Name, c.State.Kind, kills, earns)
		}
		seen[kills]++
		for _, op := range ops[:head] {
			if op.Kind == layout.OpText && op.Y > ops[head].Y && op.Text != "" && !op.Form {
				t.Errorf("%s: %q at %.1f mm stands under the log's heading at %.1f mm", c.Name, op.Text, op.Y, ops[head].Y)
			}
		}
	}
	if seen[true] == 0 || seen[false] == 0 || second == 0 {
		t.Errorf("logs with kills %d, without %d, on a second back %d: the test wants each", seen[true], seen[false], second)
	}
}
