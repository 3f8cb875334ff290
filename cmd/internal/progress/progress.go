// Package progress draws a progress bar on a terminal, and nothing
// anywhere else, so that a run stays silent on success.
package progress

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// Bar draws a bar on standard error when it is a terminal; otherwise it
// does nothing, so that a run stays silent on success.
type Bar struct {
	w     io.Writer // nil: silent
	label string
	mu    sync.Mutex
	last  time.Time
	shown bool
}

// New returns a bar labelled label that draws on w if w is a terminal.
func New(w io.Writer, label string) *Bar {
	p := &Bar{label: label}
	if isTerminal(w) {
		p.w = w
	}
	return p
}

// Update shows done of total, at most ten times a second.
func (p *Bar) Update(done, total int) {
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
	fmt.Fprintf(p.w, "\r%s [%s%s] %d/%d cards", p.label, strings.Repeat("#", n), strings.Repeat(".", width-n), done, total)
	p.shown = true
}

// Done clears the bar.
func (p *Bar) Done() {
	if p == nil || p.w == nil || !p.shown {
		return
	}
	fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", len(p.label)+60))
}
