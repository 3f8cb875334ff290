package crewcards_test

import (
	"math"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/crewexp"
)

// TestCodeOnFirstBack: a crew whose state is too long for its front's
// code carries the code on its first card's back, in the middle of the
// room its text leaves there, not at the foot with the room above it; a
// second card's back gives that room to the text, where the code again
// cut its texts to their deck cards (crewgen's crew-00049: six upgrades
// by their deck cards above 35 mm of the code again).
func TestCodeOnFirstBack(t *testing.T) {
	centred, used := 0, 0
	planEvery(t, samplesAnd(t, 200), func(m cardtest.Mode, c *crewexp.Crew, f press.Faces) {
		if m.Name != "default" || f.Front[0].QR != nil || f.Back[0].QR == nil {
			return
		}
		if qr, textFoot, rule := backParts(f.Back[0]); qr != nil && rule != nil && textFoot > 0 {
			centred++
			if above, below := qr.Y-textFoot, rule.Y-(qr.Y+qr.H); math.Abs(above-below) > 3 {
				t.Errorf("%s: its back's code stands %.1f mm under its text and %.1f mm over its foot", c.Name, above, below)
			}
		}
		if len(f.Back) < 2 {
			return
		}
		qr, textFoot, _ := backParts(f.Back[1])
		if qr != nil {
			t.Errorf("%s: its second back draws the code again", c.Name)
		}
		if textFoot > 50 { // past the top of the first back's code
			used++
		}
	})
	if centred == 0 || used == 0 {
		t.Fatalf("%d backs carry the code under their text, %d second backs set text in its room: the test proves nothing", centred, used)
	}
}

// backParts returns a back's code, the lowest baseline of the text above
// it (of all its text where it has none), and its foot's rule.
func backParts(pg layout.Page) (qr *layout.Op, textFoot float64, rule *layout.Op) {
	for i, op := range pg.Ops {
		switch {
		case op.Kind == layout.OpQR:
			qr = &pg.Ops[i]
		case op.Kind == layout.OpLine && op.H == 0 && op.Y > 80:
			rule = &pg.Ops[i]
		case op.Kind == layout.OpText && qr == nil && op.Y > 15 && op.Y < 85:
			textFoot = max(textFoot, op.Y)
		}
	}
	return qr, textFoot, rule
}
