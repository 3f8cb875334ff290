package crewexp

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/model"
)

// replay applies every game record in order to the start state (K). Each
// step is checked against the rules as the crew stood at that moment.
func (c *checker) replay(s *State) []Step {
	bs := c.f.Battles
	if len(bs) > MaxBattles {
		c.add("battle", "K", false, "%d game records, more than %d", len(bs), MaxBattles)
		bs = bs[:MaxBattles]
	}
	var steps []Step
	for i := range bs {
		steps = append(steps, c.game(s, i, &bs[i]))
	}
	return steps
}

// game replays one record. The order within a game: kills as they happen,
// then skill rolls (which may spend XP from this game's kills), then the
// knock-out or the survival XP at the end of the game, then the upgrades for
// the next game.
func (c *checker) game(s *State, i int, b *Battle) Step {
	path := "battle." + strconv.Itoa(i)
	pre := recordLabel(b)
	step := Step{Record: i, LevelBefore: s.Level().Level, KnockedOut: b.KnockedOut}
	c.text(path+".name", b.Name, false, MaxNameLen)
	c.text(path+".note", b.Note, false, MaxNoteLen)
	xp0, spent0 := s.XPEarned, s.XPSpent
	before := s.Clone() // skills held when the game began

	if len(b.Destroyed) > MaxPerGame || len(b.Skills) > MaxPerGame {
		c.add(path, "K", false, "%sa game record holds at most %d kills and %d skills", pre, MaxPerGame, MaxPerGame)
		return step
	}
	for j, pts := range b.Destroyed {
		c.problems(fmt.Sprintf("%s.destroyed.%d", path, j), pre, s.Destroy(int(pts)))
	}
	for j := range b.Skills {
		c.gain(s, fmt.Sprintf("%s.skills.%d", path, j), pre, &b.Skills[j])
	}
	step.SkillsGot, _ = skillDiff(before.Skills, s.Skills)
	if b.KnockedOut {
		held := s.Clone().Skills
		step.Survivors = c.bail(s, path, pre, b)
		_, step.SkillsLost = skillDiff(held, s.Skills)
	} else {
		for _, k := range []struct {
			key string
			set bool
		}{{"massive_damage", b.MassiveDamage}, {"soft_skin", b.SoftSkin}, {"survivors", b.Survivors != nil},
			{"survival_dice", b.SurvivalDice != nil}, {"member_dice", b.MemberDice != nil}} {
			if k.set {
				c.add(path+"."+k.key, "X2", false, "%s%s applies only to a knocked-out vehicle; add knocked_out = true or remove it", pre, k.key)
			}
		}
	}
	s.EndGame(b.KnockedOut)
	if max(s.XPEarned, s.Kills, s.Games) > maxTally {
		c.add(path, "K", false, "%sthe career passes %d XP earned, kills or games, more than a card can record", pre, maxTally)
	}
	if b.Upgrades != nil {
		c.fit(s, path+".upgrades", pre, *b.Upgrades)
	} else if s.Level().Level < step.LevelBefore && len(s.Fit(s.Upgrades)) > 0 {
		// Only a crew that lost levels can outgrow upgrades it kept; upgrades
		// that were illegal when chosen are reported where they were chosen.
		c.add(path, "U5", false, "%sthe crew is level %d after this game and its upgrades no longer fit; list the upgrades for the next game in this record", pre, s.Level().Level)
	}
	step.XPEarned = s.XPEarned - xp0
	step.XPSpent = s.XPSpent - spent0
	step.State = s.Clone()
	return step
}

// gain replays one skill gained during a game, with its dice if given (X3, S1–S5).
func (c *checker) gain(s *State, path, pre string, g *SkillGain) {
	r, ok := ParseRole(g.Role)
	if !ok {
		c.add(path+".role", "C1", false, "%sunknown role %s; the roles are %s%s", pre, model.Quote(g.Role), strings.Join(RoleKeys(), ", "), model.DidYouMean(g.Role, RoleKeys()))
		return
	}
	sk, ok := c.skill(path+".skill", g.Skill)
	if !ok {
		return
	}
	if g.Dice != nil {
		c.checkGainDice(s, path+".dice", pre, r, sk, g.Dice)
	}
	c.problems(path, pre, s.GainSkill(r, sk, SkillCost, false))
}

// checkGainDice checks the crew-member die and the skill die of a skill roll:
// the member die picks the role unless that role is full or absent, or it is
// a 6 (S5); the skill die picks the skill unless it was already held (S3).
func (c *checker) checkGainDice(s *State, path, pre string, r Role, sk Skill, dice []int64) {
	if len(dice) != 2 {
		c.add(path, "S5", false, "%sgive two dice: the crew-member die and the skill die, not %d", pre, len(dice))
		return
	}
	for j, d := range dice {
		if d < 1 || d > 6 {
			c.add(fmt.Sprintf("%s.%d", path, j), "S5", false, "%sa die shows 1 to 6, not %d", pre, d)
			return
		}
	}
	rolled, choose, _ := MemberRoll(int(dice[0]))
	if !choose && rolled != r && s.Roles().Has(rolled) && len(s.Of(rolled)) < 6 && s.Kind.SkillRoles().Has(rolled) {
		c.add(path+".0", "S5", false, "%sthe crew-member die %d picks the %s, not the %s; another role is chosen only when that one is full or absent", pre, dice[0], rolled.noun(), r.noun())
	}
	if byDie, _ := SkillRoll(r, int(dice[1])); byDie.ID != sk.ID && !s.Has(byDie.ID) {
		c.add(path+".1", "S1", false, "%sthe skill die %d gives %q, not %q; the player chooses only after rolling a skill already held (S3)", pre, dice[1], byDie.Name, sk.Name)
	}
}

// bail replays a knock-out (V1–V4) and returns the survivors' roles.
func (c *checker) bail(s *State, path, pre string, b *Battle) RoleSet {
	var set RoleSet
	for j, name := range b.Survivors {
		r, ok := ParseRole(name)
		if !ok {
			c.add(fmt.Sprintf("%s.survivors.%d", path, j), "V3", false, "%sunknown role %s; the roles are %s%s", pre, model.Quote(name), strings.Join(RoleKeys(), ", "), model.DidYouMean(name, RoleKeys()))
			continue
		}
		set = set.With(r)
	}
	bo := Bailout{KnockOut: KnockOut{MassiveDamage: b.MassiveDamage, SoftSkin: b.SoftSkin}, Survivors: set,
		SurvivalDice: ints(b.SurvivalDice), MemberDice: ints(b.MemberDice)}
	ps := s.Bail(bo)
	for _, p := range ps {
		c.problems(path+"."+p.Key, pre, []Problem{p})
	}
	return set
}

// skillDiff returns the skills gained and lost between two lists.
func skillDiff(before, after []Held) (got, lost []SkillID) {
	had := map[SkillID]bool{}
	for _, h := range before {
		had[h.ID] = true
	}
	has := map[SkillID]bool{}
	for _, h := range after {
		has[h.ID] = true
		if !had[h.ID] {
			got = append(got, h.ID)
		}
	}
	for _, h := range before {
		if !has[h.ID] {
			lost = append(lost, h.ID)
		}
	}
	return got, lost
}

// recordLabel names a record by its name or date, as a message prefix.
func recordLabel(b *Battle) string {
	switch {
	case b.Name != "" && b.Date != "":
		return fmt.Sprintf("game %s (%s): ", model.Quote(b.Name), b.Date)
	case b.Name != "":
		return fmt.Sprintf("game %s: ", model.Quote(b.Name))
	case b.Date != "":
		return fmt.Sprintf("game of %s: ", b.Date)
	}
	return ""
}

func ints(v []int64) []int {
	if v == nil {
		return nil
	}
	out := make([]int, len(v))
	for i, x := range v {
		out[i] = int(min(max(x, math.MinInt32), math.MaxInt32))
	}
	return out
}
