package layout

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/crewcard/crewcard/layout/columns"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/rich"
)

// entry is one list item placed at a size.
type entry struct {
	item  Item
	words []rich.Word // the item's words, wrapped again to draw it
	lines int         // how many lines they take
	col   int
	y, h  float64  // mm: top, relative to the widget, and height
	tail  []string // icons after its one line: a more line's, of the entries it leaves out
}

// listGeom is the geometry of a list widget at one size.
type listGeom struct {
	cols        int
	colW, iconW float64 // mm
	textW       float64 // mm: a column less an icon and the space after it
	gap         float64 // mm between entries
}

func (p *planner) listGeom(w *Widget, items []Item, size float64) listGeom {
	g := listGeom{cols: max(w.Cols, 1), gap: w.Gap}
	g.colW = (w.W - float64(g.cols-1)*colGap) / float64(g.cols)
	for _, it := range items {
		if it.Icon != "" {
			g.iconW = cmp.Or(w.IconW, 2*LineHeight(size))
		}
	}
	g.textW = g.colW
	if g.iconW > 0 {
		g.textW -= g.iconW + 1
	}
	return g
}

// width returns the width an item's text takes in a column, mm: less its
// icon's when it has one.
func (g listGeom) width(it Item) float64 {
	if it.Icon != "" {
		return g.textW
	}
	return g.colW
}

// listWords is a list's text split into words once for all the sizes and
// columns a fit tries: each item's words, and the widest word of each
// weight in design units.
type listWords struct {
	words            [][]rich.Word
	widest, widestBd int
}

func (p *planner) listWords(items []Item) listWords {
	lw := listWords{words: make([][]rich.Word, len(items))}
	for i, it := range items {
		lw.words[i] = p.o.Words.of(p.o.Fonts, it.Title, it.Body)
		for _, wd := range lw.words[i] {
			if wd.Bold {
				lw.widestBd = max(lw.widestBd, wd.Units)
			} else {
				lw.widest = max(lw.widest, wd.Units)
			}
		}
	}
	return lw
}

// WordCache keeps the texts of list items split into measured words for
// the Plan calls that share it, such as every card of a batch, whose crews
// share their skills' texts: each text is split once. It is safe for use
// by many goroutines at once, holds at most maxCachedTexts texts, and its
// zero value is empty and ready. The words it gives are shared: read only.
type WordCache struct {
	mu    sync.RWMutex
	fs    *font.Set                 // the fonts the words are measured in
	words map[[2]string][]rich.Word // title and body -> their words
}

// maxCachedTexts bounds a WordCache, so that a long-lived one (a studio's,
// a server's) stays small whatever it lays out.
const maxCachedTexts = 4096

// of returns the words of a bold title and a regular body in the fonts fs,
// split and measured the first time they are asked for; other fonts than
// the last asked for empty the cache.
func (c *WordCache) of(fs *font.Set, title, body string) []rich.Word {
	key := [2]string{title, body}
	c.mu.RLock()
	wds, ok := c.words[key]
	ok = ok && c.fs == fs
	c.mu.RUnlock()
	if ok {
		return wds
	}
	wds = rich.Words(fs, title, body)
	c.mu.Lock()
	if c.fs != fs {
		c.fs, c.words = fs, map[[2]string][]rich.Word{}
	}
	if len(c.words) < maxCachedTexts {
		c.words[key] = wds
	}
	c.mu.Unlock()
	return wds
}

// breaksWords reports whether some word of the items is wider than the
// list's text column at size pt.
func (p *planner) breaksWords(w *Widget, items []Item, lw listWords, size float64) bool {
	g := p.listGeom(w, items, size)
	fs := p.o.Fonts
	return fs.Bold.WidthOf(lw.widestBd, size)*Slack > g.textW || fs.Regular.WidthOf(lw.widest, size)*Slack > g.textW
}

// layoutList places as many items as fit, in order, filling each column top
// to bottom, limit mm high (0: the widget's), then as evenly as its columns
// hold them all (columns.Balance); it counts the entries' lines only.
func (p *planner) layoutList(w *Widget, items []Item, lw listWords, size, limit float64) []entry {
	limit = cmp.Or(limit, w.H)
	g := p.listGeom(w, items, size)
	out := p.entries[:0]
	col, y := 0, 0.0
	for i, it := range items {
		if it.Break && i > 0 {
			break
		}
		iconW := 0.0
		if it.Icon != "" {
			iconW = g.iconW
		}
		var lines int
		p.pieces, lines = rich.Set(p.o.Fonts, lw.words[i], size, g.width(it), p.pieces[:0])
		h := max(float64(lines)*LineHeight(size), iconW)
		for y > 0 && y+h > limit+1e-9 {
			col, y = col+1, 0
		}
		if col >= g.cols || h > limit+1e-9 {
			break
		}
		out = append(out, entry{item: it, words: lw.words[i], lines: lines, col: col, y: y, h: h})
		y += h + g.gap
	}
	p.entries = out
	if n := len(out); limit == w.H && n == len(items) && n > 1 && out[n-1].col > 0 {
		if h := columns.Balance(n, func(i int) float64 { return out[i].h }, w.Gap, out[n-1].col+1, w.H); h < limit {
			return p.layoutList(w, items, lw, size, h)
		}
	}
	return out
}

// list fits items into the widget, shrinking to the floor; items that still
// do not fit are kept for a continuation card.
func (p *planner) list(i int, w *Widget, items []Item) error {
	if len(items) == 0 {
		if _, ok := p.v.Lists[w.Bind]; !ok {
			return fmt.Errorf("bind: no list slot %s in the card view", Quote(w.Bind, 40))
		}
		return nil
	}
	if len(items) > 500 {
		return fmt.Errorf("%d list items, at most 500", len(items))
	}
	placed, cols, size, left := p.fitList(i, w, items)
	shown := len(items) - left
	if w.More != "" && left > 0 {
		items, placed, cols, size = p.fitMore(i, w, items)
		shown, left = len(items)-1, 0
	}
	w = &cols
	if len(placed) == 0 {
		it := items[0]
		return &FitError{Slot: w.Bind, Text: it.Title + " " + it.Body, Floor: w.MinSize(), Box: w.Rect()}
	}
	if left > 0 {
		p.left[i] = items[len(items)-left:]
		p.size[i] = size
	}
	p.listed[w.Bind] += shown
	g := p.listGeom(w, items, size)
	for _, e := range placed {
		x := w.X + float64(e.col)*(g.colW+colGap)
		y := w.Y + e.y
		if e.item.Icon != "" {
			if err := p.icon(e.item.Icon, impose.Rect{X: x, Y: y, W: g.iconW, H: g.iconW}); err != nil { // at the top, beside the first lines
				return err
			}
			x += g.iconW + 1
		}
		lead := LineHeight(size)
		top := y + (e.h-float64(e.lines)*lead)/2
		p.pieces, _ = rich.Set(p.o.Fonts, e.words, size, g.width(e.item), p.pieces[:0])
		for li, ln := range rich.Runs(p.pieces, e.lines) {
			for _, r := range ln {
				font := rich.Weight(r.Bold)
				f := p.o.Fonts.Face(font)
				p.emit(Op{Kind: OpText, X: x + r.X, Y: baseline(f, size, top, li), Text: r.Text, Font: font,
					Size: size, Want: w.Size, Fill: grey(p.textColor(*w))})
			}
		}
		side := tailSide(size)
		for k, name := range e.tail { // after the line, centred on it
			at := x + p.o.Fonts.Regular.Width(e.item.Body, size) + tailGap + float64(k)*(side+tailGap)
			if err := p.icon(name, impose.Rect{X: at, Y: top + (lead-side)/2, W: side, H: side}); err != nil {
				return err
			}
		}
	}
	return nil
}

// Icons after a more line: a line high, less its leading, and apart by
// tailGap mm.
const tailGap = 0.6

func tailSide(size float64) float64 { return size * PtToMM }

// tailIcons returns the icons of the entries a more line, the last of
// placed, leaves out (rest), where each has one and they fit after its
// one line in its column ("+3 on the back" and three icons): the face
// then shows every entry, as a name or an icon. Else none: the line
// stands alone.
func (p *planner) tailIcons(w *Widget, placed []entry, rest []Item, size float64) []string {
	if len(placed) == 0 || slices.ContainsFunc(rest, func(it Item) bool { return it.Icon == "" }) {
		return nil
	}
	e := placed[len(placed)-1]
	g := p.listGeom(w, []Item{e.item}, size)
	need := p.o.Fonts.Regular.Width(e.item.Body, size) + float64(len(rest))*(tailSide(size)+tailGap)
	if e.lines != 1 || e.item.Icon != "" || need > g.colW {
		return nil
	}
	var icons []string
	for _, it := range rest {
		icons = append(icons, it.Icon)
	}
	return icons
}

// fitMore places as many of items as fit with a last line, the widget's
// More, that says how many are left out, and returns the items it placed
// (that line last), their entries, columns and size. One line is left at
// the least. The most entries that, each on one line, leave that line
// room for the icons of the rest (tailIcons) come first, so that every
// entry shows: "First Aid", "Toolbox" and "+2 on the back" with two
// icons in one column, not three names broken over two columns ("First /
// Aid") and a line that names none.
func (p *planner) fitMore(i int, w *Widget, items []Item) ([]Item, []entry, Widget, float64) {
	more := func(k int) []Item { return append(items[:k:k], Item{Body: fmt.Sprintf(w.More, len(items)-k)}) }
	most := -1 // the most entries that fit beside the line, where none shows every entry
	for k := len(items) - 1; k >= 0; k-- {
		shown := more(k)
		placed, cols, size, left := p.fitList(i, w, shown)
		if left > 0 {
			continue
		}
		if most < 0 {
			most = k
		}
		if slices.ContainsFunc(placed, func(e entry) bool { return e.lines > 1 }) {
			continue
		}
		if tail := p.tailIcons(&cols, placed, items[k:], size); tail != nil {
			placed[len(placed)-1].tail = tail
			return shown, placed, cols, size
		}
	}
	shown := more(max(most, 0))
	placed, cols, size, _ := p.fitList(i, w, shown) // laid out again: fitList reuses its entries
	if len(placed) > 0 {
		placed[len(placed)-1].tail = p.tailIcons(&cols, placed, items[len(shown)-1:], size)
	}
	return shown, placed, cols, size
}

// fitList places a list's items: at the largest size at which every item
// fits with no word broken between characters; then so with the items'
// short titles (Item.Short); then with the last bodies brief (Item.Brief),
// as few as must be (partlyBrief), and then every one; then with each run
// of items that share a group as one entry (Item.Group); and with broken
// words only when a word is wider than the whole widget at its floor; in
// as few of the widget's columns as they fit in, so that a short list uses
// the full width instead of wrapping in a half column beside an empty one.
// A list continued from an earlier card keeps that card's size. When
// nothing fits whole, as many entries as fit are placed, at the run size
// (Options.RunSize: the floor unless set) and in as many columns as break
// no word, and the rest continue on another card. It returns the entries,
// the widget with the columns used, the size, and how many of items are
// left for another card.
func (p *planner) fitList(i int, w *Widget, items []Item) ([]entry, Widget, float64, int) {
	var placed []entry
	var size float64
	cols := *w
	lw := p.listWords(items)
	try := sizes(w.Size, w.MinSize())
	fixed, continued := p.size[i]
	if continued {
		try = []float64{fixed}
	}
	wordsOf := func(form []Item) listWords { // a form's words, items' for none
		if form == nil {
			return lw
		}
		return p.listWords(form)
	}
	short := shortTitles(items)
	shortWords := wordsOf(short)
	base := short
	if base == nil {
		base = items
	}
	// Brief bodies and groups keep a list on one card: a list that runs
	// over more cards sets its entries whole.
	var brief, grouped []Item
	if !continued && !w.Continued && !slices.ContainsFunc(items, func(it Item) bool { return it.Break }) {
		brief, grouped = shorterForms(base)
	}
	briefWords, groupedWords := wordsOf(brief), wordsOf(grouped)
	passes := []struct {
		items []Item
		words listWords
		whole bool
	}{{items, lw, true}, {short, shortWords, true}, {brief, briefWords, true}, {grouped, groupedWords, true}, {short, shortWords, false}}
	if short == nil {
		short = items
	}
	// Words are broken only where even one column cannot hold them at the
	// floor; otherwise what does not fit whole goes on to another card.
	one := *w
	one.Cols = 1
	mustBreak := p.breaksWords(&one, short, shortWords, w.MinSize())
	if !mustBreak {
		passes = passes[:4]
	}
	for n, pass := range passes {
		if n == 2 && brief != nil { // before every text is brief: the most whole
			if placed, cols, size, ok := p.partlyBrief(w, base, brief, try); ok {
				return placed, cols, size, 0
			}
		}
		if pass.items == nil {
			continue
		}
		if placed, cols, size, ok := p.fitsWhole(w, pass.items, pass.words, try, pass.whole); ok {
			if n == 0 {
				placed = p.unwrapped(&cols, placed, items, lw, short, size)
			}
			return placed, cols, size, 0
		}
	}
	size = try[len(try)-1]
	if !continued {
		if size = p.runSize(w); mustBreak || p.breaksWords(&one, short, shortWords, size) {
			size = w.MinSize()
		}
	}
	cols.Cols = max(w.Cols, 1)
	for !mustBreak && cols.Cols > 1 && p.breaksWords(&cols, short, shortWords, size) {
		cols.Cols--
	}
	if !p.breaksWords(&cols, items, lw, size) { // short titles only where a word needs them
		short, shortWords = items, lw
	}
	placed = p.layoutList(&cols, short, shortWords, size, 0)
	return placed, cols, size, len(items) - len(placed)
}

// unwrapped returns placed, items laid out whole in w at size (lw their
// words), or, where a name alone (an item with a title and no body) wraps
// that its short title (short: items where none has one) sets on fewer
// lines, the list with that name in its short form, at the same size and
// columns: "Enhanced Gun / Laying Drive" becomes "Gun Laying". A name that
// does not wrap keeps its full form. A list that runs over to another card
// sets its names as fitList does there, in full where no word needs less.
func (p *planner) unwrapped(w *Widget, placed []entry, items []Item, lw listWords, short []Item, size float64) []entry {
	g := p.listGeom(w, items, size)
	var form []Item
	for i, e := range placed { // every item placed, in order: the list fits whole
		if e.lines < 2 || e.item.Body != "" || short[i].Title == e.item.Title {
			continue
		}
		var lines int
		p.pieces, lines = rich.Set(p.o.Fonts, p.o.Words.of(p.o.Fonts, short[i].Title, ""), size, g.width(short[i]), p.pieces[:0])
		if lines < e.lines {
			if form == nil {
				form = slices.Clone(items)
			}
			form[i] = short[i]
		}
	}
	if form == nil {
		return placed
	}
	// layoutList reuses the buffer placed is in: a form that does not fit
	// is laid out again as items.
	if fw := p.listWords(form); !p.breaksWords(w, form, fw, size) {
		if got := p.layoutList(w, form, fw, size, 0); len(got) == len(items) {
			return got
		}
	}
	return p.layoutList(w, items, lw, size, 0)
}

// fitsWhole places every one of items, words their words, at the first
// of sizes and the fewest of w's columns that hold them all, with no word
// broken between characters (whole) or with some (not whole: each layout
// is tried once, in the first passes where no word breaks, in the last
// where some word does). It reports false where none holds them.
func (p *planner) fitsWhole(w *Widget, items []Item, words listWords, sizes []float64, whole bool) ([]entry, Widget, float64, bool) {
	cols := *w
	for _, size := range sizes {
		for cols.Cols = 1; cols.Cols <= max(w.Cols, 1); cols.Cols++ {
			if p.breaksWords(&cols, items, words, size) == whole {
				continue
			}
			if placed := p.layoutList(&cols, items, words, size, 0); len(placed) == len(items) {
				return placed, cols, size, true
			}
		}
	}
	return nil, cols, 0, false
}

// partlyBrief places base with as many of its texts whole as fit, in the
// list's order, and the rest brief (brief: base with brief bodies), but
// for each later text of no group (Later) that also fits whole at the
// floor, the shortest first: the most whole texts that fit at the floor,
// then the largest of sizes at which they do. It reports false where no
// text more than none fits whole.
func (p *planner) partlyBrief(w *Widget, base, brief []Item, sizes []float64) ([]entry, Widget, float64, bool) {
	mixed := func(k int, whole ...int) []Item {
		form := slices.Concat(base[:k], brief[k:])
		for _, j := range whole {
			form[j] = base[j]
		}
		return form
	}
	floor := sizes[len(sizes)-1:]
	fits := func(form []Item) bool {
		_, _, _, ok := p.fitsWhole(w, form, p.listWords(form), floor, true)
		return ok
	}
	lo, hi := 0, len(base) // whole texts: as few as brief alone, too many
	for hi-lo > 1 {
		if mid := (lo + hi) / 2; fits(mixed(mid)) {
			lo = mid
		} else {
			hi = mid
		}
	}
	if !slices.ContainsFunc(base[:lo], func(it Item) bool { return it.Brief != "" }) {
		return nil, *w, 0, false
	}
	var whole []int
	for _, j := range Later(base, lo+1) { // the text at lo does not fit whole
		if !fits(mixed(lo, append(slices.Clip(whole), j)...)) {
			break // a longer one would not fit either
		}
		whole = append(whole, j)
	}
	form := mixed(lo, whole...)
	return p.fitsWhole(w, form, p.listWords(form), sizes, true)
}

// Later returns the indexes of the texts of items after the first k that
// have a brief form and no group (an upgrade, the crew-member roll), the
// shortest first: those a list of its first k texts whole may set whole
// too, each alone, in the room its brief ones leave.
func Later(items []Item, k int) []int {
	var later []int
	for j := k; j < len(items); j++ {
		if items[j].Group == "" && items[j].Brief != "" {
			later = append(later, j)
		}
	}
	slices.SortStableFunc(later, func(a, b int) int {
		return utf8.RuneCountInString(items[a].Body) - utf8.RuneCountInString(items[b].Body)
	})
	return later
}

// runSize is the size w sets a list that runs over at: Options.RunSize
// within w's size and floor, the floor by default.
func (p *planner) runSize(w *Widget) float64 {
	return max(w.MinSize(), min(p.o.RunSize, cmp.Or(w.RunMax, w.Size)))
}

// RunSizes returns the sizes above its floor, largest first, at which
// the first list, or flowing blocks widget, bound to slot on t may run
// over (Options.RunSize).
func (t *Template) RunSizes(slot string) []float64 {
	i := slices.IndexFunc(t.Widgets, func(w Widget) bool {
		return w.Bind == slot && (w.Kind == KindList || w.Kind == KindBlocks && w.Flow)
	})
	if i < 0 {
		return nil
	}
	all := sizes(cmp.Or(t.Widgets[i].RunMax, t.Widgets[i].Size), t.Widgets[i].MinSize())
	return all[:len(all)-1]
}

// Shorter returns the shorter forms of a list that fitList tries on one
// card, in its order: with brief bodies (Item.Brief), then with groups
// (Item.Group) too; forms that change nothing are left out. A list that
// runs over more cards sets its entries whole, so a caller that would
// rather take fewer cards lays it out again in these forms.
func Shorter(items []Item) [][]Item {
	var forms [][]Item
	brief, grouped := shorterForms(items)
	for _, form := range [][]Item{brief, grouped} {
		if form != nil {
			forms = append(forms, form)
		}
	}
	return forms
}

// shorterForms returns items with their brief bodies, and then with their
// groups set as one entry each (of the brief bodies, where there are any);
// nil for a form that changes nothing.
func shorterForms(items []Item) (brief, grouped []Item) {
	brief = briefBodies(items)
	named := brief
	if named == nil {
		named = items
	}
	return brief, groupedItems(named)
}

// groupedItems returns items with each run of neighbours that share a
// Group set as one item, titled Group, whose body joins their Names, or
// nil when no item has a Group.
func groupedItems(items []Item) []Item {
	if !slices.ContainsFunc(items, func(it Item) bool { return it.Group != "" }) {
		return nil
	}
	var out []Item
	for k := 0; k < len(items); {
		it := items[k]
		if it.Group == "" {
			out = append(out, it)
			k++
			continue
		}
		var names []string
		for ; k < len(items) && items[k].Group == it.Group; k++ {
			names = append(names, items[k].Name)
		}
		body := strings.Join(names, ", ")
		if !strings.HasSuffix(body, "!") && !strings.HasSuffix(body, ".") {
			body += "."
		}
		out = append(out, Item{Title: it.Group, Body: body})
	}
	return out
}

// BriefFrom returns items with the first k whole and the rest in their
// shorter forms (Shorter): brief bodies (Item.Brief), each run of
// neighbours that share a Group set as one entry; but for the items of
// the rest that whole names by index, which stay whole, each alone (an
// index before k or past the items names none). A list whose texts do not
// all fit gives way from its last text.
func BriefFrom(items []Item, k int, whole ...int) []Item {
	tail := items[k:]
	if len(whole) > 0 {
		tail = slices.Clone(tail)
		for _, j := range whole {
			if j >= k && j < len(items) {
				tail[j-k].Brief, tail[j-k].Group = "", ""
			}
		}
	}
	if brief := briefBodies(tail); brief != nil {
		tail = brief
	}
	if grouped := groupedItems(tail); grouped != nil {
		tail = grouped
	}
	return slices.Concat(items[:k], tail)
}

// briefBodies returns items with each body that has a brief form
// replaced by it, or nil when none has one.
func briefBodies(items []Item) []Item {
	return replaced(items, func(it *Item) *string { return &it.Body }, func(it Item) string { return it.Brief })
}

// shortTitles returns items with each title that has a short form
// replaced by it, or nil when none has one.
func shortTitles(items []Item) []Item {
	return replaced(items, func(it *Item) *string { return &it.Title }, func(it Item) string { return it.Short })
}

// replaced returns a copy of items with the field of each that has
// another form set to it, or nil when none has one.
func replaced(items []Item, field func(*Item) *string, other func(Item) string) []Item {
	var out []Item
	for k, it := range items {
		if other(it) == "" {
			continue
		}
		if out == nil {
			out = slices.Clone(items)
		}
		*field(&out[k]) = other(it)
	}
	return out
}
