package svg_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"image"
	"image/png"
	"os"
	"regexp"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/layout/pixel"
	"github.com/crewcard/crewcard/layout/raster"
	"github.com/crewcard/crewcard/layout/svg"
)

const chromium = "/usr/bin/chromium"

// shotDPI is the resolution the browser and the PNG backend draw the face at.
const shotDPI = 300

// drawCard draws a planned page through a backend and returns its bytes.
func drawCard(t *testing.T, b compose.Backend, pg layout.Page) []byte {
	t.Helper()
	w := compose.NewWriter(b)
	if err := w.AddCard(pg, true); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := w.Write(&out); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// wholeFonts returns doc with its @font-face rules embedding the whole
// fonts of fs, as every face did before it embedded subsets.
func wholeFonts(doc []byte, fs *font.Set) []byte {
	data := map[string][]byte{"normal": fs.Regular.Data, "bold": fs.Bold.Data}
	return embedded.ReplaceAllFunc(doc, func(rule []byte) []byte {
		w := string(embedded.FindSubmatch(rule)[1])
		return fmt.Appendf(nil, "@font-face{font-family:card;font-weight:%s;src:url(data:font/ttf;base64,%s)format('truetype')}",
			w, base64.StdEncoding.EncodeToString(data[w]))
	})
}

// textless returns doc without its text elements: the card as it would be
// if no glyph were drawn.
func textless(doc []byte) []byte {
	return regexp.MustCompile(`<text [^>]*>[^<]*</text>\n`).ReplaceAll(doc, nil)
}

// browserShots draws each SVG document in chromium as an image of w × h px
// and returns the pixels.
func browserShots(t *testing.T, w, h int, docs ...[]byte) []*image.Gray {
	t.Helper()
	var js []string
	for _, doc := range docs {
		js = append(js, fmt.Sprintf(`const img = document.createElement("img");
			img.id = "face0"; img.style.display = "block"; img.width = %d; img.height = %d;
			img.src = %q;
			document.body.append(img);
			await img.decode();`, w, h, "data:image/svg+xml;base64,"+base64.StdEncoding.EncodeToString(doc)))
	}
	return pageShots(t, w, h, 1, js...)
}

// pageShots runs each script in a blank page of chromium, w × h px a
// shot, and returns shots of the elements face0, face1, … it makes.
func pageShots(t *testing.T, w, h, shotsAPage int, scripts ...string) []*image.Gray {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium),
		chromedp.NoSandbox, chromedp.DisableGPU, chromedp.Flag("disable-component-update", true))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	ctx, cancelTime := context.WithTimeout(ctx, 2*time.Minute)
	defer cancelTime()
	var out []*image.Gray
	for i, script := range scripts {
		err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(w), int64(h)), chromedp.Navigate("about:blank"))
		if err == nil {
			_, err = chromedp.Run(ctx, chromedp.Evaluate[bool](`(async () => {
				document.body.style.margin = "0";
				`+script+`
				await document.fonts.ready;
				await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
				return true;
			})()`, chromedp.EvalAwaitPromise))
		}
		for k := 0; k < shotsAPage && err == nil; k++ {
			var shot []byte
			if shot, err = chromedp.Run(ctx, chromedp.Screenshot(chromedp.ID(fmt.Sprintf("face%d", k)))); err == nil {
				out = append(out, grey(t, shot))
			}
		}
		if err != nil {
			t.Fatalf("chromium drawing page %d: %v", i, err)
		}
	}
	return out
}

// grey decodes a PNG as grey levels.
func grey(t *testing.T, b []byte) *image.Gray {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	g := image.NewGray(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			g.Set(x, y, img.At(x, y))
		}
	}
	return g
}

// differ counts the pixels whose grey levels differ by more than a
// quarter of the range between a and b, drawn at the same size.
func differ(t *testing.T, a, b *image.Gray) int {
	t.Helper()
	if a.Bounds().Size() != b.Bounds().Size() {
		t.Fatalf("images of %v and %v px", a.Bounds().Size(), b.Bounds().Size())
	}
	n := 0
	for y := 0; y < a.Bounds().Dy(); y++ {
		for x := 0; x < a.Bounds().Dx(); x++ {
			d := int(a.Pix[y*a.Stride+x]) - int(b.Pix[y*b.Stride+x])
			if d > 64 || d < -64 {
				n++
			}
		}
	}
	return n
}

// TestBrowserDrawsSubsetText draws a card face's SVG in chromium, at 300
// dpi, beside the same face with the fonts embedded whole, as every face
// did before it embedded subsets, and the PNG backend's face. The subset
// fonts must load and draw the text as the whole fonts do: at most 1% of
// the text's pixels (those the face's text elements turn by more than a
// quarter of the grey range) may differ by that much. The whole fonts are
// set without their kerning and ligatures for this, as crewcard measures
// and sets text without them and the subsets leave their tables out; set
// with them, the face's text lies further from the PNG backend's than the
// subset's does, which the test checks too.
func TestBrowserDrawsSubsetText(t *testing.T) {
	needs.Long(t, "chromium draws an SVG face")
	if _, err := os.Stat(chromium); err != nil {
		needs.Missing(t, "%s is missing: apt-get install chromium (%v)", chromium, err)
	}
	fs := layouttest.Fonts(t)
	pages, err := layout.Plan(layouttest.Template(t, "crew-front"), layouttest.FullView(), layout.Options{Fonts: fs, Icons: layouttest.Icons(t)})
	if err != nil {
		t.Fatal(err)
	}
	b, err := svg.New(fs)
	if err != nil {
		t.Fatal(err)
	}
	doc := drawCard(t, b, pages[0])
	r, err := raster.New(fs, shotDPI)
	if err != nil {
		t.Fatal(err)
	}
	backend := grey(t, drawCard(t, r, pages[0]))
	w, h := backend.Bounds().Dx(), backend.Bounds().Dy()
	whole := wholeFonts(doc, fs)
	plain := bytes.Replace(whole, []byte(" text{font-family:card;"), []byte(" text{font-family:card;font-kerning:none;font-variant-ligatures:none;"), 1)
	if bytes.Equal(plain, whole) {
		t.Fatal("the page's style has no text rule to set the whole fonts without kerning")
	}
	shots := browserShots(t, w, h, doc, plain, whole, textless(doc))
	sub, wholePlain, wholeKerned, none := shots[0], shots[1], shots[2], shots[3]
	ink, off := differ(t, sub, none), differ(t, sub, wholePlain)
	toPNG, kernedToPNG := differ(t, sub, backend), differ(t, wholeKerned, backend)
	t.Logf("%d×%d px: the text turns %d; the whole fonts' text differs in %d (kerned: %d); from the PNG backend's face, the subset's differs in %d, the kerned whole fonts' in %d",
		w, h, ink, off, differ(t, sub, wholeKerned), toPNG, kernedToPNG)
	if ink < 10_000 {
		t.Errorf("the face's text turns %d pixels: it is not drawn", ink)
	}
	if off*100 > ink {
		t.Errorf("%d of the text's %d pixels differ from the whole fonts' (without kerning), want at most 1%%", off, ink)
	}
	if toPNG >= kernedToPNG {
		t.Errorf("the subset's face differs from the PNG backend's in %d pixels, the kerned whole fonts' in %d: want it closer", toPNG, kernedToPNG)
	}
}

// TestBrowserInlineFaces draws two pages' SVG inline in one HTML page, as
// crewcard serve shows cards, where their styles apply to the whole page:
// each page embeds a subset of its own under the one font family "card",
// and each must still draw its text as when it is shown alone (at most 1%
// of the text's pixels differing, as subsets hint apart), though the two
// set different letters.
func TestBrowserInlineFaces(t *testing.T) {
	needs.Long(t, "chromium draws SVG faces")
	if _, err := os.Stat(chromium); err != nil {
		needs.Missing(t, "%s is missing: apt-get install chromium (%v)", chromium, err)
	}
	b, err := svg.New(layouttest.Fonts(t)) // one backend, as serve draws a page's cards: clip ids differ
	if err != nil {
		t.Fatal(err)
	}
	const wmm, hmm = 60, 30
	texts := [][2]string{{"Cobra King", "545 pts"}, {"Quiz wyvern", "HQ, 1/3 jump!"}}
	black := 0.0
	for _, text := range texts {
		b.BeginPage(wmm, hmm, impose.Rect{W: wmm, H: hmm})
		for k, font := range []string{"regular", "bold"} {
			b.Draw(&layout.Op{Kind: layout.OpText, X: 3, Y: 12 + 12*float64(k), Size: 28, Font: font, Text: text[k], Fill: &black}, 0, 0)
		}
		b.EndPage()
	}
	b.BeginPage(wmm, hmm, impose.Rect{W: wmm, H: hmm})
	b.EndPage()
	if err := b.Err(); err != nil {
		t.Fatal(err)
	}
	docs := b.Pages()
	if !svg.IsPage(docs[2][:min(len(docs[2]), 512)]) {
		t.Errorf("IsPage is false for a page with no text: %.200s", docs[2])
	}
	w, h := pixel.PageSize(wmm, hmm, shotDPI)
	alone := browserShots(t, w, h, docs...)
	markup := ""
	for i, doc := range docs[:2] {
		sized := bytes.Replace(doc, fmt.Appendf(nil, `%swidth="%dmm" height="%dmm"`, `<svg xmlns="http://www.w3.org/2000/svg" `, wmm, hmm),
			fmt.Appendf(nil, `<svg xmlns="http://www.w3.org/2000/svg" id="face%d" style="display:block" width="%d" height="%d"`, i, w, h), 1)
		if bytes.Equal(sized, doc) {
			t.Fatalf("page %d is not %d × %d mm: %.100s", i, wmm, hmm, doc)
		}
		markup += string(sized)
	}
	together := pageShots(t, w, 2*h, 2, fmt.Sprintf("document.body.innerHTML = %q;", markup))
	for i, text := range texts {
		ink, n := differ(t, alone[i], alone[2]), differ(t, alone[i], together[i])
		t.Logf("%q: the text turns %d pixels; %d differ inline beside the other page", text, ink, n)
		if ink < 2000 || n*100 > ink {
			t.Errorf("%q: %d of the text's %d pixels differ between the page alone and inline beside another; want at most 1%%", text, n, ink)
		}
	}
}
