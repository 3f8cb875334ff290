package press

import (
	"context"
	"sync"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/pixel"
)

// pixelBudget bounds the PNG pixels drawn at once, whatever the number of
// cores: a page at 1,200 dpi is up to 150 Mpx, a byte each, and a page a
// core held 1.5 GB on 1 core and 5.9 GB on 4 before the bound. It is
// counted in tokens of a megapixel, which a page takes all at once (one
// taker at a time, so that two large pages never hold half of it each)
// and gives back when it is encoded.
type pixelBudget struct {
	mu     sync.Mutex
	tokens chan struct{}
}

// pngBudget is the process's budget: 256 Mpx, two of the largest pages,
// or every core's page at the resolutions most prints use (a 69 × 94 mm
// card at 1,200 dpi is 15 Mpx).
var pngBudget = newPixelBudget(256)

func newPixelBudget(mpx int) *pixelBudget {
	return &pixelBudget{tokens: make(chan struct{}, mpx)}
}

// take waits until px pixels of the budget are free and takes them (none
// for none); the wait ends with ctx. It returns what gives them back.
func (b *pixelBudget) take(ctx context.Context, px int) (func(), error) {
	if px <= 0 { // an SVG face keeps no raster
		return func() {}, nil
	}
	n := min(cap(b.tokens), max(1, (px+1<<20-1)>>20))
	b.mu.Lock()
	defer b.mu.Unlock()
	for i := range n {
		select {
		case b.tokens <- struct{}{}:
		case <-ctx.Done():
			b.give(i)
			return nil, context.Cause(ctx)
		}
	}
	return func() { b.give(n) }, nil
}

func (b *pixelBudget) give(n int) {
	for range n {
		<-b.tokens
	}
}

// facePixels is the size in pixels of a card face drawn as PNG at dpi,
// bleed included: 0 for other formats, which keep no raster.
func facePixels(pg layout.Page, withBleed bool, o *Options) int {
	if o.Format != PNG {
		return 0
	}
	b := 0.0
	if withBleed {
		b = pg.Bleed
	}
	w, h := pixel.PageSize(pg.W+2*b, pg.H+2*b, o.DPI)
	return w * h
}
