package cardtest

import (
	"cmp"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/fonts"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
)

// The measures every card holds to (issues 13 and 20), mm and pt.
const (
	minTickAir  = 0.8 // between two tick boxes
	minRuleAir  = 0.3 // between a tick box and a rule
	MinTrimAir  = 3.5 // between the trim and any text, tick box or code
	minBandAir  = 1.5 // between the trim and a dark fill: a cutting error leaves white
	MinTick     = 2.5 // a crew or unit card's tick boxes, on every card preset
	minTintText = 7.0 // text on a dark tint: a laser printer's halftone leaves smaller white text ragged
)

// Mode is a way of printing the cards that the measures hold in: an ink
// and a card size.
type Mode struct {
	Name   string
	LowInk bool
	Card   impose.Size // zero: the templates' own size
}

// Modes are the default card in normal and in low ink, and the poker,
// 63.5 x 88.9 and 57 x 89 presets.
var Modes = []Mode{
	{"default", false, impose.Size{}},
	{"low ink", true, impose.Size{}},
	{"poker", false, impose.Size{W: 63, H: 88}},
	{"63.5x88.9", false, impose.Size{W: 63.5, H: 88.9}},
	{"57x89", false, impose.Size{W: 57, H: 89}},
}

// Options are the press options that print in m: its card size and ink.
func (m Mode) Options() press.Options {
	o := press.Options{Card: m.Card}
	if m.LowInk {
		o.Ink = press.InkLow
	}
	return o
}

// LowInkPresets are the poker, 63.5 x 88.9 and 57 x 89 presets in low
// ink: every face holds to the measures (Measure) in them too, each
// preset in both inks; what a mode counts is its normal ink's.
var LowInkPresets = []Mode{
	{"poker low ink", true, impose.Size{W: 63, H: 88}},
	{"63.5x88.9 low ink", true, impose.Size{W: 63.5, H: 88.9}},
	{"57x89 low ink", true, impose.Size{W: 57, H: 89}},
}

// Fonts returns the card fonts.
func Fonts(t testing.TB) *font.Set {
	t.Helper()
	fs, err := font.NewSet(fonts.Regular, fonts.Bold)
	if err != nil {
		t.Fatal(err)
	}
	return fs
}

// Faults reports the first 20 faults a test finds, then how many there
// were.
type Faults struct {
	T testing.TB
	n int
}

// Add reports each of msgs, found at where.
func (l *Faults) Add(where string, msgs ...string) {
	l.T.Helper()
	for _, msg := range msgs {
		if l.n++; l.n <= 20 {
			l.T.Errorf("%s: %s", where, msg)
		}
	}
}

// Done reports how many faults there were, when there were more than 20.
func (l *Faults) Done() {
	l.T.Helper()
	if l.n > 20 {
		l.T.Errorf("… %d faults in all", l.n)
	}
}

// Measure returns what breaks, on one page of any card, the measures every
// card holds to: text, tick boxes and the QR code clear of the trim, dark
// fills and outlines inset, tick boxes apart and clear of rules, no text
// across a rule or over another text (Overprints), no word broken inside
// it (BrokenWords) and air around every text's glyphs (InkClear).
func Measure(pg layout.Page, fs *font.Set) []string {
	var out []string
	trim := impose.Rect{X: MinTrimAir, Y: MinTrimAir, W: pg.W - 2*MinTrimAir, H: pg.H - 2*MinTrimAir}
	var ticks, rules, texts []impose.Rect
	for _, op := range pg.Ops {
		switch {
		case op.Kind == layout.OpText:
			r := textRect(op, fs)
			texts = append(texts, r)
			if !inside(trim, r) {
				out = append(out, fmt.Sprintf("text %q at %.2f,%.2f is within %.1f mm of the trim", op.Text, op.X, op.Y, MinTrimAir))
			}
			if m := straightInch.FindStringIndex(op.Text); m != nil && strings.Count(op.Text[:m[0]], `"`)%2 == 0 {
				out = append(out, fmt.Sprintf("text %q prints an inch mark as a straight quote, not ″", op.Text))
			}
		case op.Kind == layout.OpRect && op.Stroke != nil && op.W == op.H && op.W < 6:
			r := impose.Rect{X: op.X, Y: op.Y, W: op.W, H: op.H}
			ticks = append(ticks, r)
			if !inside(trim, r) {
				out = append(out, fmt.Sprintf("tick box at %.2f,%.2f is within %.1f mm of the trim", op.X, op.Y, MinTrimAir))
			}
		case op.Kind == layout.OpRect && (op.Fill != nil && *op.Fill < 0.5 || op.Stroke != nil):
			// Dark fills, and the outlines that stand for them in low ink,
			// stay clear of the cut.
			r := impose.Rect{X: op.X, Y: op.Y, W: op.W, H: op.H}
			if !inside(impose.Rect{X: minBandAir, Y: minBandAir, W: pg.W - 2*minBandAir, H: pg.H - 2*minBandAir}, r) {
				out = append(out, fmt.Sprintf("a dark fill or outline at %.2f,%.2f runs within %.1f mm of the trim", op.X, op.Y, minBandAir))
			}
		case op.Kind == layout.OpLine && op.H == 0:
			rules = append(rules, impose.Rect{X: op.X, Y: op.Y - op.LineW/2, W: op.W, H: op.LineW})
		case op.Kind == layout.OpQR:
			// The symbol keeps the trim air; its quiet zone, white, may
			// reach past it (qrClear keeps it inside the frame).
			q := layout.QuietZone * op.Module
			if !inside(trim, impose.Rect{X: op.X + q, Y: op.Y + q, W: op.W - 2*q, H: op.H - 2*q}) {
				out = append(out, fmt.Sprintf("the QR code's symbol is within %.1f mm of the trim", MinTrimAir))
			}
			if op.Module < 0.5 {
				out = append(out, fmt.Sprintf("QR modules of %.3f mm", op.Module))
			}
		}
	}
	out = append(out, qrClear(pg, fs)...)
	out = append(out, Overprints(pg, fs)...)
	out = append(out, badBreaks(pg)...)
	out = append(out, bandText(pg, fs)...)
	out = append(out, BrokenWords(pg)...)
	out = append(out, InkClear(pg, fs)...)
	for i, a := range ticks {
		for _, b := range ticks[i+1:] {
			if gap(a, b) < minTickAir-1e-9 {
				out = append(out, fmt.Sprintf("tick boxes at %.2f,%.2f and %.2f,%.2f are %.2f mm apart", a.X, a.Y, b.X, b.Y, gap(a, b)))
			}
		}
		for _, r := range rules {
			if gap(a, r) < minRuleAir {
				out = append(out, fmt.Sprintf("tick box at %.2f,%.2f is %.2f mm from a rule", a.X, a.Y, gap(a, r)))
			}
		}
	}
	for _, tx := range texts {
		for _, r := range rules {
			if gap(tx, r) < 0 {
				out = append(out, fmt.Sprintf("text at %.2f,%.2f crosses a rule at y %.2f", tx.X, tx.Y, r.Y))
			}
		}
	}
	return out
}

// straightInch matches an inch mark typed as a straight quote after a
// number (issue 20): the card prints the double prime ″. One that closes a
// quotation on its line is a quote.
var straightInch = regexp.MustCompile(`[0-9]"`)

// badBreak matches a line a reader stumbles on: one that begins with "·",
// or ends with a signed number or "p." whose word went to the next line.
// (A line may end with a die number where its text ends; the layout's
// TestWrapKeepsTogether holds wrapping to that too.)
var badBreak = regexp.MustCompile(`^·|(^|\s)([−+-][1-9]|\(?p\.)$`)

// badBreaks returns the lines of pg, its texts on one baseline joined left
// to right, that badBreak matches.
func badBreaks(pg layout.Page) []string {
	lines := map[int64][]layout.Op{}
	for _, op := range pg.Ops {
		if op.Kind == layout.OpText {
			k := int64(math.Round(op.Y * 100))
			lines[k] = append(lines[k], op)
		}
	}
	var out []string
	for _, ops := range lines {
		slices.SortFunc(ops, func(a, b layout.Op) int { return cmp.Compare(a.X, b.X) })
		var b strings.Builder
		for _, op := range ops {
			b.WriteString(op.Text)
		}
		if ln := strings.TrimSpace(b.String()); badBreak.MatchString(ln) && len(ln) > 2 {
			out = append(out, fmt.Sprintf("the line %q breaks badly", ln))
		}
	}
	return out
}

// bandText returns the texts set on a dark tint (a fill darker than 50 %
// grey but not solid black) smaller than minTintText.
func bandText(pg layout.Page, fs *font.Set) []string {
	var out []string
	for _, band := range pg.Ops {
		if band.Kind != layout.OpRect || band.Fill == nil || *band.Fill >= 0.5 || *band.Fill == 0 {
			continue
		}
		r := impose.Rect{X: band.X, Y: band.Y, W: band.W, H: band.H}
		for _, op := range pg.Ops {
			if op.Kind == layout.OpText && op.Size < minTintText-1e-9 && inside(r, textRect(op, fs)) {
				out = append(out, fmt.Sprintf("%q at %.1f pt on a %.0f %% tint", op.Text, op.Size, 100*(1-*band.Fill)))
			}
		}
	}
	return out
}

// qrClear returns the drawings that the QR code's box, its quiet zone
// included, overlaps: its white square erases whatever lies under it. A box
// that holds the whole code (a frame) and the code's own white square are
// not in its way, but the square stays inside the frame's line, rounded
// corners included.
func qrClear(pg layout.Page, fs *font.Set) []string {
	var out []string
	for _, q := range pg.Ops {
		if q.Kind != layout.OpQR {
			continue
		}
		qr := impose.Rect{X: q.X, Y: q.Y, W: q.W, H: q.H}
		for _, op := range pg.Ops {
			var r impose.Rect
			switch op.Kind {
			case layout.OpText:
				r = textRect(op, fs)
			case layout.OpLine:
				r = impose.Rect{X: op.X, Y: op.Y - op.LineW/2, W: op.W, H: op.H + op.LineW}
			case layout.OpRect, layout.OpPath:
				r = impose.Rect{X: op.X, Y: op.Y, W: op.W, H: op.H}
			default:
				continue
			}
			if r == qr {
				continue
			}
			if inside(r, qr) {
				if op.Kind == layout.OpRect && op.Stroke != nil && !insideStroke(op, qr) {
					out = append(out, fmt.Sprintf("the QR code's quiet zone reaches the outline at %.2f,%.2f that holds it", op.X, op.Y))
				}
				continue
			}
			if g := gap(qr, r); g < 0 {
				out = append(out, fmt.Sprintf("the QR code's quiet zone overlaps a %v at %.2f,%.2f by %.2f mm", op.Kind, op.X, op.Y, -g))
			}
		}
	}
	return out
}

// SmallTicks returns the tick boxes of a crew or unit card's page smaller
// than MinTick: a pencil needs 2.5 mm on every card preset (issue 20).
// The XP's pencil boxes, 5 mm, are not tick boxes.
func SmallTicks(pg layout.Page) []string {
	var out []string
	for _, op := range pg.Ops {
		if op.Kind == layout.OpRect && op.Stroke != nil && op.W == op.H && op.W < 4 && op.W < MinTick-1e-9 {
			out = append(out, fmt.Sprintf("a tick box of %.2f mm, under %.1f mm", op.W, MinTick))
		}
	}
	return out
}

// textRect is the box a text op's glyphs take, roughly: from its
// ascenders to its descenders.
func textRect(op layout.Op, fs *font.Set) impose.Rect {
	em := op.Size * layout.PtToMM
	return impose.Rect{X: op.X, Y: op.Y - em*0.75, W: fs.Face(op.Font).Width(op.Text, op.Size), H: em * 0.95}
}

// inside reports whether r lies within outer.
func inside(outer, r impose.Rect) bool {
	return r.X >= outer.X-1e-9 && r.Y >= outer.Y-1e-9 && r.X+r.W <= outer.X+outer.W+1e-9 && r.Y+r.H <= outer.Y+outer.H+1e-9
}

// insideStroke reports whether r lies inside the inner edge of the
// outline op draws, its rounded corners included.
func insideStroke(op layout.Op, r impose.Rect) bool {
	in := op.LineW / 2
	o := impose.Rect{X: op.X + in, Y: op.Y + in, W: op.W - 2*in, H: op.H - 2*in}
	if !inside(o, r) {
		return false
	}
	rad := max(op.Radius-in, 0)
	for _, c := range [][2]float64{{r.X, r.Y}, {r.Right(), r.Y}, {r.X, r.Bottom()}, {r.Right(), r.Bottom()}} {
		// The corner's distance from the centre of the arc nearest it.
		cx := min(max(c[0], o.X+rad), o.Right()-rad)
		cy := min(max(c[1], o.Y+rad), o.Bottom()-rad)
		if math.Hypot(c[0]-cx, c[1]-cy) > rad+1e-9 {
			return false
		}
	}
	return true
}

// gap is the distance between two rectangles along the axis that parts
// them most, negative when they overlap.
func gap(a, b impose.Rect) float64 {
	dx := math.Max(b.X-(a.X+a.W), a.X-(b.X+b.W))
	dy := math.Max(b.Y-(a.Y+a.H), a.Y-(b.Y+b.H))
	return math.Max(dx, dy)
}
