package main

// Helpers shared by the tests of the print-production features of render
// and calibrate that sheet_test.go does not cover, in print_*_test.go:
// Letter sheets, cut modes, the poker card size and low ink (sheet);
// separate and left-out backs, back offsets and flips (backs); duplicate
// inputs (inputs); the calibration sheet (calibrate); the progress bar
// (progress); split output and the atomicity of multi-file output (output).

import (
	"image"
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
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// printCard is one physical card of a sheet render.
type printCard struct {
	name  string // crew name, the back's title
	link  string // the front's QR payload, "" if the front has no code
	front bool   // the card has a front face
	back  bool   // the card has a back face
	own   bool   // the front is there with backs left out too, not only as its back's partner
}

// printCrews reads and checks crew files.
func printCrews(t *testing.T, paths ...string) []*crewexp.Crew {
	t.Helper()
	var crews []*crewexp.Crew
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
func printCards(t *testing.T, card impose.Size, crews []*crewexp.Crew) []printCard {
	t.Helper()
	d, err := newKit(nil, &renderOptions{Options: press.Options{LinkBase: saved.DefaultBase, Card: card}})
	if err != nil {
		t.Fatal(err)
	}
	alone, err := newKit(nil, &renderOptions{Options: press.Options{LinkBase: saved.DefaultBase, Card: card, Backs: press.BacksNone}})
	if err != nil {
		t.Fatal(err)
	}
	var cards []printCard
	for _, c := range crews {
		f, err := plan(d, c, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		own, err := plan(alone, c, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < max(len(f.front), len(f.back)); k++ {
			pc := printCard{name: c.Name, front: k < len(f.front), back: k < len(f.back), own: k < len(own.front)}
			if pc.front && f.front[k].QR != nil {
				pc.link = f.front[k].QR.Payload
			}
			cards = append(cards, pc)
		}
	}
	return cards
}

// withFront drops the cards without a front of their own, as --backs none
// does.
func withFront(cards []printCard) []printCard {
	var out []printCard
	for _, c := range cards {
		if c.own {
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
	info := cardtest.Run(t, "pdfinfo", pdf)
	m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)$`).FindStringSubmatch(info)
	if m == nil {
		t.Fatalf("pdfinfo %s gives no page count:\n%s", pdf, info)
	}
	n, _ := strconv.Atoi(m[1])
	info = cardtest.Run(t, "pdfinfo", "-f", "1", "-l", strconv.Itoa(n), pdf)
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
	for _, p := range cardtest.PageTexts(t, pdf) {
		kinds = append(kinds, pageKind(p))
	}
	return kinds
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
