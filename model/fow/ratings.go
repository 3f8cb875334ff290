package fow

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/model"
)

// RatingKind is one of the three ratings of a unit (F1).
type RatingKind int

// The ratings, in the order the card prints them.
const (
	Motivation RatingKind = iota
	Skill
	IsHitOn
)

// RatingName is a named value of a rating: Confident is Motivation 4+.
type RatingName struct {
	Name  string
	Value int // the "N+" number
}

// ratingTables lists each rating's named values, from the draft's
// "Ratings" section.
var ratingTables = [...]struct {
	key, label string
	names      []RatingName
	aliases    map[string]string // folded spelling -> name
}{
	Motivation: {"motivation", "Motivation", []RatingName{{"Fearless", 3}, {"Confident", 4}, {"Reluctant", 5}}, nil},
	Skill:      {"skill", "Skill", []RatingName{{"Veteran", 3}, {"Trained", 4}, {"Conscript", 5}}, nil},
	IsHitOn: {"is_hit_on", "Is Hit On", []RatingName{{"Careful", 4}, {"Aggressive", 3}, {"Reckless", 2}},
		map[string]string{"agressive": "Aggressive"}}, // the draft's spelling
}

// String returns the rating's label: "Motivation", "Skill" or "Is Hit On".
func (k RatingKind) String() string { return ratingTables[k].label }

// Key returns the rating's key in [unit]: "motivation", "skill" or "is_hit_on".
func (k RatingKind) Key() string { return ratingTables[k].key }

// Names lists the rating's named values.
func (k RatingKind) Names() []RatingName { return ratingTables[k].names }

// NameOf returns the name of value n of the rating, or "".
func (k RatingKind) NameOf(n int) string {
	for _, r := range ratingTables[k].names {
		if r.Value == n {
			return r.Name
		}
	}
	return ""
}

// Rating is a checked rating: its name and its number.
type Rating struct {
	Name  string // Confident
	Value int    // 4
}

// String returns the rating as the card prints it: "Confident 4+".
func (r Rating) String() string { return strings.TrimSpace(r.Name + " " + Plus(r.Value)) }

// AircraftHitOn is the Is Hit On number of aircraft. The draft's Aircraft
// section is empty and its To Hit ratings are the ground troops' three; the
// published books hit every aircraft on 5+, a number without a name (F1).
const AircraftHitOn = 5

// ParseHitOn reads the Is Hit On rating of a unit: as ParseRating does, and
// 5+ besides when the unit's teams are all aircraft (F1).
func ParseHitOn(s string, aircraft bool) (Rating, string) {
	r, msg := ParseRating(IsHitOn, s)
	if msg == "" {
		return r, ""
	}
	v, ok := parsePlus(s)
	switch {
	case ok && v == AircraftHitOn && aircraft:
		return Rating{Value: v}, ""
	case ok && v == AircraftHitOn:
		msg += "; only a unit of aircraft is hit on " + Plus(v)
	case aircraft:
		msg += "; or " + Plus(AircraftHitOn) + ", as aircraft are"
	}
	return Rating{}, msg
}

// Plus writes a die score as the seeds do: "4+", and "6" for a six.
func Plus(n int) string {
	if n == 6 {
		return "6"
	}
	return strconv.Itoa(n) + "+"
}

// parsePlus reads "N+" (or "6", the seeds' way of writing 6+) and returns N.
func parsePlus(s string) (int, bool) {
	s = strings.TrimSpace(s)
	if s == "6" {
		return 6, true
	}
	num, ok := strings.CutSuffix(s, "+")
	if !ok || num == "" || len(num) > 2 {
		return 0, false
	}
	n, err := strconv.Atoi(num)
	if err != nil || num[0] == '+' || num[0] == '-' {
		return 0, false
	}
	return n, true
}

// menu lists a rating's values for messages: "Fearless 3+, Confident 4+ or Reluctant 5+".
func (k RatingKind) menu() string {
	var parts []string
	for _, r := range ratingTables[k].names {
		parts = append(parts, r.Name+" "+Plus(r.Value))
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}

// ParseRating reads a rating written as its name ("confident"), its number
// ("4+") or both ("Confident 4+"). It returns the problem, or "" (F1).
func ParseRating(k RatingKind, s string) (Rating, string) {
	t := &ratingTables[k]
	s = strings.TrimSpace(s)
	if s == "" {
		return Rating{}, fmt.Sprintf("give the %s rating: %s", t.label, k.menu())
	}
	name, num := s, ""
	if i := strings.LastIndexByte(s, ' '); i >= 0 {
		if _, ok := parsePlus(s[i+1:]); ok {
			name, num = strings.TrimSpace(s[:i]), s[i+1:]
		}
	} else if _, ok := parsePlus(s); ok {
		name, num = "", s
	}
	var r Rating
	if name != "" {
		found := false
		for _, n := range t.names {
			if model.FoldName(n.Name) == model.FoldName(name) || t.aliases[model.FoldName(name)] == n.Name {
				r, found = Rating(n), true
			}
		}
		if !found {
			var cands []string
			for _, n := range t.names {
				cands = append(cands, n.Name)
			}
			return Rating{}, fmt.Sprintf("unknown %s rating %q; use %s%s", t.label, name, k.menu(), model.DidYouMean(name, cands))
		}
	}
	if num == "" {
		return r, ""
	}
	v, _ := parsePlus(num)
	if name != "" {
		if v != r.Value {
			msg := fmt.Sprintf("%s is %s, not %s", r.Name, Plus(r.Value), num)
			if other := k.NameOf(v); other != "" {
				msg += fmt.Sprintf("; %s is %s", other, Plus(v))
			}
			return Rating{}, msg
		}
		return r, ""
	}
	if n := k.NameOf(v); n != "" {
		return Rating{Name: n, Value: v}, ""
	}
	return Rating{}, fmt.Sprintf("%q is no %s rating; use %s", num, t.label, k.menu())
}

// Test is a task rating of [unit.tests] (F2): a test that uses its own
// number instead of the Motivation or Skill rating.
type Test int

// The task ratings, in the order of the card and the saved state.
const (
	Remount Test = iota
	Rally
	Counterattack
	LastStand
	Tactics
	Assault
	NumTests
)

var testTable = [NumTests]struct {
	key, label string
	of         RatingKind
}{
	Remount:       {"remount", "Remount", Motivation},
	Rally:         {"rally", "Rally", Motivation},
	Counterattack: {"counterattack", "Counterattack", Motivation},
	LastStand:     {"last_stand", "Last Stand", Motivation},
	Tactics:       {"tactics", "Tactics", Skill},
	Assault:       {"assault", "Assault", Skill},
}

// String returns the test's label: "Last Stand".
func (t Test) String() string { return testTable[t].label }

// Key returns the test's key in [unit.tests]: "last_stand".
func (t Test) Key() string { return testTable[t].key }

// Of returns the rating the test replaces: Motivation or Skill.
func (t Test) Of() RatingKind { return testTable[t].of }
