package crewexp

// Experience constants (X).
const (
	KillXPDivisor = 10 // X1: a kill gives floor(points / 10) XP
	SurvivalXP    = 20 // X2: a crew whose vehicle was not knocked out gains 20 XP
	SkillCost     = 30 // X3: rolling for a skill costs 30 XP
)

// KillXP returns the XP for destroying an enemy unit worth points (X1).
func KillXP(points int) int { return points / KillXPDivisor }

// survivalRoll describes the survival roll of one quality (V1).
type survivalRoll struct {
	Dice int  // number of D3s rolled
	High bool // keep the highest (true) or the lowest
}

var survivalRolls = map[Quality]survivalRoll{
	Inexperienced: {2, false},
	Regular:       {1, true},
	Veteran:       {2, true},
}

// SurvivalDice returns how many D3s a crew of quality q rolls for survival (V1).
func SurvivalDice(q Quality) int { return survivalRolls[q].Dice }

// crewmenModifiers gives the survival modifier for the number of crewmen (V2),
// largest crews first.
var crewmenModifiers = []struct{ Crewmen, Mod int }{{6, 3}, {5, 2}, {4, 1}}

// KnockOut describes how a vehicle was knocked out, for the survival roll (V2).
type KnockOut struct {
	MassiveDamage bool // an armoured vehicle knocked out by a Massive Damage result
	SoftSkin      bool // a soft-skin vehicle
}

// SurvivalModifier returns the total modifier to the survival roll (V2).
func SurvivalModifier(crewmen int, firstAid bool, ko KnockOut) int {
	mod := 0
	for _, m := range crewmenModifiers {
		if crewmen >= m.Crewmen {
			mod = m.Mod
			break
		}
	}
	if firstAid {
		mod++
	}
	if ko.MassiveDamage {
		mod--
	}
	if ko.SoftSkin {
		mod--
	}
	return mod
}

// SurvivorCount returns the number of survivors for the given D3s, which must
// number SurvivalDice(q) and lie in 1–3 (V1), after the modifier, clamped to
// 0…crewmen (V2).
func SurvivorCount(q Quality, dice []int, mod, crewmen int) int {
	roll := survivalRolls[q]
	kept := dice[0]
	for _, d := range dice[1:] {
		if roll.High == (d > kept) && d != kept {
			kept = d
		}
	}
	return clamp(kept+mod, 0, crewmen)
}

// SurvivorRange returns the fewest and most survivors that any survival roll
// could give with this modifier (V2).
func SurvivorRange(mod, crewmen int) (lo, hi int) {
	return clamp(1+mod, 0, crewmen), clamp(3+mod, 0, crewmen)
}

func clamp(v, lo, hi int) int { return max(lo, min(v, hi)) }
