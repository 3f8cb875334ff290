package deckcards

import (
	"fmt"
	"maps"
	"slices"
	"sync"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/deck"
)

// iconNames are the names of the card icon set, sorted: the icons a deck
// may name, built in as the set is.
var iconNames = sync.OnceValues(func() ([]string, error) {
	set, err := press.LoadIcons("", nil)
	return slices.Sorted(maps.Keys(set)), err
})

// checkIcons reports each icon the deck names, a card's or a section's,
// that the card icon set lacks, at its key (D8), where it would otherwise
// stop the render at the card.
func checkIcons(d *deck.Deck) model.ErrorList {
	names, err := iconNames()
	if err != nil {
		return model.ErrorList{&model.Error{Pos: model.Pos{File: d.Name}, Msg: err.Error()}}
	}
	var errs model.ErrorList
	check := func(key, name string) {
		if name != "" && !slices.Contains(names, name) {
			errs = append(errs, &model.Error{Pos: d.File.Pos(key), Path: model.DisplayPath(key), Rule: "D8",
				Msg: fmt.Sprintf("unknown icon %q%s", name, model.DidYouMean(name, names))})
		}
	}
	for i, c := range d.File.Cards {
		check(fmt.Sprintf("card.%d.icon", i), c.Icon)
		for j, s := range c.Sections {
			check(fmt.Sprintf("card.%d.section.%d.icon", i, j), s.Icon)
		}
	}
	return errs
}
