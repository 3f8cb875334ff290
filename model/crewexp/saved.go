package crewexp

import (
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp/codec"
)

// Ruleset is the version of these rules that a saved state records.
const Ruleset = 1

// Saved returns the crew's state as a card prints it, for the QR payload.
func (c *Crew) Saved() codec.Crew {
	s := &c.State
	out := codec.Crew{
		Ruleset: Ruleset, Name: c.Name, Vehicle: c.Vehicle, Nation: c.Nation,
		Kind: uint8(s.Kind), Start: uint8(s.Start), Crewmen: uint8(s.Crewmen),
		Points: uint16(s.Points), XP: uint16(s.XP), Games: uint16(s.Games), Kills: uint16(s.Kills),
		XPEarned: uint16(s.XPEarned), Revision: uint16(s.Games),
	}
	if c.Profile != nil { // the code carries the soft skin with the profile
		p := *c.Profile
		p.SoftSkin = s.SoftSkin
		out.Profile = &p
	}
	for _, m := range s.Members {
		out.Members = append(out.Members, codec.Member{Roles: uint8(m.Roles), Name: m.Name})
	}
	for _, h := range s.Skills {
		out.Skills = append(out.Skills, codec.Skill{ID: uint8(h.ID), Basic: h.Basic})
	}
	for _, u := range s.Upgrades {
		out.Upgrades = append(out.Upgrades, uint8(u))
	}
	return out
}

// CrewFile writes a saved state back as a crew file. Its [carried] table
// holds the career's tallies, so that Check accepts it and it prints the
// same card, its members named as the crew file named them. A code
// without a vehicle profile does not carry
// vehicle.soft_skin: a vehicle that may be soft-skinned gets the key as a
// comment, for the player to keep; one with a profile does. It
// fails when the state names no known kind, start or role.
func CrewFile(s codec.Crew) ([]byte, error) {
	if int(s.Kind) >= len(kindTable) || int(s.Start) >= len(startTable) {
		return nil, fmt.Errorf("unknown vehicle kind %d or start %d", s.Kind, s.Start)
	}
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("# Decoded from a crewcard QR code (rules version %d, card revision %d).\n", s.Ruleset, s.Revision)
	p("upgrades = %s\n\n", model.TOMLList(upgradeNames(s.Upgrades)))
	p("[vehicle]\nname = %s\nnation = %s\nkind = %q\npoints = %d\ncrewmen = %d\n",
		model.TOMLString(s.Vehicle), model.TOMLString(s.Nation), Kind(s.Kind).String(), s.Points, s.Crewmen)
	switch {
	case s.Profile != nil && s.Profile.SoftSkin:
		p("soft_skin = true\n")
	case s.Profile == nil && Kind(s.Kind) != Tank:
		p("# soft_skin = true  # the code does not carry it: remove the # for a soft-skinned vehicle (V2)\n")
	}
	if s.Profile != nil {
		b.WriteString(ProfileTOML(s.Profile))
	}
	p("\n")
	p("[crew]\n")
	if s.Name != "" {
		p("name = %s\n", model.TOMLString(s.Name))
	}
	p("start = %q\n", Start(s.Start).String())
	for _, m := range s.Members {
		var roles []string
		for _, r := range RoleSet(m.Roles).List() {
			roles = append(roles, r.String())
		}
		p("\n[[crew.member]]\n")
		if m.Name != "" {
			p("name = %s\n", model.TOMLString(m.Name))
		}
		p("roles = %s\n", model.TOMLList(roles))
	}
	for _, basic := range []bool{false, true} {
		table := map[bool]string{false: "crew.skills", true: "crew.basic"}[basic]
		byRole := map[Role][]string{}
		for _, h := range s.Skills {
			if sk, ok := SkillByID(SkillID(h.ID)); ok && h.Basic == basic {
				byRole[sk.Role] = append(byRole[sk.Role], sk.Name)
			}
		}
		if len(byRole) == 0 {
			continue
		}
		p("\n[%s]\n", table)
		for _, r := range Roles {
			if names := byRole[r]; len(names) > 0 {
				p("%s = %s\n", r, model.TOMLList(names))
			}
		}
	}
	p("\n[carried]\nxp = %d\nxp_earned = %d\ngames = %d\nkills = %d\n", s.XP, s.XPEarned, s.Games, s.Kills)
	return []byte(b.String()), nil
}

func upgradeNames(ids []uint8) []string {
	names := []string{}
	for _, id := range ids {
		if u, ok := UpgradeByID(UpgradeID(id)); ok {
			names = append(names, u.Name)
		}
	}
	return names
}
