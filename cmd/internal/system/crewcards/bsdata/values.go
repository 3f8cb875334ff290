package bsdata

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
)

// clean folds the data's spacing: no-break spaces, runs of spaces and
// line breaks become one space.
func clean(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\u00a0", " ")), " ")
}

// Damage Values are written "Medium Tank 9+", "9+ (Medium Tank)", "6+ soft
// skinned", "Soft-skinned 6+" or "Soft-skinned": a class and a number, in
// either order, the class perhaps in brackets.
var damageRE = regexp.MustCompile(`^\(?([A-Za-z][A-Za-z -]*?)?\)?\s*(\d+)\+\s*\(?([A-Za-z][A-Za-z !-]*?)?\)?$`)

// classes are the vehicle classes of the Damage Value as the data spells
// them, by their folded spelling, and the Damage Value each has in the
// rulebook where the data gives the class alone.
var classes = map[string]struct {
	name   string
	damage uint8
}{
	"soft skinned":            {"soft-skinned", 6},
	"soft skin":               {"soft-skinned", 6},
	"soft skinned vehicle":    {"soft-skinned", 6},
	"soft skin carrier":       {"soft-skinned", 6},
	"truck":                   {"soft-skinned", 6},
	"literally soft skinned":  {"literally soft-skinned", 0},
	"literally soft skinned!": {"literally soft-skinned", 0},
	"armoured carrier":        {"armoured carrier", 7},
	"armoured":                {"armoured", 0},
	"armoured car":            {"armoured car", 7},
	"armoured cab":            {"armoured cab", 0},
	"tankette":                {"tankette", 0},
	"light tank":              {"light tank", 8},
	"medium tank":             {"medium tank", 9},
	"heavy tank":              {"heavy tank", 10},
	"super heavy tank":        {"super-heavy tank", 11},
}

func foldClass(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(strings.ReplaceAll(s, "-", " "))), " ")
}

// damage reads a Damage Value: its N+ and its class. A class alone gives
// the rulebook's value for it, and warns.
func damage(s string) (n uint8, class string, note string, ok bool) {
	t := clean(s)
	if c, known := classes[foldClass(t)]; known && c.damage != 0 {
		return c.damage, c.name, "gives the class alone; written the rulebook's " + strconv.Itoa(int(c.damage)) + "+ for it", true
	}
	m := damageRE.FindStringSubmatch(t)
	if m == nil || m[1] != "" && m[3] != "" {
		return 0, "", "", false
	}
	v, err := crewexp.ParseDamage(m[2] + "+")
	if err != nil {
		return 0, "", "", false
	}
	word := m[1] + m[3]
	if word == "" {
		return v, "", "", true
	}
	c, known := classes[foldClass(word)]
	if !known {
		return 0, "", "", false
	}
	return v, c.name, "", true
}

// soft reports whether a class is soft-skinned (V2).
func soft(class string) bool { return strings.HasSuffix(class, "soft-skinned") }

// moves name the movement types as the data writes them.
var moves = map[string]uint8{
	"tracked": codec.MoveTracked, "tracked vehicle": codec.MoveTracked,
	"wheeled": codec.MoveWheeled, "wheeled vehicle": codec.MoveWheeled, "wheelled vehicle": codec.MoveWheeled,
	"half tracked": codec.MoveHalfTracked, "half tracked vehicle": codec.MoveHalfTracked, "half track": codec.MoveHalfTracked,
	"half traked vehicle": codec.MoveHalfTracked,
}

// move reads a movement type; "-" and "" give none.
func move(s string) (uint8, bool) {
	t := foldClass(s)
	if t == "" {
		return codec.MoveNone, true
	}
	m, ok := moves[t]
	return m, ok
}

// none are the words the data writes for nothing.
func none(s string) bool {
	t := strings.ToLower(clean(s))
	return t == "" || t == "-" || t == "n/a" || t == "none" || t == "=" || t == "0-"
}

var leadingNumber = regexp.MustCompile(`^(?:transport\s*)?\(?(\d+)\)?(.*)$`)

// transport reads how many men a vehicle carries: a number, perhaps in
// brackets, perhaps followed by words ("10 men"), or none. rest is what
// follows the number.
func transport(s string) (n int, rest string, ok bool) {
	t := clean(s)
	if none(t) || strings.HasPrefix(strings.ToLower(t), "none") {
		return 0, "", true
	}
	m := leadingNumber.FindStringSubmatch(strings.ToLower(t))
	if m == nil {
		return 0, "", false
	}
	n, err := strconv.Atoi(m[1])
	return n, strings.TrimSpace(m[2]), err == nil
}

// towKindWords are the kinds of gun of a Tow value once towNames has
// shortened them; "gun" alone is an AT or AA gun. Its classes are the crew
// file's (crewexp.TowClass).
var (
	towKindWords = map[string][]int{
		"at": {codec.TowAT}, "aa": {codec.TowAA}, "howitzer": {codec.TowHowitzer}, "gun": {codec.TowAT, codec.TowAA},
	}
	towNames = strings.NewReplacer("anti-tank gun", "at", "anti-aircraft gun", "aa", "at-gun", "at", "at gun", "at",
		"aa gun", "aa", "howitzers", "howitzer", ",", " ", ";", " ", ".", " ")
)

// tow reads what a vehicle tows: "Light or Medium AT Gun Light Howitzer
// Light AA Gun", "Any gun or light howitzer". The classes before a kind of
// gun are its classes, the heaviest counting; a kind without a class of
// its own takes the last one given.
func tow(s string) (out [3]uint8, ok bool) {
	t := strings.ToLower(clean(s))
	if none(t) {
		return out, true
	}
	var class, last uint8
	found := false
	for _, w := range strings.Fields(towNames.Replace(strings.ReplaceAll(t, "guns", "gun"))) {
		if w == "or" || w == "and" {
			continue
		}
		if c := crewexp.TowClass(w); c != codec.TowNone {
			class = max(class, c)
			continue
		}
		kinds, isKind := towKindWords[w]
		if !isKind {
			return out, false
		}
		c := class
		if c == 0 {
			c = last
		}
		if c == 0 {
			return out, false
		}
		for _, k := range kinds {
			out[k] = max(out[k], c)
		}
		last, class, found = c, 0, true
	}
	return out, found && class == 0
}

// rangeRE reads a weapon's range: `24"`, `12" - 72"`, `6-18"`, `48" (or
// 24-60)`, `48" OR (30-60")`.
var rangeRE = regexp.MustCompile(`^(?:(\d+)"?\s*-\s*)?(\d+)"(?:\s*(?:\(\s*or\s+|or\s*\(\s*)(\d+)"?\s*-\s*(\d+)"?\s*\))?$`)

// weaponRange reads a range into the crew file's form.
func weaponRange(s string) (string, bool) {
	m := rangeRE.FindStringSubmatch(strings.ToLower(clean(s)))
	if m == nil {
		return "", false
	}
	out := m[2] + `"`
	if m[1] != "" {
		out = m[1] + "-" + out
	}
	if m[3] != "" {
		out += " (" + m[3] + "-" + m[4] + `")`
	}
	_, err := crewexp.ParseRange(out)
	return out, err == nil
}

var shotsRE = regexp.MustCompile(`^(\d+)\s*\(\s*(D\d(?:\+\d+)?)\s*\)$`)

// shots reads a weapon's shots: "3", "D6", "D6+1", "1(D6+1)".
func shots(s string) (string, bool) {
	t := strings.ToUpper(strings.ReplaceAll(clean(s), " ", ""))
	if m := shotsRE.FindStringSubmatch(t); m != nil {
		t = m[1] + " (" + m[2] + ")"
	}
	_, err := crewexp.ParseShots(t)
	return t, err == nil
}

var heRE = regexp.MustCompile(`^HE\s*\((\d+)"\)$`)

// pen reads a weapon's penetration: "+5", "HE", "n/a" and "-" for none,
// and "HE(2")", whose size is the HE rule it returns.
func pen(s string) (p string, rule string, ok bool) {
	t := clean(s)
	if none(t) {
		return "-", "", true
	}
	if m := heRE.FindStringSubmatch(t); m != nil {
		return "HE", `HE (` + m[1] + `")`, true
	}
	_, err := crewexp.ParsePen(t)
	return t, "", err == nil
}

var ruleSep = regexp.MustCompile(`\s*(?:[,;]|\.\s)\s*`)

// rules splits a list of special rules.
func rules(s string) []string {
	var out []string
	for _, r := range ruleSep.Split(clean(s), -1) {
		r = strings.TrimSuffix(strings.TrimSpace(r), ".")
		if !none(r) {
			out = append(out, r)
		}
	}
	return out
}
