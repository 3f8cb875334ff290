package press

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strconv"

	"github.com/crewcard/crewcard/cmd/internal/ordered"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
)

// planAhead is how many cards planning may run ahead of writing; it bounds
// the display lists held in memory.
const planAhead = 128

// planned is one card's planned faces, or why it has none.
type planned struct {
	f   Faces
	err error
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
func newSheetGeom(o *Options, card impose.Size, fs *layout.FontSet) (*sheetGeom, error) {
	lay, err := layout.ImposeSheet(fs, o.Sheet.Paper, card, impose.Options{Margin: o.Margin, Bleed: o.Bleed}, o.Cut == CutMarks)
	if err != nil {
		return nil, err
	}
	g := &sheetGeom{lay: lay, backs: impose.Offset(impose.Backs(lay, o.Flip), o.BackOffset[0], o.BackOffset[1])}
	bands := layout.StampBands(fs, lay)
	switch o.Cut {
	case CutMarks:
		g.guides = impose.CropMarks(lay, bands...)
		g.marks = layout.SheetLines(g.guides, layout.CropMarkWidth, 0)
	case CutLines:
		g.guides = impose.CutLines(lay, bands...)
		g.marks = layout.SheetLines(g.guides, layout.CutLineWidth, layout.CutLineGrey)
	}
	return g, nil
}

// docSet writes one stream of pages (the output, or the separate backs)
// into documents of at most maxPages pages.
type docSet struct {
	suffix  string
	title   string // the documents' title, before a split output's part
	fonts   *layout.FontSet
	creator string
	set     *partSet // the parts of a split output, or nil
	sink    Sink     // takes each finished document; nil: draw nothing, only count the parts
	w       *layout.Writer
	parts   int // documents finished
}

func (s *docSet) writer() (*layout.Writer, error) {
	if s.sink == nil && s.w == nil {
		s.w = layout.NewWriterFor(nopBackend{})
	}
	if s.w == nil {
		title := s.title
		if s.set != nil {
			title += ", " + s.set.label(s.parts+1)
		}
		w, err := layout.NewWriter(s.fonts, layout.WriterOptions{Deterministic: true, Creator: s.creator, Title: title})
		if err != nil {
			return nil, err
		}
		s.w = w
	}
	return s.w, nil
}

// finish closes the current document, if it has pages, and hands it to
// the sink.
func (s *docSet) finish() error {
	if s.w == nil || s.w.Pages() == 0 {
		return nil
	}
	s.parts++
	if s.sink == nil {
		s.w = nil
		return nil
	}
	b, err := s.w.Bytes()
	if err != nil {
		return err
	}
	s.w = nil
	d := Document{Suffix: s.suffix, Data: b}
	if s.set != nil {
		d.Part = s.parts
	}
	return s.sink.Put(d)
}

// binder puts planned cards onto pages, in input order.
type binder struct {
	o             *Options
	card          impose.Size
	g             *sheetGeom // nil: one card a page
	fronts, backs *docSet
	pending       []slot
	sheets        int      // front sheets written
	set           *partSet // the parts of a split output, or nil
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
func Render(ctx context.Context, d *Kit, n int, card func(i int) (Card, error), o *Options, roster layout.Roster) ([]Document, []error) {
	var docs Collect
	if errs := Stream(ctx, d, n, card, o, roster, &docs); len(errs) > 0 {
		return nil, errs
	}
	slices.SortStableFunc(docs, func(a, b Document) int { return cmp.Compare(a.Suffix, b.Suffix) })
	return docs, nil
}

// Stream lays out n cards, card(i) giving the i-th, and writes the
// documents, handing each to sink as soon as it is finished, so that only
// the document being written is held in memory: planning (QR encoding
// above all) runs on every core while the pages are written in input
// order. The roster is the summary page of sheet output (left out with
// o.NoSummary). Every card that fails is reported, and the run also stops
// when ctx ends; when Stream returns errors, the documents put so far are
// not the run's output and must be dropped. An output that may be split is
// counted first, so that every part carries "part k of n" and the run's id
// (see split.go).
func Stream(ctx context.Context, d *Kit, n int, card func(i int) (Card, error), o *Options, roster layout.Roster, sink Sink) []error {
	p := pass{plan: d.planner(card)}
	if d.maySplit(n, o) {
		p = d.count(ctx, n, card, o, roster, false)
	}
	p.sink = sink
	_, errs := d.bind(ctx, n, o, roster, p)
	if len(errs) == 1 && errs[0] == errUncounted {
		// The parts were guessed, from the probes or from laying out only
		// the faces that may take more than one card, and the guess was
		// wrong: count them exactly, then start again.
		sink.Restart()
		p = d.count(ctx, n, card, o, roster, true)
		p.sink = sink
		_, errs = d.bind(ctx, n, o, roster, p)
	}
	return errs
}

// planner returns the plan of a run's i-th card. A card that does not lay
// out fails with a *CardError.
func (d *Kit) planner(card func(i int) (Card, error)) func(i int) (Faces, error) {
	return func(i int) (Faces, error) {
		c, err := card(i)
		if err != nil {
			return Faces{}, err
		}
		f, err := d.Plan(c)
		if err != nil {
			return f, &CardError{Card: i, Err: err}
		}
		return f, nil
	}
}

// pass is one binding of a run's cards.
type pass struct {
	plan   func(i int) (Faces, error) // the i-th card's faces
	set    *partSet                   // the parts of a split output; nil: one file, and a split is errUncounted
	expect [][2]int                   // pages of each card's front and back that set was counted with, checked; nil: none
	sink   Sink                       // takes the documents; nil: draw nothing, only count the parts
}

// bind plans the n cards as p says, puts them onto pages and hands the
// documents to p.sink. It returns how many documents of the output (not of
// the separate backs) it made.
func (d *Kit) bind(ctx context.Context, n int, o *Options, roster layout.Roster, p pass) (int, []error) {
	b := &binder{o: o, card: d.card, set: p.set}
	title := cmp.Or(o.Title, "crewcard")
	b.fronts = &docSet{title: title, fonts: d.Fonts, creator: o.Program, set: p.set, sink: p.sink}
	b.backs = &docSet{suffix: "-backs", title: title + " · backs", fonts: d.Fonts, creator: o.Program, set: p.set, sink: p.sink}
	if !o.Sheet.None() {
		var err error
		if b.g, err = newSheetGeom(o, b.card, d.Fonts); err != nil {
			return 0, []error{err}
		}
	}
	var errs []error
	var werr error
	stopped := false
	ordered.Run(n, planAhead, func(i int) planned {
		if ctx.Err() != nil {
			return planned{err: errStopped}
		}
		f, err := p.plan(i)
		return planned{f, err}
	}, func(i int, r planned) {
		switch {
		case r.err == errStopped:
			stopped = true
		case r.err != nil:
			errs = append(errs, r.err)
		case p.expect != nil && p.expect[i] != [2]int{len(r.f.Front), len(r.f.Back)}:
			werr = errUncounted
		case len(errs) == 0 && werr == nil && !stopped:
			werr = b.add(r.f)
		}
		if o.Progress != nil && p.sink != nil {
			o.Progress(i+1, n)
		}
	})
	switch {
	case stopped:
		return 0, []error{fmt.Errorf("render stopped: %v", context.Cause(ctx))}
	case len(errs) > 0:
		return 0, errs
	}
	if werr == nil {
		werr = b.close(roster)
	}
	if werr != nil {
		return 0, []error{werr}
	}
	return b.fronts.parts, nil
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
	limit := b.o.MaxPages
	if limit <= 0 {
		limit = MaxFilePages
	}
	if b.fronts.w == nil || b.fronts.w.Pages() == 0 || b.fronts.w.Pages()+need <= limit {
		return nil
	}
	if b.set == nil && b.fronts.sink != nil {
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
	front := layout.Sheet{W: g.lay.Sheet.W, H: g.lay.Sheet.H}
	back := front
	for j, s := range b.pending {
		if s.front != nil {
			r := g.lay.Cards[j]
			front.Cards = append(front.Cards, layout.Placement{Page: *s.front, X: r.X, Y: r.Y, Bleed: b.o.Bleed})
		}
		if s.back != nil {
			r := g.backs[j]
			back.Cards = append(back.Cards, layout.Placement{Page: *s.back, X: r.X, Y: r.Y, Bleed: b.o.Bleed})
		}
	}
	b.pending = b.pending[:0]
	front.Ops = append(append([]layout.Op(nil), g.marks...), layout.SheetStamp(b.fronts.fonts, g.lay, g.guides, b.o.Stamp("sheet "+strconv.Itoa(b.sheets)+", fronts"), b.command())...)
	w, err := b.fronts.writer()
	if err != nil {
		return err
	}
	if err := w.AddSheet(front); err != nil {
		return err
	}
	if b.o.Backs == BacksNone {
		return nil
	}
	back.Ops = layout.SheetStamp(b.fronts.fonts, g.lay, nil, b.o.Stamp(fmt.Sprintf("sheet %d, backs (%s-edge flip)", b.sheets, b.o.Flip)), b.command())
	set := b.fronts
	if b.o.Backs == BacksSeparate {
		set = b.backs
	}
	if w, err = set.writer(); err != nil {
		return err
	}
	return w.AddSheet(back)
}

// pairPages is how many pages of the fronts' document one card, or one
// sheet, takes: its front, and its back when the backs follow the fronts.
func (b *binder) pairPages() int {
	if b.o.Backs == BacksDuplex {
		return 2
	}
	return 1
}

// command is the line at the foot of each sheet: the command line, after
// the part of a split output, which comes first so that it is never cut.
func (b *binder) command() string {
	if b.set != nil {
		return b.set.label(b.fronts.parts+1) + " · " + b.o.Command
	}
	return b.o.Command
}

// close writes the last sheet and the roster summary and finishes the
// documents.
func (b *binder) close(roster layout.Roster) error {
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
	if err := b.fronts.finish(); err != nil {
		return err
	}
	return b.backs.finish()
}

// roster writes the roster summary's sheets after the last card, each
// counting against the page limit like a card's: a long roster goes on in
// the next part, whose label its footer then carries.
func (b *binder) roster(r layout.Roster) error {
	footed := func() []layout.Sheet {
		f := r
		if b.set != nil {
			f.Footer = b.set.label(b.fronts.parts+1) + " · " + r.Footer
		}
		return layout.RosterSheets(b.fronts.fonts, b.g.lay, f) // the footer does not move the rows
	}
	sheets, part := footed(), b.fronts.parts
	for i := range sheets {
		if err := b.split(1); err != nil {
			return err
		}
		if part != b.fronts.parts {
			sheets, part = footed(), b.fronts.parts
		}
		w, err := b.fronts.writer()
		if err != nil {
			return err
		}
		if err := w.AddSheet(sheets[i]); err != nil {
			return err
		}
	}
	return nil
}
