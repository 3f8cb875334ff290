package fow

import (
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/model/fow/codec"
)

// Role is the unit's place in its formation (F13).
type Role uint8

// The roles, in the saved state's order.
const (
	Combat Role = iota
	Weapons
	Support
	FormationCommand
)

var roleKeys = []string{"combat", "weapons", "support", "formation-command"}

func (r Role) String() string { return roleKeys[r] }

// Label is the role as the card prints it: "Formation command".
func (r Role) Label() string {
	s := strings.ReplaceAll(roleKeys[r], "-", " ")
	return strings.ToUpper(s[:1]) + s[1:]
}

// TeamType is what a team is (F13): the seeds' infantry, gun, vehicle and
// aircraft teams, vehicles split into tank and transport teams.
type TeamType uint8

// The team types, in the saved state's order.
const (
	Infantry TeamType = iota
	Gun
	Tank
	Transport
	Aircraft
)

var typeKeys = []string{"infantry", "gun", "tank", "transport", "aircraft"}

func (t TeamType) String() string { return typeKeys[t] }

// TeamTypes lists every team type, in the saved state's order.
func TeamTypes() []TeamType {
	out := make([]TeamType, len(typeKeys))
	for i := range out {
		out[i] = TeamType(i)
	}
	return out
}

// Vehicle reports whether the team is a vehicle: a tank or a transport.
func (t TeamType) Vehicle() bool { return t == Tank || t == Transport }

// Distance is a distance in inches; the card prints N"/Mcm with M = 2.5 × N.
// Zero is "-": the team cannot move so.
type Distance int

// String writes the distance as the seeds do: 16"/40cm, or "-".
func (d Distance) String() string {
	if d == 0 {
		return "-"
	}
	cm := fmt.Sprint(int(d) * 5 / 2)
	if d%2 != 0 {
		cm = fmt.Sprintf("%d.5", int(d)*5/2)
	}
	return fmt.Sprintf("%d\"/%scm", int(d), cm)
}

// Unit is a checked unit: what the file says, in the rules' terms.
type Unit struct {
	File       *File
	Name       string
	Nation     string // as written
	Role       Role
	Motivation Rating
	Skill      Rating
	IsHitOn    Rating
	Tests      [NumTests]int // task ratings; 0 where the test uses the main rating
	Points     int           // 0: not given
	Keywords   []KeywordUse  // the unit's special rules
	Teams      []Team
}

// Team is one checked kind of team.
type Team struct {
	Name     string
	Type     TeamType
	Count    int
	Leader   int     // Unit Leader teams among Count: 0 or 1
	Armour   *Armour // nil for a team without armour, which has a Save
	Save     int     // 2..6 when Armour is nil; 0 for an aircraft, which has none
	Mobility [4]Distance
	Cross    int // 2..6; 0 for AUTO
	Keywords []KeywordUse
	Notes    []string
	Weapons  []Weapon
}

// Armour is a team's armour ratings.
type Armour struct{ Front, Side, Top int }

// Weapon is one checked weapon line.
type Weapon struct {
	Name      string
	Mount     MountID // 0 for none
	Range     Distance
	Halted    int // dice; NoROF for "-"
	Moving    int
	AntiTank  int
	Firepower int // 1..6, or FirepowerAuto
	Keywords  []KeywordUse
	Bombard   *Bombardment
}

// Bombardment is a weapon's artillery line; its ROF prints "-".
type Bombardment struct {
	Range     Distance
	AntiTank  int
	Firepower int
}

// NoROF is a ROF printed "-".
const NoROF = -1

// FirepowerAuto is a firepower of AUTO: a hit destroys without a test.
const FirepowerAuto = codec.FirepowerAuto

// FirepowerString writes a firepower as the card prints it: "3+", "6" or
// "AUTO".
func FirepowerString(n int) string {
	if n == FirepowerAuto {
		return "AUTO"
	}
	return Plus(n)
}

// ROFString writes a ROF as the card prints it: "2", or "-" for NoROF.
func ROFString(n int) string {
	if n == NoROF {
		return "-"
	}
	return fmt.Sprint(n)
}

// CrossNone is the Cross of a team that cannot move, such as a bunker:
// it never crosses anything. A unit file writes it "-".
const CrossNone = codec.CrossNone

// CrossString writes the team's Cross rating: "3+", "AUTO", or "-".
func (t *Team) CrossString() string {
	switch t.Cross {
	case 0:
		return "AUTO"
	case CrossNone:
		return "-"
	}
	return Plus(t.Cross)
}

// KeywordUse is a keyword as a list holds it, with its number if it takes one.
type KeywordUse struct {
	ID    KeywordID
	Param int // 0 when the keyword takes none
}

// Keyword returns the catalogue entry.
func (k KeywordUse) Keyword() Keyword {
	kw, _ := KeywordByID(k.ID)
	return kw
}

// String writes the keyword as a file lists it: "Tank Assault 4".
func (k KeywordUse) String() string {
	s := k.Keyword().Name
	if k.Param > 0 {
		s += fmt.Sprintf(" %d", k.Param)
	}
	return s
}

// Armoured reports whether the team has armour ratings.
func (t *Team) Armoured() bool { return t.Armour != nil }

// TeamCount returns the number of teams in the unit, transports included.
func (u *Unit) TeamCount() int {
	n := 0
	for _, t := range u.Teams {
		n += t.Count
	}
	return n
}

// Leader returns the team kind that holds the Unit Leader.
func (u *Unit) Leader() *Team {
	for i := range u.Teams {
		if u.Teams[i].Leader > 0 {
			return &u.Teams[i]
		}
	}
	return nil
}

// Test returns the number the unit needs for test t: its task rating, or
// the Motivation or Skill rating the test belongs to.
func (u *Unit) Test(t Test) int {
	if u.Tests[t] != 0 {
		return u.Tests[t]
	}
	if t.Of() == Skill {
		return u.Skill.Value
	}
	return u.Motivation.Value
}

// KeywordUses returns every keyword the unit lists, on the unit, its teams
// and their weapons, each once, in that order: the card's back.
func (u *Unit) KeywordUses() []Keyword {
	seen := map[KeywordID]bool{}
	var out []Keyword
	add := func(ks []KeywordUse) {
		for _, k := range ks {
			if !seen[k.ID] {
				seen[k.ID] = true
				out = append(out, k.Keyword())
			}
		}
	}
	add(u.Keywords)
	for _, t := range u.Teams {
		add(t.Keywords)
		for _, w := range t.Weapons {
			add(w.Keywords)
		}
	}
	return out
}
