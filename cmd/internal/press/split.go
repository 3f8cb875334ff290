package press

import (
	"errors"
	"fmt"
	"io"
)

// partSet names the parts of a split output, so that a part printed or
// kept apart is known as one of a set: "part 2 of 4, run 3fa9c2e1" is on
// every sheet's stamp, the roster's footer and the title of each part.
// Both are known only when the last card is placed, so a run that may
// split keeps its documents open until then (see spool): what names the
// set is drawn last (sheet.Sheet.Late), and no card is laid out twice.
type partSet struct {
	parts int    // files of fronts (the separate backs have as many, or one fewer when the roster takes a part of its own)
	id    string // the run's id: hex digits of a digest of the run
}

func (s *partSet) label(part int) string {
	return fmt.Sprintf("part %d of %d, run %s", part, s.parts, s.id)
}

// split reports whether the run is split: known only at its end.
func (s *partSet) split() bool { return s != nil && s.parts > 1 }

// errUncounted stops a run that the probes said fits one file when a card
// fuller than them makes it longer: it starts again, ready to split.
var errUncounted = errors.New("press: the output's parts were miscounted")

// errStopped marks a card not planned because the run's context ended.
var errStopped = errors.New("press: stopped")

// errSkipped marks a card not planned because writing the run had failed,
// or must start again: its error is the run's.
var errSkipped = errors.New("press: not planned after the run failed")

// maySplit reports whether the output of n cards could need more than one
// file: whether it could pass the page limit if every card took as many
// cards as the fullest probe. When it says no and is wrong, as it can be
// for a card fuller than the probes, bind finds it out (errUncounted) and
// Stream starts again.
func (d *Kit) maySplit(n int, o *Options) bool {
	if o.Backs == BacksAfter {
		return false // each card's fronts then backs: never split
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
	return units > o.pageLimit()
}

// pageLimit is the most pages a file of the output may have.
func (o *Options) pageLimit() int {
	if o.MaxPages > 0 {
		return o.MaxPages
	}
	return MaxFilePages
}

// A Spool keeps the pages of a run that may split until the run ends
// (Options.Spool), so that memory holds none of them: bytes written in
// order and read back where they were written. One that is an io.Closer is
// closed when the run ends.
type Spool interface {
	io.Writer
	io.ReaderAt
}

// spool is a run's Spool and how much it holds.
type spool struct {
	Spool
	n int64 // bytes written
}

// newSpool opens the run's spool: the one o.Spool gives, else memory.
func newSpool(o *Options) *spool {
	if o.Spool != nil {
		if s := o.Spool(); s != nil {
			return &spool{Spool: s}
		}
	}
	return &spool{Spool: &memSpool{}}
}

// Write appends b.
func (s *spool) Write(b []byte) (int, error) {
	n, err := s.Spool.Write(b)
	s.n += int64(n)
	return n, err
}

// read returns bytes start to end, with room after them for what follows.
func (s *spool) read(start, end int64, room int) ([]byte, error) {
	b := make([]byte, end-start, end-start+int64(room))
	n, err := s.ReadAt(b, start)
	if n == len(b) {
		return b, nil // io.ReaderAt may give io.EOF with the last byte
	}
	if err == nil || err == io.EOF {
		err = fmt.Errorf("the spool gave %d of %d bytes back", n, len(b))
	}
	return nil, fmt.Errorf("press: %w", err)
}

// close closes the spool, if it can be.
func (s *spool) close() {
	if c, ok := s.Spool.(io.Closer); ok {
		c.Close()
	}
}

// memSpool is a Spool in memory, for where there are no files.
type memSpool struct{ b []byte }

func (m *memSpool) Write(b []byte) (int, error) {
	m.b = append(m.b, b...)
	return len(b), nil
}

func (m *memSpool) ReadAt(b []byte, off int64) (int, error) {
	if off >= int64(len(m.b)) {
		return 0, io.EOF
	}
	n := copy(b, m.b[off:])
	if n < len(b) {
		return n, io.EOF
	}
	return n, nil
}
