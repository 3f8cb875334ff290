// Package deck holds reference decks: sets of cards printed from data, each
// card a title and sections (a heading, a page of the source, then text,
// steps, bullets or a small table). A deck file names the game it serves;
// its checks carry the IDs D1 to D6.
package deck

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/crewcard/crewcard/model"
)

// SystemName is the value of the system key of a deck file.
const SystemName = "deck"

// Games lists the games a deck may serve.
var Games = []string{"crew-experience", "fow-v4", "tank-duel"}

// Backs lists the back styles: every back shows the deck's title, or each
// card's back holds its sections marked back = true.
var Backs = []string{"title", "split"}

// Limits of a deck file.
const (
	MaxCards     = 60
	MaxSections  = 12   // sections on one card
	MaxTitle     = 48   // runes in a deck or card title
	MaxHeading   = 60   // runes in a section heading
	MaxText      = 1500 // runes in a section's text
	MaxItems     = 16   // steps or bullets in one section
	MaxItem      = 300  // runes in one step or bullet
	MaxRows      = 12   // table rows, the header included
	MaxColumns   = 4
	MaxCell      = 80 // runes in a table cell
	maxIDLen     = 40
	maxSourceLen = 60
)

// File is a deck file as written. Field names follow the TOML keys.
type File struct {
	System string `toml:"system"` // "deck"
	Deck   Info   `toml:"deck"`
	Cards  []Card `toml:"card"`

	name string
	locs *model.Locator
}

// Info is the [deck] table.
type Info struct {
	ID     string `toml:"id"`             // lower-case letters, digits and hyphens: "tank-duel-actions"
	Title  string `toml:"title"`          // printed on every card
	Game   string `toml:"game"`           // the game the deck serves, one of Games
	Source string `toml:"source"`         // what the cards summarise, with the edition
	Back   string `toml:"back,omitempty"` // one of Backs; "" is "title"
}

// Card is one [[card]]: a title and its sections.
type Card struct {
	ID       string    `toml:"id,omitempty"` // optional, for references
	Title    string    `toml:"title"`
	Icon     string    `toml:"icon,omitempty"` // an icon of the card icon set, drawn over the foot of each face its text leaves clear; optional
	Sections []Section `toml:"section"`
}

// Section is one [[card.section]]: a heading with its page in the source,
// then any of text, numbered steps, bullets and a table, in that order.
type Section struct {
	Heading string     `toml:"heading"`
	Page    string     `toml:"page,omitempty"` // page of the source, such as "39" or "56, 69"; optional
	Icon    string     `toml:"icon,omitempty"` // an icon of the card icon set, printed before the heading; optional
	Text    string     `toml:"text,omitempty"`
	Steps   []string   `toml:"steps,omitempty"`   // numbered
	Bullets []string   `toml:"bullets,omitempty"` // unnumbered
	Table   [][]string `toml:"table,omitempty"`   // the first row is the header
	Back    bool       `toml:"back,omitempty"`    // with back = "split": printed on the card's back
}

// Deck is a checked deck.
type Deck struct {
	File *File
	Info Info
	Name string // the file's name, for messages
}

// Pos returns the position of a located path such as "card.2.section.0".
func (f *File) Pos(path string) model.Pos { return f.locs.Pos(f.name, path) }

// Check parses and validates a deck file, reporting every problem.
func Check(name string, src []byte) (*Deck, model.ErrorList) {
	f := &File{name: name}
	locs, errs := model.Decode(name, src, f, "a deck file")
	if locs == nil {
		return nil, errs
	}
	f.locs = locs
	c := checker{f: f, errs: errs}
	c.check()
	c.errs.Sort()
	if c.errs.Err() != nil {
		return nil, c.errs
	}
	d := &Deck{File: f, Info: f.Deck, Name: name}
	if d.Info.Back == "" {
		d.Info.Back = "title"
	}
	return d, c.errs
}

type checker struct {
	f    *File
	errs model.ErrorList
}

func (c *checker) add(path, rule, format string, args ...any) {
	c.errs = append(c.errs, &model.Error{Pos: c.f.Pos(path), Path: model.DisplayPath(path), Msg: fmt.Sprintf(format, args...), Rule: rule})
}

func (c *checker) text(path, rule, s string, required bool, max int) {
	if msg := model.CheckText(s, required, max); msg != "" {
		c.add(path, rule, "%s", msg)
	}
}

var idPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

func (c *checker) check() {
	f := c.f
	if f.System != SystemName {
		c.add("system", "", "a deck file says system = %q", SystemName)
	}
	d := &f.Deck
	if !idPattern.MatchString(d.ID) || len(d.ID) > maxIDLen {
		c.add("deck.id", "D1", "%q is not a deck id: lower-case letters, digits and single hyphens, at most %d characters", d.ID, maxIDLen)
	}
	c.text("deck.title", "D1", d.Title, true, MaxTitle)
	c.text("deck.source", "D1", d.Source, true, maxSourceLen)
	if !contains(Games, d.Game) {
		c.add("deck.game", "D2", "unknown game %q; the games are %s%s", d.Game, strings.Join(Games, ", "), model.DidYouMean(d.Game, Games))
	}
	if d.Back != "" && !contains(Backs, d.Back) {
		c.add("deck.back", "D2", "unknown back %q; use %s", d.Back, strings.Join(Backs, " or "))
	}
	switch n := len(f.Cards); {
	case n == 0:
		c.add("deck", "D3", "a deck holds at least one [[card]]")
	case n > MaxCards:
		c.add("card", "D3", "%d cards, at most %d", n, MaxCards)
	}
	split := d.Back == "split" || d.Back != "" && !contains(Backs, d.Back) // an unknown back is reported once
	for i := range f.Cards {
		c.card(fmt.Sprintf("card.%d", i), &f.Cards[i], split)
	}
}

func (c *checker) card(path string, k *Card, split bool) {
	c.text(path+".title", "D3", k.Title, true, MaxTitle)
	if k.ID != "" && !idPattern.MatchString(k.ID) {
		c.add(path+".id", "D3", "%q is not a card id: lower-case letters, digits and single hyphens", k.ID)
	}
	switch n := len(k.Sections); {
	case n == 0:
		c.add(path, "D3", "card %q has no [[card.section]]", k.Title)
	case n > MaxSections:
		c.add(path+".section", "D3", "%d sections, at most %d on one card", n, MaxSections)
	}
	front := false
	for j := range k.Sections {
		s := &k.Sections[j]
		c.section(fmt.Sprintf("%s.section.%d", path, j), s)
		if s.Back && !split {
			c.add(fmt.Sprintf("%s.section.%d.back", path, j), "D6", "back = true needs back = \"split\" in [deck]; with back = \"title\" every back shows the deck's title")
		}
		front = front || !s.Back
	}
	if len(k.Sections) > 0 && !front {
		c.add(path, "D6", "card %q has no section for its front: mark fewer sections back = true", k.Title)
	}
}

func (c *checker) section(path string, s *Section) {
	c.text(path+".heading", "D4", s.Heading, true, MaxHeading)
	c.text(path+".page", "D4", s.Page, false, 20)
	if s.Text == "" && len(s.Steps) == 0 && len(s.Bullets) == 0 && len(s.Table) == 0 {
		c.add(path, "D4", "section %q is empty: give text, steps, bullets or a table", s.Heading)
	}
	c.text(path+".text", "D4", s.Text, false, MaxText)
	for key, items := range map[string][]string{"steps": s.Steps, "bullets": s.Bullets} {
		if len(items) > MaxItems {
			c.add(path+"."+key, "D4", "%d %s, at most %d", len(items), key, MaxItems)
		}
		for i, it := range items {
			c.text(fmt.Sprintf("%s.%s.%d", path, key, i), "D4", it, true, MaxItem)
		}
	}
	c.table(path+".table", s.Table)
}

func (c *checker) table(path string, rows [][]string) {
	if len(rows) == 0 {
		return
	}
	if len(rows) < 2 || len(rows) > MaxRows {
		c.add(path, "D5", "%d rows; a table has a header row and 1 to %d more", len(rows), MaxRows-1)
	}
	cols := len(rows[0])
	if cols < 2 || cols > MaxColumns {
		c.add(path, "D5", "%d columns; a table has 2 to %d", cols, MaxColumns)
	}
	for i, r := range rows {
		if len(r) != cols {
			c.add(fmt.Sprintf("%s.%d", path, i), "D5", "%d cells, but the header has %d", len(r), cols)
		}
		for j, cell := range r {
			c.text(fmt.Sprintf("%s.%d.%d", path, i, j), "D5", cell, i == 0, MaxCell)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
