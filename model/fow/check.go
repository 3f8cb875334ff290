package fow

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow/codec"
)

// Check parses and validates a unit file, reporting every problem in one
// list, warnings too. The unit is nil when the file is not legal.
func Check(name string, src []byte) (*Unit, model.ErrorList) {
	f := &File{name: name}
	locs, bad, errs := model.DecodeAll(name, src, f, "a unit file")
	if locs == nil {
		return nil, errs
	}
	f.locs = locs
	c := &checker{f: f, errs: errs, mistyped: bad}
	u := c.unit()
	if c.errs.Err() == nil {
		c.payload(u)
	}
	c.errs.Sort()
	if c.errs.Err() != nil {
		return nil, c.errs
	}
	return u, c.errs
}

// checker carries the file and the problems found while checking it.
type checker struct {
	f      *File
	errs   model.ErrorList
	nation string // the nation the unit names, as NationOf gives it
	// mistyped holds the values of the wrong type, already reported: the
	// rules keep quiet on the zero left in their place.
	mistyped model.Mistyped
}

// add records a problem at a located path such as "team.1.weapon.0.range",
// unless a value of the wrong type covers the path.
func (c *checker) add(path, rule, format string, args ...any) {
	if c.mistyped.Covers(c.f.locate(path)) {
		return
	}
	c.errs = append(c.errs, &model.Error{Pos: c.f.Pos(path), Path: model.DisplayPath(c.f.locate(path)), Msg: fmt.Sprintf(format, args...), Rule: rule})
}

// warn records a warning at path.
func (c *checker) warn(path, rule, format string, args ...any) {
	n := len(c.errs)
	c.add(path, rule, format, args...)
	if len(c.errs) > n {
		c.errs[n].Warn = true
	}
}

// text checks a name or note at path (F13).
func (c *checker) text(path, s string, max int) {
	if msg := model.CheckText(s, true, max); msg != "" {
		c.add(path, "F13", "%s", msg)
	}
}

func (c *checker) unit() *Unit {
	f := c.f
	s := &f.Unit
	if f.System != SystemName {
		c.add("system", "", "a unit file says system = %q", SystemName)
	}
	u := &Unit{File: f, Name: s.Name, Nation: s.Nation, Points: int(s.Points)}
	c.nation = NationOf(s.Nation)
	c.text("unit.name", s.Name, MaxName)
	c.text("unit.nation", s.Nation, MaxNation)
	if r, ok := lookupKey(roleKeys, s.Role); ok {
		u.Role = Role(r)
	} else {
		c.add("unit.role", "F13", "%s", unknown("role", s.Role, roleKeys))
	}
	for _, r := range []struct {
		k  RatingKind
		s  string
		at *Rating
	}{{Motivation, s.Motivation, &u.Motivation}, {Skill, s.Skill, &u.Skill}, {IsHitOn, s.IsHitOn, &u.IsHitOn}} {
		var rating Rating
		var msg string
		if r.k == IsHitOn {
			rating, msg = ParseHitOn(r.s, allAircraft(f.Teams))
		} else {
			rating, msg = ParseRating(r.k, r.s)
		}
		if msg != "" {
			c.add("unit."+ratingTables[r.k].key, "F1", "%s", msg)
		}
		*r.at = rating
	}
	for t, v := range s.Tests.list() {
		if v == "" {
			continue
		}
		u.Tests[t], _ = c.score("unit.tests."+Test(t).Key(), "F2", "task rating", v, 2, "N+ with N from 2 to 6, such as \"3+\"")
	}
	if s.Points < 0 || s.Points > MaxPoints {
		c.add("unit.points", "F13", "points must be 0 to %d, not %d", MaxPoints, s.Points)
	}
	u.Keywords = c.keywords("unit.keywords", s.Keywords, OnUnit, nil)
	switch n := len(f.Teams); {
	case n == 0 && !c.mistyped.Covers(f.locate("team")):
		c.add("unit", "F13", "a unit has at least one [[team]]")
	case n > MaxTeams:
		c.add("team", "F13", "%d kinds of team, at most %d", n, MaxTeams)
	}
	for i := range f.Teams {
		u.Teams = append(u.Teams, c.team(fmt.Sprintf("team.%d", i), &f.Teams[i]))
	}
	c.leader(u)
	return u
}

// allAircraft says whether a unit's teams are all aircraft, read from their
// written types before the teams are checked.
func allAircraft(teams []TeamSpec) bool {
	for _, t := range teams {
		if ty, ok := lookupKey(typeKeys, t.Type); !ok || TeamType(ty) != Aircraft {
			return false
		}
	}
	return len(teams) > 0
}

// unknown words the problem of a missing or unknown name among keys.
func unknown(what, s string, keys []string) string {
	if s == "" {
		return fmt.Sprintf("give the %s: %s", what, strings.Join(keys, ", "))
	}
	return fmt.Sprintf("unknown %s %q; use %s%s", what, s, strings.Join(keys, ", "), model.DidYouMean(s, keys))
}

// lookupKey finds s among keys, ignoring case and punctuation.
func lookupKey(keys []string, s string) (int, bool) {
	for i, k := range keys {
		if model.FoldName(k) == model.FoldName(s) && s != "" {
			return i, true
		}
	}
	return 0, false
}

// article returns "a" or "an" for the word w.
func article(w string) string {
	if w != "" && strings.ContainsRune("aeiouAEIOU", rune(w[0])) {
		return "an"
	}
	return "a"
}

// typeList names team types in prose: "tank and transport".
func typeList(ts []TeamType) string {
	var names []string
	for _, t := range ts {
		names = append(names, t.String())
	}
	return andList(names)
}

// leader checks that the unit has exactly one Unit Leader, on a team that
// may lead it (F9).
func (c *checker) leader(u *Unit) {
	total, transportsOnly := 0, true
	for _, t := range u.Teams {
		total += t.Leader
		transportsOnly = transportsOnly && t.Type == Transport
	}
	seen := 0
	for i, t := range u.Teams {
		if t.Leader == 0 {
			continue
		}
		path := fmt.Sprintf("team.%d.leader", i)
		if seen += t.Leader; seen > 1 {
			c.add(path, "F9", "a unit has one Unit Leader; %d teams are marked leader", total)
			continue
		}
		if t.Type == Transport && !transportsOnly {
			c.add(path, "F9", "a transport team cannot lead a unit that has other teams; mark the leader on one of them")
		}
	}
	if total == 0 && len(u.Teams) > 0 && !c.anyMistyped("leader") {
		c.add("team.0", "F9", "the unit has no Unit Leader: set leader = 1 on the team that leads it")
	}
}

// anyMistyped reports whether some team's key of this name held a value
// of the wrong type: a rule that counts over the teams cannot judge them.
func (c *checker) anyMistyped(key string) bool {
	for i := range c.f.Teams {
		if c.mistyped.Covers(c.f.locate(fmt.Sprintf("team.%d.%s", i, key))) {
			return true
		}
	}
	return false
}

// keywords checks a keyword list at path, listed at place (F7), on a team
// of type *tt (nil: the unit, or a team whose type is unknown).
func (c *checker) keywords(path string, list []string, place Place, tt *TeamType) []KeywordUse {
	if len(list) > MaxKeywords {
		c.add(path, "F7", "%d keywords, at most %d in one list", len(list), MaxKeywords)
	}
	var out []KeywordUse
	seen := map[KeywordID]bool{}
	for i, s := range list {
		at := fmt.Sprintf("%s.%d", path, i)
		k, param, ok := c.keyword(at, s)
		if !ok {
			continue
		}
		if k.Places&place == 0 {
			c.add(at, "F7", "%q is a %s keyword; list it under %s", k.Name, k.Places, placeHint(k.Places))
			continue
		}
		if seen[k.ID] {
			c.add(at, "F7", "%q is listed twice", k.Name)
			continue
		}
		if tt != nil && !k.Suits(*tt) {
			c.add(at, "F7", "%q is for %s teams (draft %q), not %s %s team", k.Name, typeList(k.Types), strings.TrimPrefix(k.Section, "Arsenal: "), article(tt.String()), tt)
			continue
		}
		seen[k.ID] = true
		if !k.usedBy(c.nation) {
			c.warn(at, "F7", "%q is a special rule of %s; this unit's nation is %q", k.Name, andList(k.Nations), c.f.Unit.Nation)
		}
		out = append(out, KeywordUse{ID: k.ID, Param: param})
	}
	return out
}

// keyword looks one keyword up, with its number if it takes one.
func (c *checker) keyword(at, s string) (Keyword, int, bool) {
	if k, ok := KeywordByName(s, c.nation); ok {
		if k.Param {
			c.add(at, "F7", "%q takes a number: write %q", k.Name, k.Name+" 4")
			return k, 0, false
		}
		return k, 0, true
	}
	name, n := splitParam(s)
	if n >= 0 {
		if k, ok := KeywordByName(name, c.nation); ok {
			switch {
			case !k.Param:
				c.add(at, "F7", "%q takes no number; write %q", k.Name, k.Name)
				return k, 0, false
			case n < 1 || n > MaxParam:
				c.add(at, "F7", "%q: the number must be 1 to %d", s, MaxParam)
				return k, 0, false
			}
			return k, n, true
		}
	}
	if m, ok := MountByName(s); ok {
		c.add(at, "F7", "%q is a mount, not a keyword: give it as a weapon's mount", m.Name)
		return Keyword{}, 0, false
	}
	c.add(at, "F7", "unknown keyword %q%s", s, model.DidYouMean(name, keywordNames()))
	return Keyword{}, 0, false
}

// placeHint says where a keyword of places p goes.
func placeHint(p Place) string {
	var hints []string
	if p&OnUnit != 0 {
		hints = append(hints, "the [unit]'s keywords")
	}
	if p&OnTeam != 0 {
		hints = append(hints, "a [[team]]'s keywords")
	}
	if p&OnWeapon != 0 {
		hints = append(hints, "a [[team.weapon]]'s keywords")
	}
	return strings.Join(hints, " or ")
}

// andList names items in prose: "a", "a and b", "a, b and c".
func andList(ns []string) string {
	if len(ns) == 1 {
		return ns[0]
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " and " + ns[len(ns)-1]
}

// payload checks that the unit's saved state fits the card's QR code (F14),
// and names the longest texts, which make it long.
func (c *checker) payload(u *Unit) {
	b, err := codec.Encode(u.Saved())
	if err != nil { // unreachable while the checks bound every value the payload bounds
		c.add("unit", "F14", "the unit cannot be saved in the card's QR code: %v", err)
		return
	}
	if len(b) <= MaxBackPayload {
		return // on the front, or on the back in a larger code
	}
	type text struct {
		path string
		n    int
	}
	texts := []text{{"unit.name", utf8.RuneCountInString(u.Name)}, {"unit.nation", utf8.RuneCountInString(u.Nation)}}
	for i, t := range u.Teams {
		texts = append(texts, text{fmt.Sprintf("team[%d].name", i+1), utf8.RuneCountInString(t.Name)})
		for j, n := range t.Notes {
			texts = append(texts, text{fmt.Sprintf("team[%d].notes[%d]", i+1, j+1), utf8.RuneCountInString(n)})
		}
		for j, w := range t.Weapons {
			texts = append(texts, text{fmt.Sprintf("team[%d].weapon[%d].name", i+1, j+1), utf8.RuneCountInString(w.Name)})
		}
	}
	sort.SliceStable(texts, func(i, j int) bool { return texts[i].n > texts[j].n })
	var longest []string
	for _, t := range texts[:min(3, len(texts))] {
		longest = append(longest, fmt.Sprintf("%s, %d characters", t.path, t.n))
	}
	c.add("unit", "F14", "the unit's saved state is %d bytes, more than the %d that the largest code of its card (on the back) prints at 0.5 mm a module; shorten the names and notes (the longest: %s) or drop notes, keywords or weapons",
		len(b), MaxBackPayload, strings.Join(longest, "; "))
}
