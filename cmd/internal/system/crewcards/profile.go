package crewcards

import (
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/crewexp"
)

// profileText is what the back tells first of a vehicle with a profile:
// its Damage Value, movement, transport, tow and rules, then each weapon
// with its range, shots, penetration and rules, as the book's entry
// lists them.
func (v *CrewView) profileText() []layout.Item {
	p := v.profile
	if p == nil {
		return nil
	}
	dv := fmt.Sprintf("%d+", p.Damage)
	if p.Class != "" {
		dv += " (" + p.Class + ")"
	}
	parts := []string{dv}
	if m := crewexp.MoveText(p.Move); m != "" {
		parts = append(parts, m)
	}
	if p.Transport > 0 {
		parts = append(parts, fmt.Sprintf("transport %d", p.Transport))
	}
	if tow := crewexp.TowText(p.Tow); len(tow) > 0 {
		parts = append(parts, "tows up to "+strings.Join(tow, ", "))
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
		if w.Shots.N == 1 && w.Shots.Die == 0 {
			shots = "shot"
		}
		body := fmt.Sprintf("%s · %s %s · Pen %s", crewexp.FormatRange(w.Range), crewexp.FormatShots(w.Shots), shots, crewexp.FormatPen(w.Pen))
		if len(w.Rules) > 0 {
			body += " · " + strings.Join(w.Rules, ", ")
		}
		items = append(items, layout.Item{Title: name, Body: body + "."})
	}
	return items
}
