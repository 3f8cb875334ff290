package press

import (
	"slices"

	"github.com/crewcard/crewcard/layout"
)

// mostWhole lays out the card c, whose flowing list (slot) set whole
// takes more than maxCards cards, with opt (its list's size chosen) and
// with as many of its list's first texts whole as keep it to the cards
// that short, the card with its list in a shorter form (layout.Shorter),
// takes laid out as f; the rest in their shorter forms
// (layout.BriefFrom). It returns f where short's list is whole, or where
// no text fits whole.
func (d *Kit) mostWhole(c Card, opt layout.Options, slot string, f Faces, short Card) Faces {
	items := c.View.Lists[slot]
	if slices.Equal(short.View.Lists[slot], items) {
		return f
	}
	cards := cardsOf(f)
	lo, hi := -1, len(items) // texts whole: as few as keep to its cards, too many
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		mixed := short
		mixed.View = withList(short.View, slot, layout.BriefFrom(items, mid))
		if g, err := d.layoutWhole(mixed, opt); err == nil && cardsOf(g) <= cards {
			lo, f = mid, g
		} else {
			hi = mid
		}
	}
	return f
}
