package crewexp

// Quality is a crew's quality, which follows from its level (L).
type Quality string

// The crew qualities.
const (
	Inexperienced Quality = "Inexperienced"
	Regular       Quality = "Regular"
	Veteran       Quality = "Veteran"
)

// LevelRow is one row of the level chart (L).
type LevelRow struct {
	MinSkills int // fewest skills for this level
	Level     int
	Quality   Quality
	Morale    int
	Slots     int // upgrade slots (U1)
}

// levelChart maps skill counts to level, quality, morale and upgrade slots.
// Decision: the rules skip 5 skills ("2~4", then "6~11"); 5 skills is level 2.
var levelChart = []LevelRow{
	{0, 1, Inexperienced, 8, 3},
	{2, 2, Regular, 9, 4},
	{6, 3, Veteran, 10, 5},
	{12, 4, Veteran, 10, 6},
	{20, 5, Veteran, 10, 7},
	{30, 6, Veteran, 10, 8},
}

// LevelFor returns the level chart row for a crew with n skills.
func LevelFor(n int) LevelRow {
	row := levelChart[0]
	for _, r := range levelChart {
		if n >= r.MinSkills {
			row = r
		}
	}
	return row
}

// Kind is a vehicle kind (C3).
type Kind uint8

// The vehicle kinds. The numbers are stored in the saved state: append only.
const (
	Tank Kind = iota
	Transport
	ATTransport
	Unarmed
)

// kindRow is one row of the vehicle-kind table (C3).
type kindRow struct {
	Key     string
	Label   string
	Roles   RoleSet // roles the crew may have
	Default RoleSet // roles of the crew when the file lists no members
	Skills  RoleSet // roles whose tables give skills
	Kills   bool    // earns kill XP (X1)
	Armed   bool    // has a main gun for upgrades to work on (U6)
}

const (
	driverOnly   = RoleSet(1 << Driver)
	gunLoadDrive = RoleSet(1<<Gunner | 1<<Loader | 1<<Driver)
)

var kindTable = []kindRow{
	Tank:        {"tank", "Tank", AllRoles, AllRoles, AllRoles, true, true},
	Transport:   {"transport", "Transport", driverOnly, driverOnly, driverOnly, true, true},
	ATTransport: {"at-transport", "AT-gun transport", gunLoadDrive, gunLoadDrive, gunLoadDrive, true, true},
	Unarmed:     {"unarmed", "Unarmed vehicle", AllRoles &^ (1<<Commander | 1<<Gunner), driverOnly, driverOnly, false, false},
}

// ParseKind returns the kind named by key.
func ParseKind(key string) (Kind, bool) {
	for k, row := range kindTable {
		if row.Key == key {
			return Kind(k), true
		}
	}
	return 0, false
}

// KindKeys returns the kind keys of the crew file, for suggestions.
func KindKeys() []string {
	var keys []string
	for _, row := range kindTable {
		keys = append(keys, row.Key)
	}
	return keys
}

func (k Kind) String() string { return kindTable[k].Key }

// Label returns the kind as printed on the card.
func (k Kind) Label() string { return kindTable[k].Label }

// Roles returns the roles a crew of this kind may have (C3).
func (k Kind) Roles() RoleSet { return kindTable[k].Roles }

// DefaultRoles returns the roles of a crew whose file lists no members.
func (k Kind) DefaultRoles() RoleSet { return kindTable[k].Default }

// SkillRoles returns the roles whose tables give this kind's skills (C3).
func (k Kind) SkillRoles() RoleSet { return kindTable[k].Skills }

// EarnsKills reports whether the kind earns kill XP (X1, C3).
func (k Kind) EarnsKills() bool { return kindTable[k].Kills }

// Armed reports whether the kind has a main gun for upgrades to work on
// (U6): an unarmed vehicle lacks armament.
func (k Kind) Armed() bool { return kindTable[k].Armed }

// MaxSkills returns the most skills a crew of this kind can hold: six per role
// that gives skills (S4).
func (k Kind) MaxSkills() int { return 6 * k.SkillRoles().Len() }

// Start is how a crew enters its career (P).
type Start uint8

// The starts. The numbers are stored in the saved state: append only.
const (
	StartInexperienced Start = iota // P1
	StartRegular                    // P2
	StartLegendary                  // P3
)

// startRow is one row of the start table (P).
type startRow struct {
	Key    string
	Rule   string
	Skills int    // skills at the start, besides basics
	Basics int    // legendary basic skills
	Need   string // the rule, as an error explains it
}

var startTable = []startRow{
	StartInexperienced: {"inexperienced", "P1", 0, 0, "an inexperienced crew starts with no skills"},
	StartRegular:       {"regular", "P2", 2, 0, "a regular crew starts at level 2 with exactly 2 skills"},
	StartLegendary:     {"legendary", "P3", 2, 4, "a legendary crew starts with 2 skills besides its 4 basics"},
}

// ParseStart returns the start named by key.
func ParseStart(key string) (Start, bool) {
	for s, row := range startTable {
		if row.Key == key {
			return Start(s), true
		}
	}
	return 0, false
}

// StartKeys returns the start keys of the crew file, for suggestions.
func StartKeys() []string {
	var keys []string
	for _, row := range startTable {
		keys = append(keys, row.Key)
	}
	return keys
}

func (s Start) String() string { return startTable[s].Key }
