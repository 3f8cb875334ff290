// Package deckcards prints reference decks (model/deck): cards of rules
// text, with no saved state, written as data in templates/decks or brought
// by another system.
package deckcards

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/deck"
	"github.com/crewcard/crewcard/model/saved"
)

// System is the reference-deck system.
var System system.System = deckSystem{}

// deckSystem prints reference decks: cards of rules text, with no saved
// state.
type deckSystem struct{}

// gameNames are the games' names as a deck's back prints them.
var gameNames = map[string]string{
	"crew-experience": "Crew Experience", "fow-v4": "Flames of War v4", "tank-duel": "Tank Duel",
}

// gameIcons are the games' pictures on a deck's cover.
var gameIcons = map[string]string{"crew-experience": "kind-tank", "fow-v4": "fow-flame", "tank-duel": "kind-tank"}

// faces are the reference card's templates: a front, and a back with
// sections or a cover.
var faces = [][2]string{{"deck-front", "deck-back"}, {"deck-front", "deck-cover"}}

// info describes the system; Info hands out this one value.
var info = system.Info{
	Name: deck.SystemName, Noun: [2]string{"reference deck", "reference decks"}, Faces: faces,
	Roster: []system.Column{
		{ID: system.NameColumn, Head: "Deck"}, {ID: "what", Head: "Cards"}, {ID: "kind", Head: "Kind"},
		{ID: system.PointsColumn, Head: "Points", Num: true},
	},
}

func (deckSystem) Info() system.Info { return info }

func (deckSystem) Template(name string) ([]byte, bool) { return system.FaceTemplate(info.Faces, name) }

// Builtins lists the decks written as data in templates/decks.
func (deckSystem) Builtins() []string { return embeddedDecks() }

func (deckSystem) Builtin(id string) ([]byte, bool) { return embeddedDeck(id) }

func (deckSystem) Check(name string, src []byte) (system.Doc, model.ErrorList) {
	d, errs := deck.Check(name, src)
	if d == nil {
		return nil, errs
	}
	if bad := checkIcons(d); len(bad) > 0 {
		return nil, append(errs, bad...)
	}
	return &deckDoc{d}, errs
}

// Probe is a reference card with a section of every kind, for each back.
func (sys deckSystem) Probe(string) (press.Probe, error) {
	b := layout.Block{Heading: "HEADING", Ref: "p. 99", Text: "Text of a section.", Steps: []string{"One", "Two"},
		Bullets: []string{"A bullet"}, Table: [][]string{{"Roll", "Result"}, {"1 or 2", "Miss"}}}
	v := layout.View{
		Text:   map[string]string{"deck_title": "Deck", "card_title": "Card", "source": "Source", "number": "1/1", "cover_kind": "1 card", "cover_title": "Deck", "card_icon": "", "cover_icon": "kind-tank"},
		Blocks: map[string][]layout.Block{"blocks": {b}, "back_blocks": {b}},
	}
	return press.Probe{Card: press.Card{Front: "deck-front", Back: "deck-back", View: v}, About: "a reference card with a section of every kind"}, nil
}

func (deckSystem) File(saved.Sealed) ([]byte, error) {
	return nil, errors.New("reference cards carry no saved state")
}

// deckSlotKeys maps the reference card's one-line slots to the deck-file
// keys their text comes from ("N" stands for the card's index).
var deckSlotKeys = map[string]string{"deck_title": "deck.title", "source": "deck.source", "card_title": "card.N.title"}

// deckDoc is a checked deck.
type deckDoc struct{ d *deck.Deck }

func (d *deckDoc) Name() string { return d.d.Name }

// Uniform reports that a deck's cards share one type size.
func (d *deckDoc) Uniform() bool { return true }
func (d *deckDoc) Cards() int    { return len(d.d.File.Cards) }

// Link is "": reference cards carry no saved state.
func (d *deckDoc) Link(string) (link, code string, err error) { return "", "", nil }

func (d *deckDoc) Summary() string {
	return fmt.Sprintf("%s: deck %q (%s): %d cards", d.Name(), d.d.Info.Title, d.d.Info.Game, d.Cards())
}

// Roster gives the cells of the columns that Info.Roster lists, in order.
func (d *deckDoc) Roster() ([]string, int) {
	cards := strconv.Itoa(d.Cards()) + " cards"
	if d.Cards() == 1 {
		cards = "1 card"
	}
	return []string{d.d.Info.Title, cards, "Deck", ""}, 0
}

// DeckView is a deck as `crewcard show --json` gives it.
type DeckView struct {
	ID     string      `json:"id"`
	Title  string      `json:"title"`
	Game   string      `json:"game"`
	Source string      `json:"source"`
	Back   string      `json:"back"`
	Cards  []deck.Card `json:"cards"`
}

func (d *deckDoc) Show() (string, any) {
	info := d.d.Info
	var b strings.Builder
	fmt.Fprintf(&b, "%s — %s, %d cards (%s)\n", info.Title, gameNames[info.Game], d.Cards(), info.Source)
	for i, c := range d.d.File.Cards {
		var heads []string
		for _, s := range c.Sections {
			heads = append(heads, s.Heading)
		}
		fmt.Fprintf(&b, "%3d  %s: %s\n", i+1, c.Title, strings.Join(heads, ", "))
	}
	return b.String(), DeckView{info.ID, info.Title, info.Game, info.Source, info.Back, d.d.File.Cards}
}

// Card binds the i-th card: its sections on the front and, with back =
// "split", those marked back = true on its back; else the deck's cover.
func (d *deckDoc) Card(i int, _ string) (press.Card, error) {
	info, k := d.d.Info, d.d.File.Cards[i]
	name, kind := coverTitle(info.Title, gameNames[info.Game])
	if count := fmt.Sprintf("%d cards", d.Cards()); kind == "" {
		kind = count
	} else {
		kind += " · " + count
	}
	v := layout.View{
		Text: map[string]string{
			"deck_title": info.Title, "card_title": k.Title, "source": info.Source, "cover_title": name,
			"number": fmt.Sprintf("%d/%d", i+1, d.Cards()), "cover_kind": kind, "card_icon": k.Icon, "cover_icon": gameIcons[info.Game],
		},
		Blocks: map[string][]layout.Block{},
	}
	for j, s := range k.Sections {
		heading, ref := s.Heading, ""
		if s.Page != "" {
			ref = "p. " + s.Page
		}
		if j == 0 && strings.EqualFold(heading, k.Title) {
			// The card's title says it: its page goes up beside it.
			if heading = ""; ref != "" {
				v.Text["card_title"], ref = k.Title+" ("+ref+")", ""
			}
		}
		slot := "blocks"
		if s.Back {
			slot = "back_blocks"
		}
		v.Blocks[slot] = append(v.Blocks[slot], layout.Block{Icon: s.Icon, Heading: heading, Ref: ref, Text: s.Text,
			Steps: s.Steps, Bullets: s.Bullets, Table: s.Table})
	}
	back := "deck-cover"
	if info.Back == "split" {
		back = "deck-back"
		if _, ok := v.Blocks["back_blocks"]; !ok {
			v.Blocks["back_blocks"] = nil
		}
	}
	return press.Card{Front: "deck-front", Back: back, View: v}, nil
}

// coverTitle splits a deck's title for its cover: its name, set large,
// and what the deck is, set small under it. A title that begins with the
// game's name and " · " ("Tank Duel · tactical actions") is the game's
// deck: the game's name, and the rest, its first letter made upper case.
// Any other names the deck itself: it is the name, whole, the game's name
// under it unless the title names the game already.
func coverTitle(title, game string) (name, kind string) {
	lower, g := strings.ToLower(title), strings.ToLower(game)
	switch {
	case strings.HasPrefix(lower, g+" · "):
		rest := title[len(g+" · "):]
		r, n := utf8.DecodeRuneInString(rest)
		return game, string(unicode.ToUpper(r)) + rest[n:]
	case strings.Contains(lower, g):
		return title, ""
	}
	return title, game
}

// Explain tells why the i-th card does not lay out, at the deck file's key.
func (d *deckDoc) Explain(i int, err error, _ *press.Kit, _ string) error {
	k := d.d.File.Cards[i]
	var fe *layout.FitError
	if errors.As(err, &fe) && deckSlotKeys[fe.Slot] != "" {
		key := strings.ReplaceAll(deckSlotKeys[fe.Slot], "N", strconv.Itoa(i))
		return &model.Error{Pos: d.d.File.Pos(key), Path: model.DisplayPath(key), Rule: "D7",
			Msg: fmt.Sprintf("%q does not fit the card even at %g pt; shorten it", fe.Text, fe.Floor)}
	}
	if errors.As(err, &fe) {
		face := "front"
		if fe.Slot == "back_blocks" {
			face = "back"
		}
		return &model.Error{Pos: d.d.File.Pos(fmt.Sprintf("card.%d", i)), Path: fmt.Sprintf("card[%d]", i+1), Rule: "D7",
			Msg: fmt.Sprintf("%q does not fit its %s even at %g pt: its sections %s; shorten them or move one to another card", k.Title, face, fe.Floor, fe.Text)}
	}
	return &model.Error{Pos: model.Pos{File: d.Name()}, Msg: fmt.Sprintf("card[%d] %q: %v", i+1, k.Title, err)}
}

func (d *deckDoc) System() system.System { return System }
