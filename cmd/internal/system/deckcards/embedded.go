package deckcards

import (
	"io/fs"
	"sort"
	"strings"

	"github.com/crewcard/crewcard/templates"
)

// embeddedDecks lists the decks written as data in templates/decks, sorted.
func embeddedDecks() []string {
	ents, _ := fs.ReadDir(templates.Decks, "decks")
	var ids []string
	for _, e := range ents {
		if id, ok := strings.CutSuffix(e.Name(), ".toml"); ok {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	return ids
}

// embeddedDeck returns the TOML of a deck written as data.
func embeddedDeck(id string) ([]byte, bool) {
	if strings.ContainsAny(id, "/\\.") {
		return nil, false
	}
	b, err := templates.Decks.ReadFile("decks/" + id + ".toml")
	return b, err == nil
}
