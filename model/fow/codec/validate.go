package codec

import (
	"fmt"

	"github.com/crewcard/crewcard/model/saved/pack"
)

// check reports the first value of u that no payload can carry.
// It returns a bare message: callers wrap it in ErrInvalid or ErrMalformed.
func check(u Unit) string {
	if u.Ruleset == 0 {
		return "ruleset 0 out of range 1..255"
	}
	for _, f := range []struct{ name, s string }{{"name", u.Name}, {"nation", u.Nation}} {
		if msg := checkText(f.name, f.s); msg != "" {
			return msg
		}
	}
	if u.Role > RoleFormationCommand {
		return fmt.Sprintf("role %d out of range 0..%d", u.Role, RoleFormationCommand)
	}
	for _, r := range []struct {
		name string
		v    uint8
	}{{"motivation", u.Motivation}, {"skill", u.Skill}, {"is hit on", u.IsHitOn}} {
		if r.v < 2 || r.v > 6 {
			return fmt.Sprintf("%s %d out of range 2..6", r.name, r.v)
		}
	}
	for i, t := range u.Tests {
		if t != 0 && (t < 2 || t > 6) {
			return fmt.Sprintf("task rating %d: %d out of range 2..6 (0 for none)", i+1, t)
		}
	}
	if u.Points > MaxPoints {
		return fmt.Sprintf("points %d out of range 0..%d", u.Points, MaxPoints)
	}
	if msg := checkKeywords("unit keywords", u.Keywords); msg != "" {
		return msg
	}
	if len(u.Teams) == 0 || len(u.Teams) > MaxTeams {
		return fmt.Sprintf("%d teams, want 1..%d", len(u.Teams), MaxTeams)
	}
	for i, t := range u.Teams {
		if msg := checkTeam(fmt.Sprintf("team %d", i+1), t); msg != "" {
			return msg
		}
	}
	return ""
}

func checkTeam(field string, t Team) string {
	if msg := checkText(field+" name", t.Name); msg != "" {
		return msg
	}
	bounds := []bound{{"type", int(t.Type), 0, TypeAircraft}, {"count", int(t.Count), 1, MaxCount},
		{"leaders", int(t.Leader), 0, int(t.Count)}, {"notes", len(t.Notes), 0, MaxNotes}, {"weapons", len(t.Weapons), 0, MaxWeapons}}
	if t.Armoured {
		bounds = append(bounds, bound{"front armour", int(t.Front), 0, MaxArmour}, bound{"side armour", int(t.Side), 0, MaxArmour},
			bound{"top armour", int(t.Top), 0, MaxArmour}, bound{"save of an armoured team", int(t.Save), 0, 0})
	} else {
		lo := 2
		if t.Type == TypeAircraft {
			lo = 0 // an aircraft may have none
		}
		bounds = append(bounds, bound{"armour of a team without armour", int(t.Front) + int(t.Side) + int(t.Top), 0, 0},
			bound{"save", int(t.Save), lo, 6})
		if t.Save == 1 {
			return field + ": save 1 out of range 2..6"
		}
	}
	if t.Type == TypeAircraft && t.Armoured {
		return field + ": an aircraft has no armour"
	}
	for _, d := range t.Mobility {
		bounds = append(bounds, bound{"distance", int(d), 0, MaxDistance})
	}
	if msg := outside(field, bounds...); msg != "" {
		return msg
	}
	if t.Cross == 1 || t.Cross > 6 && t.Cross != CrossNone {
		return fmt.Sprintf("%s: cross %d out of range 2..6 (0 for AUTO)", field, t.Cross)
	}
	if msg := checkKeywords(field+" keywords", t.Keywords); msg != "" {
		return msg
	}
	for _, n := range t.Notes {
		if msg := checkText(field+" note", n); msg != "" {
			return msg
		}
	}
	for i, w := range t.Weapons {
		if msg := checkWeapon(fmt.Sprintf("%s weapon %d", field, i+1), w); msg != "" {
			return msg
		}
	}
	return ""
}

func checkWeapon(field string, w Weapon) string {
	if msg := checkText(field+" name", w.Name); msg != "" {
		return msg
	}
	bounds := []bound{{"mount", int(w.Mount), 0, MaxID}, {"range", int(w.Range), 1, MaxDistance},
		{"halted ROF", rofBound(w.Halted), 0, MaxROF}, {"moving ROF", rofBound(w.Moving), 0, MaxROF},
		{"anti-tank", int(w.AntiTank), 0, MaxAntiTank}, {"firepower", int(w.Firepower), FirepowerAuto, 6}}
	if b := w.Bombard; b != nil {
		bounds = append(bounds, bound{"bombardment range", int(b.Range), 1, MaxDistance},
			bound{"bombardment anti-tank", int(b.AntiTank), 0, MaxAntiTank}, bound{"bombardment firepower", int(b.Firepower), FirepowerAuto, 6})
	}
	if msg := outside(field, bounds...); msg != "" {
		return msg
	}
	return checkKeywords(field+" keywords", w.Keywords)
}

// rofBound is a ROF as its range check sees it: NoROF is in range.
func rofBound(rof uint8) int {
	if rof == NoROF {
		return 0
	}
	return int(rof)
}

// bound is a value of a field and the range that a payload carries.
type bound struct {
	name   string
	v      int
	lo, hi int
}

// outside reports the first of bounds whose value lies out of its range, or "".
func outside(field string, bounds ...bound) string {
	for _, b := range bounds {
		if b.v < b.lo || b.v > b.hi {
			return fmt.Sprintf("%s: %s %d out of range %d..%d", field, b.name, b.v, b.lo, b.hi)
		}
	}
	return ""
}

func checkKeywords(field string, ks []Keyword) string {
	if len(ks) > MaxKeywords {
		return fmt.Sprintf("%s: %d keywords, at most %d", field, len(ks), MaxKeywords)
	}
	for _, k := range ks {
		if k.ID < 1 || k.ID > MaxID {
			return fmt.Sprintf("%s: registry number %d out of range 1..%d", field, k.ID, MaxID)
		}
		if k.Param > MaxParam {
			return fmt.Sprintf("%s: number %d out of range 1..%d", field, k.Param, MaxParam)
		}
	}
	return ""
}

// checkText reports why s cannot be a name, nation or note, or "".
func checkText(field, s string) string { return pack.CheckText(field, s, MaxRunes) }
