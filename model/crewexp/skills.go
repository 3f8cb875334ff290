package crewexp

import "github.com/crewcard/crewcard/model"

// SkillID is a skill's registry number. Numbers are append-only and never
// reused: the saved state on every printed card refers to skills by them.
type SkillID uint8

// Skill is one row of the skill tables (S1).
type Skill struct {
	ID     SkillID
	Role   Role
	Die    int     // 1–6: the skill's place in its role's table, the skill die that picks it (S1)
	Name   string  // as printed
	Reuses RoleSet // roles whose skills this one lets the crew use again (S6); empty for most
	Text   string  // card text, in our own words
}

// Sets of roles reused by the repeating skills (S6).
const (
	reuseDriver = RoleSet(1 << Driver)
	reuseGunner = RoleSet(1 << Gunner)
	reuseOthers = AllRoles &^ (1 << Commander)
)

// skillShort gives the longest skill names a shorter form, in our own
// abbreviation, for cards too narrow to print them whole.
var skillShort = map[SkillID]string{
	1:  "Reflexes",
	4:  "Terrain Eye",
	5:  "Push Thru",
	7:  "Marking",
	8:  "Signal Enh.",
	10: "Hull MMG",
	12: "Revenge",
	14: "Snap Shot",
	15: "H. Trigger",
	19: "F. Reload",
	20: "Prep. Load",
	22: "Adrenalin",
	21: "Next Tgt!",
	23: "G. Support",
	24: "Stowage",
	26: "Discipline",
	28: "Motivator",
	29: "Awareness",
}

// Short returns the skill's short name for narrow cards, or "" if its name
// is short enough.
func (s Skill) Short() string { return skillShort[s.ID] }

// skillTable lists the 30 skills, six per role, in the order the rules give
// them (S1). IDs are registry numbers.
var skillTable = []Skill{
	{1, Driver, 1, "Quick Reflexes", 0, "When an attack is declared against this vehicle: make an escape move, as a Recce unit would."},
	{2, Driver, 2, "Lead Foot", 0, "With a Run or Advance order: move 6\" further."},
	{3, Driver, 3, "Crank Head", 0, "With a Run or Advance order: make one extra turn of up to 90° during the move."},
	{4, Driver, 4, "Eye for Terrain", 0, "After ending a move in cover and at least 12\" from every enemy: the vehicle is hidden, as if just deployed hidden."},
	{5, Driver, 5, "Push Through", 0, "When this vehicle gets a Down order for any reason: turn the die to Advance and act, even if it already acted. Pinned? Test again."},
	{6, Driver, 6, "Bulldozer", 0, "With a Run order: assault a vehicle with no order test, even when pinned. The assault roll counts as a 6."},
	{7, Radio, 1, "Marking the Target", 0, "After an order: mark one enemy unit in line of sight. Friendly vehicles add 1 to hit it until the turn ends."},
	{8, Radio, 2, "Signal Enhancement", 0, "With an order: morale bonus distance +6\" this turn, adding up with friends who use it too. Also extends Follow Me!"},
	{9, Radio, 3, "Relaying", 0, "With an order: inside a command vehicle’s bonus distance, act as a command vehicle with its bonus this turn. Already one? Pass the role to a friend in range."},
	{10, Radio, 4, "Independent MMG Shooter", 0, "After an order: the forward hull MMG holds an Ambush order that survives moving and Down. Firing that MMG or using another radio skill ends it."},
	{11, Radio, 5, "Co-Driver", reuseDriver, "With an order: use one Driver skill a second time this game."},
	{12, Radio, 6, "Call of Revenge", 0, "When this vehicle is knocked out: its platoon’s vehicles re-roll failed to-hit and damage rolls this turn."},
	{13, Gunner, 1, "Deadeye", 0, "Before rolling to hit: one shot gets +3 to its hit modifier. A natural 1 still misses."},
	{14, Gunner, 2, "Snap Shooter", 0, "After the target tries to react: it cannot react to this shot, Recce included."},
	{15, Gunner, 3, "Hair Trigger", 0, "After a Run move: this vehicle may still shoot."},
	{16, Gunner, 4, "Instant Kill", 0, "On your damage roll against a vehicle: re-roll it at once. On Massive Damage, re-roll both dice."},
	{17, Gunner, 5, "Skill Shot", 0, "With a Fire order: the main gun’s Pen rises by D3, HE included."},
	{18, Gunner, 6, "Long Shot", 0, "Before choosing the main gun’s target: double its range."},
	{19, Loader, 1, "Fast Reload", 0, "After an order: turn the die to Ambush. Not if an Ambush was already turned to Fire this turn."},
	{20, Loader, 2, "Preparatory Loading", 0, "After both sides deploy, before turn 1: set an order die to Ambush beside this vehicle."},
	{21, Loader, 3, "Next Target!", 0, "After the main gun destroys a unit: fire it once more this turn at a different target."},
	{22, Loader, 4, "Adrenalin Rush", 0, "After firing the main gun: fire it once more this turn at the same unit."},
	{23, Loader, 5, "Gunner Support", reuseGunner, "With an order: use one Gunner skill a second time this game."},
	{24, Loader, 6, "Safe Stowage", 0, "When the enemy rolls on the damage chart against this vehicle: −1 to the roll, to both rolls on Massive Damage."},
	{25, Commander, 1, "Lucky", 0, "When the enemy is about to roll damage against this vehicle: no roll is made and the hit has no further effect."},
	{26, Commander, 2, "Strict Discipline", 0, "Before an order: remove every pin marker from this vehicle."},
	{27, Commander, 3, "Eagle Eye", 0, "When targeted by a ranged attack or assault: if you see the attacker, shoot back with one weapon that sees it."},
	{28, Commander, 4, "Motivational Leader", reuseOthers, "With an order: use one skill of another crew member a second time this game."},
	{29, Commander, 5, "Battle Awareness", 0, "After both sides deploy: redeploy this vehicle up to 12\" away, within the deployment rules. Both want it? Roll off."},
	{30, Commander, 6, "Follow Me!", 0, "Before a Run or Advance order: a friendly vehicle within 12\" and in sight puts its Down die back in the cup."},
}

// Skills returns the skill table in registry order.
func Skills() []Skill { return skillTable }

// SkillByID returns the skill with registry number id.
func SkillByID(id SkillID) (Skill, bool) {
	if id < 1 || int(id) > len(skillTable) {
		return Skill{}, false
	}
	return skillTable[id-1], true
}

// SkillByName finds a skill by its name, ignoring case, spaces and punctuation.
func SkillByName(name string) (Skill, bool) {
	s, ok := skillsByName[model.FoldName(name)]
	return s, ok
}

// skillsByName is the skill table by folded name, the first of a name
// where two fold alike: a crew file names a skill many times over.
var skillsByName = model.ByFoldedName(skillTable, func(s Skill) string { return s.Name })

// TableOf returns the six skills of role r in die order (S1).
func TableOf(r Role) []Skill {
	var out []Skill
	for _, s := range skillTable {
		if s.Role == r {
			out = append(out, s)
		}
	}
	return out
}

// SkillRoll returns the skill of role r picked by a skill die of 1–6 (S1).
func SkillRoll(r Role, die int) (Skill, bool) {
	for _, s := range skillTable {
		if s.Role == r && s.Die == die {
			return s, true
		}
	}
	return Skill{}, false
}
