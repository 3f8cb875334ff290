package press_test

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/listing"
)

// svgEl is a drawing element of an SVG page: a rect, text, line or path,
// outside any clipPath.
type svgEl struct {
	name string
	attr map[string]string
	text string
}

// svgElements returns the drawing elements of doc in order, after the
// page's white background, and fails on XML that is not well-formed.
func svgElements(doc []byte) ([]svgEl, error) {
	d := xml.NewDecoder(bytes.NewReader(doc))
	var els []svgEl
	clip, inText := 0, false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("not well-formed: %v", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch name := t.Name.Local; {
			case name == "clipPath":
				clip++
			case clip == 0 && (name == "rect" || name == "text" || name == "line" || name == "path"):
				el := svgEl{name: name, attr: map[string]string{}}
				for _, a := range t.Attr {
					el.attr[a.Name.Local] = a.Value
				}
				els = append(els, el)
				inText = name == "text"
			}
		case xml.CharData:
			if inText {
				els[len(els)-1].text += string(t)
			}
		case xml.EndElement:
			inText = false
			if t.Name.Local == "clipPath" {
				clip--
			}
		}
	}
	if len(els) == 0 || els[0].name != "rect" || els[0].attr["fill"] != "#fff" {
		return nil, fmt.Errorf("the page does not start with its white background")
	}
	return els[1:], nil
}

// painted reports whether an op draws anything, as the SVG backend judges.
func painted(op *layout.Op) bool {
	switch op.Kind {
	case layout.OpRect:
		return op.Fill != nil || op.Stroke != nil
	case layout.OpLine:
		return op.Stroke != nil
	case layout.OpPath:
		return len(op.Path) > 0 && (op.Fill != nil || op.Stroke != nil)
	}
	return true
}

// svgName is the element each kind of op becomes.
var svgName = map[layout.OpKind]string{
	layout.OpText: "text", layout.OpRect: "rect", layout.OpLine: "line", layout.OpPath: "path", layout.OpQR: "path",
}

// numbers reads the numbers of SVG path data, and its commands.
var pathToken = regexp.MustCompile(`[MLCZhvz]|-?[0-9]*\.?[0-9]+`)

// compareSVG checks that the SVG page shows exactly the ops of a display
// list drawn at (dx, dy): an element for every op that paints, in order,
// of the op's kind, each text with its string, font and size, each
// coordinate within 0.001 mm, each grey the PDF's. It returns the
// differences, one a line.
func compareSVG(doc []byte, ops []layout.Op, dx, dy float64) []string {
	els, err := svgElements(doc)
	if err != nil {
		return []string{err.Error()}
	}
	var diffs []string
	k := 0
	for i := range ops {
		op := &ops[i]
		if !painted(op) {
			continue
		}
		if k >= len(els) {
			return append(diffs, fmt.Sprintf("op %d (%s): no element left in the SVG", i, listing.Op(*op)))
		}
		el := els[k]
		k++
		if el.name != svgName[op.Kind] {
			return append(diffs, fmt.Sprintf("op %d (%s): SVG element %d is a %s", i, listing.Op(*op), k, el.name))
		}
		for _, m := range opChecks(op, dx, dy) {
			if got, ok := el.attr[m.attr]; m.attr != "" && (!ok || !near(got, m.want)) {
				diffs = append(diffs, fmt.Sprintf("op %d (%s): %s=%q, want %g", i, listing.Op(*op), m.attr, got, m.want))
			}
		}
		diffs = append(diffs, opDetails(i, op, el, dx, dy)...)
	}
	if k != len(els) {
		diffs = append(diffs, fmt.Sprintf("%d SVG elements for no op, the first a %s", len(els)-k, els[k].name))
	}
	return diffs
}

// check is one attribute of an element and the value the op gives it.
type check struct {
	attr string
	want float64
}

// opChecks lists the numeric attributes an op's element must carry.
func opChecks(op *layout.Op, dx, dy float64) []check {
	x, y := op.X+dx, op.Y+dy
	switch op.Kind {
	case layout.OpText:
		return []check{{"x", x}, {"y", y}, {"font-size", op.Size * layout.PtToMM}}
	case layout.OpRect:
		return []check{{"x", x}, {"y", y}, {"width", op.W}, {"height", op.H}, {"rx", op.Radius}}
	case layout.OpLine:
		return []check{{"x1", x}, {"y1", y}, {"x2", x + op.W}, {"y2", y + op.H}}
	}
	return nil
}

// opDetails compares what opChecks does not: text, font, greys and paths.
func opDetails(i int, op *layout.Op, el svgEl, dx, dy float64) []string {
	var diffs []string
	want := func(attr, v string) {
		if el.attr[attr] != v {
			diffs = append(diffs, fmt.Sprintf("op %d (%s): %s=%q, want %q", i, listing.Op(*op), attr, el.attr[attr], v))
		}
	}
	greyOf := func(g *float64, none string) string {
		if g == nil {
			return none
		}
		v := int(math.Round(*g * 255))
		return fmt.Sprintf("#%02x%02x%02x", v, v, v)
	}
	switch op.Kind {
	case layout.OpText:
		if el.text != op.Text {
			diffs = append(diffs, fmt.Sprintf("op %d: text %q, want %q", i, el.text, op.Text))
		}
		want("font-weight", map[bool]string{true: "bold", false: "normal"}[op.Font == "bold"])
		want("fill", greyOf(op.Fill, "#000000"))
		return diffs
	case layout.OpQR:
		want("fill", greyOf(op.Fill, "none"))
	default:
		want("fill", greyOf(op.Fill, "none"))
		if op.Stroke != nil {
			want("stroke", greyOf(op.Stroke, ""))
			if !near(el.attr["stroke-width"], op.LineW) {
				diffs = append(diffs, fmt.Sprintf("op %d (%s): stroke-width %q, want %g", i, listing.Op(*op), el.attr["stroke-width"], op.LineW))
			}
		}
	}
	if op.Kind != layout.OpPath && op.Kind != layout.OpQR {
		return diffs
	}
	got := pathToken.FindAllString(el.attr["d"], -1)
	if exp := pathWant(op, dx, dy); strings.Join(fmtTokens(got), " ") != strings.Join(exp, " ") {
		diffs = append(diffs, fmt.Sprintf("op %d (%s): path data\n%.200s\nwant\n%.200s", i, listing.Op(*op), strings.Join(got, " "), strings.Join(exp, " ")))
	}
	return diffs
}

// pathWant writes the path data an op must give, a token a command or a
// number, numbers to a thousandth of a mm.
func pathWant(op *layout.Op, dx, dy float64) []string {
	var t []string
	n := func(v ...float64) {
		for _, f := range v {
			t = append(t, strconv.FormatFloat(math.Round(f*1000)/1000, 'f', 3, 64))
		}
	}
	if op.Kind == layout.OpQR {
		for _, r := range op.Runs {
			t = append(t, "M")
			n(r.X+dx, r.Y+dy)
			t = append(t, "h")
			n(r.W)
			t = append(t, "v")
			n(r.H)
			t = append(t, "h")
			n(-r.W)
			t = append(t, "z")
		}
		return t
	}
	for _, s := range op.Path {
		t = append(t, string(s.Op))
		for _, p := range s.P[:map[byte]int{'M': 1, 'L': 1, 'C': 3, 'Z': 0}[s.Op]] {
			n(p.X+dx, p.Y+dy)
		}
	}
	return t
}

// fmtTokens writes the numbers of path tokens as pathWant does.
func fmtTokens(toks []string) []string {
	out := make([]string, len(toks))
	for i, s := range toks {
		if f, err := strconv.ParseFloat(s, 64); err == nil {
			s = strconv.FormatFloat(f, 'f', 3, 64)
		}
		out[i] = s
	}
	return out
}

// near reports whether an attribute's number is within 0.001 of want.
func near(attr string, want float64) bool {
	f, err := strconv.ParseFloat(attr, 64)
	return err == nil && math.Abs(f-want) <= 0.001
}
