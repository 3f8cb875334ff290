// Package shape holds the vector paths cards draw: points, the segments
// of a path, and the closed shapes a card builds from them (a circle, a
// star), in millimetres or in an icon's units.
package shape

import "math"

// Point is a position, mm (or icon units inside an icon).
type Point struct{ X, Y float64 }

// Seg is one path segment: Op is 'M', 'L', 'C' or 'Z'; P holds its points
// (one for M and L, three for C: two control points and the end).
type Seg struct {
	Op byte
	P  [3]Point
}

// Circle returns a closed circle of four Bézier arcs.
func Circle(cx, cy, r float64) []Seg {
	k := 0.5523 * r
	p := func(x, y float64) Point { return Point{cx + x, cy + y} }
	return []Seg{
		{Op: 'M', P: [3]Point{p(r, 0)}},
		{Op: 'C', P: [3]Point{p(r, k), p(k, r), p(0, r)}},
		{Op: 'C', P: [3]Point{p(-k, r), p(-r, k), p(-r, 0)}},
		{Op: 'C', P: [3]Point{p(-r, -k), p(-k, -r), p(0, -r)}},
		{Op: 'C', P: [3]Point{p(k, -r), p(r, -k), p(r, 0)}},
		{Op: 'Z'},
	}
}

// Star returns a closed five-pointed star inscribed in a circle of radius
// r around (cx, cy), its inner points at 0.45 r.
func Star(cx, cy, r float64) []Seg {
	var segs []Seg
	for i := 0; i < 10; i++ {
		rad := r
		if i%2 == 1 {
			rad = r * 0.45
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		op := byte('L')
		if i == 0 {
			op = 'M'
		}
		segs = append(segs, Seg{Op: op, P: [3]Point{{cx + rad*math.Cos(a), cy + rad*math.Sin(a)}}})
	}
	return append(segs, Seg{Op: 'Z'})
}

// Place maps segs, drawn in a square of side units, onto the square of
// side mm whose top-left corner is (x, y).
func Place(segs []Seg, units, x, y, side float64) []Seg {
	s := side / units
	out := make([]Seg, len(segs))
	for i, sg := range segs {
		for j := range sg.P {
			sg.P[j] = Point{X: x + sg.P[j].X*s, Y: y + sg.P[j].Y*s}
		}
		out[i] = sg
	}
	return out
}
