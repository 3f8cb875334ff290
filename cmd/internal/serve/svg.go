package serve

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"html/template"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/svg"
)

// svgCard is one card drawn as SVG: the pages of its front and of its back
// (a long back may take more than one), or why it could not be drawn.
type svgCard struct {
	Front, Back [][]byte
	Err         error
}

// drawSVG lays out each card with the kit, exactly as the PDF pipeline
// does (press.Kit.Plan), and draws every page through the SVG backend
// (compose.NewWriter), one SVG document a page, showing at most bleed mm
// of each card's bleed. All cards share one backend, so that the clip ids
// stay unique on a page that shows several. A card that fails to lay out
// carries its error; a failure of the backend fails all.
func drawSVG(d *press.Kit, cards []press.Card, bleed float64) ([]svgCard, error) {
	b, err := svg.New(d.Fonts)
	if err != nil {
		return nil, err
	}
	w := compose.NewWriter(b)
	out := make([]svgCard, len(cards))
	for i, c := range cards {
		f, err := d.Plan(c)
		if err != nil {
			out[i].Err = err
			continue
		}
		first := len(b.Pages())
		for _, pg := range append(append([]layout.Page(nil), f.Front...), f.Back...) {
			pg.Bleed = min(pg.Bleed, bleed)
			if err := w.AddCard(pg, pg.Bleed > 0); err != nil {
				return nil, fmt.Errorf("drawing the card as SVG: %v", err)
			}
		}
		pages := b.Pages()[first:]
		out[i].Front, out[i].Back = pages[:len(f.Front)], pages[len(f.Front):]
	}
	return out, nil
}

// inline turns an SVG page into markup for the page, with its <style>
// elements moved into style sheets the server answers at
// /assets/card-HASH.css, so that the content security policy needs no
// inline style and the fonts load once, not once a face. It returns the
// markup and the style sheets' paths.
func (s *Server) inline(svg []byte) (template.HTML, []string) {
	var hrefs []string
	var body []byte
	for {
		i := bytes.Index(svg, []byte("<style>"))
		j := bytes.Index(svg, []byte("</style>"))
		if i < 0 || j < i {
			break
		}
		css := svg[i+len("<style>") : j]
		sum := sha256.Sum256(css)
		name := "card-" + hex.EncodeToString(sum[:8]) + ".css"
		if _, ok := s.styles.load(name); !ok {
			s.styles.store(name, bytes.Clone(css))
		}
		hrefs = append(hrefs, "/assets/"+name)
		body = append(body, svg[:i]...)
		svg = bytes.TrimPrefix(svg[j+len("</style>"):], []byte("\n"))
	}
	body = append(body, svg...)
	// The SVG backend writes every value it takes from a file through
	// html.EscapeString, and the rest are numbers and fixed names.
	return template.HTML(body), hrefs
}

// faces is a card as the page template shows it.
type faces struct {
	Front, Back []template.HTML
	Err         string
}

// maxCards is the most cards a page draws: a reference deck may hold many.
const maxCards = 64

// showCards draws the cards of doc for a page: the faces, and the
// stylesheets they need.
func (s *Server) showCards(doc system.Doc) ([]faces, []string, error) {
	n := min(doc.Cards(), maxCards)
	out := make([]faces, n)
	var cards []press.Card
	var at []int // the index in out of each card of cards
	// A deck at one type size, as render prints it.
	_, card := system.UniformCards([]system.Doc{doc}, s.cfg.Kit, s.cfg.Options.LinkBase)
	for i := range n {
		c, err := card(i)
		if err != nil {
			out[i].Err = err.Error()
			continue
		}
		cards = append(cards, c)
		at = append(at, i)
	}
	drawn, err := drawSVG(s.cfg.Kit, cards, s.cfg.Options.Bleed)
	if err != nil {
		return nil, nil, err
	}
	seen := map[string]bool{}
	var hrefs []string
	add := func(svg []byte) template.HTML {
		h, hs := s.inline(svg)
		for _, href := range hs {
			if !seen[href] {
				seen[href] = true
				hrefs = append(hrefs, href)
			}
		}
		return h
	}
	for j, c := range drawn {
		f := &out[at[j]]
		if c.Err != nil {
			f.Err = system.ExplainCard(doc, at[j], c.Err, s.cfg.Kit, s.cfg.Options.LinkBase).Error()
		}
		for _, p := range c.Front {
			f.Front = append(f.Front, add(p))
		}
		for _, p := range c.Back {
			f.Back = append(f.Back, add(p))
		}
	}
	return out, hrefs, nil
}
