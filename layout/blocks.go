package layout

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/layout/columns"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/rich"
	"github.com/crewcard/crewcard/layout/wrap"
)

// Block is one section of a blocks widget: a bold heading with a reference
// after it, then text, numbered steps, bullets, tables, a foot note and rows
// of tick boxes, in that order.
type Block struct {
	Icon    string // an icon of the icon set, printed before the heading, or ""
	Heading string
	Ref     string // printed after the heading in regular type, such as "p. 39"
	Text    string
	Steps   []string
	Bullets []string
	Table   [][]string   // the first row is the header, set in bold
	Tables  [][][]string // more tables after Table, each headed the same way
	Foot    string       // text after the tables
	Ticks   []Ticks      // rows of tick boxes at the block's foot
	Inline  bool         // the text runs on from the heading, as one paragraph
	// Ruled makes Table a form to write in: each row under the header
	// RowH high (pencilRow where 0 or less), a rule under each column
	// between two rows (the last is closed by what stands under the form:
	// a card's foot, where it is the widget's last block), every column but
	// the first formCol wide at least and the first taking the width the
	// others leave, where the widget is wide enough for that.
	Ruled bool
	RowH  float64 // mm
	// Wide makes Table span the widget, its first column taking the width
	// the others leave, as a form's does (rolls and pages at the right).
	Wide bool
	// Alone is the block as it reads where the block before it is on
	// another face ("as above" said out): a widget's first block takes it.
	Alone *Block
	// Break starts the block on the next card of a flowing widget where it
	// is not the first there: it and those after go on at this card's size.
	Break bool
	// If names a text slot: the block is given only where the view sets it
	// (a unit's tests under its teams, as the printer tries them). Unlike
	// Item.If, which the printer applies to a list, the layout applies it:
	// the widget that draws the block is drawn on every view.
	If string
}

// Ticks is a labelled row of empty tick boxes in a block, of the widget's
// tick size; boxes that do not fit one line go on to the next.
type Ticks struct {
	Label string
	N     int
}

// Spacing of a blocks widget, in lines of the type size.
const (
	blockGap    = 0.45 // between blocks
	partGap     = 0.15 // between the text, lists and table of a block
	tableAir    = 0.35 // more between a block's tables, where the widget holds it
	unwrapSteps = 6    // sizes a widget goes down for no table cell to wrap (1.5 pt)
	tableRuleW  = 0.15 // mm: the rule under a table's header
	pencilRow   = 5.0  // mm: the least height of a ruled table's row, a pencil's line
	tallRow     = 6.5  // mm: the most a filling form's rows grow to, sharing the room left
	formCol     = 7.0  // mm: the least width of a ruled table's column after its first
	maxFill     = 12   // blank rows a filling widget adds at most
	rowAir      = 0.3  // lines between a table's rows where some row wraps, with tableAir
	cellGap     = 1.2  // mm between table columns
	minCellGap  = 0.8  // mm between table columns whose widest words need the room
)

// blockLine is one line of a laid-out block, relative to the block's top.
type blockLine struct {
	runs  []rich.Run
	x, y  float64 // mm: left offset and top of the line's slot
	rule  bool    // a rule across the widget at y (under a table's header)
	icon  string  // an icon of side x drawn at the left, from y
	box   float64 // a tick box of this side at (x, y)
	form  bool    // a ruled table's header (Op.Form)
	ruleW float64 // a rule's length from x, mm; 0: across the widget
}

// layoutBlocks sets the blocks at size pt in a column w mm wide and returns
// their lines and the height they take, mm.
func (p *planner) layoutBlocks(blocks []Block, size, w, tick, gap, gutter float64) ([]blockLine, float64) {
	lead := LineHeight(size)
	var tables [][][]string
	for _, b := range blocks {
		tables = append(append(tables, b.Table), b.Tables...)
	}
	grid := columns.Shared(tables, p.measure(size, tick))
	var out []blockLine
	y := 0.0
	add := func(lines [][]rich.Run, x float64) {
		for _, ln := range lines {
			out = append(out, blockLine{runs: ln, x: x, y: y})
			y += lead
		}
	}
	for i, b := range blocks {
		if i > 0 {
			y += cmp.Or(gap, blockGap*lead)
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
		ticks := b.Ticks
		switch head := rich.Wrap(p.o.Fonts, rich.Words(p.o.Fonts, b.Heading, ref), size, w-indent); {
		case b.Inline:
			add(rich.Wrap(p.o.Fonts, rich.Words(p.o.Fonts, b.Heading, strings.TrimSpace(ref+" "+b.Text)), size, w-indent), indent)
		case len(head) > 0 && len(ticks) > 0 && p.ticksWidth(ticks, size, tick) <= w-indent:
			// The tick boxes go right-aligned beside the heading's last
			// line where they fit, else on a line of their own under it.
			lineH, last := max(lead, tick+tickRowAir), head[len(head)-1]
			if p.runsWidth(last, size)+cellGap+p.ticksWidth(ticks, size, tick) > w-indent {
				head, last = append(head, nil), nil // an empty last line: theirs alone
			}
			add(head[:len(head)-1], indent)
			y += partGap * lead * float64(min(1, len(head)-1)) // clear of the heading's lines above
			out = append(out, blockLine{runs: last, x: indent, y: y + (lineH-lead)/2})
			p.inlineTicks(&out, ticks, size, w-p.ticksWidth(ticks, size, tick), tick, y, lineH)
			y += lineH
			ticks = nil
		default:
			add(head, indent)
		}
		if b.Text != "" && !b.Inline {
			y += partGap * lead
			add(rich.Wrap(p.o.Fonts, rich.Words(p.o.Fonts, "", b.Text), size, w-indent), indent)
		}
		if b.Icon != "" {
			y = max(y, top+2*lead)
		}
		for k, list := range [][]string{b.Steps, b.Bullets} {
			if len(list) > 0 {
				y += partGap * lead
			}
			for j, item := range list {
				mark, hang := "•", "•  " // a bullet hangs its width and two spaces; steps, their longest number's
				if k == 0 {
					mark, hang = strconv.Itoa(j+1)+".", strings.Repeat("0", len(strconv.Itoa(len(list))))+". "
				}
				indent := p.o.Fonts.Regular.Width(hang, size)
				out = append(out, blockLine{runs: []rich.Run{{Text: mark}}, y: y})
				add(rich.Wrap(p.o.Fonts, rich.Words(p.o.Fonts, "", item), size, w-indent), indent)
			}
		}
		for k, t := range append([][][]string{b.Table}, b.Tables...) {
			if len(t) > 0 {
				y += partGap * lead
				if k > 0 {
					y += p.tableAir * lead
				}
				pencil, wide := 0.0, b.Wide && k == 0
				if b.Ruled && k == 0 {
					pencil, wide = max(b.RowH, pencilRow), true
				}
				y = p.layoutTable(&out, t, size, w, y, gutter, tick, grid, pencil, wide)
			}
		}
		if b.Foot != "" {
			y += partGap * lead
			add(rich.Wrap(p.o.Fonts, rich.Words(p.o.Fonts, "", b.Foot), size, w-indent), indent)
		}
		switch {
		case len(ticks) > 1 && p.ticksWidth(ticks, size, tick) <= w: // the rows share a line
			y += partGap * lead
			lineH := max(lead, tick+tickRowAir)
			p.inlineTicks(&out, ticks, size, 0, tick, y, lineH)
			y += lineH
		default:
			for _, t := range ticks {
				y += partGap * lead
				y = p.layoutTicks(&out, t, size, w, tick, y)
			}
		}
	}
	return out, y
}

// Tick rows in blocks: the air between boxes, and around a line of them,
// mm; a table row with a tick box is the box and tickCellAir high, which
// leaves 0.8 mm between the outlines of two rows' boxes.
const (
	tickRowGap  = 0.8
	tickRowAir  = 0.5
	tickCellAir = 1.0
)

// runsWidth is the width of a laid-out line at size pt, mm.
func (p *planner) runsWidth(ln []rich.Run, size float64) float64 {
	if len(ln) == 0 {
		return 0
	}
	r := ln[len(ln)-1]
	return r.X + p.o.Fonts.Weight(r.Bold).Width(r.Text, size)*Slack
}

// ticksWidth is the width of tick rows set on one line: each label and its
// boxes, a cell gap apart.
func (p *planner) ticksWidth(ts []Ticks, size, tick float64) float64 {
	w := 0.0
	for i, t := range ts {
		if i > 0 {
			w += 2 * cellGap
		}
		w += p.o.Fonts.Regular.Width(t.Label, size)*Slack + cellGap + float64(t.N)*(tick+tickRowGap) - tickRowGap
	}
	return w
}

// inlineTicks sets tick rows on one line of height lineH at y, from x.
func (p *planner) inlineTicks(out *[]blockLine, ts []Ticks, size, x, tick, y, lineH float64) {
	lead := LineHeight(size)
	for i, t := range ts {
		if i > 0 {
			x += 2 * cellGap
		}
		*out = append(*out, blockLine{runs: []rich.Run{{Text: t.Label}}, x: x, y: y + (lineH-lead)/2})
		x += p.o.Fonts.Regular.Width(t.Label, size)*Slack + cellGap
		for range t.N {
			*out = append(*out, blockLine{box: tick, x: x, y: y + (lineH-tick)/2})
			x += tick + tickRowGap
		}
		x -= tickRowGap
	}
}

// layoutTicks sets a row of tick boxes of side tick mm after its label at
// size pt from y, wrapping the boxes under one another as far apart as
// they are across, and returns the y below it.
func (p *planner) layoutTicks(out *[]blockLine, t Ticks, size, w, tick, y float64) float64 {
	lead := LineHeight(size)
	labelW := p.o.Fonts.Regular.Width(t.Label, size)*Slack + cellGap
	perLine := max(1, int((w-labelW+tickRowGap)/(tick+tickRowGap)))
	lineH := max(lead, tick+tickRowAir)
	pitch := max(lineH, tick+tickRowGap) // from one wrapped row to the next
	*out = append(*out, blockLine{runs: []rich.Run{{Text: t.Label}}, y: y + (lineH-lead)/2})
	for i := 0; i < t.N; i++ {
		row, col := i/perLine, i%perLine
		*out = append(*out, blockLine{box: tick, x: labelW + float64(col)*(tick+tickRowGap), y: y + float64(row)*pitch + (lineH-tick)/2})
	}
	return y + float64(max(1, (t.N+perLine-1)/perLine)-1)*pitch + lineH
}

// TickCell is a table cell that holds an empty tick box of the widget's
// tick size instead of text: a box a row, for what a player ticks off.
const TickCell = "☐"

// wraps counts what a layout's table cells wrap: the cells set on more
// than one line, and their lines past the second. Fewer cells is better
// whatever the lines; among as many, fewer lines.
type wraps struct{ cells, lines int }

// less reports whether w wraps less than o.
func (w wraps) less(o wraps) bool {
	return w.cells < o.cells || w.cells == o.cells && w.lines < o.lines
}

// layoutTable sets a table at size pt from y, its columns gutter mm apart
// (0: the default, cellGap, closer where the words need it), appending its
// lines to out, and returns the y below it. Columns get their natural width when the
// table fits; otherwise the width is shared in proportion to it, and cells
// wrap. A form's rows (Block.Ruled) are pencil mm high; a wide table's
// first column takes the width the others leave.
func (p *planner) layoutTable(out *[]blockLine, rows [][]string, size, w, y, gutter, tick float64, grid columns.Grid, pencil float64, wide bool) float64 {
	lead := LineHeight(size)
	cols := len(rows[0])
	shape := grid.Shape(rows, p.measure(size, tick))
	// Columns too narrow for their widest words move closer, down to
	// minCellGap, before a word is broken, unless the template set their
	// gutter.
	gap := cmp.Or(gutter, columns.Gap(shape.Least, w, cellGap, minCellGap))
	spread := shape.Align
	if wide {
		spread = nil // no column of stats spreads: the first takes the rest
	}
	widths := columns.Share(shape.Natural, shape.Least, w-float64(cols-1)*gap, spread)
	ruled := pencil > 0
	if wide { // the first column takes the rest; a form's others room to write a number in
		form := slices.Clone(widths)
		for c := 1; c < cols && ruled; c++ {
			form[c] = max(form[c], formCol)
		}
		if first := w - float64(cols-1)*gap - columns.Sum(form[1:]); first >= shape.Least[0] {
			form[0], widths = first, form
		}
	}
	// A centred column of whole numbers sets them flush right to its
	// widest (of every table of its grid; measured with Slack), centred:
	// "64" stands under the "12" of "112".
	widest := make([]float64, cols)
	for c, w := range shape.Figures {
		if shape.Align[c] == 0.5 {
			widest[c] = w / Slack
		}
	}
	starts, wraps := make([]int, len(rows)), false
	for r, row := range rows {
		x, height := 0.0, 0
		starts[r] = len(*out)
		rowH := 0.0 // the height a tick box needs, mm
		if slices.Contains(row, TickCell) {
			rowH = tick + tickCellAir
		}
		if ruled && r > 0 {
			rowH = max(rowH, pencil)
		}
		off := max(0, rowH-lead) / 2 // the text sits in the middle of a tick box's row
		for c := 0; c < cols && c < len(row); c++ {
			if row[c] == TickCell {
				dx := 0.0
				if ruled { // a form's box stands under the middle of its heading
					dx = (widths[c] - tick) / 2
				}
				*out = append(*out, blockLine{box: tick, x: x + dx, y: y + (max(rowH, lead)-tick)/2})
				x += widths[c] + gap
				continue
			}
			words := rich.Words(p.o.Fonts, "", row[c])
			if r == 0 { // the header is bold
				words = rich.Words(p.o.Fonts, row[c], "")
			}
			lines := rich.Wrap(p.o.Fonts, words, size, widths[c])
			if len(lines) > 1 {
				p.wrapped.cells++
				p.wrapped.lines += len(lines) - 2
			}
			for k, ln := range lines {
				dx := 0.0
				if len(ln) > 0 {
					last := ln[len(ln)-1]
					end := last.X + p.o.Fonts.Weight(last.Bold).Width(last.Text, size)
					dx = shape.Align[c] * (widths[c] - end)
					if r > 0 && widest[c] > 0 {
						dx = shape.Align[c]*(widths[c]-widest[c]) + widest[c] - end
					}
				}
				*out = append(*out, blockLine{runs: ln, x: x + dx, y: y + off + float64(k)*lead, form: ruled && r == 0})
			}
			height = max(height, len(lines))
			x += widths[c] + gap
		}
		y += max(float64(height)*lead, rowH+float64(max(0, height-1))*lead)
		wraps = wraps || r > 0 && height > 1
		switch {
		case r == 0:
			y += 0.12 * lead
			*out = append(*out, blockLine{rule: true, y: y})
			y += tableRuleW
			if !ruled { // a form's first row as high as the others
				y += 0.12 * lead
			}
		case ruled && r < len(rows)-1: // the lines between two rows to write on, a column's each
			for c, x := 0, 0.0; c < cols; c++ {
				*out = append(*out, blockLine{rule: true, x: x, y: y, ruleW: widths[c]})
				x += widths[c] + gap
			}
			y += tableRuleW
		}
	}
	for r := 2; wraps && p.tableAir > 0 && r < len(rows); r++ { // rows that wrap set apart, with the tables, where room
		for i := starts[r]; i < len(*out); i++ {
			(*out)[i].y += rowAir * lead
		}
		y += rowAir * lead
	}
	return y
}

// measure is how a table's cell measures at size pt, mm: whole, and its
// widest word; a tick box is tick wide.
func (p *planner) measure(size, tick float64) func(cell string, head bool) (float64, float64) {
	return func(cell string, head bool) (float64, float64) {
		if cell == TickCell {
			return tick, tick
		}
		f := p.o.Fonts.Weight(head)
		return f.Width(cell, size) * Slack, wrap.WidestWord(f, cell, size) * Slack
	}
}

// blocks fits the blocks into the widget at the largest size that holds
// them all, down to the floor. The whole blocks that do not fit at the
// floor spill into the widget that Spill names, later on the same card,
// after its own; or, in a flowing widget, go on to the same slot's widget on
// the next card, at that size, a block too long for any card split between
// its table's rows (splitRows); elsewhere they are an error that names
// them, never clipped.
func (p *planner) blocks(w *Widget) error {
	blocks, ok := p.v.Blocks[w.Bind]
	if !ok {
		return fmt.Errorf("bind: no blocks slot %q in the card view", w.Bind)
	}
	unset := func(b Block) bool { return b.If != "" && p.v.Text[b.If] == "" }
	if slices.ContainsFunc(blocks, unset) {
		blocks = slices.DeleteFunc(slices.Clone(blocks), unset)
	}
	largest := w.Size // no larger than a deck's one size for all its cards (View.BlockSize), nor than the blocks it rises to
	limit := func(most float64) {
		if most > 0 {
			largest = max(min(largest, most), w.MinSize())
		}
	}
	limit(p.v.BlockSize)
	for s := range strings.FieldsSeq(w.Rise) {
		limit(p.sizeOf[s])
	}
	tries := sizes(largest, w.MinSize())
	if w.Flow && p.part > 1 {
		blocks, tries = p.flow[w.Bind].blocks, []float64{p.flow[w.Bind].size}
		delete(p.flow, w.Bind)
	}
	var broken []Block // from a Break on: the next card's, what spilled staying here
	if k := 1 + slices.IndexFunc(blocks[min(1, len(blocks)):], func(b Block) bool { return b.Break }); k > 0 && w.Flow && w.Spill == "" {
		blocks, broken = blocks[:k:k], slices.Clone(blocks[k:])
		broken[0].Break = false
	}
	if extra := p.spilled[w.Bind]; len(extra) > 0 { // what a widget before it on this card could not hold
		blocks = append(slices.Clip(blocks), extra...)
		delete(p.spilled, w.Bind)
	}
	if len(blocks) == 0 {
		if w.VAlign == "bottom" {
			p.room[w.Bind] = w.H // all of it to what sinks to it
		}
		return nil
	}
	if blocks[0].Alone != nil {
		blocks = slices.Concat([]Block{*blocks[0].Alone}, blocks[1:])
	}
	tick := cmp.Or(w.Tick, defaultTick)
	// A flowing widget (a unit's teams) takes the largest size at which no
	// table cell wraps, down to unwrapSteps sizes under the largest that
	// holds them, else the largest at which the fewest do, on the fewest
	// lines within those steps (a weapon's name on two lines, not three),
	// a size smaller where only that sets its tables apart (1 mm to
	// spare); elsewhere (decks share one size), that largest.
	best, lines, h, wrapped, from := -1, []blockLine(nil), 0.0, wraps{}, 0 // from: where the steps count from
	for i, size := range tries {
		p.wrapped = wraps{}
		l, lh := p.layoutBlocks(blocks, size, w.W, tick, w.Gap, w.Gutter)
		if lh > w.H+1e-9 {
			continue
		}
		if len(broken) > 0 { // their cells wrap at the size too
			p.layoutBlocks(broken, size, w.W, tick, w.Gap, w.Gutter)
		}
		if best < 0 || p.wrapped.cells < wrapped.cells { // fewer cells wrap: the steps count from here
			from = i
		}
		if best < 0 || p.wrapped.less(wrapped) {
			best, lines, h, wrapped = i, l, lh, p.wrapped
		}
		if p.wrapped.cells == 0 || !w.Flow || i >= from+unwrapSteps {
			break
		}
	}
	if best >= 0 {
		size := tries[best]
		p.tableAir = tableAir // tables apart, where that still fits
		if w.Rows {           // a form filled as it is laid out below
			blocks = p.filled(w, blocks, size, tick)
		}
		if l, lh := p.layoutBlocks(blocks, size, w.W, tick, w.Gap, w.Gutter); lh <= w.H+1e-9 {
			lines, h = l, lh
		} else if smaller := tries[min(best+1, len(tries)-1)]; w.Flow {
			if l, lh := p.layoutBlocks(blocks, smaller, w.W, tick, w.Gap, w.Gutter); lh <= w.H-1 {
				lines, h, size = l, lh, smaller
			}
		}
		p.tableAir = 0
		top := w.Y
		if w.VAlign == "middle" || w.VAlign == "bottom" {
			top = blockTop(w.VAlign, w.Rect(), h)
		}
		p.room[w.Bind] = top - w.Y // what sinks to it takes (Sink)
		if len(broken) > 0 {
			p.carry(w.Bind, blocks, broken, size)
		}
		return p.emitBlocks(w, lines, size, top)
	}
	if w.Rows {
		return nil // a form where the room holds it, or none
	}
	// The whole blocks that fit at the floor stay; the rest spill into a
	// later widget on this card, or flow on to the next card (where a
	// block that does not fit even first is one that no card holds). A
	// flowing widget's first card runs over at Options.RunSize instead,
	// where it keeps a block there.
	floor := tries[len(tries)-1]
	for _, size := range p.overSizes(w, tries) {
		if w.Spill == "" && !w.Flow {
			break
		}
		for k := len(blocks) - 1; k >= 0; k-- {
			lines, h := p.layoutBlocks(blocks[:k], size, w.W, tick, w.Gap, w.Gutter)
			if h > w.H+1e-9 {
				continue
			}
			if w.Spill == "" {
				if here, rest, ok := p.splitRows(w, blocks, k, size, tick); ok {
					lines, _ = p.layoutBlocks(here, size, w.W, tick, w.Gap, w.Gutter)
					p.carry(w.Bind, here, slices.Concat(rest, broken), size)
					return p.emitBlocks(w, lines, size, w.Y)
				}
			}
			if w.Spill == "" && k == 0 && (p.part > 1 || size > floor) {
				break
			}
			if w.Spill != "" {
				p.spilled[w.Spill] = blocks[k:]
			} else {
				p.carry(w.Bind, blocks[:k], slices.Concat(blocks[k:], broken), size)
			}
			return p.emitBlocks(w, lines, size, w.Y)
		}
	}
	var heads []string
	for _, b := range blocks {
		heads = append(heads, b.Heading)
	}
	return &FitError{Slot: w.Bind, Text: strings.Join(heads, ", "), Floor: w.MinSize(), Box: w.Rect()}
}

// overSizes are the sizes a widget whose blocks do not all fit tries to
// keep the first of them at, tries its sizes: its floor, after
// Options.RunSize where that is larger and the widget flows on from its
// first card.
func (p *planner) overSizes(w *Widget, tries []float64) []float64 {
	floor := tries[len(tries)-1]
	if run := min(p.o.RunSize, tries[0]); w.Flow && w.Spill == "" && p.part == 1 && run > floor {
		return []float64{run, floor}
	}
	return []float64{floor}
}

// filled is blocks with as many copies of the Ruled last block's last row
// (a blank row), up to maxFill, as w holds at size pt, the rows then
// sharing the room left up to tallRow each; rows as high as one another,
// one more row says how many fit.
func (p *planner) filled(w *Widget, blocks []Block, size, tick float64) []Block {
	last := blocks[len(blocks)-1]
	if !last.Ruled || len(last.Table) < 2 {
		return blocks
	}
	with := func(n int) ([]Block, Block, float64) { // n more rows
		more := last
		more.Table = slices.Clip(last.Table)
		for range n {
			more.Table = append(more.Table, last.Table[len(last.Table)-1])
		}
		try := append(slices.Clone(blocks[:len(blocks)-1]), more)
		_, h := p.layoutBlocks(try, size, w.W, tick, w.Gap, w.Gutter)
		return try, more, h
	}
	out, form, h := with(0)
	if _, _, h1 := with(1); h1 > h {
		n := min(maxFill, int((w.H-h+1e-9)/(h1-h)))
		for ; n > 0; n-- { // one layout where the rows are as high as the first added
			if try, more, th := with(n); th <= w.H+1e-9 {
				out, form, h = try, more, th
				break
			}
		}
	}
	form.RowH = min(tallRow, max(form.RowH, pencilRow)+max(0, w.H-h)/float64(len(form.Table)-1))
	out[len(out)-1] = form
	return out
}

// continuedRef is the reference of the rest of a block split between
// cards, printed after its heading: "Formation 1 (continued)".
const continuedRef = "continued"

// splitRows splits blocks[k], the first block that the flowing widget w
// cannot hold after blocks[:k], between the rows of its table when the
// widget that takes the flow on the next card could not hold it whole
// either: the block's text and the rows that fit stay on this card, and
// the block goes on, its table's header again and its reference
// continuedRef, with the rest of its rows, its further tables, its foot and
// its ticks. It returns the blocks to set here and those that flow on; ok
// is false when the block goes on whole, as every block that some card
// holds does: it has fewer than two rows to split, or not even one fits
// here.
func (p *planner) splitRows(w *Widget, blocks []Block, k int, size, tick float64) (here, rest []Block, ok bool) {
	b := blocks[k]
	rows := len(b.Table) - 1
	if rows < 2 {
		return nil, nil, false
	}
	if next := p.t.flowTarget(w.Bind); next != nil {
		if _, h := p.layoutBlocks(blocks[k:k+1], size, next.W, cmp.Or(next.Tick, defaultTick), next.Gap, next.Gutter); h <= next.H+1e-9 {
			return nil, nil, false
		}
	}
	with := func(n int) []Block {
		head := Block{Icon: b.Icon, Heading: b.Heading, Ref: b.Ref, Text: b.Text, Steps: b.Steps, Bullets: b.Bullets, Inline: b.Inline, Table: b.Table[:1+n]}
		return append(slices.Clip(blocks[:k]), head)
	}
	// The fewest rows that do not fit, less one: the most that do (at
	// least one row goes on with the rest of the block).
	n := sort.Search(rows-1, func(i int) bool {
		_, h := p.layoutBlocks(with(i+1), size, w.W, tick, w.Gap, w.Gutter)
		return h > w.H+1e-9
	})
	if n == 0 {
		return nil, nil, false
	}
	tail := b
	tail.Icon, tail.Ref, tail.Text, tail.Steps, tail.Bullets, tail.Inline = "", continuedRef, "", nil, nil, false
	tail.Table = append([][]string{b.Table[0]}, b.Table[1+n:]...)
	return with(n), append([]Block{tail}, blocks[k+1:]...), true
}

// flowTarget returns the widget that takes what the flowing blocks widgets
// of slot bind leave: the first of them drawn on continuation cards, or
// nil.
func (t *Template) flowTarget(bind string) *Widget {
	for i := range t.Widgets {
		o := &t.Widgets[i]
		if o.Kind == KindBlocks && o.Flow && o.Bind == bind && (o.Repeat || o.Continued) {
			return o
		}
	}
	return nil
}

// flowing is what a flowing blocks widget left for the next card, and the
// size it was set at.
type flowing struct {
	blocks []Block
	size   float64
}

// carry leaves rest, set at size, for the flowing widget of slot on the
// next card, and tells the page what it kept and carried.
func (p *planner) carry(slot string, kept, rest []Block, size float64) {
	p.flow[slot] = flowing{blocks: rest, size: size}
	if p.kept == nil {
		p.kept, p.carried = map[string][]Block{}, map[string][]Block{}
	}
	p.kept[slot], p.carried[slot] = kept, rest
}

func (p *planner) emitBlocks(w *Widget, lines []blockLine, size, top float64) error {
	p.blockSize, p.sizeOf[w.Bind] = cmp.Or(min(p.blockSize, size), size), size // the page's smallest; 0 is none yet
	ink := grey(p.textColor(*w))
	for _, ln := range lines {
		if ln.icon != "" {
			if err := p.icon(ln.icon, impose.Rect{X: w.X, Y: top + ln.y, W: ln.x, H: ln.x}); err != nil {
				return err
			}
			continue
		}
		if ln.rule {
			p.emit(Op{Kind: OpLine, X: w.X + ln.x, Y: top + ln.y, W: cmp.Or(ln.ruleW, w.W), Stroke: ink, LineW: tableRuleW})
			continue
		}
		if ln.box > 0 {
			p.tickBox(w.X+ln.x, top+ln.y, ln.box)
			continue
		}
		for _, r := range ln.runs {
			font := rich.Weight(r.Bold)
			f := p.o.Fonts.Face(font)
			p.emit(Op{Kind: OpText, X: w.X + ln.x + r.X, Y: baseline(f, size, top+ln.y, 0), Text: r.Text, Font: font,
				Size: size, Want: w.Size, Fill: ink, Form: ln.form})
		}
	}
	return nil
}

// bold returns every text of the block set in bold, joined: its heading
// and its table's header.
func (b Block) bold() string {
	parts := []string{b.Heading}
	for _, t := range append([][][]string{b.Table}, b.Tables...) {
		if len(t) > 0 {
			parts = append(parts, t[0]...)
		}
	}
	return strings.Join(parts, " ")
}

// plain returns every text of the block set in regular type, joined.
func (b Block) plain() string {
	parts := []string{b.Ref, b.Text, b.Foot}
	parts = append(parts, b.Steps...)
	parts = append(parts, b.Bullets...)
	for _, t := range append([][][]string{b.Table}, b.Tables...) {
		for i, row := range t {
			for _, cell := range row {
				if i > 0 && cell != TickCell {
					parts = append(parts, cell)
				}
			}
		}
	}
	for _, t := range b.Ticks {
		parts = append(parts, t.Label)
	}
	return strings.Join(parts, " ")
}
