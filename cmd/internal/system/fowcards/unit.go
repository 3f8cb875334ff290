package fowcards

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/wrap"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow"
	"github.com/crewcard/crewcard/model/fow/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// unitDoc is a checked unit.
type unitDoc struct {
	u *fow.Unit
	// no is the unit's number in its force, 1 up in the order its cards
	// print after the force card, which its card prints before its name
	// as the force card lists it ("#3"); 0 for a unit file on its own.
	no int
}

func (d *unitDoc) Name() string { return d.u.File.Name() }

func (d *unitDoc) Cards() int { return 1 }

func (d *unitDoc) Summary() string { return d.Name() + ": " + d.u.Summary() }

// Roster gives the cells of the columns that Info.Roster lists, in order.
func (d *unitDoc) Roster() ([]string, int) {
	u := d.u
	var ratings []string
	for _, r := range []fow.Rating{u.Motivation, u.Skill, u.IsHitOn} {
		ratings = append(ratings, wrap.Whole(r.String())) // "Veteran 3+" stays on one line
	}
	_, code, _ := d.Link(saved.DefaultBase) // the code is the payload's, whatever the base
	points := ""
	if u.Points > 0 {
		points = strconv.Itoa(u.Points) + " (FoW)"
	}
	teams := strconv.Itoa(u.TeamCount()) + " teams"
	if u.TeamCount() == 1 {
		teams = "1 team"
	}
	return []string{u.Name, teams, "FoW " + shortRole(u.Role) + " unit", strings.Join(ratings, ", "), code, points}, u.Points
}

// UnitView is a unit as `crewcard show --json` gives it.
type UnitView struct {
	Name       string      `json:"name"`
	Nation     string      `json:"nation"`
	Role       string      `json:"role"`
	Motivation string      `json:"motivation"`
	Skill      string      `json:"skill"`
	IsHitOn    string      `json:"is_hit_on"`
	Teams      int         `json:"teams"`
	Points     int         `json:"points"`
	Derived    []string    `json:"derived"`
	Card       layout.View `json:"-"`
}

func (d *unitDoc) Show() (string, any) {
	u := d.u
	v := UnitView{Name: u.Name, Nation: u.Nation, Role: u.Role.Label(), Motivation: u.Motivation.String(),
		Skill: u.Skill.String(), IsHitOn: u.IsHitOn.String(), Teams: u.TeamCount(), Points: u.Points}
	for _, d := range derived(u) {
		v.Derived = append(v.Derived, d[0]+": "+d[1]+".")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", u.Summary())
	for _, line := range v.Derived {
		fmt.Fprintf(&b, "  %s\n", line)
	}
	return b.String(), v
}

// Link returns the link of the unit card's QR code below linkBase, and the
// short code printed under it.
func (d *unitDoc) Link(linkBase string) (link, code string, err error) {
	link, code, _, err = d.link(linkBase)
	return link, code, err
}

// link is Link, with the payload's length, which tells the front's code
// from the back's.
func (d *unitDoc) link(linkBase string) (link, code string, n int, err error) {
	payload, err := codec.Encode(d.u.Saved())
	if err != nil {
		return "", "", 0, fmt.Errorf("%s: %v", d.Name(), err)
	}
	if link, err = saved.Link(linkBase, saved.Text(payload)); err != nil {
		return "", "", 0, fmt.Errorf("%s: %v", d.Name(), err)
	}
	return link, saved.ShortCode(payload), len(payload), nil
}

// Explain tells a layout failure in terms of the unit file.
func (d *unitDoc) Explain(_ int, err error, kit *press.Kit, _ string) error {
	at := model.Pos{File: d.Name()}
	var ge *layout.GlyphError
	if errors.As(err, &ge) {
		for _, t := range unitTexts(d.u.File) {
			if strings.ContainsRune(t.Text, ge.Rune) {
				return system.GlyphError(d.u.File.Pos(t.Key), t.Key, t.Text, ge.Rune, ge.Font, system.Scripts(kit.Fonts))
			}
		}
	}
	var fe *layout.FitError
	if errors.As(err, &fe) {
		return &model.Error{Pos: at,
			Msg: fmt.Sprintf("the unit card: %q does not fit a whole card even at %g pt; shorten that text", fe.Text, fe.Floor)}
	}
	if errors.Is(err, layout.ErrQRTooDense) {
		return &model.Error{Pos: at, Rule: "F14",
			Msg: fmt.Sprintf("the unit's code does not fit its box at 0.5 mm a module (a long --link-base costs modules too); shorten the unit's names and notes: %v", err)}
	}
	return &model.Error{Pos: at, Msg: err.Error()}
}

func (d *unitDoc) System() system.System { return System }
