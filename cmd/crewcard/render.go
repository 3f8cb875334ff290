package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/crewcard/crewcard/fonts"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// version is stamped on sheets and in the PDF's creator field.
const version = "0.3.0"

// linkBaseEnv names the environment variable that sets the QR link's base.
const linkBaseEnv = "CREWCARD_LINK_BASE"

// listFlag is a repeatable string flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

// renderOptions are the render command's settings. The zero value (as the
// tests' callers of renderPDF use it) means card pages, each crew's fronts
// then its backs, at the templates' own size.
type renderOptions struct {
	out       string
	templates listFlag
	linkBase  string
	lowInk    bool

	sheet      string      // "a4", "letter", … or "none"; "" is "none"
	margin     float64     // printable margin of sheets, mm
	cut        string      // "marks", "lines" or "none"
	bleed      float64     // bleed shown around each card, mm
	backs      string      // "duplex", "separate" or "none"; "" keeps each crew's fronts then backs
	flip       impose.Flip // how duplex backs turn
	backOffset [2]float64  // shift of the backs, mm: right, down
	card       impose.Size // card size; zero: the templates' size
	noSummary  bool        // leave out the roster summary
	command    string      // the command line, stamped on sheets
	maxPages   int         // pages a file may hold before output splits; 0: maxFilePages
	progress   func(done, total int)
}

func runRender(e *env, args []string) int {
	fs, o, raw := renderFlagSet(e)
	files, code, done := parseFlags(fs, args)
	if done {
		return code
	}
	if o.out == "" || len(files) == 0 {
		fmt.Fprintln(e.stderr, "crewcard render: give the crews and -o OUT.pdf")
		fs.Usage()
		return exitUsage
	}
	if err := o.settle(e, raw); err != nil {
		fmt.Fprintf(e.stderr, "crewcard render: %v\n", err)
		return exitUsage
	}
	o.command = commandLine(append([]string{"crewcard", "render"}, args...))
	return renderFiles(e, files, o)
}

// renderFlags holds the render flags that are parsed after the command line.
type renderFlags struct {
	sheet, cut, backs, flip, offset, card, ink string
}

// renderFlagSet declares the render command's flags.
func renderFlagSet(e *env) (*flag.FlagSet, *renderOptions, *renderFlags) {
	fs := newFlags(e, "render", "-o OUT.pdf [flags] FILE|DIR|GLOB|- ...",
		`Render crews as gaming cards (69 x 94 mm unless --card says otherwise).
Nothing is written unless every crew is legal; the PDF is replaced atomically.

Inputs are read in the order given; a folder means its *.toml files and a
glob its matches, each in sorted order. A file named twice is rendered once.

The default, --sheet a4, is for home printing: 8 cards a sheet on A4
landscape (6 on Letter), crop marks, each front sheet followed by its back
sheet for long-edge duplex, and a roster summary page at the end. Print at
actual size (100 %). For a print shop: --sheet none --bleed 3.
Output of more than `+fmt.Sprint(maxFilePages)+` pages is split into OUT-1.pdf, OUT-2.pdf, ….`)
	o := &renderOptions{margin: impose.DefaultMargin}
	raw := &renderFlags{}
	fs.StringVar(&o.out, "o", "", "output PDF file (- for standard output)")
	fs.Var(&o.templates, "template", "use an edited template `FILE` (see 'crewcard template export'); repeatable")
	fs.StringVar(&o.linkBase, "link-base", "", "base URL of the QR link (default $"+linkBaseEnv+", else "+saved.DefaultBase+")")
	fs.StringVar(&raw.sheet, "sheet", "a4", "paper: a4, letter, a3, legal, a5, WxH in mm, or none for one card a page")
	fs.Float64Var(&o.margin, "margin", impose.DefaultMargin, "unprintable border of the sheet, `mm`")
	fs.StringVar(&raw.cut, "cut", "marks", "cutting guides on sheets: marks (crop marks), lines (shared cut lines) or none")
	fs.Float64Var(&o.bleed, "bleed", 0, "art beyond the cut, `mm` (3 for print shops); with --sheet none the TrimBox marks the card")
	fs.StringVar(&raw.backs, "backs", "duplex", "backs: duplex (each front sheet, then its back sheet), separate (OUT-backs.pdf) or none")
	fs.StringVar(&raw.flip, "flip", "long", "duplex flip edge: long or short")
	fs.StringVar(&raw.offset, "back-offset", "0,0", "shift the backs by `X,Y` mm (right, down), as 'crewcard calibrate' measures")
	fs.StringVar(&raw.card, "card", "", "card size: 69x94, poker (63x88), 63.5x88.9, 57x89 or WxH in mm (default: the templates' size, 69x94)")
	fs.StringVar(&raw.ink, "ink", "normal", "ink: normal, or low for outlines instead of filled areas (test prints)")
	fs.BoolVar(&o.lowInk, "ink-low", false, "same as --ink low")
	fs.BoolVar(&o.noSummary, "no-summary", false, "leave out the roster summary page of sheet output")
	return fs, o, raw
}

// settle finishes the options from the raw flags and the environment, and
// checks the output path and the link base before any work.
func (o *renderOptions) settle(e *env, raw *renderFlags) error {
	if err := o.parse(raw.sheet, raw.cut, raw.backs, raw.flip, raw.offset, raw.card, raw.ink); err != nil {
		return err
	}
	if err := checkOutPath(o.out); err != nil {
		return fmt.Errorf("-o %v", err)
	}
	if o.linkBase == "" {
		o.linkBase = e.getenv(linkBaseEnv)
	}
	if o.linkBase == "" {
		o.linkBase = saved.DefaultBase
	}
	if _, err := saved.Link(o.linkBase, "A"); err != nil {
		return fmt.Errorf("--link-base: %v", err)
	}
	return nil
}

// renderFiles reads, checks and renders the crews named by files, and
// writes the output only if every crew renders.
func renderFiles(e *env, files []string, o *renderOptions) int {
	names, dups, err := expandInputs(files)
	if err != nil {
		fmt.Fprintf(e.stderr, "crewcard render: %v\n", err)
		return exitInvalid
	}
	for _, d := range dups {
		fmt.Fprintf(e.stderr, "crewcard render: %s: given more than once; rendered once\n", d)
	}
	crews, ok := loadCrews(e, names)
	if !ok {
		fmt.Fprintln(e.stderr, "crewcard render: nothing written")
		return exitInvalid
	}
	bar := newProgress(e.stderr, "rendering")
	o.progress = bar.update
	docs, errs := renderDocs(crews, o)
	bar.done()
	for _, err := range errs {
		fmt.Fprintln(e.stderr, err)
	}
	if len(errs) > 0 {
		fmt.Fprintln(e.stderr, "crewcard render: nothing written")
		return exitInvalid
	}
	if err := writeDocs(o.out, docs, e.stdout); err != nil {
		fmt.Fprintf(e.stderr, "crewcard render: %v\n", err)
		return exitInvalid
	}
	for _, f := range staleOutputs(o.out, docPaths(o.out, docs)) {
		fmt.Fprintf(e.stderr, "crewcard render: warning: %s is from an earlier run, not this one\n", f)
	}
	return exitOK
}

// deck is what every card of a batch shares: fonts, icons and templates.
type deck struct {
	fonts       *layout.FontSet
	icons       layout.IconSet
	front, back *layout.Template
	source      map[string]string // template name -> the file it came from
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
	d := &deck{fonts: fs, icons: icons, lowInk: o.lowInk, source: map[string]string{}}
	faces := map[string]**layout.Template{"crew-front": &d.front, "crew-back": &d.back}
	for name, dst := range faces {
		src, err := builtinTemplate(name)
		if err != nil {
			return nil, err
		}
		if *dst, err = loadTemplate(name+".toml", src); err != nil {
			return nil, err
		}
		d.source[name] = name + ".toml (built in)"
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
		d.source[t.Name] = path
	}
	if d.front.Width != d.back.Width || d.front.Height != d.back.Height {
		return nil, fmt.Errorf("the front (%gx%g mm) and the back (%gx%g mm) templates differ in size; give both the same card size",
			d.front.Width, d.front.Height, d.back.Width, d.back.Height)
	}
	for _, t := range []**layout.Template{&d.front, &d.back} {
		if o.card.W > 0 && (o.card.W != (*t).Width || o.card.H != (*t).Height) {
			*t = (*t).Scale(o.card.W, o.card.H)
		}
		if o.bleed > (*t).Bleed {
			c := **t
			c.Bleed = o.bleed // boxes drawn to the bleed reach the wider bleed
			*t = &c
		}
	}
	if err := d.probe(o.linkBase); err != nil {
		return nil, err
	}
	return d, nil
}

// probe lays out the fullest crew once, so that a template that cannot
// hold a card (an unknown slot or icon, a widget too small for its text)
// is reported once, against its own file, before any crew is drawn.
func (d *deck) probe(base string) error {
	if base == "" {
		base = saved.DefaultBase
	}
	c := probeCrew()
	text, err := codec.EncodeText(c.Saved())
	if err != nil {
		return err
	}
	link, err := saved.Link(base, text)
	if err != nil {
		return err
	}
	v := cardView(c, link, "ABCD2345")
	opt := layout.Options{Fonts: d.fonts, Icons: d.icons, LowInk: d.lowInk}
	for _, t := range []*layout.Template{d.front, d.back} {
		if _, err := layout.Plan(t, v, opt); err != nil {
			return fmt.Errorf("%s: %v (found by laying out a crew with every skill and 8 upgrades)", d.source[t.Name], err)
		}
	}
	return nil
}

// probeCrew is the fullest crew a card holds: five crewmen with all six
// skills each, legendary basics, eight upgrades and four-digit tallies.
func probeCrew() *crewexp.Crew {
	s := crewexp.State{Kind: crewexp.Tank, Start: crewexp.StartLegendary, Crewmen: 5, Points: 999,
		XP: 999, Games: 999, Kills: 999, XPEarned: 9999}
	for _, r := range crewexp.Roles {
		s.Members = append(s.Members, crewexp.Member{Roles: crewexp.RoleSet(0).With(r)})
	}
	for _, sk := range crewexp.Skills() {
		s.Skills = append(s.Skills, crewexp.Held{ID: sk.ID, Basic: sk.Die == 1 && sk.Role != crewexp.Driver})
	}
	s.Upgrades = []crewexp.UpgradeID{1, 2, 3, 5, 6, 7, 8, 15}
	return &crewexp.Crew{Name: "Mort-Homme (2ème DB)", Vehicle: "M4A2 Sherman", Nation: "France libre", State: s}
}

// faces holds the planned pages of one crew.
type faces struct {
	front, back []layout.Page
}

// renderPDF lays out every crew and writes one document. With the zero
// options it holds each crew's front pages, then its back pages.
func renderPDF(crews []*crewexp.Crew, o *renderOptions) ([]byte, []error) {
	docs, errs := renderDocs(crews, o)
	if len(errs) > 0 {
		return nil, errs
	}
	if len(docs) != 1 {
		return nil, []error{fmt.Errorf("render: %d documents, want one", len(docs))}
	}
	return docs[0].data, nil
}

// plan encodes one crew's QR code and lays out its front and back.
func (d *deck) plan(c *crewexp.Crew, base string) (faces, error) {
	payload, err := codec.Encode(c.Saved())
	if err != nil {
		return faces{}, fmt.Errorf("%s: %v", c.File.Name(), err)
	}
	link, err := saved.Link(base, saved.Text(payload))
	if err != nil {
		return faces{}, fmt.Errorf("%s: %v", c.File.Name(), err)
	}
	qr, err := layout.EncodeQR(link)
	if err != nil {
		return faces{}, fmt.Errorf("%s: %v", c.File.Name(), err)
	}
	v := cardView(c, link, saved.ShortCode(payload))
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
func planError(c *crewexp.Crew, err error) error {
	var ge *layout.GlyphError
	if errors.As(err, &ge) {
		key := slotKeys[ge.Slot]
		if key == "" {
			key = ge.Slot
		}
		return fmt.Errorf("%s: %s: %q (%U) is not in the card font %s; use another character", c.File.Pos(key), key, ge.Rune, ge.Rune, ge.Font)
	}
	var fe *layout.FitError
	if errors.As(err, &fe) && slotKeys[fe.Slot] != "" {
		key := slotKeys[fe.Slot]
		return fmt.Errorf("%s: %s: %q does not fit the card even at %g pt; shorten it", c.File.Pos(key), key, fe.Text, fe.Floor)
	}
	if errors.Is(err, layout.ErrQRTooDense) {
		s := c.Saved()
		n := len(s.Name) + len(s.Vehicle) + len(s.Nation)
		return fmt.Errorf("%s: crew.name, vehicle.name and vehicle.nation take %d bytes of UTF-8 in the QR code, "+
			"too many to print it at 0.4 mm a module; shorten them (%v)", c.File.Name(), n, err)
	}
	return fmt.Errorf("%s: %v", c.File.Name(), err)
}
