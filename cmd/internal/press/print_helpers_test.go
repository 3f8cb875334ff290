package press_test

// Helpers of the tests of the print-production features, in print_*_test.go
// and split_parts_test.go: sheets of the samples rendered as render does
// them, the physical cards a render holds, and a PDF's pages read back by
// poppler (sizes, kinds, words in place, QR codes).

import (
	"context"
	"fmt"
	"html"
	"image"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/outfile"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
	"github.com/crewcard/crewcard/samples"
)

const ptPerMM = 72 / 25.4

var (
	a4     = impose.Size{W: 210, H: 297}
	letter = impose.Size{W: 215.9, H: 279.4}
	crewSz = impose.Size{W: 69, H: 94}
	poker  = impose.Size{W: 63, H: 88}
)

// printOptions are render's defaults (A4 sheets, crop marks, duplex backs
// flipped on the long edge), changed by set.
func printOptions(set func(o *press.Options)) *press.Options {
	o := &press.Options{LinkBase: saved.DefaultBase, Margin: impose.DefaultMargin, Program: "crewcard " + press.Version,
		Command: "crewcard render test", Sheet: press.Sheet{Paper: a4}, Backs: press.BacksDuplex}
	if set != nil {
		set(o)
	}
	return o
}

// crewDocs returns the Docs of checked crews.
func crewDocs(crews []*crewexp.Crew) []system.Doc {
	docs := make([]system.Doc, len(crews))
	for i, c := range crews {
		docs[i] = crewcards.Doc(c)
	}
	return docs
}

// generatedDocs checks n crewgen crews of seed and returns their docs.
func generatedDocs(t testing.TB, n int, seed int64) []system.Doc {
	t.Helper()
	return crewDocs(crewtest.Generated(t, n, seed))
}

// sampleCrews checks the crew samples, in the order render reads their
// folder.
func sampleCrews(t *testing.T) []*crewexp.Crew {
	t.Helper()
	var crews []*crewexp.Crew
	for _, s := range crewtest.Samples(t) {
		crews = append(crews, s.Crew)
	}
	return crews
}

// renderDocs lays out docs into documents as render does: the kit of
// their systems, then the run.
func renderDocs(docs []system.Doc, o *press.Options) ([]press.Document, []error) {
	kit, err := system.NewKit(docs, nil, o)
	if err != nil {
		return nil, model.Split(err)
	}
	return system.Render(context.Background(), docs, kit, o)
}

// rendered renders crews as o says and fails the test on an error.
func rendered(t *testing.T, crews []*crewexp.Crew, o *press.Options) []press.Document {
	t.Helper()
	docs, errs := renderDocs(crewDocs(crews), o)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return docs
}

// writeRender renders crews as o says into out, and its parts and separate
// backs beside it, as render writes them; it returns the bytes of out.
func writeRender(t *testing.T, out string, crews []*crewexp.Crew, o *press.Options) []byte {
	t.Helper()
	writeDocs(t, out, rendered(t, crews, o))
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// writeDocs writes a run's documents to out and beside it, as render
// does.
func writeDocs(t *testing.T, out string, docs []press.Document) {
	t.Helper()
	if _, err := outfile.Write(context.Background(), out, docs, nil, false); err != nil {
		t.Fatal(err)
	}
}

// dirNames lists the names in dir, dot files too, sorted as Glob sorts.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dir, "*"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("%s holds no files: %v", dir, err)
	}
	for i, p := range paths {
		paths[i] = filepath.Base(p)
	}
	return paths
}

// printCard is one physical card of a sheet render.
type printCard struct {
	name  string // crew name, the back's title
	link  string // the front's QR payload, "" if the front has no code
	front bool   // the card has a front face
	back  bool   // the card has a back face
	own   bool   // the front is there with backs left out too, not only as its back's partner
}

// printCards plans crews as render does with card size card (zero: the
// templates' own) and lists the physical cards in order.
func printCards(t *testing.T, card impose.Size, crews []*crewexp.Crew) []printCard {
	t.Helper()
	kit := func(backs press.Backs) *press.Kit {
		k, err := system.NewKit(nil, nil, &press.Options{LinkBase: saved.DefaultBase, Card: card, Backs: backs})
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	d, alone := kit(press.BacksAfter), kit(press.BacksNone)
	plan := func(k *press.Kit, c *crewexp.Crew) press.Faces {
		card, err := crewcards.Doc(c).Card(0, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		f, err := k.Plan(card)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	var cards []printCard
	for _, c := range crews {
		f, own := plan(d, c), plan(alone, c)
		for k := 0; k < max(len(f.Front), len(f.Back)); k++ {
			pc := printCard{name: c.Name, front: k < len(f.Front), back: k < len(f.Back), own: k < len(own.Front)}
			if pc.front && f.Front[k].QR != nil {
				pc.link = f.Front[k].QR.Payload
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

// frontLinks lists the QR links of the cards on front sheet s, sorted.
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

// printLayout imposes a card on paper with the default margin.
func printLayout(t *testing.T, paper, card impose.Size) impose.Layout {
	t.Helper()
	lay, err := impose.Impose(paper, card, impose.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	return lay
}

// sampleCrew checks the sample file name and returns it with its source.
func sampleCrew(t *testing.T, name string) (*crewexp.Crew, []byte) {
	t.Helper()
	src, err := fs.ReadFile(samples.FS, name)
	if err != nil {
		t.Fatal(err)
	}
	return crewtest.Check(t, name, src), src
}

// glyphCrew is a legal crew whose name the card font cannot print.
func glyphCrew(t *testing.T) *crewexp.Crew {
	t.Helper()
	_, src := sampleCrew(t, "regular-tiger.toml")
	edited := regexp.MustCompile(`(?m)^name = "Tiger 131"$`).ReplaceAll(src, []byte(`name = "戦車"`))
	if string(edited) == string(src) {
		t.Fatal("the sample's crew name line was not found")
	}
	return crewtest.Check(t, "sensha.toml", edited)
}

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

// pageWords returns the words of one page of pdf.
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
	for _, w := range cardWords(ws, []impose.Rect{r}) {
		in = append(in, w.text)
	}
	return strings.Join(in, " ")
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
// Words are compared in reading order by position, not in the order
// pdftotext extracts them, which depends on text outside the cards (the
// command line stamped in the margin).
func assertShift(t *testing.T, what string, a, b []pageWord, dx, dy float64) {
	t.Helper()
	if len(a) == 0 || len(a) != len(b) {
		t.Fatalf("%s: %d words, then %d; want the same non-zero number", what, len(a), len(b))
	}
	byPlace := func(ws []pageWord) {
		sort.SliceStable(ws, func(i, j int) bool {
			if math.Abs(ws[i].y-ws[j].y) > 0.01 {
				return ws[i].y < ws[j].y
			}
			return ws[i].x < ws[j].x
		})
	}
	byPlace(a)
	byPlace(b)
	for i := range a {
		if a[i].text != b[i].text || math.Abs(b[i].x-a[i].x-dx) > 0.05 || math.Abs(b[i].y-a[i].y-dy) > 0.05 {
			t.Errorf("%s: word %q at (%.2f, %.2f) mm becomes %q at (%.2f, %.2f), want a shift of (%g, %g)",
				what, a[i].text, a[i].x, a[i].y, b[i].text, b[i].x, b[i].y, dx, dy)
			return
		}
	}
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
