package press

import (
	"slices"

	"github.com/crewcard/crewcard/layout"
)

// toFront lays out on two cards a card whose back runs over onto a second
// card while its front holds all its own on one: what the back's first
// card cannot hold goes on the second card's front (a blocks widget with
// from_back), before that card's back, so that no face of the pair is
// blank. It reports false, and lays nothing out, where that does not
// apply or the second front cannot hold it all.
func (d *Kit) toFront(c Card, opt layout.Options, front, back []layout.Page) (Faces, bool) {
	slot, backSlot := fromBackSlots(d.faces[c.Front])
	if slot == "" || len(back) != 2 || len(front) == 0 || len(front[0].Carried) > 0 || d.noBacks {
		return Faces{}, false
	}
	kept, rest := back[0].Kept[backSlot], back[0].Carried[backSlot]
	if len(rest) == 0 {
		return Faces{}, false
	}
	return d.onTwo(c, opt, backSlot, kept, withBlocks(frontView(d.faces[c.Front], c.View), slot, rest))
}

// onTwo lays a card out on two cards, its back's slot backSlot holding
// kept and its front the view fv; false where either face takes other
// than two.
func (d *Kit) onTwo(c Card, opt layout.Options, backSlot string, kept []layout.Block, fv layout.View) (Faces, bool) {
	o := opt
	o.MinParts = 2
	backs, err := d.layOut(d.faces[c.Back], withBlocks(c.View, backSlot, kept), o)
	if err != nil || len(backs) != 2 {
		return Faces{}, false
	}
	fronts, err := d.layOut(d.faces[c.Front], fv, o)
	if err != nil || len(fronts) != 2 {
		return Faces{}, false
	}
	return Faces{Front: fronts, Back: backs}, true
}

// fromBackSlots returns the slot of t's first blocks widget that takes
// the rest of the back's first card, and the back's slot it takes it
// from, or "".
func fromBackSlots(t *layout.Template) (slot, back string) {
	for _, w := range t.Widgets {
		if w.Kind == layout.KindBlocks && w.FromBack != "" {
			return w.Bind, w.FromBack
		}
	}
	return "", ""
}

// afterFront lays out on two cards a card whose front and back both run
// over onto a second card: what the back's first card cannot hold goes
// on the second card's front after the front's own (its flowing blocks
// widget with to_back), so that the second back, left without text, is
// drawn as a back without text is (the code again, if_empty) rather than
// as a lone rule. It reports false, and lays nothing out, where that does
// not apply or the second front cannot hold it all.
func (d *Kit) afterFront(c Card, opt layout.Options, front, back []layout.Page) (Faces, bool) {
	slot, backSlot := toBackSlots(d.faces[c.Front])
	if slot == "" || len(back) != 2 || len(front) != 2 || len(front[0].Carried[slot]) == 0 || d.noBacks {
		return Faces{}, false
	}
	kept, rest := back[0].Kept[backSlot], back[0].Carried[backSlot]
	if len(rest) == 0 {
		return Faces{}, false
	}
	fv := frontView(d.faces[c.Front], c.View)
	return d.onTwo(c, opt, backSlot, kept, withBlocks(fv, slot, slices.Concat(fv.Blocks[slot], rest)))
}
