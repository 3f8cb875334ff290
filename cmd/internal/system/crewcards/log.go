package crewcards

import "github.com/crewcard/crewcard/layout"

// logBlock is the back's log of the games to come: a ruled row for each
// game, to write in between prints what crewcard battle then records:
// the kills where they earn XP (X1), whether the crew survived (X2) and
// the XP earned. Two rows at least, where the room holds them; the
// template adds rows while they fit (fill_rows).
func (v *CrewView) logBlock() layout.Block {
	head, row := []string{"Game and opponent", "Kills", "Survived", "XP"}, []string{"", "", layout.TickCell, ""}
	if !v.kind.EarnsKills() { // no kill XP (C3): no column for kills
		head, row = []string{"Game and opponent", "Survived", "XP"}, []string{"", layout.TickCell, ""}
	}
	return layout.Block{Ruled: true, Table: [][]string{head, row, row}}
}
