package crewcards_test

import (
	"math"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/crewexp"
)

// TestCodeCentredBelowText: a back that carries the crew's code under a
// short text (the second card's last lines) sets it in the middle of the
// room the text leaves, not at the foot with the room above it (27 mm
// over the code of the second back of crewgen's crew-00009, 2 mm under).
func TestCodeCentredBelowText(t *testing.T) {
	checked := 0
	planEvery(t, samplesAnd(t, 200), func(m cardtest.Mode, c *crewexp.Crew, f press.Faces) {
		if m.Name != "default" || len(f.Back) < 2 || f.Back[1].QR == nil {
			return
		}
		pg := f.Back[1]
		var qr, rule *layout.Op
		textFoot := 0.0
		for i, op := range pg.Ops {
			switch {
			case op.Kind == layout.OpQR:
				qr = &pg.Ops[i]
			case op.Kind == layout.OpLine && op.H == 0 && op.Y > 80:
				rule = &pg.Ops[i]
			case op.Kind == layout.OpText && qr == nil && op.Y > 15:
				textFoot = max(textFoot, op.Y) // a baseline of the text over the code
			}
		}
		if qr == nil || rule == nil || textFoot == 0 {
			return
		}
		checked++
		above, below := qr.Y-textFoot, rule.Y-(qr.Y+qr.H)
		if math.Abs(above-below) > 3 {
			t.Errorf("%s: its second back's code stands %.1f mm under its text and %.1f mm over its foot", c.Name, above, below)
		}
	})
	if checked == 0 {
		t.Fatal("no crew's second back carries its code under its text; the test proves nothing")
	}
}
