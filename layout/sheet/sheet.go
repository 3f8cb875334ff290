package sheet

import (
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/impose"
)

// Sheet is a page of paper carrying several cards and its own marks.
type Sheet struct {
	W, H  float64 // paper size, mm
	Cards []Placement
	Ops   []layout.Op // drawn in sheet coordinates after the cards: crop marks, stamps
	// Late gives ops drawn after Ops once the document ends, through a
	// backend that can (PDF); others draw them with the sheet.
	Late func() []layout.Op
}

// Placement puts a card on a sheet.
type Placement struct {
	Page  layout.Page
	X, Y  float64 // top-left corner of the card's trim on the sheet, mm
	Bleed float64 // how much of the card's bleed art to show around the trim, mm
}

// Add adds s to w as a page: its cards, each clipped to its trim plus the
// bleed it may show, then its own ops.
func Add(w *compose.Writer, s Sheet) error {
	layers := make([]compose.Layer, 0, len(s.Cards)+1)
	for _, pl := range s.Cards {
		clip := impose.Rect{X: pl.X - pl.Bleed, Y: pl.Y - pl.Bleed, W: pl.Page.W + 2*pl.Bleed, H: pl.Page.H + 2*pl.Bleed}
		layers = append(layers, compose.Layer{Clip: &clip, DX: pl.X, DY: pl.Y, Ops: pl.Page.Ops})
	}
	layers = append(layers, compose.Layer{Ops: s.Ops})
	return w.AddPage(s.W, s.H, impose.Rect{W: s.W, H: s.H}, layers, s.Late)
}
