package press

import (
	"testing"

	"github.com/crewcard/crewcard/layout"
)

// TestNoSmallerCodes: a layout keeps its codes' size where it prints as
// many, each, card by card, at a module no smaller; a smaller one, or one
// code fewer or more, does not (FirstCodesAsLarge). Aimed (free), a code
// may come down to the module its widget aims at, never under it.
func TestNoSmallerCodes(t *testing.T) {
	const aim = 0.63
	faces := func(modules ...float64) Faces {
		var f Faces
		for i, m := range modules {
			pg := layout.Page{Ops: []layout.Op{{Kind: layout.OpText, Text: "text"}}}
			if m > 0 {
				pg.Ops = append(pg.Ops, layout.Op{Kind: layout.OpQR, Module: m, Aim: aim})
			}
			if i == 0 {
				f.Front = append(f.Front, pg)
			} else {
				f.Back = append(f.Back, pg)
			}
		}
		return f
	}
	modules := func(f Faces) []float64 {
		var out []float64
		for _, op := range codes(f) {
			out = append(out, op.Module)
		}
		return out
	}
	for _, c := range []struct {
		g, f          Faces
		strict, aimed bool
	}{
		{faces(0.5, 0.7), faces(0.5, 0.7), true, true},
		{faces(0.5, 0.8), faces(0.5, 0.7), true, true},
		{faces(0.5, 0.63), faces(0.5, 0.7), false, true},
		{faces(0.5, 0.62), faces(0.5, 0.7), false, false},
		{faces(0.5, 0.6), faces(0.5, 0.61), false, false},
		{faces(0.5, 0.61), faces(0.5, 0.61), true, true},
		{faces(0.49, 0.7), faces(0.5, 0.7), false, false},
		{faces(0.5, 0), faces(0.5, 0.7), false, false},
		{faces(0.5, 0.7), faces(0.5, 0), false, false},
	} {
		if got := noSmallerCodes(c.g, c.f, false); got != c.strict {
			t.Errorf("noSmallerCodes(%v, %v, false) = %v, want %v", modules(c.g), modules(c.f), got, c.strict)
		}
		if got := noSmallerCodes(c.g, c.f, true); got != c.aimed {
			t.Errorf("noSmallerCodes(%v, %v, true) = %v, want %v", modules(c.g), modules(c.f), got, c.aimed)
		}
	}
}
