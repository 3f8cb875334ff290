package press

import (
	"reflect"
	"slices"

	"github.com/crewcard/crewcard/layout"
)

// balanceFronts lays a card of two cards out again where its second front
// holds none of the front's own flowing blocks (before, the card as it was
// before teamsFirst), only what another widget spilled into them (a
// unit's last lines beside its code): its last blocks start the second
// front instead (layout.Block.Break), as few as leave the first front
// holding the others and all that spilled, at one size (what came onto
// the front from its back may go on after those it moves). Where teamsFirst
// set what spilled after the teams, it stays after those the first front
// keeps. Each front then carries teams to mark, where the second carried
// two lines. It returns that layout and card where the card still takes
// two, else f and c.
func (d *Kit) balanceFronts(before, c Card, opt layout.Options, f Faces) (Faces, Card) {
	slot, _ := toBackSlots(d.faces[c.Front])
	own, flowing := before.View.Blocks[slot], c.View.Blocks[slot]
	if slot == "" || cardsOf(f) != 2 || len(f.Front) != 2 || len(own) < 2 || countOwn(f.Front[0].Carried[slot], own) > 0 ||
		len(flowing) < len(own) || !reflect.DeepEqual(flowing[:len(own)], own) {
		return f, c
	}
	spilt := flowing[len(own):]
	for k := len(own) - 1; k > 0; k-- {
		blocks := slices.Concat(own[:k], spilt, own[k:])
		blocks[k+len(spilt)].Break = true
		moved := c
		moved.View = withBlocks(c.View, slot, blocks)
		// Only so on two cards: on one, what the break sent on would go on
		// to the back after the lines, not first on a face of its own.
		g, err := d.layoutWhole(moved, opt)
		if err == nil && cardsOf(g) == 2 && len(g.Front) == 2 && countOwn(g.Front[0].Carried[slot], own) == len(own)-k && countOwn(g.Front[0].Carried[slot], spilt) == 0 {
			return g, moved
		}
	}
	return f, c
}

// countOwn counts the blocks of blocks that are among own: a slot's own
// blocks among those it carries on, not those another widget spilled.
func countOwn(blocks, own []layout.Block) int {
	n := 0
	for _, b := range blocks {
		if hasBlock(own, b) {
			n++
		}
	}
	return n
}

// hasBlock reports whether bs holds a block equal to b.
func hasBlock(bs []layout.Block, b layout.Block) bool {
	return slices.ContainsFunc(bs, func(o layout.Block) bool { return reflect.DeepEqual(b, o) })
}
