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
// (layout.BriefFrom), but for each later text of no group (an upgrade,
// the crew-member roll) that also keeps it to them whole, the shortest
// first: the room a long text leaves on the last card goes to shorter
// ones after it.
// It returns f and short where short's list is whole, or where no text
// fits whole; else the faces and the card so chosen.
func (d *Kit) mostWhole(c Card, opt layout.Options, slot string, f Faces, short Card) (Faces, Card) {
	items := c.View.Lists[slot]
	if slices.Equal(short.View.Lists[slot], items) {
		return f, short
	}
	cards := cardsOf(f)
	fits := func(k int, whole ...int) (Faces, Card, bool) {
		mixed := short
		mixed.View = withList(short.View, slot, layout.BriefFrom(items, k, whole...))
		g, err := d.layoutWhole(mixed, opt)
		return g, mixed, err == nil && cardsOf(g) <= cards
	}
	chosen := short
	lo, hi := -1, len(items) // texts whole: as few as keep to its cards, too many
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if g, mixed, ok := fits(mid); ok {
			lo, f, chosen = mid, g, mixed
		} else {
			hi = mid
		}
	}
	if lo < 0 {
		return f, chosen
	}
	// The later texts of no group, the shortest first, until one does not
	// fit: a longer one would not either.
	var whole []int
	for _, j := range layout.Later(items, lo+1) {
		g, mixed, ok := fits(lo, append(slices.Clip(whole), j)...)
		if !ok {
			break
		}
		whole, f, chosen = append(whole, j), g, mixed
	}
	return f, chosen
}
