// Package compose composes card pages and sheets into one document and
// draws it through a Backend (PDF, SVG, PNG): bleed, trim boxes, and
// layers each clipped to its own edge, written once for every format.
package compose

import (
	"bytes"
	"io"

	"github.com/crewcard/crewcard/layout"

	"github.com/crewcard/crewcard/layout/impose"
)

// Writer composes card pages and sheets into one document and draws them
// through a Backend. The composition (bleed, trim boxes, layers each
// clipped to its own edge) is written here once, for every backend.
type Writer struct {
	b     Backend
	pages int
}

// A Layer is a display list on a page, moved right by DX mm and down by
// DY mm and clipped to Clip (page coordinates), if not nil.
type Layer struct {
	Clip   *impose.Rect
	DX, DY float64
	Ops    []layout.Op
}

// NewWriter starts a document drawn through b.
func NewWriter(b Backend) *Writer { return &Writer{b: b} }

// Pages returns the number of pages written so far.
func (w *Writer) Pages() int { return w.pages }

// AddCard adds a page of the card's exact size, or, withBleed, a page that
// also carries the bleed, with a trim box at the card's cut.
func (w *Writer) AddCard(pg layout.Page, withBleed bool) error {
	b := 0.0
	if withBleed {
		b = pg.Bleed
	}
	page := impose.Rect{W: pg.W + 2*b, H: pg.H + 2*b}
	return w.AddPage(page.W, page.H, impose.Rect{X: b, Y: b, W: pg.W, H: pg.H}, []Layer{{Clip: &page, DX: b, DY: b, Ops: pg.Ops}}, nil)
}

// AddPage adds a page of width × height mm, cut at trim (page coordinates),
// with layers drawn in order. late, if not nil, gives ops drawn last once
// the document ends, through a backend that can (PDF); others draw them
// with the page.
func (w *Writer) AddPage(width, height float64, trim impose.Rect, layers []Layer, late func() []layout.Op) error {
	w.b.BeginPage(width, height, trim)
	for _, l := range layers {
		w.draw(l)
	}
	l, later := w.b.(interface{ Later(func() []layout.Op) })
	if late != nil && !later {
		w.draw(Layer{Ops: late()})
	}
	w.b.EndPage()
	w.pages++
	err := w.b.Err()
	if late != nil && later {
		l.Later(late)
	}
	return err
}

// draw draws a layer.
func (w *Writer) draw(l Layer) {
	if l.Clip != nil {
		w.b.PushClip(*l.Clip)
		defer w.b.PopClip()
	}
	for i := range l.Ops {
		w.b.Draw(&l.Ops[i], l.DX, l.DY)
	}
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
