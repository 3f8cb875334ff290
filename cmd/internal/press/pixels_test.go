package press

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestPixelBudget: pages take the budget whole, never more of it at once
// than it holds, a page larger than the budget takes all of it, and a wait
// ends with its context, giving back what it took.
func TestPixelBudget(t *testing.T) {
	b := newPixelBudget(10) // megapixels
	var held, peak atomic.Int64
	var wg sync.WaitGroup
	for i := range 40 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			px := (1 + i%7) << 20
			done, err := b.take(context.Background(), px)
			if err != nil {
				t.Error(err)
				return
			}
			now := held.Add(int64(px >> 20))
			for p := peak.Load(); now > p && !peak.CompareAndSwap(p, now); p = peak.Load() {
			}
			time.Sleep(time.Millisecond)
			held.Add(-int64(px >> 20))
			done()
		}()
	}
	wg.Wait()
	if p := peak.Load(); p > 10 || p < 7 {
		t.Errorf("at most %d Mpx held at once; want the budget's 10 at most, and more than one page's 7", p)
	}
	if len(b.tokens) != 0 {
		t.Fatalf("%d tokens still taken after every page gave its own back", len(b.tokens))
	}

	done, err := b.take(context.Background(), 1<<40) // larger than the budget: all of it
	if err != nil || len(b.tokens) != 10 {
		t.Fatalf("a page larger than the budget took %d of 10 (%v)", len(b.tokens), err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := b.take(ctx, 3<<20); err == nil {
		t.Fatal("a take on a spent budget returned before its context ended")
	}
	done()
	if len(b.tokens) != 0 {
		t.Fatalf("%d tokens still taken after the wait ended and the large page gave its own back", len(b.tokens))
	}
}
