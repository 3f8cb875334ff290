// Package svg is the layout Backend that draws each page as an SVG
// document of its own.
package svg

import (
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"html"
	"io"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/shape"
)

// SVG draws each page as an SVG document of its own, in millimetres: text
// stays text, set in the card fonts embedded in the file, so a browser shows
// the same glyphs as the PDF. Each page embeds, as the PDF does, a subset of
// each font: the glyphs its text sets (font.Font.WebSubset). It is the
// second Backend, beside PDF.
type SVG struct {
	fonts  *font.Set
	head   string // the page's root element, begun by BeginPage
	cur    bytes.Buffer
	used   [2]map[rune]bool // the runes the page sets, regular and bold
	pages  [][]byte
	clipID int
	open   bool
	err    error
}

// How every SVG page begins: the root element, then a style that embeds
// the card fonts, a rule a weight that the page sets text in, and sets
// the text in them. IsPage looks for the root and the style.
const (
	svgRoot = `<svg xmlns="http://www.w3.org/2000/svg" `
	svgFont = "@font-face{font-family:card;"
	svgText = " text{font-family:card;white-space:pre}"
)

// New starts an SVG backend that embeds the fonts of fs in every page.
func New(fs *font.Set) (*SVG, error) {
	if fs == nil || fs.Regular == nil || fs.Bold == nil {
		return nil, errors.New("svg: no fonts")
	}
	return &SVG{fonts: fs}, nil
}

// weights are the two faces as the page's text and @font-face rules name
// them, in the order of SVG.used.
var weights = [2]string{"normal", "bold"}

// style returns the page's @font-face rules: one a weight that the page
// sets text in, embedding the subset of its font that sets the page's
// runes of that weight. Each rule's unicode-range lists the runes its
// subset maps, so that where the styles of several pages meet in one
// document (faces shown inline in one web page) the family "card" is made
// of them all and each rune is drawn by a subset that has it: every subset
// of a weight draws a rune alike.
func (s *SVG) style() (string, error) {
	var b strings.Builder
	for i, f := range [2]*font.Font{s.fonts.Regular, s.fonts.Bold} {
		var runes []rune
		for _, r := range slices.Sorted(maps.Keys(s.used[i])) {
			if f.GlyphID(r) != 0 {
				runes = append(runes, r)
			}
		}
		if len(runes) == 0 {
			continue
		}
		data, err := f.WebSubset(runes)
		if err != nil {
			return "", fmt.Errorf("svg: the %s font: %w", weights[i], err)
		}
		b.WriteString(svgFont + "font-weight:" + weights[i] + ";src:url(data:font/ttf;base64,")
		b.WriteString(base64.StdEncoding.EncodeToString(data))
		b.WriteString(")format('truetype');unicode-range:")
		b.WriteString(unicodeRange(runes))
		b.WriteString("}")
	}
	return b.String(), nil
}

// unicodeRange writes runes, ascending, as a CSS unicode-range: each run
// of consecutive runes as one range.
func unicodeRange(runes []rune) string {
	var b strings.Builder
	for i := 0; i < len(runes); {
		j := i
		for j+1 < len(runes) && runes[j+1] == runes[j]+1 {
			j++
		}
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "U+%X", runes[i])
		if j > i {
			fmt.Fprintf(&b, "-%X", runes[j])
		}
		i = j + 1
	}
	return b.String()
}

var _ compose.Backend = (*SVG)(nil)

// num writes a length in mm, rounded to a thousandth.
func num(v float64) string { return strconv.FormatFloat(math.Round(v*1000)/1000, 'f', -1, 64) }

// BeginPage starts a new SVG document of w × h mm.
func (s *SVG) BeginPage(w, h float64, trim impose.Rect) {
	if s.err != nil {
		return
	}
	if s.open {
		s.err = errors.New("svg: a page begun inside a page")
		return
	}
	s.open = true
	s.cur.Reset()
	s.used = [2]map[rune]bool{{}, {}}
	s.head = fmt.Sprintf(svgRoot+`width="%smm" height="%smm" viewBox="0 0 %s %s">`, num(w), num(h), num(w), num(h))
	fmt.Fprintf(&s.cur, `<rect width="%s" height="%s" fill="#fff"/>`+"\n", num(w), num(h))
}

// PushClip opens a group clipped to r.
func (s *SVG) PushClip(r impose.Rect) {
	if s.err != nil {
		return
	}
	s.clipID++
	fmt.Fprintf(&s.cur, `<clipPath id="c%d"><rect x="%s" y="%s" width="%s" height="%s"/></clipPath><g clip-path="url(#c%d)">`+"\n",
		s.clipID, num(r.X), num(r.Y), num(r.W), num(r.H), s.clipID)
}

// PopClip closes the group of the last PushClip.
func (s *SVG) PopClip() {
	if s.err == nil {
		s.cur.WriteString("</g>\n")
	}
}

// grey writes a grey level, 0 black … 1 white, as an SVG colour.
func svgGrey(g *float64) string {
	if g == nil {
		return "none"
	}
	v := layout.Grey255(*g)
	return fmt.Sprintf("#%02x%02x%02x", v, v, v)
}

// paint writes the fill and stroke attributes of op.
func (s *SVG) paint(op *layout.Op) string {
	p := ` fill="` + svgGrey(op.Fill) + `"`
	if op.Stroke != nil {
		p += ` stroke="` + svgGrey(op.Stroke) + `" stroke-width="` + num(op.LineW) + `" stroke-linecap="round" stroke-linejoin="round"`
	}
	return p
}

// Draw writes one operation of the display list.
func (s *SVG) Draw(op *layout.Op, dx, dy float64) {
	if s.err != nil {
		return
	}
	x, y := op.X+dx, op.Y+dy
	b := &s.cur
	switch op.Kind {
	case layout.OpText:
		face := 0
		if op.Font == "bold" {
			face = 1
		}
		for _, r := range op.Text {
			s.used[face][r] = true
		}
		fill := 0.0
		if op.Fill != nil {
			fill = *op.Fill
		}
		fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" font-weight="%s" fill="%s">%s</text>`+"\n",
			num(x), num(y), num(op.Size*layout.PtToMM), weights[face], svgGrey(&fill), html.EscapeString(op.Text))
	case layout.OpRect:
		if op.Fill == nil && op.Stroke == nil {
			return
		}
		fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" rx="%s"%s/>`+"\n",
			num(x), num(y), num(op.W), num(op.H), num(op.Radius), s.paint(op))
	case layout.OpLine:
		if op.Stroke == nil {
			return
		}
		fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s"%s/>`+"\n", num(x), num(y), num(x+op.W), num(y+op.H), s.paint(op))
	case layout.OpPath:
		if len(op.Path) == 0 || op.Fill == nil && op.Stroke == nil {
			return
		}
		rule := ""
		if op.EvenOdd {
			rule = ` fill-rule="evenodd"`
		}
		fmt.Fprintf(b, `<path d="%s"%s%s/>`+"\n", svgPath(op.Path, dx, dy), rule, s.paint(op))
	case layout.OpQR:
		b.WriteString(`<path d="`)
		for _, r := range op.Runs {
			fmt.Fprintf(b, "M%s %sh%sv%sh-%sz", num(r.X+dx), num(r.Y+dy), num(r.W), num(r.H), num(r.W))
		}
		fmt.Fprintf(b, `" fill="%s"/>`+"\n", svgGrey(op.Fill))
	}
}

// svgPath writes path segments as SVG path data, moved by (dx, dy).
func svgPath(segs []shape.Seg, dx, dy float64) string {
	var b bytes.Buffer
	pt := func(p shape.Point) { fmt.Fprintf(&b, "%s %s ", num(p.X+dx), num(p.Y+dy)) }
	for _, sg := range segs {
		switch sg.Op {
		case 'M', 'L':
			b.WriteByte(sg.Op)
			pt(sg.P[0])
		case 'C':
			b.WriteByte('C')
			pt(sg.P[0])
			pt(sg.P[1])
			pt(sg.P[2])
		case 'Z':
			b.WriteString("Z ")
		}
	}
	return string(bytes.TrimSpace(b.Bytes()))
}

// EndPage closes the page's document, its style embedding the subsets of
// the fonts that its text needs.
func (s *SVG) EndPage() {
	if s.err != nil {
		return
	}
	style, err := s.style()
	if err != nil {
		s.err = err
		return
	}
	s.cur.WriteString("</svg>\n")
	page := make([]byte, 0, len(s.head)+len(style)+64+s.cur.Len())
	page = append(page, s.head...)
	page = append(page, "\n<style>"+style+svgText+"</style>\n"...)
	s.pages = append(s.pages, append(page, s.cur.Bytes()...))
	s.open = false
}

// Err returns the first error met.
func (s *SVG) Err() error { return s.err }

// Pages returns every page drawn so far, one SVG document each.
func (s *SVG) Pages() [][]byte { return s.pages }

// Finish writes the one page drawn; an SVG document holds one page, so a
// backend with several pages is read through Pages.
func (s *SVG) Finish(out io.Writer) error {
	switch {
	case s.err != nil:
		return s.err
	case len(s.pages) != 1:
		return fmt.Errorf("svg: %d pages; an SVG document holds one, read them with Pages", len(s.pages))
	}
	_, err := out.Write(s.pages[0])
	return err
}

// IsPage reports whether head, the first 512 bytes of a file (or all of a
// shorter one), begins as every page of this backend does, so that a card
// face crewcard wrote can be told from a file it must not replace.
func IsPage(head []byte) bool {
	return bytes.HasPrefix(head, []byte(svgRoot)) &&
		(bytes.Contains(head, []byte("\n<style>"+svgFont)) || bytes.Contains(head, []byte("\n<style>"+svgText)))
}
