package layout

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/layout/impose"
)

// Icons are drawn from a tiny path language in a 10 × 10 unit box, origin
// top-left, y down:
//
//	M x y                 move to
//	L x y                 line to
//	C x1 y1 x2 y2 x y     cubic Bézier to (x, y)
//	Z                     close the subpath
//	O cx cy r             a circle (a closed subpath)
//	R x y w h             a rectangle (a closed subpath)
//
// An icon has a fill path (filled with the even-odd rule, so a subpath
// inside another cuts a hole) and a stroke path (outlined).

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

// ParseIcon parses an icon's fill and stroke paths.
func ParseIcon(name, fill, stroke string) (*Icon, error) {
	ic := &Icon{Name: name}
	var err error
	if ic.Fill, err = ParsePath(fill); err != nil {
		return nil, fmt.Errorf("icon %q: fill: %w", name, err)
	}
	if ic.Stroke, err = ParsePath(stroke); err != nil {
		return nil, fmt.Errorf("icon %q: stroke: %w", name, err)
	}
	if len(ic.Fill)+len(ic.Stroke) == 0 {
		return nil, fmt.Errorf("icon %q: empty: give fill or stroke", name)
	}
	return ic, nil
}

// ParsePath parses a path in the icon language.
func ParsePath(src string) ([]Seg, error) {
	toks := strings.Fields(strings.ReplaceAll(src, ",", " "))
	if len(toks) > 4000 {
		return nil, fmt.Errorf("path too long (%d tokens, at most 4000)", len(toks))
	}
	var segs []Seg
	open := false
	for i := 0; i < len(toks); {
		cmd := toks[i]
		argc := map[string]int{"M": 2, "L": 2, "C": 6, "Z": 0, "O": 3, "R": 4}
		n, ok := argc[cmd]
		if !ok {
			return nil, fmt.Errorf("token %d: unknown command %q (want M, L, C, Z, O or R)", i+1, cmd)
		}
		if i+1+n > len(toks) {
			return nil, fmt.Errorf("token %d: %s needs %d numbers", i+1, cmd, n)
		}
		a := make([]float64, n)
		for j := range a {
			v, err := strconv.ParseFloat(toks[i+1+j], 64)
			if err != nil || math.IsNaN(v) || v < -IconUnits || v > 2*IconUnits {
				return nil, fmt.Errorf("token %d: want a number in the icon box, got %q", i+2+j, toks[i+1+j])
			}
			a[j] = v
		}
		if (cmd == "L" || cmd == "C" || cmd == "Z") && !open {
			return nil, fmt.Errorf("token %d: %s before M", i+1, cmd)
		}
		switch cmd {
		case "M":
			segs, open = append(segs, Seg{Op: 'M', P: [3]Point{{a[0], a[1]}}}), true
		case "L":
			segs = append(segs, Seg{Op: 'L', P: [3]Point{{a[0], a[1]}}})
		case "C":
			segs = append(segs, Seg{Op: 'C', P: [3]Point{{a[0], a[1]}, {a[2], a[3]}, {a[4], a[5]}}})
		case "Z":
			segs, open = append(segs, Seg{Op: 'Z'}), false
		case "O":
			segs, open = append(segs, circle(a[0], a[1], a[2])...), false
		case "R":
			x, y, w, h := a[0], a[1], a[2], a[3]
			segs = append(segs, Seg{Op: 'M', P: [3]Point{{x, y}}}, Seg{Op: 'L', P: [3]Point{{x + w, y}}},
				Seg{Op: 'L', P: [3]Point{{x + w, y + h}}}, Seg{Op: 'L', P: [3]Point{{x, y + h}}}, Seg{Op: 'Z'})
			open = false
		}
		i += 1 + n
	}
	return segs, nil
}

// circle returns a closed circle of four Bézier arcs.
func circle(cx, cy, r float64) []Seg {
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
