package impose

import (
	"fmt"
	"math"
	"strings"
)

// Rect is an axis-aligned rectangle on a card, a page or a sheet. The origin
// is the top-left corner and y grows downwards.
type Rect struct {
	X float64 // left edge, mm from the left edge
	Y float64 // top edge, mm from the top edge
	W float64 // width, mm
	H float64 // height, mm
}

// Right returns the x coordinate of r's right edge, mm.
func (r Rect) Right() float64 { return r.X + r.W }

// Bottom returns the y coordinate of r's bottom edge, mm.
func (r Rect) Bottom() float64 { return r.Y + r.H }

// Grow returns r enlarged by d on every side (shrunk if d is negative).
func (r Rect) Grow(d float64) Rect {
	return Rect{X: r.X - d, Y: r.Y - d, W: r.W + 2*d, H: r.H + 2*d}
}

// Offset returns r moved by dx to the right and dy down.
func (r Rect) Offset(dx, dy float64) Rect {
	return Rect{X: r.X + dx, Y: r.Y + dy, W: r.W, H: r.H}
}

// Overlaps reports whether r and s share any area.
func (r Rect) Overlaps(s Rect) bool {
	return r.X < s.Right() && s.X < r.Right() && r.Y < s.Bottom() && s.Y < r.Bottom()
}

// Contains reports whether s lies inside r, allowing 1e-6 mm of rounding.
func (r Rect) Contains(s Rect) bool {
	const tol = 1e-6
	return s.X >= r.X-tol && s.Y >= r.Y-tol && s.Right() <= r.Right()+tol && s.Bottom() <= r.Bottom()+tol
}

// Orientation chooses how the sheet is turned.
type Orientation int

// The orientations. Auto picks whichever fits more cards, portrait on a tie.
const (
	Auto Orientation = iota
	Portrait
	Landscape
)

var orientationNames = []string{"auto", "portrait", "landscape"}

// String returns "auto", "portrait" or "landscape".
func (o Orientation) String() string {
	if o < 0 || int(o) >= len(orientationNames) {
		return fmt.Sprintf("Orientation(%d)", int(o))
	}
	return orientationNames[o]
}

// ParseOrientation parses "auto", "portrait" or "landscape".
func ParseOrientation(s string) (Orientation, error) {
	key := strings.ToLower(strings.TrimSpace(s))
	for i, n := range orientationNames {
		if key == n {
			return Orientation(i), nil
		}
	}
	return Auto, fmt.Errorf("orientation %q: want auto, portrait or landscape", s)
}

// DefaultMargin is the printable margin most home printers need, mm.
const DefaultMargin = 5.0

// Options tunes Impose. The zero value means no margin, no gap, no bleed and
// automatic orientation; DefaultOptions gives the usual home-printer margin.
type Options struct {
	Margin      float64     // unprintable border on every side of the sheet, mm
	Gap         float64     // space between neighbouring bleed boxes, mm; 0 lets them touch
	Bleed       float64     // extra artwork around each card's trim box, mm
	Orientation Orientation // sheet orientation
	// Room is kept clear around the block of cards inside the margin, mm:
	// crop marks and a sheet's stamp go there, where the printer prints.
	Room float64
}

// DefaultOptions returns a DefaultMargin margin, no gap, no bleed and
// automatic orientation.
func DefaultOptions() Options { return Options{Margin: DefaultMargin} }

// Layout is a sheet with cards placed on it.
type Layout struct {
	Sheet     Size    // sheet as printed: portrait or landscape, mm
	Landscape bool    // the sheet is turned landscape (Sheet.W > Sheet.H)
	Card      Size    // trim size of each card, mm
	Margin    float64 // unprintable border, mm
	Gap       float64 // space between neighbouring bleed boxes, mm
	Bleed     float64 // artwork beyond each trim box, mm
	Cols      int     // cards across
	Rows      int     // cards down
	Cards     []Rect  // trim boxes, row-major from the top-left card
}

// N returns the number of cards on the sheet.
func (l Layout) N() int { return len(l.Cards) }

// Printable returns the sheet inside the margin.
func (l Layout) Printable() Rect {
	return Rect{X: l.Margin, Y: l.Margin, W: l.Sheet.W - 2*l.Margin, H: l.Sheet.H - 2*l.Margin}
}

// BleedBox returns the trim box of card i grown by the bleed.
func (l Layout) BleedBox(i int) Rect { return l.Cards[i].Grow(l.Bleed) }

// eps absorbs rounding when cards fit exactly.
const eps = 1e-9

// Impose places as many cards of size card on paper as fit inside
// opt.Margin, in a grid centred on the printable area. Each card takes its
// trim size plus opt.Bleed on every side, and neighbouring bleed boxes are
// opt.Gap apart. The paper's own orientation is ignored: opt.Orientation
// decides it. Impose fails if a length is negative or not finite, or if not
// even one card fits.
func Impose(paper Size, card Size, opt Options) (Layout, error) {
	for _, v := range []struct {
		name string
		v    float64
	}{{"paper width", paper.W}, {"paper height", paper.H}, {"card width", card.W}, {"card height", card.H}} {
		if !(v.v > 0) || math.IsInf(v.v, 0) {
			return Layout{}, fmt.Errorf("impose: %s %s mm must be positive", v.name, FormatMM(v.v))
		}
	}
	for _, v := range []struct {
		name string
		v    float64
	}{{"margin", opt.Margin}, {"gap", opt.Gap}, {"bleed", opt.Bleed}, {"room", opt.Room}} {
		if !(v.v >= 0) || math.IsInf(v.v, 0) {
			return Layout{}, fmt.Errorf("impose: %s %s mm must not be negative", v.name, FormatMM(v.v))
		}
	}
	var l Layout
	switch opt.Orientation {
	case Portrait:
		l = grid(paper.Portrait(), card, opt)
	case Landscape:
		l = grid(paper.Landscape(), card, opt)
	case Auto:
		l = grid(paper.Portrait(), card, opt)
		if ls := grid(paper.Landscape(), card, opt); ls.N() > l.N() {
			l = ls
		}
	default:
		return Layout{}, fmt.Errorf("impose: unknown orientation %d", int(opt.Orientation))
	}
	if l.N() == 0 {
		what := card.String() + " mm card"
		if opt.Bleed > 0 {
			what += " with " + FormatMM(opt.Bleed) + " mm bleed"
		}
		return Layout{}, fmt.Errorf("impose: a %s does not fit on a %s mm sheet inside a %s mm margin",
			what, l.Sheet, FormatMM(opt.Margin))
	}
	return l, nil
}

// grid imposes on a sheet whose orientation is already chosen.
func grid(sheet, card Size, opt Options) Layout {
	l := Layout{
		Sheet:     sheet,
		Landscape: sheet.W > sheet.H,
		Card:      card,
		Margin:    opt.Margin,
		Gap:       opt.Gap,
		Bleed:     opt.Bleed,
	}
	cellW, cellH := card.W+2*opt.Bleed, card.H+2*opt.Bleed
	availW, availH := sheet.W-2*opt.Margin, sheet.H-2*opt.Margin
	l.Cols = fit(availW-2*opt.Room, cellW, opt.Gap)
	l.Rows = fit(availH-2*opt.Room, cellH, opt.Gap)
	if l.Cols == 0 || l.Rows == 0 {
		l.Cols, l.Rows = 0, 0
		return l
	}
	blockW := float64(l.Cols)*cellW + float64(l.Cols-1)*opt.Gap
	blockH := float64(l.Rows)*cellH + float64(l.Rows-1)*opt.Gap
	x0 := opt.Margin + (availW-blockW)/2 + opt.Bleed
	y0 := opt.Margin + (availH-blockH)/2 + opt.Bleed
	l.Cards = make([]Rect, 0, l.Cols*l.Rows)
	for r := 0; r < l.Rows; r++ {
		for c := 0; c < l.Cols; c++ {
			l.Cards = append(l.Cards, Rect{
				X: x0 + float64(c)*(cellW+opt.Gap),
				Y: y0 + float64(r)*(cellH+opt.Gap),
				W: card.W,
				H: card.H,
			})
		}
	}
	return l
}

// fit returns how many cells of length cell, gap apart, fit in avail.
func fit(avail, cell, gap float64) int {
	if avail < cell-eps {
		return 0
	}
	return int(math.Floor((avail + gap + eps) / (cell + gap)))
}

// Flip is the edge about which a duplex printer turns the paper over.
type Flip int

// The flips. LongEdge is the usual duplex default.
const (
	LongEdge Flip = iota
	ShortEdge
)

// String returns "long" or "short".
func (f Flip) String() string {
	switch f {
	case LongEdge:
		return "long"
	case ShortEdge:
		return "short"
	}
	return fmt.Sprintf("Flip(%d)", int(f))
}

// ParseFlip parses "long" or "short" (also "long-edge" and "short-edge").
func ParseFlip(s string) (Flip, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "long", "long-edge", "longedge":
		return LongEdge, nil
	case "short", "short-edge", "shortedge":
		return ShortEdge, nil
	}
	return LongEdge, fmt.Errorf("flip %q: want long or short", s)
}

// Backs returns, for each card of l in order, where its back goes on the
// back sheet, so that after the sheet is turned over the back lies behind
// its front.
//
// Convention: the back sheet is a page of the same size and orientation as
// the front, printed upright as seen once the paper is turned over about an
// axis parallel to its long edge (LongEdge) or its short edge (ShortEdge).
// On a portrait sheet the long edge is vertical, so LongEdge mirrors columns
// (x' = W − x − w) and ShortEdge mirrors rows (y' = H − y − h). On a
// landscape sheet the long edge is horizontal, so LongEdge mirrors rows and
// ShortEdge mirrors columns. This holds whichever way the driver turns a
// landscape page onto the paper, as long as it turns fronts and backs the
// same way; a printer that turns backs by 180° behaves as the other flip.
func Backs(l Layout, flip Flip) []Rect {
	mirrorX := (flip == LongEdge) != l.Landscape
	backs := make([]Rect, len(l.Cards))
	for i, r := range l.Cards {
		if mirrorX {
			r.X = l.Sheet.W - r.X - r.W
		} else {
			r.Y = l.Sheet.H - r.Y - r.H
		}
		backs[i] = r
	}
	return backs
}

// Offset returns rs moved by dx to the right and dy down, mm, in the
// coordinates of the page they are printed on; use it to shift backs when a
// printer's duplex registration is off.
func Offset(rs []Rect, dx, dy float64) []Rect {
	out := make([]Rect, len(rs))
	for i, r := range rs {
		out[i] = r.Offset(dx, dy)
	}
	return out
}
