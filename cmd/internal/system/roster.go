package system

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/layout"
)

// RosterRow is a file's line of the roster summary, against which a
// tournament organiser checks a force and its printed cards. A value the
// file's system lacks stays "".
type RosterRow struct {
	Name     string // the crew's name, the unit's name or the deck's title
	What     string // the crew's vehicle, the unit's teams or the deck's cards
	Kind     string // the vehicle's kind, the unit's role or "Deck"
	Level    string // the crew's level
	Rating   string // the crew's quality; the unit's motivation, skill and is-hit-on ratings
	XP       string // the crew's unspent XP
	NextRoll string // the XP the crew still needs before its next skill roll, or "now"
	Games    string // games played
	Kills    string // enemy units destroyed
	Upgrades string // upgrades held and upgrade slots, "1/2"
	Code     string // the short code printed under the card's QR code
	Points   string // points as the roster prints them
}

// rosterKinds are the kinds of file a roster counts, in the order its
// headings and totals name them.
var rosterKinds = []string{"crew", "unit", "reference deck"}

// rosterColumns are the roster's columns after the row number: the heading
// each kind of file (in rosterKinds order) gives the column, whether it
// holds numbers, and the cell. A column that no file of the run fills is
// left out; the last, the points, never is: the total closes it.
var rosterColumns = []struct {
	head [3]string
	num  bool
	cell func(*RosterRow) string
}{
	{[3]string{"Crew", "Unit", "Deck"}, false, func(r *RosterRow) string { return r.Name }},
	{[3]string{"Vehicle", "Teams", "Cards"}, false, func(r *RosterRow) string { return r.What }},
	{[3]string{"Kind", "Kind", "Kind"}, false, func(r *RosterRow) string { return r.Kind }},
	{[3]string{"Level"}, true, func(r *RosterRow) string { return r.Level }},
	{[3]string{"Quality", "Ratings"}, false, func(r *RosterRow) string { return r.Rating }},
	{[3]string{"XP"}, true, func(r *RosterRow) string { return r.XP }},
	{[3]string{"XP to next roll"}, true, func(r *RosterRow) string { return r.NextRoll }},
	{[3]string{"Games"}, true, func(r *RosterRow) string { return r.Games }},
	{[3]string{"Kills"}, true, func(r *RosterRow) string { return r.Kills }},
	{[3]string{"Upgrades"}, true, func(r *RosterRow) string { return r.Upgrades }},
	{[3]string{"Code", "Code"}, false, func(r *RosterRow) string { return r.Code }},
	{[3]string{"Points", "Points", "Points"}, true, func(r *RosterRow) string { return r.Points }},
}

// Roster is the summary table of a run: every file with its row, then the
// total of the crews' points (other games' points are not summed with
// them). footer is the sheet's stamp.
func Roster(docs []Doc, footer string) layout.Roster {
	rows := make([]RosterRow, 0, len(docs))
	total := 0
	kinds := map[string]int{}
	for _, d := range docs {
		row, pts := d.Roster()
		switch d.(type) {
		case *crewDoc:
			total += pts
			kinds["crew"]++
		case *unitDoc:
			kinds["unit"]++
		default:
			kinds["reference deck"]++
		}
		rows = append(rows, row)
	}
	r := layout.Roster{Cols: []layout.RosterCol{{Head: "#", Num: true}}, Footer: footer}
	r.Title = fmt.Sprintf("Roster: %s, %d points", count(kinds["crew"], "crew"), total)
	sum := "Total: " + count(kinds["crew"], "crew")
	for _, k := range rosterKinds[1:] {
		if kinds[k] > 0 {
			r.Title += "; " + count(kinds[k], k)
			sum += ", " + count(kinds[k], k)
		}
	}
	r.Rows = make([][]string, len(rows))
	for i := range rows {
		r.Rows[i] = []string{strconv.Itoa(i + 1)}
	}
	r.Total = []string{""}
	for j, c := range rosterColumns {
		cells := make([]string, len(rows))
		filled := j == len(rosterColumns)-1
		for i := range rows {
			cells[i] = c.cell(&rows[i])
			filled = filled || cells[i] != ""
		}
		if !filled {
			continue
		}
		r.Cols = append(r.Cols, layout.RosterCol{Head: heading(c.head, kinds), Num: c.num})
		for i := range rows {
			r.Rows[i] = append(r.Rows[i], cells[i])
		}
		r.Total = append(r.Total, "")
	}
	r.Total[1] = sum // the name column's; it runs on into the empty cells
	r.Total[len(r.Total)-1] = strconv.Itoa(total)
	return r
}

// heading joins the different headings that the kinds of file present in
// a run give a column: "Crew", "Crew or unit", "Crew, unit or deck".
func heading(heads [3]string, kinds map[string]int) string {
	var words []string
	for i, k := range rosterKinds {
		h := heads[i]
		if kinds[k] > 0 && h != "" && !slices.ContainsFunc(words, func(w string) bool { return strings.EqualFold(w, h) }) {
			if len(words) > 0 {
				h = strings.ToLower(h)
			}
			words = append(words, h)
		}
	}
	switch n := len(words); n {
	case 0:
		return heads[0]
	case 1:
		return words[0]
	default:
		return strings.Join(words[:n-1], ", ") + " or " + words[n-1]
	}
}
