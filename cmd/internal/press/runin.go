package press

import (
	"slices"

	"github.com/crewcard/crewcard/layout"
)

// runIn lays a card that takes more than one card out again with the
// headings of its back's run_in blocks run into their text
// (layout.Widget.RunIn), and returns that layout and card where they take
// fewer cards; f and c where not. A heading on a line of its own reads
// better, so a card that fits either way keeps it.
func (d *Kit) runIn(c Card, opt layout.Options, f Faces) (Faces, Card) {
	slot := runInSlot(d.faces[c.Back])
	if slot == "" || cardsOf(f) < 2 {
		return f, c
	}
	blocks := runInForm(c.View.Blocks[slot])
	if blocks == nil {
		return f, c
	}
	short := c
	short.View = withBlocks(c.View, slot, blocks)
	if g, err := d.layoutWhole(short, opt); err == nil && cardsOf(g) < cardsOf(f) {
		return g, short
	}
	return f, c
}

// runInSlot returns the slot of t's first blocks widget with run_in, or
// "".
func runInSlot(t *layout.Template) string {
	for _, w := range t.Widgets {
		if w.Kind == layout.KindBlocks && w.RunIn {
			return w.Bind
		}
	}
	return ""
}

// runInForm returns blocks with the heading of each block that is a
// heading and a text only run into its text (layout.Block.Inline); nil
// where that changes none.
func runInForm(blocks []layout.Block) []layout.Block {
	var out []layout.Block
	for i, b := range blocks {
		plain := b.Heading != "" && b.Text != "" && b.Foot == "" &&
			len(b.Steps)+len(b.Bullets)+len(b.Table)+len(b.Tables)+len(b.Ticks) == 0
		if b.Inline || !plain {
			continue
		}
		if out == nil {
			out = slices.Clone(blocks)
		}
		out[i].Inline = true
	}
	return out
}
