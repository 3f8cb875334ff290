package crewexp

import "fmt"

// Bailout is what happened to the crew when its vehicle was knocked out (V).
type Bailout struct {
	KnockOut
	Survivors    RoleSet // roles of the members who got out (V3)
	SurvivalDice []int   // the D3s of the survival roll, if known (V1)
	MemberDice   []int   // the crew-member dice that found the survivors, if known (V3)
}

// Bail applies a knock-out: it checks that the survivors are a result the
// survival roll could give (V1–V3), then removes the skills of every role
// whose member died, except legendary basics (V4). Replacement crewmen take
// the dead members' places with no skills.
func (s *State) Bail(b Bailout) []Problem {
	var ps []Problem
	if b.MassiveDamage && b.SoftSkin {
		ps = append(ps, keyed("soft_skin", problem("V2", -1, "a vehicle is either armoured (massive_damage) or soft-skinned (soft_skin), not both")))
	}
	if missing := b.Survivors &^ s.Roles(); missing != 0 {
		ps = append(ps, keyed("survivors", problem("V3", -1, "the crew has no %s to survive", rolesText(missing))))
	}
	alive := map[int]bool{}
	for i, m := range s.Members {
		if m.Roles&b.Survivors != 0 {
			alive[i] = true
		}
	}
	q := s.Level().Quality
	mod := SurvivalModifier(s.Crewmen, s.FirstAid(), b.KnockOut)
	lo, hi := SurvivorRange(mod, s.Crewmen)
	how := fmt.Sprintf("%s crew of %d with modifier %+d keeps %d to %d", an(lower(string(q))), s.Crewmen, mod, lo, hi)
	if b.SurvivalDice != nil {
		if p, ok := checkDice(b.SurvivalDice, SurvivalDice(q), 3, "V1", "survival roll of "+an(lower(string(q)))+" crew"); !ok {
			ps = append(ps, keyed("survival_dice", p))
		} else {
			lo = SurvivorCount(q, b.SurvivalDice, mod, s.Crewmen)
			hi = lo
			how = fmt.Sprintf("the dice %v with modifier %+d give %d", b.SurvivalDice, mod, lo)
		}
	}
	roleless := s.Crewmen - len(s.Members)
	if n := len(alive); n > hi || n+roleless < lo {
		ps = append(ps, keyed("survivors", problem("V2", -1, "%s named%s, but %s", count(n, "survivor"), s.whoIs(b.Survivors, alive), how)))
	}
	ps = append(ps, s.checkMemberDice(b.MemberDice, alive)...)
	if len(ps) > 0 {
		return ps
	}
	var dead RoleSet
	for i, m := range s.Members {
		if !alive[i] {
			dead |= m.Roles
		}
	}
	kept := s.Skills[:0]
	for _, h := range s.Skills {
		if sk, _ := SkillByID(h.ID); h.Basic || !dead.Has(sk.Role) {
			kept = append(kept, h)
		} else {
			s.SkillsLost++
		}
	}
	s.Skills = kept
	return nil
}

// whoIs lists the members named by survivors when some member holds several
// of the roles named, so that the count of survivors can be read against
// the roles: " (commander+gunner and driver)". It is "" otherwise.
func (s *State) whoIs(survivors RoleSet, alive map[int]bool) string {
	if (survivors & s.Roles()).Len() == len(alive) {
		return ""
	}
	var names []string
	for i, m := range s.Members {
		if alive[i] {
			names = append(names, (m.Roles & survivors).String())
		}
	}
	out := names[0]
	for i, n := range names[1:] {
		if i == len(names)-2 {
			out += " and " + n
		} else {
			out += ", " + n
		}
	}
	return " (" + out + ")"
}

// checkMemberDice checks the crew-member dice that found the survivors (V3):
// each face of 1–5 names a surviving member's role, and no member twice,
// since repeated rolls are re-rolled. A 6 is the player's choice.
func (s *State) checkMemberDice(dice []int, alive map[int]bool) []Problem {
	var ps []Problem
	found := map[int]bool{}
	for i, d := range dice {
		r, choose, ok := MemberRoll(d)
		switch {
		case !ok:
			ps = append(ps, keyed("member_dice", problem("V3", i, "a crew-member die shows 1 to 6, not %d", d)))
		case choose:
		default:
			m := s.memberOf(r)
			switch {
			case m < 0 || !alive[m]:
				ps = append(ps, keyed("member_dice", problem("V3", i, "the die %d finds the %s, who is not among the survivors", d, r.noun())))
			case found[m]:
				ps = append(ps, keyed("member_dice", problem("V3", i, "the die %d finds the %s a second time; a repeated member is re-rolled", d, r.noun())))
			}
			found[m] = true
		}
	}
	switch {
	case dice != nil && len(dice) < len(alive):
		ps = append(ps, keyed("member_dice", problem("V3", -1, "%s for %s", count(len(dice), "crew-member die"), count(len(alive), "survivor"))))
	case len(dice) > len(alive) && len(ps) == 0:
		ps = append(ps, keyed("member_dice", problem("V3", len(alive), "%s for %s; record the die that found each survivor, and no other", count(len(dice), "crew-member die"), count(len(alive), "survivor"))))
	}
	return ps
}

// memberOf returns the index of the member holding r, or -1.
func (s *State) memberOf(r Role) int {
	for i, m := range s.Members {
		if m.Roles.Has(r) {
			return i
		}
	}
	return -1
}

// keyed names the key of a step that a problem belongs to.
func keyed(key string, p Problem) Problem {
	p.Key = key
	return p
}

// checkDice checks that dice holds n dice of 1…sides.
func checkDice(dice []int, n, sides int, rule, what string) (Problem, bool) {
	if len(dice) != n {
		return problem(rule, -1, "the %s uses %s, not %d", what, count(n, "die"), len(dice)), false
	}
	for i, d := range dice {
		if d < 1 || d > sides {
			return problem(rule, i, "a die of the %s shows 1 to %d, not %d", what, sides, d), false
		}
	}
	return Problem{}, true
}

// Fit chooses the upgrades for the next game, judged at the crew's current
// level (U1–U3, U5), warning of a main-gun upgrade on an unarmed vehicle
// (U6). The upgrades are fitted even when some break a rule, so
// that later steps see what the player listed.
func (s *State) Fit(ids []UpgradeID) []Problem {
	var ps []Problem
	lvl := s.Level()
	if len(ids) > lvl.Slots {
		ps = append(ps, problem("U1", -1, "%d upgrades, but a level %d crew has %d slots", len(ids), lvl.Level, lvl.Slots))
	}
	taken := map[UpgradeID]int{}
	for i, id := range ids {
		u, _ := UpgradeByID(id)
		if u.Level > lvl.Level {
			ps = append(ps, problem("U2", i, "%q needs crew level %d, the crew is level %d", u.Name, u.Level, lvl.Level))
		}
		if _, dup := taken[id]; dup {
			ps = append(ps, problem("U3", i, "%q is listed twice", u.Name))
		}
		if u.MainGun && !s.Kind.Armed() {
			p := problem("U6", i, "%q works on the main gun, and %s has none; drop it, or set vehicle.kind if the vehicle is armed", u.Name, an(lower(s.Kind.Label())))
			p.Warn = true
			ps = append(ps, p)
		}
		taken[id] = i
	}
	for i, id := range ids {
		u, _ := UpgradeByID(id)
		for _, c := range u.Contains {
			if _, ok := taken[c]; ok {
				inner, _ := UpgradeByID(c)
				ps = append(ps, problem("U3", i, "%q already holds a %s; drop one of them", u.Name, inner.Name))
			}
		}
	}
	s.Upgrades = append([]UpgradeID(nil), ids...)
	return ps
}
