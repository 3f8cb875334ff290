package press

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"

	"github.com/crewcard/crewcard/layout"
)

// partSet names the parts of a split output, so that a part printed or
// kept apart is known as one of a set: "part 2 of 4, run 3fa9c2e1" is on
// every sheet's stamp, the roster's footer and the title of each part.
type partSet struct {
	parts int    // files of fronts (the separate backs have as many)
	id    string // the run's id: hex digits of a digest of the run
}

func (s *partSet) label(part int) string {
	return fmt.Sprintf("part %d of %d, run %s", part, s.parts, s.id)
}

var (
	// errUncounted stops a run that must split but was not counted.
	errUncounted = errors.New("press: the output splits, but its parts were not counted")
	// errStopped marks a card not planned because the run's context ended.
	errStopped = errors.New("press: stopped")
)

// maySplit reports whether the output of n cards could need more than one
// file: whether it could pass the page limit if every card took as many
// cards as the fullest probe (maxSlots). When it says no and is wrong, as
// it can be for a card fuller than the probes, bind finds it out
// (errUncounted) and Render counts after all.
func (d *Deck) maySplit(n int, o *Options) bool {
	if o.Backs == "" {
		return false // each card's fronts then backs: never split
	}
	limit := o.MaxPages
	if limit <= 0 {
		limit = MaxFilePages
	}
	units := n * max(d.maxSlots, 1) // card pages, or pairs of them
	if o.Sheet != "" && o.Sheet != "none" {
		g, err := newSheetGeom(o, d.card)
		if err != nil {
			return false // bind reports it
		}
		units = (units + g.lay.N() - 1) / g.lay.N() // sheets
	}
	if o.Backs == "duplex" {
		units *= 2
	}
	return units > limit
}

// count lays the run out once without drawing, to learn how many files it
// takes. When more than one, the parts' set is named by a digest of the
// program, the command line and every card's QR link, so that equal runs
// get equal ids and a part of another run shows a different one.
func (d *Deck) count(ctx context.Context, n int, card func(i int) (Card, error), o *Options) (*partSet, []error) {
	links := make([]string, n)
	linked := func(i int) (Card, error) {
		c, err := card(i)
		links[i] = c.View.QR
		return c, err
	}
	docs, errs := d.bind(ctx, n, linked, o, layout.Roster{}, nil, true)
	if len(errs) > 0 {
		return nil, errs
	}
	parts := 0
	for _, doc := range docs {
		if doc.Suffix == "" {
			parts++
		}
	}
	if parts <= 1 {
		return nil, nil
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%s\n", o.Program, o.Command)
	for _, l := range links {
		io.WriteString(h, l+"\n")
	}
	return &partSet{parts: parts, id: fmt.Sprintf("%x", h.Sum(nil))[:8]}, nil
}

// nopBackend draws nothing: counting needs only the pages.
type nopBackend struct{}

func (nopBackend) BeginPage(w, h float64, trim layout.Rect) {}
func (nopBackend) PushClip(r layout.Rect)                   {}
func (nopBackend) PopClip()                                 {}
func (nopBackend) Draw(op *layout.Op, dx, dy float64)       {}
func (nopBackend) EndPage()                                 {}
func (nopBackend) Err() error                               { return nil }
func (nopBackend) Finish(out io.Writer) error               { return nil }
