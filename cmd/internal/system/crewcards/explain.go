package crewcards

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
)

// A keyText is one text the crew card prints that the player wrote: the
// key it comes from, and how to put a changed text in its place.
type keyText struct {
	key  string // located path, such as "crew.member.0.name"
	text string
	set  func(c *crewexp.Crew, s string) // sets the text in a copy of the crew
}

// keyTexts are texts as the glyph check takes them.
func keyTexts(ts []keyText) []system.KeyText {
	out := make([]system.KeyText, len(ts))
	for i, t := range ts {
		out[i] = system.KeyText{Key: t.key, Text: t.text}
	}
	return out
}

// crewTexts lists the crew's texts that its card may print: the name, the
// vehicle, the nation and the members' names, with the keys they come
// from.
func crewTexts(c *crewexp.Crew) []keyText {
	out := []keyText{
		{"crew.name", c.Name, func(c *crewexp.Crew, s string) { c.Name = s }},
		{"vehicle.name", c.Vehicle, func(c *crewexp.Crew, s string) { c.Vehicle = s }},
		{"vehicle.nation", c.Nation, func(c *crewexp.Crew, s string) { c.Nation = s }},
	}
	out = append(out, profileTexts(c.Profile)...)
	if c.File == nil {
		return out
	}
	for i, m := range c.File.Crew.Members {
		out = append(out, keyText{"crew.member." + strconv.Itoa(i) + ".name", m.Name, func(c *crewexp.Crew, s string) {
			if i < len(c.State.Members) { // the state's members are the file's, in order
				c.State.Members = append([]crewexp.Member(nil), c.State.Members...)
				c.State.Members[i].Name = s
			}
		}})
	}
	return out
}

// texts lists the crew's texts that its card may print.
func (d *crewDoc) texts() []keyText { return crewTexts(d.c) }

// pos is the position of a located key of the crew file.
func (d *crewDoc) pos(key string) model.Pos {
	if d.c.File == nil {
		return model.Pos{File: d.Name()}
	}
	return d.c.File.Pos(key)
}

// Explain tells a failure to lay the card out in terms of the crew file:
// the key whose text holds a character the fonts lack, or whose text is
// too long, with how long a text fits, tried on the kit that failed. Every
// problem is a *model.Error, as check reports it.
func (d *crewDoc) Explain(_ int, err error, kit *press.Kit, linkBase string) error {
	c := d.c
	var ge *layout.GlyphError
	if errors.As(err, &ge) {
		for _, t := range d.texts() {
			for _, r := range t.text {
				if r == ge.Rune {
					return system.GlyphError(d.pos(t.key), t.key, t.text, r, ge.Font, system.Scripts(kit.Fonts))
				}
			}
		}
		return &model.Error{Pos: model.Pos{File: d.Name()}, Msg: fmt.Sprintf("the card's %s text holds %q (%U), which the card font %s lacks",
			ge.Slot, ge.Rune, ge.Rune, ge.Font)}
	}
	var fe *layout.FitError
	if errors.As(err, &fe) && crewSlots[fe.Slot] != "" {
		key := crewSlots[fe.Slot]
		if key == "crew.name" && c.Name == "" {
			key = "vehicle.name" // an unnamed crew is called by its vehicle
		}
		msg := fmt.Sprintf("%s does not fit the card even at %g pt; shorten it", model.Quote(fe.Text), fe.Floor)
		for _, t := range d.texts() {
			if t.key != key || t.set == nil {
				continue
			}
			if n := d.fitting(t, kit, linkBase); n > 0 {
				msg += fmt.Sprintf(" to about %d characters", n)
			}
		}
		return &model.Error{Pos: d.pos(key), Path: model.DisplayPath(key), Msg: msg}
	}
	if errors.Is(err, layout.ErrQRTooDense) {
		s := c.Saved()
		n := len(s.Name) + len(s.Vehicle) + len(s.Nation)
		return &model.Error{Pos: model.Pos{File: d.Name()}, Msg: fmt.Sprintf("crew.name, vehicle.name and vehicle.nation take %d bytes of UTF-8 in the QR code, "+
			"too many to print it at 0.5 mm a module; shorten them (%v)", n, err)}
	}
	return &model.Error{Pos: model.Pos{File: d.Name()}, Msg: err.Error()}
}

// fitting returns the most characters of t's text, from its start, with
// which the crew's whole card, front and back, lays out on kit; 0 when
// not even one does, or the full text already fits.
func (d *crewDoc) fitting(t keyText, kit *press.Kit, linkBase string) int {
	runes := []rune(t.text)
	fits := func(n int) bool {
		c := *d.c
		t.set(&c, string(runes[:n]))
		card, err := Doc(&c).Card(0, linkBase)
		if err != nil {
			return false
		}
		err = kit.Fits(card)
		return err == nil
	}
	lo, hi := 0, len(runes) // fits(lo) is assumed, fits(hi) is not
	if !fits(1) {
		return 0
	}
	for hi-lo > 1 {
		if mid := (lo + hi) / 2; fits(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}
