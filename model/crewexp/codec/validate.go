package codec

import (
	"fmt"

	"github.com/crewcard/crewcard/model/saved/pack"
)

// check reports the first value of c that a payload cannot carry.
// It returns a bare message: callers wrap it in ErrInvalid or ErrMalformed.
func check(c Crew) string {
	if c.Ruleset == 0 {
		return "ruleset 0 out of range 1..255"
	}
	for _, f := range []struct{ name, s string }{{"name", c.Name}, {"vehicle", c.Vehicle}, {"nation", c.Nation}} {
		if msg := checkText(f.name, f.s); msg != "" {
			return msg
		}
	}
	if c.Kind > KindUnarmed {
		return fmt.Sprintf("kind %d out of range 0..%d", c.Kind, KindUnarmed)
	}
	if c.Start > StartLegendary {
		return fmt.Sprintf("start %d out of range 0..%d", c.Start, StartLegendary)
	}
	if len(c.Members) > MaxMembers {
		return fmt.Sprintf("%d members, at most %d", len(c.Members), MaxMembers)
	}
	for i, m := range c.Members {
		if m.Roles == 0 || m.Roles > allRoles {
			return fmt.Sprintf("member %d: roles %#02x out of range 0x01..0x1f", i+1, m.Roles)
		}
		if msg := checkText(memberField(i), m.Name); msg != "" {
			return msg
		}
	}
	if c.Crewmen > MaxCrewmen {
		return fmt.Sprintf("crewmen %d out of range 0..%d", c.Crewmen, MaxCrewmen)
	}
	var skills uint32
	for _, s := range c.Skills {
		if s.ID == 0 || s.ID > MaxSkill {
			return fmt.Sprintf("skill ID %d out of range 1..%d", s.ID, MaxSkill)
		}
		if skills&(1<<(s.ID-1)) != 0 {
			return fmt.Sprintf("skill ID %d listed twice", s.ID)
		}
		skills |= 1 << (s.ID - 1)
	}
	var upgrades uint32
	for _, u := range c.Upgrades {
		if u == 0 || u > MaxUpgrade {
			return fmt.Sprintf("upgrade ID %d out of range 1..%d", u, MaxUpgrade)
		}
		if upgrades&(1<<(u-1)) != 0 {
			return fmt.Sprintf("upgrade ID %d listed twice", u)
		}
		upgrades |= 1 << (u - 1)
	}
	if c.Profile != nil {
		return checkProfile(c.Profile)
	}
	return ""
}

// memberField names member i's name in messages.
func memberField(i int) string { return fmt.Sprintf("member %d name", i+1) }

// checkText reports why s cannot be a name, vehicle or nation, or "".
func checkText(field, s string) string { return pack.CheckText(field, s, MaxRunes) }
