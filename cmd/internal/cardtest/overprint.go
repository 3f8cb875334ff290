package cardtest

import (
	"fmt"
	"math"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
)

// minOverprint is how far two texts' ink boxes (InkRect) may run into
// each other, mm, in both directions at once, before one is drawn over the
// other: runs of one line touch.
const minOverprint = 0.15

// Overprints returns the texts of pg drawn over one another: two texts
// whose boxes run into each other by more than minOverprint across and
// down.
func Overprints(pg layout.Page, fs *font.Set) []string {
	var texts []layout.Op
	for _, op := range pg.Ops {
		if op.Kind == layout.OpText {
			texts = append(texts, op)
		}
	}
	var out []string
	for i, a := range texts {
		ra := InkRect(a, fs)
		for _, b := range texts[i+1:] {
			rb := InkRect(b, fs)
			across := math.Min(ra.X+ra.W, rb.X+rb.W) - math.Max(ra.X, rb.X)
			down := math.Min(ra.Y+ra.H, rb.Y+rb.H) - math.Max(ra.Y, rb.Y)
			if across > minOverprint && down > minOverprint {
				out = append(out, fmt.Sprintf("text %q at %.2f,%.2f is drawn over %q at %.2f,%.2f", a.Text, a.X, a.Y, b.Text, b.X, b.Y))
			}
		}
	}
	return out
}
