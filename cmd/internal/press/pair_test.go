package press

import "testing"

// TestPairParts holds the rule for the cards a front and a back are
// planned on.
func TestPairParts(t *testing.T) {
	for _, tt := range []struct {
		front, back  int
		noBacks      bool
		wantF, wantB int
	}{
		{1, 1, false, 1, 1},
		{1, 3, false, 3, 3}, // a long back: continuation fronts name their part
		{2, 1, false, 2, 2}, // a long front: its back gets partners
		{1, 3, true, 1, 3},  // no backs printed: no fronts for their sake
		{2, 1, true, 2, 2},
	} {
		d := &Kit{noBacks: tt.noBacks}
		if f, b := d.pairParts(tt.front, tt.back); f != tt.wantF || b != tt.wantB {
			t.Errorf("pairParts(%d, %d), no backs %v = %d, %d; want %d, %d", tt.front, tt.back, tt.noBacks, f, b, tt.wantF, tt.wantB)
		}
	}
}
