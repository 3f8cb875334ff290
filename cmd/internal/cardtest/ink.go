package cardtest

import (
	"encoding/binary"
	"fmt"
	"math"
	"regexp"
	"sync"
	"unicode/utf8"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
)

// The air a text keeps, mm (issue 31): from a tick box beside it, three
// dots of a 300 dpi printer, which a reader sees as air and a laser's
// spread of toner does not close; from the box or band that holds it, more,
// so that a label does not read as set on its box's line.
const (
	MinBoxAir    = 0.25
	MinHolderAir = 0.35
)

// glyphBounds holds, for one font's data, the vertical extent of each
// glyph in design units: yMax above the baseline, yMin below it.
type glyphBounds struct {
	yMin, yMax []int16
}

var (
	boundsMu    sync.Mutex
	boundsCache = map[*font.Font]*glyphBounds{}
)

// boundsOf reads the glyf table's bounding boxes of f (a TrueType font:
// font.Check held it to one).
func boundsOf(f *font.Font) *glyphBounds {
	boundsMu.Lock()
	defer boundsMu.Unlock()
	if b, ok := boundsCache[f]; ok {
		return b
	}
	d := f.Data
	tables := map[string][]byte{}
	n := int(binary.BigEndian.Uint16(d[4:]))
	for i := range n {
		rec := d[12+16*i:]
		off, ln := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
		tables[string(rec[:4])] = d[off : off+ln]
	}
	long := binary.BigEndian.Uint16(tables["head"][50:]) == 1
	loca, glyf := tables["loca"], tables["glyf"]
	count := int(binary.BigEndian.Uint16(tables["maxp"][4:]))
	at := func(i int) int {
		if long {
			return int(binary.BigEndian.Uint32(loca[4*i:]))
		}
		return 2 * int(binary.BigEndian.Uint16(loca[2*i:]))
	}
	b := &glyphBounds{yMin: make([]int16, count), yMax: make([]int16, count)}
	for g := range count {
		if start := at(g); at(g+1) > start { // an empty glyph (a space) has no box
			b.yMin[g] = int16(binary.BigEndian.Uint16(glyf[start+4:]))
			b.yMax[g] = int16(binary.BigEndian.Uint16(glyf[start+8:]))
		}
	}
	boundsCache[f] = b
	return b
}

// InkRect is the box a text op's glyphs take: its advance widths across,
// and from the highest glyph's top to the lowest one's foot, as the font's
// outlines draw them (a "Ç" reaches below "C", a "p" below the baseline).
func InkRect(op layout.Op, fs *font.Set) impose.Rect {
	f := fs.Face(op.Font)
	b := boundsOf(f)
	top, foot := 0, 0
	for _, r := range op.Text {
		g := int(f.GlyphID(r))
		if g < len(b.yMax) {
			top, foot = max(top, int(b.yMax[g])), min(foot, int(b.yMin[g]))
		}
	}
	scale := op.Size * layout.PtToMM / f.UnitsPerEm()
	return impose.Rect{X: op.X, Y: op.Y - float64(top)*scale, W: f.Width(op.Text, op.Size), H: float64(top-foot) * scale}
}

// wordBreak matches a text that ends in a word broken between its letters
// (a letter or digit, then a hyphen) or a glued phrase broken at its glue
// with a hyphen added (a no-break space, then a hyphen: "Damage\u00a0-").
var wordBreak = regexp.MustCompile(`[\p{L}\p{N}\x{00a0}]-$`)

// BrokenWords returns the texts of pg that end in a word broken inside it
// ("Extinguis-" of "Extinguisher") and the letters set alone, a table's
// header stacked a letter a line ("A" over "T"): a word that does not fit
// takes its short form, a smaller size or a wider column, never a break
// (issue 31).
func BrokenWords(pg layout.Page) []string {
	var out []string
	for _, op := range pg.Ops {
		if op.Kind != layout.OpText {
			continue
		}
		r, _ := utf8.DecodeRuneInString(op.Text)
		switch {
		case wordBreak.MatchString(op.Text):
			out = append(out, fmt.Sprintf("%q at %.2f,%.2f ends in a word broken inside it", op.Text, op.X, op.Y))
		case op.Font == "bold" && utf8.RuneCountInString(op.Text) == 1 && (r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z'):
			out = append(out, fmt.Sprintf("%q at %.2f,%.2f: a bold letter set alone, a word stacked a letter a line", op.Text, op.X, op.Y))
		}
	}
	return out
}

// InkClear returns what breaks, on one page, the air around a text's
// glyphs (issue 31): a text inside a box or band (a stroked or filled
// rectangle its glyphs' middle lies in) keeps MinHolderAir from its
// edges, outline included (a tick box captioned inside holds its caption
// so); a text keeps MinBoxAir from a tick box beside it; and
// the glyphs of two lines set one under another (at one x) never touch.
func InkClear(pg layout.Page, fs *font.Set) []string {
	var out []string
	var boxes, ticks []layout.Op
	for _, op := range pg.Ops {
		if op.Kind != layout.OpRect || op.W >= pg.W-2*minBandAir || op.H >= pg.H-2*minBandAir { // not the card's frame
			continue
		}
		switch {
		case op.Stroke != nil && op.W == op.H && op.W < 6:
			ticks = append(ticks, op)
		case op.Stroke != nil || op.Fill != nil && *op.Fill < 0.5:
			boxes = append(boxes, op)
		}
	}
	var texts []impose.Rect
	var ops []layout.Op
	for _, op := range pg.Ops {
		if op.Kind != layout.OpText || op.Text == "" {
			continue
		}
		ink := InkRect(op, fs)
		texts, ops = append(texts, ink), append(ops, op)
		cx, cy := ink.X+ink.W/2, ink.Y+ink.H/2
		holds := func(b layout.Op) bool { return cx > b.X && cx < b.X+b.W && cy > b.Y && cy < b.Y+b.H }
		var holder *layout.Op // the smallest box around the text's middle
		for _, set := range [][]layout.Op{boxes, ticks} {
			for i, b := range set {
				if holds(b) && (holder == nil || b.W*b.H < holder.W*holder.H) {
					holder = &set[i]
				}
			}
		}
		if holder != nil {
			edge := holder.LineW/2 + MinHolderAir
			if holder.Stroke == nil {
				edge = MinHolderAir
			}
			in := impose.Rect{X: holder.X + edge, Y: holder.Y + edge, W: holder.W - 2*edge, H: holder.H - 2*edge}
			if !inside(in, ink) {
				out = append(out, fmt.Sprintf("%q at %.1f pt reaches within %.2f mm of the box at %.2f,%.2f that holds it (glyphs %.2f–%.2f, box %.2f–%.2f), want %.2f mm",
					op.Text, op.Size, boxAir(holder, ink), holder.X, holder.Y, ink.Y, ink.Y+ink.H, holder.Y, holder.Y+holder.H, MinHolderAir))
			}
		}
		for _, t := range ticks {
			if holds(t) { // its caption, held as a box holds one
				continue
			}
			r := impose.Rect{X: t.X - t.LineW/2, Y: t.Y - t.LineW/2, W: t.W + t.LineW, H: t.H + t.LineW}
			if g := gap(ink, r); g < MinBoxAir-1e-9 {
				out = append(out, fmt.Sprintf("%q at %.2f,%.2f is %.2f mm from a tick box, want %.2f mm", op.Text, op.X, op.Y, g, MinBoxAir))
			}
		}
	}
	for i, a := range texts {
		for j := i + 1; j < len(texts); j++ {
			if b := texts[j]; ops[i].Y != ops[j].Y && math.Abs(ops[i].X-ops[j].X) < 0.01 && gap(a, b) < 0 {
				out = append(out, fmt.Sprintf("the glyphs of %q and %q touch: %.2f mm over one another", ops[i].Text, ops[j].Text, -gap(a, b)))
			}
		}
	}
	return out
}

// boxAir is the least air between a text's glyphs and the inner edge of
// the box that holds it, mm: negative where they cross it.
func boxAir(b *layout.Op, ink impose.Rect) float64 {
	edge := 0.0
	if b.Stroke != nil {
		edge = b.LineW / 2
	}
	return math.Min(math.Min(ink.X-(b.X+edge), b.X+b.W-edge-(ink.X+ink.W)), math.Min(ink.Y-(b.Y+edge), b.Y+b.H-edge-(ink.Y+ink.H)))
}
