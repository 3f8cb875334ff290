package layout

import (
	"math"

	"github.com/crewcard/crewcard/layout/impose"
)

// Icons are drawn from paths in a 10 × 10 unit box, origin top-left, y
// down, read from the path language of package layout/icon: a fill path
// (filled with the even-odd rule, so a subpath inside another cuts a hole)
// and a stroke path (outlined).

// IconUnits is the side of the box icon coordinates live in.
const IconUnits = 10

// iconStroke is the outline width of icon strokes, in icon units.
const iconStroke = 0.8

// Point is a position, mm (or icon units inside an icon).
type Point struct{ X, Y float64 }

// Seg is one path segment: Op is 'M', 'L', 'C' or 'Z'; P holds its points
// (one for M and L, three for C: two control points and the end).
type Seg struct {
	Op byte
	P  [3]Point
}

// Icon is a parsed vector icon.
type Icon struct {
	Name   string
	Fill   []Seg // filled, even-odd
	Stroke []Seg // outlined, iconStroke units wide
}

// IconSet maps icon names to icons.
type IconSet map[string]*Icon

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

// transform maps icon units into box (mm), keeping the icon square and
// centred.
func transform(segs []Seg, box impose.Rect) []Seg {
	side := min(box.W, box.H)
	s := side / IconUnits
	ox, oy := box.X+(box.W-side)/2, box.Y+(box.H-side)/2
	out := make([]Seg, len(segs))
	for i, sg := range segs {
		for j := range sg.P {
			sg.P[j] = Point{ox + sg.P[j].X*s, oy + sg.P[j].Y*s}
		}
		out[i] = sg
	}
	return out
}

// star returns a closed five-pointed star inscribed in a circle of radius r
// around (cx, cy), mm.
func star(cx, cy, r float64) []Seg {
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
