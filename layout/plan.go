package layout

import (
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/rich"
	"github.com/crewcard/crewcard/layout/shape"
)

// OpKind says what a display-list operation draws.
type OpKind int

// Display-list operations.
const (
	OpText OpKind = iota + 1 // Text at baseline (X, Y)
	OpRect                   // rectangle (X, Y, W, H)
	OpLine                   // line from (X, Y) to (X+W, Y+H)
	OpPath                   // Path, bounded by (X, Y, W, H)
	OpQR                     // Runs as one filled path, bounded by (X, Y, W, H)
)

// Op is one drawing operation in page coordinates, mm from the card's
// top-left cut.
type Op struct {
	Kind       OpKind
	X, Y, W, H float64       // mm; see OpKind
	Text       string        // OpText: the text; OpPath: the icon name
	Font       string        // OpText: "regular" or "bold"
	Size       float64       // OpText: set size, pt
	Want       float64       // OpText: size the template asked for, pt
	Fill       *float64      // grey of fills and text, 0 black … 1 white; nil: no fill
	Stroke     *float64      // grey of outlines; nil: no outline
	LineW      float64       // outline width, mm
	Radius     float64       // OpRect: corner radius, mm
	Path       []shape.Seg   // OpPath: segments, mm
	EvenOdd    bool          // OpPath: fill with the even-odd rule
	Runs       []impose.Rect // OpQR: dark runs, mm
	Module     float64       // OpQR: module side, mm
	Aim        float64       // OpQR: the module its widget aims at (Widget.Module), mm; 0: none
	Version    int           // OpQR: QR version
	Form       bool          // OpText: a heading of a form to write in (Block.Ruled), not the card's text
}

// WidgetError is what a widget met laying a card out.
type WidgetError struct {
	Index  int    // the widget's index in its template, from 0
	Widget string // the widget as errors name it: `widget 3 (blocks "rules")`, counting from 1
	Err    error
}

// Error returns the widget, a colon and the error.
func (e *WidgetError) Error() string { return e.Widget + ": " + e.Err.Error() }

// Unwrap returns the error the widget met.
func (e *WidgetError) Unwrap() error { return e.Err }

// Page is a planned card face: its size and display list.
type Page struct {
	Face  string  // template name
	Part  int     // 1 for the card, 2… for continuation cards
	Parts int     // how many cards this face needed
	W, H  float64 // trim size, mm
	Bleed float64 // art extends this far past the trim, mm
	Ops   []Op
	QR    *QR // the QR code drawn, or nil
	// QRWidget is the index, in the template's widgets, of the qr widget
	// that drew QR: of a template's several, the one the card's slots
	// chose; -1 where the page draws no code.
	QRWidget int
	// BlockSize is the smallest size the page's blocks widgets set their
	// text at, pt, or 0 if it has none.
	BlockSize float64
	// Listed counts the items of each list slot placed on the page.
	Listed map[string]int
	// Kept and Carried hold, for each blocks slot whose flowing widget
	// could not hold all its blocks on the page, the blocks it set and
	// those it carried on to the next card (a table split between its
	// rows is in both, its header repeated).
	Kept, Carried map[string][]Block
}

// Options carries what Plan needs besides the template and the view.
type Options struct {
	Fonts  *font.Set // required
	Icons  IconSet   // icons that list and icon widgets may name
	QR     *QR       // the view's QR code, already encoded; nil: Plan encodes View.QR
	LowInk bool      // outlines instead of filled areas, no white-on-black text
	Bleed  bool      // the run prints the bleed: with_bleed widgets are drawn
	// MinParts is the fewest cards the face is planned on, so that a face
	// whose partner continues on more cards gets as many: each pair stays
	// whole, and every card can say which part it is.
	MinParts int
	// RunSize is the size, pt, of a list, or flowing blocks, that run over
	// onto more cards, within their widget's size and floor (blocks at
	// the floor where they would keep none on the first card); 0: its
	// floor.
	RunSize float64
	// Words keeps list texts split into words for the Plan calls that
	// share it; nil: the call keeps its own.
	Words *WordCache
}

// GlyphError reports a character the font cannot draw.
type GlyphError struct {
	Slot string // View slot (or literal text) it appears in
	Font string // PostScript name of the font
	Rune rune
}

func (e *GlyphError) Error() string {
	return fmt.Sprintf("slot %s: %q (U+%04X) is not in font %s", Quote(e.Slot, 40), e.Rune, e.Rune, e.Font)
}

// FitError reports a text that cannot fit its widget even at its floor.
type FitError struct {
	Slot  string  // View slot
	Text  string  // the text that does not fit
	Floor float64 // pt
	Box   impose.Rect
}

func (e *FitError) Error() string {
	return fmt.Sprintf("slot %s: %s does not fit %.1f × %.1f mm even wrapped at %.1f pt",
		Quote(e.Slot, 40), Quote(e.Text, 40), e.Box.W, e.Box.H, e.Floor)
}

// Plan lays the view out on the template: it returns one page, plus one
// continuation page for each time a list ran out of room, and at least
// o.MinParts pages in all. Texts shrink to
// their floor and wrap; a text that still does not fit is an error, never
// clipped, though blocks that make room for themselves (Widget.MakesRoom)
// may set every blocks widget of the card smaller. The template must have
// passed Check.
func Plan(t *Template, v View, o Options) ([]Page, error) {
	pages, err := plan(t, v, o)
	if err != nil {
		return roomMade(t, v, o, err)
	}
	if v.BlockSize > 0 || len(pages[0].Carried) == 0 {
		return pages, nil
	}
	// A first card whose flowing blocks run over sets its others no larger,
	// unless that keeps fewer of them: one size on the face, the room theirs.
	v.BlockSize = pages[0].BlockSize
	if one, err := plan(t, v, o); err == nil && carried(one) <= carried(pages) {
		return one, nil
	}
	return pages, nil
}

// carried counts the blocks the first of pages carries on to the next.
func carried(pages []Page) (n int) {
	for _, bs := range pages[0].Carried {
		n += len(bs)
	}
	return n
}

// plan lays the view out once, each widget at the size it finds (Plan).
func plan(t *Template, v View, o Options) ([]Page, error) {
	if o.Fonts == nil || o.Fonts.Regular == nil || o.Fonts.Bold == nil {
		return nil, fmt.Errorf("plan: no fonts")
	}
	if o.Words == nil {
		o.Words = &WordCache{}
	}
	p := &planner{t: t, v: v, o: o, left: map[int][]Item{}, size: map[int]float64{}, flow: map[string]flowing{}, spilled: map[string][]Block{}}
	if err := p.checkGlyphs(); err != nil {
		return nil, err
	}
	var pages []Page
	for part := 1; part == 1 || len(p.left) > 0 || len(p.flow) > 0 || part <= o.MinParts; part++ {
		if part > 50 {
			return nil, fmt.Errorf("plan: lists need more than 50 cards")
		}
		pg, err := p.page(part)
		if err != nil {
			return nil, err
		}
		pages = append(pages, pg)
	}
	for i := range pages {
		pages[i].Parts = len(pages)
		if len(pages) > 1 {
			p.partMarks(&pages[i])
		}
	}
	return pages, nil
}

// planner carries one Plan call's state.
type planner struct {
	t   *Template
	v   View
	o   Options
	ops []Op
	qr  *QR
	// blockSize is the smallest size a blocks widget of the page took, pt.
	blockSize float64
	listed    map[string]int // list slot -> items placed on the page
	left      map[int][]Item // widget index -> list items still to place
	// size holds the type size of each list that ran out of room: its
	// continuation cards keep that size, so that one text reads at one size.
	size     map[int]float64
	flow     map[string]flowing // blocks slot -> what a flowing widget left for the next card
	kept     map[string][]Block // blocks slot -> what its flowing widget set on this card, when it left some (Page.Kept)
	carried  map[string][]Block // blocks slot -> what it left (Page.Carried)
	spilled  map[string][]Block // blocks slot -> what a widget before it on this card spilled into it
	part     int                // the card being planned, 1 first
	wrapped  wraps              // table cells set on more than one line since blocks last counted
	tableAir float64            // lines of air between a block's tables besides partGap, while blocks tries it
	low, up  map[string]float64 // slot -> how far down its widget drew on this card, and how far what rises to it moves up, mm (Rise)
	sizeOf   map[string]float64 // blocks slot -> the size its widget set its text at on this card, pt
	room     map[string]float64 // slot -> the room its blocks widget left above its text on this card, mm (Sink)
	pieces   []rich.Piece       // scratch for wrapping list entries without allocating
	entries  []entry            // scratch for layoutList: its result holds until its next call
	qrAt     int                // the index of the widget that drew qr
}

func (p *planner) page(part int) (Page, error) {
	p.ops, p.qr, p.part, p.blockSize, p.listed, p.kept, p.carried = make([]Op, 0, 4*len(p.t.Widgets)), nil, part, 0, map[string]int{}, nil, nil
	p.low, p.up, p.room, p.sizeOf = map[string]float64{}, map[string]float64{}, map[string]float64{}, map[string]float64{}
	p.qrAt = -1
	first := part == 1
	lists := p.left
	p.left = map[int][]Item{}
	drew := map[string]bool{} // slot -> a widget bound to it drew on this card
	for i := range p.t.Widgets {
		w := &p.t.Widgets[i]
		var err error
		ops := len(p.ops)
		if low, drawn, ok := p.risesTo(w.Rise, drew); ok && w.Kind == KindIcon {
			if low+iconAir > w.Y+(w.H-min(w.W, w.H))/2 {
				continue // an icon stands in its box, clear of what was drawn, or not at all
			}
		} else if ok && w.DrawnIf(p.v.Text) && (w.Kind == KindList || p.onCard(w)) { // a widget drawn here
			air := riseAir
			if w.RiseAir > 0 && (w.RiseAirIf == "" || p.v.Text[w.RiseAirIf] != "") {
				air = w.RiseAir
			}
			if !drawn {
				air = 0 // it drew nothing: its box's top
			}
			if w.Rows && low+air > w.Y+1e-9 {
				continue // a form takes the room the text leaves, never the text's
			}
			if _, ok := p.up[w.Rise]; !ok { // the first to rise stands rise_air under what was drawn
				p.up[w.Rise] = max(0, w.Y-low-air)
			}
			up := p.up[w.Rise]
			if w.Kind == KindBlocks && drawn && low+air > w.Y-up+1e-9 {
				up = w.Y - low - air // what it rises to reached below its top: it stands under that, never over it
			}
			risen := *w
			risen.Y -= up
			if w.Kind == KindList || w.Kind == KindBlocks || w.Kind == KindQR {
				risen.H += up // under 0 where it moved down past its foot, until it sinks (below)
			}
			w = &risen
		}
		if !first && w.ContinuedH > 0 {
			taller := *w
			taller.H = w.ContinuedH + p.t.Widgets[i].Y - w.Y // its foot where the template's is, risen or not
			w = &taller
		}
		if down := p.room[w.Sink]; down > 0 {
			sunk := *w
			if sunk.Y += down; w.Kind == KindList || w.Kind == KindBlocks { // these grow down instead
				sunk.Y, sunk.H = w.Y, w.H+down
			}
			w = &sunk
		}
		if w.H < 0 { // it rose to what reached past its foot: no room
			none := *w
			none.H = 0
			w = &none
		}
		switch {
		case !w.DrawnIf(p.v.Text), w.IfEmpty != "" && drew[w.IfEmpty], w.IfFull != "" && !drew[w.IfFull]:
			continue
		case w.Kind == KindList && (first && !w.Continued || part == 2 && w.Continued):
			// A list drawn on continuation cards only starts there.
			err = p.list(i, w, p.v.Lists[w.Bind])
		case w.Kind == KindList:
			err = p.list(i, w, lists[i])
		case !p.onCard(w):
			continue
		case w.Bind == PartSlot:
			continue // drawn by partMarks once the count is known
		default:
			err = p.widget(w)
			if w.Kind == KindQR && len(p.ops) > ops {
				p.qrAt = i
			}
		}
		if w.Bind != "" && len(p.ops) > ops {
			drew[w.Bind], p.low[w.Bind] = true, bottom(p.ops[ops:])
		} else if w.Bind != "" {
			p.low[w.Bind] = max(p.low[w.Bind], w.Y) // drew nothing: what rises to it takes its box
		}
		if err != nil {
			return Page{}, &WidgetError{Index: i, Widget: w.describe(i), Err: err}
		}
	}
	return Page{Face: p.t.Name, Part: part, W: p.t.Width, H: p.t.Height, Bleed: p.t.Bleed, Ops: p.ops, QR: p.qr, QRWidget: p.qrAt, BlockSize: p.blockSize,
		Listed: p.listed, Kept: p.kept, Carried: p.carried}, nil
}

// risesTo is how far down what a widget rises to (Widget.Rise) reaches
// on this card: the lowest of what its slots drew, drawn true, where any
// drew; else the top of the first of their boxes laid out; ok false where
// none was.
func (p *planner) risesTo(rise string, drew map[string]bool) (low float64, drawn, ok bool) {
	for s := range strings.FieldsSeq(rise) {
		l, laid := p.low[s]
		switch {
		case !laid:
		case drew[s] && (!drawn || l > low):
			low, drawn, ok = l, true, true
		case !ok:
			low, ok = l, true
		}
	}
	return low, drawn, ok
}

// onCard reports whether a widget other than a list is drawn on this
// card: on the first unless it is drawn on continuation cards only, on
// those where it repeats or is; with bleed only where the run prints it.
func (p *planner) onCard(w *Widget) bool {
	first := p.part == 1
	here := first && !w.Continued || !first && (w.Repeat || w.Continued)
	return here && (!w.WithBleed || p.o.Bleed)
}

// riseAir is the air, mm, between what a widget drew and the first widget
// that rises to it; bottom is how far down ops reach, a text's descenders
// a quarter of its size below its baseline (only texts have a size, and
// no height).
const riseAir = 0.5

// iconAir is the least air, mm, between what a widget drew and an icon
// that rises to it (a picture, not a line): where there is less, the
// icon is left out.
const iconAir = 4.0

func bottom(ops []Op) (low float64) {
	for _, op := range ops {
		low = max(low, op.Y, op.Y+op.H, op.Y+op.Size*PtToMM/4)
	}
	return low
}

// PartSlot is the slot that layout fills itself, on every view: "card k of n" on
// the k-th of n cards that one face needs.
const PartSlot = "part"

// partMarks draws "card k of n" into text widgets bound to the built-in slot "part".
func (p *planner) partMarks(pg *Page) {
	p.ops = nil
	for i := range p.t.Widgets {
		w := p.t.Widgets[i]
		if w.Kind == KindText && w.Bind == PartSlot && (pg.Part == 1 && !w.Continued || pg.Part > 1 && (w.Repeat || w.Continued)) {
			_ = p.textIn(w, fmt.Sprintf("card %d of %d", pg.Part, pg.Parts), w.Rect())
		}
	}
	pg.Ops = append(pg.Ops, p.ops...)
}

// checkGlyphs returns a GlyphError for the first character of any bound or
// literal text that its font lacks.
func (p *planner) checkGlyphs() error {
	check := func(slot, s, font string) error {
		f := p.o.Fonts.Face(font)
		if m := f.Missing(s); len(m) > 0 {
			return &GlyphError{Slot: slot, Font: f.Name, Rune: m[0]}
		}
		return nil
	}
	for _, w := range p.t.Widgets {
		var err error
		switch w.Kind {
		case KindText:
			s, slot := w.Text, w.Text
			if w.Bind != "" {
				s, slot = p.v.Text[w.Bind], w.Bind
			}
			err = check(slot, s, w.Font)
		case KindGrid:
			for _, r := range p.v.Grids[w.Bind] {
				// Cells print bold when held and regular when light; check
				// both faces, and the short forms and the note too.
				for _, s := range append(append([]string{r.Label, r.Note, w.Text}, r.Cells...), r.Alt...) {
					for _, font := range []string{"bold", "regular"} {
						if err = check(w.Bind, s, font); err != nil {
							return err
						}
					}
				}
			}
		case KindList:
			for _, it := range p.v.Lists[w.Bind] {
				if err = check(w.Bind, it.Title, "bold"); err == nil {
					err = check(w.Bind, it.Body, "regular")
				}
				if err != nil {
					return err
				}
			}
		case KindBlocks:
			for _, b := range p.v.Blocks[w.Bind] {
				if err = check(w.Bind, b.bold(), "bold"); err == nil {
					err = check(w.Bind, b.plain(), "regular")
				}
				if err != nil {
					return err
				}
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}
