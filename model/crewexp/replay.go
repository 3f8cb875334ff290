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
	if msg := b.Date.Problem(); msg != "" {
		c.add(path+".date", "", false, "%s%s", pre, msg)
	}
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
		}{{"massive_damage", b.MassiveDamage}, {"soft_skin", b.SoftSkin != nil && *b.SoftSkin}, {"survivors", b.Survivors != nil},
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
	} else if s.Level().Level < step.LevelBefore {
		c.keptUpgrades(s, &before, path, pre)
	}
	step.XPEarned = s.XPEarned - xp0
	step.XPSpent = s.XPSpent - spent0
	step.State = s.Clone()
	return step
}

// keptUpgrades judges the upgrades that a record keeps for the next game
// when the crew lost levels in it (U5): each one that no longer fits is
// named, with the rule it breaks (U2 for its level, U1 for the slots).
// Only a crew that lost levels can outgrow upgrades it kept; what was
// already illegal when chosen is reported where it was chosen.
func (c *checker) keptUpgrades(s, before *State, path, pre string) {
	ids := append([]UpgradeID(nil), s.Upgrades...)
	was := map[[2]any]bool{}
	for _, p := range before.Fit(ids) {
		was[[2]any{p.Rule, p.Item}] = true
	}
	for _, p := range s.Fit(ids) {
		if !was[[2]any{p.Rule, p.Item}] {
			c.add(path, p.Rule, false, "%sthe upgrades kept for the next game no longer fit: %s after this game; list the upgrades for the next game in this record", pre, p.Msg)
		}
	}
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

// checkGainDice checks the dice of a skill roll: the crew-member die picks
// the role unless that role is full or absent, or it is a 6 (S5); the skill
// die picks the skill unless it was already held (S3). A third die is the
// skill die re-rolled on the same table instead of a Co-Driver, Gunner
// Support or Motivational Leader that the crew had no use for yet (S6); the
// re-roll stands.
func (c *checker) checkGainDice(s *State, path, pre string, r Role, sk Skill, dice []int64) {
	if len(dice) != 2 && len(dice) != 3 {
		c.add(path, "S5", false, "%sgive two dice: the crew-member die and the skill die (and a third for a skill die re-rolled, S6), not %d", pre, len(dice))
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
	last := len(dice) - 1
	if last == 2 {
		if first, _ := SkillRoll(r, int(dice[1])); !s.Rerollable(first) {
			c.add(path+".1", "S6", false, "%sthe skill die %d gives %q, which is not re-rolled: %s", pre, dice[1], first.Name, s.whyNoReroll(first))
			return
		}
	}
	byDie, _ := SkillRoll(r, int(dice[last]))
	if byDie.ID != sk.ID && last == 1 && s.Rerollable(byDie) {
		c.add(fmt.Sprintf("%s.%d", path, last), "S6", false, "%sthe skill die %d gives %q, not %q; a re-roll of it is recorded with three dice, the crew-member die, this die and the re-roll: dice = [%d, %d, RE-ROLL]", pre, dice[last], byDie.Name, sk.Name, dice[0], dice[1])
		return
	}
	if byDie.ID != sk.ID && !s.Has(byDie.ID) {
		c.add(fmt.Sprintf("%s.%d", path, last), "S1", false, "%sthe skill die %d gives %q, not %q; the player chooses only after rolling a skill already held", pre, dice[last], byDie.Name, sk.Name)
	}
}

// whyNoReroll says why a skill rolled may not be re-rolled (S6).
func (s *State) whyNoReroll(sk Skill) string {
	switch {
	case sk.Reuses == 0:
		return "only Co-Driver, Gunner Support and Motivational Leader may be re-rolled; give two dice"
	case s.Has(sk.ID):
		return "the crew already has it, so the player chooses another skill of the table instead (S3); give two dice"
	}
	return fmt.Sprintf("the crew already has a %s skill to use again, so it takes the skill; give two dice", rolesOr(sk.Reuses))
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
		if set.Has(r) {
			c.add(fmt.Sprintf("%s.survivors.%d", path, j), "V3", false, "%sthe %s is named twice; a crewman found twice by the crew-member roll is re-rolled, so each survivor is named once", pre, r.noun())
		}
		set = set.With(r)
	}
	bo := Bailout{KnockOut: c.knockOut(s, path, pre, b), Survivors: set,
		SurvivalDice: ints(b.SurvivalDice), MemberDice: ints(b.MemberDice)}
	ps := s.Bail(bo)
	for _, p := range ps {
		c.problems(path+"."+p.Key, pre, []Problem{p})
	}
	return set
}

// knockOut returns how the vehicle was knocked out (V2): soft-skinned when
// the vehicle is (vehicle.soft_skin), or when a record written before that
// key says so for its game. A record that says otherwise than the vehicle,
// or Massive Damage on a soft-skinned vehicle, is an error.
func (c *checker) knockOut(s *State, path, pre string, b *Battle) KnockOut {
	ko := KnockOut{MassiveDamage: b.MassiveDamage, SoftSkin: s.SoftSkin}
	vehicle := c.f.Vehicle.SoftSkin
	switch {
	case b.SoftSkin == nil:
	case vehicle != nil && *vehicle != *b.SoftSkin:
		c.add(path+".soft_skin", "V2", false, "%sthe vehicle says soft_skin = %t, this record %t; a vehicle is soft-skinned in every game or in none: remove soft_skin from the record",
			pre, *vehicle, *b.SoftSkin)
	case vehicle == nil && *b.SoftSkin:
		ko.SoftSkin = true
		c.add(path+".soft_skin", "V2", true, "%ssoft_skin in a game record counts for that game alone; a soft-skinned vehicle is soft-skinned in every game: write soft_skin = true under [vehicle]", pre)
	}
	if ko.MassiveDamage && s.SoftSkin {
		c.add(path+".massive_damage", "V2", false, "%smassive_damage is for an armoured vehicle, and this one is soft-skinned (vehicle.soft_skin); remove it", pre)
		ko.MassiveDamage = false
	}
	return ko
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
	date := b.Date
	if date.Problem() != "" {
		date = "" // reported at the date itself
	}
	switch {
	case b.Name != "" && date != "":
		return fmt.Sprintf("game %s (%s): ", model.Quote(b.Name), date)
	case b.Name != "":
		return fmt.Sprintf("game %s: ", model.Quote(b.Name))
	case date != "":
		return fmt.Sprintf("game of %s: ", date)
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
