package press

import (
	"reflect"
	"slices"
	"strings"

	"github.com/crewcard/crewcard/layout"
)

// teamsFirst lays a card of two cards out again where its first front
// cannot hold all its flowing blocks (a unit's teams, to_back) while a
// widget that spills into them (the unit's tests at the foot of its
// front) stays on it: with that widget's blocks after the flowing ones,
// the first front giving their room to the teams and the tests going on
// after them, on the back or the second card. A player marks every team
// on one face, unless the second front would then hold only those lines
// (balanceFronts). It returns that layout and card where the first front then
// holds every team and the card takes no more cards, else f and c. (A
// card of one card whose teams go on to its back keeps them there: its
// tests leave the back no room for the tests it takes by score.)
func (d *Kit) teamsFirst(c Card, opt layout.Options, f Faces) (Faces, Card) {
	t := d.faces[c.Front]
	slot, _ := toBackSlots(t)
	teams := c.View.Blocks[slot]
	if slot == "" || cardsOf(f) < 2 || d.firstHolds(c, opt, slot, teams) {
		return f, c
	}
	for _, w := range t.Widgets {
		spilt := c.View.Blocks[w.Bind]
		if w.Kind != layout.KindBlocks || w.Spill != slot || len(spilt) == 0 {
			continue
		}
		moved := c
		moved.View = withBlocks(withBlocks(c.View, slot, slices.Concat(teams, spilt)), w.Bind, nil)
		if d.firstHolds(moved, opt, slot, teams) {
			// Every team on the first front, a more line ("More teams on
			// the back (+2)") would count the tests that went on (toBackOn
			// counts the slot's blocks): such a layout is not taken.
			if g, err := d.layoutWhole(moved, opt); err == nil && cardsOf(g) <= cardsOf(f) && !printsMore(g.Front, toBackWidget(t).More) {
				return g, moved
			}
		}
		break
	}
	return f, c
}

// firstHolds reports whether c's first front, laid out alone, sets every
// one of blocks, first in its flowing slot; true where it does not lay
// out, as nothing then needs mending.
func (d *Kit) firstHolds(c Card, opt layout.Options, slot string, blocks []layout.Block) bool {
	t := d.faces[c.Front]
	pages, err := d.layOut(t, frontView(t, c.View), opt)
	if err != nil || len(pages) == 0 || len(pages[0].Carried[slot]) == 0 {
		return true
	}
	kept := pages[0].Kept[slot]
	return len(kept) >= len(blocks) && reflect.DeepEqual(kept[:len(blocks)], blocks)
}

// printsMore reports whether a page of pages sets the first words of the
// more line more ("More teams on the back (+%d)"), before its count.
func printsMore(pages []layout.Page, more string) bool {
	head, _, _ := strings.Cut(more, "%")
	if words := strings.Fields(head); len(words) > 2 {
		head = strings.Join(words[:2], " ") // the line may wrap after them
	}
	if strings.TrimSpace(head) == "" {
		return false
	}
	for _, pg := range pages {
		if slices.ContainsFunc(pg.Ops, func(op layout.Op) bool { return op.Kind == layout.OpText && strings.HasPrefix(op.Text, head) }) {
			return true
		}
	}
	return false
}
