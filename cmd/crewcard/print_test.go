package main

// Tests of the print-production features of render and calibrate that
// sheet_test.go does not cover: Letter sheets, cut modes, separate and
// left-out backs, back offsets, flips, the poker card size, low ink,
// duplicate inputs, the calibration sheet, the progress bar, split output
// and the atomicity of multi-file output.

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/crewcard/crewcard/cmd/crewgen/gen"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/codec"
)

// printCard is one physical card of a sheet render.
type printCard struct {
	name  string // crew name, the back's title
	link  string // the front's QR payload, "" if the front has no code
	front bool   // the card has a front face
	back  bool   // the card has a back face
}

// printCrews reads and checks crew files.
func printCrews(t *testing.T, paths ...string) []*model.Crew {
	t.Helper()
	var crews []*model.Crew
	for _, p := range paths {
		crews = append(crews, checkFile(t, p))
	}
	return crews
}

// printSamples lists the sample files in the order render reads a folder.
func printSamples(t *testing.T) []string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(samplesDir, "*.toml"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no samples: %v", err)
	}
	sort.Strings(paths)
	return paths
}

// printCards plans crews as render does with card size card (zero: the
// templates' own) and lists the physical cards in order.
func printCards(t *testing.T, card impose.Size, crews []*model.Crew) []printCard {
	t.Helper()
	d, err := newDeck(&renderOptions{linkBase: codec.DefaultBase, card: card})
	if err != nil {
		t.Fatal(err)
	}
	var cards []printCard
	for _, c := range crews {
		f, err := d.plan(c, codec.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < max(len(f.front), len(f.back)); k++ {
			pc := printCard{name: c.Name, front: k < len(f.front), back: k < len(f.back)}
			if pc.front && f.front[k].QR != nil {
				pc.link = f.front[k].QR.Payload
			}
			cards = append(cards, pc)
		}
	}
	return cards
}

// withFront drops the cards without a front, as --backs none does.
func withFront(cards []printCard) []printCard {
	var out []printCard
	for _, c := range cards {
		if c.front {
			out = append(out, c)
		}
	}
	return out
}

// printLayout imposes a card on paper with the default margin.
func printLayout(t *testing.T, paper, card impose.Size) impose.Layout {
	t.Helper()
	lay, err := impose.Impose(paper, card, impose.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	return lay
}

var (
	a4     = impose.Size{W: 210, H: 297}
	letter = impose.Size{W: 215.9, H: 279.4}
	crewSz = impose.Size{W: 69, H: 94}
	poker  = impose.Size{W: 63, H: 88}
)

// pdfPageSizes returns the number of pages of pdf and each page's size in mm.
func pdfPageSizes(t *testing.T, pdf string) (int, [][2]float64) {
	t.Helper()
	info := sheetTool(t, "pdfinfo", pdf)
	m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)$`).FindStringSubmatch(info)
	if m == nil {
		t.Fatalf("pdfinfo %s gives no page count:\n%s", pdf, info)
	}
	n, _ := strconv.Atoi(m[1])
	info = sheetTool(t, "pdfinfo", "-f", "1", "-l", strconv.Itoa(n), pdf)
	var sizes [][2]float64
	for _, s := range regexp.MustCompile(`(?m)^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts`).FindAllStringSubmatch(info, -1) {
		w, _ := strconv.ParseFloat(s[1], 64)
		h, _ := strconv.ParseFloat(s[2], 64)
		sizes = append(sizes, [2]float64{w / ptPerMM, h / ptPerMM})
	}
	if len(sizes) != n {
		t.Fatalf("pdfinfo lists %d page sizes for %d pages", len(sizes), n)
	}
	return n, sizes
}

// assertPages checks pdf's page count and that every page is w x h mm.
func assertPages(t *testing.T, pdf string, pages int, w, h float64) {
	t.Helper()
	n, sizes := pdfPageSizes(t, pdf)
	if n != pages {
		t.Errorf("%s has %d pages, want %d", filepath.Base(pdf), n, pages)
	}
	for i, s := range sizes {
		if math.Abs(s[0]-w) > 0.2 || math.Abs(s[1]-h) > 0.2 {
			t.Errorf("%s page %d is %.1f x %.1f mm, want %.1f x %.1f", filepath.Base(pdf), i+1, s[0], s[1], w, h)
		}
	}
}

// pdfPageTexts returns the text of each page of pdf.
func pdfPageTexts(t *testing.T, pdf string) []string {
	t.Helper()
	pages := strings.Split(sheetTool(t, "pdftotext", pdf, "-"), "\f")
	if n := len(pages); n > 0 && strings.TrimSpace(pages[n-1]) == "" {
		pages = pages[:n-1]
	}
	return pages
}

// pageKind classifies a page by its margin stamp: "fronts N", "backs N",
// "summary" (the roster) or "?".
func pageKind(text string) string {
	if m := regexp.MustCompile(`sheet (\d+), (fronts|backs)`).FindStringSubmatch(text); m != nil {
		return m[2] + " " + m[1]
	}
	if strings.Contains(text, "Points") && strings.Contains(text, "Vehicle") {
		return "summary"
	}
	return "?"
}

// pageKinds classifies every page of pdf.
func pageKinds(t *testing.T, pdf string) []string {
	t.Helper()
	var kinds []string
	for _, p := range pdfPageTexts(t, pdf) {
		kinds = append(kinds, pageKind(p))
	}
	return kinds
}

// rasterPage renders one page of pdf in grey at dpi. It reads pdftoppm's
// uncompressed PGM, which is much faster to write and read than PNG.
func rasterPage(t *testing.T, pdf string, page, dpi int) *image.Gray {
	t.Helper()
	prefix := filepath.Join(t.TempDir(), "r")
	sheetTool(t, "pdftoppm", "-r", strconv.Itoa(dpi), "-gray", "-f", strconv.Itoa(page), "-l", strconv.Itoa(page), "-singlefile", pdf, prefix)
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

// darkest returns the darkest grey level within r mm of (x, y) mm.
func darkest(img *image.Gray, dpi int, x, y, r float64) uint8 {
	px := float64(dpi) / 25.4
	v := uint8(255)
	for yy := int((y - r) * px); yy <= int((y+r)*px); yy++ {
		for xx := int((x - r) * px); xx <= int((x+r)*px); xx++ {
			if image.Pt(xx, yy).In(img.Bounds()) {
				v = min(v, img.GrayAt(xx, yy).Y)
			}
		}
	}
	return v
}

// inkSum is the page's total darkness.
func inkSum(img *image.Gray) int64 {
	var s int64
	for _, p := range img.Pix {
		s += int64(255 - p)
	}
	return s
}

// printRender renders in-process and returns the PDF's bytes.
func printRender(t *testing.T, out string, args ...string) []byte {
	t.Helper()
	sheetRender(t, append(args, "-o", out)...)
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// frontLinks lists the QR links of the cards on front sheet s.
func frontLinks(cards []printCard, perSheet, s int) []string {
	var want []string
	for _, c := range cards[s*perSheet : min(len(cards), (s+1)*perSheet)] {
		if c.link != "" {
			want = append(want, c.link)
		}
	}
	sort.Strings(want)
	return want
}

func sheetsFor(cards, perSheet int) int { return (cards + perSheet - 1) / perSheet }

// TestPrintLetter: --sheet letter imposes 6 cards on landscape Letter, and
// each front sheet carries one decodable QR code per card.
func TestPrintLetter(t *testing.T) {
	sheetTools(t, "pdfinfo", "pdftoppm", "zbarimg", "qpdf")
	t.Setenv(linkBaseEnv, "")
	dir := t.TempDir()
	pdf := filepath.Join(dir, "letter.pdf")
	printRender(t, pdf, "--sheet", "letter", samplesDir)

	lay := printLayout(t, letter, crewSz)
	if lay.N() != 6 || !lay.Landscape {
		t.Fatalf("Letter imposition: %d cards, landscape %v; want 6 on landscape", lay.N(), lay.Landscape)
	}
	cards := printCards(t, impose.Size{}, printCrews(t, printSamples(t)...))
	sheets := sheetsFor(len(cards), 6)
	sheetTool(t, "qpdf", "--check", pdf)
	assertPages(t, pdf, 2*sheets+1, 279.4, 215.9)
	for s := 0; s < sheets; s++ {
		want := frontLinks(cards, 6, s)
		got := scanSheet(t, pdf, dir, 2*s+1, 300, nil)
		sort.Strings(got)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("Letter front sheet %d decodes %d codes %q, want %d: %q", s+1, len(got), got, len(want), want)
		}
	}
}

// TestPrintCutModes: marks, lines and none give different PDFs; on the
// first front sheet, at the places of the crop marks, marks draws black,
// lines the light grey of the shared cut lines, and none nothing at all.
// The content holds exactly one more line per crop mark or cut line.
func TestPrintCutModes(t *testing.T) {
	sheetTools(t, "pdftoppm", "qpdf")
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
		sheetTool(t, "qpdf", "--qdf", "--object-streams=disable", pdf, qdf)
		b, err := os.ReadFile(qdf)
		if err != nil {
			t.Fatal(err)
		}
		lines[cut] = len(regexp.MustCompile(`(?m)^[\d.-]+ [\d.-]+ m [\d.-]+ [\d.-]+ l S$`).FindAll(b, -1))

		img := rasterPage(t, pdf, 1, dpi)
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

// TestPrintBacksModes: duplex interleaves, separate writes the backs to
// OUT-backs.pdf and none leaves them out, with the summary page unless
// --no-summary.
func TestPrintBacksModes(t *testing.T) {
	sheetTools(t, "pdfinfo", "pdftotext", "qpdf")
	cards := printCards(t, impose.Size{}, printCrews(t, printSamples(t)...))
	all := sheetsFor(len(cards), 8)
	fronts := sheetsFor(len(withFront(cards)), 8)
	seq := func(n int, kinds ...string) []string {
		var out []string
		for s := 1; s <= n; s++ {
			for _, k := range kinds {
				out = append(out, k+" "+strconv.Itoa(s))
			}
		}
		return out
	}
	tests := []struct {
		name      string
		args      []string
		out, back []string // page kinds of OUT.pdf and OUT-backs.pdf (nil: no file)
	}{
		{"duplex", nil, append(seq(all, "fronts", "backs"), "summary"), nil},
		{"separate", []string{"--backs", "separate"}, append(seq(all, "fronts"), "summary"), seq(all, "backs")},
		{"separate no summary", []string{"--backs", "separate", "--no-summary"}, seq(all, "fronts"), seq(all, "backs")},
		{"none", []string{"--backs", "none"}, append(seq(fronts, "fronts"), "summary"), nil},
		{"none no summary", []string{"--backs", "none", "--no-summary"}, seq(fronts, "fronts"), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "deck.pdf")
			printRender(t, out, append(tt.args, samplesDir)...)
			want := []string{"deck.pdf"}
			if tt.back != nil {
				want = []string{"deck-backs.pdf", "deck.pdf"}
			}
			if got := dirNames(t, dir); strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("files = %q, want %q", got, want)
			}
			check := func(pdf string, kinds []string) {
				sheetTool(t, "qpdf", "--check", pdf)
				assertPages(t, pdf, len(kinds), 297, 210)
				if got := pageKinds(t, pdf); strings.Join(got, ", ") != strings.Join(kinds, ", ") {
					t.Errorf("%s pages = %q, want %q", filepath.Base(pdf), got, kinds)
				}
			}
			check(out, tt.out)
			if tt.back != nil {
				check(filepath.Join(dir, "deck-backs.pdf"), tt.back)
			}
		})
	}
}

// cardWords returns the words of a page that start inside one of rs, in
// the order pdftotext gives them.
func cardWords(ws []pageWord, rs []impose.Rect) []pageWord {
	var out []pageWord
	for _, w := range ws {
		for _, r := range rs {
			if w.x >= r.X && w.x < r.X+r.W && w.y >= r.Y && w.y < r.Y+r.H {
				out = append(out, w)
				break
			}
		}
	}
	return out
}

// assertShift checks that every word of a moved by (dx, dy) mm gives b.
func assertShift(t *testing.T, what string, a, b []pageWord, dx, dy float64) {
	t.Helper()
	if len(a) == 0 || len(a) != len(b) {
		t.Fatalf("%s: %d words, then %d; want the same non-zero number", what, len(a), len(b))
	}
	for i := range a {
		if a[i].text != b[i].text || math.Abs(b[i].x-a[i].x-dx) > 0.05 || math.Abs(b[i].y-a[i].y-dy) > 0.05 {
			t.Errorf("%s: word %q at (%.2f, %.2f) mm becomes %q at (%.2f, %.2f), want a shift of (%g, %g)",
				what, a[i].text, a[i].x, a[i].y, b[i].text, b[i].x, b[i].y, dx, dy)
			return
		}
	}
}

// TestPrintBackOffset: --back-offset 2,-1 moves every word of the back
// sheet's cards 2 mm right and 1 mm up, and leaves the fronts in place.
func TestPrintBackOffset(t *testing.T) {
	sheetTools(t, "pdftotext")
	dir := t.TempDir()
	plain, shifted := filepath.Join(dir, "plain.pdf"), filepath.Join(dir, "shifted.pdf")
	printRender(t, plain, samplesDir)
	printRender(t, shifted, "--back-offset", "2,-1", samplesDir)
	lay := printLayout(t, a4, crewSz)
	backs := impose.Backs(lay, impose.LongEdge)
	moved := impose.Offset(backs, 2, -1)
	assertShift(t, "back sheet 1", cardWords(pageWords(t, plain, 2), backs), cardWords(pageWords(t, shifted, 2), moved), 2, -1)
	assertShift(t, "front sheet 1", cardWords(pageWords(t, plain, 1), lay.Cards), cardWords(pageWords(t, shifted, 1), lay.Cards), 0, 0)

	// Each back's title, found where the shifted layout puts it.
	cards := printCards(t, impose.Size{}, printCrews(t, printSamples(t)...))
	words := pageWords(t, shifted, 2)
	for j, c := range cards[:min(len(cards), lay.N())] {
		if !c.back {
			continue
		}
		b := moved[j]
		if title := wordsIn(words, impose.Rect{X: b.X, Y: b.Y, W: b.W, H: 11}); !strings.HasPrefix(title, c.name) {
			t.Errorf("shifted back of slot %d at (%.1f, %.1f) mm reads %q, want the title %q", j, b.X, b.Y, title, c.name)
		}
	}
}

// TestPrintFlip: on landscape A4 the long-edge flip swaps the rows of the
// back sheet and the short-edge flip its columns.
func TestPrintFlip(t *testing.T) {
	sheetTools(t, "pdftotext")
	dir := t.TempDir()
	lay := printLayout(t, a4, crewSz)
	cards := printCards(t, impose.Size{}, printCrews(t, printSamples(t)...))
	onSheet := cards[:min(len(cards), lay.N())]
	title := func(ws []pageWord, r impose.Rect) string {
		return wordsIn(ws, impose.Rect{X: r.X, Y: r.Y, W: r.W, H: 11})
	}
	for _, flip := range []impose.Flip{impose.LongEdge, impose.ShortEdge} {
		t.Run(flip.String(), func(t *testing.T) {
			pdf := filepath.Join(dir, flip.String()+".pdf")
			printRender(t, pdf, "--flip", flip.String(), samplesDir)
			words := pageWords(t, pdf, 2)
			backs := impose.Backs(lay, flip)
			other := impose.Backs(lay, map[impose.Flip]impose.Flip{impose.LongEdge: impose.ShortEdge, impose.ShortEdge: impose.LongEdge}[flip])
			for j, c := range onSheet {
				r, f := backs[j], lay.Cards[j]
				// The mirror: rows swap under the long flip, columns under the short one.
				if flip == impose.LongEdge && (r.X != f.X || math.Abs(r.Y-(lay.Sheet.H-f.Y-f.H)) > 1e-9) ||
					flip == impose.ShortEdge && (r.Y != f.Y || math.Abs(r.X-(lay.Sheet.W-f.X-f.W)) > 1e-9) {
					t.Errorf("slot %d at (%.1f, %.1f) has its back at (%.1f, %.1f)", j, f.X, f.Y, r.X, r.Y)
				}
				if !c.back {
					continue
				}
				if got := title(words, r); !strings.HasPrefix(got, c.name) {
					t.Errorf("back of slot %d at (%.1f, %.1f) mm reads %q, want the title %q", j, r.X, r.Y, got, c.name)
				}
				if o := other[j]; o != r {
					// No two samples share a name, so the title must not also be there.
					if got := title(words, o); strings.HasPrefix(got, c.name) {
						t.Errorf("back of slot %d also found at the other flip's place (%.1f, %.1f)", j, o.X, o.Y)
					}
				}
			}
		})
	}
}

// TestPrintPokerA4: 63 x 88 mm cards go 9 to a portrait A4 sheet, one
// decodable code per card.
func TestPrintPokerA4(t *testing.T) {
	sheetTools(t, "pdfinfo", "pdftoppm", "zbarimg", "qpdf")
	t.Setenv(linkBaseEnv, "")
	dir := t.TempDir()
	pdf := filepath.Join(dir, "poker.pdf")
	printRender(t, pdf, "--card", "poker", samplesDir)
	lay := printLayout(t, a4, poker)
	if lay.N() != 9 || lay.Landscape {
		t.Fatalf("poker on A4: %d cards, landscape %v; want 9 on portrait", lay.N(), lay.Landscape)
	}
	cards := printCards(t, poker, printCrews(t, printSamples(t)...))
	sheets := sheetsFor(len(cards), 9)
	sheetTool(t, "qpdf", "--check", pdf)
	assertPages(t, pdf, 2*sheets+1, 210, 297)
	for s := 0; s < sheets; s++ {
		want := frontLinks(cards, 9, s)
		got := scanSheet(t, pdf, dir, 2*s+1, 300, nil)
		sort.Strings(got)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("poker front sheet %d decodes %d codes %q, want %d: %q", s+1, len(got), got, len(want), want)
		}
	}
}

// TestPrintLowInk: --ink low (and --ink-low) renders a valid PDF that
// differs from the normal one, uses clearly less ink on a front sheet,
// and keeps every QR code readable.
func TestPrintLowInk(t *testing.T) {
	sheetTools(t, "pdftoppm", "zbarimg", "qpdf")
	t.Setenv(linkBaseEnv, "")
	dir := t.TempDir()
	normal := filepath.Join(dir, "normal.pdf")
	low := filepath.Join(dir, "low.pdf")
	alias := filepath.Join(dir, "alias.pdf")
	nb := printRender(t, normal, "--cut", "none", samplesDir)
	lb := printRender(t, low, "--cut", "none", "--ink", "low", samplesDir)
	ab := printRender(t, alias, "--cut", "none", "--ink-low", samplesDir)
	sheetTool(t, "qpdf", "--check", low)
	if bytes.Equal(nb, lb) {
		t.Fatal("--ink low gives the same PDF as --ink normal")
	}
	if bytes.Equal(nb, ab) {
		t.Error("--ink-low gives the same PDF as --ink normal")
	}
	n, l := inkSum(rasterPage(t, normal, 1, 50)), inkSum(rasterPage(t, low, 1, 50))
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

// TestPrintDuplicateInputs: a crew named twice, directly or through its
// folder, is warned about once per repeat and rendered once. With --sheet
// none no command line is stamped, so the PDF must equal the one of the
// inputs without the repeats.
func TestPrintDuplicateInputs(t *testing.T) {
	t.Setenv(linkBaseEnv, "")
	dir := t.TempDir()
	render := func(args ...string) ([]byte, string) {
		t.Helper()
		out := filepath.Join(dir, "out.pdf")
		os.Remove(out)
		code, stdout, stderr := runCLI(t, "", append([]string{"render", "--sheet", "none", "-o", out}, args...)...)
		if code != 0 || stdout != "" {
			t.Fatalf("render %q = exit %d, stdout %q; stderr:\n%s", args, code, stdout, stderr)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return b, stderr
	}
	first := printSamples(t)[0]
	var others []string // the samples but the Tiger
	for _, p := range printSamples(t) {
		if filepath.Base(p) != filepath.Base(tigerSample) {
			others = append(others, p)
		}
	}
	respelt := filepath.Join(samplesDir, ".", filepath.Base(tigerSample))
	tests := []struct {
		name  string
		args  []string
		once  []string // the same inputs without repeats
		warns []string // the repeated names, as warned about
	}{
		{"file twice", []string{tigerSample, tigerSample}, []string{tigerSample}, []string{tigerSample}},
		{"file thrice", []string{tigerSample, tigerSample, tigerSample}, []string{tigerSample}, []string{tigerSample, tigerSample}},
		{"folder then file", []string{samplesDir, tigerSample}, []string{samplesDir}, []string{tigerSample}},
		{"file then folder", []string{tigerSample, samplesDir}, append([]string{tigerSample}, others...), []string{filepath.Join(samplesDir, filepath.Base(tigerSample))}},
		{"respelt path", []string{tigerSample, respelt}, []string{tigerSample}, []string{respelt}},
		{"glob and folder", []string{filepath.Join(samplesDir, "*.toml"), samplesDir}, []string{samplesDir}, printSamples(t)},
		{"first sample twice via folder", []string{first, samplesDir}, []string{samplesDir}, []string{first}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, stderr := render(tt.args...)
			want, quiet := render(tt.once...)
			if quiet != "" {
				t.Fatalf("render without repeats wrote to stderr: %s", quiet)
			}
			var wantErr string
			for _, w := range tt.warns {
				wantErr += "crewcard render: " + w + ": given more than once; rendered once\n"
			}
			if stderr != wantErr {
				t.Errorf("stderr = %q, want %q", stderr, wantErr)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("render %q gives %d bytes, want the %d bytes of render %q", tt.args, len(got), len(want), tt.once)
			}
		})
	}
}

// TestPrintCalibrate: the calibration sheet is two pages of the paper in
// the orientation of the render, valid, and its back moves with
// --back-offset; -h is help, a bad offset a usage error.
func TestPrintCalibrate(t *testing.T) {
	sheetTools(t, "pdfinfo", "pdftotext", "qpdf")
	dir := t.TempDir()
	for _, tt := range []struct {
		name string
		args []string
		w, h float64
	}{
		{"a4", nil, 297, 210},
		{"letter", []string{"--sheet", "letter"}, 279.4, 215.9},
		{"a4 poker", []string{"--card", "poker"}, 210, 297},
		{"letter short", []string{"--sheet", "letter", "--flip", "short"}, 279.4, 215.9},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(dir, strings.ReplaceAll(tt.name, " ", "-")+".pdf")
			code, stdout, stderr := runCLI(t, "", append([]string{"calibrate", "-o", out}, tt.args...)...)
			if code != 0 || stdout != "" || stderr != "" {
				t.Fatalf("calibrate = exit %d, stdout %q, stderr %q; want exit 0 and silence", code, stdout, stderr)
			}
			sheetTool(t, "qpdf", "--check", out)
			assertPages(t, out, 2, tt.w, tt.h)
			texts := pdfPageTexts(t, out)
			if len(texts) != 2 || !strings.Contains(texts[0], "page 1 of 2 (front)") || !strings.Contains(texts[1], "page 2 of 2 (back)") {
				t.Errorf("calibration pages read %q", texts)
			}
		})
	}

	t.Run("offset moves the back", func(t *testing.T) {
		plain, shifted := filepath.Join(dir, "plain.pdf"), filepath.Join(dir, "shifted.pdf")
		for _, c := range []struct {
			out  string
			args []string
		}{{plain, nil}, {shifted, []string{"--back-offset", "2,-1"}}} {
			if code, _, stderr := runCLI(t, "", append([]string{"calibrate", "-o", c.out}, c.args...)...); code != 0 {
				t.Fatalf("calibrate = exit %d: %s", code, stderr)
			}
		}
		ticks := func(pdf string, page int) []pageWord {
			var out []pageWord
			for _, w := range pageWords(t, pdf, page) {
				if regexp.MustCompile(`^[+-]\d+$`).MatchString(w.text) {
					out = append(out, w)
				}
			}
			return out
		}
		a, b := ticks(plain, 2), ticks(shifted, 2)
		if len(a) != 3*2*4 {
			t.Errorf("the back carries %d scale labels, want 24 (3 scales, 2 axes, ±5 and ±10)", len(a))
		}
		assertShift(t, "calibration back", a, b, 2, -1)
		if got := pdfPageTexts(t, shifted)[1]; !strings.Contains(got, "already shifted by --back-offset 2,-1") {
			t.Errorf("the shifted back does not say so:\n%s", got)
		}
	})

	t.Run("usage", func(t *testing.T) {
		code, stdout, stderr := runCLI(t, "", "calibrate", "-h")
		if code != 0 || stdout != "" || !strings.Contains(stderr, "usage: crewcard calibrate") {
			t.Errorf("calibrate -h = exit %d, stdout %q, stderr %q; want exit 0 and the usage", code, stdout, stderr)
		}
		out := filepath.Join(dir, "bad.pdf")
		for _, off := range []string{"2", "x,y", "2,", "25,0", "0,-20.5", "NaN,0", ""} {
			code, _, stderr := runCLI(t, "", "calibrate", "-o", out, "--back-offset", off)
			if code != exitUsage || !strings.Contains(stderr, "--back-offset") {
				t.Errorf("calibrate --back-offset %q = exit %d, stderr %q; want exit %d naming --back-offset", off, code, stderr, exitUsage)
			}
			if _, err := os.Stat(out); err == nil {
				t.Fatalf("calibrate --back-offset %q wrote %s", off, out)
			}
		}
		if code, _, _ := runCLI(t, "", "calibrate", "-o", out, "--sheet", "none"); code != exitUsage {
			t.Errorf("calibrate --sheet none = exit %d, want %d", code, exitUsage)
		}
	})
}

// writeGenerated writes n crewgen crews to a new folder and returns it.
func writeGenerated(t *testing.T, n int, seed int64) string {
	t.Helper()
	srcs, err := gen.Crews(n, seed)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for i, src := range srcs {
		writeFile(t, dir, fmt.Sprintf("crew-%03d.toml", i+1), src)
	}
	return dir
}

// TestPrintProgressSilent: a 50-crew batch prints nothing on stderr when it
// is not a terminal, neither to a buffer nor to a regular file.
func TestPrintProgressSilent(t *testing.T) {
	crews := writeGenerated(t, 50, 7)
	out := filepath.Join(t.TempDir(), "batch.pdf")
	code, stdout, stderr := runCLI(t, "", "render", "-o", out, crews)
	if code != 0 || stdout != "" || stderr != "" {
		t.Fatalf("render of 50 crews = exit %d, stdout %q, stderr %q; want exit 0 and silence", code, stdout, stderr)
	}
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var so bytes.Buffer
	if code := run(context.Background(), []string{"render", "-o", out, crews}, strings.NewReader(""), &so, f); code != 0 {
		t.Fatalf("render with a file as stderr = exit %d", code)
	}
	if info, err := f.Stat(); err != nil || info.Size() != 0 {
		t.Errorf("render wrote %d bytes to a regular file as stderr (%v), want none", info.Size(), err)
	}
}

// TestProgressBar unit-tests the bar's drawing.
func TestProgressBar(t *testing.T) {
	var buf bytes.Buffer
	if p := newProgress(&buf, "rendering"); p.w != nil {
		t.Error("newProgress draws on a bytes.Buffer")
	}
	f, err := os.Create(filepath.Join(t.TempDir(), "f"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if p := newProgress(f, "rendering"); p.w != nil {
		t.Error("newProgress draws on a regular file")
	}
	var nilBar *progress
	nilBar.update(1, 2) // must not panic
	nilBar.done()

	p := &progress{w: &buf, label: "rendering"}
	p.update(1, 0) // no total: nothing
	p.done()       // nothing shown: nothing cleared
	if buf.Len() != 0 {
		t.Fatalf("bar with no total or nothing shown wrote %q", buf.String())
	}
	p.update(1, 4)
	if want := "\rrendering [" + strings.Repeat("#", 7) + strings.Repeat(".", 23) + "] 1/4 crews"; buf.String() != want {
		t.Errorf("update(1, 4) = %q, want %q", buf.String(), want)
	}
	buf.Reset()
	p.update(2, 4) // within 100 ms of the last draw
	if buf.Len() != 0 {
		t.Errorf("a second update within 100 ms drew %q", buf.String())
	}
	p.update(4, 4) // the last one always draws
	if want := "\rrendering [" + strings.Repeat("#", 30) + "] 4/4 crews"; buf.String() != want {
		t.Errorf("update(4, 4) = %q, want %q", buf.String(), want)
	}
	drawn := len(buf.String()) - 1
	buf.Reset()
	p.last = time.Now().Add(-time.Second)
	p.update(3, 4)
	if want := "\rrendering [" + strings.Repeat("#", 22) + strings.Repeat(".", 8) + "] 3/4 crews"; buf.String() != want {
		t.Errorf("update(3, 4) after 1 s = %q, want %q", buf.String(), want)
	}
	buf.Reset()
	p.done()
	got := buf.String()
	if !strings.HasPrefix(got, "\r") || !strings.HasSuffix(got, "\r") || strings.Trim(got, "\r ") != "" || len(got)-2 < drawn {
		t.Errorf("done() = %q, want a carriage return, at least %d spaces, a carriage return", got, drawn)
	}
	// The clearing line covers the widest bar of a huge batch.
	buf.Reset()
	p.last = time.Time{}
	p.update(99999, 100000)
	if wide := len(buf.String()) - 1; len(got)-2 < wide {
		t.Errorf("done() clears %d columns, but a 100,000-crew bar is %d wide", len(got)-2, wide)
	}
}

// printDocs renders crews in-process with a page limit and writes them to
// dir/out.pdf, returning the files written.
func printDocs(t *testing.T, crews []*model.Crew, backs string, maxPages int, dir string) []string {
	t.Helper()
	o := renderOptions{linkBase: codec.DefaultBase, margin: impose.DefaultMargin, command: "crewcard render split test", maxPages: maxPages}
	if err := o.parse("a4", "marks", backs, "long", "0,0", "69x94", "normal"); err != nil {
		t.Fatal(err)
	}
	docs, errs := renderDocs(crews, &o)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if err := writeDocs(filepath.Join(dir, "out.pdf"), docs, nil); err != nil {
		t.Fatal(err)
	}
	return dirNames(t, dir)
}

// TestPrintSplit: past the page limit (renderOptions.maxPages; the CLI
// cannot lower maxFilePages) the output splits into OUT-1.pdf, OUT-2.pdf,
// …, each valid, each holding whole front and back pairs in order, the
// roster last; separate backs split alongside their fronts.
func TestPrintSplit(t *testing.T) {
	sheetTools(t, "pdftotext", "qpdf")
	dir := writeGenerated(t, 30, 3)
	paths, err := filepath.Glob(filepath.Join(dir, "*.toml"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(paths)
	crews := printCrews(t, paths...)
	sheets := sheetsFor(len(printCards(t, impose.Size{}, crews)), 8)
	if sheets < 3 {
		t.Fatalf("30 generated crews fill %d sheets; the test needs at least 3", sheets)
	}

	t.Run("duplex", func(t *testing.T) {
		const limit = 4 // two sheets, fronts and backs
		out := t.TempDir()
		files := printDocs(t, crews, "duplex", limit, out)
		parts := sheetsFor(sheets, 2)
		var want []string
		for i := 1; i <= parts; i++ {
			want = append(want, fmt.Sprintf("out-%d.pdf", i))
		}
		if strings.Join(files, " ") != strings.Join(want, " ") {
			t.Fatalf("files = %q, want %q", files, want)
		}
		s := 0
		for i, f := range files {
			pdf := filepath.Join(out, f)
			sheetTool(t, "qpdf", "--check", pdf)
			var kinds []string
			for k := 0; k < 2 && s < sheets; k++ {
				s++
				kinds = append(kinds, "fronts "+strconv.Itoa(s), "backs "+strconv.Itoa(s))
			}
			if i == len(files)-1 {
				kinds = append(kinds, "summary")
			}
			if got := pageKinds(t, pdf); strings.Join(got, ", ") != strings.Join(kinds, ", ") {
				t.Errorf("%s pages = %q, want %q", f, got, kinds)
			}
		}
	})

	t.Run("separate", func(t *testing.T) {
		const limit = 2 // two front sheets
		out := t.TempDir()
		files := printDocs(t, crews, "separate", limit, out)
		parts := sheetsFor(sheets, 2)
		var want []string
		for i := 1; i <= parts; i++ {
			want = append(want, fmt.Sprintf("out-%d.pdf", i), fmt.Sprintf("out-backs-%d.pdf", i))
		}
		sort.Strings(want)
		if strings.Join(files, " ") != strings.Join(want, " ") {
			t.Fatalf("files = %q, want %q", files, want)
		}
		for i := 1; i <= parts; i++ {
			var fk, bk []string
			for s := 2*i - 1; s <= min(2*i, sheets); s++ {
				fk = append(fk, "fronts "+strconv.Itoa(s))
				bk = append(bk, "backs "+strconv.Itoa(s))
			}
			if i == parts {
				fk = append(fk, "summary")
			}
			for _, c := range []struct {
				name  string
				kinds []string
			}{{fmt.Sprintf("out-%d.pdf", i), fk}, {fmt.Sprintf("out-backs-%d.pdf", i), bk}} {
				pdf := filepath.Join(out, c.name)
				sheetTool(t, "qpdf", "--check", pdf)
				if got := pageKinds(t, pdf); strings.Join(got, ", ") != strings.Join(c.kinds, ", ") {
					t.Errorf("%s pages = %q, want %q", c.name, got, c.kinds)
				}
			}
		}
	})

	t.Run("under the limit", func(t *testing.T) {
		files := printDocs(t, crews, "separate", 0, t.TempDir())
		if want := "out-backs.pdf out.pdf"; strings.Join(files, " ") != want {
			t.Errorf("files = %q, want %q", files, want)
		}
	})

	t.Run("a failing crew gives no documents", func(t *testing.T) {
		o := renderOptions{linkBase: codec.DefaultBase, margin: impose.DefaultMargin, maxPages: 2}
		if err := o.parse("a4", "marks", "separate", "long", "0,0", "69x94", "normal"); err != nil {
			t.Fatal(err)
		}
		docs, errs := renderDocs(append(append([]*model.Crew(nil), crews...), glyphCrew(t)), &o)
		if len(errs) != 1 || len(docs) != 0 {
			t.Errorf("renderDocs with an unprintable last crew = %d documents, errors %v; want none and one error", len(docs), errs)
		}
	})
}

// glyphCrew is a legal crew whose name the card font cannot print.
func glyphCrew(t *testing.T) *model.Crew {
	t.Helper()
	src, err := os.ReadFile(tigerSample)
	if err != nil {
		t.Fatal(err)
	}
	edited := regexp.MustCompile(`(?m)^name = "Tiger 131"$`).ReplaceAll(src, []byte(`name = "戦車"`))
	if bytes.Equal(edited, src) {
		t.Fatal("the sample's crew name line was not found")
	}
	c, errs := model.Check("sensha.toml", edited)
	if errs.Err() != nil {
		t.Fatal(errs)
	}
	return c
}

// TestPrintAtomicSeparate: a render that fails, on an illegal crew or on
// one it cannot print, among valid ones, leaves OUT.pdf and OUT-backs.pdf
// byte for byte and no temporary file.
func TestPrintAtomicSeparate(t *testing.T) {
	t.Setenv(linkBaseEnv, "")
	src, err := os.ReadFile(tigerSample)
	if err != nil {
		t.Fatal(err)
	}
	unprintable := regexp.MustCompile(`(?m)^name = "Tiger 131"$`).ReplaceAll(src, []byte(`name = "戦車"`))
	for _, tt := range []struct {
		name, bad string
	}{{"illegal", badCrew}, {"unprintable", string(unprintable)}} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			bad := writeFile(t, t.TempDir(), "bad.toml", []byte(tt.bad))
			oldFront := []byte("%PDF-1.3 old fronts\n")
			oldBack := []byte("%PDF-1.3 old backs\n")
			out := writeFile(t, dir, "deck.pdf", oldFront)
			backs := writeFile(t, dir, "deck-backs.pdf", oldBack)
			before := dirNames(t, dir)
			code, stdout, stderr := runCLI(t, "", "render", "--backs", "separate", "-o", out, samplesDir, bad, tigerSample)
			if code != exitInvalid || stdout != "" || !strings.Contains(stderr, "nothing written") {
				t.Errorf("render = exit %d, stdout %q, stderr %q; want exit %d and \"nothing written\"", code, stdout, stderr, exitInvalid)
			}
			assertUntouched(t, dir, before, out, oldFront)
			assertUntouched(t, dir, before, backs, oldBack)
		})
	}
}

// TestPrintAtomicRenameFailure: when the second file of a multi-file output
// cannot be put in place, the first must not be replaced either.
func TestPrintAtomicRenameFailure(t *testing.T) {
	dir := t.TempDir()
	old := []byte("%PDF-1.3 old fronts\n")
	out := writeFile(t, dir, "deck.pdf", old)
	// A non-empty folder where the backs go: no file can be renamed onto it.
	if err := os.MkdirAll(filepath.Join(dir, "deck-backs.pdf", "keep"), 0o755); err != nil {
		t.Fatal(err)
	}
	before := dirNames(t, dir)
	code, _, stderr := runCLI(t, "", "render", "--backs", "separate", "-o", out, tigerSample)
	if code != exitInvalid || !strings.Contains(stderr, "deck-backs.pdf") {
		t.Errorf("render = exit %d, stderr %q; want exit %d naming deck-backs.pdf", code, stderr, exitInvalid)
	}
	if after := dirNames(t, dir); strings.Join(after, " ") != strings.Join(before, " ") {
		t.Errorf("files after the failure = %q, want %q (no temporary file)", after, before)
	}
	if got, _ := os.ReadFile(out); !bytes.Equal(got, old) {
		t.Errorf("render --backs separate -o %s with deck-backs.pdf not replaceable exits %d but has replaced deck.pdf "+
			"(%d new bytes, want the old %d)", out, code, len(got), len(old))
	}
}
