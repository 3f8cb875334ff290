package press_test

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/layout/pdf/pdftest"
	"github.com/crewcard/crewcard/model/crewexp"
)

// TestSheetEndToEnd renders the samples on A4 with duplex backs and crop
// marks: every page is landscape A4, each front sheet decodes its cards'
// links at 300 and 150 dpi, each card's code is in its slot, and each
// back's title is at its front's mirrored place.
func TestSheetEndToEnd(t *testing.T) {
	needs.Long(t, "sheets rasterised and scanned")
	cardtest.Tools(t, "pdfinfo", "pdftoppm", "pdftotext", "zbarimg", "qpdf")
	dir := t.TempDir()
	pdf := filepath.Join(dir, "cards.pdf")
	crews := sampleCrews(t)
	writeRender(t, pdf, crews, printOptions(func(o *press.Options) { o.Cut = press.CutMarks }))

	cards := printCards(t, impose.Size{}, crews)
	lay := printLayout(t, a4, crewSz)
	if lay.N() != 8 || !lay.Landscape {
		t.Fatalf("A4 imposition: %d cards, landscape %v; want 8 on landscape", lay.N(), lay.Landscape)
	}
	backs := impose.Backs(lay, impose.LongEdge)
	sheets := sheetsFor(len(cards), lay.N())
	pages := 2*sheets + 1 // front and back of each sheet, then the summary

	t.Run("valid", func(t *testing.T) { pdftest.Valid(t, pdf) })

	t.Run("pdfinfo", func(t *testing.T) {
		info := cardtest.Run(t, "pdfinfo", "-f", "1", "-l", strconv.Itoa(pages), pdf)
		if m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)$`).FindStringSubmatch(info); m == nil || m[1] != strconv.Itoa(pages) {
			t.Fatalf("pdfinfo pages = %v, want %d", m, pages)
		}
		sizes := regexp.MustCompile(`(?m)^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts`).FindAllStringSubmatch(info, -1)
		if len(sizes) != pages {
			t.Fatalf("pdfinfo lists %d page sizes, want %d", len(sizes), pages)
		}
		for i, s := range sizes {
			w, _ := strconv.ParseFloat(s[1], 64)
			h, _ := strconv.ParseFloat(s[2], 64)
			if math.Abs(w/ptPerMM-297) > 0.2 || math.Abs(h/ptPerMM-210) > 0.2 {
				t.Errorf("page %d is %.1f x %.1f mm, want A4 landscape 297 x 210", i+1, w/ptPerMM, h/ptPerMM)
			}
		}
	})

	for s := 0; s < sheets; s++ {
		onSheet := cards[s*lay.N() : min(len(cards), (s+1)*lay.N())]
		frontPage, backPage := 2*s+1, 2*s+2
		want := frontLinks(cards, lay.N(), s)
		for _, dpi := range []int{300, 150} {
			t.Run(fmt.Sprintf("sheet%d/qr@%d", s+1, dpi), func(t *testing.T) {
				got := scanSheet(t, pdf, dir, frontPage, dpi, nil)
				sort.Strings(got)
				if strings.Join(got, "\n") != strings.Join(want, "\n") {
					t.Errorf("page %d at %d dpi decodes %d codes %q,\nwant %d: %q", frontPage, dpi, len(got), got, len(want), want)
				}
			})
		}
		t.Run(fmt.Sprintf("sheet%d/mirrored", s+1), func(t *testing.T) {
			words := pageWords(t, pdf, backPage)
			for j, c := range onSheet {
				r := lay.Cards[j]
				if c.link != "" {
					got := scanSheet(t, pdf, dir, frontPage, 300, &r)
					if len(got) != 1 || got[0] != c.link {
						t.Errorf("front page %d slot %d decodes %q, want %s's link", frontPage, j, got, c.name)
					}
				}
				if c.back {
					b := backs[j]
					title := wordsIn(words, impose.Rect{X: b.X, Y: b.Y, W: b.W, H: 11})
					if !strings.HasPrefix(title, c.name) {
						t.Errorf("back page %d at slot %d's mirrored place (%.1f, %.1f mm) reads %q, want the title %q", backPage, j, b.X, b.Y, title, c.name)
					}
				}
			}
		})
	}
}

// TestSheetNoneBleedTrimBox: a page a card with a 3 mm bleed has a
// MediaBox 6 mm larger than the card and a TrimBox of the card's size,
// 3 mm in.
func TestSheetNoneBleedTrimBox(t *testing.T) {
	cardtest.Tools(t, "pdfinfo", "qpdf")
	pdf := filepath.Join(t.TempDir(), "shop.pdf")
	tiger, _ := sampleCrew(t, "regular-tiger.toml")
	writeRender(t, pdf, []*crewexp.Crew{tiger}, printOptions(func(o *press.Options) { o.Sheet, o.Bleed = press.NoSheet, 3 }))
	pdftest.Valid(t, pdf)
	info := cardtest.Run(t, "pdfinfo", "-box", "-f", "1", "-l", "2", pdf)
	box := func(name string) []float64 {
		m := regexp.MustCompile(`(?m)^Page\s+1 ` + name + `:\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)`).FindStringSubmatch(info)
		if m == nil {
			t.Fatalf("pdfinfo -box lists no %s:\n%s", name, info)
		}
		var v []float64
		for _, s := range m[1:] {
			f, _ := strconv.ParseFloat(s, 64)
			v = append(v, f/ptPerMM)
		}
		return v
	}
	trim, media := box("TrimBox"), box("MediaBox")
	if w, h := trim[2]-trim[0], trim[3]-trim[1]; math.Abs(w-69) > 0.05 || math.Abs(h-94) > 0.05 {
		t.Errorf("TrimBox is %.2f x %.2f mm, want 69 x 94", w, h)
	}
	if w, h := media[2]-media[0], media[3]-media[1]; math.Abs(w-75) > 0.05 || math.Abs(h-100) > 0.05 {
		t.Errorf("MediaBox is %.2f x %.2f mm, want 75 x 100 (3 mm bleed)", w, h)
	}
	if math.Abs(trim[0]-3) > 0.05 || math.Abs(trim[1]-3) > 0.05 {
		t.Errorf("TrimBox starts at %.2f, %.2f mm, want 3, 3", trim[0], trim[1])
	}
}

// TestSmallSheets: custom sheets barely larger than a card, where the
// roster summary and its 50 mm square hardly fit, render without a panic;
// sheets too small for a card are refused with a clear error.
func TestSmallSheets(t *testing.T) {
	crews := sampleCrews(t)
	for _, tc := range []struct {
		sheet string
		fits  bool
	}{
		{"80x100", true}, {"70x95", true}, {"75x200", true}, {"100x100", true}, {"210x100", true},
		{"60x80", false}, {"50x50", false},
	} {
		t.Run(tc.sheet, func(t *testing.T) {
			sheet, err := press.ParseSheet(tc.sheet)
			if err != nil {
				t.Fatal(err)
			}
			docs, errs := renderDocs(crewDocs(crews), printOptions(func(o *press.Options) { o.Sheet, o.Margin = sheet, 0 }))
			if (len(errs) == 0) != tc.fits || (tc.fits && len(docs) == 0) {
				t.Fatalf("render on %s: %d documents, errors %v; want it to fit: %v", tc.sheet, len(docs), errs, tc.fits)
			}
			if !tc.fits && !strings.Contains(fmt.Sprint(errs), "does not fit") {
				t.Errorf("errors = %q, want them to say the card does not fit", errs)
			}
		})
	}
}

// TestPrintLetter: Letter sheets impose 6 cards on landscape Letter, and
// each front sheet carries one decodable QR code per card.
func TestPrintLetter(t *testing.T) {
	needs.Long(t, "sheets on Letter rasterised and scanned")
	cardtest.Tools(t, "pdfinfo", "pdftoppm", "zbarimg", "qpdf")
	dir := t.TempDir()
	pdf := filepath.Join(dir, "letter.pdf")
	writeRender(t, pdf, sampleCrews(t), printOptions(func(o *press.Options) { o.Sheet = press.Sheet{Paper: letter} }))

	lay := printLayout(t, letter, crewSz)
	if lay.N() != 6 || !lay.Landscape {
		t.Fatalf("Letter imposition: %d cards, landscape %v; want 6 on landscape", lay.N(), lay.Landscape)
	}
	checkFrontSheets(t, "Letter", pdf, dir, impose.Size{}, 6, 279.4, 215.9)
}

// TestPrintCutModes: marks, lines and none give different PDFs; on the
// first front sheet, at the places of the crop marks, marks draws black,
// lines the light grey of the shared cut lines, and none nothing at all.
// The content holds exactly one more line per crop mark or cut line.
func TestPrintCutModes(t *testing.T) {
	needs.Long(t, "every cut mode rendered and checked")
	cardtest.Tools(t, "pdftoppm", "qpdf")
	dir := t.TempDir()
	const dpi = 300
	lay := printLayout(t, a4, crewSz)
	marks := impose.CropMarks(lay)
	if len(marks) == 0 {
		t.Fatal("no crop marks on A4")
	}
	crews := sampleCrews(t)
	sheets := sheetsFor(len(printCards(t, impose.Size{}, crews)), lay.N())
	pdfs := map[press.Cut][]byte{}
	lines := map[press.Cut]int{}
	for _, cut := range []press.Cut{press.CutMarks, press.CutLines, press.CutNone} {
		pdf := filepath.Join(dir, cut.String()+".pdf")
		pdfs[cut] = writeRender(t, pdf, crews, printOptions(func(o *press.Options) { o.Cut = cut }))
		qdf := filepath.Join(dir, cut.String()+".qdf")
		cardtest.Run(t, "qpdf", "--qdf", "--object-streams=disable", pdf, qdf)
		b, err := os.ReadFile(qdf)
		if err != nil {
			t.Fatal(err)
		}
		lines[cut] = len(regexp.MustCompile(`(?m)^[\d.-]+ [\d.-]+ m [\d.-]+ [\d.-]+ l S$`).FindAll(b, -1))

		img := cardtest.RasterPage(t, pdf, 1, dpi)
		for i, m := range marks {
			x, y := (m.X1+m.X2)/2, (m.Y1+m.Y2)/2
			v := darkest(img, dpi, x, y, 0.3)
			ok := map[press.Cut]bool{press.CutMarks: v < 80, press.CutLines: v >= 80 && v < 235, press.CutNone: v >= 250}[cut]
			if !ok {
				t.Errorf("--cut %s: crop mark %d at (%.1f, %.1f) mm: darkest grey %d", cut, i, x, y, v)
			}
		}
	}
	if bytes.Equal(pdfs[press.CutMarks], pdfs[press.CutNone]) || bytes.Equal(pdfs[press.CutMarks], pdfs[press.CutLines]) || bytes.Equal(pdfs[press.CutLines], pdfs[press.CutNone]) {
		t.Error("two cut modes give the same PDF")
	}
	if got, want := lines[press.CutMarks]-lines[press.CutNone], sheets*len(marks); got != want {
		t.Errorf("--cut marks draws %d more lines than none, want %d (%d sheets x %d marks)", got, want, sheets, len(marks))
	}
	if got, want := lines[press.CutLines]-lines[press.CutNone], sheets*len(impose.CutLines(lay)); got != want {
		t.Errorf("--cut lines draws %d more lines than none, want %d", got, want)
	}
}

// TestPrintPokerA4: 63 x 88 mm cards go 9 to a portrait A4 sheet, one
// decodable code per card.
func TestPrintPokerA4(t *testing.T) {
	needs.Long(t, "poker cards on A4 rasterised and scanned")
	cardtest.Tools(t, "pdfinfo", "pdftoppm", "zbarimg", "qpdf")
	dir := t.TempDir()
	pdf := filepath.Join(dir, "poker.pdf")
	writeRender(t, pdf, sampleCrews(t), printOptions(func(o *press.Options) { o.Card = poker }))
	lay := printLayout(t, a4, poker)
	if lay.N() != 9 || lay.Landscape {
		t.Fatalf("poker on A4: %d cards, landscape %v; want 9 on portrait", lay.N(), lay.Landscape)
	}
	checkFrontSheets(t, "poker", pdf, dir, poker, 9, 210, 297)
}

// TestPrintLowInk: low ink renders a valid PDF that differs from the
// normal one, uses clearly less ink on a front sheet, and keeps every QR
// code readable. (--ink-low is --ink low: printflags' TestInkLowAlias.)
func TestPrintLowInk(t *testing.T) {
	needs.Long(t, "low-ink sheets rasterised")
	cardtest.Tools(t, "pdftoppm", "zbarimg", "qpdf")
	dir := t.TempDir()
	normal := filepath.Join(dir, "normal.pdf")
	low := filepath.Join(dir, "low.pdf")
	crews := sampleCrews(t)
	nb := writeRender(t, normal, crews, printOptions(func(o *press.Options) { o.Cut = press.CutNone }))
	lb := writeRender(t, low, crews, printOptions(func(o *press.Options) { o.Cut, o.Ink = press.CutNone, press.InkLow }))
	pdftest.Valid(t, low)
	if bytes.Equal(nb, lb) {
		t.Fatal("--ink low gives the same PDF as --ink normal")
	}
	n, l := inkSum(cardtest.RasterPage(t, normal, 1, 50)), inkSum(cardtest.RasterPage(t, low, 1, 50))
	if float64(l) > 0.9*float64(n) {
		t.Errorf("front sheet ink: low %d, normal %d; want low under 90 %% of normal", l, n)
	}
	want := frontLinks(printCards(t, impose.Size{}, crews), 8, 0)
	got := scanSheet(t, low, dir, 1, 300, nil)
	sort.Strings(got)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("low-ink front sheet decodes %d codes, want %d", len(got), len(want))
	}
}

// checkFrontSheets checks a sheet render of the samples: qpdf passes, the
// pages (fronts and backs of each sheet, then the summary) have the paper
// size w × h mm, and each front sheet decodes exactly its cards' links.
func checkFrontSheets(t *testing.T, name, pdf, dir string, card impose.Size, perSheet int, w, h float64) {
	t.Helper()
	cards := printCards(t, card, sampleCrews(t))
	sheets := sheetsFor(len(cards), perSheet)
	pdftest.Valid(t, pdf)
	assertPages(t, pdf, 2*sheets+1, w, h)
	for s := 0; s < sheets; s++ {
		want := frontLinks(cards, perSheet, s)
		got := scanSheet(t, pdf, dir, 2*s+1, 300, nil)
		sort.Strings(got)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s front sheet %d decodes %d codes %q, want %d: %q", name, s+1, len(got), got, len(want), want)
		}
	}
}
