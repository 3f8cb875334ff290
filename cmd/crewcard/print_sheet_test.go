package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/pdf/pdftest"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"

	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/needs"
)

// TestPrintLetter: --sheet letter imposes 6 cards on landscape Letter, and
// each front sheet carries one decodable QR code per card.
func TestPrintLetter(t *testing.T) {
	needs.Long(t, "sheets on Letter rasterised and scanned")
	cardtest.Tools(t, "pdfinfo", "pdftoppm", "zbarimg", "qpdf")
	t.Setenv(linkBaseEnv, "")
	dir := t.TempDir()
	pdf := filepath.Join(dir, "letter.pdf")
	printRender(t, pdf, "--sheet", "letter", samplesDir)

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
	sheets := sheetsFor(len(printCards(t, impose.Size{}, printCrews(t, printSamples(t)...))), lay.N())
	pdfs := map[string][]byte{}
	lines := map[string]int{}
	for _, cut := range []string{"marks", "lines", "none"} {
		pdf := filepath.Join(dir, cut+".pdf")
		pdfs[cut] = printRender(t, pdf, "--cut", cut, samplesDir)
		qdf := filepath.Join(dir, cut+".qdf")
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
			var ok bool
			switch cut {
			case "marks":
				ok = v < 80
			case "lines":
				ok = v >= 80 && v < 235
			case "none":
				ok = v >= 250
			}
			if !ok {
				t.Errorf("--cut %s: crop mark %d at (%.1f, %.1f) mm: darkest grey %d", cut, i, x, y, v)
			}
		}
	}
	if bytes.Equal(pdfs["marks"], pdfs["none"]) || bytes.Equal(pdfs["marks"], pdfs["lines"]) || bytes.Equal(pdfs["lines"], pdfs["none"]) {
		t.Error("two cut modes give the same PDF")
	}
	if got, want := lines["marks"]-lines["none"], sheets*len(marks); got != want {
		t.Errorf("--cut marks draws %d more lines than none, want %d (%d sheets x %d marks)", got, want, sheets, len(marks))
	}
	if got, want := lines["lines"]-lines["none"], sheets*len(impose.CutLines(lay)); got != want {
		t.Errorf("--cut lines draws %d more lines than none, want %d", got, want)
	}
}

// TestPrintPokerA4: 63 x 88 mm cards go 9 to a portrait A4 sheet, one
// decodable code per card.
func TestPrintPokerA4(t *testing.T) {
	needs.Long(t, "poker cards on A4 rasterised and scanned")
	cardtest.Tools(t, "pdfinfo", "pdftoppm", "zbarimg", "qpdf")
	t.Setenv(linkBaseEnv, "")
	dir := t.TempDir()
	pdf := filepath.Join(dir, "poker.pdf")
	printRender(t, pdf, "--card", "poker", samplesDir)
	lay := printLayout(t, a4, poker)
	if lay.N() != 9 || lay.Landscape {
		t.Fatalf("poker on A4: %d cards, landscape %v; want 9 on portrait", lay.N(), lay.Landscape)
	}
	checkFrontSheets(t, "poker", pdf, dir, poker, 9, 210, 297)
}

// TestPrintLowInk: --ink low (and --ink-low) renders a valid PDF that
// differs from the normal one, uses clearly less ink on a front sheet,
// and keeps every QR code readable.
func TestPrintLowInk(t *testing.T) {
	needs.Long(t, "low-ink sheets rasterised")
	cardtest.Tools(t, "pdftoppm", "zbarimg", "qpdf")
	t.Setenv(linkBaseEnv, "")
	dir := t.TempDir()
	normal := filepath.Join(dir, "normal.pdf")
	low := filepath.Join(dir, "low.pdf")
	alias := filepath.Join(dir, "alias.pdf")
	nb := printRender(t, normal, "--cut", "none", samplesDir)
	lb := printRender(t, low, "--cut", "none", "--ink", "low", samplesDir)
	ab := printRender(t, alias, "--cut", "none", "--ink-low", samplesDir)
	pdftest.Valid(t, low)
	if bytes.Equal(nb, lb) {
		t.Fatal("--ink low gives the same PDF as --ink normal")
	}
	if bytes.Equal(nb, ab) {
		t.Error("--ink-low gives the same PDF as --ink normal")
	}
	n, l := inkSum(cardtest.RasterPage(t, normal, 1, 50)), inkSum(cardtest.RasterPage(t, low, 1, 50))
	if float64(l) > 0.9*float64(n) {
		t.Errorf("front sheet ink: low %d, normal %d; want low under 90 %% of normal", l, n)
	}
	cards := printCards(t, impose.Size{}, printCrews(t, printSamples(t)...))
	want := frontLinks(cards, 8, 0)
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
	cards := printCards(t, card, printCrews(t, printSamples(t)...))
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
