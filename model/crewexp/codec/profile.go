package codec

import (
	"fmt"

	"github.com/crewcard/crewcard/model/saved/pack"
)

// Profile is a vehicle's Bolt Action profile as its card prints it: what
// the book's vehicle entry gives beside the crew. A crew without one has a
// nil Profile and keeps its version-1 code.
type Profile struct {
	Damage    uint8    // the Damage Value's N+, MinDamage..MaxDamage
	Class     string   // "medium tank", "armoured carrier"; may be ""
	Move      uint8    // MoveNone, MoveTracked, MoveWheeled or MoveHalfTracked
	SoftSkin  bool     // a soft-skinned vehicle (V2), as the crew file's vehicle.soft_skin
	Transport uint8    // men it carries, 0..MaxTransport
	Tow       [3]uint8 // the heaviest gun it tows, per TowAT, TowHowitzer, TowAA: TowNone..TowAny
	Rules     []string // its special rules, at most MaxRules
	Weapons   []Weapon // at most MaxWeapons, in card order
}

// Weapon is one of a vehicle's weapons.
type Weapon struct {
	Name  string
	Count uint8    // how many, 1..MaxCount
	Range Range    // in inches
	Shots Shots    // per weapon
	Pen   uint8    // PenNone, PenHE, or PenPlus+n for "+n"
	Rules []string // its special rules, at most MaxRules
}

// Range is a weapon's range in inches: Max alone ("24\""), from Min to Max
// ("12-72\"", indirect fire), and an alternative span AltMin to AltMax
// ("72\" (36-84\")", a howitzer's) when AltMax is not 0.
type Range struct {
	Min, Max       uint8
	AltMin, AltMax uint8
}

// Shots are a weapon's shots: N ("3"), a die and its bonus ("D6+1"), or
// both ("1 (D6+1)": one shot of a multiple launcher, D6+1 hits).
type Shots struct {
	N    uint8 // 0 when the die alone gives them
	Die  uint8 // 0, or the die's sides: 2, 3 or 6
	Plus uint8 // added to the die
}

// Movement types, Profile.Move.
const (
	MoveNone = iota
	MoveTracked
	MoveWheeled
	MoveHalfTracked
)

// Gun kinds, the indexes of Profile.Tow, and the heaviest class of each
// that a vehicle tows.
const (
	TowAT = iota
	TowHowitzer
	TowAA

	TowNone       = 0
	TowLight      = 1
	TowMedium     = 2
	TowHeavy      = 3
	TowSuperHeavy = 4
	TowAny        = 5
)

// Penetration codes of Weapon.Pen.
const (
	PenNone = 0 // "-": no penetration bonus given
	PenHE   = 1 // "HE"
	PenPlus = 2 // PenPlus+n is "+n"
)

// Limits of a profile in a version-2 payload.
const (
	MinDamage    = 2
	MaxDamage    = 12
	MaxTransport = 63
	MaxRules     = 8
	MaxWeapons   = 8
	MaxCount     = 9
	MaxInches    = 120
	MaxShots     = 20
	MaxPlus      = 10
	MaxPen       = PenPlus + 10
	MaxRuleRunes = 40
)

// IsDie reports whether a die of shots may have that many sides: 2, 3
// or 6 (dieSides).
func IsDie(sides uint8) bool { return sides != 0 && dieIndex(sides) != 0 }

// checkProfile reports the first value of p that a version-2 payload
// cannot carry, or "".
func checkProfile(p *Profile) string {
	switch {
	case p.Damage < MinDamage || p.Damage > MaxDamage:
		return fmt.Sprintf("damage value %d out of range %d..%d", p.Damage, MinDamage, MaxDamage)
	case p.Move > MoveHalfTracked:
		return fmt.Sprintf("movement type %d out of range 0..%d", p.Move, MoveHalfTracked)
	case p.Transport > MaxTransport:
		return fmt.Sprintf("transport %d out of range 0..%d", p.Transport, MaxTransport)
	case len(p.Weapons) > MaxWeapons:
		return fmt.Sprintf("%d weapons, at most %d", len(p.Weapons), MaxWeapons)
	}
	for i, t := range p.Tow {
		if t > TowAny {
			return fmt.Sprintf("tow %d: class %d out of range 0..%d", i, t, TowAny)
		}
	}
	if msg := checkTexts("class", []string{p.Class}, 1, MaxRuleRunes); msg != "" {
		return msg
	}
	if msg := checkTexts("rule", p.Rules, MaxRules, MaxRuleRunes); msg != "" {
		return msg
	}
	for i, w := range p.Weapons {
		if msg := checkWeapon(w); msg != "" {
			return fmt.Sprintf("weapon %d: %s", i+1, msg)
		}
	}
	return ""
}

func checkWeapon(w Weapon) string {
	r, s := w.Range, w.Shots
	switch {
	case w.Count < 1 || w.Count > MaxCount:
		return fmt.Sprintf("count %d out of range 1..%d", w.Count, MaxCount)
	case r.Max < 1 || r.Max > MaxInches || r.Min >= r.Max:
		return fmt.Sprintf("range %d-%d out of range", r.Min, r.Max)
	case r.AltMax != 0 && (r.AltMax > MaxInches || r.AltMin >= r.AltMax):
		return fmt.Sprintf("alternative range %d-%d out of range", r.AltMin, r.AltMax)
	case r.AltMax == 0 && r.AltMin != 0 || r.AltMax != 0 && r.AltMin == 0:
		return "alternative range without its start or its end"
	case s.N > MaxShots || s.Plus > MaxPlus || s.Die != 0 && !IsDie(s.Die):
		return fmt.Sprintf("shots %d, D%d+%d out of range", s.N, s.Die, s.Plus)
	case s.N == 0 && s.Die == 0 || s.Die == 0 && s.Plus != 0:
		return "shots without a number or a die"
	case w.Pen > MaxPen:
		return fmt.Sprintf("penetration %d out of range 0..%d", w.Pen, MaxPen)
	}
	if msg := checkText("weapon", w.Name); msg != "" {
		return msg
	}
	return checkTexts("rule", w.Rules, MaxRules, MaxRuleRunes)
}

// checkTexts checks a list of at most max texts of at most runes runes
// each (the crew file, not the payload, refuses an empty one).
func checkTexts(field string, ss []string, max, runes int) string {
	if len(ss) > max {
		return fmt.Sprintf("%d %ss, at most %d", len(ss), field, max)
	}
	for _, s := range ss {
		if msg := pack.CheckText(field, s, runes); msg != "" {
			return msg
		}
	}
	return ""
}
