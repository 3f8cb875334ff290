package system_test

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/gen"
	_ "github.com/crewcard/crewcard/cmd/internal/systems" // every game system
	"github.com/crewcard/crewcard/fonts"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/sheet"
	"github.com/crewcard/crewcard/model/saved"
)

// rosterDoc checks a sample, or the built-in crew-experience deck for "deck".
func rosterDoc(t *testing.T, name string) system.Doc {
	t.Helper()
	src, ok := []byte(nil), true
	if name == "deck" {
		src, ok = system.Builtin(crewcards.DeckID)
	} else {
		src = sample(t, name)
	}
	doc, errs := system.Check(name, src)
	if !ok || errs.Err() != nil {
		t.Fatalf("%s: %v", name, errs)
	}
	return doc
}

// TestRosterRows: a crew's row gives its numbers, a unit's its ratings
// (each held together by a no-break space), a deck's its card count, and
// a crew's or unit's the short code its card prints under the QR code.
func TestRosterRows(t *testing.T) {
	for _, tc := range []struct {
		file   string
		want   []string
		points int
	}{
		{"veteran-campaign-sherman.toml", []string{"Mort-Homme (2ème DB)", "M4A2 Sherman", "Tank", "3",
			"Veteran", "33", "now", "6", "9", "5/5", "CODE", "276"}, 276},
		{"transport-halftrack.toml", []string{"Road Runner", "M3 Half-track", "Transport", "1",
			"Inexperienced", "25", "5", "1", "1", "0/3", "CODE", "87"}, 87},
		{"fow-tiger-tank-unit.toml", []string{"Tiger Tank Platoon", "4 teams", "FoW combat unit",
			"Confident\u00a04+, Veteran\u00a03+, Careful\u00a04+", "CODE", "48 (FoW)"}, 48},
		{"deck", []string{"Crew Experience · reference", "CARDS", "Deck", ""}, 0},
	} {
		t.Run(tc.file, func(t *testing.T) {
			doc := rosterDoc(t, tc.file)
			_, code, err := doc.Link(saved.DefaultBase)
			if err != nil {
				t.Fatal(err)
			}
			if want := code != ""; want != (tc.file != "deck") || (want && len(code) != 8) {
				t.Fatalf("Link gives code %q", code)
			}
			for i, c := range tc.want {
				tc.want[i] = strings.NewReplacer("CODE", code, "CARDS", fmt.Sprintf("%d cards", doc.Cards())).Replace(c)
			}
			if row, pts := doc.Roster(); !slices.Equal(row, tc.want) || pts != tc.points {
				t.Errorf("Roster() = %+v, %d\nwant      %+v, %d", row, pts, tc.want, tc.points)
			}
		})
	}
}

// TestRosterColumns: the headings name what the run's kinds of file hold,
// columns no file fills are left out (the points never), every row has a
// cell for each column, and the total closes the name and points columns.
func TestRosterColumns(t *testing.T) {
	crew, unit, deck := "regular-tiger.toml", "fow-tiger-tank-unit.toml", "deck"
	numbers := []string{"XP", "XP to next roll", "Games", "Kills", "Upgrades"}
	for _, tc := range []struct {
		files []string
		heads []string
		title string
		total string
	}{
		{[]string{crew, crew}, slices.Concat([]string{"#", "Crew", "Vehicle", "Kind", "Level", "Quality"}, numbers, []string{"Code", "Points"}),
			"Roster: 2 crews, 600 points", "Total: 2 crews"},
		{[]string{unit}, []string{"#", "Unit", "Teams", "Kind", "Ratings", "Code", "Points"},
			"Roster: 1 unit", "Total: 1 unit"},
		{[]string{deck}, []string{"#", "Deck", "Cards", "Kind", "Points"},
			"Roster: 1 reference deck", "Total: 1 reference deck"},
		{[]string{crew, unit, deck}, slices.Concat([]string{"#", "Crew, unit or deck", "Vehicle, teams or cards", "Kind", "Level", "Quality or ratings"},
			numbers, []string{"Code", "Points"}), "Roster: 1 crew, 300 points; 1 unit; 1 reference deck", "Total: 1 crew, 1 unit, 1 reference deck"},
	} {
		t.Run(strings.Join(tc.files, "+"), func(t *testing.T) {
			var docs []system.Doc
			for _, f := range tc.files {
				docs = append(docs, rosterDoc(t, f))
			}
			r := system.Roster(docs, "footer")
			var heads []string
			for _, c := range r.Cols {
				heads = append(heads, c.Head)
			}
			if !slices.Equal(heads, tc.heads) {
				t.Errorf("headings %q,\nwant     %q", heads, tc.heads)
			}
			for i, row := range r.Rows {
				if len(row) != len(r.Cols) || row[0] != strconv.Itoa(i+1) {
					t.Errorf("row %d = %q, want %d cells from its number", i+1, row, len(r.Cols))
				}
			}
			if r.Title != tc.title {
				t.Errorf("title %q, want %q", r.Title, tc.title)
			}
			points := "" // no crew, no crews' points to total
			if strings.Contains(tc.title, "crew") {
				points = strconv.Itoa(pointsOf(docs))
			}
			if len(r.Total) != len(r.Cols) || r.Total[1] != tc.total || r.Total[len(r.Total)-1] != points {
				t.Errorf("total %q, want %q in the name column", r.Total, tc.total)
			}
		})
	}
}

// pointsOf adds up the crews' points.
func pointsOf(docs []system.Doc) int {
	total := 0
	for _, d := range docs {
		if d.System().Info().Totals {
			_, pts := d.Roster()
			total += pts
		}
	}
	return total
}

// TestRosterGeneratedCrews sets the roster of 200 generated crews (long
// and non-Latin names, every kind and level) on A4, Letter and A5 as
// render imposes them: it continues over several sheets, every crew's
// code is set once and in order, no text is below 6 pt, cut short with
// "…" or off the sheet, and the last sheet ends with the total.
func TestRosterGeneratedCrews(t *testing.T) {
	files, err := gen.Crews(200, 1)
	if err != nil {
		t.Fatal(err)
	}
	var docs []system.Doc
	var codes []string
	for i, src := range files {
		doc, errs := system.Check(fmt.Sprintf("crew-%d.toml", i+1), src)
		if errs.Err() != nil {
			t.Fatal(errs)
		}
		_, code, err := doc.Link(saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		docs, codes = append(docs, doc), append(codes, code)
	}
	r := system.Roster(docs, "footer")
	fs, err := font.NewSet(fonts.Regular, fonts.Bold)
	if err != nil {
		t.Fatal(err)
	}
	for _, paper := range []string{"a4", "letter", "a5"} {
		t.Run(paper, func(t *testing.T) {
			size, _ := impose.ParsePaper(paper)
			l, err := impose.Impose(size, impose.Size{W: 69, H: 94}, impose.DefaultOptions())
			if err != nil {
				t.Fatal(err)
			}
			sheets := sheet.RosterSheets(fs, l, r)
			t.Logf("%d sheets of %.0f × %.0f mm", len(sheets), l.Sheet.W, l.Sheet.H)
			if len(sheets) < 2 {
				t.Errorf("200 crews on %d sheet, want a roster that continues", len(sheets))
			}
			var got []string
			for p, sh := range sheets {
				for _, op := range sh.Ops {
					if op.Kind != layout.OpText {
						continue
					}
					w := fs.Face(op.Font).Width(op.Text, op.Size)
					switch {
					case op.Size < 6:
						t.Errorf("page %d: %q at %.2f pt, want 6 pt or more", p+1, op.Text, op.Size)
					case strings.Contains(op.Text, "…"):
						t.Errorf("page %d: %q is cut short", p+1, op.Text)
					case op.X < 0 || op.X+w > l.Sheet.W || op.Y < 0 || op.Y > l.Sheet.H:
						t.Errorf("page %d: %q runs off the sheet", p+1, op.Text)
					}
					if slices.Contains(codes, op.Text) {
						got = append(got, op.Text)
					}
				}
			}
			if !slices.Equal(got, codes) {
				t.Errorf("the sheets set %d codes, want the %d crews' in order", len(got), len(codes))
			}
			last := sheets[len(sheets)-1].Ops
			if !slices.ContainsFunc(last, func(op layout.Op) bool { return op.Text == "Total: 200 crews" }) {
				t.Errorf("the last sheet has no total")
			}
		})
	}
}
