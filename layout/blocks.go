package layout

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/layout/impose"
)

// Block is one section of a blocks widget: a bold heading with a reference
// after it, then text, numbered steps, bullets and a table, in that order.
type Block struct {
	Icon    string // an icon of the icon set, printed before the heading, or ""
	Heading string
	Ref     string // printed after the heading in regular type, such as "p. 39"
	Text    string
	Steps   []string
	Bullets []string
	Table   [][]string // the first row is the header, set in bold
}

// Spacing of a blocks widget, in lines of the type size.
const (
	blockGap   = 0.45 // between blocks
	partGap    = 0.15 // between the text, lists and table of a block
	tableRuleW = 0.15 // mm: the rule under a table's header
	cellGap    = 1.2  // mm between table columns
)

// blockLine is one line of a laid-out block, relative to the block's top.
type blockLine struct {
	runs []run
	x, y float64 // mm: left offset and top of the line's slot
	rule bool    // a rule across the widget at y (under a table's header)
	icon string  // an icon of side x drawn at the left, from y
}

// layoutBlocks sets the blocks at size pt in a column w mm wide and returns
// their lines and the height they take, mm.
func (p *planner) layoutBlocks(blocks []Block, size, w float64) ([]blockLine, float64) {
	lead := lineHeight(size)
	var out []blockLine
	y := 0.0
	add := func(lines [][]run, x float64) {
		for _, ln := range lines {
			out = append(out, blockLine{runs: ln, x: x, y: y})
			y += lead
		}
	}
	for i, b := range blocks {
		if i > 0 {
			y += blockGap * lead
		}
		ref := ""
		if b.Ref != "" {
			ref = "(" + b.Ref + ")"
		}
		indent := 0.0
		if b.Icon != "" {
			side := 2 * lead
			out = append(out, blockLine{icon: b.Icon, x: side, y: y})
			indent = side + 1
		}
		top := y
		add(wrapRich(p.o.Fonts, richWords(b.Heading, ref), size, w-indent), indent)
		if b.Text != "" {
			y += partGap * lead
			add(wrapRich(p.o.Fonts, richWords("", b.Text), size, w-indent), indent)
		}
		if b.Icon != "" {
			y = max(y, top+2*lead)
		}
		for k, list := range [][]string{b.Steps, b.Bullets} {
			if len(list) > 0 {
				y += partGap * lead
			}
			for j, item := range list {
				mark := "•"
				if k == 0 {
					mark = strconv.Itoa(j+1) + "."
				}
				indent := p.o.Fonts.Regular.Width("00. ", size)
				out = append(out, blockLine{runs: []run{{Text: mark}}, y: y})
				add(wrapRich(p.o.Fonts, richWords("", item), size, w-indent), indent)
			}
		}
		if len(b.Table) > 0 {
			y += partGap * lead
			y = p.layoutTable(&out, b.Table, size, w, y)
		}
	}
	return out, y
}

// layoutTable sets a table at size pt from y, appending its lines to out,
// and returns the y below it. Columns get their natural width when the
// table fits; otherwise the width is shared in proportion to it, and cells
// wrap.
func (p *planner) layoutTable(out *[]blockLine, rows [][]string, size, w, y float64) float64 {
	lead := lineHeight(size)
	cols := len(rows[0])
	natural, least := make([]float64, cols), make([]float64, cols)
	for r, row := range rows {
		f := p.o.Fonts.Weight(r == 0)
		for c := 0; c < cols && c < len(row); c++ {
			natural[c] = max(natural[c], f.Width(row[c], size)*slack)
			least[c] = max(least[c], widestWord(f, row[c], size)*slack)
		}
	}
	widths := shareWidths(natural, least, w-float64(cols-1)*cellGap)
	for r, row := range rows {
		x, height := 0.0, 0
		for c := 0; c < cols && c < len(row); c++ {
			words := richWords("", row[c])
			if r == 0 { // the header is bold
				words = richWords(row[c], "")
			}
			lines := wrapRich(p.o.Fonts, words, size, widths[c])
			for k, ln := range lines {
				*out = append(*out, blockLine{runs: ln, x: x, y: y + float64(k)*lead})
			}
			height = max(height, len(lines))
			x += widths[c] + cellGap
		}
		y += float64(height) * lead
		if r == 0 {
			y += 0.12 * lead
			*out = append(*out, blockLine{rule: true, y: y})
			y += tableRuleW + 0.12*lead
		}
	}
	return y
}

// shareWidths gives table columns their natural widths when they fit in
// room mm. Otherwise a column whose natural width is within its fair share
// of the room left (and leaves the others their widest words) gets it
// whole, shortest first, so that short cells never wrap; the columns left
// each keep at least their widest word, and share the rest in proportion
// to how much more each would take.
func shareWidths(natural, least []float64, room float64) []float64 {
	if sum(natural) <= room {
		return natural
	}
	out := make([]float64, len(natural))
	whole := make([]bool, len(natural))
	for {
		var left []int
		rem := room
		for c := range natural {
			if whole[c] {
				rem -= out[c]
			} else {
				left = append(left, c)
			}
		}
		next := -1
		for _, c := range left {
			leastOthers := 0.0
			for _, o := range left {
				if o != c {
					leastOthers += least[o]
				}
			}
			if natural[c] <= rem/float64(len(left)) && natural[c]+leastOthers <= rem && (next < 0 || natural[c] < natural[next]) {
				next = c
			}
		}
		if next < 0 {
			shareRest(out, natural, least, left, rem)
			return out
		}
		out[next], whole[next] = natural[next], true
	}
}

// shareRest shares rem mm among the columns left: each keeps at least its
// widest word, and what is left goes in proportion to how much more each
// would take (all in proportion to their widest words if even those do not
// fit).
func shareRest(out, natural, least []float64, left []int, rem float64) {
	var sumN, sumL float64
	for _, c := range left {
		sumN += natural[c]
		sumL += least[c]
	}
	for _, c := range left {
		switch {
		case sumL >= rem:
			out[c] = rem * least[c] / sumL
		case sumN <= sumL:
			out[c] = least[c]
		default:
			out[c] = least[c] + (natural[c]-least[c])*(rem-sumL)/(sumN-sumL)
		}
	}
}

// blocks fits the blocks into the widget at the largest size that holds
// them all, down to the floor; blocks that still do not fit are an error
// that names them, never clipped.
func (p *planner) blocks(w *Widget) error {
	blocks, ok := p.v.Blocks[w.Bind]
	if !ok {
		return fmt.Errorf("bind: no blocks slot %q in the card view", w.Bind)
	}
	if len(blocks) == 0 {
		return nil
	}
	largest := w.Size
	if p.v.BlockSize > 0 {
		largest = max(min(largest, p.v.BlockSize), w.MinSize())
	}
	for _, size := range sizes(largest, w.MinSize()) {
		lines, h := p.layoutBlocks(blocks, size, w.W)
		if h > w.H+1e-9 {
			continue
		}
		if p.blockSize == 0 || size < p.blockSize {
			p.blockSize = size
		}
		top := w.Y
		if w.VAlign == "middle" {
			top += (w.H - h) / 2
		}
		return p.emitBlocks(w, lines, size, top)
	}
	var heads []string
	for _, b := range blocks {
		heads = append(heads, b.Heading)
	}
	return &FitError{Slot: w.Bind, Text: strings.Join(heads, ", "), Floor: w.MinSize(), Box: w.Rect()}
}

func (p *planner) emitBlocks(w *Widget, lines []blockLine, size, top float64) error {
	ink := grey(p.textColor(*w))
	for _, ln := range lines {
		if ln.icon != "" {
			if err := p.icon(ln.icon, impose.Rect{X: w.X, Y: top + ln.y, W: ln.x, H: ln.x}); err != nil {
				return err
			}
			continue
		}
		if ln.rule {
			p.emit(Op{Kind: OpLine, X: w.X, Y: top + ln.y, W: w.W, Stroke: ink, LineW: tableRuleW})
			continue
		}
		for _, r := range ln.runs {
			font := "regular"
			if r.Bold {
				font = "bold"
			}
			f := p.o.Fonts.Face(font)
			p.emit(Op{Kind: OpText, X: w.X + ln.x + r.X, Y: baseline(f, size, top+ln.y, 0), Text: r.Text, Font: font,
				Size: size, Want: w.Size, Fill: ink})
		}
	}
	return nil
}

// bold returns every text of the block set in bold, joined: its heading
// and its table's header.
func (b Block) bold() string {
	if len(b.Table) == 0 {
		return b.Heading
	}
	return b.Heading + " " + strings.Join(b.Table[0], " ")
}

// plain returns every text of the block set in regular type, joined.
func (b Block) plain() string {
	parts := []string{b.Ref, b.Text}
	parts = append(parts, b.Steps...)
	parts = append(parts, b.Bullets...)
	for i, row := range b.Table {
		if i > 0 {
			parts = append(parts, row...)
		}
	}
	return strings.Join(parts, " ")
}
