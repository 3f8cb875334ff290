package codec

// Unit is a unit as its card prints it and its QR code carries it. Ratings
// are the "N+" numbers, distances are in inches (the centimetres are always
// 2.5 times as many), and keywords and mounts are registry numbers.
type Unit struct {
	Ruleset    uint8     // rules version, 1..255
	Name       string    // UTF-8, at most MaxRunes runes
	Nation     string    // UTF-8, at most MaxRunes runes
	Role       uint8     // RoleCombat .. RoleFormationCommand
	Motivation uint8     // 2..6
	Skill      uint8     // 2..6
	IsHitOn    uint8     // 2..6
	Tests      [6]uint8  // task ratings in TestRemount .. TestAssault order: 0 not given, else 2..6
	Points     uint16    // 0..MaxPoints; 0: not given
	Keywords   []Keyword // the unit's special rules, at most MaxKeywords
	Teams      []Team    // 1..MaxTeams kinds of team
}

// Team is one kind of team in the unit, and how many of it.
type Team struct {
	Name     string
	Type     uint8 // TypeInfantry .. TypeAircraft
	Count    uint8 // 1..MaxCount
	Leader   uint8 // 0..Count: Unit Leader teams of this kind
	Armoured bool
	Front    uint8 // armour, 0..MaxArmour, when Armoured
	Side     uint8
	Top      uint8
	Save     uint8    // 2..6 when not Armoured, else 0; 0 for an aircraft
	Mobility [4]uint8 // inches: tactical, terrain dash, cross-country dash, road dash; 0 is "-"
	Cross    uint8    // 0 is AUTO, else 2..6, or CrossNone (body version 3 on)
	Keywords []Keyword
	Notes    []string // at most MaxNotes
	Weapons  []Weapon // at most MaxWeapons
}

// Weapon is one weapon line of a team.
type Weapon struct {
	Mount     uint16 // mount registry number; 0 for none
	Name      string
	Range     uint8 // inches, 1..MaxDistance
	Halted    uint8 // dice, 0..MaxROF, or NoROF for "-"
	Moving    uint8 // dice, 0..MaxROF, or NoROF for "-"
	AntiTank  uint8 // 0..MaxAntiTank
	Firepower uint8 // 1..6: "1+" .. "5+", "6"; FirepowerAuto
	Keywords  []Keyword
	Bombard   *Bombardment // the artillery line, or nil
}

// Bombardment is a weapon's artillery line; its ROF always prints "-".
type Bombardment struct {
	Range     uint8 // inches, 1..MaxDistance
	AntiTank  uint8 // 0..MaxAntiTank
	Firepower uint8 // 1..6, or FirepowerAuto
}

// FirepowerAuto is a firepower of AUTO: every hit destroys.
const FirepowerAuto = 0

// Keyword is a keyword of the catalogue, by registry number, with the
// number some keywords carry ("Tank Assault 4").
type Keyword struct {
	ID    uint16 // 1..MaxID
	Param uint8  // 0: none, else 1..MaxParam
}

// Roles.
const (
	RoleCombat = iota
	RoleWeapons
	RoleSupport
	RoleFormationCommand
)

// Team types.
const (
	TypeInfantry = iota
	TypeGun
	TypeTank
	TypeTransport
	TypeAircraft // body version 2 on
)

// Task ratings, in the order of Unit.Tests.
const (
	TestRemount = iota
	TestRally
	TestCounterattack
	TestLastStand
	TestTactics
	TestAssault
	NumTests
)

// NoROF is a ROF printed "-": the weapon cannot fire that way.
const NoROF = 0xFF

// CrossNone is the Cross of a team that cannot move: it never crosses.
const CrossNone = 7

// Limits of the payload, version 1.
const (
	MaxRunes    = 80 // runes in a name, nation or note
	MaxTeams    = 8
	MaxCount    = 99
	MaxArmour   = 31
	MaxDistance = 200 // inches
	MaxROF      = 20
	MaxAntiTank = 31
	MaxPoints   = 9999
	MaxKeywords = 16 // keywords in one list
	MaxNotes    = 4
	MaxWeapons  = 7    // 6 in body version 1
	MaxID       = 4095 // highest keyword or mount registry number
	MaxParam    = 31   // highest number a keyword carries
)
