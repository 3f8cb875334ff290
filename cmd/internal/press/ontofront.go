package press

import (
	"slices"

	"github.com/crewcard/crewcard/layout"
)

// ontoFront lays out on one card a card whose back runs over onto a
// second card while its front holds all its own with room to spare: the
// back's last blocks go at the end of the front's flowing blocks (those
// with to_back), on the same card, as few as leave the back on one card
// (where its code may give way, scale.Plan). It reports false, and lays
// nothing out, where that does not apply or no such split holds on one
// card.
func (d *Kit) ontoFront(c Card, opt layout.Options, front, back []layout.Page) (Faces, bool) {
	slot, backSlot := toBackSlots(d.faces[c.Front])
	if slot == "" || len(back) != 2 || len(front) == 0 || len(front[0].Carried) > 0 || d.noBacks {
		return Faces{}, false
	}
	all := c.View.Blocks[backSlot]
	o := opt
	o.MinParts = 1
	fv := frontView(d.faces[c.Front], c.View)
	for k := len(all) - 1; k > 0; k-- {
		backs, err := d.layOut(d.faces[c.Back], withBlocks(c.View, backSlot, all[:k]), o)
		if err != nil || len(backs) != 1 {
			continue
		}
		fronts, err := d.layOut(d.faces[c.Front], withBlocks(fv, slot, slices.Concat(fv.Blocks[slot], all[k:])), o)
		if err != nil || len(fronts) != 1 || len(fronts[0].Carried) > 0 {
			return Faces{}, false // the front holds no more with fewer on the back
		}
		return Faces{Front: fronts, Back: backs}, true
	}
	return Faces{}, false
}
