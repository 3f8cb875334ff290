package cardtest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image"
	"image/jpeg"
	"math"
	"strings"
)

// A Capture is one way a phone's camera spoils a printed card: it takes a
// card face rasterised in grey and returns the picture a decoder gets. Every
// capture is deterministic: fixed parameters, no randomness.
type Capture struct {
	Name string
	Take func(*image.Gray) (*image.Gray, error)
}

// The phone-capture trial's parameters, in pixels of the card's raster
// (at 150 dpi a pixel is 0.17 mm).
const (
	captureMargin = 24   // the table around the card, px
	captureTable  = 150  // the table's grey
	jpegQuality   = 60   // a phone's or a messenger's JPEG
	rotateDegrees = 4.0  // a card held a little askew
	keystone      = 0.06 // the far edge 6 % narrower than the near one: a phone not held flat
	lightFar      = 0.55 // the light falls to 55 % across the card, corner to corner
	spreadPixels  = 2    // ink spread: a 2 x 2 min filter grows dark by one pixel
)

// The blurs: a defocused picture alone, a box blur of 2 pixels applied
// four times (a Gaussian of σ = 1 px, 0.17 mm at 150 dpi); in the combined
// capture, where rotation and keystone soften the picture too, twice
// (σ ≈ 0.7 px, 0.12 mm).
var (
	blurKernel     = []int{1, 4, 6, 4, 1}
	combinedKernel = []int{1, 2, 1}
)

// Captures are the phone-capture trial's conditions: the face as
// rasterised (on its table), then blur, JPEG, rotation, keystone, uneven
// light and ink spread alone, then blur, JPEG, rotation, keystone and
// uneven light at once, in the order a card meets them (held, lit,
// focused, compressed). Ink spread, a fault of the print rather than of
// the capture, is tried alone.
var Captures = []Capture{
	{"clean", func(g *image.Gray) (*image.Gray, error) { return Pad(g, captureMargin, captureTable), nil }},
	{"blur", func(g *image.Gray) (*image.Gray, error) {
		return Blur(Pad(g, captureMargin, captureTable), blurKernel), nil
	}},
	{"jpeg", func(g *image.Gray) (*image.Gray, error) {
		return JPEG(Pad(g, captureMargin, captureTable), jpegQuality)
	}},
	{"rotation", func(g *image.Gray) (*image.Gray, error) {
		return Rotate(Pad(g, captureMargin, captureTable), rotateDegrees, captureTable), nil
	}},
	{"keystone", func(g *image.Gray) (*image.Gray, error) {
		return Keystone(Pad(g, captureMargin, captureTable), keystone, captureTable), nil
	}},
	{"light", func(g *image.Gray) (*image.Gray, error) {
		return Light(Pad(g, captureMargin, captureTable), lightFar), nil
	}},
	{"ink spread", func(g *image.Gray) (*image.Gray, error) {
		return Pad(MinFilter(g, spreadPixels), captureMargin, captureTable), nil
	}},
	{"combined", func(g *image.Gray) (*image.Gray, error) {
		p := Keystone(Rotate(Pad(g, captureMargin, captureTable), rotateDegrees, captureTable), keystone, captureTable)
		return JPEG(Blur(Light(p, lightFar), combinedKernel), jpegQuality)
	}},
}

// Pad returns g centred on a border of margin pixels of grey bg.
func Pad(g *image.Gray, margin int, bg uint8) *image.Gray {
	b := g.Bounds()
	out := image.NewGray(image.Rect(0, 0, b.Dx()+2*margin, b.Dy()+2*margin))
	for i := range out.Pix {
		out.Pix[i] = bg
	}
	for y := 0; y < b.Dy(); y++ {
		copy(out.Pix[(y+margin)*out.Stride+margin:], g.Pix[g.PixOffset(b.Min.X, b.Min.Y+y):][:b.Dx()])
	}
	return out
}

// Blur returns g convolved with the separable kernel k (odd length,
// weights), across then down, the edges repeated beyond the picture.
func Blur(g *image.Gray, k []int) *image.Gray {
	src := Pad(g, 0, 0)
	w, h := src.Bounds().Dx(), src.Bounds().Dy()
	r, sum := len(k)/2, 0
	for _, v := range k {
		sum += v
	}
	pass := func(p *image.Gray, dx, dy int) *image.Gray {
		out := image.NewGray(image.Rect(0, 0, w, h))
		for y := range h {
			for x := range w {
				s := 0
				for i, v := range k {
					sx, sy := min(max(x+(i-r)*dx, 0), w-1), min(max(y+(i-r)*dy, 0), h-1)
					s += v * int(p.Pix[sy*p.Stride+sx])
				}
				out.Pix[y*out.Stride+x] = uint8((s + sum/2) / sum)
			}
		}
		return out
	}
	return pass(pass(src, 1, 0), 0, 1)
}

// MinFilter returns g with each pixel the darkest of the k x k square whose
// top-left corner it is: dark areas grow by k-1 pixels across and down, as
// ink spreads into paper.
func MinFilter(g *image.Gray, k int) *image.Gray {
	src := Pad(g, 0, 0)
	w, h := src.Bounds().Dx(), src.Bounds().Dy()
	out := image.NewGray(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			v := uint8(255)
			for dy := range k {
				for dx := range k {
					// The square reaches up and left, so a dark pixel
					// darkens the k-1 pixels right of and below it.
					sx, sy := x-dx, y-dy
					if sx >= 0 && sy >= 0 {
						v = min(v, src.Pix[sy*src.Stride+sx])
					}
				}
			}
			out.Pix[y*out.Stride+x] = v
		}
	}
	return out
}

// JPEG returns g as a JPEG of quality q decodes.
func JPEG(g *image.Gray, q int) (*image.Gray, error) {
	var b bytes.Buffer
	if err := jpeg.Encode(&b, g, &jpeg.Options{Quality: q}); err != nil {
		return nil, err
	}
	img, err := jpeg.Decode(&b)
	if err != nil {
		return nil, err
	}
	out, ok := img.(*image.Gray)
	if !ok {
		return nil, fmt.Errorf("a grey JPEG decodes to %T", img)
	}
	return out, nil
}

// Rotate returns g turned by deg degrees about its centre, on the same
// canvas, sampled bilinearly; what comes in from outside is bg.
func Rotate(g *image.Gray, deg float64, bg uint8) *image.Gray {
	sin, cos := math.Sincos(deg * math.Pi / 180)
	w, h := float64(g.Bounds().Dx()), float64(g.Bounds().Dy())
	cx, cy := w/2, h/2
	return warp(g, bg, func(x, y float64) (float64, float64) {
		dx, dy := x-cx, y-cy
		return cx + cos*dx + sin*dy, cy - sin*dx + cos*dy
	})
}

// Keystone returns g as a camera tilted about its horizontal axis sees it:
// a perspective warp that makes the top edge k wider than the bottom one,
// relative to the picture's width, and the top half taller than the
// bottom; what comes in from outside is bg.
func Keystone(g *image.Gray, k float64, bg uint8) *image.Gray {
	w, h := float64(g.Bounds().Dx()), float64(g.Bounds().Dy())
	cx, cy := w/2, h/2
	// The card's point (x, y) is seen at c + (p - c)/d, d = 1 + k(y-cy)/h:
	// a homography. Its inverse gives the card's point of each pixel.
	return warp(g, bg, func(x, y float64) (float64, float64) {
		t := (y - cy) / (1 - k*(y-cy)/h)
		d := 1 + k*t/h
		return cx + (x-cx)*d, cy + t
	})
}

// warp returns the picture whose pixel (x, y) is g sampled bilinearly at
// src(x, y), pixel centres at half-integers; outside g is bg.
func warp(g *image.Gray, bg uint8, src func(x, y float64) (float64, float64)) *image.Gray {
	w, h := g.Bounds().Dx(), g.Bounds().Dy()
	g = Pad(g, 0, 0)
	at := func(x, y int) float64 {
		if x < 0 || y < 0 || x >= w || y >= h {
			return float64(bg)
		}
		return float64(g.Pix[y*g.Stride+x])
	}
	out := image.NewGray(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			sx, sy := src(float64(x)+0.5, float64(y)+0.5)
			sx, sy = sx-0.5, sy-0.5
			x0, y0 := math.Floor(sx), math.Floor(sy)
			fx, fy := sx-x0, sy-y0
			ix, iy := int(x0), int(y0)
			v := (at(ix, iy)*(1-fx)+at(ix+1, iy)*fx)*(1-fy) + (at(ix, iy+1)*(1-fx)+at(ix+1, iy+1)*fx)*fy
			out.Pix[y*out.Stride+x] = uint8(math.Round(v))
		}
	}
	return out
}

// Light returns g lit unevenly: full light at the top-left corner, falling
// evenly to the fraction far of it at the bottom-right.
func Light(g *image.Gray, far float64) *image.Gray {
	src := Pad(g, 0, 0)
	w, h := src.Bounds().Dx(), src.Bounds().Dy()
	out := image.NewGray(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			f := 1 - (1-far)*(float64(x)/float64(w-1)+float64(y)/float64(h-1))/2
			out.Pix[y*out.Stride+x] = uint8(math.Round(float64(src.Pix[y*src.Stride+x]) * f))
		}
	}
	return out
}

// DecodeFiles returns the QR payloads decoder ("zbarimg" or
// "ZXingReader") finds in each of the PNG files pngs, by file, running the
// decoder once for them all: its start costs more than a card's decoding.
func DecodeFiles(decoder string, pngs []string) (map[string][]string, error) {
	found := map[string][]string{}
	switch decoder {
	case "zbarimg":
		out, err := Output("zbarimg", append([]string{"--xml", "-Sdisable", "-Sqr.enable"}, pngs...)...)
		if err != nil && !noCode(err) {
			return nil, err
		}
		var doc struct {
			Sources []struct {
				Href string   `xml:"href,attr"`
				Data []string `xml:"index>symbol>data"`
			} `xml:"source"`
		}
		if err := xml.Unmarshal([]byte(out), &doc); err != nil {
			return nil, fmt.Errorf("zbarimg --xml: %v", err)
		}
		for _, s := range doc.Sources {
			found[s.Href] = append(found[s.Href], s.Data...)
		}
	case "ZXingReader":
		// -1: a line a code, or a line "None" for a file without one:
		// the file, the format, the text quoted (non-graphic characters
		// escaped in angle brackets; a link has none).
		out, err := Output("ZXingReader", append([]string{"-1", "-format", "QRCode"}, pngs...)...)
		if err != nil {
			return nil, err
		}
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			file, rest, _ := strings.Cut(l, " ")
			if text, ok := strings.CutPrefix(rest, "QRCode "); ok {
				found[file] = append(found[file], strings.TrimSuffix(strings.TrimPrefix(text, `"`), `"`))
			}
		}
	default:
		return nil, fmt.Errorf("unknown decoder %q", decoder)
	}
	return found, nil
}
