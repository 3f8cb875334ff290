package crewcards_test

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// seeCard is a brief's reference to the crew deck's card.
var seeCard = regexp.MustCompile(`^See crew deck (\d+)/\d+\.`)

// TestRollBriefNamesItsCard: where a crew's crew-member roll gives way (the
// T-35 sample on poker), it names the deck's card whose first section is
// the crew-member roll: the survival card, which it named before, only
// refers to that roll.
func TestRollBriefNamesItsCard(t *testing.T) {
	var t35 *crewexp.Crew
	for _, s := range crewtest.Samples(t) {
		if s.Crew.Vehicle == "T-35" {
			t35 = s.Crew
		}
	}
	f, err := plan(measureKit(t, cardtest.Modes[2]), t35, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	ops := f.Back[0].Ops
	for i, op := range ops {
		if op.Text == "Crew-member roll " && i+1 < len(ops) {
			if m := seeCard.FindStringSubmatch(ops[i+1].Text); m != nil {
				n, _ = strconv.Atoi(m[1])
			}
		}
	}
	if n == 0 {
		t.Fatal("the T-35's back on poker gives its crew-member roll whole or not at all; the test wants its brief")
	}
	deck := checkDocs(t, "crew-experience")[0]
	card, err := deck.Card(n-1, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	if blocks := card.View.Blocks["blocks"]; len(blocks) == 0 || blocks[0].Heading != "Crew-member roll" {
		t.Errorf("the brief names crew deck card %d, whose first section is %+v, want the crew-member roll", n, blocks)
	}
}
