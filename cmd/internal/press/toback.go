package press

import (
	"fmt"
	"slices"

	"github.com/crewcard/crewcard/layout"
)

// toBack lays a card out on as few cards as it can where its front's
// teams (a flowing blocks widget with to_back) run over the front while
// its back has room: on one card, what the front cannot hold goes first on
// the back, before the back's own text, set no larger than the front's,
// and the front keeps what fits; else, for a front of three cards or
// more, so on two, what the second front cannot hold going first on the
// backs. It reports false, and lays nothing out, where the front holds
// its own, or the backs cannot then hold all they have on as many cards.
func (d *Kit) toBack(c Card, opt layout.Options, front []layout.Page) (Faces, bool) {
	for n := 1; n <= maxCards && n < len(front); n++ {
		if f, ok := d.toBackOn(c, opt, front, n); ok {
			return f, true
		}
	}
	return Faces{}, false
}

// toBackOn lays a card out on n cards, its fronts holding what front's
// first n held and its backs first the rest (toBack); the front ends with
// its widget's more line ("+2 more on the back") where it holds it.
func (d *Kit) toBackOn(c Card, opt layout.Options, front []layout.Page, n int) (Faces, bool) {
	slot, backSlot := toBackSlots(d.faces[c.Front])
	if slot == "" || d.noBacks {
		return Faces{}, false
	}
	var kept []layout.Block
	for _, pg := range front[:n] {
		kept = append(kept, pg.Kept[slot]...)
	}
	rest := front[n-1].Carried[slot]
	if len(rest) == 0 {
		return Faces{}, false
	}
	// The more line after what the front holds, where it has the room: no
	// block goes on to the back for the line's sake. It counts the slot's
	// own blocks, not those another widget spilled into it (a unit's rules
	// that did not fit beside its code are no teams), and is left out
	// where none of its own go on.
	own := countOwn(rest, c.View.Blocks[slot])
	if more := toBackWidget(d.faces[c.Front]).More; more != "" && own > 0 {
		marked := append(slices.Clip(kept), layout.Block{Text: fmt.Sprintf(more, own)})
		if f, ok := d.toBackWith(c, opt, n, slot, backSlot, marked, rest); ok {
			return f, true
		}
	}
	return d.toBackWith(c, opt, n, slot, backSlot, kept, rest)
}

// toBackWith lays a card out on n cards, its fronts' slot holding kept
// and its backs' backSlot first rest.
func (d *Kit) toBackWith(c Card, opt layout.Options, n int, slot, backSlot string, kept, rest []layout.Block) (Faces, bool) {
	fv := frontView(d.faces[c.Front], withBlocks(c.View, slot, kept))
	moved := slices.Concat(kept, rest)
	for _, w := range d.faces[c.Front].Widgets {
		if w.Spill == slot && w.Kind == layout.KindBlocks {
			// what it spilled is in kept or rest now: not spilled again
			fv = withBlocks(fv, w.Bind, slices.DeleteFunc(slices.Clone(fv.Blocks[w.Bind]), func(b layout.Block) bool { return hasBlock(moved, b) }))
		}
	}
	o := opt
	o.MinParts = n
	fronts, err := d.layOut(d.faces[c.Front], fv, o)
	if err != nil || len(fronts) != n {
		return Faces{}, false
	}
	bv := withBlocks(c.View, backSlot, slices.Concat(rest, c.View.Blocks[backSlot]))
	bv.BlockSize = fronts[0].BlockSize
	backs, err := d.layOut(d.faces[c.Back], bv, o)
	if err != nil || len(backs) != n {
		return Faces{}, false
	}
	return Faces{Front: fronts, Back: backs}, true
}

// toBackWidget returns t's first flowing blocks widget that hands its
// rest to the back (to_back), or an empty widget.
func toBackWidget(t *layout.Template) layout.Widget {
	for _, w := range t.Widgets {
		if w.Kind == layout.KindBlocks && w.Flow && w.ToBack != "" {
			return w
		}
	}
	return layout.Widget{}
}

// toBackSlots returns the slot of t's to_back widget and the back's slot
// that takes its rest, or "".
func toBackSlots(t *layout.Template) (slot, back string) {
	w := toBackWidget(t)
	return w.Bind, w.ToBack
}
