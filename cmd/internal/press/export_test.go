package press

import (
	"slices"

	"github.com/crewcard/crewcard/layout"
)

// UnderProbe has d's probes say that no card takes more than one card, so
// that a run of fuller cards finds out its split only as it writes.
func UnderProbe(d *Kit) {
	for name := range d.probePages {
		d.probePages[name] = 1
	}
}

// WithoutFaceFormat takes away the backend of face format f, as in a
// program that registers none, until the function it returns is called.
func WithoutFaceFormat(f Format) (restore func()) {
	was, ok := faceFormats[f]
	delete(faceFormats, f)
	return func() {
		if ok {
			faceFormats[f] = was
		}
	}
}

// FrontRunes lays the card's front out alone with each set of slots
// withRoom tries (its IfRoom slots, each set of its IfMore over them),
// on its template as it is (base) and grown for its code (grown), as
// layoutFaces would, and returns the characters each prints, -1 where it
// does not lay out on one card.
func FrontRunes(d *Kit, c Card) (base, grown []int, err error) {
	c.View = inchMarks(c.View)
	opt := d.options()
	if opt.QR, err = layout.EncodeQR(c.View.QR); err != nil {
		return nil, nil, err
	}
	count := func(pages []layout.Page, err error) int {
		if err != nil || len(pages) != 1 {
			return -1
		}
		return textRunes(Faces{Front: pages})
	}
	for _, more := range append(slices.Clone(c.IfMore), nil) {
		room, ok := d.withSlots(c, c.IfRoom, more)
		if !ok || len(c.IfRoom) == 0 {
			continue
		}
		t := d.faces[room.Front]
		v := frontView(t, room.View)
		base = append(base, count(layout.Plan(t, v, opt)))
		grown = append(grown, count(d.layOut(t, v, opt)))
	}
	return base, grown, nil
}

// BeyondRoom is Card.beyondRoom.
func BeyondRoom(c Card, set map[string]string) string { return c.beyondRoom(set) }
