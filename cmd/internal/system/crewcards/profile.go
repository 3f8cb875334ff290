package crewcards

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/wrap"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
)

// profileView is the vehicle's profile as show --json gives it, each value
// as the crew file writes it.
type profileView struct {
	DamageValue string       `json:"damage_value"`
	Class       string       `json:"class"`
	Type        string       `json:"type"`
	Transport   int          `json:"transport"`
	Tow         []string     `json:"tow"`
	Rules       []string     `json:"rules"`
	Weapons     []weaponView `json:"weapons"`
}

type weaponView struct {
	Name  string   `json:"name"`
	Count int      `json:"count"`
	Range string   `json:"range"`
	Shots string   `json:"shots"`
	Pen   string   `json:"pen"`
	Rules []string `json:"rules"`
}

func viewProfile(p *codec.Profile) *profileView {
	if p == nil {
		return nil
	}
	v := &profileView{
		DamageValue: fmt.Sprintf("%d+", p.Damage), Class: p.Class, Type: crewexp.MoveText(p.Move),
		Transport: int(p.Transport), Tow: list(crewexp.TowText(p.Tow)), Rules: list(p.Rules), Weapons: []weaponView{},
	}
	for _, w := range p.Weapons {
		v.Weapons = append(v.Weapons, weaponView{
			Name: w.Name, Count: int(w.Count), Range: crewexp.FormatRange(w.Range), Shots: crewexp.FormatShots(w.Shots),
			Pen: crewexp.FormatPen(w.Pen), Rules: list(w.Rules),
		})
	}
	return v
}

// list is ss, or an empty list for JSON's [] where it has none.
func list(ss []string) []string {
	if ss == nil {
		return []string{}
	}
	return ss
}

// profileText is what the back tells first of a vehicle with a profile:
// its rules, with what the front's header does not give of its class, and
// its movement, transport and tow; then each weapon with its range, shots,
// penetration and rules, as the book's entry lists them. The header gives
// the Damage Value, and the class where it is one of the game's.
func (v *CrewView) profileText() []layout.Item {
	p := v.Profile
	if p == nil {
		return nil
	}
	var parts []string
	if p.Class != "" && !slices.Contains(headerClasses, p.Class) {
		parts = append(parts, p.Class)
	}
	if p.Type != "" {
		parts = append(parts, p.Type)
	}
	if p.Transport > 0 {
		parts = append(parts, fmt.Sprintf("transports %d", p.Transport))
	}
	if len(p.Tow) > 0 {
		parts = append(parts, towText(p.Tow))
	}
	var items []layout.Item
	names := make([]string, len(p.Rules))
	for i, r := range p.Rules {
		names[i] = wrap.Whole(r) // "Medical Vehicle" on one line, where it fits one
	}
	first := layout.Item{Title: "Special rules", Body: strings.Join(names, ", ")}
	switch about := strings.Join(parts, ", "); {
	case first.Body == "":
		first.Title, first.Body = "Vehicle", about
	case about != "":
		first.Body += "; " + about
	}
	if first.Body != "" {
		first.Body += "."
		items = append(items, first)
	}
	for _, w := range p.Weapons {
		name := w.Name
		if w.Count > 1 {
			name = fmt.Sprintf("%d× %s", w.Count, name)
		}
		shots := "shots"
		if w.Shots == "1" {
			shots = "shot"
		}
		pen := "Pen\u00a0" + w.Pen
		switch w.Pen {
		case "-":
			pen = "no\u00a0Pen"
		case "HE":
			pen = "HE"
		}
		// A value stays on the line of its word: "5 shots", "Pen +7",
		// "Massive Damage −1". A range between two distances takes an en
		// dash ("24–60″"); an HE weapon whose rules give its HE size says
		// HE once ("Howitzer, HE (2″)").
		body := fmt.Sprintf("%s · %s\u00a0%s", rangeHyphen.ReplaceAllString(w.Range, "$1–$2"), w.Shots, shots)
		if w.Pen != "HE" || !slices.ContainsFunc(w.Rules, func(r string) bool { return strings.HasPrefix(r, "HE (") }) {
			body += " · " + pen
		}
		if len(w.Rules) > 0 {
			rules := make([]string, len(w.Rules))
			for i, r := range w.Rules {
				rules[i] = glueValue(r)
			}
			body += " · " + strings.Join(rules, ", ")
		}
		items = append(items, layout.Item{Title: name, Body: body + "."})
	}
	return items
}

// rangeHyphen finds the hyphen of a range between two distances ("12-72").
var rangeHyphen = regexp.MustCompile(`(\d)-(\d)`)

// glueValue joins a rule's last word to the word before it where that
// word is a value (a number, or one signed: "−1", "+2", "(3)"), so that
// a line never begins with it.
func glueValue(rule string) string {
	i := strings.LastIndexByte(rule, ' ')
	if i < 0 {
		return rule
	}
	if last := strings.TrimLeft(rule[i+1:], "+-−(×x"); last != "" && last[0] >= '0' && last[0] <= '9' {
		return rule[:i] + "\u00a0" + rule[i+1:]
	}
	return rule
}

// towText words what a vehicle tows: "tows any AT gun; up to a medium
// howitzer, light AA gun".
func towText(tow []string) string {
	var anyGun, upTo []string
	for _, t := range tow {
		if strings.HasPrefix(t, "any ") {
			anyGun = append(anyGun, t)
		} else {
			upTo = append(upTo, t)
		}
	}
	parts := []string{}
	if len(anyGun) > 0 {
		parts = append(parts, strings.Join(anyGun, ", "))
	}
	if len(upTo) > 0 {
		parts = append(parts, "up to a "+strings.Join(upTo, ", "))
	}
	return "tows " + strings.Join(parts, "; ")
}

// profileTexts lists the texts of a vehicle's profile that the card
// prints, with their keys: the class, the rules, and each weapon's name
// and rules. Each set changes a copy of the profile.
func profileTexts(p *codec.Profile) []keyText {
	if p == nil {
		return nil
	}
	edit := func(f func(p *codec.Profile, s string)) func(c *crewexp.Crew, s string) {
		return func(c *crewexp.Crew, s string) {
			q := cloneProfile(c.Profile)
			f(q, s)
			c.Profile = q
		}
	}
	out := []keyText{{"vehicle.class", p.Class, edit(func(p *codec.Profile, s string) { p.Class = s })}}
	for i, r := range p.Rules {
		out = append(out, keyText{fmt.Sprintf("vehicle.rules.%d", i), r, edit(func(p *codec.Profile, s string) { p.Rules[i] = s })})
	}
	for i, w := range p.Weapons {
		out = append(out, keyText{fmt.Sprintf("vehicle.weapon.%d.name", i), w.Name, edit(func(p *codec.Profile, s string) { p.Weapons[i].Name = s })})
		for j, r := range w.Rules {
			out = append(out, keyText{fmt.Sprintf("vehicle.weapon.%d.rules.%d", i, j), r, edit(func(p *codec.Profile, s string) { p.Weapons[i].Rules[j] = s })})
		}
	}
	return out
}

// cloneProfile copies a profile deep enough for profileTexts to change.
func cloneProfile(p *codec.Profile) *codec.Profile {
	q := *p
	q.Rules = slices.Clone(p.Rules)
	q.Weapons = slices.Clone(p.Weapons)
	for i := range q.Weapons {
		q.Weapons[i].Rules = slices.Clone(p.Weapons[i].Rules)
	}
	return &q
}
