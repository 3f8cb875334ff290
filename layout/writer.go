package layout

import (
	"bytes"
	"io"

	"github.com/crewcard/crewcard/layout/impose"
)

// Writer composes card pages and sheets into one document and draws them
// through a Backend. The composition (bleed, trim boxes, each card on a
// sheet clipped to its own edge) is written here once, for every backend.
type Writer struct {
	b     Backend
	pages int
}

// Placement puts a card on a sheet.
type Placement struct {
	Page  Page
	X, Y  float64 // top-left corner of the card's trim on the sheet, mm
	Bleed float64 // how much of the card's bleed art to show around the trim, mm
}

// Sheet is a page of paper carrying several cards and its own marks.
type Sheet struct {
	W, H  float64 // paper size, mm
	Cards []Placement
	Ops   []Op // drawn in sheet coordinates after the cards: crop marks, stamps
	// Late gives ops drawn after Ops once the document ends, through a
	// backend that can (PDF); others draw them with the sheet.
	Late func() []Op
}

// NewWriterFor starts a document drawn through b.
func NewWriterFor(b Backend) *Writer { return &Writer{b: b} }

// Pages returns the number of pages written so far.
func (w *Writer) Pages() int { return w.pages }

// AddCard adds a page of the card's exact size, or, withBleed, a page that
// also carries the bleed, with a trim box at the card's cut.
func (w *Writer) AddCard(pg Page, withBleed bool) error {
	b := 0.0
	if withBleed {
		b = pg.Bleed
	}
	width, height := pg.W+2*b, pg.H+2*b
	w.b.BeginPage(width, height, impose.Rect{X: b, Y: b, W: pg.W, H: pg.H})
	w.clipped(impose.Rect{W: width, H: height}, b, b, pg.Ops)
	return w.endPage()
}

// AddSheet adds a sheet page with cards placed on it, each clipped to its
// trim plus the bleed it may show, then the sheet's own operations.
func (w *Writer) AddSheet(s Sheet) error {
	w.b.BeginPage(s.W, s.H, impose.Rect{W: s.W, H: s.H})
	for _, pl := range s.Cards {
		r := impose.Rect{X: pl.X - pl.Bleed, Y: pl.Y - pl.Bleed, W: pl.Page.W + 2*pl.Bleed, H: pl.Page.H + 2*pl.Bleed}
		w.clipped(r, pl.X, pl.Y, pl.Page.Ops)
	}
	w.draw(0, 0, s.Ops)
	l, later := w.b.(interface{ Later(func() []Op) })
	if s.Late != nil && !later {
		w.draw(0, 0, s.Late())
	}
	err := w.endPage()
	if s.Late != nil && later {
		l.Later(s.Late)
	}
	return err
}

// clipped draws ops offset by (dx, dy) inside the clipping rectangle r.
func (w *Writer) clipped(r impose.Rect, dx, dy float64, ops []Op) {
	w.b.PushClip(r)
	w.draw(dx, dy, ops)
	w.b.PopClip()
}

// draw draws a display list offset by (dx, dy) mm.
func (w *Writer) draw(dx, dy float64, ops []Op) {
	for i := range ops {
		w.b.Draw(&ops[i], dx, dy)
	}
}

func (w *Writer) endPage() error {
	w.b.EndPage()
	w.pages++
	return w.b.Err()
}

// Write ends the document and writes it to out. The Writer cannot take
// more pages afterwards.
func (w *Writer) Write(out io.Writer) error { return w.b.Finish(out) }

// Bytes ends the document and returns it.
func (w *Writer) Bytes() ([]byte, error) {
	if d, ok := w.b.(interface{ Bytes() ([]byte, error) }); ok {
		return d.Bytes() // a backend that ends its document in memory: not copied once more
	}
	var b bytes.Buffer
	err := w.Write(&b)
	return b.Bytes(), err
}
