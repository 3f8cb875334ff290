package crewcards

import (
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/model/crewexp"
)

// CrewView is the one projection of a crew: `crewcard show` prints it (as
// JSON, the stable form whose fields are only ever added, never renamed or
// removed), and the card, the roster row and check -v's line are drawn
// from it.
type CrewView struct {
	Name         string       `json:"name"`
	Vehicle      string       `json:"vehicle"`
	Nation       string       `json:"nation"`
	Kind         string       `json:"kind"`
	KindLabel    string       `json:"kind_label"`
	Start        string       `json:"start"`
	Level        int          `json:"level"`
	Quality      string       `json:"quality"`
	Morale       int          `json:"morale"`
	Slots        slotsView    `json:"slots"`
	XP           int          `json:"xp"`
	XPToNextRoll int          `json:"xp_to_next_roll"`
	XPEarned     int          `json:"xp_earned"`
	XPSpent      int          `json:"xp_spent"`
	Games        int          `json:"games"`
	Kills        int          `json:"kills"`
	SkillCount   int          `json:"skill_count"`
	SkillsLost   int          `json:"skills_lost"`
	Crewmen      int          `json:"crewmen"`
	Members      []memberView `json:"members"`
	Roles        []roleView   `json:"roles"`
	Upgrades     []upView     `json:"upgrades"`
	Points       pointsView   `json:"points"`
	Slow         bool         `json:"slow"`
	SoftSkin     bool         `json:"soft_skin"`
	Profile      *profileView `json:"profile,omitempty"` // the vehicle's profile, when the file gives one

	// What the card binds, as the rules' own types, so that the card is
	// never bound by parsing the view's text back.
	kind     crewexp.Kind
	present  crewexp.RoleSet   // the roles the crew has and its kind takes
	members  []crewexp.Member  // as in the state, in order
	ups      []crewexp.Upgrade // the upgrades, in the state's order
	firstAid bool              // a First Aid Box, alone or in a Multi-Purpose Box (V2): not shown, it sets the survival roll
}

type slotsView struct {
	Used    int `json:"used"`
	Allowed int `json:"allowed"`
}

type memberView struct {
	Name  string   `json:"name"`
	Roles []string `json:"roles"`
}

type roleView struct {
	Role    string      `json:"role"`
	Label   string      `json:"label"`
	Present bool        `json:"present"`
	Skills  []skillView `json:"skills"`
}

type skillView struct {
	ID    int    `json:"id"`
	Name  string `json:"name"`
	Basic bool   `json:"basic"`
}

type upView struct {
	ID    int    `json:"id"`
	Name  string `json:"name"`
	Level int    `json:"level"`
	Cost  int    `json:"cost"`
}

type pointsView struct {
	Vehicle  int `json:"vehicle"`
	Upgrades int `json:"upgrades"`
	Total    int `json:"total"`
}

// project computes the CrewView of a validated crew.
func project(c *crewexp.Crew) CrewView {
	s := &c.State
	lvl := s.Level()
	v := CrewView{
		Name: c.Name, Vehicle: c.Vehicle, Nation: c.Nation,
		Kind: s.Kind.String(), KindLabel: s.Kind.Label(), Start: s.Start.String(),
		Level: lvl.Level, Quality: string(lvl.Quality), Morale: lvl.Morale,
		Slots: slotsView{len(s.Upgrades), lvl.Slots},
		XP:    s.XP, XPToNextRoll: s.XPToNextRoll(), XPEarned: s.XPEarned, XPSpent: s.XPSpent,
		Games: s.Games, Kills: s.Kills, SkillCount: len(s.Skills), SkillsLost: s.SkillsLost,
		Crewmen: s.Crewmen, Slow: s.Slow(), SoftSkin: s.SoftSkin, firstAid: s.FirstAid(),
		kind: s.Kind, members: s.Members, Profile: viewProfile(c.Profile),
		Members:  []memberView{},
		Upgrades: []upView{},
	}
	for _, m := range s.Members {
		mv := memberView{Name: m.Name, Roles: []string{}}
		for _, r := range m.Roles.List() {
			mv.Roles = append(mv.Roles, r.String())
		}
		v.Members = append(v.Members, mv)
	}
	present := s.Roles() & s.Kind.Roles()
	v.present = present
	for _, r := range crewexp.Roles {
		rv := roleView{Role: r.String(), Label: r.Label(), Present: present.Has(r), Skills: []skillView{}}
		for _, h := range s.Of(r) {
			sk, _ := crewexp.SkillByID(h.ID)
			rv.Skills = append(rv.Skills, skillView{int(h.ID), sk.Name, h.Basic})
		}
		v.Roles = append(v.Roles, rv)
	}
	for _, id := range s.Upgrades {
		u, _ := crewexp.UpgradeByID(id)
		v.Upgrades = append(v.Upgrades, upView{int(u.ID), u.Name, u.Level, u.Cost})
		v.ups = append(v.ups, u)
		v.Points.Upgrades += u.Cost
	}
	v.Points.Vehicle = s.Points
	v.Points.Total = s.TotalPoints()
	return v
}

// called is how a crew's text output names it: its name and its vehicle
// as format puts them ("%s — %s"), or the vehicle alone for an unnamed
// crew.
func called(format, name, vehicle string) string {
	if name == "" {
		return vehicle
	}
	return fmt.Sprintf(format, name, vehicle)
}

// Text is the crew as `crewcard show` prints it.
func (v *CrewView) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s, %s)\n", called("%s — %s", v.Name, v.Vehicle), v.Nation, v.KindLabel)
	fmt.Fprintf(&b, "level %d %s, morale %d, upgrades %d/%d, %d pts\n", v.Level, v.Quality, v.Morale, v.Slots.Used, v.Slots.Allowed, v.Points.Total)
	fmt.Fprintf(&b, "XP %d (next roll in %d), earned %d, spent %d; %s, %s\n", v.XP, v.XPToNextRoll, v.XPEarned, v.XPSpent, count(v.Games, "game"), count(v.Kills, "kill"))
	for _, r := range v.Roles {
		if !r.Present {
			fmt.Fprintf(&b, "  %-15s (absent)\n", r.Label)
			continue
		}
		var names []string
		for _, s := range r.Skills {
			n := s.Name
			if s.Basic {
				n += " *"
			}
			names = append(names, n)
		}
		fmt.Fprintf(&b, "  %-15s %s\n", r.Label, strings.Join(names, ", "))
	}
	for _, u := range v.Upgrades {
		fmt.Fprintf(&b, "  upgrade: %s (level %d, %d pts)\n", u.Name, u.Level, u.Cost)
	}
	if v.Slow {
		b.WriteString("  Slow (Extra Armor)\n")
	}
	return b.String()
}
