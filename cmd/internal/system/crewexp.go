package system

import (
	"fmt"
	"strconv"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// crewExperience joins the crew-experience rules to the crew card.
type crewExperience struct{}

func (crewExperience) Name() string       { return crewexp.SystemName }
func (crewExperience) Tag() saved.System  { return saved.CrewExperience }
func (crewExperience) Faces() [][2]string { return [][2]string{{"crew-front", "crew-back"}} }

func (crewExperience) Check(name string, src []byte) (Doc, model.ErrorList) {
	c, errs := crewexp.Check(name, src)
	if c != nil {
		errs = append(errs, glyphs(crewTexts(c), c.File.Pos)...)
		errs.Sort()
	}
	if errs.Err() != nil || c == nil {
		return nil, errs
	}
	return CrewDoc(c), errs
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
	f := sys.Faces()[0]
	v := project(c)
	card := press.Card{Front: f[0], Back: f[1], View: v.card(link, "ABCD2345")}
	return press.Probe{Card: card, About: "a crew with every skill and 8 upgrades"}, nil
}

func (crewExperience) File(s saved.Sealed) ([]byte, error) {
	c, err := codec.DecodeBody(s)
	if err != nil {
		return nil, err
	}
	return crewexp.CrewFile(c)
}

// crewDoc is a legal crew file and its projection.
type crewDoc struct {
	c *crewexp.Crew
	v CrewView
}

// CrewOf returns the crew a Doc of the crew-experience system holds.
func CrewOf(d Doc) (*crewexp.Crew, bool) {
	cd, ok := d.(*crewDoc)
	if !ok {
		return nil, false
	}
	return cd.c, true
}

// CrewText is the crew as `crewcard show` prints it.
func CrewText(c *crewexp.Crew) string {
	v := project(c)
	return v.Text()
}

func (d *crewDoc) Name() string { return d.c.File.Name() }

func (d *crewDoc) Summary() string {
	v := &d.v
	return fmt.Sprintf("%s: %s (%s): level %d %s, %d XP, %d skills, %d pts",
		d.Name(), v.Name, v.Vehicle, v.Level, v.Quality, v.XP, v.SkillCount, v.Points.Total)
}

func (d *crewDoc) Roster() (RosterRow, int) {
	v := &d.v
	next := strconv.Itoa(v.XPToNextRoll)
	if v.XPToNextRoll == 0 {
		next = "now"
	}
	_, code, _ := d.Link(saved.DefaultBase) // the code is the payload's, whatever the base; "" if it fails, as the card then does
	return RosterRow{
		Name: v.Name, What: v.Vehicle, Kind: v.KindLabel, Level: strconv.Itoa(v.Level), Rating: v.Quality,
		XP: strconv.Itoa(v.XP), NextRoll: next, Games: strconv.Itoa(v.Games), Kills: strconv.Itoa(v.Kills),
		Upgrades: fmt.Sprintf("%d/%d", v.Slots.Used, v.Slots.Allowed), Code: code, Points: strconv.Itoa(v.Points.Total),
	}, v.Points.Total
}

func (d *crewDoc) Show() (string, any) { return d.v.Text(), d.v }

func (d *crewDoc) Cards() int { return 1 }

// Link returns the link of the crew card's QR code below linkBase, and the
// short code printed under it.
func (d *crewDoc) Link(linkBase string) (link, code string, err error) {
	payload, err := codec.Encode(d.c.Saved())
	if err != nil {
		return "", "", fmt.Errorf("%s: %v", d.Name(), err)
	}
	if link, err = saved.Link(linkBase, saved.Text(payload)); err != nil {
		return "", "", fmt.Errorf("%s: %v", d.Name(), err)
	}
	return link, saved.ShortCode(payload), nil
}

// Card encodes the crew's saved state and binds the crew card to it.
func (d *crewDoc) Card(_ int, linkBase string) (press.Card, error) {
	link, code, err := d.Link(linkBase)
	if err != nil {
		return press.Card{}, err
	}
	f := crewExperience{}.Faces()[0]
	explain := func(err error, deck *press.Kit) error { return d.explain(err, deck, linkBase) }
	return press.Card{Front: f[0], Back: f[1], View: d.v.card(link, code), Explain: explain}, nil
}

// CrewDoc returns the Doc of a validated crew.
func CrewDoc(c *crewexp.Crew) Doc { return &crewDoc{c: c, v: project(c)} }

func (d *crewDoc) system() System { return crewExperience{} }
