package raster_test

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/draw"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/layout/pixel"
	"github.com/crewcard/crewcard/layout/raster"
)

// needTool returns the path of a command-line tool, skipping the test when
// it is missing, except under CI=true, where the test fails.
func needTool(t *testing.T, name, pkg string) string {
	t.Helper()
	return needs.Program(t, name, "apt-get install "+pkg)
}

// cardPages plans a crew card face from the test view.
func cardPages(t *testing.T, face string, v layout.View, lowInk bool) []layout.Page {
	t.Helper()
	pages, err := layout.Plan(layouttest.Template(t, face), v, layout.Options{Fonts: layouttest.Fonts(t), Icons: layouttest.Icons(t), LowInk: lowInk})
	if err != nil {
		t.Fatal(err)
	}
	return pages
}

// drawPNG draws pg as a card page at dpi and decodes the file.
func drawPNG(t *testing.T, pg layout.Page, bleed bool, dpi float64) ([]byte, *image.Gray) {
	t.Helper()
	b, err := raster.New(layouttest.Fonts(t), dpi)
	if err != nil {
		t.Fatal(err)
	}
	w := compose.NewWriter(b)
	if err := w.AddCard(pg, bleed); err != nil {
		t.Fatal(err)
	}
	doc, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	return doc, decodeGray(t, doc)
}

func decodeGray(t *testing.T, doc []byte) *image.Gray {
	t.Helper()
	im, err := png.Decode(bytes.NewReader(doc))
	if err != nil {
		t.Fatalf("the PNG does not decode: %v", err)
	}
	g := image.NewGray(im.Bounds())
	draw.Draw(g, g.Rect, im, im.Bounds().Min, draw.Src)
	return g
}

// TestPNGSize: a page is the card's size (with its bleed when asked) at
// the resolution asked for, each side rounded to the nearest pixel, and
// says its resolution (pHYs) and its maker (tEXt).
func TestPNGSize(t *testing.T) {
	pg := cardPages(t, "crew-back", layouttest.MinimalView(), false)[0]
	for _, tc := range []struct {
		dpi   float64
		bleed bool
		w, h  int
	}{
		{300, false, 815, 1110}, // 69 x 94 mm: 814.96 x 1110.2
		{300, true, 886, 1181},  // 75 x 100 mm
		{150, false, 407, 555},
		{72, false, 196, 266},
		{600, false, 1630, 2220},
	} {
		doc, img := drawPNG(t, pg, tc.bleed, tc.dpi)
		if got := img.Bounds().Size(); got != image.Pt(tc.w, tc.h) {
			t.Errorf("%g dpi, bleed %v: %v pixels, want %dx%d", tc.dpi, tc.bleed, got, tc.w, tc.h)
		}
		if w, h := pixel.PageSize(pg.W, pg.H, tc.dpi); !tc.bleed && (w != tc.w || h != tc.h) {
			t.Errorf("PageSize(%g dpi) = %dx%d, want %dx%d", tc.dpi, w, h, tc.w, tc.h)
		}
		i := bytes.Index(doc, []byte("pHYs"))
		if i < 0 || len(doc) < i+13 {
			t.Fatalf("%g dpi: no pHYs chunk", tc.dpi)
		}
		ppm := binary.BigEndian.Uint32(doc[i+4:])
		if want := uint32(tc.dpi/0.0254 + 0.5); ppm != want || doc[i+12] != 1 {
			t.Errorf("%g dpi: pHYs %d per unit %d, want %d per metre", tc.dpi, ppm, doc[i+12], want)
		}
		if !pixel.IsPage(doc[:min(len(doc), 512)]) {
			t.Errorf("%g dpi: IsPage is false for a page of the PNG backend", tc.dpi)
		}
	}
}

// TestPNGErrors: a resolution out of range, a page too large, several
// pages through Finish and drawing outside a page are errors that say so.
func TestPNGErrors(t *testing.T) {
	fs := layouttest.Fonts(t)
	for _, dpi := range []float64{0, 49, 1201} {
		if _, err := raster.New(fs, dpi); err == nil || !strings.Contains(err.Error(), "want 50 to 1200") {
			t.Errorf("NewPNG(%g dpi) = %v, want the range", dpi, err)
		}
	}
	p, err := raster.New(fs, 1200)
	if err != nil {
		t.Fatal(err)
	}
	p.BeginPage(420, 594, impose.Rect{W: 420, H: 594}) // A2
	if err := p.Err(); err == nil || !strings.Contains(err.Error(), "lower the dpi") {
		t.Errorf("an A2 page at 1,200 dpi: %v, want advice to lower the dpi", err)
	}
	p, _ = raster.New(fs, 100)
	p.Draw(&layout.Op{Kind: layout.OpRect, W: 1, H: 1, Fill: new(float64)}, 0, 0)
	if p.Err() == nil {
		t.Error("drawing before BeginPage is no error")
	}
	p, _ = raster.New(fs, 100)
	for range 2 {
		p.BeginPage(10, 10, impose.Rect{W: 10, H: 10})
		p.EndPage()
	}
	if err := p.Finish(&bytes.Buffer{}); err == nil || len(p.Pages()) != 2 {
		t.Errorf("Finish of %d pages = %v, want an error pointing to Pages", len(p.Pages()), err)
	}
}

// TestPNGQR: zbar reads the QR code of the PNG page, at 300 dpi and at
// 150, and finds the card's link.
func TestPNGQR(t *testing.T) {
	zbar := needTool(t, "zbarimg", "zbar-tools")
	pg := cardPages(t, "crew-front", layouttest.FullView(), false)[0]
	for _, dpi := range []float64{300, 150} {
		doc, _ := drawPNG(t, pg, true, dpi)
		path := filepath.Join(t.TempDir(), "card.png")
		if err := os.WriteFile(path, doc, 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(zbar, "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", path).Output()
		if err != nil {
			t.Fatalf("%g dpi: zbarimg found no QR code: %v", dpi, err)
		}
		if got := strings.TrimSpace(string(out)); got != pg.QR.Payload {
			t.Errorf("%g dpi: zbarimg read %q, want the card's link %q", dpi, got, pg.QR.Payload)
		}
	}
}

// modules reports whether every pixel of the QR code's modules is black or
// white: modules are snapped to the pixel grid, not anti-aliased.
func TestPNGQRCrisp(t *testing.T) {
	pg := cardPages(t, "crew-front", layouttest.FullView(), false)[0]
	var qr layout.Op
	for _, op := range pg.Ops {
		if op.Kind == layout.OpQR {
			qr = op
		}
	}
	_, img := drawPNG(t, pg, false, 300)
	k := 300 / 25.4
	r := image.Rect(int(qr.X*k)+2, int(qr.Y*k)+2, int((qr.X+qr.W)*k)-2, int((qr.Y+qr.H)*k)-2)
	grey := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if v := img.GrayAt(x, y).Y; v != 0 && v != 255 {
				grey++
			}
		}
	}
	if grey > 0 || r.Dx() < 100 {
		t.Errorf("%d grey pixels in the QR code's %v; want black and white modules", grey, r)
	}
}
