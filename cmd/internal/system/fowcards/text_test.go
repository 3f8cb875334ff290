package fowcards_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model/saved"
)

// unitCard checks the unit file src and gives its card, unlaid.
func unitCard(t *testing.T, src string) press.Card {
	t.Helper()
	doc, errs := system.Check("unit.toml", []byte(src))
	if doc == nil || errs.Err() != nil {
		t.Fatalf("check: %v", errs)
	}
	card, err := doc.Card(0, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	return card
}

// TestPointsInTheHeader: a unit of 1 point says "1 point", of 9 "9
// points".
func TestPointsInTheHeader(t *testing.T) {
	for n, want := range map[string]string{"1": "1 point", "9": "9 points"} {
		src := strings.Replace(teamsUnit(1), "points = 9", "points = "+n, 1)
		if got := unitCard(t, src).View.Text["points"]; got != want {
			t.Errorf("points = %s: header says %q, want %q", n, got, want)
		}
	}
}
