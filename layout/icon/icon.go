// Package icon reads the tiny path language icons are written in, in a
// 10 × 10 unit box (layout.IconUnits), origin top-left, y down:
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
package icon

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/shape"
)

// Parse reads an icon's fill and stroke paths.
func Parse(name, fill, stroke string) (*layout.Icon, error) {
	ic := &layout.Icon{Name: name}
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

// pt is the point (x, y).
func pt(x, y float64) shape.Point { return shape.Point{X: x, Y: y} }

// ParsePath reads a path in the icon language.
func ParsePath(src string) ([]shape.Seg, error) {
	toks := strings.Fields(strings.ReplaceAll(src, ",", " "))
	if len(toks) > 4000 {
		return nil, fmt.Errorf("path too long (%d tokens, at most 4000)", len(toks))
	}
	var segs []shape.Seg
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
			if err != nil || math.IsNaN(v) || v < -layout.IconUnits || v > 2*layout.IconUnits {
				return nil, fmt.Errorf("token %d: want a number in the icon box, got %q", i+2+j, toks[i+1+j])
			}
			a[j] = v
		}
		if (cmd == "L" || cmd == "C" || cmd == "Z") && !open {
			return nil, fmt.Errorf("token %d: %s before M", i+1, cmd)
		}
		switch cmd {
		case "M":
			segs, open = append(segs, shape.Seg{Op: 'M', P: [3]shape.Point{pt(a[0], a[1])}}), true
		case "L":
			segs = append(segs, shape.Seg{Op: 'L', P: [3]shape.Point{pt(a[0], a[1])}})
		case "C":
			segs = append(segs, shape.Seg{Op: 'C', P: [3]shape.Point{pt(a[0], a[1]), pt(a[2], a[3]), pt(a[4], a[5])}})
		case "Z":
			segs, open = append(segs, shape.Seg{Op: 'Z'}), false
		case "O":
			segs, open = append(segs, shape.Circle(a[0], a[1], a[2])...), false
		case "R":
			x, y, w, h := a[0], a[1], a[2], a[3]
			segs = append(segs, shape.Seg{Op: 'M', P: [3]shape.Point{pt(x, y)}}, shape.Seg{Op: 'L', P: [3]shape.Point{pt(x+w, y)}},
				shape.Seg{Op: 'L', P: [3]shape.Point{pt(x+w, y+h)}}, shape.Seg{Op: 'L', P: [3]shape.Point{pt(x, y+h)}}, shape.Seg{Op: 'Z'})
			open = false
		}
		i += 1 + n
	}
	return segs, nil
}
