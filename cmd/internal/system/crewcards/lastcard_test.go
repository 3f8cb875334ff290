package crewcards_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// TestLastCardShared: a crew's last card shares its text between its
// faces, not a full front over a back of a line or two: its back sets a
// third as many characters as its front at the least (crewgen's
// crew-00009 at 69 x 94 set 196 words on its second front and 45 on its
// back, then 111 and 130); or its back draws a log of the games to come
// under its text, its front then holding all the text it can: crew-00009
// sets every text but the crew-member roll on its second front, where it
// set 111 words there over 130 and a log of five rows.
func TestLastCardShared(t *testing.T) {
	two, logged := 0, 0
	planEvery(t, samplesAnd(t, 200), func(m cardtest.Mode, c *crewexp.Crew, f press.Faces) {
		n := len(f.Front)
		if n < 2 || len(f.Back) != n {
			return
		}
		two++
		front, back := bodyRunes(f.Front[n-1]), bodyRunes(f.Back[n-1])
		if drawsLog(f.Back[n-1]) {
			logged++
			return
		}
		if 3*back < front {
			t.Errorf("%s: %s: its last card sets %d characters on its front, %d on its back", m.Name, c.Name, front, back)
		}
	})
	if two == 0 {
		t.Fatal("no crew takes two cards: the test tests nothing")
	}
	t.Logf("%d of %d crews of two cards or more, in every mode, draw a log on their last back", logged, two)
	c := crewtest.Generated(t, 9, 5)[8]
	f, err := plan(measureKit(t, cardtest.Modes[0]), c, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Front) != 2 || !drawsLog(f.Back[1]) {
		t.Fatalf("%s takes %d cards, want 2 with a log on the last back", c.Name, len(f.Front))
	}
	if text := bodyText(f.Back[1]); !strings.Contains(text, "Crew-member roll") || strings.Contains(text, "(level") {
		t.Errorf("%s: its last back sets %q above its log, want the crew-member roll alone: the front holds the upgrades", c.Name, text)
	}
}

// bodyRunes counts the characters a face sets below its header band.
func bodyRunes(pg layout.Page) int { return utf8.RuneCountInString(bodyText(pg)) }

// bodyText is the text a face sets below its header band.
func bodyText(pg layout.Page) string {
	var b strings.Builder
	for _, op := range pg.Ops {
		if op.Kind == layout.OpText && op.Y > 14 && op.Y < pg.H-8 {
			b.WriteString(op.Text)
		}
	}
	return b.String()
}
