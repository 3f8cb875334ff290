package press

import (
	"reflect"
	"slices"

	"github.com/crewcard/crewcard/layout"
)

// toBack lays a card out on one card where its front's teams (a flowing
// blocks widget with to_back) run over the front while its back has room:
// what the front cannot hold goes first on the back, before the back's
// own text, set no larger than the front's, and the front keeps what fits.
// It reports false, and lays nothing out, where the front holds its own
// or the back cannot then hold all it has on one card.
func (d *Kit) toBack(c Card, opt layout.Options, front []layout.Page) (Faces, bool) {
	slot, backSlot := toBackSlots(d.faces[c.Front])
	if slot == "" || len(front) < 2 || d.noBacks {
		return Faces{}, false
	}
	kept, rest := front[0].Kept[slot], front[0].Carried[slot]
	if len(rest) == 0 {
		return Faces{}, false
	}
	fv := frontView(d.faces[c.Front], withBlocks(c.View, slot, kept))
	for _, w := range d.faces[c.Front].Widgets {
		if w.Spill == slot && w.Kind == layout.KindBlocks {
			// what it spilled is in kept or rest now: not spilled again
			fv = withBlocks(fv, w.Bind, slices.DeleteFunc(slices.Clone(fv.Blocks[w.Bind]), func(b layout.Block) bool {
				return slices.ContainsFunc(slices.Concat(kept, rest), func(o layout.Block) bool { return reflect.DeepEqual(b, o) })
			}))
		}
	}
	one, err := d.layOut(d.faces[c.Front], fv, opt)
	if err != nil || len(one) != 1 {
		return Faces{}, false
	}
	bv := withBlocks(c.View, backSlot, slices.Concat(rest, c.View.Blocks[backSlot]))
	bv.BlockSize = one[0].BlockSize
	back, err := d.layOut(d.faces[c.Back], bv, opt)
	if err != nil || len(back) != 1 {
		return Faces{}, false
	}
	return Faces{Front: one, Back: back}, true
}

// toBackSlots returns the slot of t's first flowing blocks widget that
// hands its rest to the back, and the back's slot that takes it, or "".
func toBackSlots(t *layout.Template) (slot, back string) {
	for _, w := range t.Widgets {
		if w.Kind == layout.KindBlocks && w.Flow && w.ToBack != "" {
			return w.Bind, w.ToBack
		}
	}
	return "", ""
}
