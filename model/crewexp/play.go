package crewexp

import "fmt"

// Plan is what a player leaves to the dice in one game.
type Plan struct {
	Rolls    int  // skill rolls of 30 XP each (X3)
	RerollS6 bool // re-roll Co-Driver, Gunner Support and Motivational Leader while the crew has no use for them (S6)
}

// Play completes the game record b by rolling the dice it leaves to chance,
// on a copy of the crew's state s: rolls p.Rolls skill rolls of 30 XP each
// after the game's kills (X3, S5, S3, S6), and, when the vehicle was knocked
// out and b names no survivors, the survival roll and the crew-member dice
// that find them (V1–V3). Every die is recorded in the record and told, a
// line each, to note, prefixed with what was rolled.
func (s State) Play(b Battle, p Plan, roll Roller, note func(string)) (Battle, error) {
	s = s.Clone()
	for _, pts := range b.Destroyed {
		s.Destroy(int(pts))
	}
	for i := 0; i < p.Rolls; i++ {
		if s.XP < SkillCost {
			return b, fmt.Errorf("skill roll %d needs %d XP, and the crew has %d (X3)", i+1, SkillCost, s.XP)
		}
		r, err := s.RollSkill(roll, p.RerollS6)
		if err != nil {
			return b, err
		}
		for _, n := range r.Notes {
			note(fmt.Sprintf("skill roll %d: %s", i+1, n))
		}
		s.GainSkill(r.Role, r.Skill, SkillCost, false)
		b.Skills = append(b.Skills, SkillGain{Role: r.Role.String(), Skill: r.Skill.Name, Dice: int64s(r.Dice)})
	}
	if b.KnockedOut && b.Survivors == nil {
		res := s.RollSurvival(KnockOut{MassiveDamage: b.MassiveDamage, SoftSkin: s.SoftSkin || b.SoftSkin != nil && *b.SoftSkin}, roll)
		for _, n := range res.Notes {
			note("survival: " + n)
		}
		b.Survivors = []string{}
		for _, r := range res.Survivors.List() {
			b.Survivors = append(b.Survivors, r.String())
		}
		b.SurvivalDice = int64s(res.SurvivalDice)
		b.MemberDice = int64s(res.MemberDice)
	}
	return b, nil
}

func int64s(v []int) []int64 {
	out := make([]int64, len(v))
	for i, x := range v {
		out[i] = int64(x)
	}
	return out
}
