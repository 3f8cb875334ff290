package codec

import (
	"math/bits"

	"github.com/crewcard/crewcard/model/saved/pack"
)

// Field widths of the version-1 body; see the package documentation.
const (
	v1KindBits    = 2
	v1StartBits   = 2
	v1MembersBits = 3
	v1RolesBits   = 5
	v1CrewBits    = 4
	v1GroupSize   = 6 // skill IDs per group
	v1Groups      = MaxSkill / v1GroupSize
	v1MaxNumber   = 1<<16 - 1
)

// encodeV1 writes the version-1 body of c, which check has accepted.
func encodeV1(c Crew) []byte {
	var w pack.Writer
	writeV1(&w, c)
	return w.Bytes()
}

// writeV1 writes the fields of a version-1 body, which every later version
// begins with.
func writeV1(w *pack.Writer, c Crew) {
	w.NV(uint32(c.Ruleset))
	w.Bits(uint32(c.Kind), v1KindBits)
	w.Bits(uint32(c.Start), v1StartBits)
	w.Bits(uint32(len(c.Members)), v1MembersBits)
	for _, m := range c.Members {
		w.Bits(uint32(m.Roles), v1RolesBits)
	}
	w.Bits(uint32(c.Crewmen), v1CrewBits)
	w.NV(uint32(c.Points))
	w.NV(uint32(c.XP))

	var set, basic uint32 // bit id-1
	for _, s := range c.Skills {
		set |= 1 << (s.ID - 1)
		if s.Basic {
			basic |= 1 << (s.ID - 1)
		}
	}
	var mask uint32
	for g := range v1Groups {
		if group(set, g) != 0 {
			mask |= 1 << g
		}
	}
	w.Bits(mask, v1Groups)
	for g := range v1Groups {
		if mask&(1<<g) != 0 {
			w.Bits(group(set, g), v1GroupSize)
		}
	}
	w.Bits(b2u(basic != 0), 1)
	if basic != 0 {
		for id := range MaxSkill {
			if set&(1<<id) != 0 {
				w.Bits(basic>>id&1, 1)
			}
		}
	}

	var ups uint32
	for _, u := range c.Upgrades {
		ups |= 1 << (u - 1)
	}
	w.Bits(b2u(ups != 0), 1)
	if ups != 0 {
		w.Bits(ups, MaxUpgrade)
	}

	for _, n := range []uint16{c.Games, c.Kills, c.XPEarned, c.Revision} {
		w.NV(uint32(n))
	}
	for _, s := range []string{c.Name, c.Vehicle, c.Nation} {
		writeTextV1(w, s)
	}
}

// group returns the 6 bits of skill group g of set.
func group(set uint32, g int) uint32 { return set >> (g * v1GroupSize) & (1<<v1GroupSize - 1) }

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// decodeV1 reads a version-1 body. It accepts only the bytes that encodeV1
// writes, so every crew it returns re-encodes to the same payload.
func decodeV1(body []byte) (Crew, error) {
	r := pack.NewReader(body)
	c := readV1(r)
	return end(r, c)
}

// end checks that the body is read to its end and that check accepts c.
func end(r *pack.Reader, c Crew) (Crew, error) {
	if err := r.End(); err != nil {
		return Crew{}, err
	}
	if msg := check(c); msg != "" { // version 1: unreachable unless decodeV1 and check disagree; version 2: a profile's ranges and shots
		return Crew{}, pack.Malformed("%s", msg)
	}
	return c, nil
}

// readV1 reads the fields of a version-1 body.
func readV1(r *pack.Reader) Crew {
	var c Crew
	c.Ruleset = uint8(r.NV("ruleset", 1, 255))
	c.Kind = uint8(r.Bits(v1KindBits))
	c.Start = uint8(r.Bits(v1StartBits))
	if c.Start > StartLegendary {
		r.Fail(pack.Malformed("start %d out of range 0..%d", c.Start, StartLegendary))
	}
	n := int(r.Bits(v1MembersBits))
	if n > MaxMembers {
		r.Fail(pack.Malformed("%d members, at most %d", n, MaxMembers))
	}
	for i := 0; i < n && r.Err() == nil; i++ {
		roles := uint8(r.Bits(v1RolesBits))
		if roles == 0 {
			r.Fail(pack.Malformed("member %d holds no role", i+1))
		}
		c.Members = append(c.Members, Member{Roles: roles})
	}
	c.Crewmen = uint8(r.Bits(v1CrewBits))
	c.Points = uint16(r.NV("points", 0, v1MaxNumber))
	c.XP = uint16(r.NV("XP", 0, v1MaxNumber))
	c.Skills = readSkillsV1(r)
	c.Upgrades = readUpgradesV1(r)
	c.Games = uint16(r.NV("games", 0, v1MaxNumber))
	c.Kills = uint16(r.NV("kills", 0, v1MaxNumber))
	c.XPEarned = uint16(r.NV("XP earned", 0, v1MaxNumber))
	c.Revision = uint16(r.NV("revision", 0, v1MaxNumber))
	c.Name = readTextV1(r, "name")
	c.Vehicle = readTextV1(r, "vehicle")
	c.Nation = readTextV1(r, "nation")
	return c
}

// readSkillsV1 reads the skill groups and the basic bits, in ascending ID order.
func readSkillsV1(r *pack.Reader) []Skill {
	mask := r.Bits(v1Groups)
	var skills []Skill
	for g := range v1Groups {
		if mask&(1<<g) == 0 {
			continue
		}
		bitsOf := r.Bits(v1GroupSize)
		if r.Err() == nil && bitsOf == 0 {
			r.Fail(pack.Malformed("skill group %d is marked present but empty", g+1))
		}
		for i := range v1GroupSize {
			if bitsOf&(1<<i) != 0 {
				skills = append(skills, Skill{ID: uint8(g*v1GroupSize + i + 1)})
			}
		}
	}
	if r.Bits(1) == 1 {
		some := false
		for i := range skills {
			skills[i].Basic = r.Bits(1) == 1
			some = some || skills[i].Basic
		}
		if r.Err() == nil && !some {
			r.Fail(pack.Malformed("basic skills are marked present but none is"))
		}
	}
	return skills
}

// readUpgradesV1 reads the upgrade set, in ascending ID order.
func readUpgradesV1(r *pack.Reader) []uint8 {
	if r.Bits(1) == 0 {
		return nil
	}
	set := r.Bits(MaxUpgrade)
	if r.Err() == nil && set == 0 {
		r.Fail(pack.Malformed("upgrades are marked present but none is"))
	}
	var ups []uint8
	for set != 0 {
		i := bits.TrailingZeros32(set)
		ups = append(ups, uint8(i+1))
		set &^= 1 << i
	}
	return ups
}
