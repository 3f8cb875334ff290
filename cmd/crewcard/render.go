package main

import (
	"errors"

	"fmt"
	"os"
	"strings"

	"github.com/crewcard/crewcard/fonts"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/codec"
)

// version is stamped on sheets and in the PDF's creator field.
const version = "0.3.0"

// linkBaseEnv names the environment variable that sets the QR link's base.
const linkBaseEnv = "CREWCARD_LINK_BASE"

// listFlag is a repeatable string flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

// renderOptions are the render command's settings.
type renderOptions struct {
	out       string
	templates listFlag
	linkBase  string
	lowInk    bool
}

func runRender(e *env, args []string) int {
	fs := newFlags(e, "render", "-o OUT.pdf [flags] FILE|DIR|GLOB|- ...",
		"Render crews as 69 x 94 mm gaming cards: each crew's front, then its back.\nNothing is written unless every crew is legal; the PDF is replaced atomically.")
	var o renderOptions
	fs.StringVar(&o.out, "o", "", "output PDF file (- for standard output)")
	fs.Var(&o.templates, "template", "use an edited template `FILE` (see 'crewcard template export'); repeatable")
	fs.StringVar(&o.linkBase, "link-base", "", "base URL of the QR link (default $"+linkBaseEnv+", else "+codec.DefaultBase+")")
	fs.BoolVar(&o.lowInk, "ink-low", false, "low ink: outlines instead of filled areas")
	files, code, done := parseFlags(fs, args)
	if done {
		return code
	}
	if o.out == "" || len(files) == 0 {
		fmt.Fprintln(e.stderr, "crewcard render: give the crews and -o OUT.pdf")
		fs.Usage()
		return exitUsage
	}
	if o.linkBase == "" {
		o.linkBase = e.getenv(linkBaseEnv)
	}
	if o.linkBase == "" {
		o.linkBase = codec.DefaultBase
	}
	if _, err := codec.Link(o.linkBase, "A"); err != nil {
		fmt.Fprintf(e.stderr, "crewcard render: --link-base: %v\n", err)
		return exitUsage
	}
	names, err := expandArgs(files)
	if err != nil {
		fmt.Fprintf(e.stderr, "crewcard render: %v\n", err)
		return exitInvalid
	}
	crews, ok := loadCrews(e, names)
	if !ok {
		fmt.Fprintln(e.stderr, "crewcard render: nothing written")
		return exitInvalid
	}
	pdf, errs := renderPDF(crews, &o)
	for _, err := range errs {
		fmt.Fprintln(e.stderr, err)
	}
	if len(errs) > 0 {
		fmt.Fprintln(e.stderr, "crewcard render: nothing written")
		return exitInvalid
	}
	if err := writeAtomic(o.out, pdf, e.stdout); err != nil {
		fmt.Fprintf(e.stderr, "crewcard render: %v\n", err)
		return exitInvalid
	}
	return exitOK
}

// deck is what every card of a batch shares: fonts, icons and templates.
type deck struct {
	fonts       *layout.FontSet
	icons       layout.IconSet
	front, back *layout.Template
	lowInk      bool
}

func newDeck(o *renderOptions) (*deck, error) {
	fs, err := layout.NewFontSet(fonts.Regular, fonts.Bold)
	if err != nil {
		return nil, fmt.Errorf("card fonts: %v", err)
	}
	icons, err := loadIcons("", nil)
	if err != nil {
		return nil, err
	}
	d := &deck{fonts: fs, icons: icons, lowInk: o.lowInk}
	faces := map[string]**layout.Template{"crew-front": &d.front, "crew-back": &d.back}
	for name, dst := range faces {
		src, err := builtinTemplate(name)
		if err != nil {
			return nil, err
		}
		if *dst, err = loadTemplate(name+".toml", src); err != nil {
			return nil, err
		}
	}
	for _, path := range o.templates {
		src, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		t, err := loadTemplate(path, src)
		if err != nil {
			return nil, err
		}
		dst, ok := faces[t.Name]
		if !ok {
			return nil, fmt.Errorf("%s: template name %q is not one of crew-front, crew-back", path, t.Name)
		}
		*dst = t
	}
	return d, nil
}

// faces holds the planned pages of one crew.
type faces struct {
	front, back []layout.Page
}

// renderPDF lays out every crew and writes one document: each crew's front
// pages, then its back pages. QR encoding and planning run on every core.
func renderPDF(crews []*model.Crew, o *renderOptions) ([]byte, []error) {
	d, err := newDeck(o)
	if err != nil {
		return nil, []error{err}
	}
	planned := make([]faces, len(crews))
	errs := parallel(len(crews), func(i int) error {
		f, err := d.plan(crews[i], o.linkBase)
		planned[i] = f
		return err
	})
	if len(errs) > 0 {
		return nil, errs
	}
	w, err := layout.NewWriter(d.fonts, layout.WriterOptions{Deterministic: true, Creator: "crewcard " + version, Title: "crewcard deck"})
	if err != nil {
		return nil, []error{err}
	}
	for _, f := range planned {
		for _, pg := range append(append([]layout.Page(nil), f.front...), f.back...) {
			if err := w.AddCard(pg, false); err != nil {
				return nil, []error{err}
			}
		}
	}
	b, err := w.Bytes()
	if err != nil {
		return nil, []error{err}
	}
	return b, nil
}

// plan encodes one crew's QR code and lays out its front and back.
func (d *deck) plan(c *model.Crew, base string) (faces, error) {
	payload, err := codec.Encode(c.Saved())
	if err != nil {
		return faces{}, fmt.Errorf("%s: %v", c.File.Name(), err)
	}
	text, _ := codec.EncodeText(c.Saved())
	link, err := codec.Link(base, text)
	if err != nil {
		return faces{}, fmt.Errorf("%s: %v", c.File.Name(), err)
	}
	qr, err := layout.EncodeQR(link)
	if err != nil {
		return faces{}, fmt.Errorf("%s: %v", c.File.Name(), err)
	}
	v := cardView(c, link, codec.ShortCode(payload))
	opt := layout.Options{Fonts: d.fonts, Icons: d.icons, QR: qr, LowInk: d.lowInk}
	var f faces
	if f.front, err = layout.Plan(d.front, v, opt); err != nil {
		return f, planError(c, err)
	}
	if f.back, err = layout.Plan(d.back, v, opt); err != nil {
		return f, planError(c, err)
	}
	return f, nil
}

// slotKeys maps view slots back to the crew-file keys they come from.
var slotKeys = map[string]string{
	"name": "crew.name", "back_title": "crew.name", "vehicle": "vehicle.name", "nation": "vehicle.nation",
}

// planError explains a layout failure in terms of the crew file.
func planError(c *model.Crew, err error) error {
	var ge *layout.GlyphError
	if errors.As(err, &ge) {
		key := slotKeys[ge.Slot]
		if key == "" {
			key = ge.Slot
		}
		return fmt.Errorf("%s: %s: %q (%U) is not in the card font %s; use another character", c.File.Name(), key, ge.Rune, ge.Rune, ge.Font)
	}
	return fmt.Errorf("%s: %v", c.File.Name(), err)
}
