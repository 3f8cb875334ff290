package layout

import (
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/shape"
)

// Icons are drawn from paths in a 10 × 10 unit box, origin top-left, y
// down, read from the path language of package layout/icon: a fill path
// (filled with the even-odd rule, so a subpath inside another cuts a hole)
// and a stroke path (outlined).

// IconUnits is the side of the box icon coordinates live in.
const IconUnits = 10

// iconStroke is the outline width of icon strokes, in icon units.
const iconStroke = 0.8

// Icon is a parsed vector icon.
type Icon struct {
	Name   string
	Fill   []shape.Seg // filled, even-odd
	Stroke []shape.Seg // outlined, iconStroke units wide
}

// IconSet maps icon names to icons.
type IconSet map[string]*Icon

// transform maps icon units into box (mm), keeping the icon square and
// centred.
func transform(segs []shape.Seg, box impose.Rect) []shape.Seg {
	side := min(box.W, box.H)
	s := side / IconUnits
	ox, oy := box.X+(box.W-side)/2, box.Y+(box.H-side)/2
	out := make([]shape.Seg, len(segs))
	for i, sg := range segs {
		for j := range sg.P {
			sg.P[j] = shape.Point{X: ox + sg.P[j].X*s, Y: oy + sg.P[j].Y*s}
		}
		out[i] = sg
	}
	return out
}
