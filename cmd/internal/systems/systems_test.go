package systems_test

import (
	"slices"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system"
	_ "github.com/crewcard/crewcard/cmd/internal/systems"
	"github.com/crewcard/crewcard/model/crewexp"
)

// TestRegistered: importing systems registers every game system once, in
// the order the roster and the lists name them, the crews first.
func TestRegistered(t *testing.T) {
	var names []string
	for _, s := range system.All() {
		names = append(names, s.Info().Name)
	}
	want := []string{crewexp.SystemName, "fow-v4", "deck"}
	if !slices.Equal(names, want) {
		t.Errorf("registered systems %q, want %q", names, want)
	}
}
