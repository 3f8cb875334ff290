package main

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/pdf/pdftest"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

const ptPerMM = 72 / 25.4

// sheetRender runs crewcard render in-process and fails on a non-zero exit.
func sheetRender(t *testing.T, args ...string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if code := run(context.Background(), append([]string{"render"}, args...), strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("render %s = exit %d; stderr:\n%s", strings.Join(args, " "), code, stderr.String())
	}
	if stderr.Len() > 0 {
		t.Errorf("render %s wrote to stderr: %s", strings.Join(args, " "), stderr.String())
	}
}

// sheetCard is what the test expects of one physical card.
type sheetCard struct {
	name string // crew name, the back's title
	link string // the front's QR payload, or "" for a card without a front QR
	back bool   // the card has a back face
}

// expectedCards plans the samples as render does and lists the physical
// cards in order.
func expectedCards(t *testing.T) []sheetCard {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(samplesDir, "*.toml"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no samples: %v", err)
	}
	sort.Strings(files)
	d, err := newKit(nil, &renderOptions{Options: press.Options{LinkBase: saved.DefaultBase}})
	if err != nil {
		t.Fatal(err)
	}
	var cards []sheetCard
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		c, errs := crewexp.Check(f, src)
		if errs.Err() != nil {
			t.Fatal(errs)
		}
		fc, err := plan(d, c, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < max(len(fc.front), len(fc.back)); k++ {
			card := sheetCard{name: c.Name, back: k < len(fc.back)}
			if k < len(fc.front) && fc.front[k].QR != nil {
				card.link = fc.front[k].QR.Payload
			}
			cards = append(cards, card)
		}
	}
	return cards
}

func TestSheetEndToEnd(t *testing.T) {
	needs.Long(t, "sheets rasterised and scanned")
	cardtest.Tools(t, "pdfinfo", "pdftoppm", "pdftotext", "zbarimg", "qpdf")
	t.Setenv(linkBaseEnv, "")
	dir := t.TempDir()
	pdf := filepath.Join(dir, "cards.pdf")
	sheetRender(t, "--sheet", "a4", "--backs", "duplex", "--cut", "marks", "-o", pdf, samplesDir)

	cards := expectedCards(t)
	lay, err := impose.Impose(impose.Size{W: 210, H: 297}, impose.Size{W: 69, H: 94}, impose.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	if lay.N() != 8 || !lay.Landscape {
		t.Fatalf("A4 imposition: %d cards, landscape %v; want 8 on landscape", lay.N(), lay.Landscape)
	}
	backs := impose.Backs(lay, impose.LongEdge)
	sheets := (len(cards) + lay.N() - 1) / lay.N()
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
		var want []string
		for _, c := range onSheet {
			if c.link != "" {
				want = append(want, c.link)
			}
		}
		sort.Strings(want)
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

// scanSheet decodes the QR codes of one page, or of the card at r on it.
func scanSheet(t *testing.T, pdf, dir string, page, dpi int, r *impose.Rect) []string {
	t.Helper()
	prefix := filepath.Join(dir, fmt.Sprintf("p%d-%d", page, dpi))
	args := []string{"-r", strconv.Itoa(dpi), "-gray", "-png", "-f", strconv.Itoa(page), "-l", strconv.Itoa(page), "-singlefile"}
	if r != nil {
		px := float64(dpi) / 25.4
		prefix += fmt.Sprintf("-%.0f-%.0f", r.X, r.Y)
		args = append(args, "-x", strconv.Itoa(int(r.X*px)), "-y", strconv.Itoa(int(r.Y*px)), "-W", strconv.Itoa(int(r.W*px)), "-H", strconv.Itoa(int(r.H*px)))
	}
	cardtest.Run(t, "pdftoppm", append(args, pdf, prefix)...)
	out := cardtest.Run(t, "zbarimg", "--quiet", "--raw", "-Sdisable", "-Sqr.enable", prefix+".png")
	var links []string
	for _, l := range strings.Split(out, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			links = append(links, l)
		}
	}
	return links
}

// pageWord is a word of pdftotext -bbox, in mm from the page's top left.
type pageWord struct {
	x, y float64
	text string
}

var bboxWord = regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">([^<]*)</word>`)

func pageWords(t *testing.T, pdf string, page int) []pageWord {
	t.Helper()
	out := cardtest.Run(t, "pdftotext", "-bbox", "-f", strconv.Itoa(page), "-l", strconv.Itoa(page), pdf, "-")
	var ws []pageWord
	for _, m := range bboxWord.FindAllStringSubmatch(out, -1) {
		x, _ := strconv.ParseFloat(m[1], 64)
		y, _ := strconv.ParseFloat(m[2], 64)
		ws = append(ws, pageWord{x / ptPerMM, y / ptPerMM, html.UnescapeString(m[3])})
	}
	return ws
}

// wordsIn joins the words that start inside r, in reading order.
func wordsIn(ws []pageWord, r impose.Rect) string {
	var in []string
	for _, w := range ws {
		if w.x >= r.X && w.x < r.X+r.W && w.y >= r.Y && w.y < r.Y+r.H {
			in = append(in, w.text)
		}
	}
	return strings.Join(in, " ")
}

func TestSheetNoneBleedTrimBox(t *testing.T) {
	cardtest.Tools(t, "pdfinfo", "qpdf")
	pdf := filepath.Join(t.TempDir(), "shop.pdf")
	sheetRender(t, "--sheet", "none", "--bleed", "3", "-o", pdf, "../../samples/regular-tiger.toml")
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
