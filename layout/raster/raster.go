// Package raster is the layout Backend that draws each page as a grey PNG
// image: the display list flattened and rasterised, the glyphs drawn from
// the card fonts' outlines.
package raster

import (
	"fmt"
	"image"
	"math"
	"slices"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/shape"
)

// The geometry the PNG backend rasterises: paths in mm flattened to
// polygons in pixels, outlines made into polygons, the even-odd rule, and
// glyph outlines read with golang.org/x/image/font/sfnt.

// vec is a point in pixels.
type vec struct{ x, y float64 }

// subpath is a flattened subpath: a polygon if closed, else a polyline.
type subpath struct {
	pts    []vec
	closed bool
}

// flattenPaths turns segments in mm into subpaths in pixels, k pixels a mm;
// curves become chords of about two pixels.
func flattenPaths(segs []shape.Seg, k float64) []subpath {
	var out []subpath
	var cur []vec
	end := func(closed bool) {
		if len(cur) > 0 {
			out = append(out, subpath{cur, closed})
		}
		cur = nil
	}
	px := func(p shape.Point) vec { return vec{p.X * k, p.Y * k} }
	for _, s := range segs {
		switch s.Op {
		case 'M':
			end(false)
			cur = []vec{px(s.P[0])}
		case 'L':
			cur = append(cur, px(s.P[0]))
		case 'C':
			if len(cur) == 0 {
				continue
			}
			a, b, c, d := cur[len(cur)-1], px(s.P[0]), px(s.P[1]), px(s.P[2])
			n := int(min((dist(a, b)+dist(b, c)+dist(c, d))/2+1, 200))
			for i := 1; i <= n; i++ {
				t := float64(i) / float64(n)
				u := 1 - t
				cur = append(cur, vec{
					u*u*u*a.x + 3*u*u*t*b.x + 3*u*t*t*c.x + t*t*t*d.x,
					u*u*u*a.y + 3*u*u*t*b.y + 3*u*t*t*c.y + t*t*t*d.y,
				})
			}
		case 'Z':
			start := cur
			end(true)
			if len(start) > 0 { // a path may go on from where it closed
				cur = []vec{start[0]}
			}
		}
	}
	if len(cur) > 1 {
		end(false)
	}
	return out
}

// flatten returns the polygons that filling segs covers: every subpath,
// closed or not, as a fill closes it.
func flatten(segs []shape.Seg, k float64) [][]vec {
	var polys [][]vec
	for _, sp := range flattenPaths(segs, k) {
		if len(sp.pts) > 2 {
			polys = append(polys, sp.pts)
		}
	}
	return polys
}

func dist(a, b vec) float64 { return math.Hypot(b.x-a.x, b.y-a.y) }

// stroke returns polygons covering the outline of segs, hw pixels either
// side of the path, with round joins and caps (as the PDF's line style
// says): a quadrilateral along each edge and a disc at each vertex, all
// wound the same way, so that the non-zero rule unites them.
func stroke(segs []shape.Seg, k, hw float64) [][]vec {
	var polys [][]vec
	for _, sp := range flattenPaths(segs, k) {
		pts := sp.pts
		if sp.closed && len(pts) > 1 {
			pts = append(slices.Clone(pts), pts[0])
		}
		for i, a := range pts {
			polys = append(polys, disc(a, hw))
			if i+1 == len(pts) {
				break
			}
			b := pts[i+1]
			l := dist(a, b)
			if l == 0 {
				continue
			}
			nx, ny := -(b.y-a.y)/l*hw, (b.x-a.x)/l*hw
			polys = append(polys, []vec{{a.x + nx, a.y + ny}, {b.x + nx, b.y + ny}, {b.x - nx, b.y - ny}, {a.x - nx, a.y - ny}})
		}
	}
	return polys
}

// disc returns a polygon of radius r around c, wound as stroke's
// quadrilaterals are (negative shoelace area).
func disc(c vec, r float64) []vec {
	n := int(min(max(8, 2*math.Pi*r), 64))
	pts := make([]vec, n)
	for i := range pts {
		a := -2 * math.Pi * float64(i) / float64(n)
		pts[i] = vec{c.x + r*math.Cos(a), c.y + r*math.Sin(a)}
	}
	return pts
}

// bounds returns the pixels that polys touch.
func bounds(polys [][]vec) image.Rectangle {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, pl := range polys {
		for _, v := range pl {
			minX, minY, maxX, maxY = min(minX, v.x), min(minY, v.y), max(maxX, v.x), max(maxY, v.y)
		}
	}
	if minX > maxX {
		return image.Rectangle{}
	}
	return image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY)))
}

// evenOddRows is how many rows a pixel is sampled at by evenOdd.
const evenOddRows = 16

// evenOdd writes into a the coverage of polys (page pixels; a's origin is
// the page's (ox, oy)) under the even-odd rule: each pixel row is sampled
// along evenOddRows lines, and each span inside the shape covers the
// pixels it crosses by the exact fraction it crosses.
func evenOdd(a *image.Alpha, polys [][]vec, ox, oy float64) {
	w, h := a.Rect.Dx(), a.Rect.Dy()
	cov := make([]float64, w)
	var xs []float64
	for y := 0; y < h; y++ {
		clear(cov)
		for s := 0; s < evenOddRows; s++ {
			sy := oy + float64(y) + (float64(s)+0.5)/evenOddRows
			xs = xs[:0]
			for _, pl := range polys {
				for i, p := range pl {
					q := pl[(i+1)%len(pl)]
					if (p.y <= sy) != (q.y <= sy) {
						xs = append(xs, p.x+(sy-p.y)/(q.y-p.y)*(q.x-p.x)-ox)
					}
				}
			}
			slices.Sort(xs)
			for i := 0; i+1 < len(xs); i += 2 {
				span(cov, xs[i], xs[i+1], 1.0/evenOddRows)
			}
		}
		for x, c := range cov {
			a.Pix[y*a.Stride+x] = uint8(min(c, 1)*255 + 0.5)
		}
	}
}

// span adds wt times the part of each pixel that [x0, x1) covers.
func span(cov []float64, x0, x1, wt float64) {
	x0, x1 = max(x0, 0), min(x1, float64(len(cov)))
	if x0 >= x1 {
		return
	}
	i0, i1 := int(x0), int(x1)
	if i0 == i1 {
		cov[i0] += (x1 - x0) * wt
		return
	}
	cov[i0] += (float64(i0+1) - x0) * wt
	for i := i0 + 1; i < i1; i++ {
		cov[i] += wt
	}
	if i1 < len(cov) {
		cov[i1] += (x1 - float64(i1)) * wt
	}
}

// rectPath returns a rectangle as a closed path, its corners rounded to
// radius r (at most half the shorter side) with the same cubic arcs as a
// circle's.
func rectPath(x, y, w, h, r float64) []shape.Seg {
	r = min(r, w/2, h/2)
	if r <= 0 {
		return []shape.Seg{{Op: 'M', P: [3]shape.Point{{X: x, Y: y}}}, {Op: 'L', P: [3]shape.Point{{X: x + w, Y: y}}},
			{Op: 'L', P: [3]shape.Point{{X: x + w, Y: y + h}}}, {Op: 'L', P: [3]shape.Point{{X: x, Y: y + h}}}, {Op: 'Z'}}
	}
	c := 0.5523 * r
	x1, y1 := x+w, y+h
	return []shape.Seg{
		{Op: 'M', P: [3]shape.Point{{X: x + r, Y: y}}},
		{Op: 'L', P: [3]shape.Point{{X: x1 - r, Y: y}}},
		{Op: 'C', P: [3]shape.Point{{X: x1 - r + c, Y: y}, {X: x1, Y: y + r - c}, {X: x1, Y: y + r}}},
		{Op: 'L', P: [3]shape.Point{{X: x1, Y: y1 - r}}},
		{Op: 'C', P: [3]shape.Point{{X: x1, Y: y1 - r + c}, {X: x1 - r + c, Y: y1}, {X: x1 - r, Y: y1}}},
		{Op: 'L', P: [3]shape.Point{{X: x + r, Y: y1}}},
		{Op: 'C', P: [3]shape.Point{{X: x + r - c, Y: y1}, {X: x, Y: y1 - r + c}, {X: x, Y: y1 - r}}},
		{Op: 'L', P: [3]shape.Point{{X: x, Y: y + r}}},
		{Op: 'C', P: [3]shape.Point{{X: x, Y: y + r - c}, {X: x + r - c, Y: y}, {X: x + r, Y: y}}},
		{Op: 'Z'},
	}
}

// moved returns segs moved right by dx and down by dy, mm.
func moved(segs []shape.Seg, dx, dy float64) []shape.Seg {
	out := make([]shape.Seg, len(segs))
	for i, s := range segs {
		for j := range s.P {
			s.P[j].X += dx
			s.P[j].Y += dy
		}
		out[i] = s
	}
	return out
}

// glyphOutlines reads glyph outlines from one font, each once.
type glyphOutlines struct {
	font *font.Font
	sf   *sfnt.Font
	buf  sfnt.Buffer
	segs map[uint16][]sfnt.Segment // in 1/64 design units, y down
}

func outlinesOf(f *font.Font) (*glyphOutlines, error) {
	sf, err := sfnt.Parse(f.Data)
	if err != nil {
		return nil, fmt.Errorf("png: font %s: %v", f.Name, err)
	}
	return &glyphOutlines{font: f, sf: sf, segs: map[uint16][]sfnt.Segment{}}, nil
}

// outline returns glyph g's outline in 1/64 design units, y down.
func (o *glyphOutlines) outline(g uint16) ([]sfnt.Segment, error) {
	if s, ok := o.segs[g]; ok {
		return s, nil
	}
	s, err := o.sf.LoadGlyph(&o.buf, sfnt.GlyphIndex(g), fixed.Int26_6(o.font.UnitsPerEm()*64), nil)
	if err != nil {
		return nil, fmt.Errorf("png: font %s: glyph %d: %v", o.font.Name, g, err)
	}
	s = slices.Clone(s)
	o.segs[g] = s
	return s, nil
}

// addGlyph adds an outline to z, its origin at (ox, oy) pixels, s pixels
// a unit of the outline.
func addGlyph(z *vector.Rasterizer, segs []sfnt.Segment, ox, oy, s float64) {
	pt := func(p fixed.Point26_6) (float32, float32) {
		return float32(ox + float64(p.X)*s), float32(oy + float64(p.Y)*s)
	}
	open := false
	for _, sg := range segs {
		switch sg.Op {
		case sfnt.SegmentOpMoveTo:
			if open {
				z.ClosePath()
			}
			z.MoveTo(pt(sg.Args[0]))
			open = true
		case sfnt.SegmentOpLineTo:
			z.LineTo(pt(sg.Args[0]))
		case sfnt.SegmentOpQuadTo:
			bx, by := pt(sg.Args[0])
			cx, cy := pt(sg.Args[1])
			z.QuadTo(bx, by, cx, cy)
		case sfnt.SegmentOpCubeTo:
			bx, by := pt(sg.Args[0])
			cx, cy := pt(sg.Args[1])
			dx, dy := pt(sg.Args[2])
			z.CubeTo(bx, by, cx, cy, dx, dy)
		}
	}
	if open {
		z.ClosePath()
	}
}
