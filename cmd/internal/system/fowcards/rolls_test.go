package fowcards

import (
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

// TestTestName: a brief list's test name breaks only after a comma.
func TestTestName(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Rally", "Rally"},
		{"Assault hits", "Assault\u00a0hits"},
		{"Blitz, Shoot & Scoot, Dig In", "Blitz, Shoot\u00a0&\u00a0Scoot, Dig\u00a0In"},
	} {
		if got := testName(fow.Roll{Name: c.in}); got != c.want {
			t.Errorf("testName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
