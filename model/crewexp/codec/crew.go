package codec

// Crew is a crew's state as printed on its card and carried by its QR code.
type Crew struct {
	Ruleset  uint8    // rules version, 1..255; currently 1
	Name     string   // UTF-8, at most MaxRunes runes
	Vehicle  string   // UTF-8, at most MaxRunes runes
	Nation   string   // UTF-8, at most MaxRunes runes
	Kind     uint8    // KindTank, KindTransport, KindATTransport or KindUnarmed
	Start    uint8    // StartInexperienced, StartRegular or StartLegendary
	Members  []Member // at most MaxMembers, in card order
	Crewmen  uint8    // number of crewmen, 0..MaxCrewmen
	Points   uint16   // vehicle points, without upgrades
	XP       uint16   // current unspent XP
	Skills   []Skill  // distinct skill IDs; Decode returns them in ascending order
	Upgrades []uint8  // distinct upgrade IDs 1..MaxUpgrade; Decode returns them in ascending order
	Games    uint16   // games played
	Kills    uint16   // enemy units destroyed
	XPEarned uint16   // XP ever earned
	Revision uint16   // card revision
	Profile  *Profile // the vehicle's profile, or nil (version 2, or 3)
}

// Member is one crew member, the roles they hold and their name.
type Member struct {
	Roles uint8  // bit set of RoleCommander ... RoleDriver; not 0
	Name  string // UTF-8, at most MaxRunes runes, or "" (version 3)
}

// Skill is a skill held by the crew.
type Skill struct {
	ID    uint8 // registry ID, 1..MaxSkill
	Basic bool  // a legendary basic skill, never lost
}

// Vehicle kinds.
const (
	KindTank        = 0
	KindTransport   = 1
	KindATTransport = 2 // transport armed with an AT gun
	KindUnarmed     = 3
)

// Starting experience.
const (
	StartInexperienced = 0
	StartRegular       = 1
	StartLegendary     = 2
)

// Role bits of Member.Roles.
const (
	RoleCommander = 1 << 0
	RoleGunner    = 1 << 1
	RoleLoader    = 1 << 2
	RoleRadio     = 1 << 3
	RoleDriver    = 1 << 4
)

// Limits of the payload, version 1.
const (
	MaxRunes   = 64 // runes in Name, Vehicle, Nation and a member's Name
	MaxMembers = 5
	MaxCrewmen = 15
	MaxSkill   = 30 // highest skill registry ID
	MaxUpgrade = 15 // highest upgrade registry ID

	allRoles = 1<<5 - 1
)
