package press

import (
	"testing"

	"github.com/crewcard/crewcard/layout"
)

// TestNoSmallerCodes: a layout keeps its codes' size where it prints as
// many, each, card by card, at a module no smaller; a smaller one, or one
// code fewer or more, does not (free).
func TestNoSmallerCodes(t *testing.T) {
	faces := func(modules ...float64) Faces {
		var f Faces
		for i, m := range modules {
			pg := layout.Page{Ops: []layout.Op{{Kind: layout.OpText, Text: "text"}}}
			if m > 0 {
				pg.Ops = append(pg.Ops, layout.Op{Kind: layout.OpQR, Module: m})
			}
			if i == 0 {
				f.Front = append(f.Front, pg)
			} else {
				f.Back = append(f.Back, pg)
			}
		}
		return f
	}
	for _, c := range []struct {
		g, f Faces
		want bool
	}{
		{faces(0.5, 0.7), faces(0.5, 0.7), true},
		{faces(0.5, 0.8), faces(0.5, 0.7), true},
		{faces(0.5, 0.63), faces(0.5, 0.7), false},
		{faces(0.5, 0), faces(0.5, 0.7), false},
		{faces(0.5, 0.7), faces(0.5, 0), false},
	} {
		if got := noSmallerCodes(c.g, c.f); got != c.want {
			t.Errorf("noSmallerCodes(%v, %v) = %v, want %v", codeModules(c.g), codeModules(c.f), got, c.want)
		}
	}
}
