package codec

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// check reports the first value of u that a version-1 payload cannot carry.
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
	switch {
	case t.Type > TypeTransport:
		return fmt.Sprintf("%s: type %d out of range 0..%d", field, t.Type, TypeTransport)
	case t.Count < 1 || t.Count > MaxCount:
		return fmt.Sprintf("%s: count %d out of range 1..%d", field, t.Count, MaxCount)
	case t.Leader > t.Count:
		return fmt.Sprintf("%s: %d leaders among %d teams", field, t.Leader, t.Count)
	case t.Armoured && (t.Front > MaxArmour || t.Side > MaxArmour || t.Top > MaxArmour):
		return fmt.Sprintf("%s: armour %d/%d/%d out of range 0..%d", field, t.Front, t.Side, t.Top, MaxArmour)
	case t.Armoured && t.Save != 0:
		return fmt.Sprintf("%s: an armoured team has no save", field)
	case !t.Armoured && (t.Front != 0 || t.Side != 0 || t.Top != 0):
		return fmt.Sprintf("%s: armour without the armoured flag", field)
	case !t.Armoured && (t.Save < 2 || t.Save > 6):
		return fmt.Sprintf("%s: save %d out of range 2..6", field, t.Save)
	case t.Cross == 1 || t.Cross > 6:
		return fmt.Sprintf("%s: cross %d out of range 2..6 (0 for AUTO)", field, t.Cross)
	case len(t.Notes) > MaxNotes:
		return fmt.Sprintf("%s: %d notes, at most %d", field, len(t.Notes), MaxNotes)
	case len(t.Weapons) > MaxWeapons:
		return fmt.Sprintf("%s: %d weapons, at most %d", field, len(t.Weapons), MaxWeapons)
	}
	for _, d := range t.Mobility {
		if d > MaxDistance {
			return fmt.Sprintf("%s: distance %d out of range 0..%d", field, d, MaxDistance)
		}
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
	switch {
	case w.Mount > MaxID:
		return fmt.Sprintf("%s: mount %d out of range 0..%d", field, w.Mount, MaxID)
	case w.Range < 1 || w.Range > MaxDistance:
		return fmt.Sprintf("%s: range %d out of range 1..%d", field, w.Range, MaxDistance)
	case w.Halted > MaxROF && w.Halted != NoROF, w.Moving > MaxROF && w.Moving != NoROF:
		return fmt.Sprintf("%s: ROF %d/%d out of range 0..%d", field, w.Halted, w.Moving, MaxROF)
	case w.AntiTank > MaxAntiTank:
		return fmt.Sprintf("%s: anti-tank %d out of range 0..%d", field, w.AntiTank, MaxAntiTank)
	case w.Firepower < 1 || w.Firepower > 6:
		return fmt.Sprintf("%s: firepower %d out of range 1..6", field, w.Firepower)
	}
	if msg := checkKeywords(field+" keywords", w.Keywords); msg != "" {
		return msg
	}
	if b := w.Bombard; b != nil {
		switch {
		case b.Range < 1 || b.Range > MaxDistance:
			return fmt.Sprintf("%s: bombardment range %d out of range 1..%d", field, b.Range, MaxDistance)
		case b.AntiTank > MaxAntiTank:
			return fmt.Sprintf("%s: bombardment anti-tank %d out of range 0..%d", field, b.AntiTank, MaxAntiTank)
		case b.Firepower < 1 || b.Firepower > 6:
			return fmt.Sprintf("%s: bombardment firepower %d out of range 1..6", field, b.Firepower)
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
func checkText(field, s string) string {
	if len(s) > maxStringBytes {
		return fmt.Sprintf("%s: %d bytes, at most %d", field, len(s), maxStringBytes)
	}
	if !utf8.ValidString(s) {
		return fmt.Sprintf("%s: invalid UTF-8", field)
	}
	if n := utf8.RuneCountInString(s); n > MaxRunes {
		return fmt.Sprintf("%s: %d characters, at most %d", field, n, MaxRunes)
	}
	for _, r := range s {
		if unicode.IsControl(r) {
			return fmt.Sprintf("%s: control character %U", field, r)
		}
	}
	return ""
}
