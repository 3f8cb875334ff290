package main

import (
	"fmt"
	"strconv"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/crewexp"
)

// xpTrackBoxes is the number of pencil boxes for the XP earned in a game.
const xpTrackBoxes = 10

// cardView turns a validated crew into the plain values the templates bind
// to. Skills are listed per role in table order and upgrades in catalogue
// order, so that a decoded card prints exactly the same.
func cardView(c *crewexp.Crew, link, code string) layout.View {
	s := &c.State
	lvl := s.Level()
	v := layout.View{
		Text: map[string]string{
			"name":       c.Name,
			"vehicle":    c.Vehicle,
			"nation":     c.Nation,
			"kind":       s.Kind.Label(),
			"points":     fmt.Sprintf("%d pts", s.TotalPoints()),
			"level":      strconv.Itoa(lvl.Level),
			"quality":    string(lvl.Quality),
			"morale":     strconv.Itoa(lvl.Morale),
			"slots":      fmt.Sprintf("%d/%d", len(s.Upgrades), lvl.Slots),
			"xp":         strconv.Itoa(s.XP),
			"xp_next":    strconv.Itoa(s.XPToNextRoll()),
			"code":       code,
			"revision":   fmt.Sprintf("rev %d", s.Games),
			"flags":      flags(s),
			"tallies":    fmt.Sprintf("Games %d · Kills %d · XP earned %d", s.Games, s.Kills, s.XPEarned),
			"back_title": c.Name,
		},
		Lists: map[string][]layout.Item{},
		Grids: map[string][]layout.Row{},
		Marks: map[string]int{"xp_track": xpTrackBoxes},
		QR:    link,
	}
	present := s.Roles() & s.Kind.Roles()
	var crew []layout.Row
	var skillText []layout.Item
	for _, r := range crewexp.Roles {
		row := layout.Row{Label: r.Label(), Absent: !present.Has(r)}
		for _, sk := range crewexp.TableOf(r) {
			if !s.Has(sk.ID) {
				continue
			}
			basic := isBasic(s, sk.ID)
			row.Cells = append(row.Cells, sk.Name)
			row.Alt = append(row.Alt, sk.Short())
			row.Marked = append(row.Marked, basic)
			title := sk.Name + " (" + r.Label() + ")"
			if basic {
				title += " · basic"
			}
			skillText = append(skillText, layout.Item{Title: title, Body: sk.Text})
		}
		crew = append(crew, row)
	}
	v.Grids["crew"] = crew
	v.Lists["skills_text"] = skillText
	var ups, upText []layout.Item
	for _, u := range crewexp.Upgrades() {
		if !hasUpgrade(s, u.ID) {
			continue
		}
		ups = append(ups, layout.Item{Icon: u.Icon, Title: u.Name})
		upText = append(upText, layout.Item{Icon: u.Icon, Title: fmt.Sprintf("%s (level %d, %d pts)", u.Name, u.Level, u.Cost), Body: u.Text})
	}
	v.Lists["upgrades"] = ups
	v.Lists["upgrades_text"] = upText
	v.Lists["back_text"] = append(append([]layout.Item(nil), skillText...), upText...)
	return v
}

func flags(s *crewexp.State) string {
	if s.Slow() {
		return "Slow"
	}
	return ""
}

func isBasic(s *crewexp.State, id crewexp.SkillID) bool {
	for _, h := range s.Skills {
		if h.ID == id {
			return h.Basic
		}
	}
	return false
}

func hasUpgrade(s *crewexp.State, id crewexp.UpgradeID) bool {
	for _, u := range s.Upgrades {
		if u == id {
			return true
		}
	}
	return false
}
