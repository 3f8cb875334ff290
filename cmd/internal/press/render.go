package press

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"fmt"
	"hash"
	"io"
	"slices"
	"strconv"
	"sync/atomic"

	"github.com/crewcard/crewcard/cmd/internal/ordered"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/pdf"
	"github.com/crewcard/crewcard/layout/sheet"
)

// planAhead is how many cards planning may run ahead of writing: a few
// sheets' worth for every core; it bounds the display lists held in memory.
const planAhead = 32

// planned is one card's planned faces and QR link, or why it has none.
type planned struct {
	f    Faces
	link string
	err  error
}

// Document is one finished PDF, or one card face as a file of its own.
type Document struct {
	Suffix string // "" for the main output, "-backs" for separate backs
	Part   int    // 1, 2, … in a split output, where separate backs go with the part of their number; 0 when not split
	Name   string // a face file's name in the output folder (see RenderFaces); "" for a PDF
	Data   []byte
}

// slot is one physical card: a front and a back, either of which may be
// missing when a card's faces need different numbers of cards.
type slot struct {
	front, back *layout.Page
}

// sheetGeom is the imposition shared by every sheet of a run.
type sheetGeom struct {
	lay    impose.Layout
	backs  []impose.Rect // where each card's back goes on the back sheet
	guides []impose.Line // cutting guides of front sheets, clear of the stamp's bands
	marks  []layout.Op   // the guides drawn
}

// newSheetGeom imposes cards of size card as o says; fs sets the stamp,
// whose bands the cutting guides keep clear of.
func newSheetGeom(o *Options, card impose.Size, fs *font.Set) (*sheetGeom, error) {
	lay, err := sheet.ImposeSheet(fs, o.Sheet.Paper, card, impose.Options{Margin: o.Margin, Bleed: o.Bleed}, o.Cut == CutMarks)
	if err != nil {
		return nil, err
	}
	g := &sheetGeom{lay: lay, backs: impose.Offset(impose.Backs(lay, o.Flip), o.BackOffset[0], o.BackOffset[1])}
	bands := sheet.StampBands(fs, lay)
	switch o.Cut {
	case CutMarks:
		g.guides = impose.CropMarks(lay, bands...)
		g.marks = sheet.Guides(g.guides, sheet.CropMarkWidth, 0)
	case CutLines:
		g.guides = impose.CutLines(lay, bands...)
		g.marks = sheet.Guides(g.guides, sheet.CutLineWidth, sheet.CutLineGrey)
	}
	return g, nil
}

// docSet writes one stream of pages (the output, or the separate backs)
// into documents of at most the page limit. In a run that may split, each
// document's pages go to the spool and the document ends with the run
// (flush), when its part and the set are known; otherwise each is put as
// soon as it ends.
type docSet struct {
	suffix  string
	title   string // the documents' title, before a split output's part
	fonts   *font.Set
	creator string
	set     *partSet // the parts of a split output, or nil
	sink    Sink
	spool   *spool // where a run that may split keeps its pages; nil: it cannot split
	w       *compose.Writer
	doc     document
	start   int64   // where the current document begins in the spool
	ended   []ended // documents of the spool, waiting for the run's end
	parts   int     // documents ended
}

// ended is a document whose pages are in the spool.
type ended struct {
	doc        document
	start, end int64
}

// document is the Backend a docSet draws each document through: one file
// of all its pages, whose title can change until it ends (a split output's
// parts are named at the run's end), that ends in memory (Bytes) or, when
// written as it went, onto the bytes it wrote (Finish).
type document interface {
	compose.Backend
	SetTitle(title string)
	Bytes() ([]byte, error)
}

// newDocument chooses the backend of the run's documents: a PDF, written
// to dst as its pages end or, when dst is nil, kept in memory.
func newDocument(dst io.Writer, fs *font.Set, o pdf.Options) (document, error) {
	if dst == nil {
		return pdf.New(fs, o)
	}
	return pdf.NewTo(dst, fs, o)
}

func (s *docSet) writer() (*compose.Writer, error) {
	if s.w != nil {
		return s.w, nil
	}
	o := pdf.Options{Deterministic: true, Creator: s.creator, Title: s.title}
	var dst io.Writer
	if s.spool != nil {
		s.start, dst = s.spool.n, s.spool
	}
	var err error
	if s.doc, err = newDocument(dst, s.fonts, o); err != nil {
		return nil, err
	}
	s.w = compose.NewWriter(s.doc)
	return s.w, nil
}

// finish ends the current document, if it has pages: it is put, or, in a
// run that may split, kept for flush.
func (s *docSet) finish() error {
	if s.w == nil || s.w.Pages() == 0 {
		return nil
	}
	s.parts++
	doc := s.doc
	s.w, s.doc = nil, nil
	if s.spool != nil {
		s.ended = append(s.ended, ended{doc, s.start, s.spool.n})
		return doc.Err()
	}
	b, err := doc.Bytes()
	if err != nil {
		return err
	}
	return s.sink.Put(Document{Suffix: s.suffix, Data: b})
}

// flush ends the documents kept in the spool, now that the set is known,
// and puts them, one at a time.
func (s *docSet) flush() error {
	for i, e := range s.ended {
		part := 0
		if s.set.split() {
			part = i + 1
			e.doc.SetTitle(s.title + ", " + s.set.label(part))
		}
		b, err := s.spool.read(e.start, e.end, 1<<20)
		if err != nil {
			return err
		}
		out := bytes.NewBuffer(b)
		if err := e.doc.Finish(out); err != nil {
			return err
		}
		s.ended[i] = ended{}
		if err := s.sink.Put(Document{Suffix: s.suffix, Part: part, Data: out.Bytes()}); err != nil {
			return err
		}
	}
	return nil
}

// binder puts planned cards onto pages, in input order.
type binder struct {
	o             *Options
	card          impose.Size
	g             *sheetGeom // nil: one card a page
	fronts, backs *docSet
	pending       []slot
	sheets        int       // front sheets written
	set           *partSet  // the parts of a split output (known at the end), or nil when it cannot split
	links         hash.Hash // the digest that names a split output: the program, the command and every card's link
}

// A Sink takes the documents of a run (see Stream) as they are finished.
type Sink interface {
	// Put takes one finished document; an error stops the run, which
	// returns it.
	Put(Document) error
	// Restart drops every document put so far: the run starts again and
	// puts them all anew.
	Restart()
}

// Collect is a Sink that keeps every document in memory.
type Collect []Document

// Put appends d.
func (c *Collect) Put(d Document) error { *c = append(*c, d); return nil }

// Restart empties c.
func (c *Collect) Restart() { *c = (*c)[:0] }

// Render lays out n cards as Stream does and returns the documents, those
// of the output first, then those of the separate backs; when it returns
// errors, it returns no document.
func Render(ctx context.Context, d *Kit, n int, card func(i int) (Card, error), o *Options, roster sheet.Roster) ([]Document, []error) {
	var docs Collect
	if errs := Stream(ctx, d, n, card, o, roster, &docs); len(errs) > 0 {
		return nil, errs
	}
	slices.SortStableFunc(docs, func(a, b Document) int { return cmp.Compare(a.Suffix, b.Suffix) })
	return docs, nil
}

// Stream lays out n cards, card(i) giving the i-th, and writes the
// documents, handing each to sink as soon as it is finished, so that no
// page is held in memory once drawn: planning (QR encoding above all) runs
// on every core while the pages are written in input order. The roster is
// the summary page of sheet output (left out with o.NoSummary). Every card
// that fails is reported, and the run also stops when ctx ends; when
// Stream returns errors, the documents put so far are not the run's output
// and must be dropped. An output that may be split keeps its pages in a
// spool until its last card, when its parts are known; then every part is
// put, carrying "part k of n" and the run's id (see split.go). Each card
// is laid out once.
func Stream(ctx context.Context, d *Kit, n int, card func(i int) (Card, error), o *Options, roster sheet.Roster, sink Sink) []error {
	errs := d.bind(ctx, n, card, o, roster, d.maySplit(n, o), sink)
	if len(errs) == 1 && errs[0] == errUncounted {
		sink.Restart()
		errs = d.bind(ctx, n, card, o, roster, true, sink)
	}
	return errs
}

// planner returns the plan of a run's i-th card. A card that does not lay
// out fails with a *CardError.
func (d *Kit) planner(card func(i int) (Card, error)) func(i int) (Faces, string, error) {
	return func(i int) (Faces, string, error) {
		c, err := card(i)
		if err != nil {
			return Faces{}, "", err
		}
		f, err := d.Plan(c)
		if err != nil {
			return f, c.View.QR, &CardError{Card: i, Err: err}
		}
		return f, c.View.QR, nil
	}
}

// bind plans the n cards, puts them onto pages and hands the documents to
// sink; split readies it for an output of more than one file.
func (d *Kit) bind(ctx context.Context, n int, card func(i int) (Card, error), o *Options, roster sheet.Roster, split bool, sink Sink) []error {
	b := &binder{o: o, card: d.card}
	title := cmp.Or(o.Title, "crewcard")
	b.fronts = &docSet{title: title, fonts: d.Fonts, creator: o.Program, sink: sink}
	b.backs = &docSet{suffix: "-backs", title: title + " · backs", fonts: d.Fonts, creator: o.Program, sink: sink}
	if split {
		b.set, b.links = &partSet{}, sha256.New()
		fmt.Fprintf(b.links, "%s\n%s\n", o.Program, o.Command)
		b.fronts.set, b.fronts.spool = b.set, newSpool(o)
		defer b.fronts.spool.close()
		b.backs.set = b.set
		if o.Backs == BacksSeparate {
			b.backs.spool = newSpool(o)
			defer b.backs.spool.close()
		}
	}
	if !o.Sheet.None() {
		var err error
		if b.g, err = newSheetGeom(o, b.card, d.Fonts); err != nil {
			return []error{err}
		}
	}
	plan := d.planner(card)
	var errs []error
	var werr error
	var failed atomic.Bool // writing failed (or must start again): plan no more cards
	stopped := false
	ordered.Run(n, planAhead, func(i int) planned {
		switch {
		case ctx.Err() != nil:
			return planned{err: errStopped}
		case failed.Load():
			return planned{err: errSkipped}
		}
		f, link, err := plan(i)
		return planned{f, link, err}
	}, func(i int, r planned) {
		switch {
		case r.err == errStopped:
			stopped = true
		case r.err == errSkipped:
		case r.err != nil:
			errs = append(errs, r.err)
		case len(errs) == 0 && werr == nil && !stopped:
			if b.links != nil {
				io.WriteString(b.links, r.link+"\n")
			}
			werr = b.add(r.f)
			failed.Store(werr != nil)
		}
		if o.Progress != nil {
			o.Progress(i+1, n)
		}
	})
	switch {
	case stopped:
		return []error{fmt.Errorf("render stopped: %v", context.Cause(ctx))}
	case len(errs) > 0:
		return errs
	}
	if werr == nil {
		werr = b.close(roster)
	}
	if werr != nil {
		return []error{werr}
	}
	return nil
}

// add places one card's faces.
func (b *binder) add(f Faces) error {
	n := max(len(f.Front), len(f.Back))
	if b.o.Backs == BacksAfter { // each card's fronts, then its backs
		for _, pg := range append(append([]layout.Page(nil), f.Front...), f.Back...) {
			if err := b.card1(b.fronts, &pg); err != nil {
				return err
			}
		}
		return nil
	}
	for k := 0; k < n; k++ {
		s := slot{front: at(f.Front, k), back: at(f.Back, k)}
		if s.front == nil && b.o.Backs == BacksNone {
			continue // a back's continuation card, and backs are left out
		}
		if b.g == nil {
			if err := b.cardPages(s); err != nil {
				return err
			}
			continue
		}
		b.pending = append(b.pending, s)
		if len(b.pending) == b.g.lay.N() {
			if err := b.flushSheet(); err != nil {
				return err
			}
		}
	}
	return nil
}

func at(pages []layout.Page, k int) *layout.Page {
	if k < len(pages) {
		return &pages[k]
	}
	return nil
}

// split starts new documents when the next need pages (a front and its
// back, or a roster sheet) would take the current ones past the page limit,
// so that a part always ends on a whole front and back pair and never holds
// more than the limit: only a part's first pair may, when the limit is
// smaller than a pair.
func (b *binder) split(need int) error {
	if b.fronts.w == nil || b.fronts.w.Pages() == 0 || b.fronts.w.Pages()+need <= b.o.pageLimit() {
		return nil
	}
	if b.set == nil {
		return errUncounted
	}
	if err := b.fronts.finish(); err != nil {
		return err
	}
	return b.backs.finish()
}

// cardPages writes one card as pages of the card's size: its front, then
// its back (a blank page stands in for a missing face, so that duplex pairs
// stay paired).
func (b *binder) cardPages(s slot) error {
	if err := b.split(b.pairPages()); err != nil {
		return err
	}
	if err := b.card1(b.fronts, b.orBlank(s.front)); err != nil {
		return err
	}
	switch b.o.Backs {
	case BacksDuplex:
		return b.card1(b.fronts, b.orBlank(s.back))
	case BacksSeparate:
		return b.card1(b.backs, b.orBlank(s.back))
	}
	return nil
}

func (b *binder) orBlank(pg *layout.Page) *layout.Page {
	if pg != nil {
		return pg
	}
	return &layout.Page{W: b.card.W, H: b.card.H, Bleed: b.o.Bleed}
}

// card1 adds one card page, with the bleed asked for.
func (b *binder) card1(set *docSet, pg *layout.Page) error {
	w, err := set.writer()
	if err != nil {
		return err
	}
	return w.AddCard(cardPage(pg, b.o.Bleed))
}

// cardPage returns pg as a page of its own shows it: with the bleed asked
// for, up to the template's, and whether it has any.
func cardPage(pg *layout.Page, bleed float64) (layout.Page, bool) {
	p := *pg
	p.Bleed = min(p.Bleed, bleed)
	return p, p.Bleed > 0
}

// flushSheet writes the pending cards as a front sheet and, unless backs
// are left out, its back sheet.
func (b *binder) flushSheet() error {
	if len(b.pending) == 0 {
		return nil
	}
	if err := b.split(b.pairPages()); err != nil {
		return err
	}
	b.sheets++
	g := b.g
	front := sheet.Sheet{W: g.lay.Sheet.W, H: g.lay.Sheet.H}
	back := front
	for j, s := range b.pending {
		if s.front != nil {
			r := g.lay.Cards[j]
			front.Cards = append(front.Cards, sheet.Placement{Page: *s.front, X: r.X, Y: r.Y, Bleed: b.o.Bleed})
		}
		if s.back != nil {
			r := g.backs[j]
			back.Cards = append(back.Cards, sheet.Placement{Page: *s.back, X: r.X, Y: r.Y, Bleed: b.o.Bleed})
		}
	}
	b.pending = b.pending[:0]
	front.Ops = append(append([]layout.Op(nil), g.marks...), b.stamp(&front, g.guides, "sheet "+strconv.Itoa(b.sheets)+", fronts")...)
	w, err := b.fronts.writer()
	if err != nil {
		return err
	}
	if err := sheet.Add(w, front); err != nil {
		return err
	}
	if b.o.Backs == BacksNone {
		return nil
	}
	back.Ops = b.stamp(&back, nil, fmt.Sprintf("sheet %d, backs (%s-edge flip)", b.sheets, b.o.Flip))
	set := b.fronts
	if b.o.Backs == BacksSeparate {
		set = b.backs
	}
	if w, err = set.writer(); err != nil {
		return err
	}
	return sheet.Add(w, back)
}

// pairPages is how many pages of the fronts' document one card, or one
// sheet, takes: its front, and its back when the backs follow the fronts.
func (b *binder) pairPages() int {
	if b.o.Backs == BacksDuplex {
		return 2
	}
	return 1
}

// stamp returns the ops of a sheet's stamp, whose guides are those given,
// naming the sheet as what says. The command line at its foot follows the
// part of a split output, which comes first so that it is never cut; in a
// run that may split it is drawn when the run ends (sh.Late), as only then
// is the set known.
func (b *binder) stamp(sh *sheet.Sheet, guides []impose.Line, what string) []layout.Op {
	fs, lay, label := b.fronts.fonts, b.g.lay, b.o.Stamp(what)
	if b.set == nil {
		return sheet.Stamp(fs, lay, guides, label, b.o.Command)
	}
	part := b.fronts.parts + 1
	sh.Late = func() []layout.Op { return sheet.StampCommand(fs, lay, guides, b.prefixed(part, b.o.Command)) }
	return sheet.Stamp(fs, lay, guides, label, "")
}

// prefixed is s after the part of a split output: a line at the foot of
// the sheets of a part.
func (b *binder) prefixed(part int, s string) string {
	if b.set.split() {
		return b.set.label(part) + " · " + s
	}
	return s
}

// close writes the last sheet and the roster summary and finishes the
// documents. In a run that may split, the set is known here, after the
// last page, and the documents kept in the spool are put.
func (b *binder) close(roster sheet.Roster) error {
	if b.g != nil {
		if err := b.flushSheet(); err != nil {
			return err
		}
		if !b.o.NoSummary {
			if err := b.roster(roster); err != nil {
				return err
			}
		}
	}
	for _, s := range []*docSet{b.fronts, b.backs} {
		if err := s.finish(); err != nil {
			return err
		}
	}
	if b.set == nil {
		return nil
	}
	b.set.parts = b.fronts.parts
	b.set.id = fmt.Sprintf("%x", b.links.Sum(nil))[:8]
	for _, s := range []*docSet{b.fronts, b.backs} {
		if err := s.flush(); err != nil {
			return err
		}
	}
	return nil
}

// roster writes the roster summary's sheets after the last card, each
// counting against the page limit like a card's: a long roster goes on in
// the next part. Its footer follows the part of a split output, drawn when
// the run ends, as the command on the sheets is.
func (b *binder) roster(r sheet.Roster) error {
	fs, lay, footer := b.fronts.fonts, b.g.lay, r.Footer
	r.Footer = ""
	return sheet.EachRosterSheet(fs, lay, r, func(sh sheet.Sheet) error {
		if err := b.split(1); err != nil {
			return err
		}
		if b.set == nil {
			sh.Ops = append(sh.Ops, sheet.RosterFooter(fs, lay, footer)...)
		} else {
			part := b.fronts.parts + 1
			sh.Late = func() []layout.Op { return sheet.RosterFooter(fs, lay, b.prefixed(part, footer)) }
		}
		w, err := b.fronts.writer()
		if err != nil {
			return err
		}
		return sheet.Add(w, sh)
	})
}
