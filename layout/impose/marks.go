package impose

import (
	"math"
	"sort"
)

// Line is a straight line segment on a sheet, in the coordinates of Rect.
type Line struct {
	X1, Y1 float64 // start, mm from the sheet's top-left corner
	X2, Y2 float64 // end, mm from the sheet's top-left corner
}

// Crop-mark geometry, mm.
const (
	MarkLength    = 4.0  // length of a full crop mark
	MarkOffset    = 1.0  // distance from a card's bleed box to its marks
	MarkClearance = 0.25 // least distance between a mark and any bleed box
	MarkMin       = 1.0  // marks that would be shorter than this are dropped
	// MarkKeep is the least length of a crop mark that an area kept clear
	// of guides (a sheet's stamp) may leave it: such an area is placed so
	// that every mark keeps at least this much.
	MarkKeep = 2.0
	// MarkRoom is the room that Options.Room keeps around the cards for
	// crop marks of at least MarkMin inside the printable area.
	MarkRoom = MarkOffset + MarkMin
	// CapReach is how far a guide's round cap may reach past its end:
	// half the widest guide's stroke. Guides end this far inside the
	// printable area, so that their caps stay inside it too.
	CapReach = 0.1
)

// CropMarks returns short marks that extend each trim edge of every card
// outwards, starting MarkOffset beyond the card's bleed box and MarkLength
// long. Marks run into the gutters and the margin but never into a card: a
// mark is cut short MarkClearance before any bleed box and at the sheet
// edge, and dropped if less than MarkMin remains (as between cards that
// touch; use CutLines there). Marks stay inside the printable area, where
// the printer prints, their caps included (CapReach). Marks stop
// MarkClearance short of each area of keepOut too, such as the bands of a
// sheet's stamp. Overlapping marks are merged, and the result is sorted:
// horizontal marks by y then x, then vertical marks by x then y.
func CropMarks(l Layout, keepOut ...Rect) []Line {
	var h, v []Line
	obstacles := outside(l.Printable().Grow(-CapReach))
	for i := range l.Cards {
		obstacles = append(obstacles, l.BleedBox(i).Grow(MarkClearance))
	}
	for _, r := range keepOut {
		obstacles = append(obstacles, r.Grow(MarkClearance))
	}
	start := l.Bleed + MarkOffset
	for _, c := range l.Cards {
		for _, sx := range []float64{-1, 1} {
			for _, sy := range []float64{-1, 1} {
				cx, cy := c.X, c.Y
				if sx > 0 {
					cx += c.W
				}
				if sy > 0 {
					cy += c.H
				}
				if a, b, ok := clip(cx+sx*start, cx+sx*(start+MarkLength), cy, obstacles, false); ok {
					h = append(h, Line{a, cy, b, cy})
				}
				if a, b, ok := clip(cy+sy*start, cy+sy*(start+MarkLength), cx, obstacles, true); ok {
					v = append(v, Line{cx, a, cx, b})
				}
			}
		}
	}
	return append(merge(h, false), merge(v, true)...)
}

// clip walks a mark from s towards e along a line at fixed coordinate k
// (y for a horizontal mark, x for a vertical one) and stops it at the first
// obstacle. It returns the kept part in increasing order, and false if the
// mark starts inside an obstacle or is shorter than MarkMin.
func clip(s, e, k float64, obstacles []Rect, vertical bool) (lo, hi float64, ok bool) {
	dir := 1.0
	if e < s {
		dir = -1
	}
	for _, o := range obstacles {
		a, b, ka, kb := o.X, o.X+o.W, o.Y, o.Y+o.H
		if vertical {
			a, b, ka, kb = o.Y, o.Y+o.H, o.X, o.X+o.W
		}
		if k < ka || k > kb {
			continue
		}
		if s >= a && s <= b {
			return 0, 0, false
		}
		if dir > 0 && a > s && a < e {
			e = a
		}
		if dir < 0 && b < s && b > e {
			e = b
		}
	}
	if math.Abs(e-s) < MarkMin-eps {
		return 0, 0, false
	}
	return math.Min(s, e), math.Max(s, e), true
}

// outside returns four rectangles that cover everything around area, so
// that marks stop at its edges.
func outside(area Rect) []Rect {
	const far = 1e6
	return []Rect{
		{X: -far, Y: area.Y - far, W: 2 * far, H: far},  // above
		{X: -far, Y: area.Bottom(), W: 2 * far, H: far}, // below
		{X: area.X - far, Y: -far, W: far, H: 2 * far},  // left
		{X: area.Right(), Y: -far, W: far, H: 2 * far},  // right
	}
}

// merge joins collinear marks that overlap or touch and sorts them.
func merge(ls []Line, vertical bool) []Line {
	// Normalise to (k, a, b): fixed coordinate and increasing span.
	type seg struct{ k, a, b float64 }
	segs := make([]seg, len(ls))
	for i, l := range ls {
		if vertical {
			segs[i] = seg{l.X1, l.Y1, l.Y2}
		} else {
			segs[i] = seg{l.Y1, l.X1, l.X2}
		}
	}
	sort.Slice(segs, func(i, j int) bool {
		if math.Abs(segs[i].k-segs[j].k) > 1e-6 {
			return segs[i].k < segs[j].k
		}
		return segs[i].a < segs[j].a
	})
	var out []Line
	for i := 0; i < len(segs); {
		cur := segs[i]
		j := i + 1
		for ; j < len(segs) && math.Abs(segs[j].k-cur.k) <= 1e-6 && segs[j].a <= cur.b+1e-6; j++ {
			cur.b = math.Max(cur.b, segs[j].b)
		}
		if vertical {
			out = append(out, Line{cur.k, cur.a, cur.k, cur.b})
		} else {
			out = append(out, Line{cur.a, cur.k, cur.b, cur.k})
		}
		i = j
	}
	return out
}

// CutLines returns guillotine lines: one horizontal line at each distinct
// top and bottom trim edge and one vertical line at each distinct left and
// right trim edge, each spanning the printable area but for CapReach at
// either end. When the gap and bleed
// are zero, neighbouring cards share their lines, so a grid of c×r cards
// needs only c+1 vertical and r+1 horizontal lines. A line that runs into
// an area of keepOut, such as a band of a sheet's stamp, stops
// MarkClearance short of it, on the side away from the cards. Horizontal
// lines come first, top to bottom, then vertical lines, left to right.
func CutLines(l Layout, keepOut ...Rect) []Line {
	p := l.Printable().Grow(-CapReach)
	var xs, ys []float64
	for _, c := range l.Cards {
		xs = append(xs, c.X, c.X+c.W)
		ys = append(ys, c.Y, c.Y+c.H)
	}
	var out []Line
	for _, y := range distinct(ys) {
		a, b := shorten(p.X, p.X+p.W, y, keepOut, false)
		out = append(out, Line{a, y, b, y})
	}
	for _, x := range distinct(xs) {
		a, b := shorten(p.Y, p.Y+p.H, x, keepOut, true)
		out = append(out, Line{x, a, x, b})
	}
	return out
}

// shorten cuts the span [a, b] of a line at fixed coordinate k (y for a
// horizontal line, x for a vertical one) so that it stops MarkClearance
// short of each area of keepOut that it runs into, keeping the part
// nearer its middle, where the cards are.
func shorten(a, b, k float64, keepOut []Rect, vertical bool) (float64, float64) {
	mid := (a + b) / 2
	for _, r := range keepOut {
		lo, hi, klo, khi := r.X, r.X+r.W, r.Y, r.Y+r.H
		if vertical {
			lo, hi, klo, khi = r.Y, r.Y+r.H, r.X, r.X+r.W
		}
		if k < klo-MarkClearance || k > khi+MarkClearance {
			continue
		}
		switch {
		case hi <= mid:
			a = max(a, hi+MarkClearance)
		case lo >= mid:
			b = min(b, lo-MarkClearance)
		}
	}
	return a, b
}

// distinct sorts vs and drops values within 1e-6 mm of the previous one.
func distinct(vs []float64) []float64 {
	sort.Float64s(vs)
	var out []float64
	for _, v := range vs {
		if len(out) == 0 || v-out[len(out)-1] > 1e-6 {
			out = append(out, v)
		}
	}
	return out
}
