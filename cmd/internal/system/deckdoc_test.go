package system_test

import (
	"os"
	"regexp"
	"strconv"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/model/saved"
)

// TestDecksTopicCounts holds the manual's table of built-in decks to the
// decks: each row's card count is the count of cards the deck prints, as
// its cover says ("18" and "10" stood for decks of 21 and 11 cards).
func TestDecksTopicCounts(t *testing.T) {
	topic, err := os.ReadFile("../manual/topics/decks.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := regexp.MustCompile("(?m)^\\| `([a-z0-9-]+)` \\| (\\d+)\\b").FindAllSubmatch(topic, -1)
	if len(rows) == 0 {
		t.Fatal("the decks topic has no table of decks")
	}
	kit := modeKit(t, cardtest.Modes[0])
	for _, r := range rows {
		id, n := string(r[1]), string(r[2])
		doc, got := builtinDoc(t, id), 0
		for i := range doc.Cards() {
			c, err := doc.Card(i, saved.DefaultBase)
			if err != nil {
				t.Fatal(err)
			}
			f, err := kit.Plan(c)
			if err != nil {
				t.Fatal(err)
			}
			got += max(len(f.Front), len(f.Back))
		}
		if strconv.Itoa(got) != n {
			t.Errorf("the decks topic gives %s %s cards; it prints %d", id, n, got)
		}
	}
}
