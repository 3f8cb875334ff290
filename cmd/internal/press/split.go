package press

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
)

// partSet names the parts of a split output, so that a part printed or
// kept apart is known as one of a set: "part 2 of 4, run 3fa9c2e1" is on
// every sheet's stamp, the roster's footer and the title of each part.
type partSet struct {
	parts int    // files of fronts (the separate backs have as many, or one fewer when the roster takes a part of its own)
	id    string // the run's id: hex digits of a digest of the run
}

func (s *partSet) label(part int) string {
	return fmt.Sprintf("part %d of %d, run %s", part, s.parts, s.id)
}

var (
	// errUncounted stops a run whose parts were not counted, or counted
	// from pages that its cards do not have.
	errUncounted = errors.New("press: the output's parts were miscounted")
	// errStopped marks a card not planned because the run's context ended.
	errStopped = errors.New("press: stopped")
)

// maySplit reports whether the output of n cards could need more than one
// file: whether it could pass the page limit if every card took as many
// cards as the fullest probe. When it says no and is wrong, as it can be
// for a card fuller than the probes, bind finds it out (errUncounted) and
// Render counts after all.
func (d *Kit) maySplit(n int, o *Options) bool {
	if o.Backs == BacksAfter {
		return false // each card's fronts then backs: never split
	}
	limit := o.MaxPages
	if limit <= 0 {
		limit = MaxFilePages
	}
	most := 1
	for _, pages := range d.probePages {
		most = max(most, pages)
	}
	units := n * most // card pages, or pairs of them
	if !o.Sheet.None() {
		g, err := newSheetGeom(o, d.card, d.Fonts)
		if err != nil {
			return false // bind reports it
		}
		units = (units + g.lay.N() - 1) / g.lay.N() // sheets
	}
	if o.Backs == BacksDuplex {
		units *= 2
	}
	return units > limit
}

// count lays the run out once without drawing, roster included, to learn
// how many files it takes, and returns the pass that draws it: when more
// than one, with the parts' set and the pages of each card's front and
// back it counted with.
// exact plans every card as the run does; otherwise only the faces whose
// probe took more than one card are laid out (a back's list, say, without
// the QR code), and the others count as one card, which bind checks. A
// card that fails is left for the run to report. The set is named by a
// digest of the program, the command line and every card's QR link, so
// that equal runs get equal ids and a part of another run shows another.
func (d *Kit) count(ctx context.Context, n int, card func(i int) (Card, error), o *Options, roster layout.Roster, exact bool) pass {
	links := make([]string, n)
	pages := make([][2]int, n)
	plan := func(i int) (f Faces, err error) {
		c, err := card(i)
		if err != nil {
			return f, err
		}
		links[i] = c.View.QR
		if exact {
			f, err = d.Plan(c)
		} else if f.Front, err = d.countFace(c.Front, c.View); err == nil {
			f.Back, err = d.countFace(c.Back, c.View)
			f = d.paired(f)
		}
		pages[i] = [2]int{len(f.Front), len(f.Back)}
		return f, err
	}
	parts, errs := d.bind(ctx, n, o, roster, pass{plan: plan})
	run := pass{plan: d.planner(card)}
	if len(errs) > 0 || parts <= 1 {
		return run
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%s\n", o.Program, o.Command)
	for _, l := range links {
		io.WriteString(h, l+"\n")
	}
	run.set, run.expect = &partSet{parts: parts, id: fmt.Sprintf("%x", h.Sum(nil))[:8]}, pages
	return run
}

// countFace returns the pages of the face name for the view v: laid out if
// its probe took more than one card, else one blank page.
func (d *Kit) countFace(name string, v layout.View) ([]layout.Page, error) {
	if d.probePages[name] <= 1 {
		return make([]layout.Page, 1), nil
	}
	return d.planFace(name, v)
}

// paired counts a card's faces as Plan pairs them (pairParts).
func (d *Kit) paired(f Faces) Faces {
	front, back := d.pairParts(len(f.Front), len(f.Back))
	f.Front = append(f.Front, make([]layout.Page, front-len(f.Front))...)
	f.Back = append(f.Back, make([]layout.Page, back-len(f.Back))...)
	return f
}

// nopBackend draws nothing: counting needs only the pages.
type nopBackend struct{}

func (nopBackend) BeginPage(w, h float64, trim impose.Rect) {}
func (nopBackend) PushClip(r impose.Rect)                   {}
func (nopBackend) PopClip()                                 {}
func (nopBackend) Draw(op *layout.Op, dx, dy float64)       {}
func (nopBackend) EndPage()                                 {}
func (nopBackend) Err() error                               { return nil }
func (nopBackend) Finish(out io.Writer) error               { return nil }
