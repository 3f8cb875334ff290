package crewcards_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/saved"
)

// TestLogColumns: a back's log of the games to come asks for the kills
// only where the vehicle earns kill XP (C3), as the back's tallies count
// them only there, and never stands above its text: every op of the log
// is under the back's last text. A crew of two cards draws it on its
// second back where its text leaves the room.
func TestLogColumns(t *testing.T) {
	d := measureKit(t, cardtest.Modes[0])
	seen, second := map[bool]int{}, 0
	for _, c := range samplesAnd(t, 200) {
		f, err := plan(d, c, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		for _, pg := range f.Back {
			for _, op := range pg.Ops {
				if !c.State.Kind.EarnsKills() && strings.Contains(op.Text, "Kills") {
					t.Errorf("%s (%s): its back counts kills, %q, though it earns no kill XP", c.Name, c.State.Kind, op.Text)
				}
			}
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

// TestLogTakesEmptyBack: a back with no text of its own (a transport's
// driver, who holds no skill and no upgrade, his survival roll on the
// front) gives its face to the log of the games to come, its heading
// under the name band, in every mode: not a face blank down to two rows
// at its foot, or to none.
func TestLogTakesEmptyBack(t *testing.T) {
	for _, m := range cardtest.Modes {
		d := measureKit(t, m)
		empty := 0
		for _, c := range samplesAnd(t, 0) {
			f, err := plan(d, c, saved.DefaultBase)
			if err != nil {
				t.Fatal(err)
			}
			back := f.Back[len(f.Back)-1]
			texts := slices.DeleteFunc(slices.Clone(back.Ops), func(op layout.Op) bool { return op.Kind != layout.OpText || op.Form })
			if len(f.Back) > 1 || len(texts) > 2 { // the name and the tallies
				continue
			}
			empty++
			if !logFills(back) {
				t.Errorf("%s: %s's back holds no text, and its log's heading stands %s: want the log under the name band, above 20 mm", m.Name, c.Name, headY(back.Ops))
			}
		}
		if empty == 0 {
			t.Errorf("%s: no sample's back holds no text: the test wants one (transport-halftrack)", m.Name)
		}
	}
}

// logFills reports whether the page's log of the games to come takes
// its whole face: its heading under the name band, above 20 mm.
func logFills(pg layout.Page) bool {
	head := logHead(pg.Ops)
	return head >= 0 && pg.Ops[head].Y <= 20
}

// headY tells where the log's heading stands, or that there is none.
func headY(ops []layout.Op) string {
	if head := logHead(ops); head >= 0 {
		return fmt.Sprintf("at %.1f mm", ops[head].Y)
	}
	return "nowhere: it draws no log"
}

// logHead is the index of the first op of the log's heading (a form's,
// layout.Op.Form), or -1.
func logHead(ops []layout.Op) int {
	return slices.IndexFunc(ops, func(op layout.Op) bool { return op.Form })
}
