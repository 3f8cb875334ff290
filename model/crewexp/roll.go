package crewexp

import "fmt"

// Roller rolls one die with the given number of sides, giving 1…sides.
type Roller func(sides int) int

// SkillRollResult is one roll for a skill (X3, S1, S5), with every die and what the
// player was left to choose.
type SkillRollResult struct {
	Role   Role
	Skill  Skill
	Dice   []int    // the crew-member die and the skill die, and the skill die re-rolled (S6), as recorded
	Notes  []string // what each die did, for the player to read
	Choice bool     // a rule let the player choose; the first free option was taken
}

// RollSkill rolls for a new skill as the rules describe: the crew-member die
// picks the role (a 6, or a full or absent role, lets the player choose: the
// first role in card order with room is taken), then the skill die picks the
// skill (one already held lets the player choose: the first free skill of
// the table is taken). With rerollS6, a Co-Driver, Gunner Support or
// Motivational Leader that the crew has no use for yet is re-rolled once on
// the same table instead (S6); the re-rolled die is recorded as a third die.
// It does not change the state; GainSkill does. An unarmed vehicle rolls on
// the driver table only (C3).
func (s *State) RollSkill(roll Roller, rerollS6 bool) (SkillRollResult, error) {
	var res SkillRollResult
	open := s.Roles() & s.Kind.SkillRoles()
	var free []Role
	for _, r := range open.List() {
		if len(s.Of(r)) < 6 {
			free = append(free, r)
		}
	}
	if len(free) == 0 {
		return res, fmt.Errorf("every role of the crew already holds its 6 skills (S4)")
	}
	d1 := roll(6)
	r, choose, _ := MemberRoll(d1)
	switch {
	case s.Kind.SkillRoles() == RoleSet(1<<Driver):
		r = Driver
		res.Notes = append(res.Notes, fmt.Sprintf("crew-member die %d: %s rolls on the driver table (C3)", d1, an(lower(s.Kind.Label()))))
	case choose:
		r, res.Choice = free[0], true
		res.Notes = append(res.Notes, fmt.Sprintf("crew-member die 6: the player chooses; taking the %s", r.noun()))
	case !open.Has(r) || len(s.Of(r)) >= 6:
		what := "is absent"
		if open.Has(r) {
			what = "is full"
		}
		r2 := free[0]
		res.Notes = append(res.Notes, fmt.Sprintf("crew-member die %d: the %s %s, so the player chooses; taking the %s (S5)", d1, r.noun(), what, r2.noun()))
		r, res.Choice = r2, true
	default:
		res.Notes = append(res.Notes, fmt.Sprintf("crew-member die %d: %s", d1, r.noun()))
	}
	d2 := roll(6)
	res.Dice = []int{d1, d2}
	sk, _ := SkillRoll(r, d2)
	switch {
	case rerollS6 && s.Rerollable(sk):
		res.Notes = append(res.Notes, fmt.Sprintf("skill die %d: %q, and the crew has no %s skill yet, so the player re-rolls on the %s table instead (S6)", d2, sk.Name, rolesOr(sk.Reuses), r.noun()))
		d2 = roll(6)
		res.Dice = append(res.Dice, d2)
		sk, _ = SkillRoll(r, d2)
		if !s.Has(sk.ID) {
			res.Notes = append(res.Notes, fmt.Sprintf("re-rolled skill die %d: %q; a re-roll stands", d2, sk.Name))
		}
	case s.Rerollable(sk):
		res.Notes = append(res.Notes, fmt.Sprintf("skill die %d: %q; the crew has no %s skill yet, so the player could re-roll on the %s table instead (S6)", d2, sk.Name, rolesOr(sk.Reuses), r.noun()))
	case !s.Has(sk.ID):
		res.Notes = append(res.Notes, fmt.Sprintf("skill die %d: %q", d2, sk.Name))
	}
	if s.Has(sk.ID) {
		alt := s.choose(r, rerollS6)
		res.Notes = append(res.Notes, fmt.Sprintf("skill die %d: %q is already held, so the player chooses; taking %q (S3)", d2, sk.Name, alt.Name))
		sk, res.Choice = alt, true
	}
	res.Role, res.Skill = r, sk
	return res, nil
}

// choose returns the skill a player takes from role r's table after rolling
// one already held (S3): the first free one in die order, passing over a
// skill the crew has no use for yet (S6) when the player re-rolls those.
func (s *State) choose(r Role, avoidS6 bool) Skill {
	var free []Skill
	for _, sk := range TableOf(r) {
		if !s.Has(sk.ID) {
			free = append(free, sk)
		}
	}
	for _, sk := range free {
		if !avoidS6 || !s.Rerollable(sk) {
			return sk
		}
	}
	return free[0] // a role with room has a free skill
}

// SurvivalResult is a rolled bail-out (V1–V3).
type SurvivalResult struct {
	Survivors    RoleSet
	SurvivalDice []int
	MemberDice   []int
	Count        int
	Notes        []string
}

// RollSurvival rolls how many crewmen get out and which (V1–V3): the D3s by
// quality, the modifiers, then a crew-member die per survivor, re-rolling a
// member already found or a role the crew lacks. A 6 lets the player choose:
// the first member not yet found, in card order, is taken. It does not
// change the state; Bail does.
func (s *State) RollSurvival(ko KnockOut, roll Roller) SurvivalResult {
	q := s.Level().Quality
	var res SurvivalResult
	for i := 0; i < SurvivalDice(q); i++ {
		res.SurvivalDice = append(res.SurvivalDice, roll(3))
	}
	mod := SurvivalModifier(s.Crewmen, s.FirstAid(), ko)
	res.Count = SurvivorCount(q, res.SurvivalDice, mod, s.Crewmen)
	res.Notes = append(res.Notes, fmt.Sprintf("survival roll %v (%s) with modifier %+d: %d of %d crewmen get out", res.SurvivalDice, lower(string(q)), mod, res.Count, s.Crewmen))
	found := map[int]bool{}
	for len(found) < min(res.Count, len(s.Members)) {
		d := roll(6)
		r, choose, _ := MemberRoll(d)
		m := s.memberOf(r)
		switch {
		case choose:
			for i := range s.Members {
				if !found[i] {
					m = i
					break
				}
			}
			res.Notes = append(res.Notes, fmt.Sprintf("crew-member die 6: the player chooses; taking the %s", s.Members[m].Roles.List()[0].noun()))
		case m < 0 || found[m]:
			res.Notes = append(res.Notes, fmt.Sprintf("crew-member die %d: the %s is absent or already out; re-roll (V3)", d, r.noun()))
			continue
		default:
			res.Notes = append(res.Notes, fmt.Sprintf("crew-member die %d: the %s gets out", d, r.noun()))
		}
		found[m] = true
		res.MemberDice = append(res.MemberDice, d)
		res.Survivors |= s.Members[m].Roles
	}
	return res
}
