package crewexp

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp/codec"
)

// The vehicle's profile is the optional part of [vehicle] that gives what
// the Bolt Action book's entry for the vehicle gives: its Damage Value, how
// it moves, what it carries and tows, its special rules and its weapons.
// A file without it is read as before; with it, the card prints the profile
// and the code carries it (payload version 2).

// WeaponSpec is one [[vehicle.weapon]].
type WeaponSpec struct {
	Name  string   `toml:"name"`
	Count int64    `toml:"count"` // 0 means 1
	Range string   `toml:"range"` // 24", 12-72", 72" (36-84")
	Shots string   `toml:"shots"` // 1, D6, D6+1, 1 (D6+1)
	Pen   string   `toml:"pen"`   // +5, HE, or - for none
	Rules []string `toml:"rules"`
}

// hasProfile reports whether the [vehicle] table gives any key of a profile.
func (v *VehicleSpec) hasProfile() bool {
	return v.DamageValue != "" || v.Class != "" || v.Type != "" || v.Transport != nil || len(v.Tow) > 0 || len(v.Rules) > 0 || len(v.Weapons) > 0
}

// moveTypes are the movement types a profile's type takes, by their codes.
var moveTypes = []string{codec.MoveTracked: "tracked", codec.MoveWheeled: "wheeled", codec.MoveHalfTracked: "half-tracked"}

// towClasses name the classes of gun a vehicle tows, by their codes, and
// towKinds the kinds of gun.
var (
	towClasses = []string{codec.TowLight: "light", codec.TowMedium: "medium", codec.TowHeavy: "heavy", codec.TowSuperHeavy: "super-heavy", codec.TowAny: "any"}
	towKinds   = []string{codec.TowAT: "AT gun", codec.TowHowitzer: "howitzer", codec.TowAA: "AA gun"}
)

// profile checks the profile keys of [vehicle] and returns the profile, or
// nil when the file gives none or it is wrong.
func (c *checker) profile() *codec.Profile {
	v := &c.f.Vehicle
	if !v.hasProfile() {
		return nil
	}
	ok := true
	bad := func(path, format string, args ...any) {
		c.add(path, "", false, format, args...)
		ok = false
	}
	p := &codec.Profile{Class: v.Class, Rules: nonEmpty(v.Rules)}
	if v.DamageValue == "" {
		bad("vehicle.damage_value", "a vehicle profile needs its Damage Value, such as damage_value = \"9+\" for a medium tank")
	} else if n, err := ParseDamage(v.DamageValue); err != nil {
		bad("vehicle.damage_value", "%v", err)
	} else {
		p.Damage = n
	}
	if msg := model.CheckText(v.Class, false, codec.MaxRuleRunes); msg != "" {
		bad("vehicle.class", "%s", msg)
	}
	if v.Type != "" {
		if i := indexOf(moveTypes, v.Type); i > 0 {
			p.Move = uint8(i)
		} else {
			bad("vehicle.type", "unknown movement type %s; use tracked, wheeled or half-tracked%s", model.Quote(v.Type), model.DidYouMean(v.Type, moveTypes[1:]))
		}
	}
	if v.Transport != nil {
		if t := *v.Transport; t < 0 || t > codec.MaxTransport {
			bad("vehicle.transport", "transport must be 0 to %d men, not %d", codec.MaxTransport, t)
		} else {
			p.Transport = uint8(t)
		}
	}
	for i, s := range v.Tow {
		kind, class, err := ParseTow(s)
		switch {
		case err != nil:
			bad(fmt.Sprintf("vehicle.tow.%d", i), "%v", err)
		case p.Tow[kind] != codec.TowNone:
			bad(fmt.Sprintf("vehicle.tow.%d", i), "%s is given twice; give the heaviest %s it tows once", towKinds[kind], towKinds[kind])
		default:
			p.Tow[kind] = class
		}
	}
	if !c.texts("vehicle.rules", v.Rules) {
		ok = false
	}
	if len(v.Weapons) > codec.MaxWeapons {
		bad("vehicle.weapon", "%d weapons, more than the %d a card prints", len(v.Weapons), codec.MaxWeapons)
	}
	for i := range v.Weapons {
		w, wok := c.weapon(fmt.Sprintf("vehicle.weapon.%d", i), &v.Weapons[i])
		ok = ok && wok
		p.Weapons = append(p.Weapons, w)
	}
	if !ok {
		return nil
	}
	return p
}

// weapon checks one [[vehicle.weapon]].
func (c *checker) weapon(path string, ws *WeaponSpec) (codec.Weapon, bool) {
	ok := true
	bad := func(key string, err error) {
		c.add(path+"."+key, "", false, "%v", err)
		ok = false
	}
	w := codec.Weapon{Name: ws.Name, Count: 1, Rules: nonEmpty(ws.Rules)}
	if msg := model.CheckText(ws.Name, true, MaxVehicle); msg != "" {
		c.add(path+".name", "", false, "%s", msg)
		ok = false
	}
	switch {
	case ws.Count == 0:
	case ws.Count < 1 || ws.Count > codec.MaxCount:
		bad("count", fmt.Errorf("count must be 1 to %d, not %d", codec.MaxCount, ws.Count))
	default:
		w.Count = uint8(ws.Count)
	}
	var err error
	if w.Range, err = ParseRange(ws.Range); err != nil {
		bad("range", err)
	}
	if w.Shots, err = ParseShots(ws.Shots); err != nil {
		bad("shots", err)
	}
	if w.Pen, err = ParsePen(ws.Pen); err != nil {
		bad("pen", err)
	}
	if !c.texts(path+".rules", ws.Rules) {
		ok = false
	}
	return w, ok
}

// texts checks a list of special rules.
func (c *checker) texts(path string, ss []string) bool {
	if len(ss) > codec.MaxRules {
		c.add(path, "", false, "%d rules, more than the %d a card prints; keep the ones played most", len(ss), codec.MaxRules)
		return false
	}
	ok := true
	for i, s := range ss {
		if msg := model.CheckText(s, true, codec.MaxRuleRunes); msg != "" {
			c.add(fmt.Sprintf("%s.%d", path, i), "", false, "%s", msg)
			ok = false
		}
	}
	return ok
}

func nonEmpty(ss []string) []string {
	if len(ss) == 0 {
		return nil
	}
	return ss
}

func indexOf(table []string, s string) int {
	for i, t := range table {
		if t != "" && strings.EqualFold(t, strings.TrimSpace(s)) {
			return i
		}
	}
	return -1
}

// ParseDamage reads a Damage Value written "9+".
func ParseDamage(s string) (uint8, error) {
	n, ok := plusNumber(s)
	if !ok || n < codec.MinDamage || n > codec.MaxDamage {
		return 0, fmt.Errorf("damage value %s is not one; write %d+ to %d+, such as \"9+\" for a medium tank", model.Quote(s), codec.MinDamage, codec.MaxDamage)
	}
	return uint8(n), nil
}

// plusNumber reads "N+".
func plusNumber(s string) (int, bool) {
	d, ok := strings.CutSuffix(strings.TrimSpace(s), "+")
	n, err := number(d)
	return n, ok && err == nil
}

// ParseTow reads what a vehicle tows: the heaviest class of one kind of
// gun, such as "medium AT gun", "light howitzer" or "any AA gun".
func ParseTow(s string) (kind int, class uint8, err error) {
	for k, name := range towKinds {
		before, found := strings.CutSuffix(strings.TrimSpace(s), " "+name)
		if !found {
			continue
		}
		if i := indexOf(towClasses, before); i > 0 {
			return k, uint8(i), nil
		}
	}
	return 0, 0, fmt.Errorf("tow %s is not one; write the heaviest gun of a kind it tows: light, medium, heavy, super-heavy or any, then AT gun, howitzer or AA gun, such as \"medium AT gun\"", model.Quote(s))
}

// ParseRange reads a range in inches: 24", 12-72", or 72" (36-84").
func ParseRange(s string) (codec.Range, error) {
	how := fmt.Errorf("range %s is not one; write it in inches as 24\", 12-72\" (least and most) or 72\" (36-84\") (and an alternative span), each up to %d\"", model.Quote(s), codec.MaxInches)
	main, alt, hasAlt := strings.Cut(strings.TrimSpace(s), " (")
	var r codec.Range
	var ok bool
	if r.Min, r.Max, ok = span(main); !ok {
		return r, how
	}
	if hasAlt {
		inner, closed := strings.CutSuffix(alt, ")")
		if r.AltMin, r.AltMax, ok = span(inner); !closed || !ok || r.AltMin == 0 {
			return codec.Range{}, how
		}
	}
	return r, nil
}

// span reads N" or A-B".
func span(s string) (lo, hi uint8, ok bool) {
	s, inches := strings.CutSuffix(s, `"`)
	a, b, two := strings.Cut(s, "-")
	if !two {
		a, b = "0", a
	}
	x, err1 := number(a)
	y, err2 := number(b)
	if !inches || err1 != nil || err2 != nil || y < 1 || y > codec.MaxInches || x >= y || two && x == 0 {
		return 0, 0, false
	}
	return uint8(x), uint8(y), true
}

// number reads digits alone: no sign, no space.
func number(s string) (int, error) {
	if s == "" || strings.Trim(s, "0123456789") != "" {
		return 0, strconv.ErrSyntax
	}
	return strconv.Atoi(s)
}

// FormatRange writes a range as ParseRange reads it.
func FormatRange(r codec.Range) string {
	s := spanText(r.Min, r.Max)
	if r.AltMax != 0 {
		s += " (" + spanText(r.AltMin, r.AltMax) + ")"
	}
	return s
}

func spanText(lo, hi uint8) string {
	if lo == 0 {
		return fmt.Sprintf(`%d"`, hi)
	}
	return fmt.Sprintf(`%d-%d"`, lo, hi)
}

// ParseShots reads a weapon's shots: 3, D6, D6+1 or 1 (D6+1).
func ParseShots(s string) (codec.Shots, error) {
	how := fmt.Errorf("shots %s is not a number of shots; write 1 to %d, a die such as D6 or D6+1, or both as 1 (D6+1)", model.Quote(s), codec.MaxShots)
	var sh codec.Shots
	t := strings.TrimSpace(s)
	if n, rest, found := strings.Cut(t, " ("); found {
		d, closed := strings.CutSuffix(rest, ")")
		x, err := number(n)
		if !closed || err != nil || x < 1 || x > codec.MaxShots || !die(d, &sh) {
			return codec.Shots{}, how
		}
		sh.N = uint8(x)
		return sh, nil
	}
	if x, err := number(t); err == nil {
		if x < 1 || x > codec.MaxShots {
			return sh, how
		}
		return codec.Shots{N: uint8(x)}, nil
	}
	if !die(t, &sh) {
		return codec.Shots{}, how
	}
	return sh, nil
}

// die reads D6 or D6+1 into sh.
func die(s string, sh *codec.Shots) bool {
	d, ok := strings.CutPrefix(s, "D")
	if !ok {
		return false
	}
	sides, plus, hasPlus := strings.Cut(d, "+")
	n, err := number(sides)
	if err != nil || n > 6 || !codec.IsDie(uint8(n)) {
		return false
	}
	sh.Die = uint8(n)
	if hasPlus {
		p, err := number(plus)
		if err != nil || p < 1 || p > codec.MaxPlus {
			return false
		}
		sh.Plus = uint8(p)
	}
	return true
}

// FormatShots writes shots as ParseShots reads them.
func FormatShots(sh codec.Shots) string {
	d := ""
	if sh.Die != 0 {
		d = fmt.Sprintf("D%d", sh.Die)
		if sh.Plus != 0 {
			d += fmt.Sprintf("+%d", sh.Plus)
		}
	}
	switch {
	case d == "":
		return strconv.Itoa(int(sh.N))
	case sh.N == 0:
		return d
	}
	return fmt.Sprintf("%d (%s)", sh.N, d)
}

// ParsePen reads a weapon's penetration: +5, HE, or - for none.
func ParsePen(s string) (uint8, error) {
	switch t := strings.TrimSpace(s); {
	case t == "-":
		return codec.PenNone, nil
	case t == "HE":
		return codec.PenHE, nil
	case strings.HasPrefix(t, "+"):
		if n, err := number(t[1:]); err == nil && n <= codec.MaxPen-codec.PenPlus {
			return uint8(codec.PenPlus + n), nil
		}
	}
	return 0, fmt.Errorf("pen %s is not a penetration; write +0 to +%d, HE, or - for none", model.Quote(s), codec.MaxPen-codec.PenPlus)
}

// FormatPen writes a penetration as ParsePen reads it.
func FormatPen(p uint8) string {
	switch p {
	case codec.PenNone:
		return "-"
	case codec.PenHE:
		return "HE"
	}
	return fmt.Sprintf("+%d", p-codec.PenPlus)
}

// MoveText names a movement type, "" for none.
func MoveText(m uint8) string {
	if int(m) < len(moveTypes) {
		return moveTypes[m]
	}
	return ""
}

// TowText lists what a vehicle tows, the heaviest gun of each kind, or nil.
func TowText(tow [3]uint8) []string {
	var out []string
	for k, c := range tow {
		if c != codec.TowNone && int(c) < len(towClasses) {
			out = append(out, towClasses[c]+" "+towKinds[k])
		}
	}
	return out
}

// TowClass returns the code of a class of gun ("medium"), or 0.
func TowClass(s string) uint8 { return uint8(max(0, indexOf(towClasses, s))) }

// ProfileTOML writes a profile as the keys of [vehicle] that follow its
// name, nation, kind and points, then its [[vehicle.weapon]] tables, as
// Parse reads them back.
func ProfileTOML(p *codec.Profile) string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	w("damage_value = \"%d+\"\n", p.Damage)
	if p.Class != "" {
		w("class = %s\n", model.TOMLString(p.Class))
	}
	if m := MoveText(p.Move); m != "" {
		w("type = %q\n", m)
	}
	w("transport = %d\n", p.Transport)
	if tow := TowText(p.Tow); len(tow) > 0 {
		w("tow = %s\n", model.TOMLList(tow))
	}
	if len(p.Rules) > 0 {
		w("rules = %s\n", model.TOMLList(p.Rules))
	}
	for _, x := range p.Weapons {
		w("\n[[vehicle.weapon]]\nname = %s\n", model.TOMLString(x.Name))
		if x.Count > 1 {
			w("count = %d\n", x.Count)
		}
		w("range = %s\nshots = %s\npen = %s\n", model.TOMLLiteral(FormatRange(x.Range)), model.TOMLString(FormatShots(x.Shots)), model.TOMLString(FormatPen(x.Pen)))
		if len(x.Rules) > 0 {
			w("rules = %s\n", model.TOMLList(x.Rules))
		}
	}
	return b.String()
}

// ProfileNames returns the names of the movement types, the classes of gun
// towed and the kinds of gun, by their codes, for the viewer's port.
func ProfileNames() (moves, classes, kinds []string) {
	return slices.Clone(moveTypes), slices.Clone(towClasses), slices.Clone(towKinds)
}
