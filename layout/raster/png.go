package raster

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"image/draw"
	"image/png"
	"io"
	"math"

	"golang.org/x/image/vector"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/pixel"
	"github.com/crewcard/crewcard/layout/shape"
)

// maxPixels bounds a PNG page, so that a sheet at a high resolution is
// refused instead of taking gigabytes: an A4 page at 1,200 dpi fits.
const maxPixels = 150_000_000

// PNG draws each page as a grey PNG image at a chosen resolution: the
// display list rasterised with golang.org/x/image/vector, the glyphs'
// outlines taken from the card fonts and set at the advances the font
// package measures with, so that text lands where the PDF puts it. It is
// the third Backend, beside PDF and SVG. A QR code's modules are snapped
// to whole pixels, so that they stay crisp; everything else is
// anti-aliased.
type PNG struct {
	dpi   float64
	k     float64           // pixels per mm
	faces [2]*glyphOutlines // regular, bold
	img   *image.Gray       // the page being drawn
	clips []image.Rectangle // the clip stack, pixels; the last one applies
	s     *scratch          // while a page is drawn
	pages [][]byte
	err   error
}

var _ compose.Backend = (*PNG)(nil)

// New starts a PNG backend that draws with the fonts of fs at dpi dots
// per inch.
func New(fs *font.Set, dpi float64) (*PNG, error) {
	if fs == nil || fs.Regular == nil || fs.Bold == nil {
		return nil, errors.New("png: no fonts")
	}
	if math.IsNaN(dpi) || dpi < pixel.MinDPI || dpi > pixel.MaxDPI {
		return nil, fmt.Errorf("png: %g dpi: want %d to %d", dpi, pixel.MinDPI, pixel.MaxDPI)
	}
	p := &PNG{dpi: dpi, k: dpi / 25.4}
	for i, f := range []*font.Font{fs.Regular, fs.Bold} {
		var err error
		if p.faces[i], err = outlinesOf(f); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// BeginPage starts a white page of w × h mm.
func (p *PNG) BeginPage(w, h float64, trim impose.Rect) {
	if p.err != nil {
		return
	}
	if p.img != nil {
		p.err = errors.New("png: a page begun inside a page")
		return
	}
	pw, ph := pixel.PageSize(w, h, p.dpi)
	if pw < 1 || ph < 1 || pw*ph > maxPixels {
		p.err = fmt.Errorf("png: a page of %g x %g mm is %d x %d pixels at %g dpi; lower the dpi", w, h, pw, ph, p.dpi)
		return
	}
	p.s = getScratch()
	p.img = &image.Gray{Pix: p.s.page(pw * ph), Stride: pw, Rect: image.Rect(0, 0, pw, ph)}
	p.clips = append(p.clips[:0], p.img.Rect)
}

// PushClip limits drawing to r (rounded to whole pixels) and the clips
// pushed before it.
func (p *PNG) PushClip(r impose.Rect) {
	if p.err != nil || p.img == nil {
		return
	}
	px := image.Rect(p.px(r.X), p.px(r.Y), p.px(r.Right()), p.px(r.Bottom()))
	p.clips = append(p.clips, px.Intersect(p.clip()))
}

// PopClip removes the last clip pushed.
func (p *PNG) PopClip() {
	if p.err == nil && len(p.clips) > 1 {
		p.clips = p.clips[:len(p.clips)-1]
	}
}

func (p *PNG) clip() image.Rectangle { return p.clips[len(p.clips)-1] }

// px converts mm to the nearest pixel edge.
func (p *PNG) px(mm float64) int { return int(math.Round(mm * p.k)) }

// Draw rasterises one operation of the display list.
func (p *PNG) Draw(op *layout.Op, dx, dy float64) {
	if p.err != nil {
		return
	}
	if p.img == nil {
		p.err = errors.New("png: drawing outside a page")
		return
	}
	x, y := op.X+dx, op.Y+dy
	switch op.Kind {
	case layout.OpText:
		p.text(op, x, y)
	case layout.OpRect:
		p.paint(op, rectPath(x, y, op.W, op.H, op.Radius), false)
	case layout.OpLine:
		p.paint(op, []shape.Seg{{Op: 'M', P: [3]shape.Point{{X: x, Y: y}}}, {Op: 'L', P: [3]shape.Point{{X: x + op.W, Y: y + op.H}}}}, true)
	case layout.OpPath:
		p.paint(op, moved(op.Path, dx, dy), false)
	case layout.OpQR:
		if op.Fill != nil {
			p.runs(op.Runs, dx, dy, layout.Grey255(*op.Fill))
		}
	}
}

// paint fills and then outlines a path in mm, as the PDF does; an open
// path (a line) is only outlined.
func (p *PNG) paint(op *layout.Op, segs []shape.Seg, open bool) {
	if op.Fill != nil && !open {
		polys := flatten(segs, p.k)
		if op.EvenOdd {
			p.fillEvenOdd(polys, layout.Grey255(*op.Fill))
		} else {
			p.fillPolys(polys, layout.Grey255(*op.Fill))
		}
	}
	if op.Stroke != nil && op.LineW > 0 {
		p.fillPolys(stroke(segs, p.k, op.LineW*p.k/2), layout.Grey255(*op.Stroke))
	}
}

// runs fills the QR code's dark runs, each edge on the nearest pixel edge,
// so that modules are crisp and neighbours meet without a seam.
func (p *PNG) runs(runs []impose.Rect, dx, dy float64, g int) {
	c := p.clip()
	for _, r := range runs {
		px := image.Rect(p.px(r.X+dx), p.px(r.Y+dy), p.px(r.X+dx+r.W), p.px(r.Y+dy+r.H)).Intersect(c)
		for y := px.Min.Y; y < px.Max.Y; y++ {
			row := p.img.Pix[y*p.img.Stride:]
			for x := px.Min.X; x < px.Max.X; x++ {
				row[x] = uint8(g)
			}
		}
	}
}

// text sets op's text with its baseline at (x, y) mm, each glyph at the
// advance Font.Width measures.
func (p *PNG) text(op *layout.Op, x, y float64) {
	face := p.faces[0]
	if op.Font == "bold" {
		face = p.faces[1]
	}
	f := face.font
	scale := op.Size * layout.PtToMM * p.k / f.UnitsPerEm() // pixels per design unit
	em := op.Size * layout.PtToMM * p.k
	pen := x * p.k
	var glyphs []placed
	for _, r := range op.Text {
		g := f.GlyphID(r)
		adv := f.Advance(g)
		glyphs = append(glyphs, placed{g, pen})
		pen += float64(adv) * scale
	}
	// A box generous enough for any glyph of the line: an em above the
	// baseline and below, half an em on either side.
	box := image.Rect(int(x*p.k-em/2), int(y*p.k-em-1), int(pen+em/2)+1, int(y*p.k+em)+1)
	r, ok := p.begin(box)
	if !ok {
		return
	}
	ox, oy := float64(r.Min.X), float64(r.Min.Y)
	for _, gl := range glyphs {
		segs, err := face.outline(gl.g)
		if err != nil {
			p.err = err
			return
		}
		addGlyph(&p.s.z, segs, gl.x-ox, y*p.k-oy, scale/64)
	}
	fill := 0
	if op.Fill != nil {
		fill = layout.Grey255(*op.Fill)
	}
	p.end(r, fill)
}

// placed is a glyph and the pixel column of its origin.
type placed struct {
	g uint16
	x float64
}

// bandPixels bounds the pixels a shape is rasterised in at once. The
// rasteriser keeps 9 bytes a pixel of a shape's box (its float
// accumulator, the coverage it accumulates to and our mask), so a card's
// background at 1,200 dpi, drawn whole, took over a gigabyte; drawn in
// bands of rows it takes about 36 MB, on top of the page's byte a pixel.
// Shapes under the bound, every shape at the resolutions most prints use,
// are drawn whole as before.
var bandPixels = 4 << 20

// bands calls draw for each band of whole rows of r, each at most
// bandPixels pixels (and at least one row), top to bottom.
func bands(r image.Rectangle, draw func(image.Rectangle)) {
	rows := r.Dy()
	if r.Dx()*r.Dy() > bandPixels {
		rows = max(1, bandPixels/r.Dx())
	}
	for y := r.Min.Y; y < r.Max.Y; y += rows {
		draw(image.Rect(r.Min.X, y, r.Max.X, min(y+rows, r.Max.Y)))
	}
}

// fillPolys fills polygons in pixels with the non-zero rule.
func (p *PNG) fillPolys(polys [][]vec, g int) {
	bands(bounds(polys).Intersect(p.clip()), func(band image.Rectangle) {
		r, ok := p.begin(band)
		if !ok {
			return
		}
		ox, oy := float32(r.Min.X), float32(r.Min.Y)
		for _, pl := range polys {
			p.s.z.MoveTo(float32(pl[0].x)-ox, float32(pl[0].y)-oy)
			for _, v := range pl[1:] {
				p.s.z.LineTo(float32(v.x)-ox, float32(v.y)-oy)
			}
			p.s.z.ClosePath()
		}
		p.end(r, g)
	})
}

// fillEvenOdd fills polygons in pixels with the even-odd rule.
func (p *PNG) fillEvenOdd(polys [][]vec, g int) {
	bands(bounds(polys).Intersect(p.clip()), func(r image.Rectangle) {
		if r.Empty() {
			return
		}
		p.s.mask.Rect = image.Rect(0, 0, r.Dx(), r.Dy())
		p.s.mask.Stride = r.Dx()
		p.s.mask.Pix = growZero(p.s.mask.Pix, r.Dx()*r.Dy())
		evenOdd(&p.s.mask, polys, float64(r.Min.X), float64(r.Min.Y))
		p.blend(r, g)
	})
}

// begin readies the rasteriser for a shape inside box, in page pixels,
// cut to the clip; ok is false when nothing of it is visible.
func (p *PNG) begin(box image.Rectangle) (image.Rectangle, bool) {
	r := box.Intersect(p.clip())
	if r.Empty() {
		return r, false
	}
	p.s.z.Reset(r.Dx(), r.Dy())
	return r, true
}

// end draws the shape the rasteriser holds into r with grey g.
func (p *PNG) end(r image.Rectangle, g int) {
	p.s.mask.Rect = image.Rect(0, 0, r.Dx(), r.Dy())
	p.s.mask.Stride = r.Dx()
	p.s.mask.Pix = growZero(p.s.mask.Pix, r.Dx()*r.Dy())
	p.s.z.DrawOp = draw.Src
	p.s.z.Draw(&p.s.mask, p.s.mask.Rect, image.Opaque, image.Point{})
	p.blend(r, g)
}

// blend lays grey g over the page inside r, through the mask's coverage.
func (p *PNG) blend(r image.Rectangle, g int) {
	for y := 0; y < r.Dy(); y++ {
		dst := p.img.Pix[(r.Min.Y+y)*p.img.Stride+r.Min.X:]
		src := p.s.mask.Pix[y*p.s.mask.Stride : y*p.s.mask.Stride+r.Dx()]
		for x, a := range src {
			if a != 0 {
				dst[x] = uint8((int(dst[x])*(255-int(a)) + g*int(a) + 127) / 255)
			}
		}
	}
}

// growZero returns b resized to n bytes, all zero.
func growZero(b []byte, n int) []byte {
	if cap(b) < n {
		return make([]byte, n)
	}
	b = b[:n]
	clear(b)
	return b
}

// EndPage encodes the page as a PNG file, with its resolution (pHYs) and
// crewcard named as its maker (a tEXt Software entry, see pixel.Software).
func (p *PNG) EndPage() {
	if p.err != nil {
		return
	}
	if p.img == nil {
		p.err = errors.New("png: a page ended before it began")
		return
	}
	var b bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&b, p.img); err != nil {
		p.err = fmt.Errorf("png: %w", err)
		return
	}
	p.pages = append(p.pages, withChunks(b.Bytes(), p.dpi))
	putScratch(p.s)
	p.img, p.s = nil, nil
}

// scratch is what drawing a page needs besides its pixels' PNG: the page's
// raster, the rasteriser and the mask. Pages reuse them, so that a batch
// of large pages does not leave a page's worth of garbage for each (125 MB
// a page at 1,200 dpi on the largest card).
type scratch struct {
	z    vector.Rasterizer
	mask image.Alpha // coverage of the shape being drawn
	pix  []byte      // the last page's raster
}

// spare keeps two scratches between pages, no more: a pool a core kept a
// large page's raster for each core, idle or not.
var spare = make(chan *scratch, 2)

func getScratch() *scratch {
	select {
	case s := <-spare:
		return s
	default:
		return new(scratch)
	}
}

func putScratch(s *scratch) {
	select {
	case spare <- s:
	default: // two are kept already: this one is garbage
	}
}

// page returns a white raster of n pixels, reusing the last one's memory.
func (s *scratch) page(n int) []byte {
	if cap(s.pix) < n {
		s.pix = make([]byte, n)
	}
	pix := s.pix[:n]
	for i := range pix {
		pix[i] = 0xff
	}
	return pix
}

// withChunks inserts a pHYs and a tEXt chunk after the IHDR chunk of an
// encoded PNG (the 8-byte signature and 25 bytes of IHDR).
func withChunks(doc []byte, dpi float64) []byte {
	const afterIHDR = 8 + 25
	ppm := uint32(math.Round(dpi / 0.0254))
	phys := binary.BigEndian.AppendUint32(binary.BigEndian.AppendUint32(nil, ppm), ppm)
	out := append([]byte(nil), doc[:afterIHDR]...)
	out = chunk(out, "pHYs", append(phys, 1)) // unit: the metre
	out = chunk(out, "tEXt", []byte("Software\x00"+pixel.Software))
	return append(out, doc[afterIHDR:]...)
}

// chunk appends a PNG chunk: length, type, data and CRC.
func chunk(b []byte, typ string, data []byte) []byte {
	b = binary.BigEndian.AppendUint32(b, uint32(len(data)))
	start := len(b)
	b = append(append(b, typ...), data...)
	return binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(b[start:]))
}

// Err returns the first error met.
func (p *PNG) Err() error { return p.err }

// Pages returns every page drawn so far, one PNG file each.
func (p *PNG) Pages() [][]byte { return p.pages }

// Finish writes the one page drawn; a PNG file holds one page, so a
// backend with several pages is read through Pages.
func (p *PNG) Finish(out io.Writer) error {
	switch {
	case p.err != nil:
		return p.err
	case len(p.pages) != 1:
		return fmt.Errorf("png: %d pages; a PNG file holds one, read them with Pages", len(p.pages))
	}
	_, err := out.Write(p.pages[0])
	return err
}
