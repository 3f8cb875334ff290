package fow

import (
	"fmt"
	"math"
	"strings"

	"github.com/crewcard/crewcard/model"
)

// team checks one [[team]] at path.
func (c *checker) team(path string, s *TeamSpec) Team {
	t := Team{Name: s.Name, Count: int(s.Count), Leader: int(s.Leader), Notes: s.Notes}
	c.text(path+".name", s.Name, MaxTeamName)
	typ, okType := lookupKey(typeKeys, s.Type)
	if okType {
		t.Type = TeamType(typ)
	} else {
		c.add(path+".type", "F13", "%s", unknown("team type", s.Type, typeKeys))
	}
	if s.Count < 1 || s.Count > MaxCount {
		c.add(path+".count", "F13", "count is how many teams of this kind the unit has, 1 to %d, not %d", MaxCount, s.Count)
	}
	switch {
	case s.Leader < 0 || s.Leader > 1:
		c.add(path+".leader", "F9", "a unit has one Unit Leader: write leader = 1 on the kind of team that leads it and 0 (or nothing) elsewhere, not %d", s.Leader)
		t.Leader = min(max(int(s.Leader), 0), 1) // said once: the unit's own leader check keeps quiet
	case s.Count >= 1 && s.Leader > s.Count:
		c.add(path+".leader", "F9", "leader = %d, but the team's count is %d", s.Leader, s.Count)
	}
	if okType {
		c.armour(path, s, &t)
	}
	for i, d := range s.mobility() {
		at := path + "." + mobilityKeys[i]
		if t.Type == Aircraft && strings.EqualFold(strings.TrimSpace(d), Unlimited) {
			continue // Distance 0: an aircraft's move has no limit
		}
		dist, msg := parseDistance(d, true)
		if msg != "" {
			c.add(at, "F5", "%s", msg)
		}
		t.Mobility[i] = dist
	}
	t.Cross = c.cross(path+".cross", s.Cross, okType && t.Type.Vehicle())
	if t.Cross == CrossNone && (t.Type == Aircraft || t.Mobility != [4]Distance{}) {
		c.add(path+".cross", "F10", "Cross \"-\" is for a team that cannot move (a bunker: every move \"-\"); give this one N+ or AUTO")
	}
	var tt *TeamType
	if okType {
		tt = &t.Type
	}
	t.Keywords = c.keywords(path+".keywords", s.Keywords, OnTeam, tt)
	if len(s.Notes) > MaxNotes {
		c.add(path+".notes", "F13", "%d notes, at most %d", len(s.Notes), MaxNotes)
	}
	for i, n := range s.Notes {
		c.text(fmt.Sprintf("%s.notes.%d", path, i), n, MaxNote)
	}
	if len(s.Weapons) > MaxWeapons {
		c.add(path+".weapon", "F13", "%d weapons, at most %d on one team", len(s.Weapons), MaxWeapons)
	}
	for i := range s.Weapons {
		t.Weapons = append(t.Weapons, c.weapon(fmt.Sprintf("%s.weapon.%d", path, i), &s.Weapons[i], tt))
	}
	return t
}

// armour checks a team's armour and save (F3).
func (c *checker) armour(path string, s *TeamSpec, t *Team) {
	none := !s.Armour.Set
	if str, ok := s.Armour.Raw.(string); ok && strings.TrimSpace(str) == "-" {
		none = true
	}
	if t.Type == Aircraft {
		switch {
		case !none:
			c.add(path+".armour", "F3", "an aircraft team has no armour: write armour = \"-\" or leave it out")
		case s.Save != "": // QR "Other Saves": the shooter then needs its Firepower to destroy it
			t.Save, _ = c.score(path+".save", "F3", "save", s.Save, 2, "N+ with N from 2 to 6")
		}
		return
	}
	if none {
		if s.Save == "" {
			c.add(path+".save", "F3", "a team without armour gives a save, such as save = \"3+\"")
		} else {
			t.Save, _ = c.score(path+".save", "F3", "save", s.Save, 2, "N+ with N from 2 to 6")
		}
		return
	}
	at := path + ".armour"
	if !t.Type.Vehicle() {
		c.add(at, "F3", "%s teams have no armour: write armour = \"-\" and give the save", t.Type)
		return
	}
	tbl, ok := s.Armour.Raw.(map[string]any)
	if !ok {
		c.add(at, "F3", "armour is { front = N, side = N, top = N } or \"-\", not %s", describe(s.Armour.Raw))
		return
	}
	a := &Armour{}
	fields := map[string]*int{"front": &a.Front, "side": &a.Side, "top": &a.Top}
	unknown := false
	for k, v := range tbl {
		dst, known := fields[k]
		if !known {
			c.add(at+"."+k, "F3", "armour has front, side and top, not %q%s", k, model.DidYouMean(k, []string{"front", "side", "top"}))
			unknown = true
			continue
		}
		n, ok := v.(int64)
		if !ok || n < 0 || n > MaxArmour {
			c.add(at+"."+k, "F3", "%s armour is a whole number from 0 to %d, not %s", k, MaxArmour, describe(v))
			continue
		}
		*dst = int(n)
	}
	for _, k := range []string{"front", "side", "top"} {
		if _, ok := tbl[k]; !ok && !unknown { // an unknown key is the likelier fault
			c.add(at, "F3", "armour lacks %s", k)
		}
	}
	if s.Save != "" {
		c.add(path+".save", "F3", "an armoured team has no save: its armour protects it; leave save out")
	}
	t.Armour = a
}

// cross checks a Cross rating (F10).
func (c *checker) cross(at, s string, vehicle bool) int {
	if strings.TrimSpace(s) == "-" {
		return CrossNone
	}
	if strings.EqualFold(strings.TrimSpace(s), "AUTO") {
		if vehicle {
			c.warn(at, "F10", "AUTO is the Cross of infantry and man-packed guns; a vehicle usually needs a number such as \"3+\"")
		}
		return 0
	}
	if n, ok := c.score(at, "F10", "Cross rating", s, 2, "N+ with N from 2 to 6, AUTO, or \"-\" for a team that cannot move"); ok {
		return n
	}
	return 2
}

// weapon checks one [[team.weapon]] at path of a team of type *tt (nil when
// unknown).
func (c *checker) weapon(path string, s *WeaponSpec, tt *TeamType) Weapon {
	w := Weapon{Name: s.Name}
	c.text(path+".name", s.Name, MaxWeaponName)
	if s.Mount != "" {
		m, ok := MountByName(s.Mount)
		switch {
		case !ok:
			c.add(path+".mount", "F8", "unknown mount %q%s", s.Mount, model.DidYouMean(s.Mount, mountNames()))
		case tt != nil && *tt == Aircraft:
			c.add(path+".mount", "F8", "an aircraft's weapons have no mount: leave mount out")
		case tt != nil && !m.suits(*tt):
			c.add(path+".mount", "F8", "%q does not suit %s %s team; use %s", m.Name, article(tt.String()), *tt, strings.Join(mountsFor(*tt), ", "))
		default:
			w.Mount = m.ID
		}
	}
	var msg string
	if w.Range, msg = parseDistance(s.Range, false); msg != "" {
		c.add(path+".range", "F5", "%s", msg)
	}
	if !s.ROF.Halted.Set || !s.ROF.Moving.Set {
		c.add(path+".rof", "F4", "give the ROF halted and moving: rof = { halted = 2, moving = 1 }, a number or \"-\" each")
	} else {
		w.Halted = c.rof(path+".rof.halted", s.ROF.Halted)
		w.Moving = c.rof(path+".rof.moving", s.ROF.Moving)
	}
	w.AntiTank = c.antiTank(path, s.AntiTank)
	w.Firepower = c.firepower(path+".firepower", s.Firepower)
	w.Keywords = c.keywords(path+".keywords", s.Keywords, OnWeapon, tt)
	if b := s.Bombardment; b != nil {
		at := path + ".bombardment"
		w.Bombard = &Bombardment{}
		if w.Bombard.Range, msg = parseDistance(b.Range, false); msg != "" {
			c.add(at+".range", "F5", "%s", msg)
		}
		w.Bombard.AntiTank = c.antiTank(at, b.AntiTank)
		w.Bombard.Firepower = c.firepower(at+".firepower", b.Firepower)
		if b.ROF != nil {
			c.add(at+".rof", "F4", "a bombardment line has no ROF (the card prints -); leave rof out")
		}
	}
	return w
}

func mountsFor(t TeamType) []string {
	var names []string
	for _, m := range mounts {
		if m.suits(t) {
			names = append(names, m.Name)
		}
	}
	return names
}

// rof checks one ROF value (F4).
func (c *checker) rof(at string, v Value) int {
	if s, ok := v.Raw.(string); ok && strings.TrimSpace(s) == "-" {
		return NoROF
	}
	n, ok := v.Raw.(int64)
	if !ok || n < 0 || n > MaxROF {
		c.add(at, "F4", "ROF is a whole number of dice from 0 to %d, or \"-\", not %s", MaxROF, describe(v.Raw))
		return 0
	}
	return int(n)
}

// antiTank checks the anti_tank of a weapon or bombardment at path (F6).
func (c *checker) antiTank(path string, v Value) int {
	at := path + ".anti_tank"
	if !v.Set {
		c.add(path, "F6", "give the anti_tank rating, a whole number such as 11")
		return 0
	}
	n, ok := v.Raw.(int64)
	if !ok || n < 0 || n > MaxAntiTank {
		c.add(at, "F6", "anti-tank is a whole number from 0 to %d, not %s", MaxAntiTank, describe(v.Raw))
		return 0
	}
	return int(n)
}

// firepower checks a Firepower rating (F6).
func (c *checker) firepower(at, s string) int {
	if strings.EqualFold(strings.TrimSpace(s), "AUTO") {
		return FirepowerAuto
	}
	if n, ok := c.score(at, "F6", "firepower", s, 1, "1+, 2+, 3+, 4+, 5+, 6 or AUTO"); ok {
		return n
	}
	return 1
}

// score checks a die score written N+ with N from lo to 6 (a six may be
// written "6"), for the rating called what; form says how to write it.
func (c *checker) score(at, rule, what, s string, lo int, form string) (int, bool) {
	n, ok := parsePlus(s)
	switch {
	case ok && n >= lo && n <= 6:
		return n, true
	case s == "":
		c.add(at, rule, "give the %s: %s", what, form)
	default:
		c.add(at, rule, "%q is not a %s: write %s", s, what, form)
	}
	return 0, false
}

// describe writes a TOML value for messages.
func describe(v any) string {
	switch x := v.(type) {
	case string:
		return fmt.Sprintf("%q", x)
	case int64:
		return fmt.Sprint(x)
	case float64:
		if x == math.Trunc(x) {
			return fmt.Sprintf("%.1f", x)
		}
		return fmt.Sprint(x)
	case bool:
		return fmt.Sprint(x)
	case map[string]any:
		return "a table"
	case []any, []map[string]any:
		return "a list"
	default:
		return fmt.Sprintf("%v", x)
	}
}
