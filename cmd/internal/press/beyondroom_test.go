package press_test

import (
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
)

// TestBeyondRoom: two sets of IfMore slots that differ only in the room's
// own slots (a back with its log and one without) are the same try to
// withRoom, which lays the second out only where the first shortened a
// text; sets that differ beyond them are not.
func TestBeyondRoom(t *testing.T) {
	c := press.Card{IfRoom: map[string]string{"log_spare": "yes", "text_full": ""}}
	log := map[string]string{"survival_front": "yes", "column_wide": "yes"}
	whole := map[string]string{"survival_front": "yes", "column_wide": "yes", "log_spare": "", "text_full": "yes"}
	other := map[string]string{"survival_front": "yes", "survival_alone": "yes"}
	if a, b := press.BeyondRoom(c, log), press.BeyondRoom(c, whole); a != b {
		t.Errorf("a set with its log and without: %q and %q, want one try", a, b)
	}
	if a, b := press.BeyondRoom(c, log), press.BeyondRoom(c, other); a == b {
		t.Errorf("two sets of other slots: both %q, want two tries", a)
	}
}
