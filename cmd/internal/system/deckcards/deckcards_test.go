package deckcards

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/saved"
)

// deckOf checks a deck file and returns its document.
func deckOf(t *testing.T, name string, src []byte) *deckDoc {
	t.Helper()
	doc, errs := System.Check(name, src)
	if errs.Err() != nil || doc == nil {
		t.Fatalf("%s does not check:\n%v", name, errs)
	}
	return doc.(*deckDoc)
}

// TestBuiltinDecks: every deck written as data checks, binds each of its
// cards with its number and game (none where the deck's title names it),
// and shows every card's title.
func TestBuiltinDecks(t *testing.T) {
	ids := System.(interface{ Builtins() []string }).Builtins()
	if len(ids) < 2 {
		t.Fatalf("built-in decks %v, want the quick reference and the tactical actions at least", ids)
	}
	for _, id := range ids {
		src, ok := embeddedDeck(id)
		if !ok {
			t.Fatalf("%s: listed but not readable", id)
		}
		d := deckOf(t, id+".toml", src)
		text, view := d.Show()
		if v, ok := view.(DeckView); !ok || v.ID != id || len(v.Cards) != d.Cards() {
			t.Errorf("%s: show --json gives %+v", id, view)
		}
		for i := range d.Cards() {
			c, err := d.Card(i, "")
			if err != nil {
				t.Fatalf("%s card %d: %v", id, i+1, err)
			}
			title, _, _ := strings.Cut(c.View.Text["card_title"], " (p. ") // a first section's page beside it
			if !strings.Contains(text, title) {
				t.Errorf("%s: show does not list card %d, %q", id, i+1, title)
			}
			// the cover names the game once, the deck's name large and what
			// it is small (coverTitle): together the whole title, then the
			// count of its cards
			count := " · " + strconv.Itoa(d.Cards()) + " cards"
			cover := strings.ToLower(c.View.Text["cover_title"] + " · " + c.View.Text["cover_kind"])
			deckTitle := strings.ToLower(d.d.Info.Title)
			if c.View.Text["number"] != strconv.Itoa(i+1)+"/"+strconv.Itoa(d.Cards()) ||
				strings.Count(cover, strings.ToLower(gameNames[d.d.Info.Game])) != 1 || cover != deckTitle+count {
				t.Errorf("%s card %d: number %q, cover %q over %q", id, i+1, c.View.Text["number"], c.View.Text["cover_title"], c.View.Text["cover_kind"])
			}
			if len(c.View.Blocks["blocks"]) == 0 {
				t.Errorf("%s card %d: an empty front", id, i+1)
			}
		}
		if cells, _ := d.Roster(); cells[0] != d.d.Info.Title || !strings.HasSuffix(cells[1], "cards") {
			t.Errorf("%s: roster cells %q", id, cells)
		}
	}
	for _, bad := range []string{"../x", "decks/x", "a.b", `a\b`, "none"} {
		if _, ok := embeddedDeck(bad); ok {
			t.Errorf("embeddedDeck(%q) reads a file", bad)
		}
	}
}

// deckFile is a deck of two cards: one with a section on its back.
const deckFile = `system = "deck"

[deck]
id = "test-deck"
title = "Test deck"
game = "tank-duel"
source = "here"
back = "%s"

[[card]]
id = "one"
title = "One"
[[card.section]]
heading = "Front"
page = "12"
text = "On the front."
[[card.section]]
heading = "Back"
text = "On the back."
back = true

[[card]]
id = "two"
title = "Two"
[[card.section]]
heading = "Only"
text = "Alone."
`

// TestCardFaces: a split deck puts a section marked back on the card's
// back, and every card of it gets a back; a deck with a title back prints
// its cover.
func TestCardFaces(t *testing.T) {
	split := deckOf(t, "split.toml", []byte(strings.Replace(deckFile, "%s", "split", 1)))
	one, _ := split.Card(0, "")
	if one.Back != "deck-back" || len(one.View.Blocks["blocks"]) != 1 || len(one.View.Blocks["back_blocks"]) != 1 {
		t.Errorf("split card 1: back %q, blocks %v", one.Back, one.View.Blocks)
	}
	if b := one.View.Blocks["blocks"][0]; b.Heading != "Front" || b.Ref != "p. 12" {
		t.Errorf("split card 1's front section: %+v", b)
	}
	two, _ := split.Card(1, "")
	if _, ok := two.View.Blocks["back_blocks"]; !ok || two.Back != "deck-back" {
		t.Errorf("split card 2: back %q without its back_blocks slot", two.Back)
	}
	if cells, _ := split.Roster(); cells[1] != "2 cards" {
		t.Errorf("roster cell %q, want 2 cards", cells[1])
	}
	cover := deckOf(t, "cover.toml", []byte(strings.Replace(strings.Replace(deckFile, "%s", "title", 1), "back = true\n", "", 1)))
	if c, _ := cover.Card(1, ""); c.Back != "deck-cover" {
		t.Errorf("covered deck: back %q", c.Back)
	}
	if _, err := System.File(saved.Sealed{}); err == nil {
		t.Error("a deck gives a file from a code")
	}
	if link, code, err := split.Link("HTTPS://X/"); link != "" || code != "" || err != nil {
		t.Errorf("a deck's link: %q %q %v", link, code, err)
	}
}

// TestExplain: a text that does not fit is told at its deck key, a
// section too long at its card, anything else as it came.
func TestExplain(t *testing.T) {
	d := deckOf(t, "split.toml", []byte(strings.Replace(deckFile, "%s", "split", 1)))
	for _, c := range []struct {
		err  error
		want string
	}{
		{&layout.FitError{Slot: "card_title", Text: "Two", Floor: 6}, `split.toml:24:1: card[2].title: "Two" does not fit the card even at 6 pt; shorten it (D7)`},
		{&layout.FitError{Slot: "back_blocks", Text: "Back", Floor: 6}, `card[2]: "Two" does not fit its back even at 6 pt: its sections Back; shorten them or move one to another card (D7)`},
		{errors.New("broken"), `card[2] "Two": broken`},
	} {
		if got := d.Explain(1, c.err, nil, "").Error(); !strings.Contains(got, c.want) {
			t.Errorf("Explain(%v) = %q, want %q", c.err, got, c.want)
		}
	}
}

// TestCoverTitle: a deck's cover sets its name large, the game's name
// where the title begins with it, and what the deck is small under it; a
// title that names the game elsewhere is the name, whole, and one that
// does not name it has the game's name under it.
func TestCoverTitle(t *testing.T) {
	for _, tc := range []struct{ title, game, name, kind string }{
		{"Flames of War v4 · quick reference", "Flames of War v4", "Flames of War v4", "Quick reference"},
		{"flames of war v4 · quick reference", "Flames of War v4", "Flames of War v4", "Quick reference"},
		{"My Tank Duel aids", "Tank Duel", "My Tank Duel aids", ""},
		{"Ambush drills", "Tank Duel", "Ambush drills", "Tank Duel"},
		{"Tank Duel · édition", "Tank Duel", "Tank Duel", "Édition"},
	} {
		if name, kind := coverTitle(tc.title, tc.game); name != tc.name || kind != tc.kind {
			t.Errorf("coverTitle(%q, %q) = %q, %q; want %q, %q", tc.title, tc.game, name, kind, tc.name, tc.kind)
		}
	}
}
