package crewcards_test

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
)

// lineAir is the least room, mm, between the vehicle's name's lowest
// glyph and the nation's highest under it: a line's air at 1.15 leading.
// bandAir is the least between the header's band and the stat boxes.
const lineAir, bandAir = 0.27, 0.44

// TestHeaderAir lays out the samples and 40 generated crews on every
// preset and holds the crew front's header to lineAir and bandAir:
// before, the vehicle's "g" stood 0.13 mm over the nation's accented
// capitals at 69 × 94, and the compact header's band 0.3 mm over the stat
// boxes.
func TestHeaderAir(t *testing.T) {
	crews := samplesAnd(t, 40)
	fs := cardtest.Fonts(t)
	planEvery(t, crews, func(m cardtest.Mode, c *crewexp.Crew, f press.Faces) {
		pg := f.Front[0]
		vehicle := textOp(pg, model.Typographic(c.Vehicle))
		if vehicle == nil {
			t.Fatalf("%s, %s: no vehicle %q on the front", m.Name, c.Name, c.Vehicle)
		}
		nation := under(pg, *vehicle)
		if nation == nil {
			t.Fatalf("%s, %s: no nation under the vehicle %q", m.Name, c.Name, c.Vehicle)
		}
		v, n := cardtest.InkRect(*vehicle, fs), cardtest.InkRect(*nation, fs)
		if air := n.Y - (v.Y + v.H); air < lineAir {
			t.Errorf("%s, %s: the nation's glyphs stand %.2f mm under the vehicle's, want %.2f", m.Name, c.Name, air, lineAir)
		}
		if band, stats := headerBand(pg); band == nil || stats == nil {
			t.Fatalf("%s, %s: no header band or stat box", m.Name, c.Name)
		} else if air := stats.Y - (band.Y + band.H); air < bandAir {
			t.Errorf("%s, %s: the stat boxes stand %.2f mm under the header's band, want %.2f", m.Name, c.Name, air, bandAir)
		}
	})
}

// textOp returns pg's first text op that sets s, or nil.
func textOp(pg layout.Page, s string) *layout.Op {
	for i, op := range pg.Ops {
		if op.Kind == layout.OpText && op.Text == s {
			return &pg.Ops[i]
		}
	}
	return nil
}

// under returns the first text op of pg set under op, from the same left
// edge, or nil.
func under(pg layout.Page, op layout.Op) *layout.Op {
	for i, o := range pg.Ops {
		if o.Kind == layout.OpText && math.Abs(o.X-op.X) < 0.01 && o.Y > op.Y {
			return &pg.Ops[i]
		}
	}
	return nil
}

// headerBand returns pg's header band, the first box drawn inside the
// card's frame, and the highest box under it, or nil.
func headerBand(pg layout.Page) (band, under *layout.Op) {
	var rects []*layout.Op
	for i, op := range pg.Ops {
		if op.Kind == layout.OpRect {
			rects = append(rects, &pg.Ops[i])
		}
	}
	if len(rects) < 3 {
		return nil, nil
	}
	band = rects[1] // rects[0] is the frame
	for _, r := range rects[2:] {
		if r.Y >= band.Y+band.H && (under == nil || r.Y < under.Y) {
			under = r
		}
	}
	return band, under
}

// tallyAir is the least room, mm, between the survival box's label's ink
// and the XP box after it on a crew's front.
const tallyAir = 0.6

// TestTallyAir lays out the samples on every preset and holds the label of
// the survival box to tallyAir from the XP box: on the compact front, it
// stood 0.58 mm from it on poker and 0.57 mm at 63.5 x 88.9, where it
// stands 1 mm now.
func TestTallyAir(t *testing.T) {
	fs := cardtest.Fonts(t)
	planEvery(t, samplesAnd(t, 0), func(m cardtest.Mode, c *crewexp.Crew, f press.Faces) {
		pg := f.Front[0]
		var label *layout.Op
		for i, op := range pg.Ops {
			if op.Kind == layout.OpText && op.Text == "survived" {
				label = &pg.Ops[i] // the label's line that ends nearest the box
			}
		}
		if label == nil {
			t.Fatalf("%s, %s: no survival label on the front", m.Name, c.Name)
		}
		ink := cardtest.InkRect(*label, fs)
		// Its XP is a caption in the box.
		for _, op := range pg.Ops {
			if op.Kind == layout.OpText && strings.Contains(op.Text, "+20") && !inBox(pg, cardtest.InkRect(op, fs)) {
				t.Errorf("%s, %s: %q stands outside the survival box it captions", m.Name, c.Name, op.Text)
			}
		}
		box := math.Inf(1)
		for _, op := range pg.Ops {
			if op.Kind == layout.OpRect && op.X > ink.X && op.Y < ink.Y+ink.H && op.Y+op.H > ink.Y {
				box = min(box, op.X)
			}
		}
		if air := box - (ink.X + ink.W); air < tallyAir {
			t.Errorf("%s, %s: the survival label stands %.2f mm from the XP box, want %.2f", m.Name, c.Name, air, tallyAir)
		}
	})
}

// inBox reports whether the rectangle r lies inside a pencil box the
// page draws (one under 15 mm: not the card's frame).
func inBox(pg layout.Page, r impose.Rect) bool {
	return slices.ContainsFunc(pg.Ops, func(op layout.Op) bool {
		return op.Kind == layout.OpRect && op.W < 15 && op.H < 15 && op.X <= r.X && op.Y <= r.Y && r.X+r.W <= op.X+op.W && r.Y+r.H <= op.Y+op.H
	})
}
