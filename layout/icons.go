package layout

import "github.com/crewcard/crewcard/layout/shape"

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
