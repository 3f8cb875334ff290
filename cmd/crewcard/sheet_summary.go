package main

import (
	"fmt"
	"strconv"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model/crewexp"
)

// summarySheets lays out the roster: every crew with its vehicle, kind,
// level and points, then the total, on as many sheets of l's paper as it
// needs (layout.RosterSheets). The first sheet also carries the 50 mm
// calibration square.
func summarySheets(fs *layout.FontSet, l impose.Layout, crews []*crewexp.Crew, command string) []layout.Sheet {
	return layout.RosterSheets(fs, l, roster(crews, command))
}

// roster builds the summary table of crews as plain text.
func roster(crews []*crewexp.Crew, command string) layout.Roster {
	rows := make([][6]string, 0, len(crews))
	total := 0
	for i, c := range crews {
		s := &c.State
		pts := s.TotalPoints()
		total += pts
		rows = append(rows, [6]string{strconv.Itoa(i + 1), c.Name, c.Vehicle, s.Kind.Label(), strconv.Itoa(s.Level().Level), strconv.Itoa(pts)})
	}
	return layout.Roster{
		Title:  fmt.Sprintf("Roster: %d crews, %d points", len(crews), total),
		Head:   [6]string{"#", "Crew", "Vehicle", "Kind", "Level", "Points"},
		Rows:   rows,
		Total:  [6]string{"", fmt.Sprintf("Total: %d crews", len(crews)), "", "", "", strconv.Itoa(total)},
		Footer: stampLabel(command),
	}
}
