package press

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/crewcard/crewcard/fonts"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/scale"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/saved"
)

// Card is one card to print, as a system gives it: plain values, with no
// trace of the game they come from.
type Card struct {
	Front, Back string      // names of the templates of its two faces
	View        layout.View // the values the templates bind to; View.QR is the link
	// IfRoom holds text slots that, set so on the view, put the room its
	// faces leave to use (a back drawing the code again below its text):
	// the card takes them where it then takes one card, or fewer cards
	// than without them, tried again once IfOne's bring it to one card
	// (layoutFaces).
	IfRoom map[string]string
	// IfMore holds sets of text slots that, set so over IfRoom's, put
	// more in that room (a unit's tests under its rules, above the code),
	// most first: the card takes the first it takes as it takes IfRoom's,
	// before IfRoom's alone, or where an empty set stands among them (a
	// set after it: the tests in place of the code, where the code does
	// not fit).
	IfMore []map[string]string
	// IfOne holds text slots that, set so on the view, make its faces
	// denser (a smaller code on the back, its text given the room): the
	// card takes them only where they keep it to one card (oneCard).
	IfOne map[string]string
	// IfFree holds sets of text slots that, set so on the view, put to
	// use room where that costs nothing (a unit's tests a line per score
	// on its second back, or above a code on its back): the card takes
	// each, over those before it, where it keeps as many cards and each
	// code as large, or at the module its widget aims at (free).
	IfFree []map[string]string
}

// A CardError is the failure of a run's card to lay out.
// The pipeline does not explain it: the caller, who knows the file the
// card came from, tells it in that file's terms.
type CardError struct {
	Card int // the card's index in the run
	Err  error
}

func (e *CardError) Error() string { return fmt.Sprintf("card %d: %v", e.Card+1, e.Err) }

func (e *CardError) Unwrap() error { return e.Err }

// Faces holds the planned pages of one card: a long back may continue on
// more cards than its front.
type Faces struct {
	Front, Back []layout.Page
}

// Probe is the fullest card of a system, laid out once before a run.
type Probe struct {
	Card  Card
	About string // what the card holds, for messages: "a crew with every skill and 8 upgrades"
}

// TemplateFile is an edited template given in place of a built-in one.
type TemplateFile struct {
	Path string // the file's name, for messages
	Src  []byte
}

// Kit is what every card of a run shares: fonts, icons and templates.
type Kit struct {
	Fonts   *font.Set
	icons   layout.IconSet
	faces   map[string]*layout.Template // template name -> template
	source  map[string]string           // template name -> the file it came from
	card    impose.Size                 // the cards' size: the first front's
	lowInk  bool
	bleed   bool // the run prints the bleed (Options.Bleed > 0)
	noBacks bool // backs are left out: a front gets no continuation cards for its back's sake
	// probePages is the most cards each template took for a probe: a
	// guess at the most a card of the run takes, for whether output may split.
	probePages map[string]int
	qrs        sync.Map         // length of a link -> the QR code of one such link, for Fits
	grown      sync.Map         // a template and its code's modules -> the template grown for the code
	words      layout.WordCache // list texts split into words, shared by every card of the run
}

// NewKit loads the built-in templates of every pair of faces named, their
// TOML from builtin, puts the edited templates in their place, scales them
// to o.Card and widens their bleed to o.Bleed. Then it lays out each probe,
// the fullest card of each system, so that a template that cannot hold a
// card (an unknown slot or icon, a widget too small for its text) is
// reported once, against its own file, before any card is drawn.
func NewKit(pairs [][2]string, builtin func(name string) ([]byte, error), edited []TemplateFile, o *Options, probes []Probe) (*Kit, error) {
	fs, err := font.NewSet(fonts.Regular, fonts.Bold)
	if err != nil {
		return nil, fmt.Errorf("card fonts: %v", err)
	}
	icons, err := LoadIcons("", nil)
	if err != nil {
		return nil, err
	}
	d := &Kit{Fonts: fs, icons: icons, lowInk: o.Ink == InkLow, bleed: o.Bleed > 0, noBacks: o.Backs == BacksNone, faces: map[string]*layout.Template{}, source: map[string]string{},
		probePages: map[string]int{}}
	var names []string
	for _, p := range pairs {
		for _, name := range p {
			if d.faces[name] != nil {
				continue // a face that two pairs share, such as deck-front
			}
			src, err := builtin(name)
			if err != nil {
				return nil, err
			}
			if d.faces[name], err = LoadTemplate(name+".toml", src); err != nil {
				return nil, err
			}
			d.source[name] = name + ".toml (built in)"
			names = append(names, name)
		}
	}
	for _, f := range edited {
		t, err := LoadTemplate(f.Path, f.Src)
		if err != nil {
			return nil, err
		}
		at := model.NewLocator(f.Src).Pos(f.Path, "name")
		var errs model.ErrorList
		if d.faces[t.Name] == nil {
			errs.Add(at, "name", "", "template name %s is not one of %s", model.Quote(t.Name), strings.Join(names, ", "))
			return nil, errs
		}
		if src := d.source[t.Name]; !strings.HasSuffix(src, "(built in)") {
			errs.Add(at, "name", "", "template %q is also given by %s; give each template once", t.Name, src)
			return nil, errs
		}
		d.faces[t.Name] = t
		d.source[t.Name] = f.Path
	}
	for _, p := range pairs {
		front, back := d.faces[p[0]], d.faces[p[1]]
		if front.Width != back.Width || front.Height != back.Height {
			return nil, fmt.Errorf("the front %s (%gx%g mm) and the back %s (%gx%g mm) differ in size; give both the same card size",
				d.source[p[0]], front.Width, front.Height, d.source[p[1]], back.Width, back.Height)
		}
	}
	for name, t := range d.faces {
		if o.Card.W > 0 && (o.Card.W != t.Width || o.Card.H != t.Height) {
			c, err := d.compact(name, builtin, o.Card)
			if err != nil {
				return nil, err
			}
			if c != nil {
				t, d.source[name] = c, name+CompactSuffix+".toml (built in)"
			}
			if o.Card.W != t.Width || o.Card.H != t.Height {
				t = scale.To(t, o.Card.W, o.Card.H)
			}
		}
		if o.Bleed > t.Bleed {
			c := *t
			c.Bleed = o.Bleed // boxes drawn to the bleed reach the wider bleed
			t = &c
		}
		d.faces[name] = t
	}
	if len(pairs) > 0 {
		first := d.faces[pairs[0][0]]
		d.card = impose.Size{W: first.Width, H: first.Height}
	}
	for _, p := range probes {
		for _, name := range []string{p.Card.Front, p.Card.Back} {
			pages, err := d.planFace(name, p.Card.View)
			if err != nil && o.LinkBaseFrom != "" {
				if err := d.linkTooLong(name, p.Card.View, o); err != nil {
					return nil, err
				}
			}
			if err != nil {
				return nil, fmt.Errorf("%s: %v (found by laying out %s)", d.source[name], err, p.About)
			}
			d.probePages[name] = max(d.probePages[name], len(pages))
		}
	}
	return d, nil
}

// compact returns the built-in compact layout of the face name, the
// template name-compact.toml drawn for a smaller card, when the face is
// built in (not edited), has one, and card is nearer its height than the
// face's own: a small card takes a layout of its own rather than every
// box scaled down. It returns nil otherwise, and an error for a compact
// layout that does not load or names another face.
func (d *Kit) compact(name string, builtin func(string) ([]byte, error), card impose.Size) (*layout.Template, error) {
	if !strings.HasSuffix(d.source[name], "(built in)") {
		return nil, nil
	}
	src, err := builtin(name + CompactSuffix)
	if err != nil {
		return nil, nil // the face has no compact layout
	}
	c, err := LoadTemplate(name+CompactSuffix+".toml (built in)", src)
	if err != nil {
		return nil, err
	}
	if c.Name != name {
		return nil, fmt.Errorf("%s%s.toml (built in): name %q, want %q", name, CompactSuffix, c.Name, name)
	}
	if t := d.faces[name]; math.Abs(card.H-c.Height) >= math.Abs(card.H-t.Height) {
		return nil, nil
	}
	return c, nil
}

// CompactSuffix names a face's compact layout: crew-front-compact.toml is
// crew-front drawn for cards nearer 88 mm tall than 94.
const CompactSuffix = "-compact"

// linkTooLong explains a card that the template name cannot lay out (a QR
// code too dense to print, or too long for any QR code) as the fault of
// the link base, when a shorter base lays it out: it names the base, what
// set it, and the longest base that fits. It returns nil when even the
// default base fails, and then the template is at fault. render, serve and
// show --json all refuse a base through it.
func (d *Kit) linkTooLong(name string, v layout.View, o *Options) error {
	code := v.QR[strings.LastIndex(v.QR, "/")+1:]
	// A base in upper case costs 5.5 bits a character in the QR code; one
	// whose path keeps lower-case letters (or _ or ~) costs up to 8 in it.
	fill := "A"
	if strings.ContainsFunc(v.QR, func(r rune) bool { return r >= 'a' && r <= 'z' || r == '_' || r == '~' }) {
		fill = "a"
	}
	fits := func(n int) bool {
		v.QR = strings.Repeat(fill, n) + "/" + code
		_, err := d.planFace(name, v)
		return err == nil
	}
	base := strings.TrimSuffix(o.LinkBase, "/")
	lo, hi := len(strings.TrimSuffix(saved.DefaultBase, "/")), len(base) // fits(lo), not fits(hi)
	if !fits(lo) {
		return nil
	}
	for hi-lo > 1 {
		if mid := (lo + hi) / 2; fits(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return fmt.Errorf("%s: %s (%d characters) is too long: with it the QR code of %s needs modules under %.1f mm; give a base of at most %d characters (the default, %s, has %d)",
		o.LinkBaseFrom, model.Quote(o.LinkBase), len(base), d.source[name], layout.MinQRModule, lo, saved.DefaultBase, len(strings.TrimSuffix(saved.DefaultBase, "/")))
}

// options are the layout options of every face the kit lays out, before a
// card's QR code is added, with the kit's word cache: the cards of a run
// share their texts (a crew's skills), and each is split once.
func (d *Kit) options() layout.Options {
	return layout.Options{Fonts: d.Fonts, Icons: d.icons, LowInk: d.lowInk, Bleed: d.bleed, Words: &d.words}
}

// layOut lays v out on t as layout.Plan does, on t grown for v's code
// where it has room (scale.Plan).
func (d *Kit) layOut(t *layout.Template, v layout.View, o layout.Options) ([]layout.Page, error) {
	return scale.Plan(t, v, o, d.forCode)
}

// forCode is scale.ForCode, each template and code size grown once a run.
func (d *Kit) forCode(t *layout.Template, modules float64) *layout.Template {
	type key struct {
		t       *layout.Template
		modules float64
	}
	g, ok := d.grown.Load(key{t, modules})
	if !ok {
		g, _ = d.grown.LoadOrStore(key{t, modules}, scale.ForCode(t, modules))
	}
	return g.(*layout.Template)
}

// planFace lays out the face name alone for the view v, its inch marks
// printed as plan prints them: the probes, the link base's check and the
// count of a split output measure what is drawn.
func (d *Kit) planFace(name string, v layout.View) ([]layout.Page, error) {
	return d.layOut(d.faces[name], inchMarks(v), d.options())
}

// Plan encodes a card's QR code and lays out its front and back.
func (d *Kit) Plan(c Card) (Faces, error) { return d.plan(c, layout.EncodeQR, true) }

// Fits lays out a card's front and back as Plan does, and returns the
// error Plan would, to tell whether the card prints. Its QR code is drawn
// from the code of an earlier link of the same length: a link is always in
// one QR mode, so the length alone sets the code's version and size, and
// checking many cards costs one encoding for each length of link. A card
// that runs over is not set larger for it (roomier): that never changes
// whether it prints.
func (d *Kit) Fits(c Card) error {
	_, err := d.plan(c, d.sameSizeQR, false)
	return err
}

// sameSizeQR returns the QR code of the first link of link's length,
// named as link's own, so that the layout draws it in link's place.
func (d *Kit) sameSizeQR(link string) (*layout.QR, error) {
	type coded struct {
		qr  *layout.QR
		err error
	}
	c, ok := d.qrs.Load(len(link))
	if !ok {
		qr, err := layout.EncodeQR(link)
		c, _ = d.qrs.LoadOrStore(len(link), coded{qr, err})
	}
	qr, err := c.(coded).qr, c.(coded).err
	if err != nil {
		return nil, err
	}
	same := *qr
	same.Payload = link
	return &same, nil
}

// plan lays out a card's front and back, its QR code encoded by encode
// (and, roomy, a card that runs over set as large as its cards hold),
// and refuses a card whose code neither face draws. (A card whose code is
// on its back loses it with the backs, as it loses their text, when the
// backs are left out: the player asked for that.)
func (d *Kit) plan(c Card, encode func(string) (*layout.QR, error), roomy bool) (Faces, error) {
	f, err := d.layoutFaces(c, encode, roomy)
	if err != nil || c.View.QR == "" || drawsCode(f.Front) || drawsCode(f.Back) {
		return f, err
	}
	return f, fmt.Errorf("the templates %s and %s draw its QR code on neither face; give the template a qr widget for it (the built-in ones draw a long state's code on the back, if = \"code_back\")", c.Front, c.Back)
}

// drawsCode reports whether a page of pages draws the card's QR code.
func drawsCode(pages []layout.Page) bool {
	for _, p := range pages {
		if p.QR != nil {
			return true
		}
	}
	return false
}

// maxCards is how many cards a card's text may take before its flowing
// list is shortened to take fewer (layoutFaces).
const maxCards = 2

// layoutFaces lays out a card's front and back, its QR code encoded by
// encode, with the room its faces leave put to use where that costs no
// card (withRoom), and denser where that keeps it to one (oneCard). A
// card whose text, set whole, takes more than maxCards cards is laid out
// again with its flowing list in the shorter forms that list offers
// (layout.Shorter: brief bodies, then groups), and takes the first form
// that keeps it to maxCards, or else the one of fewest cards, and then
// with its back's headings run into their text where that saves a card
// (runIn); a card of two whose teams run over takes them first
// (teamsFirst), its second front then starting with its last teams where
// it would hold only what spilled into them (balanceFronts). A card that
// takes more than one is then, roomy, set as
// large as keeps it to as many (roomier), and a list in its brief form
// keeps as many of its first texts whole as fit at that size (mostWhole),
// its last card's text then shared between its faces (flow, balanced).
// Before those two, a card takes the sets of its IfFree slots that cost it
// no card and no code's size (free).
func (d *Kit) layoutFaces(c Card, encode func(string) (*layout.QR, error), roomy bool) (Faces, error) {
	c.View = inchMarks(c.View)
	opt := d.options()
	if c.View.QR != "" { // reference cards carry no saved state
		qr, err := encode(c.View.QR)
		if err != nil {
			return Faces{}, err
		}
		opt.QR = qr
	}
	c, f, err := d.withRoom(c, opt, nil)
	if err == nil {
		// A card its IfOne slots bring to one card may then have the
		// room its IfRoom slots use, measured against that one card.
		if g, h := d.oneCard(c, opt, f); cardsOf(h) < cardsOf(f) {
			c, f, err = d.withRoom(g, opt, func() (Faces, error) { return h, nil })
		}
	}
	slot := continuedList(d.faces[c.Front])
	chosen := c
	for _, items := range layout.Shorter(c.View.Lists[slot]) {
		if err != nil || slot == "" || cardsOf(f) <= maxCards {
			break
		}
		short := c
		short.View = withList(c.View, slot, items)
		if g, gerr := d.layoutWhole(short, opt); gerr == nil && cardsOf(g) < cardsOf(f) {
			f, chosen = g, short
		}
	}
	if err == nil {
		f, chosen = d.runIn(chosen, opt, f)
		before := chosen
		f, chosen = d.teamsFirst(chosen, opt, f)
		f, chosen = d.balanceFronts(before, chosen, opt, f)
		chosen, f = d.free(chosen, opt, f)
	}
	if err == nil && slot == "" && roomy {
		return d.roomierBlocks(chosen, opt, f), nil
	}
	if err != nil || slot == "" || cardsOf(f) < 2 || !roomy {
		return f, err
	}
	f, opt.RunSize = d.roomier(chosen, opt, slot, f)
	f, chosen = d.mostWhole(c, opt, slot, f, chosen)
	// Its last card's text shared between its faces (flow), where that
	// shortens no title; kept on its front where the back draws a form in
	// the room it leaves, unless sharing sets more of the text.
	if g, err := d.layoutCards(chosen, opt, true); err == nil && cardsOf(g) == cardsOf(f) {
		if n, m := textRunes(g), textRunes(f); n > m || n == m && !d.formUnder(chosen) {
			f = g
		}
	}
	return f, nil
}

// withRoom lays a card out whole, with its IfRoom slots set where that
// takes fewer cards than without them, or one card as without them with
// every text as whole (the room never costs a text its full form), its
// first front's code as large (FirstCodesAsLarge), and
// returns the card as laid out; with a set of its IfMore slots set over
// them first, the first set the card takes so (IfRoom's alone where an
// empty set stands among them, else after them). A room whose back alone
// runs over (backAlone), or whose faces alone print fewer characters than
// the card without it on one card (shortens), is not laid out whole.
// plain, when not nil, gives the card as laid out without the room.
func (d *Kit) withRoom(c Card, opt layout.Options, plain func() (Faces, error)) (Card, Faces, error) {
	if plain == nil {
		plain = sync.OnceValues(func() (Faces, error) { return d.layoutWhole(c, opt) })
	}
	if len(c.IfRoom) == 0 {
		f, err := plain()
		return c, f, err
	}
	var tries [][]map[string]string
	for _, more := range c.IfMore {
		tries = append(tries, []map[string]string{c.IfRoom, more})
	}
	if !slices.ContainsFunc(c.IfMore, func(m map[string]string) bool { return len(m) == 0 }) {
		tries = append(tries, []map[string]string{c.IfRoom})
	}
	// A set that gives the room's own slots again (IfRoom's keys: a back
	// without its log) is tried only where the same set with the room
	// shortened a text; refused for anything else, it would be again.
	shortened := map[string]bool{}
	for _, sets := range tries {
		key := c.beyondRoom(sets[len(sets)-1])
		if was, tried := shortened[key]; tried && !was {
			continue
		}
		shortened[key] = false
		room, ok := d.withSlots(c, sets...)
		if !ok {
			continue
		}
		t := d.faces[room.Front]
		front, ferr := layout.Plan(t, frontView(t, room.View), opt)
		if len(sets) > 1 && ferr != nil {
			// More on a front that does not hold it, its code's box as its
			// template gives it: a code grown larger leaves its neighbours
			// less room, so the whole card does not lay out either.
			continue
		}
		// Where the card takes one card without the room, a front that
		// runs over alone (and sends nothing on to its back, toBackWidget),
		// or that holds its text beside a code only smaller than the
		// card's (holdsCode), is refused below anyway.
		f, err := plain()
		runs := len(front) > 1 && toBackWidget(t).Bind == ""
		if len(sets) > 1 && err == nil && cardsOf(f) == 1 && (runs || !d.holdsCode(t, room.View, opt, f)) {
			continue
		}
		back, over, berr := d.backAlone(room, opt)
		if over {
			continue
		}
		if err == nil && ferr == nil && berr == nil && d.shortens(room, front, back, f) {
			shortened[key] = true
			continue
		}
		g, gerr := d.layoutOver(room, opt, back, berr, false)
		if gerr == nil && (err != nil || FirstCodesAsLarge(g, f) && (cardsOf(g) < cardsOf(f) || cardsOf(g) == 1 && cardsOf(f) == 1 && textRunes(g) >= textRunes(f))) {
			return room, g, nil
		}
	}
	f, err := plain()
	return c, f, err
}

// holdsCode reports whether the front t lays out for the view v with its
// code as large as the faces f, the card laid out without the room, print
// it, where that is known without a layout of the whole card: f's first
// front's code reached its widget's module, so that
// scale.Plan grew its box whole (its crew key kept). A front that does not
// is refused anyway (FirstCodesAsLarge), but only after the card is laid
// out whole, its code grown step by step (scale.Plan): a crew of one role
// tries its front with one skill's text fewer after each.
func (d *Kit) holdsCode(t *layout.Template, v layout.View, opt layout.Options, f Faces) bool {
	i := slices.IndexFunc(t.Widgets, func(w layout.Widget) bool {
		return w.Kind == layout.KindQR && w.Module > 0 && w.Grow > 0 && w.DrawnIf(v.Text)
	})
	if i < 0 || v.QR == "" {
		return true
	}
	first := codes(Faces{Front: f.Front[:1]})
	if len(first) == 0 || first[0].Module < t.Widgets[i].Module-1e-9 {
		return true
	}
	if opt.QR == nil || opt.QR.Payload != v.QR {
		q, err := layout.EncodeQR(v.QR)
		if err != nil {
			return true
		}
		opt.QR = q
	}
	g := d.forCode(t, float64(opt.QR.Size+2*layout.QuietZone))
	if g == t {
		return true // no box grows: withRoom laid the front out on t already
	}
	_, err := layout.Plan(g, frontView(g, v), opt)
	return err == nil
}

// beyondRoom is a set of IfMore slots without those IfRoom sets, as text:
// the same for two sets that differ only in the room's own slots.
func (c Card) beyondRoom(set map[string]string) string {
	var b strings.Builder
	for _, k := range slices.Sorted(maps.Keys(set)) {
		if _, room := c.IfRoom[k]; !room {
			fmt.Fprintf(&b, "%s=%s;", k, set[k])
		}
	}
	return b.String()
}

// shortens reports whether the card c, laid out whole, would print fewer
// characters than its faces f without the room, both on one card: its
// front laid out alone with its code's box as its template gives it
// (front) and its back alone (back) each take one card and print fewer.
// A code grown into the front's room never lets a text there print more
// than on that box (scale.Plan holds the grown box to its words;
// TestGrownFrontPrintsNoMore), so the card laid out whole prints no more
// than they do.
func (d *Kit) shortens(c Card, front, back []layout.Page, f Faces) bool {
	if cardsOf(f) != 1 || len(front) != 1 || len(back) != 1 || sharesBack(d.faces[c.Front]) {
		return false
	}
	return textRunes(Faces{Front: front, Back: back}) < textRunes(f)
}

// backAlone lays the card's back out alone, and reports whether it runs
// over: takes more than one card where its front shares no text with it,
// so that the whole card cannot take one.
func (d *Kit) backAlone(c Card, opt layout.Options) ([]layout.Page, bool, error) {
	back, err := d.layOut(d.faces[c.Back], c.View, opt)
	return back, err == nil && len(back) > 1 && !sharesBack(d.faces[c.Front]), err
}

// oneCard lays a card of more than one card out again with its IfOne
// slots set, and returns it so where that takes one card; else the card
// and its faces f as they were.
func (d *Kit) oneCard(c Card, opt layout.Options, f Faces) (Card, Faces) {
	if len(c.IfOne) == 0 || cardsOf(f) < 2 {
		return c, f
	}
	dense, ok := d.withSlots(c, c.IfOne)
	if !ok {
		return c, f
	}
	back, over, err := d.backAlone(dense, opt)
	if err != nil || over { // most cannot take one
		return c, f
	}
	if g, err := d.layoutOver(dense, opt, back, nil, false); err == nil && cardsOf(g) == 1 {
		return dense, g
	}
	return c, f
}

// free lays a card out again with each set of its IfFree slots in turn
// over those it took before, and takes the set where the card keeps as
// many cards with no code smaller, or smaller only down to the module its
// widget aims at (noSmallerCodes), and its fronts send no more teams on to
// its back (sendsOn); it returns the card with the sets it took, and its
// faces (f where it took none). A set whose widgets draw on continuation
// cards only is tried on a card of two: on more, it would print on each.
// A set may give a text in another form (a line per score over one
// paragraph), so fewer characters do not count against it.
func (d *Kit) free(c Card, opt layout.Options, f Faces) (Card, Faces) {
	for _, set := range c.IfFree {
		if !d.draws(c, set, cardsOf(f)) || cardsOf(f) > 2 && d.continuedOnly(c, set) {
			continue // it would change nothing, or repeat on each continuation card
		}
		more, ok := d.withSlots(c, set)
		if !ok {
			continue
		}
		if g, err := d.layoutWhole(more, opt); err == nil && cardsOf(g) == cardsOf(f) && noSmallerCodes(g, f, true) && !d.sendsOn(c, g, f) {
			c, f = more, g
		}
	}
	return c, f
}

// sendsOn reports whether the faces g send the card's teams on from its
// fronts to its back (they say "More teams on the back") where the faces
// f do not: the room a set of slots uses is never the teams' own.
func (d *Kit) sendsOn(c Card, g, f Faces) bool {
	more := toBackWidget(d.faces[c.Front]).More
	return printsMore(g.Front, more) && !printsMore(f.Front, more)
}

// continuedOnly reports whether every widget of the card's faces that a
// slot set turns on binds or is drawn if draws on continuation cards only.
func (d *Kit) continuedOnly(c Card, set map[string]string) bool {
	return !slices.ContainsFunc(d.turnsOn(c, set), func(w layout.Widget) bool { return !w.Continued })
}

// draws reports whether a slot set turns on is one a widget of the card's
// faces binds or is drawn if (layout.Widget.If) on a card of n cards,
// with the slots it is drawn if set once the set is: a widget drawn on
// continuation cards only is not drawn on a card of one, nor one drawn
// if a slot that neither the card nor the set sets. A set that only
// clears slots on such a card changes nothing it draws. Only widgets
// count: a set that changed a card through its items' or blocks' own
// slots alone (layout.Item.If, layout.Block.If) would not be laid out;
// every set a system gives turns a widget on too.
func (d *Kit) draws(c Card, set map[string]string, n int) bool {
	on := func(slot string) bool {
		if v, ok := set[slot]; ok {
			return v != ""
		}
		return c.View.Text[slot] != ""
	}
	return slices.ContainsFunc(d.turnsOn(c, set), func(w layout.Widget) bool {
		return (n > 1 || !w.Continued) && !slices.ContainsFunc(w.Conds(), func(s string) bool { return !on(s) })
	})
}

// turnsOn returns the widgets of the card's faces that bind, are drawn
// if, or stand their rise_air if (layout.Widget.RiseAirIf), a slot that
// set sets to something other than "".
func (d *Kit) turnsOn(c Card, set map[string]string) []layout.Widget {
	var out []layout.Widget
	for _, w := range slices.Concat(d.faces[c.Front].Widgets, d.faces[c.Back].Widgets) {
		if slices.ContainsFunc(w.Conds(), func(s string) bool { return set[s] != "" }) || slices.ContainsFunc([]string{w.Bind, w.RiseAirIf}, func(s string) bool { return s != "" && set[s] != "" }) {
			out = append(out, w)
		}
	}
	return out
}

// noSmallerCodes reports whether the faces g print as many codes as the
// faces f, each, card by card, at a module no smaller; aimed, or no
// smaller than the module its widget aims at (layout.Op.Aim), where f's
// is larger: the room a code takes past the module phones read it at
// (a back's code grown into the room its rules left) may go to a text.
func noSmallerCodes(g, f Faces, aimed bool) bool {
	a, b := codes(g), codes(f)
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		least := b[k].Module
		if aimed && a[k].Aim > 0 {
			least = min(least, a[k].Aim)
		}
		if a[k].Module < least-1e-9 {
			return false
		}
	}
	return true
}

// FirstCodesAsLarge reports whether g's first front prints its codes as
// large as f's: the room a card's faces use never costs the code a
// player scans first its size (a crew's survival roll beside a code that
// would grow into that room).
func FirstCodesAsLarge(g, f Faces) bool {
	if len(g.Front) == 0 || len(f.Front) == 0 {
		return len(g.Front) == len(f.Front)
	}
	return noSmallerCodes(Faces{Front: g.Front[:1]}, Faces{Front: f.Front[:1]}, false)
}

// codes are the codes the faces print, their fronts' first and then
// their backs', in the order of their cards.
func codes(f Faces) []layout.Op {
	var out []layout.Op
	for _, pg := range slices.Concat(f.Front, f.Back) {
		for _, op := range pg.Ops {
			if op.Kind == layout.OpQR {
				out = append(out, op)
			}
		}
	}
	return out
}

// textRunes counts the characters the faces' texts print, spaces aside
// (a line's break takes one), a form's headings aside: fewer where a text
// gave way to a shorter form.
func textRunes(f Faces) int {
	n := 0
	for _, pg := range slices.Concat(f.Front, f.Back) {
		for _, op := range pg.Ops {
			if op.Kind == layout.OpText && !op.Form {
				n += utf8.RuneCountInString(op.Text) - strings.Count(op.Text, " ")
			}
		}
	}
	return n
}

// sharesBack reports whether a front takes text to or from its back
// (to_back, from_back): then the back alone does not say how many cards
// the card takes.
func sharesBack(t *layout.Template) bool {
	return slices.ContainsFunc(t.Widgets, func(w layout.Widget) bool { return w.ToBack != "" || w.FromBack != "" })
}

// roomier lays a card whose flowing list runs over onto more cards out
// again with that list set larger (layout.Options.RunSize), and returns
// the largest setting that keeps it to as many cards, so that its text
// fills the last face rather than the floor's size leaving it near empty,
// with that size; f and opt's size when none does.
func (d *Kit) roomier(c Card, opt layout.Options, slot string, f Faces) (Faces, float64) {
	for _, size := range d.faces[c.Back].RunSizes(slot) {
		opt.RunSize = size
		if g, err := d.layoutWhole(c, opt); err == nil && cardsOf(g) <= cardsOf(f) {
			return g, size
		}
	}
	return f, opt.RunSize
}

// roomierBlocks is a card whose front's flowing blocks (a unit's teams)
// run over from its first card on to the next, laid out f, set at the
// largest size they run over at (layout.Options.RunSize) that keeps the
// card to as many cards, its codes as large, its texts as whole and no
// more of its blocks sent to the back: the unit at one size, not at the
// floor that leaves its first front a band it cannot fill. (A front that
// sends its last teams to its back is left as it is: tried so, its teams
// kept their size and only the rules beside its code grew.)
func (d *Kit) roomierBlocks(c Card, opt layout.Options, f Faces) Faces {
	t := d.faces[c.Front]
	i := slices.IndexFunc(t.Widgets, func(w layout.Widget) bool { return w.Kind == layout.KindBlocks && w.Flow })
	if i < 0 || len(f.Front) < 2 || len(f.Front[0].Carried[t.Widgets[i].Bind]) == 0 {
		return f
	}
	runes := textRunes(f)
	for _, size := range t.RunSizes(t.Widgets[i].Bind) {
		opt.RunSize = size
		if g, err := d.layoutWhole(c, opt); err == nil && cardsOf(g) == cardsOf(f) && noSmallerCodes(g, f, false) &&
			!d.sendsOn(c, g, f) && textRunes(g) >= runes {
			return g
		}
	}
	return f
}

// cardsOf is how many cards the faces take.
func cardsOf(f Faces) int { return max(len(f.Front), len(f.Back)) }

// layoutWhole lays out a card's front and back with the options opt, its
// flowing list as the view gives it.
func (d *Kit) layoutWhole(c Card, opt layout.Options) (Faces, error) {
	return d.layoutCards(c, opt, false)
}

// layoutCards is layoutWhole, its last card's text shared between its
// faces where balanced says (flow).
func (d *Kit) layoutCards(c Card, opt layout.Options, balanced bool) (Faces, error) {
	back, berr := d.layOut(d.faces[c.Back], c.View, opt)
	return d.layoutOver(c, opt, back, berr, balanced)
}

// layoutOver is layoutCards with the card's back laid out alone already:
// back, or its error berr.
func (d *Kit) layoutOver(c Card, opt layout.Options, back []layout.Page, berr error, balanced bool) (Faces, error) {
	// The back first: a back that continues on more cards gets a front
	// continuation card for each (pairParts), so that every card of the
	// pair names its part, and the front is laid out once. A front's
	// error is told before its back's.
	var f Faces
	var err error
	front := opt
	front.MinParts, _ = d.pairParts(0, len(back))
	f.Front, err = d.layOut(d.faces[c.Front], frontView(d.faces[c.Front], c.View), front)
	switch {
	case err != nil:
		return f, err
	case berr != nil:
		return f, berr
	}
	f.Back = back
	if flowed, ok, err := d.flow(c, opt, back, len(f.Front), balanced); err != nil {
		return f, err
	} else if ok {
		return flowed, nil
	}
	if one, ok := d.toBack(c, opt, f.Front); ok {
		return one, nil
	}
	if one, ok := d.ontoFront(c, opt, f.Front, back); ok {
		return one, nil
	}
	if two, ok := d.toFront(c, opt, f.Front, back); ok {
		return two, nil
	}
	if two, ok := d.afterFront(c, opt, f.Front, back); ok {
		return two, nil
	}
	if _, n := d.pairParts(len(f.Front), len(back)); n > len(back) {
		if f.Back, err = d.moreBacks(c, opt, back, n); err != nil {
			return f, err
		}
	}
	return f, nil
}

// moreBacks lays a card's back out on n cards, where its front takes n
// and its back, laid out alone, fewer (back). A back that holds all its
// text on one card keeps that card as laid out alone, its code having
// given way where it did, so that its text stays on one face; the cards
// after it are backs left without text (the code again, if_empty), not a
// lone rule. Any other back is laid out again on n cards, its text
// flowing over them.
func (d *Kit) moreBacks(c Card, opt layout.Options, back []layout.Page, n int) ([]layout.Page, error) {
	t := d.faces[c.Back]
	opt.MinParts = n
	v, flows, parts := c.View, false, false
	for _, w := range t.Widgets {
		if w.Kind == layout.KindBlocks && w.Flow {
			v, flows = withBlocks(v, w.Bind, nil), true
		}
		parts = parts || w.Kind == layout.KindText && w.Bind == layout.PartSlot
	}
	// A back that names its part ("card 1 of 2") is laid out again: the
	// card laid out alone names none.
	if flows && !parts && len(back) == 1 && len(back[0].Carried) == 0 {
		if rest, err := d.layOut(t, v, opt); err == nil && len(rest) == n {
			first := back[0]
			first.Parts = n
			return append([]layout.Page{first}, rest[1:]...), nil
		}
	}
	return d.layOut(t, c.View, opt)
}

// flow lays a card out again when its back continues onto more cards and
// its front has a list for continuation cards bound to the list that runs
// over (layout.Widget.Continued): the text runs from the first back onto
// the second card's front, then its back, the third card's front and so
// on, each face taking as many entries as it holds, so that every extra
// card carries text on both faces instead of a front that only says the
// text goes on. The last face is a back, and no face is left empty where
// the face before it can hand on an entry; balanced, the last card's
// front hands its last entries on while its back holds them and has
// fewer (a layout whose texts are chosen: the entries a face holds are
// what choosing them measures). It reports false, and lays nothing out,
// where that does not apply.
func (d *Kit) flow(c Card, opt layout.Options, back []layout.Page, frontCards int, balanced bool) (Faces, bool, error) {
	slot := continuedList(d.faces[c.Front])
	items := c.View.Lists[slot]
	cards := max(len(back), frontCards)
	if cards < 2 || slot == "" || d.noBacks {
		return Faces{}, false, nil
	}
	k := back[0].Listed[slot] // entries on the first back
	if k >= len(items) && len(items) >= cards {
		// The back fits one card, but the front needs more: spread the
		// back's text over the backs, so that none is left empty.
		per := (len(items) + cards - 1) / cards
		var parts [][]layout.Item
		for i := 0; i < len(items); i += per {
			parts = append(parts, items[i:min(i+per, len(items))])
		}
		o := opt
		o.MinParts = cards
		spread, err := d.layOut(d.faces[c.Back], withList(c.View, slot, joinParts(parts)), o)
		if err != nil || len(spread) != cards {
			return Faces{}, false, err
		}
		f := Faces{Back: spread}
		f.Front, err = d.layOut(d.faces[c.Front], frontView(d.faces[c.Front], c.View), o)
		return f, err == nil, err
	}
	if k < 1 || k >= len(items) {
		return Faces{}, false, nil
	}
	// holds returns how many of rest the face holds on its card part: the
	// front's second card, its first to carry text; the back's second,
	// past a first that holds a placeholder, laid out as its cards are
	// (a code's box fitted to its code, layOut), its list there as tall as
	// it is on every card after the first (layout.Widget.ContinuedH).
	holds := func(face string, part int, rest []layout.Item) (int, error) {
		o := opt
		o.MinParts = part
		lay, list := d.layOut, rest
		switch {
		case face == c.Back && part > 1:
			list = joinParts([][]layout.Item{{{Title: "placeholder"}}, rest})
		case part > 1:
			lay = layout.Plan // a code's box fitted to its code (layOut) changes only the first card
		}
		pages, err := lay(d.faces[face], withList(c.View, slot, list), o)
		if err != nil || len(pages) < part {
			return 0, err
		}
		return pages[part-1].Listed[slot], nil
	}
	backs, fronts := [][]layout.Item{items[:k]}, [][]layout.Item(nil)
	rest := items[k:]
	for len(rest) > 0 {
		if last := backs[len(backs)-1]; len(rest) == 1 && len(last) > 1 {
			// Hand the last entry of the back before on, so that this
			// card's front and back both carry one.
			backs[len(backs)-1], rest = last[:len(last)-1], append([]layout.Item{last[len(last)-1]}, rest...)
		}
		m, err := holds(c.Front, 2, rest)
		if err != nil || m < 1 {
			return Faces{}, false, err
		}
		if len(rest) > 1 {
			m = min(m, len(rest)-1) // the back gets one at least
		}
		fronts, rest = append(fronts, rest[:m]), rest[m:]
		if len(rest) == 0 {
			break
		}
		n, err := holds(c.Back, 2, rest)
		if err != nil || n < 1 {
			return Faces{}, false, err
		}
		if n == len(rest) && balanced {
			// The last card: its front hands its last entries on to its
			// back while the back holds them and has fewer, so that the
			// card is not a full front over a back of a line or two.
			last := fronts[len(fronts)-1]
			for len(last) > len(rest)+1 {
				more := slices.Concat(last[len(last)-1:], rest)
				if held, err := holds(c.Back, 2, more); err != nil || held < len(more) {
					break // where the back cannot tell, the card stays as it is
				}
				last, rest = last[:len(last)-1], more
			}
			fronts[len(fronts)-1], n = last, len(rest)
		}
		backs, rest = append(backs, rest[:n]), rest[n:]
	}
	var f Faces
	var err error
	front := opt
	front.MinParts = max(len(fronts)+1, len(backs))
	if f.Front, err = d.layOut(d.faces[c.Front], withList(c.View, slot, joinParts(fronts)), front); err != nil {
		return f, false, err
	}
	b := opt
	b.MinParts = len(f.Front)
	if f.Back, err = d.layOut(d.faces[c.Back], withList(c.View, slot, joinParts(backs)), b); err != nil {
		return f, false, err
	}
	if len(f.Back) > len(f.Front) {
		front.MinParts = len(f.Back)
		if f.Front, err = d.layOut(d.faces[c.Front], withList(c.View, slot, joinParts(fronts)), front); err != nil {
			return f, false, err
		}
	}
	return f, true, nil
}

// formUnder reports whether the card's back draws a form under its text
// on its cards after the first (a crew's log of the games to come,
// layout.Widget.Rows): its last card's front then takes the entries it
// holds, the back the rest and the form in the room they leave.
func (d *Kit) formUnder(c Card) bool {
	return slices.ContainsFunc(d.faces[c.Back].Widgets, func(w layout.Widget) bool {
		return w.Rows && (w.Repeat || w.Continued) && w.DrawnIf(c.View.Text)
	})
}

// joinParts joins the entries of each card into one list, each card's
// first entry marked to begin a new card.
func joinParts(parts [][]layout.Item) []layout.Item {
	var out []layout.Item
	for i, p := range parts {
		for j, it := range p {
			it.Break = i > 0 && j == 0
			out = append(out, it)
		}
	}
	return out
}

// frontView is v as the front t lays it out outside flow: its list for
// continuation cards empty, so that it repeats none of the back.
func frontView(t *layout.Template, v layout.View) layout.View {
	if slot := continuedList(t); slot != "" {
		return withList(v, slot, nil)
	}
	return v
}

// continuedList returns the slot of t's first list drawn on continuation
// cards only, or "".
func continuedList(t *layout.Template) string {
	for _, w := range t.Widgets {
		if w.Kind == layout.KindList && w.Continued {
			return w.Bind
		}
	}
	return ""
}

// withList returns v with the list slot holding items, its maps copied.
func withList(v layout.View, slot string, items []layout.Item) layout.View {
	v.Lists = with(v.Lists, slot, items)
	return v
}

// withBlocks returns v with the blocks slot holding blocks, its maps
// copied.
func withBlocks(v layout.View, slot string, blocks []layout.Block) layout.View {
	v.Blocks = with(v.Blocks, slot, blocks)
	return v
}

// withSlots returns c with the text slots of each of sets set so, later
// sets over earlier ones, its view's text copied once, and its lists
// without the items a slot so set gives elsewhere (layout.Item.Unless)
// and those given only where a slot is set that is not (layout.Item.If).
// It reports false where an item given elsewhere has no list widget of
// the card's faces drawn on that slot (if) to give it, nor an item of
// another list a widget draws given on it (givesOn): an edited template
// without one would lose the item, and the card is not set so.
func (d *Kit) withSlots(c Card, sets ...map[string]string) (Card, bool) {
	text := maps.Clone(c.View.Text)
	if text == nil {
		text = map[string]string{}
	}
	for _, set := range sets {
		maps.Copy(text, set)
	}
	c.View.Text = text
	given := func(it layout.Item) bool { return it.Unless != "" && text[it.Unless] != "" }
	left := func(it layout.Item) bool { return given(it) || it.If != "" && text[it.If] == "" }
	for slot, items := range c.View.Lists {
		for _, it := range items {
			if given(it) && !d.drawsOn(c, it.Unless) && !d.givesOn(c, it.Unless) {
				return c, false
			}
		}
		if slices.ContainsFunc(items, left) {
			c.View.Lists = with(c.View.Lists, slot, slices.DeleteFunc(slices.Clone(items), left))
		}
	}
	return c, true
}

// givesOn reports whether a list of the card's view holds an item given
// on the slot cond (layout.Item.If) and a list widget of the card's faces
// drawn on its view's text binds that list.
func (d *Kit) givesOn(c Card, cond string) bool {
	for slot, items := range c.View.Lists {
		if !slices.ContainsFunc(items, func(it layout.Item) bool { return it.If == cond }) {
			continue
		}
		drawn := func(w layout.Widget) bool {
			return w.Kind == layout.KindList && w.Bind == slot && w.DrawnIf(c.View.Text)
		}
		if slices.ContainsFunc(d.faces[c.Front].Widgets, drawn) || slices.ContainsFunc(d.faces[c.Back].Widgets, drawn) {
			return true
		}
	}
	return false
}

// drawsOn reports whether a list widget of the card's faces is drawn on
// the slot cond (layout.Widget.If).
func (d *Kit) drawsOn(c Card, cond string) bool {
	on := func(w layout.Widget) bool { return w.Kind == layout.KindList && slices.Contains(w.Conds(), cond) }
	return slices.ContainsFunc(d.faces[c.Front].Widgets, on) || slices.ContainsFunc(d.faces[c.Back].Widgets, on)
}

// with returns a copy of m with slot set to x, leaving m as it was: a
// view's maps are shared by every card planned from it.
func with[T any](m map[string]T, slot string, x T) map[string]T {
	m = maps.Clone(m)
	if m == nil {
		m = map[string]T{}
	}
	m[slot] = x
	return m
}

// pairParts returns how many cards a card's front and back are planned on,
// from the cards each takes alone: the face with fewer gets as many as the
// other, except that a front gets none for its back's sake when backs are
// left out.
func (d *Kit) pairParts(front, back int) (int, int) {
	if back > front && !d.noBacks {
		return back, back
	}
	return front, max(front, back)
}
