// Package scale fits a card template to another card size: boxes scale
// with the card, type with it down to its floor, and a QR code keeps the
// size its modules need, its neighbours giving way.
package scale

import (
	"cmp"
	"slices"

	"github.com/crewcard/crewcard/layout"
)

// To returns a copy of t for a card of width × height mm: every widget's
// box scales with the card, type scales with the smaller factor but never
// below its floor, and fitting shrinks or wraps whatever no longer fits.
// Bleed and safe zone keep their size.
func To(t *layout.Template, width, height float64) *layout.Template {
	sx, sy := width/t.Width, height/t.Height
	s := min(sx, sy)
	c := *t
	c.Width, c.Height = width, height
	c.Widgets = make([]layout.Widget, len(t.Widgets))
	// Map the old safe zone onto the new one, so widgets stay inside it.
	ix := func(x float64) float64 { return t.Safe + (x-t.Safe)*(width-2*t.Safe)/(t.Width-2*t.Safe) }
	iy := func(y float64) float64 { return t.Safe + (y-t.Safe)*(height-2*t.Safe)/(t.Height-2*t.Safe) }
	for i, w := range t.Widgets {
		x0, y0, x1, y1 := ix(w.X), iy(w.Y), ix(w.X+w.W), iy(w.Y+w.H)
		if (w.Kind == layout.KindBox || w.Kind == layout.KindLine) && touchesCut(t, w) {
			// Art that reaches the cut scales about the card, so it still
			// reaches it; the rest moves with the text it frames.
			x0, y0, x1, y1 = w.X*sx, w.Y*sy, (w.X+w.W)*sx, (w.Y+w.H)*sy
		}
		if w.ContinuedH > 0 {
			w.ContinuedH = iy(w.Y+w.ContinuedH) - y0
		}
		w.X, w.Y, w.W, w.H = x0, y0, x1-x0, y1-y0
		if w.Size > 0 {
			floor := w.MinSize()
			if w.Size = max(w.Size*s, floor); w.Kind == layout.KindList {
				w.Size, w.RunMax = t.Widgets[i].Size, w.Size // as large as one card holds
			}
			w.Min = floor
		}
		// Labels are whole words: their column shrinks no further than the
		// template's label_min (none given: it keeps its size).
		w.LabelW = max(w.LabelW*s, min(w.LabelW, cmp.Or(w.LabelMin, w.LabelW)))
		switch w.Kind {
		case layout.KindTrack: // pencil boxes keep their size; the track closes its gaps, then narrows them, only if it must
		case layout.KindBlocks: // a block's boxes keep their size: its rows wrap instead
		default:
			w.Tick = max(w.Tick*s, min(w.Tick, 1.7))
		}
		w.Gap *= sy
		w.IconW *= s
		w.Radius *= s
		c.Widgets[i] = w
	}
	for i, w := range t.Widgets {
		if w.Kind == layout.KindQR {
			keepQRSize(&c, i, min(w.W, w.H))
		}
	}
	return &c
}

// touchesCut reports whether w reaches an edge of the card or its bleed.
func touchesCut(t *layout.Template, w layout.Widget) bool {
	return w.ToBleed || w.X <= 0 || w.Y <= 0 || w.X+w.W >= t.Width || w.Y+w.H >= t.Height
}

// keepQRSize keeps t's QR widget i at its template size, side mm, when the
// card shrank: its modules must stay at least layout.MinQRModule wide; and
// grows it to side for a code that needs larger modules (ForCode). The code
// stays anchored at its scaled box's bottom-right corner (its bottom centre
// where it is aligned to the centre), a box wider than side keeping its
// width where it centres or right-aligns its code (what it rises to may
// give it the height), and the widgets it
// now overlaps give way along their shorter overlap: one to its left ends
// before it, one above it ends above it, and a rule across the card moves up.
func keepQRSize(t *layout.Template, i int, side float64) {
	q := &t.Widgets[i]
	if min(q.W, q.H) >= side || side > min(t.Width, t.Height)-2*t.Safe {
		return
	}
	const gap = 0.8 // mm between the code and its neighbours
	wide := side
	if q.Align == "center" || q.Align == "right" {
		wide = max(q.W, side) // a code drawn at the box's left edge would move
	}
	x := q.X + q.W - wide
	if q.Align == "center" {
		x = q.X + (q.W-wide)/2 // a code drawn in the box's centre stays there
	}
	q.X, q.Y, q.W, q.H = x, q.Y+q.H-side, wide, side
	for j := range t.Widgets {
		w := &t.Widgets[j]
		near := w.Rect()
		if w.Kind == layout.KindLine && w.H == 0 {
			near.Y, near.H = w.Y-gap/2, gap // a rule keeps gap/2 from the code, its stroke clear of it
		}
		if j == i || !near.Overlaps(q.Rect()) || w.Kind == layout.KindBox && w.Rect().Contains(q.Rect()) || !together(*q, *w) {
			continue // a box that holds the whole code is a frame behind it; a widget never drawn with the code is no neighbour
		}
		if w.Continued && !q.Repeat && !q.Continued {
			continue // drawn on continuation cards, which carry no code
		}
		// Give way along the shorter overlap: a widget above the code
		// (the crew grid, a rule) gets shorter, one beside it narrower.
		over := w.Rect()
		dx, dy := over.X+over.W-q.X, over.Y+over.H-q.Y
		switch {
		case w.Kind == layout.KindLine && w.H == 0 && w.Y > q.Y-gap/2:
			w.Y = q.Y - gap/2 // a rule keeps its length and moves above the code
		case w.Y < q.Y && (w.X >= q.X || dy < dx && dy < w.H/2):
			w.H = q.Y - gap - w.Y
		case w.X < q.X:
			w.W = q.X - gap - w.X
		}
	}
}

// together reports whether widgets a and b may be drawn on the same card:
// not when one is drawn on the first card only and the other on
// continuation cards only, nor when each is drawn if a slot the other is
// not (a template's alternatives, such as a code on the front or on the
// back; but a code on the front and a text beside it drawn if the code is
// on the front and another slot is set too), nor when one is drawn only
// where the other drew nothing (layout.Widget.IfEmpty), nor when one is
// drawn only where a slot drew nothing and the other only where it drew
// something (layout.Widget.IfFull).
func together(a, b layout.Widget) bool {
	first := func(w layout.Widget) bool { return !w.Repeat && !w.Continued }
	if first(a) && b.Continued || first(b) && a.Continued {
		return false
	}
	if a.IfEmpty != "" && (a.IfEmpty == b.Bind || a.IfEmpty == b.IfFull) || b.IfEmpty != "" && (b.IfEmpty == a.Bind || b.IfEmpty == a.IfFull) {
		return false // drawn only where the other drew nothing, or where it drew something
	}
	within := func(a, b layout.Widget) bool { // b is drawn if each slot a is
		return !slices.ContainsFunc(a.Conds(), func(s string) bool { return !slices.Contains(b.Conds(), s) })
	}
	return within(a, b) || within(b, a)
}
