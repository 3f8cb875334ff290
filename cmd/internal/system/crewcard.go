package system

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/crewexp"
)

// crewSlots is the one list of the crew card's slots: every slot that the
// card view fills, which the templates bind to by name, with the crew-file
// key its text comes from where a player can shorten or change it (a layout
// failure in that slot is reported at the key), or "" for derived values.
// A test holds the view, this table and the built-in templates together.
var crewSlots = map[string]string{
	"name": "crew.name", "back_title": "crew.name", "vehicle": "vehicle.name", "nation": "vehicle.nation",
	"kind": "", "points": "", "level": "", "quality": "", "morale": "", "slots": "", "xp": "",
	"xp_next": "", "code": "", "revision": "", "flags": "", "tallies": "",
	"crew": "", "skills_text": "", "upgrades": "", "upgrades_text": "", "back_text": "", "xp_track": "",
}

// xpTrackBoxes is the number of pencil boxes for the XP earned in a game.
const xpTrackBoxes = 10

// card binds the crew card's slots to the crew's values. Skills are listed
// per role in table order and upgrades in catalogue order (both the order
// of their registry IDs), so that a decoded card prints exactly the same.
func (v *CrewView) card(link, code string) layout.View {
	flags := ""
	if v.Slow {
		flags = "Slow"
	}
	out := layout.View{
		Text: map[string]string{
			"name":       v.Name,
			"vehicle":    v.Vehicle,
			"nation":     v.Nation,
			"kind":       v.KindLabel,
			"points":     fmt.Sprintf("%d pts", v.Points.Total),
			"level":      strconv.Itoa(v.Level),
			"quality":    v.Quality,
			"morale":     strconv.Itoa(v.Morale),
			"slots":      fmt.Sprintf("%d/%d", v.Slots.Used, v.Slots.Allowed),
			"xp":         strconv.Itoa(v.XP),
			"xp_next":    strconv.Itoa(v.XPToNextRoll),
			"code":       code,
			"revision":   fmt.Sprintf("rev %d", v.Games),
			"flags":      flags,
			"tallies":    fmt.Sprintf("Games %d · Kills %d · XP earned %d", v.Games, v.Kills, v.XPEarned),
			"back_title": v.Name,
		},
		Lists: map[string][]layout.Item{},
		Grids: map[string][]layout.Row{},
		Marks: map[string]int{"xp_track": xpTrackBoxes},
		QR:    link,
	}
	var crew []layout.Row
	var skillText []layout.Item
	for _, r := range v.Roles {
		row := layout.Row{Label: r.Label, Absent: !r.Present}
		held := slices.SortedFunc(slices.Values(r.Skills), func(a, b skillView) int { return a.ID - b.ID })
		for _, h := range held {
			sk, _ := crewexp.SkillByID(crewexp.SkillID(h.ID))
			row.Cells = append(row.Cells, sk.Name)
			row.Alt = append(row.Alt, sk.Short())
			row.Marked = append(row.Marked, h.Basic)
			title := sk.Name + " (" + r.Label + ")"
			if h.Basic {
				title += " · basic"
			}
			skillText = append(skillText, layout.Item{Title: title, Body: sk.Text})
		}
		crew = append(crew, row)
	}
	out.Grids["crew"] = crew
	out.Lists["skills_text"] = skillText
	var ups, upText []layout.Item
	for _, uv := range slices.SortedFunc(slices.Values(v.Upgrades), func(a, b upView) int { return a.ID - b.ID }) {
		u, _ := crewexp.UpgradeByID(crewexp.UpgradeID(uv.ID))
		ups = append(ups, layout.Item{Icon: u.Icon, Title: u.Name})
		upText = append(upText, layout.Item{Icon: u.Icon, Title: fmt.Sprintf("%s (level %d, %d pts)", u.Name, u.Level, u.Cost), Body: u.Text})
	}
	out.Lists["upgrades"] = ups
	out.Lists["upgrades_text"] = upText
	out.Lists["back_text"] = append(append([]layout.Item(nil), skillText...), upText...)
	return out
}
