package system

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/layout/sheet"
)

// A Column is a column of the roster summary, against which a tournament
// organiser checks a force and its printed cards. Systems that fill the
// same column give it the same ID; each gives its own heading.
type Column struct {
	ID   string // "name", "points": the column's identity across systems
	Head string // the heading for the system's files: "Crew", "Unit"
	Num  bool   // the column holds numbers
	// Wide marks a column that only the printed roster shows, and serve's
	// list of files leaves out to stay narrow.
	Wide bool
}

// The IDs of the columns every system's roster has: the name first, which
// the total row names the files in, and the points last, which every run's
// roster keeps and the total closes.
const (
	NameColumn   = "name"
	PointsColumn = "points"
)

// rosterColumn is one column of a run's roster: its heading for each
// system, in the order of the systems.
type rosterColumn struct {
	id    string
	num   bool
	heads []string // by system, in the order of All; "" where a system lacks the column
}

// rosterColumns merges the columns of every system into one order: each
// system's own order kept, a column new to a system placed after the one
// it follows there, and the points last.
func rosterColumns(systems []System) []rosterColumn {
	var cols []rosterColumn
	at := func(id string) int {
		for i, c := range cols {
			if c.id == id {
				return i
			}
		}
		return -1
	}
	for k, s := range systems {
		after := -1
		for _, c := range s.Info().Roster {
			i := at(c.ID)
			if i < 0 {
				i = after + 1
				cols = slices.Insert(cols, i, rosterColumn{id: c.ID, num: c.Num, heads: make([]string, len(systems))})
			}
			cols[i].heads[k] = c.Head
			after = i
		}
	}
	if i := at(PointsColumn); i >= 0 {
		cols = append(append(cols[:i:i], cols[i+1:]...), cols[i])
	}
	return cols
}

// Roster is the summary table of a run: every file with its row, the parts
// of a file that holds others (a force's units) under it, grouped, then the
// total of the points of the files whose system totals them (points of
// different games are not summed, and a part's are its parent's). footer
// is the sheet's stamp.
func Roster(docs []Doc, footer string) sheet.Roster {
	es := withParts(docs)
	t := table(es, false)
	r := sheet.Roster{Cols: append([]sheet.RosterCol{{Head: "#", Num: true}}, t.cols...), Footer: footer}
	title, sum, points := rosterTitle(t.systems, t.kinds, t.total)
	r.Title = title
	n := 0
	for i, e := range es {
		if e.group != "" { // a group's heading row: its label in the name column
			head := make([]string, len(r.Cols))
			head[1] = e.group
			r.Rows = append(r.Rows, head)
		}
		num := "·"
		if !e.part {
			n++
			num = strconv.Itoa(n)
		}
		r.Rows = append(r.Rows, append([]string{num}, t.rows[i]...))
	}
	// The name column holds the sum; it runs on into the empty cells. The
	// points cell gives the total where the title does: a roster of units
	// alone has no crews' points to total.
	r.Total = make([]string, max(2, len(r.Cols)))
	r.Total[1] = sum
	if points {
		r.Total[len(r.Total)-1] = strconv.Itoa(t.total)
	}
	return r
}

// titleNames is how many files' names a run's title gives.
const titleNames = 3

// Title names what a run of docs holds, for its PDFs' document title: what
// the roster's title counts and the first files' names, such as
// "crewcard: 2 crews · Tiger 131, Cobra King".
func Title(docs []Doc) string {
	if len(docs) == 0 {
		return "crewcard"
	}
	systems := All()
	kinds := kindsOf(systems, withParts(docs)) // a force's units counted, as the roster does
	var counts, names []string
	for k, s := range systems {
		if kinds[k] > 0 {
			counts = append(counts, count(kinds[k], s.Info().Noun))
		}
	}
	for _, r := range table(files(docs[:min(len(docs), titleNames)]), true).rows { // the first files' names
		names = append(names, r[0])
	}
	s := "crewcard: " + strings.Join(counts, ", ") + " · " + strings.Join(names, ", ")
	if n := len(docs) - len(names); n > 0 {
		s += fmt.Sprintf(" and %d more", n)
	}
	return s
}

// Brief is the short table of docs that serve's list of files shows: the
// columns that no system marks Wide, with their headings, and a row of
// cells for each file.
func Brief(docs []Doc) ([]sheet.RosterCol, [][]string) {
	t := table(files(docs), true)
	return t.cols, t.rows
}

// entry is a row of the roster: a file's doc, or a part of one, whose
// points its parent's already count; group starts a group of parts.
type entry struct {
	doc   Doc
	part  bool
	group string
}

// files is docs as roster entries, without their parts.
func files(docs []Doc) []entry {
	out := make([]entry, len(docs))
	for i, d := range docs {
		out[i] = entry{doc: d}
	}
	return out
}

// withParts is docs as roster entries, each Parent's parts after it, with
// a group heading where the group changes.
func withParts(docs []Doc) []entry {
	var out []entry
	for _, d := range docs {
		out = append(out, entry{doc: d})
		p, ok := d.(Parent)
		if !ok {
			continue
		}
		group := ""
		for _, part := range p.Parts() {
			e := entry{doc: part.Doc, part: true}
			if part.Group != group {
				e.group, group = part.Group, part.Group
			}
			out = append(out, e)
		}
	}
	return out
}

// rosterTable is the body of the roster: its columns and rows, and what
// its title counts.
type rosterTable struct {
	systems []System
	kinds   []int // files of each system, the parts of a Parent counted for it
	total   int   // points of the totalling system's files
	cols    []sheet.RosterCol
	rows    [][]string
}

// table sets out the roster of entries (only the brief columns, if brief):
// a column that no row fills is left out, but for the name, always first,
// and the points, always last (Register holds every system to that).
func table(es []entry, brief bool) rosterTable {
	t := rosterTable{systems: All()}
	t.kinds = kindsOf(t.systems, es)
	cells := make([]map[string]string, len(es))
	for i, e := range es {
		info := e.doc.System().Info()
		row, pts := e.doc.Roster()
		if !e.part && info.Totals {
			t.total += pts
		}
		cells[i] = cellMap(info.Roster, row, brief)
	}
	t.rows = make([][]string, len(es))
	for _, c := range rosterColumns(t.systems) {
		filled := c.id == NameColumn || c.id == PointsColumn
		for i := range es {
			filled = filled || cells[i][c.id] != ""
		}
		if !filled {
			continue
		}
		t.cols = append(t.cols, sheet.RosterCol{Head: heading(c.heads, t.kinds), Num: c.num})
		for i := range es {
			t.rows[i] = append(t.rows[i], cells[i][c.id])
		}
	}
	return t
}

// kindsOf counts the entries of each of systems, in their order: the parts
// of a Parent for it, not the Parent (a force's units, not the force).
func kindsOf(systems []System, es []entry) []int {
	index := map[string]int{}
	for k, s := range systems {
		index[s.Info().Name] = k
	}
	kinds := make([]int, len(systems))
	for _, e := range es {
		if _, parent := e.doc.(Parent); !parent {
			kinds[index[e.doc.System().Info().Name]]++
		}
	}
	return kinds
}

// rosterTitle is the roster's title and the first cell of its total row:
// the files of each system present, and the total points after the
// totalling system's, where points says the title gives them. That system
// is named even without files only in a run of none at all ("0 crews, 0
// points"): "0 crews" over a roster of units would count what nobody
// printed.
func rosterTitle(systems []System, kinds []int, total int) (title, sum string, points bool) {
	title, sum = "Roster: ", "Total: "
	empty := !slices.ContainsFunc(kinds, func(n int) bool { return n > 0 })
	first := true
	for k, s := range systems {
		info := s.Info()
		if kinds[k] == 0 && !(info.Totals && empty) {
			continue
		}
		if !first {
			title += "; "
			sum += ", "
		}
		title += count(kinds[k], info.Noun)
		sum += count(kinds[k], info.Noun)
		if info.Totals && first {
			title += fmt.Sprintf(", %d points", total)
			points = true
		}
		first = false
	}
	return title, sum, points
}

// count is "1 crew", "3 crews".
func count(n int, noun [2]string) string {
	if n == 1 {
		return "1 " + noun[0]
	}
	return strconv.Itoa(n) + " " + noun[1]
}

// heading joins the different headings that the kinds of file present in
// a run give a column: "Crew", "Crew or unit", "Crew, unit or deck".
func heading(heads []string, kinds []int) string {
	var words []string
	for k, h := range heads {
		if kinds[k] > 0 && h != "" && !slices.ContainsFunc(words, func(w string) bool { return strings.EqualFold(w, h) }) {
			if len(words) > 0 {
				h = strings.ToLower(h)
			}
			words = append(words, h)
		}
	}
	switch n := len(words); n {
	case 0:
		for _, h := range heads {
			if h != "" {
				return h
			}
		}
		return ""
	case 1:
		return words[0]
	default:
		return strings.Join(words[:n-1], ", ") + " or " + words[n-1]
	}
}

// Cells is doc's row of the roster by column ID: "name", "what", "kind",
// "level", "xp", "points" and the others its system fills.
func Cells(doc Doc) map[string]string {
	row, _ := doc.Roster()
	return cellMap(doc.System().Info().Roster, row, false)
}

// cellMap maps the cells of a row to the IDs of cols, leaving out the
// columns marked Wide if brief.
func cellMap(cols []Column, row []string, brief bool) map[string]string {
	cells := map[string]string{}
	for j, c := range cols {
		if j < len(row) && !(brief && c.Wide) {
			cells[c.ID] = row[j]
		}
	}
	return cells
}
