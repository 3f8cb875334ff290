package serve

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"runtime"
	"runtime/debug"
	"strconv"
	"time"
)

// The memory a page of cards takes to draw, and what serve spends on
// drawing at once. The heaviest built-in deck's page (64 cards) adds about
// 40 MB to serve's resident memory while it draws, so that 200 drawn at
// once took 4.9 GB. The list at / is built within the same budget.
const (
	drawCost   = 48 << 20  // bytes one page's drawing may hold
	drawBudget = 192 << 20 // bytes all the pages drawn at once may hold
)

// How long a request waits for its turn, and how many may wait, before it
// is answered 503 with Retry-After.
const (
	drawWait    = 10 * time.Second
	maxDrawWait = 64
	pdfWait     = 30 * time.Second
	maxPDFWait  = 4
)

// drawSlots is how many pages are drawn at once: what the memory budget
// allows, or half of GOMEMLIMIT when that is less, and never more than two
// for each processor; at least one.
func drawSlots() int {
	budget := int64(drawBudget)
	if limit := debug.SetMemoryLimit(-1); limit != math.MaxInt64 {
		budget = min(budget, limit/2)
	}
	return max(1, min(int(budget/drawCost), 2*runtime.GOMAXPROCS(0)))
}

// budget bounds work done at once: a fixed number of slots, and a queue
// of bounded length for the requests that wait for one.
type budget struct {
	what    string        // the work, in messages: "pages drawn"
	slots   chan struct{} // a token in it is a slot taken
	waiting chan struct{} // a token in it is a request waiting
	wait    time.Duration // the longest a request waits for a slot
}

func newBudget(what string, slots, waiting int, wait time.Duration) *budget {
	return &budget{what: what, slots: make(chan struct{}, slots), waiting: make(chan struct{}, waiting), wait: wait}
}

// errBusy is why a request got no slot: the queue was full or its wait
// ran out.
type errBusy struct {
	msg   string
	retry time.Duration
}

func (e *errBusy) Error() string { return e.msg }

// acquire takes a slot, waiting for one while ctx lasts, for at most the
// budget's wait, and only if fewer than the queue's length wait already.
// It returns the function that gives the slot back, or an *errBusy, or
// ctx's error when the client went away.
func (b *budget) acquire(ctx context.Context) (func(), error) {
	release := func() { <-b.slots }
	select {
	case b.slots <- struct{}{}:
		return release, nil
	default:
	}
	select {
	case b.waiting <- struct{}{}:
		defer func() { <-b.waiting }()
	default:
		return nil, &errBusy{fmt.Sprintf("busy: %d %s at once and %d more waiting; try again in a moment",
			cap(b.slots), b.what, cap(b.waiting)), time.Second}
	}
	t := time.NewTimer(b.wait)
	defer t.Stop()
	select {
	case b.slots <- struct{}{}:
		return release, nil
	case <-t.C:
		return nil, &errBusy{fmt.Sprintf("busy: waited %v for one of %d %s at once; try again in a moment",
			b.wait, cap(b.slots), b.what), b.wait / 2}
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// busy answers a request that got no slot: 503 with Retry-After, or
// nothing when the client went away (err is ctx's).
func busy(w http.ResponseWriter, err error) {
	e, ok := err.(*errBusy)
	if !ok {
		return // the client is gone: there is no one to answer
	}
	w.Header().Set("Retry-After", strconv.Itoa(max(1, int(e.retry/time.Second))))
	textError(w, http.StatusServiceUnavailable, "crewcard serve: "+e.msg+"\n")
}

// What one page may hold. Every page serve builds stays within maxPage
// bytes; the list at / and a file's page list at most maxFileLines lines
// of a file's problems (which come ten of a kind, model.Capped), the list
// at most maxListLines of every file's together and maxListRows files;
// a list cut says what it left out. Variables, so that tests make them
// small.
var (
	maxPage      = 8 << 20
	maxFileLines = 50
	maxListLines = 500
	maxListRows  = 2000
)
