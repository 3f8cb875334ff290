package scale

import (
	"errors"
	"math"
	"slices"
	"strings"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
)

// Plan lays v out on t as layout.Plan does, with the box of a qr widget
// drawn for v that asks for a module (layout.Widget.Module) fitted to v's
// code; where a text that gives its size (layout.Widget.GivesSize) finds
// no room on t, as on t with every such text at its floor, if v lays out
// so (atFloors). Where v takes more cards than one and the box may shrink
// (layout.Widget.Shrink), it gives way (giveWay): the least it must for
// the fewest cards it can save. Otherwise v as laid out on t where every
// code it draws reaches its module; else, for the box that draws the
// smallest of them (smallest), on a template grown for the
// code: grow(t, n) for n the code's modules a side (quiet zone included)
// when v lays out on it no worse than on t itself (noWorse), else the
// largest box between t's and that one on which it does, found to within
// a twentieth of a module by halving; t when none is. Where that box
// prints the code under the module a text gives way at
// (layout.Widget.GivesWay), the text is left out and the widgets between them move
// up (keyless), the box growing into the room as above, measured against
// v laid out on t without that text: taken where the code grows larger.
// Else, the same way, the texts above it that give their size
// (layout.Widget.GivesSize) set at their floor (atFloor).
// grow is ForCode, or a cache of it.
func Plan(t *layout.Template, v layout.View, o layout.Options, grow func(*layout.Template, float64) *layout.Template) ([]layout.Page, error) {
	fitted := func(w layout.Widget) bool {
		return w.Kind == layout.KindQR && w.Module > 0 && w.DrawnIf(v.Text)
	}
	grows := func(w layout.Widget) bool { return fitted(w) && w.Grow > 0 }
	if v.QR == "" || !slices.ContainsFunc(t.Widgets, fitted) {
		return layout.Plan(t, v, o)
	}
	if o.QR == nil || o.QR.Payload != v.QR {
		q, err := layout.EncodeQR(v.QR)
		if err != nil {
			return layout.Plan(t, v, o) // for the qr widget to report
		}
		o.QR = q
	}
	pages, err := layout.Plan(t, v, o)
	if we := (*layout.WidgetError)(nil); errors.As(err, &we) && t.Widgets[we.Index].GivesSize {
		// A text that gives its size may find no room until every text
		// that does is set at its floor (a unit's tests under its rules).
		if floor, ok := atFloors(t, v); ok {
			// ForCode, not grow: a cache of templates would keep each floor.
			if small, err := Plan(floor, v, o, ForCode); err == nil {
				return small, nil
			}
		}
	}
	if err != nil {
		return pages, err
	}
	if len(pages) > 1 {
		if fewer, ok := giveWay(t, v, o, fitted, len(pages)); ok {
			return fewer, nil
		}
	}
	if !slices.ContainsFunc(t.Widgets, grows) {
		return pages, nil
	}
	i, under := smallest(t, pages, grows)
	if !under {
		return pages, nil // every code drawn reaches its module, or none is drawn
	}
	w, n := t.Widgets[i], float64(o.QR.Size+2*layout.QuietZone)
	best, side := fit(t, i, v, o, grow, pages, min(w.W, w.H)/w.Module, n)
	if best == nil {
		best = pages
	}
	if side >= w.Module*n-1e-6 {
		return best, nil
	}
	// The code stays under its module: a widget that gives way to a code
	// this small (layout.Widget.GivesWay) is left out, else texts that
	// give their size (layout.Widget.GivesSize) set at their floor, and
	// the code grows into the room that leaves where the card loses
	// nothing else.
	gives := []func() (moved, without *layout.Template, j int, ok bool){
		func() (*layout.Template, *layout.Template, int, bool) { return keyless(t, i, side/n) },
		func() (*layout.Template, *layout.Template, int, bool) { return atFloor(t, v, i) },
	}
	for _, give := range gives {
		moved, without, j, ok := give()
		if !ok {
			continue
		}
		base, err := layout.Plan(without, v, o)
		if err != nil {
			continue
		}
		if more, s := fit(moved, j, v, o, ForCode, base, side/w.Module, n); more != nil && s > side+1e-6 {
			return more, nil
		}
	}
	return best, nil
}

// atFloor returns t with the text of each widget drawn for v above its
// qr widget i that gives its size to the code set at its floor (floors),
// twice: the layout the code grows on, and the one it is measured
// against, and i. It returns false where no such widget is drawn with
// the code above its floor.
func atFloor(t *layout.Template, v layout.View, i int) (moved, without *layout.Template, j int, ok bool) {
	q := t.Widgets[i]
	c, ok := floors(t, v, func(w layout.Widget) bool { return w.Y+w.H <= q.Y+1e-6 && together(q, w) })
	return c, c, i, ok
}

// atFloors returns t with the text of every widget drawn for v that
// gives its size to a code set at its floor (floors).
func atFloors(t *layout.Template, v layout.View) (*layout.Template, bool) {
	return floors(t, v, func(layout.Widget) bool { return true })
}

// floors returns a copy of t with the text of each widget of which that
// is drawn for v and gives its size to a code (layout.Widget.GivesSize)
// set at its floor; false where none is above its floor.
func floors(t *layout.Template, v layout.View, which func(layout.Widget) bool) (*layout.Template, bool) {
	c, ok := *t, false
	c.Widgets = slices.Clone(t.Widgets)
	for k := range c.Widgets {
		if w := &c.Widgets[k]; w.GivesSize && w.DrawnIf(v.Text) && w.MinSize() < w.Size && which(*w) {
			w.Size, ok = w.MinSize(), true
		}
	}
	return &c, ok
}

// smallest returns the index of the widget of grows that draws the code
// of the pages that falls farthest short of its module (layout.Op.Aim):
// of a template's several widgets, the one the card's slots chose, on
// the card where it has least room; under, whether that code prints
// under its module. It returns the first of grows where no page draws a
// code with one. A page's code is its one qr widget's (Page.QRWidget).
func smallest(t *layout.Template, pages []layout.Page, grows func(layout.Widget) bool) (i int, under bool) {
	i, least := slices.IndexFunc(t.Widgets, grows), math.Inf(1) // the smallest module drawn, in modules aimed at
	for _, pg := range pages {
		if pg.QR == nil || !grows(t.Widgets[pg.QRWidget]) {
			continue
		}
		for _, op := range pg.Ops {
			if op.Kind == layout.OpQR && op.Aim > 0 && op.Module/op.Aim < least {
				i, least = pg.QRWidget, op.Module/op.Aim
			}
		}
	}
	return i, least < 1-1e-9
}

// fit lays v out on t grown for its code (grow) of n modules, its qr
// widget i growing: fully when v lays out on it no worse than base
// (noWorse), else the largest box between lo and n modules on which it
// does, found to within a twentieth of a module by halving. It returns
// those pages and the code's box, mm; nil and the box as it is when no
// grown box does.
func fit(t *layout.Template, i int, v layout.View, o layout.Options, grow func(*layout.Template, float64) *layout.Template, base []layout.Page, lo, n float64) ([]layout.Page, float64) {
	marks := measure(base) // once: every grown box is held to the same
	try := func(m float64) ([]layout.Page, float64, bool) {
		g := grow(t, m)
		if g == t {
			return nil, 0, false
		}
		bigger, err := layout.Plan(g, v, o)
		return bigger, min(g.Widgets[i].W, g.Widgets[i].H), err == nil && asGood(bigger, marks)
	}
	if bigger, side, ok := try(n); ok {
		return bigger, side
	}
	var best []layout.Page
	side := min(t.Widgets[i].W, t.Widgets[i].H)
	for hi := n; hi-lo > 0.05; {
		mid := (lo + hi) / 2
		if bigger, s, ok := try(mid); ok {
			best, side, lo = bigger, s, mid
		} else {
			hi = mid
		}
	}
	return best, side
}

// keyless returns t without its first widget that gives way to its qr
// widget i where that prints its code at module mm (layout.Widget.GivesWay): the widgets between them, across the
// key's width, move up by the room it took, from its top to the first of
// theirs, and the column left of the code follows a rule among them as it
// follows a rule the code moves (liftColumn). It returns t without the
// key and nothing moved too, to measure against, and the code's index in
// them; false where t has no such widget, or nothing below it to move.
func keyless(t *layout.Template, i int, module float64) (moved, without *layout.Template, j int, ok bool) {
	q := t.Widgets[i]
	k := slices.IndexFunc(t.Widgets, func(w layout.Widget) bool {
		return module < w.GivesWay-1e-9 && w.Y+w.H <= q.Y+1e-6 && together(q, w)
	})
	if k < 0 {
		return nil, nil, 0, false
	}
	key := t.Widgets[k]
	between := func(w layout.Widget) bool {
		return w.Y >= key.Y+key.H-1e-6 && w.Y+w.H <= q.Y+1e-6 && w.X < key.X+key.W && key.X < w.X+w.W && together(q, w)
	}
	d := math.Inf(1)
	for j, w := range t.Widgets {
		if j != i && between(w) {
			d = min(d, w.Y-key.Y)
		}
	}
	if math.IsInf(d, 1) {
		return nil, nil, 0, false
	}
	c, bare := *t, *t
	c.Widgets, bare.Widgets = slices.Clone(t.Widgets), slices.Delete(slices.Clone(t.Widgets), k, k+1)
	var rules []float64
	for j, w := range t.Widgets {
		if j != i && between(w) {
			c.Widgets[j].Y -= d
			if w.Kind == layout.KindLine && w.H == 0 {
				rules = append(rules, w.Y)
			}
		}
	}
	for _, y := range rules {
		liftColumn(&c, i, y, d)
	}
	c.Widgets = slices.Delete(c.Widgets, k, k+1)
	if k < i {
		i--
	}
	return &c, &bare, i, true
}

// giveWay lays v out on t with its shrinking code boxes (those of fitted
// that may shrink) smaller, where that takes fewer than cards cards: as
// few as their floor of Module a module gives, the boxes giving up the
// least, to a tenth of a millimetre, that keeps to that many. It reports
// false, and lays nothing out, where the floor takes as many cards.
func giveWay(t *layout.Template, v layout.View, o layout.Options, fitted func(layout.Widget) bool, cards int) ([]layout.Page, bool) {
	modules := o.QR.Size + 2*layout.QuietZone
	most := 0.0 // mm the boxes can give up
	for _, w := range t.Widgets {
		if fitted(w) && w.Shrink {
			most = max(most, min(w.W, w.H)-w.Module*float64(modules))
		}
	}
	plan := func(tenths int) ([]layout.Page, bool) {
		pages, err := layout.Plan(shrink(t, fitted, modules, float64(tenths)/10), v, o)
		return pages, err == nil
	}
	if most <= 0 || o.MinParts >= cards {
		return nil, false // nothing to give, or no card it could save
	}
	lo, hi := 0, int(math.Ceil(most*10)) // tenths of a mm: too little, enough
	best, ok := plan(hi)
	if !ok || len(best) >= cards {
		return nil, false
	}
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if pages, ok := plan(mid); ok && len(pages) <= len(best) {
			hi, best = mid, pages
		} else {
			lo = mid
		}
	}
	return best, true
}

// shrink returns a copy of t in which each qr widget of fitted that may
// shrink (layout.Widget.Shrink) is by mm smaller a side, but no smaller
// than its Module for each of modules: its bottom kept, its centre kept
// where it aligns its code to the centre and its right edge otherwise,
// as a box grows (ForCode). The lowest list or blocks widget above it
// takes the room, its bottom coming down as far as the code's top, and
// the widgets between them come down with it: a note above the code
// stays above it.
func shrink(t *layout.Template, fitted func(layout.Widget) bool, modules int, by float64) *layout.Template {
	c := *t
	c.Widgets = slices.Clone(t.Widgets)
	for i, q := range t.Widgets {
		d := min(by, min(q.W, q.H)-q.Module*float64(modules))
		if !fitted(q) || !q.Shrink || d <= 0 {
			continue
		}
		above := func(j int) bool {
			w := t.Widgets[j]
			return j != i && w.Y+w.H <= q.Y+1e-6 && w.X < q.X+q.W && q.X < w.X+w.W && together(q, w)
		}
		flow := -1
		for j, w := range t.Widgets {
			if above(j) && (w.Kind == layout.KindBlocks || w.Kind == layout.KindList) && (flow < 0 || w.Y+w.H > t.Widgets[flow].Y+t.Widgets[flow].H) {
				flow = j
			}
		}
		if flow < 0 {
			continue // nothing takes the room: the code keeps it
		}
		side := min(q.W, q.H) - d
		s := &c.Widgets[i]
		s.X, s.Y, s.W, s.H = q.X+q.W-side, q.Y+q.H-side, side, side
		if q.Align == "center" {
			s.X = q.X + (q.W-side)/2
		}
		bottom := t.Widgets[flow].Y + t.Widgets[flow].H
		for j, w := range t.Widgets {
			if above(j) && w.Y >= bottom-1e-6 {
				c.Widgets[j].Y += d
			}
		}
		c.Widgets[flow].H += d
	}
	return &c
}

// ForCode returns t for a code of modules modules a side, quiet zone
// included (a fraction: a box between two codes' sizes): each qr widget
// that asks for a module (layout.Widget.Module) and would print its code
// smaller grows to give it that module, at most to its Grow and inside
// the safe zone, anchored at its bottom-right corner (its bottom centre
// where it aligns its code to the centre), its neighbours giving way as
// they do on a smaller card. It returns t itself when no box grows.
func ForCode(t *layout.Template, modules float64) *layout.Template {
	c := t
	for i, w := range t.Widgets {
		room := w.X + w.W - t.Safe // growing left from its right edge
		if w.Align == "center" {
			room = 2 * min(w.X+w.W/2-t.Safe, t.Width-t.Safe-w.X-w.W/2) // growing out from its centre
		}
		side := min(w.Module*modules, w.Grow, room, w.Y+w.H-t.Safe)
		if w.Kind != layout.KindQR || w.Module == 0 || side <= min(w.W, w.H) {
			continue
		}
		if c == t {
			g := *t
			g.Widgets = slices.Clone(t.Widgets)
			c = &g
		}
		before := slices.Clone(c.Widgets)
		keepQRSize(c, i, side)
		for j, w := range before {
			if d := w.Y - c.Widgets[j].Y; w.Kind == layout.KindLine && w.H == 0 && d > 0 {
				liftColumn(c, i, w.Y, d)
			}
		}
	}
	return c
}

// liftColumn follows a rule that moved up by d from y above t's grown code
// i: the widgets left of the code below y and down to the column's first
// list move up by d, and that list's top with them, its bottom kept, so
// that the room the rule left goes to the list rather than a blank band.
func liftColumn(t *layout.Template, i int, y, d float64) {
	q := t.Widgets[i]
	left := func(w layout.Widget) bool { return w.X+w.W <= q.X && w.Y >= y && together(q, w) }
	list := -1
	for j, w := range t.Widgets {
		if left(w) && w.Kind == layout.KindList && (list < 0 || w.Y < t.Widgets[list].Y) {
			list = j
		}
	}
	if list < 0 {
		return
	}
	top := t.Widgets[list].Y
	for j := range t.Widgets {
		if w := &t.Widgets[j]; left(*w) && w.Y <= top {
			w.Y -= d
		}
	}
	t.Widgets[list].H += d
}

// noWorse reports whether pages, laid out on a template whose code grew,
// are as good as base, laid out on the template as it is: as many cards,
// and on each every word base prints there on as few lines, no smaller tick box (a
// stroked square under 4 mm), pencil box (one of 4 mm or more) or text,
// and no tick box nearer a rule.
func noWorse(pages, base []layout.Page) bool { return asGood(pages, measure(base)) }

// marks are what noWorse holds a grown layout to, a page each: its gauge
// and its words.
type marks []struct {
	gauge [4]float64
	words map[string]int
}

// measure returns base's marks.
func measure(base []layout.Page) marks {
	m := make(marks, len(base))
	for i, pg := range base {
		m[i].gauge, m[i].words = gauge(pg), words(pg)
	}
	return m
}

// asGood is noWorse against base's marks.
func asGood(pages []layout.Page, base marks) bool {
	if len(pages) != len(base) {
		return false
	}
	for i := range pages {
		got, want := gauge(pages[i]), base[i].gauge
		for k := range got {
			if got[k] < want[k]-1e-9 {
				return false
			}
		}
		have, had := words(pages[i]), base[i].words
		if have[""] > had[""] {
			return false // a text wrapped onto more lines
		}
		for w, n := range had {
			if have[w] < n {
				return false // a list item gone to the back, or set in a shorter form
			}
		}
	}
	return true
}

// words counts the words of a page's texts, and under "" its lines.
func words(pg layout.Page) map[string]int {
	n := map[string]int{}
	for _, op := range pg.Ops {
		if op.Kind == layout.OpText {
			n[""]++
			for _, w := range strings.Fields(op.Text) {
				n[w]++
			}
		}
	}
	return n
}

// gauge returns a page's smallest tick box and pencil box, mm, its
// smallest text, pt, and the least air between a tick box and a rule, mm;
// +Inf for what it has none of.
func gauge(pg layout.Page) [4]float64 {
	g := [4]float64{math.Inf(1), math.Inf(1), math.Inf(1), math.Inf(1)}
	var ticks, rules []impose.Rect
	for _, op := range pg.Ops {
		switch {
		case op.Kind == layout.OpText:
			g[2] = min(g[2], op.Size)
		case op.Kind == layout.OpRect && op.Stroke != nil && op.W == op.H && op.W < 4:
			g[0] = min(g[0], op.W)
			ticks = append(ticks, impose.Rect{X: op.X, Y: op.Y, W: op.W, H: op.H})
		case op.Kind == layout.OpRect && op.Stroke != nil && op.W == op.H:
			g[1] = min(g[1], op.W)
		case op.Kind == layout.OpLine && op.H == 0:
			rules = append(rules, impose.Rect{X: op.X, Y: op.Y - op.LineW/2, W: op.W, H: op.LineW})
		}
	}
	for _, t := range ticks {
		for _, r := range rules {
			g[3] = min(g[3], max(r.X-t.Right(), t.X-r.Right(), r.Y-t.Bottom(), t.Y-r.Bottom()))
		}
	}
	return g
}
