package cardtest

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// PageTexts returns the text of each page of pdf, by pdftotext.
func PageTexts(t testing.TB, pdf string) []string {
	t.Helper()
	pages := strings.Split(Run(t, "pdftotext", pdf, "-"), "\f")
	if n := len(pages); n > 0 && strings.TrimSpace(pages[n-1]) == "" {
		pages = pages[:n-1]
	}
	return pages
}

// RasterPage renders one page of pdf in grey at dpi. It reads pdftoppm's
// uncompressed PGM, which is much faster to write and read than PNG.
func RasterPage(t testing.TB, pdf string, page, dpi int) *image.Gray {
	t.Helper()
	prefix := filepath.Join(t.TempDir(), "r")
	Run(t, "pdftoppm", "-r", strconv.Itoa(dpi), "-gray", "-f", strconv.Itoa(page), "-l", strconv.Itoa(page), "-singlefile", pdf, prefix)
	b, err := os.ReadFile(prefix + ".pgm")
	if err != nil {
		t.Fatal(err)
	}
	r := bytes.NewReader(b)
	var magic string
	var w, h, maxval int
	if _, err := fmt.Fscan(r, &magic, &w, &h, &maxval); err != nil || magic != "P5" || maxval != 255 {
		t.Fatalf("pdftoppm wrote no 8-bit PGM: %q %d %d %d %v", magic, w, h, maxval, err)
	}
	r.ReadByte() // the one whitespace before the samples
	pix := b[len(b)-r.Len():]
	if len(pix) != w*h {
		t.Fatalf("PGM of %d x %d has %d samples", w, h, len(pix))
	}
	return &image.Gray{Pix: pix, Stride: w, Rect: image.Rect(0, 0, w, h)}
}

// Reader is one way of reading a PDF's QR codes: a rasteriser at a
// resolution, then a decoder.
type Reader struct {
	Raster  string // "pdftoppm" (poppler, anti-aliased) or "gs" (Ghostscript, not anti-aliased by default)
	DPI     int
	Decoder string // "zbarimg" (zbar) or "ZXingReader" (ZXing)
}

func (r Reader) String() string { return fmt.Sprintf("%ddpi/%s/%s", r.DPI, r.Raster, r.Decoder) }

// Readers are the readings every card's QR code must survive: zbar and
// ZXing on poppler's renderings at 300 and 150 dpi, and on Ghostscript's
// at 150 dpi, whose modules come out 2 or 3 pixels wide with no grey
// between them.
var Readers = []Reader{
	{"pdftoppm", 300, "zbarimg"}, {"pdftoppm", 300, "ZXingReader"},
	{"pdftoppm", 150, "zbarimg"}, {"pdftoppm", 150, "ZXingReader"},
	{"gs", 150, "zbarimg"}, {"gs", 150, "ZXingReader"},
}

// ScanPages rasterises each of the n pages of pdf at dpi in grey with
// pdftoppm and returns what zbarimg decodes on each.
func ScanPages(t testing.TB, pdf string, dpi, n int) [][]string {
	t.Helper()
	return ReadPages(t, pdf, t.TempDir(), Reader{"pdftoppm", dpi, "zbarimg"}, n)
}

// ScanPage rasterises page p with pdftoppm into dir and returns the QR
// payloads zbarimg finds.
func ScanPage(pdf, dir string, dpi, p int) ([]string, error) {
	return ReadPage(pdf, dir, Reader{"pdftoppm", dpi, "zbarimg"}, p)
}

// ReadPages reads the QR codes of each of the n pages of pdf as r says,
// one page at a time on every core, keeping the rasters in dir for the
// next reader of the same rendering.
func ReadPages(t testing.TB, pdf, dir string, r Reader, n int) [][]string {
	t.Helper()
	found := make([][]string, n)
	errs := make([]error, n)
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(runtime.NumCPU(), n); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				found[i], errs[i] = ReadPage(pdf, dir, r, i+1)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	return found
}

// ReadPage rasterises page p of pdf in grey, unless dir holds that
// rendering already, and returns the QR payloads the decoder finds.
func ReadPage(pdf, dir string, r Reader, p int) ([]string, error) {
	png := filepath.Join(dir, fmt.Sprintf("%s-%d-page-%d.png", r.Raster, r.DPI, p))
	if _, err := os.Stat(png); err != nil {
		if err := Rasterise(pdf, png, r.Raster, r.DPI, p); err != nil {
			return nil, err
		}
	}
	found, err := DecodeFiles(r.Decoder, []string{png})
	return found[png], err
}

// Rasterise renders page p of pdf at dpi in grey into the PNG file png,
// with raster: pdftoppm, or Ghostscript with its defaults (no
// anti-aliasing).
func Rasterise(pdf, png, raster string, dpi, p int) error {
	page, res := strconv.Itoa(p), strconv.Itoa(dpi)
	var err error
	switch raster {
	case "pdftoppm":
		_, err = Output("pdftoppm", "-r", res, "-gray", "-png", "-f", page, "-l", page, "-singlefile", pdf, strings.TrimSuffix(png, ".png"))
	case "gs":
		_, err = Output("gs", "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=pnggray", "-r"+res,
			"-dFirstPage="+page, "-dLastPage="+page, "-sOutputFile="+png, pdf)
	default:
		err = fmt.Errorf("unknown rasteriser %q", raster)
	}
	return err
}
