package crewcards_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// Card counts the fourth edition holds a crew to (issue 31): no crew
// takes more than maxCrewCards cards on any preset, and at 69 x 94 mm at
// most one crew in sixCrews takes more than one.
const (
	maxCrewCards = 2
	sixCrews     = 6
)

// runFloor is the back text's floor, pt: crews that run over onto a
// second card were set at it, their last face near empty, until the
// text was set as large as keeps them to two (press: RunSize). At most
// atFloor of the crews of two cards, per mode, are still set at it (at
// 69 x 94, 4 of 25, where no larger size keeps two cards): a ratchet.
const runFloor = 6.0

// At 57 x 89 the back text scales down to its floor: every crew of two
// cards is set at it.
var atFloor = map[string]int{"default": 4, "low ink": 4, "poker": 0, "63.5x88.9": 1, "57x89": 33}

// briefTexts is a ratchet: how many skill and upgrade texts the crews of
// two cards give as their deck card ("Rule: reference card 2/10.") in
// each mode, as many as do now. A crew whose text set whole takes more
// than two cards keeps as many of its first texts whole as its two cards
// hold at its size (press: mostWhole); before, every text of such a crew
// was brief: 393 at 69 x 94 in either ink, 509 on poker, 454 at
// 63.5 x 88.9 and 527 at 57 x 89.
var briefTexts = map[string]int{"default": 350, "low ink": 350, "poker": 326, "63.5x88.9": 303, "57x89": 287}

// runSize is the size most texts below the header band of a crew's last
// back are set at: its text's.
func runSize(pg layout.Page) float64 {
	n := map[float64]int{}
	most := 0.0
	for _, op := range pg.Ops {
		if op.Kind == layout.OpText && op.Y > pg.H/7 {
			if n[op.Size]++; n[op.Size] > n[most] {
				most = op.Size
			}
		}
	}
	return most
}

// TestCrewCardCount lays out the samples and 200 generated crews on every
// preset and in both inks, and counts the cards each takes: a crew whose
// text set whole takes more than two is shortened (brief bodies, then a
// line a role's skills) until it takes two. It logs how many crews take
// more than one card in each mode.
func TestCrewCardCount(t *testing.T) {
	var crews []*crewexp.Crew
	for _, s := range crewtest.Samples(t) {
		crews = append(crews, s.Crew)
	}
	crews = append(crews, crewtest.Generated(t, 200, 5)...)
	for _, m := range cardtest.Modes {
		d, more, floor, brief := measureKit(t, m), 0, 0, 0
		for _, c := range crews {
			f, err := plan(d, c, saved.DefaultBase)
			if err != nil {
				t.Fatalf("%s: %s: %v", m.Name, c.Name, err)
			}
			n := max(len(f.Front), len(f.Back))
			if n > 1 {
				more++
				brief += briefs(f)
				if runSize(f.Back[n-1]) <= runFloor {
					floor++
				}
			}
			if n > maxCrewCards {
				t.Errorf("%s: %s takes %d cards, at most %d", m.Name, c.Name, n, maxCrewCards)
			}
		}
		t.Logf("%s: %d of %d crews take more than one card, %d of them with their text at %v pt, %d texts brief", m.Name, more, len(crews), floor, runFloor, brief)
		if most, ok := briefTexts[m.Name]; !ok || brief > most {
			t.Errorf("%s: %d texts of crews of two cards are brief, more than the %d of briefTexts: as many texts as fit stay whole", m.Name, brief, most)
		}
		if most, ok := atFloor[m.Name]; !ok {
			t.Errorf("%s: atFloor has no count for this mode; give it %d", m.Name, floor)
		} else if floor > most {
			t.Errorf("%s: %d crews of two cards set their text at %v pt, at most %d: the text of a crew that runs over is set as large as keeps it to two cards", m.Name, floor, runFloor, most)
		}
		if m.Name == "default" && more*sixCrews > len(crews) {
			t.Errorf("%s: %d of %d crews take more than one card, more than 1 in %d", m.Name, more, len(crews), sixCrews)
		}
	}
}

// briefs counts the texts on f's faces given as their deck card.
func briefs(f press.Faces) int {
	n := 0
	for _, pg := range append(f.Front, f.Back...) {
		for _, op := range pg.Ops {
			if op.Kind == layout.OpText && strings.Contains(op.Text, "Rule:") {
				n++
			}
		}
	}
	return n
}
