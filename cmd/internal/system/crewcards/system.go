// Package crewcards joins the crew-experience rules (model/crewexp) to the
// crew card, its saved state, its reference deck and its campaign history.
package crewcards

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// System is the crew-experience system: a file without a system key is a
// crew file.
var System system.System = crewExperience{}

// crewExperience joins the crew-experience rules to the crew card.
type crewExperience struct{}

// faces are the crew card's templates, front and back.
var faces = [2]string{"crew-front", "crew-back"}

// info describes the system; Info hands out this one value.
var info = system.Info{
	Name: crewexp.SystemName, Keyless: true, Tag: saved.CrewExperience,
	Noun: [2]string{"crew", "crews"}, Faces: [][2]string{faces},
	Roster: []system.Column{
		{ID: system.NameColumn, Head: "Crew"}, {ID: "what", Head: "Vehicle"}, {ID: "kind", Head: "Kind"},
		{ID: "level", Head: "Level", Num: true}, {ID: "rating", Head: "Quality", Wide: true},
		{ID: "xp", Head: "XP", Num: true}, {ID: "next-roll", Head: "XP to next roll", Num: true, Wide: true},
		{ID: "games", Head: "Games", Num: true, Wide: true}, {ID: "kills", Head: "Kills", Num: true, Wide: true},
		{ID: "upgrades", Head: "Upgrades", Num: true, Wide: true}, {ID: "code", Head: "Code", Wide: true},
		{ID: system.PointsColumn, Head: "Points", Num: true},
	},
	Totals:  true,
	Samples: "[^f]*.toml", // every sample but the fow- units
}

func (crewExperience) Info() system.Info { return info }

func (crewExperience) Template(name string) ([]byte, bool) {
	return system.FaceTemplate(info.Faces, name)
}

// Builtins lists the crew-experience reference deck, written from the
// rules' tables.
func (crewExperience) Builtins() []string { return []string{DeckID} }

func (crewExperience) Builtin(id string) ([]byte, bool) {
	if id != DeckID {
		return nil, false
	}
	return crewDeck(), true
}

func (crewExperience) Check(name string, src []byte) (system.Doc, model.ErrorList) {
	c, errs := crewexp.Check(name, src)
	if c != nil {
		errs = append(errs, system.Glyphs(keyTexts(crewTexts(c)), c.File.Pos)...)
		errs.Sort()
	}
	if errs.Err() != nil || c == nil {
		return nil, errs
	}
	return Doc(c), errs
}

// Probe is the fullest crew a card holds: five crewmen with all six skills
// each, legendary basics, eight upgrades and four-digit tallies.
func (sys crewExperience) Probe(linkBase string) (press.Probe, error) {
	if linkBase == "" {
		linkBase = saved.DefaultBase
	}
	s := crewexp.State{Kind: crewexp.Tank, Start: crewexp.StartLegendary, Crewmen: 5, Points: 999,
		XP: 999, Games: 999, Kills: 999, XPEarned: 9999}
	for _, r := range crewexp.Roles {
		s.Members = append(s.Members, crewexp.Member{Roles: crewexp.RoleSet(0).With(r)})
	}
	for _, sk := range crewexp.Skills() {
		s.Skills = append(s.Skills, crewexp.Held{ID: sk.ID, Basic: sk.Die == 1 && sk.Role != crewexp.Driver})
	}
	s.Upgrades = []crewexp.UpgradeID{1, 2, 3, 5, 6, 7, 8, 15}
	c := &crewexp.Crew{Name: "Mort-Homme (2ème DB)", Vehicle: "M4A2 Sherman", Nation: "France libre", State: s}
	text, err := codec.EncodeText(c.Saved())
	if err != nil {
		return press.Probe{}, err
	}
	link, err := saved.Link(linkBase, text)
	if err != nil {
		return press.Probe{}, err
	}
	v := project(c)
	card := press.Card{Front: faces[0], Back: faces[1], View: v.card(link, "ABCD2345", false)}
	return press.Probe{Card: card, About: "a crew with every skill and 8 upgrades"}, nil
}

func (crewExperience) File(s saved.Sealed) ([]byte, error) {
	c, err := codec.DecodeBody(s)
	if err != nil {
		return nil, err
	}
	return crewexp.CrewFile(c)
}

// crewDoc is a legal crew file. Its projection is made when asked for, not
// kept: a batch holds every file it prints, and the projection is the
// larger part of one.
type crewDoc struct {
	c *crewexp.Crew
}

// view is the crew's projection.
func (d *crewDoc) view() CrewView { return project(d.c) }

// text is the crew as `crewcard show` prints it.
func text(c *crewexp.Crew) string {
	v := project(c)
	return v.Text()
}

func (d *crewDoc) Name() string { return d.c.File.Name() }

func (d *crewDoc) Summary() string {
	v := d.view()
	return fmt.Sprintf("%s: %s: level %d %s, %d XP, %d skills, %d pts",
		d.Name(), called("%s (%s)", v.Name, v.Vehicle), v.Level, v.Quality, v.XP, v.SkillCount, v.Points.Total)
}

// Roster gives the cells of the columns that Info.Roster lists, in order.
func (d *crewDoc) Roster() ([]string, int) {
	v := d.view()
	next := strconv.Itoa(v.XPToNextRoll)
	if v.XPToNextRoll == 0 {
		next = "now"
	}
	_, code, _ := d.Link(saved.DefaultBase) // the code is the payload's, whatever the base; "" if it fails, as the card then does
	// An unnamed crew is called by its vehicle.
	return []string{cmp.Or(v.Name, v.Vehicle), v.Vehicle, v.KindLabel, strconv.Itoa(v.Level), v.Quality,
		strconv.Itoa(v.XP), next, strconv.Itoa(v.Games), strconv.Itoa(v.Kills),
		fmt.Sprintf("%d/%d", v.Slots.Used, v.Slots.Allowed), code, strconv.Itoa(v.Points.Total),
	}, v.Points.Total
}

func (d *crewDoc) Show() (string, any) {
	v := d.view()
	return v.Text(), v
}

func (d *crewDoc) Cards() int { return 1 }

// Link returns the link of the crew card's QR code below linkBase, and the
// short code printed under it.
func (d *crewDoc) Link(linkBase string) (link, code string, err error) {
	link, code, _, err = d.link(linkBase)
	return link, code, err
}

// link is Link, with the payload's length.
func (d *crewDoc) link(linkBase string) (link, code string, n int, err error) {
	payload, err := codec.Encode(d.c.Saved())
	if err != nil {
		return "", "", 0, fmt.Errorf("%s: %v", d.Name(), err)
	}
	if link, err = saved.Link(linkBase, saved.Text(payload)); err != nil {
		return "", "", 0, fmt.Errorf("%s: %v", d.Name(), err)
	}
	return link, saved.ShortCode(payload), len(payload), nil
}

// Card encodes the crew's saved state and binds the crew card to it: the
// code on the front, or on the back in a larger code when the state (a
// vehicle's profile makes it long) is longer than the front's code holds,
// and in a smaller one where that keeps the crew to one card
// (press.Card.IfOne).
// A back whose text leaves it room carries a log of the games to come
// below it, where the crew still takes one card (press.Card.IfRoom): no
// back is left half blank; and, first, a front whose grid of few roles
// leaves room beside the code gives the survival roll there, with the
// vehicle's profile above it where the room holds both, the back then
// leaving them out, where that costs the code none of its size (IfMore),
// with the log below or, where the log would cut a text to its deck card,
// without it.
func (d *crewDoc) Card(_ int, linkBase string) (press.Card, error) {
	link, code, n, err := d.link(linkBase)
	if err != nil {
		return press.Card{}, err
	}
	v := d.view()
	cv := v.card(link, code, n > crewexp.MaxPayload)
	var room, dense map[string]string
	var more []map[string]string
	if n <= crewexp.MaxPayload {
		room = map[string]string{"log_spare": "yes", "text_full": ""}
		more = []map[string]string{{"upgrades_beside": "", "survival_front": "yes", "survival_alone": "yes"}}
		// The profile beside the code too, above the roll, where the crew
		// has one and its back keeps text of its own: a back left with its
		// log alone would be a blank face over a form.
		if len(cv.Lists["profile"]) > 0 && slices.ContainsFunc(cv.Lists["back_text"], func(it layout.Item) bool { return it.Unless == "" }) {
			more = slices.Insert(more, 0, map[string]string{"upgrades_beside": "", "survival_front": "yes", "profile_front": "yes", "profile_beside": "yes"})
		}
		// A crew of one role leaves the room above the code: there the
		// upgrades and the roll take the front's width, the profile under
		// them where it fits, and who is aboard, the skills held and the
		// crew-member roll beside the code under them where those fit
		// too, before the profile where the front holds one of the two,
		// the back giving the room its text leaves to the log.
		if v.present.Len() == 1 {
			wide := map[string]string{"upgrades_beside": "", "survival_front": "yes", "column_wide": "yes"}
			withProfile := maps.Clone(wide)
			withProfile["profile_front"] = "yes"
			// The crew text across the front where it fits there, else in
			// the column beside the code: all of it, or its first n
			// skills' texts (skillSlot), the back giving the rest.
			skills := 0
			for _, it := range cv.Lists["front_text"] {
				if it.If != "text_whole" {
					skills++
				}
			}
			text := func(base map[string]string, under, where string, n int) map[string]string {
				set := maps.Clone(base)
				set["text_front"], set[under], set[where] = "yes", "yes", "yes"
				if n == skills {
					set["text_whole"] = "yes"
				}
				for i := range n {
					set[skillSlot(i)] = "yes"
				}
				return set
			}
			// A set that moves nothing would lay the card out as the next
			// one does: it is left out.
			hasProfile, hasText := len(cv.Lists["profile"]) > 0, len(cv.Lists["front_text"]) > 0
			var sets []map[string]string
			if hasProfile && hasText {
				sets = append(sets, text(withProfile, "text_under_profile", "text_wide", skills), text(withProfile, "text_under_profile", "text_column", skills))
			}
			if hasText {
				sets = append(sets, text(wide, "text_under_roll", "text_wide", skills), text(wide, "text_under_roll", "text_column", skills))
			}
			if hasProfile {
				sets = append(sets, withProfile)
			}
			// Where the front holds only some: as many of the skills' texts
			// across it as it holds, the first, in the order the back
			// gives them.
			for n := skills - 1; n > 0; n-- {
				sets = append(sets, text(wide, "text_under_roll", "text_wide", n))
			}
			more = slices.Concat(append(sets, wide), more)
		}
		// The same, the back keeping its text whole where its log would
		// cut a text to its deck card: the front takes what it holds, the
		// back the rest, with the log below where room is left.
		for _, set := range slices.Clone(more) {
			whole := maps.Clone(set)
			whole["log_spare"], whole["text_full"] = "", "yes"
			more = append(more, whole)
		}
	} else {
		dense = map[string]string{"code_large": "", "code_dense": "yes"}
		// A front whose upgrades leave it room names the crew's members
		// under them, or, where the grid names them already (no names,
		// a role each), gives the survival roll there; the back then
		// leaves it out. Taken where the crew then takes fewer cards, or
		// one card with no text shortened (press.Card.IfRoom).
		room = map[string]string{"upgrades_wide": "", "members_front": "yes"}
		if !v.membersTell() {
			room = map[string]string{"upgrades_wide": "", "survival_front": "yes"}
		}
	}
	return press.Card{Front: faces[0], Back: faces[1], View: cv, IfRoom: room, IfMore: more, IfOne: dense}, nil
}

// History is the crew's career, a game a row, then the totals.
func (d *crewDoc) History() string { return history(d.c) }

// Doc returns the Doc of a validated crew.
func Doc(c *crewexp.Crew) system.Doc { return &crewDoc{c: c} }

func (d *crewDoc) System() system.System { return System }
