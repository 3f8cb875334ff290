package codec

import (
	"math/rand"
	"sort"
	"strings"
)

// Fixed crews used by several tests.
var (
	minimalCrew = Crew{
		Ruleset: 1, Name: "Rex", Vehicle: "M4 Sherman", Nation: "USA",
		Kind: KindTank, Start: StartInexperienced,
		Members: []Member{{Roles: RoleCommander}, {Roles: RoleGunner}, {Roles: RoleLoader}, {Roles: RoleRadio}, {Roles: RoleDriver}},
		Crewmen: 5, Points: 105,
	}
	typicalCrew = Crew{
		Ruleset: 1, Name: "Cobra King", Vehicle: "M4A3E2 Jumbo", Nation: "USA",
		Kind: KindTank, Start: StartRegular,
		Members: []Member{{Roles: RoleCommander}, {Roles: RoleGunner}, {Roles: RoleLoader}, {Roles: RoleRadio}, {Roles: RoleDriver}},
		Crewmen: 5, Points: 282, XP: 28,
		Skills:   []Skill{{ID: 2}, {ID: 9}, {ID: 14}, {ID: 27}, {ID: 29}},
		Upgrades: []uint8{1, 4, 7},
		Games:    9, Kills: 14, XPEarned: 310, Revision: 9,
	}
	// fullCrew has every skill, 4 basics, 8 upgrades and a 32-character name.
	fullCrew = Crew{
		Ruleset: 1, Name: "Sergeant Karl-Heinz von Oberhaus", Vehicle: "Panzerkampfwagen VI", Nation: "Germany",
		Kind: KindTank, Start: StartLegendary,
		Members: []Member{{Roles: RoleCommander | RoleGunner}, {Roles: RoleLoader}, {Roles: RoleRadio}, {Roles: RoleDriver}},
		Crewmen: 10, Points: 1234, XP: 145,
		Skills:   allSkills(1, 8, 15, 22),
		Upgrades: []uint8{1, 3, 5, 8, 9, 11, 13, 15},
		Games:    60, Kills: 250, XPEarned: 4321, Revision: 60,
	}
	// widestCrew is fullCrew with all three strings at 32 characters.
	widestCrew = with(fullCrew, func(c *Crew) {
		c.Vehicle = "Panzerkampfwagen VI Ausf. B Tig."
		c.Nation = "Grossdeutsches Reich, Heer 1944."
	})
	// cyrillicCrew is fullCrew with a 32-rune Cyrillic name (64 bytes).
	cyrillicCrew = with(fullCrew, func(c *Crew) {
		c.Name = "Гвардии старший сержант Кузнецов"
		c.Vehicle = "Т-34/85"
		c.Nation = "СССР"
	})
)

// Crews whose members have names, version 3.
var (
	// namedCrew is typicalCrew with the names of four of its five members.
	namedCrew = with(typicalCrew, func(c *Crew) {
		for i, n := range []string{"Lt. Ernst Kowalski", "Cpl. Hugh Dasher", "", "Pvt. Joe Ferris", "Pvt. Robert Kinney"} {
			c.Members[i].Name = n
		}
	})
	// longNamesCrew is fullCrew with its four members named in about 30
	// characters, half of them Cyrillic.
	longNamesCrew = with(fullCrew, func(c *Crew) {
		for i, n := range []string{"Oberfeldwebel Karl-Heinz Brandt", "Гвардии сержант Иван Кузнецов", "Unteroffizier Friedrich Lutz 2", "Ефрейтор Пётр Усов и Сидоров"} {
			c.Members[i].Name = n
		}
	})
)

func with(c Crew, f func(*Crew)) Crew {
	c.Members = append([]Member(nil), c.Members...)
	c.Skills = append([]Skill(nil), c.Skills...)
	c.Upgrades = append([]uint8(nil), c.Upgrades...)
	f(&c)
	return c
}

// allSkills returns skills 1..MaxSkill with the given ones marked basic.
func allSkills(basics ...uint8) []Skill {
	var s []Skill
	for id := uint8(1); id <= MaxSkill; id++ {
		s = append(s, Skill{ID: id})
	}
	for _, b := range basics {
		s[b-1].Basic = true
	}
	return s
}

// runePool mixes ASCII, Latin accents, Cyrillic, CJK and a 4-byte emoji.
var runePool = []rune("AZaz09 -./'Üüèéß2ème" + "ТтЖжЯя" + "戦車" + "🛡")

// randomCrew returns a crew in canonical form: skills and upgrades sorted,
// empty lists nil, so that it decodes deep-equal to itself.
func randomCrew(r *rand.Rand) Crew {
	c := Crew{
		Ruleset:  uint8(1 + r.Intn(255)),
		Name:     randomText(r),
		Vehicle:  randomText(r),
		Nation:   randomText(r),
		Kind:     uint8(r.Intn(4)),
		Start:    uint8(r.Intn(3)),
		Crewmen:  uint8(r.Intn(MaxCrewmen + 1)),
		Points:   randomNumber(r),
		XP:       randomNumber(r),
		Games:    randomNumber(r),
		Kills:    randomNumber(r),
		XPEarned: randomNumber(r),
		Revision: randomNumber(r),
	}
	names := r.Intn(3) == 0 // a third of the crews name some members: version 3
	for range r.Intn(MaxMembers + 1) {
		m := Member{Roles: uint8(1 + r.Intn(allRoles))}
		if names && r.Intn(4) > 0 {
			m.Name = randomText(r)
		}
		c.Members = append(c.Members, m)
	}
	basics := r.Intn(2) == 0
	for id := uint8(1); id <= MaxSkill; id++ {
		if r.Intn(3) == 0 {
			c.Skills = append(c.Skills, Skill{ID: id, Basic: basics && r.Intn(4) == 0})
		}
	}
	for id := uint8(1); id <= MaxUpgrade; id++ {
		if r.Intn(3) == 0 {
			c.Upgrades = append(c.Upgrades, id)
		}
	}
	return c
}

// randomNumber favours the edges of a uint16.
func randomNumber(r *rand.Rand) uint16 {
	switch r.Intn(5) {
	case 0:
		return 0
	case 1:
		return 1<<16 - 1
	case 2:
		return uint16(r.Intn(8))
	default:
		return uint16(r.Intn(1 << 16))
	}
}

func randomText(r *rand.Rand) string {
	n := r.Intn(MaxRunes + 1)
	if r.Intn(4) == 0 {
		n = []int{0, 1, MaxRunes}[r.Intn(3)]
	}
	var b strings.Builder
	for range n {
		b.WriteRune(runePool[r.Intn(len(runePool))])
	}
	return b.String()
}

// sortedCopy returns c's skills and upgrades in ascending ID order.
func sortedCopy(c Crew) Crew {
	c = with(c, func(*Crew) {})
	sort.Slice(c.Skills, func(i, j int) bool { return c.Skills[i].ID < c.Skills[j].ID })
	sort.Slice(c.Upgrades, func(i, j int) bool { return c.Upgrades[i] < c.Upgrades[j] })
	return c
}
