package svg_test

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
	"github.com/crewcard/crewcard/layout/svg"
)

// svgText reads the text elements of an SVG document, in order, and checks
// that it is well-formed XML.
func svgText(t *testing.T, doc []byte) (texts []string, paths int) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	inText := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return texts, paths
		}
		if err != nil {
			t.Fatalf("the SVG is not well-formed: %v", err)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			inText = el.Name.Local == "text"
			if inText {
				texts = append(texts, "")
			}
			if el.Name.Local == "path" {
				paths++
			}
		case xml.CharData:
			if inText {
				texts[len(texts)-1] += string(el)
			}
		case xml.EndElement:
			inText = false
		}
	}
}

// TestSVGBackend draws a planned card through the SVG backend: the document
// is well-formed, holds every text of the display list as text, in order,
// and the QR code and icons as paths. The same Writer composes it as for
// the PDF.
func TestSVGBackend(t *testing.T) {
	fs := layouttest.Fonts(t)
	pages, err := layout.Plan(layouttest.Template(t, "crew-front"), layouttest.FullView(), layout.Options{Fonts: fs, Icons: layouttest.Icons(t)})
	if err != nil {
		t.Fatal(err)
	}
	svg, err := svg.New(fs)
	if err != nil {
		t.Fatal(err)
	}
	w := compose.NewWriter(svg)
	if err := w.AddCard(pages[0], true); err != nil {
		t.Fatal(err)
	}
	var doc bytes.Buffer
	if err := w.Write(&doc); err != nil {
		t.Fatal(err)
	}
	var want []string
	qr := false
	for _, op := range pages[0].Ops {
		if op.Kind == layout.OpText {
			want = append(want, op.Text)
		}
		qr = qr || op.Kind == layout.OpQR
	}
	texts, paths := svgText(t, doc.Bytes())
	if strings.Join(texts, "|") != strings.Join(want, "|") {
		t.Errorf("SVG texts:\n%q\nwant the display list's:\n%q", texts, want)
	}
	if !qr || paths < 2 {
		t.Errorf("%d paths (QR code in the display list: %v); want the QR code and the icons as paths", paths, qr)
	}
	if !bytes.Contains(doc.Bytes(), []byte("@font-face{font-family:card;font-weight:bold;src:url(data:font/ttf;base64,")) {
		t.Error("the card fonts are not embedded")
	}
	if !bytes.HasPrefix(doc.Bytes(), []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="75mm" height="100mm" viewBox="0 0 75 100">`)) {
		t.Errorf("the page is not the card with its bleed: %.120s", doc.Bytes())
	}
	// A second opinion where librsvg2-bin is installed: rsvg-convert draws the
	// file (it ignores @font-face, so it proves the geometry, not the glyphs).
	if rsvg, err := exec.LookPath("rsvg-convert"); err == nil {
		path := filepath.Join(t.TempDir(), "card.svg")
		os.WriteFile(path, doc.Bytes(), 0o644)
		if out, err := exec.Command(rsvg, "-o", path+".png", path).CombinedOutput(); err != nil {
			t.Errorf("rsvg-convert: %v\n%s", err, out)
		}
	}
	if err := svg.Finish(io.Discard); err != nil {
		t.Errorf("Finish of one page: %v", err)
	}
	svg.BeginPage(10, 10, impose.Rect{W: 10, H: 10})
	svg.EndPage()
	if err := svg.Finish(io.Discard); err == nil || len(svg.Pages()) != 2 {
		t.Errorf("Finish of %d pages = %v, want an error pointing to Pages", len(svg.Pages()), err)
	}
}
