package crewcards

import (
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/layout"
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
// its Damage Value, movement, transport, tow and rules, then each weapon
// with its range, shots, penetration and rules, as the book's entry
// lists them.
func (v *CrewView) profileText() []layout.Item {
	p := v.Profile
	if p == nil {
		return nil
	}
	dv := p.DamageValue
	if p.Class != "" {
		dv += " (" + p.Class + ")"
	}
	parts := []string{dv}
	if p.Type != "" {
		parts = append(parts, p.Type)
	}
	if p.Transport > 0 {
		parts = append(parts, fmt.Sprintf("transports %d", p.Transport))
	}
	if len(p.Tow) > 0 {
		parts = append(parts, "tows up to a "+strings.Join(p.Tow, ", a "))
	}
	if len(p.Rules) > 0 {
		parts = append(parts, strings.Join(p.Rules, ", "))
	}
	items := []layout.Item{{Title: "Damage Value", Body: strings.Join(parts, " · ") + "."}}
	for _, w := range p.Weapons {
		name := w.Name
		if w.Count > 1 {
			name = fmt.Sprintf("%d× %s", w.Count, name)
		}
		shots := "shots"
		if w.Shots == "1" {
			shots = "shot"
		}
		pen := "Pen " + w.Pen
		if w.Pen == "-" {
			pen = "no Pen"
		}
		body := fmt.Sprintf("%s · %s %s · %s", w.Range, w.Shots, shots, pen)
		if len(w.Rules) > 0 {
			body += " · " + strings.Join(w.Rules, ", ")
		}
		items = append(items, layout.Item{Title: name, Body: body + "."})
	}
	return items
}
