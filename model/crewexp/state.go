package crewexp

import (
	"fmt"
	"strings"
)

// Member is a crewman with the roles they hold (C2).
type Member struct {
	Name  string
	Roles RoleSet
}

// Held is a skill the crew holds.
type Held struct {
	ID    SkillID
	Basic bool // a legendary basic skill, never lost (P3)
}

// State is a crew's state between steps of its career. The transitions
// (Destroy, GainSkill, EndGame, Bail, Fit) are the steps a game record
// replays; each returns the rules the step breaks.
type State struct {
	Kind     Kind
	Start    Start
	Members  []Member
	Crewmen  int  // number of crewmen (C4); at least len(Members)
	SoftSkin bool // a soft-skinned vehicle: -1 on the survival roll of every knock-out (V2)
	Points   int  // vehicle points, without upgrades
	XP       int  // unspent XP; never negative (X3)
	Skills   []Held
	Upgrades []UpgradeID

	Games      int // games played, the card's revision
	Kills      int // enemy units destroyed
	XPEarned   int // all XP ever earned
	XPSpent    int // all XP ever spent on skills
	SkillsLost int // skills lost with crewmen (V4)
}

// Problem is a rule that a transition breaks. Key names the part of the
// step at fault when a step has several (such as "member_dice"), and Item
// the index of the list element at fault, or -1.
type Problem struct {
	Rule string
	Msg  string
	Key  string
	Item int
	Warn bool
}

func problem(rule string, item int, format string, args ...any) Problem {
	return Problem{Rule: rule, Item: item, Msg: fmt.Sprintf(format, args...)}
}

// Roles returns the roles held by the crew's members (C2).
func (s *State) Roles() RoleSet {
	var set RoleSet
	for _, m := range s.Members {
		set |= m.Roles
	}
	return set
}

// Level returns the level chart row for the crew's skills (L).
func (s *State) Level() LevelRow { return LevelFor(len(s.Skills)) }

// Of returns the skills held by role r, in the order they were gained.
func (s *State) Of(r Role) []Held {
	var out []Held
	for _, h := range s.Skills {
		if sk, _ := SkillByID(h.ID); sk.Role == r {
			out = append(out, h)
		}
	}
	return out
}

// Has reports whether the crew holds skill id.
func (s *State) Has(id SkillID) bool {
	for _, h := range s.Skills {
		if h.ID == id {
			return true
		}
	}
	return false
}

// TotalPoints returns the vehicle's points plus its upgrades' costs (U4).
func (s *State) TotalPoints() int {
	total := s.Points
	for _, id := range s.Upgrades {
		u, _ := UpgradeByID(id)
		total += u.Cost
	}
	return total
}

// Slow reports whether an upgrade makes the vehicle Slow (U5).
func (s *State) Slow() bool {
	for _, id := range s.Upgrades {
		if u, _ := UpgradeByID(id); u.Slow {
			return true
		}
	}
	return false
}

// FirstAid reports whether the upgrades give a survival bonus (V2): a First
// Aid Box, alone or in a Multi-Purpose Box.
func (s *State) FirstAid() bool {
	for _, id := range s.Upgrades {
		if u, _ := UpgradeByID(id); u.Survival > 0 {
			return true
		}
	}
	return false
}

// XPToNextRoll returns the XP still needed before the crew can roll for a skill (X3).
func (s *State) XPToNextRoll() int { return max(0, SkillCost-s.XP) }

// Clone returns a deep copy of the state.
func (s State) Clone() State {
	s.Members = append([]Member(nil), s.Members...)
	s.Skills = append([]Held(nil), s.Skills...)
	s.Upgrades = append([]UpgradeID(nil), s.Upgrades...)
	return s
}

// Destroy records the destruction of an enemy unit worth points (X1).
func (s *State) Destroy(points int) []Problem {
	switch {
	case !s.Kind.EarnsKills():
		return []Problem{problem("C3", -1, "an unarmed vehicle cannot destroy enemy units, so it earns no kill XP")}
	case points <= 0 || points > MaxPoints:
		return []Problem{problem("X1", -1, "a destroyed unit's points must be 1 to %d, not %d", MaxPoints, points)}
	}
	xp := KillXP(points)
	s.XP += xp
	s.XPEarned += xp
	s.Kills++
	return nil
}

// GainSkill gives role r the skill sk, paying cost XP: SkillCost for a roll
// during a game (X3), 0 for a starting skill (P). Basic marks a legendary
// basic skill. Nothing changes when the step is illegal. A rolled skill that
// reuses skills the crew lacks gets an S6 warning; starting skills are
// judged together, once all are given.
func (s *State) GainSkill(r Role, sk Skill, cost int, basic bool) []Problem {
	var ps []Problem
	held := s.Of(r)
	switch {
	case !s.Kind.SkillRoles().Has(r):
		ps = append(ps, problem("C3", -1, "a crew of %s gains %s skills only", an(lower(s.Kind.Label())), rolesText(s.Kind.SkillRoles())))
	case sk.Role != r:
		ps = append(ps, problem("S2", -1, "%q is a %s skill, not a %s skill; list it under %s", sk.Name, sk.Role.noun(), r.noun(), sk.Role))
	case !s.Roles().Has(r):
		ps = append(ps, problem("S4", -1, "the crew has no %s to hold %q", r.noun(), sk.Name))
	case len(held) >= 6:
		ps = append(ps, problem("S4", -1, "the %s already holds all 6 skills; a roll for a full role goes to another role", r.noun()))
	case s.Has(sk.ID):
		ps = append(ps, problem("S3", -1, "the %s already has %q; a repeated roll lets the player choose another skill of the table", r.noun(), sk.Name))
	}
	if cost > 0 && s.XP < cost {
		ps = append(ps, problem("X3", -1, "rolling for a skill costs %d XP, and the crew has only %d", cost, s.XP))
	}
	if len(ps) > 0 {
		return ps
	}
	if p, ok := s.reuseWarning(sk); ok && cost > 0 {
		ps = append(ps, p)
	}
	s.XP -= cost
	s.XPSpent += cost
	s.Skills = append(s.Skills, Held{ID: sk.ID, Basic: basic})
	return ps
}

// reuseWarning warns when sk reuses skills of roles that hold none yet (S6).
func (s *State) reuseWarning(sk Skill) (Problem, bool) {
	if sk.Reuses == 0 || s.holdsAny(sk.Reuses) {
		return Problem{}, false
	}
	return Problem{Rule: "S6", Item: -1, Warn: true,
		Msg: fmt.Sprintf("%q reuses a skill of the %s, and the crew has none yet", sk.Name, rolesText(sk.Reuses))}, true
}

// Rerollable reports whether sk, rolled on the skill die, may be re-rolled
// on the same table instead (S6): a skill that reuses skills of roles that
// hold none yet, and that the crew does not hold (a held skill is chosen
// again instead, S3).
func (s *State) Rerollable(sk Skill) bool {
	return sk.Reuses != 0 && !s.Has(sk.ID) && !s.holdsAny(sk.Reuses)
}

func (s *State) holdsAny(roles RoleSet) bool {
	for _, r := range roles.List() {
		if len(s.Of(r)) > 0 {
			return true
		}
	}
	return false
}

// EndGame closes a game: the games tally rises, and a crew whose vehicle was
// not knocked out gains SurvivalXP (X2).
func (s *State) EndGame(knockedOut bool) {
	s.Games++
	if !knockedOut {
		s.XP += SurvivalXP
		s.XPEarned += SurvivalXP
	}
}

// rolesText lists role labels in lower case: "driver", "gunner, loader and driver".
func rolesText(set RoleSet) string {
	var names []string
	for _, r := range set.List() {
		names = append(names, roleTable[r].Label)
	}
	switch len(names) {
	case 0:
		return "no role"
	case 1:
		return lower(names[0])
	}
	out := ""
	for i, n := range names {
		switch {
		case i == 0:
		case i == len(names)-1:
			out += " and "
		default:
			out += ", "
		}
		out += lower(n)
	}
	return out
}

// rolesOr lists role labels as alternatives: "gunner, loader or driver".
func rolesOr(set RoleSet) string {
	t := rolesText(set)
	if i := strings.LastIndex(t, " and "); i >= 0 {
		t = t[:i] + " or " + t[i+len(" and "):]
	}
	return t
}

// count writes n and a noun in the singular or the plural: "1 skill",
// "2 skills", "3 crew-member dice".
func count(n int, noun string) string {
	if n != 1 {
		if strings.HasSuffix(" "+noun, " die") {
			noun = strings.TrimSuffix(noun, "die") + "dice"
		} else {
			noun += "s"
		}
	}
	return fmt.Sprintf("%d %s", n, noun)
}

// an puts "a" or "an" before a word: "an inexperienced", "a tank".
func an(word string) string {
	if word != "" && strings.ContainsRune("aeiouAEIOU", rune(word[0])) {
		return "an " + word
	}
	return "a " + word
}

// lower puts a label in lower case for a message, "Radio operator" as
// "radio operator", but leaves an initialism as it is: "AT-gun transport".
func lower(s string) string {
	b := []byte(s)
	if len(b) > 0 && isUpper(b[0]) && (len(b) == 1 || !isUpper(b[1])) {
		b[0] += 'a' - 'A'
	}
	return string(b)
}

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
