package pdf_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/layout/pdf"
	"github.com/crewcard/crewcard/layout/pdf/pdftest"
	"github.com/crewcard/crewcard/layout/sheet"
)

// needTools skips unless the tools exist; under CI=true it fails instead.
func needTools(t *testing.T, tools ...string) {
	t.Helper()
	needs.Programs(t, "apt-get install qpdf poppler-utils zbar-tools", tools...)
}

func writeCards(t *testing.T, bleed bool, views ...layout.View) []byte {
	t.Helper()
	fs, icons := layouttest.Fonts(t), layouttest.Icons(t)
	w, err := pdf.NewWriter(fs, pdf.Options{Deterministic: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range views {
		pages, err := layout.Plan(layouttest.Template(t, "crew-front"), v, layout.Options{Fonts: fs, Icons: icons})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range pages {
			if err := w.AddCard(p, bleed); err != nil {
				t.Fatal(err)
			}
		}
	}
	b, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestPDFQRDecodes rasterises the front at 300 and 150 dpi and decodes the
// QR code with zbar: it must give back exactly the payload.
func TestPDFQRDecodes(t *testing.T) {
	needTools(t, "pdftoppm", "zbarimg")
	dir := t.TempDir()
	pdf := filepath.Join(dir, "card.pdf")
	if err := os.WriteFile(pdf, writeCards(t, false, layouttest.FullView()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, dpi := range []string{"300", "150"} {
		t.Run(dpi, func(t *testing.T) {
			png := filepath.Join(dir, "p"+dpi)
			if out, err := exec.Command("pdftoppm", "-r", dpi, "-gray", "-png", "-singlefile", pdf, png).CombinedOutput(); err != nil {
				t.Fatalf("pdftoppm: %v\n%s", err, out)
			}
			out, err := exec.Command("zbarimg", "-q", "--raw", "-Sdisable", "-Sqrcode.enable", png+".png").Output()
			if err != nil {
				t.Fatalf("zbarimg: %v", err)
			}
			if got := strings.TrimRight(string(out), "\n"); got != layouttest.Payload {
				t.Fatalf("decoded %q, want %q", got, layouttest.Payload)
			}
		})
	}
}

func TestPDFDeterministic(t *testing.T) {
	a := writeCards(t, false, layouttest.FullView(), layouttest.MinimalView())
	b := writeCards(t, false, layouttest.FullView(), layouttest.MinimalView())
	if !bytes.Equal(a, b) {
		t.Fatal("two runs gave different bytes")
	}
	if !bytes.HasPrefix(a, []byte("%PDF-")) {
		t.Fatal("output is not a PDF")
	}
	if n := bytes.Count(a, []byte("/Type /Page\n")) + bytes.Count(a, []byte("/Type /Page ")); n != 2 {
		t.Errorf("%d page objects, want 2: the full crew's front and the minimal one's", n)
	}
}

func TestPDFBleedAndSheet(t *testing.T) {
	needTools(t, "pdfinfo")
	fs, icons := layouttest.Fonts(t), layouttest.Icons(t)
	pages, err := layout.Plan(layouttest.Template(t, "crew-front"), layouttest.FullView(), layout.Options{Fonts: fs, Icons: icons})
	if err != nil {
		t.Fatal(err)
	}
	w, err := pdf.NewWriter(fs, pdf.Options{Deterministic: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.AddCard(pages[0], true); err != nil {
		t.Fatal(err)
	}
	if err := sheet.Add(w, sheet.Sheet{W: 297, H: 210, Cards: []sheet.Placement{
		{Page: pages[0], X: 10, Y: 10}, {Page: pages[0], X: 79, Y: 10, Bleed: 1},
	}, Ops: []layout.Op{{Kind: layout.OpLine, X: 5, Y: 10, W: 4, LineW: 0.1, Stroke: new(float64)}}}); err != nil {
		t.Fatal(err)
	}
	b, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	// Every page names its BleedBox and TrimBox itself (a reader that
	// defaults the BleedBox to the MediaBox is not asked to), in one
	// order, so that the output is the same from run to run.
	boxes := regexp.MustCompile(`/(BleedBox|TrimBox) \[`).FindAll(b, -1)
	if got := fmt.Sprintf("%s", boxes); got != "[/BleedBox [ /TrimBox [ /BleedBox [ /TrimBox []" {
		t.Errorf("page boxes in order %s, want a BleedBox then a TrimBox on each of the 2 pages", got)
	}
	pdf := filepath.Join(t.TempDir(), "x.pdf")
	if err := os.WriteFile(pdf, b, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdfinfo", "-box", "-f", "1", "-l", "2", pdf).Output()
	if err != nil {
		t.Fatal(err)
	}
	// 75 x 100 mm = 212.60 x 283.46 pt with a 69 x 94 mm TrimBox at 3 mm.
	info := strings.Join(strings.Fields(string(out)), " ")
	for _, want := range []string{"Page 1 size: 212.6 x 283.46 pts", "Page 1 TrimBox: 8.50 8.50 204.09 274.96", "Page 1 BleedBox: 0.00 0.00 212.60 283.46",
		"Page 2 size: 841.89 x 595.28 pts", "Page 2 BleedBox: 0.00 0.00 841.89 595.28"} {
		if !strings.Contains(info, want) {
			t.Errorf("pdfinfo lacks %q:\n%s", want, out)
		}
	}
}

// TestPDFSubsetFontNames: the embedded fonts carry subset names, a tag and
// the PostScript name, in their font dictionaries and descriptors, and
// pdffonts reads them as embedded subsets.
func TestPDFSubsetFontNames(t *testing.T) {
	pdf := writeCards(t, false, layouttest.MinimalView())
	for _, want := range []string{"RobotoCondensed-Regular", "RobotoCondensed-Bold"} {
		if n := len(regexp.MustCompile(`/[A-Z]{6}\+`+want+`\b`).FindAll(pdf, -1)); n < 3 {
			t.Errorf("the PDF names a subset of %s %d times, want it in the font, the CID font and the descriptor", want, n)
		}
	}
	other := writeCards(t, false, layouttest.FullView())
	tag := regexp.MustCompile(`/([A-Z]{6})\+RobotoCondensed-Regular`)
	if a, b := tag.FindSubmatch(pdf), tag.FindSubmatch(other); a == nil || b == nil || bytes.Equal(a[1], b[1]) {
		t.Errorf("two documents with different subsets of a font name them alike (%q, %q)", a, b)
	}
	if bytes.Contains(pdf, []byte("/utf8crewcard")) {
		t.Error("the PDF still carries fpdf's placeholder font names")
	}
	needTools(t, "pdffonts")
	path := filepath.Join(t.TempDir(), "cards.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	pdftest.Valid(t, path)
	out, err := exec.Command("pdffonts", path).Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(out), "\n")[2:] {
		if f := strings.Fields(line); len(f) > 6 && (f[4] != "yes" || f[5] != "yes") {
			t.Errorf("pdffonts: %q is not an embedded subset", line)
		}
	}
}

// TestPDFTrailerID: the trailer names the document with an /ID of two
// equal 16-byte strings drawn from a digest of its content, so that equal
// runs give equal documents and different documents different IDs, the
// same whether the document was kept in memory or written as it went.
func TestPDFTrailerID(t *testing.T) {
	id := regexp.MustCompile(`trailer\n<<[^>]* /ID \[<([0-9A-F]{32})> <([0-9A-F]{32})>\] >>\nstartxref\n`)
	full := writeCards(t, false, layouttest.FullView())
	m := id.FindSubmatch(full)
	if m == nil {
		t.Fatalf("no /ID of two 16-byte strings in the trailer:\n%s", full[max(0, len(full)-300):])
	}
	if !bytes.Equal(m[1], m[2]) {
		t.Errorf("the /ID's two strings differ (%s, %s); a new document has them equal", m[1], m[2])
	}
	if again := id.FindSubmatch(writeCards(t, false, layouttest.FullView())); again == nil || !bytes.Equal(again[1], m[1]) {
		t.Errorf("the same cards gave another /ID")
	}
	if other := id.FindSubmatch(writeCards(t, false, layouttest.MinimalView())); other == nil || bytes.Equal(other[1], m[1]) {
		t.Errorf("different cards gave the same /ID")
	}
	fs := layouttest.Fonts(t)
	pages, err := layout.Plan(layouttest.Template(t, "crew-front"), layouttest.FullView(), layout.Options{Fonts: fs, Icons: layouttest.Icons(t)})
	if err != nil {
		t.Fatal(err)
	}
	var streamed bytes.Buffer
	p, err := pdf.NewTo(&streamed, fs, pdf.Options{Deterministic: true})
	if err != nil {
		t.Fatal(err)
	}
	w := compose.NewWriter(p)
	for _, pg := range pages {
		if err := w.AddCard(pg, false); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Write(&streamed); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(streamed.Bytes(), full) {
		t.Errorf("the document written as it went differs from the one kept in memory")
	}
}
