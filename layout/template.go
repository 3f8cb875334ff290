package layout

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/crewcard/crewcard/layout/impose"
)

// Widget kinds a template may place.
const (
	KindText   = "text"   // one text slot (or literal text), shrunk and wrapped to fit
	KindBox    = "box"    // a filled and/or outlined rectangle
	KindLine   = "line"   // a straight line from (x, y) to (x+w, y+h)
	KindIcon   = "icon"   // a vector icon from the icon set
	KindQR     = "qr"     // the card's QR code, quiet zone included in the box
	KindGrid   = "grid"   // rows with a label and cells that each carry a tick box
	KindTrack  = "track"  // a row of empty tick boxes for pencil marks
	KindList   = "list"   // entries with an icon, a bold title and body text
	KindBlocks = "blocks" // sections: a bold heading, then text, steps, bullets and a table
)

var kinds = map[string]bool{KindText: true, KindBox: true, KindLine: true, KindIcon: true,
	KindQR: true, KindGrid: true, KindTrack: true, KindList: true, KindBlocks: true}

// MaxText is the longest literal text a widget may give, in characters: a
// label or a line of rules, never a page. Fitting a text costs time that
// grows faster than its length.
const MaxText = 2000

// Type sizes the template checks against.
const (
	MinFinePrint = 5.0 // pt: the smallest size any text may shrink to
	MinBody      = 6.0 // pt: the default floor for text
)

// Template places widgets on a card. It is plain data: the command decodes
// it from TOML and calls Check before use.
type Template struct {
	Name    string   `toml:"name"`
	Width   float64  `toml:"width"`  // card width without bleed, mm
	Height  float64  `toml:"height"` // card height without bleed, mm
	Bleed   float64  `toml:"bleed"`  // art extends this far past the cut, mm
	Safe    float64  `toml:"safe"`   // inset of the safe zone from the cut, mm; text stays inside it
	Widgets []Widget `toml:"widget"`
}

// Widget is one element of a template. Which fields matter depends on Kind.
type Widget struct {
	Kind   string  `toml:"kind"`
	X      float64 `toml:"x"`      // left edge, mm from the card's left cut
	Y      float64 `toml:"y"`      // top edge, mm from the card's top cut
	W      float64 `toml:"w"`      // width, mm
	H      float64 `toml:"h"`      // height, mm
	Bind   string  `toml:"bind"`   // View slot the widget shows
	Text   string  `toml:"text"`   // literal text of an unbound text widget; label of a track
	Icon   string  `toml:"icon"`   // icon name of an icon widget
	Font   string  `toml:"font"`   // "regular" (default) or "bold"; titles of lists are always bold
	Size   float64 `toml:"size"`   // largest text size, pt
	Min    float64 `toml:"min"`    // smallest text size, pt (default: the smaller of size and 6)
	Align  string  `toml:"align"`  // "left" (default), "center" or "right"
	VAlign string  `toml:"valign"` // "top", "middle" (default) or "bottom"
	Upper  bool    `toml:"upper"`  // print the text in capitals

	Fill    *float64 `toml:"fill"`     // fill grey, 0 black … 1 white; none when absent
	Stroke  *float64 `toml:"stroke"`   // outline grey, 0 black … 1 white; none when absent
	Color   float64  `toml:"color"`    // text grey, 0 black (default) … 1 white
	LineW   float64  `toml:"line"`     // outline width, mm (default 0.25)
	Radius  float64  `toml:"radius"`   // corner radius of a box, mm
	ToBleed bool     `toml:"to_bleed"` // a box or line touching the cut extends into the bleed
	LowInk  string   `toml:"low_ink"`  // in low-ink mode: "outline" (default for boxes' fills; an icon's parts as thin lines), "rule" (a line along its foot) or "hide"
	// WithBleed widgets are drawn only when the run prints the bleed
	// (Options.Bleed): a background that reaches the cut, say.
	WithBleed bool `toml:"with_bleed"`

	Cols       int     `toml:"cols"`        // grid and list: columns of cells or entries (default 1)
	Cells      int     `toml:"cells"`       // grid: cells a row makes room for (default 6); track: boxes when unbound
	LabelW     float64 `toml:"label_w"`     // grid: width of the label column, mm
	LabelMin   float64 `toml:"label_min"`   // grid: the narrowest the label column gets on a smaller card, mm (default: label_w)
	Tick       float64 `toml:"tick"`        // grid and track: tick-box side, mm (default 2.5)
	Numbered   bool    `toml:"numbered"`    // grid: print each cell's number, 1 first, before its tick box
	NumW       float64 `toml:"num_w"`       // grid: width of a numbered cell's number, mm (default 1.6)
	Gap        float64 `toml:"gap"`         // list and blocks: space between entries, mm (blocks: default 0.45 lines)
	Gutter     float64 `toml:"gutter"`      // blocks: space between table columns, mm (default 1.2), kept at every card size
	IconW      float64 `toml:"icon_size"`   // list: side of entry icons, mm (default two lines)
	Repeat     bool    `toml:"repeat"`      // also drawn on continuation cards
	ContinuedH float64 `toml:"continued_h"` // list and blocks: the box's height on continuation cards, mm
	Continued  bool    `toml:"continued"`   // drawn on continuation cards only
	// Flow lets a blocks widget carry what it cannot hold to the same
	// slot's flowing widget on the next card: a long unit continues.
	Flow bool `toml:"flow"`
	// Rows, on a blocks widget, repeats the last row of its last block's
	// Ruled table while the rows fit its box, sharing the room left (a log);
	// left out where the box or its rise_air does not hold the rows given.
	Rows bool `toml:"fill_rows"`
	// Spill names the slot of a blocks widget later in the template that
	// takes, on the same card and after its own blocks, the blocks this one
	// cannot hold: a short column beside the code hands its last lines to
	// the roomier column of teams.
	Spill string `toml:"spill"`
	// More, on a list, is its last line when its entries do not all fit
	// (%d: how many, "+%d more on the back"), the list then not continued;
	// on a to_back widget, the front's last line when blocks go on.
	More string `toml:"more"`
	// ToBack, on a front's flowing blocks widget, names the back's slot
	// that takes first what it cannot hold, where the back then holds it
	// all on one card; the other way, it takes the back's last blocks where
	// the back runs over and it has room. The printer applies it.
	ToBack string `toml:"to_back"`
	// FromBack, on a front's continuation blocks widget, names the back's
	// flowing slot whose first card's rest it takes, where the front holds
	// all its own on one card. It binds a slot the printer fills.
	FromBack string `toml:"from_back"`
	// RunIn, on a back's blocks widget, lets its headings run into their
	// text where that takes fewer cards. The printer applies it.
	RunIn bool `toml:"run_in"`
	// Rise names the slot of a widget drawn before this one: the first
	// widget that rises to it moves up to stand 0.5 mm under what that
	// widget drew on the card, and the others that rise to it as far, a
	// list, blocks or qr widget growing by as much, its foot kept (a crew's
	// rule and upgrades under a grid of few roles; a code as large as its
	// box is wide); to the top of its box where it drew nothing (a crew's
	// log on a back with no text). None moves down; blocks set no larger
	// than the blocks they rise to. An icon that rises stays in its box,
	// the same on every card, and is left out where what was drawn comes
	// within 4 mm of it (a deck card's picture under its text).
	Rise    string  `toml:"rise"`
	RiseAir float64 `toml:"rise_air"` // the air, mm, the first widget to rise leaves under what was drawn (0.5; an icon 4)
	// RunMax, which scale.To sets on a list of a smaller card, is the
	// largest size its text runs over at, its size scaled with the card's;
	// on one card the list keeps its template's size. 0: its size.
	RunMax float64 `toml:"-"`
	// Sink names the slot of a blocks widget drawn before this one, set at
	// the foot of its box: a list or blocks widget that sinks to it grows
	// down by the room left above its text, any other moves down as far: a
	// unit's teams take what its few rules leave.
	Sink string `toml:"sink"`
	// If names text slots, apart by spaces: the widget is drawn only on views
	// that set each to something other than "": one template serves a code on
	// the front ("code_front") or the back, and layouts of each ("code_front survival_front").
	If string `toml:"if"`
	// IfEmpty names the slot of a list or blocks widget earlier in the
	// template: the widget is drawn only on cards where that slot drew
	// nothing (a back left without text carries the code again); IfFull,
	// only where it drew (tests under the teams a front carried to a back).
	IfEmpty string `toml:"if_empty"`
	IfFull  string `toml:"if_full"`
	// Module, on a qr widget, is the module its code should print at, mm:
	// the box of a code that would print smaller grows up and left from its
	// bottom-right corner, up to Grow mm a side, its neighbours giving way
	// (scale.Plan). 0: the box keeps its size.
	Module float64 `toml:"module"`
	Grow   float64 `toml:"grow"` // qr: the largest side its box grows to for Module, mm
	// Shrink, on a qr widget with a Module, lets its top come down, to
	// Module a module at the least, where the face would otherwise take
	// more cards; the widget above takes the room (scale.Plan).
	Shrink bool `toml:"shrink"`
	// GivesWay, on a text widget above a qr widget whose box grows for
	// its code (Module, Grow), is a module, mm: on a card whose code would
	// otherwise print under it, the text is left out, the widgets between
	// move up by the room it takes and the code's box grows into it, where
	// the card loses nothing else (scale.Plan). 0: the text stays.
	GivesWay float64 `toml:"gives_way"`
}

// Rect returns the widget's box.
func (w *Widget) Rect() impose.Rect { return impose.Rect{X: w.X, Y: w.Y, W: w.W, H: w.H} }

// Conds returns the text slots the widget is drawn if (If).
func (w *Widget) Conds() []string { return strings.Fields(w.If) }

// DrawnIf reports whether a view whose text slots are text sets each slot
// the widget is drawn if; without allocating, as every layout asks it.
func (w *Widget) DrawnIf(text map[string]string) bool {
	for s := range strings.FieldsSeq(w.If) {
		if text[s] == "" {
			return false
		}
	}
	return true
}

// hasText reports whether the widget kind sets type.
func (w *Widget) hasText() bool {
	switch w.Kind {
	case KindText, KindGrid, KindList, KindBlocks:
		return true
	}
	return false
}

// nonFinite returns the key of the first number of w that is NaN or
// infinite, which every comparison would let through.
func (w *Widget) nonFinite() (string, bool) {
	type field struct {
		key string
		v   float64
	}
	fields := []field{{"x", w.X}, {"y", w.Y}, {"w", w.W}, {"h", w.H}, {"size", w.Size}, {"min", w.Min}, {"color", w.Color},
		{"line", w.LineW}, {"radius", w.Radius}, {"label_w", w.LabelW}, {"label_min", w.LabelMin}, {"num_w", w.NumW}, {"tick", w.Tick}, {"gap", w.Gap}, {"gutter", w.Gutter}, {"icon_size", w.IconW}, {"module", w.Module}, {"grow", w.Grow}, {"gives_way", w.GivesWay}, {"rise_air", w.RiseAir}}
	if w.Fill != nil {
		fields = append(fields, field{"fill", *w.Fill})
	}
	if w.Stroke != nil {
		fields = append(fields, field{"stroke", *w.Stroke})
	}
	for _, f := range fields {
		if math.IsNaN(f.v) || math.IsInf(f.v, 0) {
			return f.key, true
		}
	}
	return "", false
}

// MinSize returns the floor the widget's text may shrink to, pt.
func (w *Widget) MinSize() float64 {
	if w.Min > 0 {
		return w.Min
	}
	if w.Size < MinBody {
		return w.Size
	}
	return MinBody
}

// describe names a widget in error messages: `widget 3 (text "name")`.
func (w *Widget) describe(i int) string {
	return fmt.Sprintf("widget %d (%s)", i+1, w.what())
}

// what names a widget by its kind and what it shows: `text "name"`, or
// `box` for one that shows nothing of its own.
func (w *Widget) what() string {
	id := w.Bind
	if id == "" {
		id = w.Text
	}
	if id == "" {
		id = w.Icon
	}
	kind := fmt.Sprintf("%.24s", w.Kind)
	if len(kind) < len(w.Kind) {
		kind += "…"
	}
	if id == "" {
		return kind
	}
	return kind + " " + quote(id, 24)
}

// quote returns s in double quotes, as %q writes it, cut to n characters
// with "…" for the rest: a message names what the template says, it need
// not repeat all of it.
func quote(s string, n int) string {
	q := fmt.Sprintf("%.*q", n, s)
	if utf8.RuneCountInString(s) > n {
		q = q[:len(q)-1] + `…"`
	}
	return q
}

// Check validates the template: a sensible card, known widget kinds and
// fonts, positive sizes, text floors of at least 5 pt, every widget inside
// the card and every widget that prints text or codes inside the safe zone.
// It calls report for each problem, in template order, with the key path
// of the field at fault as the template's TOML file has it, widgets
// counted from 0 ("width", "widget.2.size"), and a message that names the
// widget by what it shows (`text "name": 4 pt is outside 5–72 pt`).
func (t *Template) Check(report func(key, msg string)) {
	add := func(i int, field, format string, args ...any) {
		msg := fmt.Sprintf(format, args...)
		if i >= 0 {
			field = "widget." + strconv.Itoa(i) + "." + field
			msg = t.Widgets[i].what() + ": " + msg
		}
		report(field, msg)
	}
	if strings.TrimSpace(t.Name) == "" {
		add(-1, "name", "missing template name")
	}
	if !(t.Width >= 20 && t.Width <= 500) {
		add(-1, "width", "%g mm is not a card width (20–500 mm)", t.Width)
	}
	if !(t.Height >= 20 && t.Height <= 500) {
		add(-1, "height", "%g mm is not a card height (20–500 mm)", t.Height)
	}
	if !(t.Bleed >= 0 && t.Bleed <= 10) {
		add(-1, "bleed", "%g mm is outside 0–10 mm", t.Bleed)
	}
	if !(t.Safe >= 0 && t.Safe*4 < t.Width && t.Safe*4 < t.Height) {
		add(-1, "safe", "%g mm leaves no room inside the card", t.Safe)
	}
	if len(t.Widgets) > 500 {
		add(-1, "widget", "%d widgets, at most 500", len(t.Widgets))
		return
	}
	card := impose.Rect{W: t.Width, H: t.Height}
	safe := card.Grow(-t.Safe)
	for i := range t.Widgets {
		w := &t.Widgets[i]
		if !kinds[w.Kind] {
			add(i, "kind", "unknown widget kind %s (want text, box, line, icon, qr, grid, track or list)", quote(w.Kind, 40))
			continue
		}
		if field, ok := w.nonFinite(); ok {
			add(i, field, "is not a number")
			continue
		}
		t.checkGeometry(w, i, card, safe, add)
		t.checkStyle(w, i, add)
		checkGrow(w, i, safe, add)
		t.checkGivesWay(w, i, add)
		if w.IconW < 0 || w.IconW > 30 {
			add(i, "icon_size", "%g mm is outside 0–30 mm (0: two lines)", w.IconW)
		}
		if w.Tick != 0 && (w.Tick < 1.5 || w.Tick > 10) {
			add(i, "tick", "%g mm is outside 1.5–10 mm, too small to tick or too big", w.Tick)
		}
		for _, c := range [][2]string{{"rise", w.Rise}, {"sink", w.Sink}} {
			if c[1] != "" && !slices.ContainsFunc(t.Widgets[:i], func(o Widget) bool { return o.Bind == c[1] }) {
				add(i, c[0], "no widget before it binds %s; name the slot of one drawn before it", quote(c[1], 40))
			}
		}
	}
	t.checkFlow(add)
}

// checkFlow asks every flowing widget to be a blocks widget, with a
// flowing widget of its slot drawn on continuation cards to take what it
// leaves, and every spilling widget to name a flowing blocks widget after
// it, on the same cards.
func (t *Template) checkFlow(add addFunc) {
	for i, w := range t.Widgets {
		if w.Spill != "" && (w.Kind != KindBlocks || !slices.ContainsFunc(t.Widgets[i+1:], func(o Widget) bool {
			return o.Kind == KindBlocks && o.Flow && o.Bind == w.Spill && o.Continued == w.Continued
		})) {
			add(i, "spill", "a blocks widget spills into the flowing blocks widget of slot %s after it, and there is none", quote(w.Spill, 40))
		}
		if w.FromBack != "" && (w.Kind != KindBlocks || !w.Continued || w.Flow) {
			add(i, "from_back", "only a blocks widget drawn on continuation cards (continued = true, no flow) takes the rest of the back's slot %s", quote(w.FromBack, 40))
		}
		if w.RunIn && w.Kind != KindBlocks {
			add(i, "run_in", "only a blocks widget runs its headings into their text")
		}
		for _, c := range [][2]string{{"if_empty", w.IfEmpty}, {"if_full", w.IfFull}} {
			if c[1] != "" && !slices.ContainsFunc(t.Widgets[:i], func(o Widget) bool {
				return (o.Kind == KindList || o.Kind == KindBlocks) && o.Bind == c[1]
			}) {
				add(i, c[0], "no list or blocks widget before this one binds slot %s; name one that does", quote(c[1], 40))
			}
		}
	}
	for i, w := range t.Widgets {
		if !w.Flow {
			continue
		}
		if w.Kind != KindBlocks {
			add(i, "flow", "only a blocks widget flows on to another card")
			continue
		}
		if w.Continued {
			continue
		}
		next := slices.IndexFunc(t.Widgets, func(o Widget) bool {
			return o.Flow && o.Bind == w.Bind && (o.Repeat || o.Continued)
		})
		if next < 0 {
			add(i, "flow", "no flowing widget of slot %s is drawn on continuation cards (repeat or continued) to take what does not fit", quote(w.Bind, 40))
		}
	}
}

type addFunc func(i int, field, format string, args ...any)

func (t *Template) checkGeometry(w *Widget, i int, card, safe impose.Rect, add addFunc) {
	if w.Kind == KindLine {
		if w.W < 0 || w.H < 0 || w.W == 0 && w.H == 0 {
			add(i, "w", "a line needs w ≥ 0 and h ≥ 0, not both 0 (got %g × %g mm)", w.W, w.H)
			return
		}
	} else {
		if !(w.W > 0) {
			add(i, "w", "width %g mm must be positive", w.W)
		}
		if !(w.H > 0) {
			add(i, "h", "height %g mm must be positive", w.H)
		}
		if !(w.W > 0 && w.H > 0) {
			return
		}
	}
	if w.ContinuedH != 0 && !(w.ContinuedH > 0 && (w.Kind == KindList || w.Kind == KindBlocks) && w.Y+w.ContinuedH <= safe.Bottom()+1e-6) {
		add(i, "continued_h", "%g mm: a list or blocks widget's height on continuation cards, more than 0 and ending inside the safe zone (at %g mm at most)", w.ContinuedH, safe.Bottom()-w.Y)
	}
	r := w.Rect()
	area, zone := card, "card"
	switch w.Kind {
	case KindBox, KindLine:
	case KindQR:
		// The quiet zone is white, not content: it may reach past the safe
		// line by as much of it as the smallest module gives, so that the
		// symbol itself keeps inside it.
		area, zone = safe.Grow(QRQuietMin), fmt.Sprintf("safe zone and the %g mm of quiet zone a code may print past it", QRQuietMin)
	default:
		area, zone = safe, "safe zone"
	}
	switch {
	case r.X < area.X-1e-6:
		add(i, "x", "%g mm is left of the %s (starts at %g mm)", r.X, zone, area.X)
	case r.Right() > area.Right()+1e-6:
		add(i, "w", "x+w = %g mm runs past the %s (ends at %g mm)", r.Right(), zone, area.Right())
	}
	switch {
	case r.Y < area.Y-1e-6:
		add(i, "y", "%g mm is above the %s (starts at %g mm)", r.Y, zone, area.Y)
	case r.Bottom() > area.Bottom()+1e-6:
		add(i, "h", "y+h = %g mm runs past the %s (ends at %g mm)", r.Bottom(), zone, area.Bottom())
	}
}

// checkGrow asks a box that grows or shrinks for its code (Module) to be a
// qr's, growing inside the safe zone.
func checkGrow(w *Widget, i int, safe impose.Rect, add addFunc) {
	switch {
	case w.Module == 0 && w.Grow == 0 && !w.Shrink:
	case w.Kind != KindQR:
		add(i, "module", "only a qr widget's box grows or shrinks for its code; remove module, grow and shrink")
	case !(w.Module >= MinQRModule && w.Module <= 2):
		add(i, "module", "%g mm is outside %g–2 mm", w.Module, MinQRModule)
	case w.Shrink && w.Grow == 0:
	case !(w.Grow >= min(w.W, w.H)):
		add(i, "grow", "%g mm is smaller than the box (%g mm): give the largest side the box grows to", w.Grow, min(w.W, w.H))
	case w.Align == "center" && (w.X+w.W/2-w.Grow/2 < safe.X-1e-6 || w.X+w.W/2+w.Grow/2 > safe.Right()+1e-6 || w.Y+w.H-w.Grow < safe.Y-1e-6):
		add(i, "grow", "a %g mm box centred on %g mm and ending at %g mm runs outside the safe zone; give at most %g mm", w.Grow, w.X+w.W/2, w.Y+w.H, min(2*(w.X+w.W/2-safe.X), 2*(safe.Right()-w.X-w.W/2), w.Y+w.H-safe.Y))
	case w.Align != "center" && (w.X+w.W-w.Grow < safe.X-1e-6 || w.Y+w.H-w.Grow < safe.Y-1e-6):
		add(i, "grow", "a %g mm box ending at (%g, %g) mm starts outside the safe zone; give at most %g mm", w.Grow, w.X+w.W, w.Y+w.H, min(w.X+w.W-safe.X, w.Y+w.H-safe.Y))
	}
}

// checkGivesWay asks a widget that gives way to a code (GivesWay) to be a
// text above a qr widget whose box grows for its code.
func (t *Template) checkGivesWay(w *Widget, i int, add addFunc) {
	grows := func(q Widget) bool {
		return q.Kind == KindQR && q.Module > 0 && q.Grow > 0 && q.Y >= w.Y+w.H-1e-6
	}
	switch {
	case w.GivesWay == 0:
	case !(w.GivesWay >= MinQRModule && w.GivesWay <= 2):
		add(i, "gives_way", "%g mm is outside %g–2 mm", w.GivesWay, MinQRModule)
	case w.Kind != KindText:
		add(i, "gives_way", "only a text widget gives way to a code; remove gives_way")
	case !slices.ContainsFunc(t.Widgets, grows):
		add(i, "gives_way", "no qr widget with module and grow below it to give way to; remove gives_way or give the code's box module and grow")
	}
}

func (t *Template) checkStyle(w *Widget, i int, add addFunc) {
	if w.Font != "" && w.Font != "regular" && w.Font != "bold" {
		add(i, "font", "unknown font %s (want regular or bold)", quote(w.Font, 40))
	}
	if w.hasText() {
		if !(w.Size >= MinFinePrint && w.Size <= 72) {
			add(i, "size", "%g pt is outside %g–72 pt", w.Size, MinFinePrint)
		}
		if w.Min != 0 && w.Min < MinFinePrint {
			add(i, "min", "%g pt is below the %g pt floor for fine print", w.Min, MinFinePrint)
		} else if w.Min > w.Size && w.Size > 0 {
			add(i, "min", "%g pt is larger than size %g pt", w.Min, w.Size)
		}
	}
	for _, e := range []struct {
		key, what, v string
		ok           [3]string
	}{
		{"align", "alignment", w.Align, [3]string{"left", "center", "right"}},
		{"valign", "vertical alignment", w.VAlign, [3]string{"top", "middle", "bottom"}},
		{"low_ink", "low-ink mode", w.LowInk, [3]string{"outline", "rule", "hide"}},
	} {
		if e.v != "" && !slices.Contains(e.ok[:], e.v) {
			add(i, e.key, "unknown %s %s (want %s, %s or %s)", e.what, quote(e.v, 40), e.ok[0], e.ok[1], e.ok[2])
		}
	}
	for _, g := range []struct {
		name string
		v    *float64
	}{{"fill", w.Fill}, {"stroke", w.Stroke}, {"color", &w.Color}} {
		if g.v != nil && !(*g.v >= 0 && *g.v <= 1) {
			add(i, g.name, "grey %g is outside 0 (black) – 1 (white)", *g.v)
		}
	}
	for _, r := range []struct {
		key     string
		v, most float64
	}{{"line", w.LineW, 5}, {"radius", w.Radius, 20}, {"gap", w.Gap, 20}, {"gutter", w.Gutter, 10}, {"rise_air", w.RiseAir, 20}} {
		if !(r.v >= 0 && r.v <= r.most) {
			add(i, r.key, "%g mm is outside 0–%g mm", r.v, r.most)
		}
	}
	if w.LabelW != 0 && !(w.LabelW > 0 && w.LabelW < w.W) {
		add(i, "label_w", "%g mm must be more than 0 and less than the widget's width, %g mm", w.LabelW, w.W)
	}
	if w.Cols < 0 || w.Cols > 12 {
		add(i, "cols", "%d columns, want 1–12", w.Cols)
	}
	if w.Cells < 0 || w.Cells > 100 {
		add(i, "cells", "%d cells, want 0–100", w.Cells)
	}
	if n := utf8.RuneCountInString(w.Text); n > MaxText {
		add(i, "text", "is %d characters long, more than the %d a template's text may have", n, MaxText)
	}
	if w.Rows && (w.Kind != KindBlocks || w.Flow || w.Spill != "") {
		add(i, "fill_rows", "only a blocks widget that neither flows nor spills fills its box with blank rows")
	}
	if w.RiseAir != 0 && (w.Rise == "" || w.Kind == KindIcon) {
		add(i, "rise_air", "only a widget that rises (rise), other than an icon, stands rise_air under what it rises to; remove rise_air")
	}
	switch w.Kind {
	case KindText:
		if w.Bind == "" && w.Text == "" {
			add(i, "bind", "a text widget needs bind or text")
		}
	case KindGrid, KindList, KindBlocks:
		if w.Bind == "" {
			add(i, "bind", "a %s widget needs bind", w.Kind)
		}
		if w.ToBack != "" && (w.Kind != KindBlocks || !w.Flow) {
			add(i, "to_back", "only a flowing blocks widget (flow = true) hands its rest to the back")
		}
		if w.More != "" && (w.Kind != KindList && w.ToBack == "" || strings.Count(w.More, "%") != 1 || !strings.Contains(w.More, "%d")) {
			add(i, "more", "%q: a list's more line holds one %%d, for how many entries are left out, and no other %%", w.More)
		}
	case KindTrack:
		if w.Bind == "" && w.Cells == 0 {
			add(i, "bind", "a track widget needs bind or cells")
		}
	case KindIcon:
		if w.Icon == "" && w.Bind == "" {
			add(i, "icon", "an icon widget needs icon or bind")
		}
		if w.LowInk == "rule" {
			add(i, "low_ink", "an icon is drawn in outline or hidden in low ink, not as a rule")
		}
	}
}
