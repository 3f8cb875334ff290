package layout

import (
	"fmt"
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

// IsKind reports whether kind is a widget kind a template may place.
func IsKind(kind string) bool { return kinds[kind] }

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
	// log on a back with no text). None moves down but blocks below whose
	// top what they rise to reached: they stand under it, never over it,
	// their foot kept (holding nothing where it reached past that, a
	// unit's tests under teams that fill the front). Blocks set no larger
	// than the blocks they rise to. An icon that rises stays in its box,
	// the same on every card, and is left out where what was drawn comes
	// within 4 mm of it (a deck card's picture under its text). Rise may
	// name more slots, apart by spaces: the widget rises to the lowest of
	// what they drew (a code under a unit's tests, which one of two widgets
	// sets, a line per score or one paragraph).
	Rise    string  `toml:"rise"`
	RiseAir float64 `toml:"rise_air"` // the air, mm, the first widget to rise leaves under what was drawn (0.5; an icon 4)
	// RiseAirIf names a text slot: the widget stands rise_air under what
	// it rises to where the view sets that slot, 0.5 mm where it does not
	// (a unit's tests 1.3 mm under its rules where that costs the card
	// nothing, airy, as the printer tries it).
	RiseAirIf string `toml:"rise_air_if"`
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
	// GivesSize, on a widget with text above a qr widget whose box grows for
	// its code (Module, Grow): on a card whose code would otherwise print
	// under its Module, the text is set at its floor (Min) and the code's
	// box grows into the room that leaves, where the card loses nothing
	// else (scale.Plan): what a unit's tests decide, above its code; and
	// where a text that gives its size finds no room, every such text is
	// set at its floor (rules over those tests). false: the text sets as
	// large as its box allows.
	GivesSize bool `toml:"gives_size"`
	// MakesRoom, on a blocks widget that rises (Rise), names a text slot:
	// where the view sets it and the widget finds no room under what it
	// rises to, the card is laid out again with every blocks widget no
	// larger than a size under its own, down to its floor (View.BlockSize),
	// the largest that holds it taken (Plan): a unit's teams set smaller
	// for its tests under them, where no other face gives those. "": it
	// takes the room the others leave it, or fails.
	MakesRoom string `toml:"makes_room"`
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
	return fmt.Sprintf("widget %d (%s)", i+1, w.What())
}

// What names a widget by its kind and what it shows: `text "name"`, or
// `box` for one that shows nothing of its own.
func (w *Widget) What() string {
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
	return kind + " " + Quote(id, 24)
}

// Quote returns s in double quotes, as %q writes it, cut to n characters
// with "…" for the rest: a message names what the template says, it need
// not repeat all of it.
func Quote(s string, n int) string {
	q := fmt.Sprintf("%.*q", n, s)
	if utf8.RuneCountInString(s) > n {
		q = q[:len(q)-1] + `…"`
	}
	return q
}
