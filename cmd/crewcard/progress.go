package main

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// progress draws a bar on standard error when it is a terminal; otherwise
// it does nothing, so that a run stays silent on success.
type progress struct {
	w     io.Writer // nil: silent
	label string
	mu    sync.Mutex
	last  time.Time
	shown bool
}

func newProgress(w io.Writer, label string) *progress {
	p := &progress{label: label}
	if isTerminal(w) {
		p.w = w
	}
	return p
}

// update shows done of total, at most ten times a second.
func (p *progress) update(done, total int) {
	if p == nil || p.w == nil || total <= 0 {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if now := time.Now(); done < total && now.Sub(p.last) < 100*time.Millisecond {
		return
	} else {
		p.last = now
	}
	const width = 30
	n := done * width / total
	fmt.Fprintf(p.w, "\r%s [%s%s] %d/%d crews", p.label, strings.Repeat("#", n), strings.Repeat(".", width-n), done, total)
	p.shown = true
}

// done clears the bar.
func (p *progress) done() {
	if p == nil || p.w == nil || !p.shown {
		return
	}
	fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", len(p.label)+60))
}
