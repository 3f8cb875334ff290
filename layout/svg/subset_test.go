package svg_test

import (
	"bytes"
	"encoding/base64"
	"regexp"
	"slices"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
	"github.com/crewcard/crewcard/layout/svg"
)

// embedded matches a page's @font-face rules: the weight and the font.
var embedded = regexp.MustCompile(`@font-face\{font-family:card;font-weight:(normal|bold);src:url\(data:font/ttf;base64,([A-Za-z0-9+/=]*)\)format\('truetype'\);unicode-range:([0-9A-FU+,-]*)\}`)

// maxShare bounds an embedded font against the whole font it comes from: a
// card face sets a hundred or so glyphs of the font's three thousand, so
// its subset must be at most a tenth of the file (the whole file is about
// 300 KB; a face's subsets are about 20 KB).
const maxShare = 10

// TestSVGSubsetFonts draws both sides of a card and reads each page's
// embedded fonts back with layout/font: there is one of each weight, it
// parses, it maps every rune the page's text of that weight sets (that the
// whole font maps) to a glyph as wide as the whole font's, and it is at
// most a tenth of the whole font.
// Drawing the same card twice gives the same bytes.
func TestSVGSubsetFonts(t *testing.T) {
	fs := layouttest.Fonts(t)
	whole := map[string]*font.Font{"normal": fs.Regular, "bold": fs.Bold}
	for _, name := range []string{"crew-front", "crew-back"} {
		t.Run(name, func(t *testing.T) {
			pages, err := layout.Plan(layouttest.Template(t, name), layouttest.FullView(), layout.Options{Fonts: fs, Icons: layouttest.Icons(t)})
			if err != nil {
				t.Fatal(err)
			}
			draw := func() []byte {
				b, err := svg.New(fs)
				if err != nil {
					t.Fatal(err)
				}
				w := compose.NewWriter(b)
				if err := w.AddCard(pages[0], true); err != nil {
					t.Fatal(err)
				}
				var doc bytes.Buffer
				if err := w.Write(&doc); err != nil {
					t.Fatal(err)
				}
				return doc.Bytes()
			}
			doc := draw()
			if again := draw(); !bytes.Equal(doc, again) {
				t.Errorf("the same card drawn twice gives %d and %d bytes that differ", len(doc), len(again))
			}
			used := map[string]map[rune]bool{"normal": {}, "bold": {}}
			for _, op := range pages[0].Ops {
				if op.Kind != layout.OpText {
					continue
				}
				weight := "normal"
				if op.Font == "bold" {
					weight = "bold"
				}
				for _, r := range op.Text {
					if whole[weight].Has(r) {
						used[weight][r] = true
					}
				}
			}
			if len(used["normal"]) == 0 || len(used["bold"]) == 0 {
				t.Fatalf("the card sets %d regular and %d bold runes; pick one that sets both", len(used["normal"]), len(used["bold"]))
			}
			rules := embedded.FindAllSubmatch(doc, -1)
			if len(rules) != 2 || string(rules[0][1]) != "normal" || string(rules[1][1]) != "bold" {
				t.Fatalf("%d @font-face rules, want the regular one then the bold one", len(rules))
			}
			for _, rule := range rules {
				weight := string(rule[1])
				data, err := base64.StdEncoding.DecodeString(string(rule[2]))
				if err != nil {
					t.Fatalf("%s: the embedded font is not base64: %v", weight, err)
				}
				f, err := font.Parse(data)
				if err != nil {
					t.Fatalf("%s: the embedded font does not parse: %v", weight, err)
				}
				if len(data)*maxShare > len(whole[weight].Data) {
					t.Errorf("%s: the embedded font is %d bytes, want at most a %dth of the whole font's %d",
						weight, len(data), maxShare, len(whole[weight].Data))
				}
				for r := range used[weight] {
					g := f.GlyphID(r)
					if g == 0 {
						t.Errorf("%s: the embedded font has no glyph for %q, which the page sets", weight, r)
					} else if f.Advance(g) != whole[weight].Advance(whole[weight].GlyphID(r)) {
						t.Errorf("%s: %q is %d units wide in the embedded font, %d in the whole one",
							weight, r, f.Advance(g), whole[weight].Advance(whole[weight].GlyphID(r)))
					}
				}
			}
		})
	}
}

// TestSVGNoTextNoFont: a page that sets no text embeds no font, and a page
// that sets text in one weight embeds that weight alone; IsPage still
// knows both for the backend's pages.
func TestSVGNoTextNoFont(t *testing.T) {
	b, err := svg.New(layouttest.Fonts(t))
	if err != nil {
		t.Fatal(err)
	}
	b.BeginPage(20, 10, impose.Rect{W: 20, H: 10})
	b.EndPage()
	b.BeginPage(20, 10, impose.Rect{W: 20, H: 10})
	b.Draw(&layout.Op{Kind: layout.OpText, X: 1, Y: 5, Size: 9, Font: "bold", Text: "HQ"}, 0, 0)
	b.EndPage()
	for i, want := range [][]string{nil, {"bold"}} {
		page := b.Pages()[i]
		var got []string
		for _, rule := range embedded.FindAllSubmatch(page, -1) {
			got = append(got, string(rule[1]))
		}
		if !slices.Equal(got, want) {
			t.Errorf("page %d embeds the weights %q, want %q", i, got, want)
		}
		if !svg.IsPage(page[:min(len(page), 512)]) {
			t.Errorf("IsPage is false for page %d: %.200s", i, page)
		}
	}
}
