package crewcards_test

import (
	"testing"
	"unicode/utf8"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/crewexp"
)

// TestLastCardShared: a crew's last card shares its text between its
// faces, not a full front over a back of a line or two: its back sets a
// third as many characters as its front at the least (crewgen's
// crew-00009 at 69 x 94 set 196 words on its second front and 45 on its
// back, then 111 and 130).
func TestLastCardShared(t *testing.T) {
	two := 0
	planEvery(t, samplesAnd(t, 200), func(m cardtest.Mode, c *crewexp.Crew, f press.Faces) {
		n := len(f.Front)
		if n < 2 || len(f.Back) != n {
			return
		}
		two++
		front, back := bodyRunes(f.Front[n-1]), bodyRunes(f.Back[n-1])
		if 3*back < front {
			t.Errorf("%s: %s: its last card sets %d characters on its front, %d on its back", m.Name, c.Name, front, back)
		}
	})
	if two == 0 {
		t.Fatal("no crew takes two cards: the test tests nothing")
	}
}

// bodyRunes counts the characters a face sets below its header band.
func bodyRunes(pg layout.Page) int {
	n := 0
	for _, op := range pg.Ops {
		if op.Kind == layout.OpText && op.Y > 14 && op.Y < pg.H-8 {
			n += utf8.RuneCountInString(op.Text)
		}
	}
	return n
}
