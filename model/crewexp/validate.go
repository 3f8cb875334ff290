package crewexp

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp/codec"
)

// Crew is a validated crew: what the file says, and the state that follows
// from its start and the replay of its history.
type Crew struct {
	File    *File
	Name    string
	Vehicle string
	Nation  string
	State   State          // the current state, after every game
	History []Step         // the state after each game, in order
	Profile *codec.Profile // the vehicle's profile, or nil
}

// Step is the crew after one game record (K).
type Step struct {
	Record      int // index into File.Battles
	State       State
	XPEarned    int
	XPSpent     int
	SkillsGot   []SkillID
	SkillsLost  []SkillID
	KnockedOut  bool
	Survivors   RoleSet
	LevelBefore int
}

// checker carries the file and the problems found while validating it.
type checker struct {
	f    *File
	errs model.ErrorList
}

// add records a problem at a located path such as "battle.2.skills.0".
func (c *checker) add(path, rule string, warn bool, format string, args ...any) {
	c.errs = append(c.errs, &model.Error{Pos: c.f.Pos(path), Path: model.DisplayPath(path), Msg: fmt.Sprintf(format, args...), Rule: rule, Warn: warn})
}

// problems records what a transition returned, at path or at its element.
func (c *checker) problems(path, prefix string, ps []Problem) {
	for _, p := range ps {
		at := path
		if p.Item >= 0 {
			at += "." + strconv.Itoa(p.Item)
		}
		c.add(at, p.Rule, p.Warn, "%s%s", prefix, p.Msg)
	}
}

// text checks a name or note at path.
func (c *checker) text(path, s string, required bool, max int) {
	if msg := model.CheckText(s, required, max); msg != "" {
		c.add(path, "", false, "%s", msg)
	}
}

// Validate judges a parsed crew file against every rule and returns the crew
// with its derived state, and every problem found: errors and warnings alike
// (use model.ErrorList.Err to see whether the crew is legal). The crew is nil when
// the file is too broken to replay.
func Validate(f *File) (*Crew, model.ErrorList) {
	c := &checker{f: f}
	if f.System != "" && f.System != SystemName {
		c.add("system", "", false, "%s is another game system's file; a crew file says system = %q, or nothing", model.Quote(f.System), SystemName)
	}
	crew := &Crew{File: f, Name: f.Crew.Name, Vehicle: f.Vehicle.Name, Nation: f.Vehicle.Nation}
	crew.Profile = c.profile()
	s, ok := c.start()
	if ok {
		crew.History = c.replay(&s)
		crew.State = s
		c.payloadFits(crew)
	}
	c.errs.Sort()
	if !ok {
		crew = nil
	}
	return crew, c.errs
}

// payloadFits checks that the crew's saved state fits the card's QR code:
// the names are what makes it long. A crew with its vehicle's profile or
// its members' names may print a longer code on the card's back.
func (c *checker) payloadFits(crew *Crew) {
	saved := crew.Saved()
	b, err := codec.Encode(saved)
	named := slices.ContainsFunc(saved.Members, func(m codec.Member) bool { return m.Name != "" })
	switch {
	case err != nil || len(b) <= MaxPayload:
		return // values out of range are reported by the rules that bound them
	case crew.Profile != nil && len(b) > MaxBackPayload:
		c.add("vehicle.weapon", "", false, "the names and the vehicle's profile make the card's QR code %d bytes long, more than the %d that the larger code on the card's back prints at 0.5 mm a module; shorten the weapons' names, or drop special rules the card need not repeat",
			len(b), MaxBackPayload)
	case crew.Profile == nil && named && len(b) > MaxBackPayload:
		c.add("crew.member", "", false, "the names make the card's QR code %d bytes long, more than the %d that the larger code on the card's back prints at 0.5 mm a module; shorten the members' names",
			len(b), MaxBackPayload)
	case crew.Profile == nil && !named:
		c.add("crew.name", "", false, "crew.name, vehicle.name and vehicle.nation make the card's QR code %d bytes long, more than the %d it can print at 0.5 mm a module; shorten them",
			len(b), MaxPayload)
	}
}

// Check parses and validates a crew file in one call.
func Check(name string, src []byte) (*Crew, model.ErrorList) {
	f, err := Parse(name, src)
	if f == nil {
		return nil, err.(model.ErrorList)
	}
	crew, errs := Validate(f)
	if err != nil {
		errs = append(err.(model.ErrorList), errs...)
		errs.Sort()
	}
	return crew, errs
}

// start builds the state the crew starts its career with (C, P, U).
func (c *checker) start() (State, bool) {
	f := c.f
	v := &f.Vehicle
	c.text("vehicle.name", v.Name, true, MaxVehicle)
	c.text("vehicle.nation", v.Nation, true, MaxNation)
	c.text("crew.name", f.Crew.Name, false, MaxNameLen) // unnamed, the crew is called by its vehicle
	var s State
	kind, okKind := ParseKind(v.Kind)
	if !okKind {
		c.add("vehicle.kind", "C3", false, "unknown vehicle kind %s; use one of %s%s", model.Quote(v.Kind), strings.Join(KindKeys(), ", "), model.DidYouMean(v.Kind, KindKeys()))
	}
	start, okStart := ParseStart(f.Crew.Start)
	if !okStart {
		c.add("crew.start", "P1", false, "unknown start %s; use one of %s%s", model.Quote(f.Crew.Start), strings.Join(StartKeys(), ", "), model.DidYouMean(f.Crew.Start, StartKeys()))
	}
	if v.Points < 1 || v.Points > MaxPoints {
		c.add("vehicle.points", "U4", false, "points must be 1 to %d, not %d", MaxPoints, v.Points)
	}
	if !okKind || !okStart {
		return s, false
	}
	s = State{Kind: kind, Start: start, Points: int(v.Points), SoftSkin: v.SoftSkin != nil && *v.SoftSkin}
	s.Members = c.members(kind)
	s.Crewmen = len(s.Members)
	switch {
	case v.Crewmen == 0:
	case v.Crewmen < int64(len(s.Members)) || v.Crewmen > MaxCrewmen:
		c.add("vehicle.crewmen", "C4", false, "%d crewmen, but the crew lists %d members; use %d to %d", v.Crewmen, len(s.Members), len(s.Members), MaxCrewmen)
	default:
		s.Crewmen = int(v.Crewmen)
	}
	c.startSkills(&s)
	c.fit(&s, "upgrades", "", f.Upgrades)
	return s, true
}

// members reads [[crew.member]], or gives one member per role of the kind (C2, C3).
func (c *checker) members(kind Kind) []Member {
	specs := c.f.Crew.Members
	if len(specs) == 0 {
		var ms []Member
		for _, r := range kind.DefaultRoles().List() {
			ms = append(ms, Member{Roles: RoleSet(0).With(r)})
		}
		return ms
	}
	if len(specs) > MaxMembers {
		c.add("crew.member", "C4", false, "%d members, more than %d", len(specs), MaxMembers)
		specs = specs[:MaxMembers]
	}
	var ms []Member
	var held RoleSet
	for i, m := range specs {
		path := "crew.member." + strconv.Itoa(i)
		c.text(path+".name", m.Name, false, MaxNameLen)
		if len(m.Roles) == 0 {
			c.add(path+".roles", "C2", false, "a member holds at least one role; use some of %s", strings.Join(RoleKeys(), ", "))
		}
		var set RoleSet
		for j, name := range m.Roles {
			at := fmt.Sprintf("%s.roles.%d", path, j)
			r, ok := ParseRole(name)
			switch {
			case !ok:
				c.add(at, "C1", false, "unknown role %s; the roles are %s%s", model.Quote(name), strings.Join(RoleKeys(), ", "), model.DidYouMean(name, RoleKeys()))
			case !kind.Roles().Has(r):
				c.add(at, "C3", false, "%s has no %s; its crew roles are %s", an(lower(kind.Label())), r.noun(), rolesText(kind.Roles()))
			case held.Has(r):
				c.add(at, "C2", false, "the %s role is held by another member already", r)
			default:
				set = set.With(r)
				held = held.With(r)
			}
		}
		ms = append(ms, Member{Name: m.Name, Roles: set})
	}
	return ms
}

// startSkills gives the crew its legendary basics and starting skills (P1–P3).
func (c *checker) startSkills(s *State) {
	row := startTable[s.Start]
	basics := c.roleSkills(s, "crew.basic", &c.f.Crew.Basic, true)
	if n := basics; n != row.Basics {
		if row.Basics == 0 {
			c.add("crew.basic", "P3", false, "only a legendary crew has basic skills; this crew starts %s", s.Start)
		} else {
			c.add("crew.basic", "P3", false, "a legendary crew starts with %d basic skills, not %d", row.Basics, n)
		}
	}
	n := c.roleSkills(s, "crew.skills", &c.f.Crew.Skills, false)
	c.startReuseWarnings(s)
	if c.f.Carried != nil {
		c.carried(s, n-row.Skills)
		return
	}
	if n != row.Skills {
		c.add("crew.skills", row.Rule, false, "%s listed, but %s", count(n, "skill"), row.Need)
	}
}

// startReuseWarnings warns about starting skills that reuse skills of
// roles holding none (S6), judged once every starting skill is given.
func (c *checker) startReuseWarnings(s *State) {
	for _, list := range []struct {
		path string
		rs   *RoleSkills
	}{{"crew.basic", &c.f.Crew.Basic}, {"crew.skills", &c.f.Crew.Skills}} {
		for _, r := range Roles {
			for i, name := range list.rs.ByRole()[r] {
				if sk, ok := SkillByName(name); ok && s.Has(sk.ID) {
					if p, warn := s.reuseWarning(sk); warn {
						c.add(fmt.Sprintf("%s.%s.%d", list.path, r, i), p.Rule, true, "%s", p.Msg)
					}
				}
			}
		}
	}
}

// carried applies the [carried] table: a career played before this file's
// history, in which the crew rolled for rolled skills (K, X3).
func (c *checker) carried(s *State, rolled int) {
	k := c.f.Carried
	for _, v := range []struct {
		key string
		n   int64
	}{{"xp", k.XP}, {"xp_earned", k.XPEarned}, {"games", k.Games}, {"kills", k.Kills}} {
		if v.n < 0 || v.n > maxTally {
			c.add("carried."+v.key, "X3", false, "%s must be 0 to %d, not %d", v.key, maxTally, v.n)
			return
		}
	}
	spent := k.XPEarned - k.XP
	switch {
	case spent < 0:
		c.add("carried.xp", "X3", false, "%d XP unspent, but only %d earned; XP is earned before it is spent", k.XP, k.XPEarned)
	case spent%SkillCost != 0:
		c.add("carried.xp_earned", "X3", false, "%d XP earned and %d unspent leave %d spent, not a multiple of %d", k.XPEarned, k.XP, spent, SkillCost)
	case spent/SkillCost < int64(rolled):
		c.add("carried.xp_earned", "X3", false, "%d skills beyond the start cost %d XP, but only %d XP was spent", rolled, rolled*SkillCost, spent)
	}
	if !s.Kind.EarnsKills() && k.Kills > 0 {
		c.add("carried.kills", "C3", false, "an unarmed vehicle cannot destroy enemy units")
	}
	s.XP, s.XPEarned, s.XPSpent = int(k.XP), int(k.XPEarned), int(spent)
	s.Games, s.Kills = int(k.Games), int(k.Kills)
}

// roleSkills gives the crew the skills listed per role at path, free of XP,
// and returns how many were listed.
func (c *checker) roleSkills(s *State, path string, rs *RoleSkills, basic bool) int {
	n := 0
	for _, r := range Roles {
		names := rs.ByRole()[r]
		n += len(names)
		for i, name := range names {
			if i >= MaxListItems {
				break
			}
			at := fmt.Sprintf("%s.%s.%d", path, r, i)
			if sk, ok := c.skill(at, name); ok {
				c.problems(at, "", s.GainSkill(r, sk, 0, basic))
			}
		}
	}
	return n
}

// skill looks up a skill by name, reporting an unknown name at path (S1).
func (c *checker) skill(path, name string) (Skill, bool) {
	sk, ok := SkillByName(name)
	if !ok {
		var names []string
		for _, s := range skillTable {
			names = append(names, s.Name)
		}
		c.add(path, "S1", false, "unknown skill %s%s", model.Quote(name), model.DidYouMean(name, names))
	}
	return sk, ok
}

// fit fits the upgrades named at path (U1–U3), reporting each problem at
// the name it concerns.
func (c *checker) fit(s *State, path, pre string, names []string) {
	ids, src := c.upgradeIDs(path, names)
	for _, p := range s.Fit(ids) {
		if p.Item >= 0 {
			p.Item = src[p.Item]
		}
		c.problems(path, pre, []Problem{p})
	}
}

// upgradeIDs looks up upgrades by name, reporting unknown names. It returns
// the IDs found and, for each, the index of its name.
func (c *checker) upgradeIDs(path string, names []string) (ids []UpgradeID, src []int) {
	for i, name := range names {
		u, ok := UpgradeByName(name)
		if !ok {
			var all []string
			for _, u := range upgradeTable {
				all = append(all, u.Name)
			}
			hint := model.DidYouMean(name, all)
			if hint == "" {
				hint = "; crewcard help rules lists the 15 upgrades"
			}
			c.add(fmt.Sprintf("%s.%d", path, i), "", false, "unknown upgrade %s%s", model.Quote(name), hint)
			continue
		}
		ids = append(ids, u.ID)
		src = append(src, i)
	}
	return ids, src
}

// displayPath turns a located path into the form errors print: array indices
