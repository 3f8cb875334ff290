package crewcards

import "github.com/crewcard/crewcard/layout"

// logBlock is the back's log of the games to come: a ruled row for each
// game, to write in between prints what crewcard battle then records,
// the kills (their points, X1) and whether the crew survived (X2) where
// they earn XP. The template adds rows while they fit (fill_rows).
func (v *CrewView) logBlock() layout.Block {
	head, row := []string{"Game and opponent", "Kills (points)", "Survived", "XP earned"}, []string{"", "", layout.TickCell, ""}
	if !v.kind.EarnsKills() { // no kill XP (C3): no column for kills
		head, row = []string{"Game and opponent", "Survived", "XP earned"}, []string{"", layout.TickCell, ""}
	}
	return layout.Block{Ruled: true, Table: [][]string{head, row}}
}
