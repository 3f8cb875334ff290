package sheet

import (
	"fmt"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
)

// rosterFixture is a roster shaped like the crews', units' and decks' one,
// with n rows cycling through the longest values each column takes (a
// 64-character name, a 33-character vehicle, three ratings, four-digit
// tallies); each row's code, "C" and seven digits, is its own.
func rosterFixture(n int) Roster {
	r := Roster{
		Title: "Roster",
		Cols: []RosterCol{{Head: "#", Num: true}, {Head: "Crew, unit or deck"}, {Head: "Vehicle, teams or cards"},
			{Head: "Kind"}, {Head: "Level", Num: true}, {Head: "Quality or ratings"}, {Head: "XP", Num: true},
			{Head: "XP to next roll", Num: true}, {Head: "Games", Num: true}, {Head: "Kills", Num: true},
			{Head: "Upgrades", Num: true}, {Head: "Code"}, {Head: "Points", Num: true}},
		Total:  []string{"", "Total: 250 crews, 250 units, 250 reference decks", "", "", "", "", "", "", "", "", "", "", "999999"},
		Footer: "footer",
	}
	values := [][]string{
		{"Mort-Homme (2ème DB)", "M4A2 Sherman", "Tank", "3", "Veteran", "33", "now", "6", "9", "5/5", "", "276"},
		{"Wittmann’s Lucky Thirteen of the schwere SS-Panzer-Abteilung 101", "Sd.Kfz. 251/1 Schützenpanzerwagen",
			"AT-gun transport", "6", "Inexperienced", "9999", "30", "9999", "9999", "8/8", "", "9999"},
		{"7.5cm Tank-Hunter Platoon", "12 teams", "FoW support unit", "", "Confident\u00a04+, Veteran\u00a03+, Careful\u00a04+",
			"", "", "", "", "", "", "1234 (FoW)"},
		{"Экипаж Колобанова", "КВ-1", "Unarmed vehicle", "1", "Regular", "0", "30", "0", "0", "0/3", "", "21"},
		{"Tank Duel: reference cards", "39 cards", "Deck", "", "", "", "", "", "", "", "", ""},
	}
	for i := range n {
		row := append([]string{fmt.Sprint(i + 1)}, values[i%len(values)]...)
		if row[11] = fmt.Sprintf("C%07d", i+1); i%len(values) == 4 {
			row[11] = "" // a deck has no code
		}
		r.Rows = append(r.Rows, row)
	}
	return r
}

// rosterPapers are the papers a roster must fit whole, at 6 pt or more,
// with nothing cut: the sheets as render imposes the default card on them.
var rosterPapers = []string{"a4", "letter", "a5"}

func rosterLayout(t *testing.T, paper string) impose.Layout {
	t.Helper()
	p, err := impose.ParsePaper(paper)
	if err != nil {
		t.Fatal(err)
	}
	l, err := impose.Impose(p, impose.Size{W: 69, H: 94}, impose.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestRosterColumnsHoldTheirText plans the fixture's table for each paper
// and checks its ops: the type is 6 pt or more, the columns fill the
// table's width, every text of a heading or a row lies inside one
// column's text box (the column less its pad and inset), none is cut
// short with "…", and the total's text runs on without reaching the points.
func TestRosterColumnsHoldTheirText(t *testing.T) {
	fs := layouttest.Fonts(t)
	reg, bold := fs.Face("regular"), fs.Face("bold")
	for _, paper := range rosterPapers {
		for _, n := range []int{5, 250} {
			t.Run(fmt.Sprintf("%s/%d rows", paper, n), func(t *testing.T) {
				r := rosterFixture(n)
				m, width := rosterFrame(rosterLayout(t, paper))
				tab := planRoster(fs, r, width)
				t.Logf("%.0f mm: %.1f pt, cells over at most %d lines", width, tab.size, tab.lines)
				if tab.size < 6 {
					t.Errorf("type size %.2f pt, want 6 pt or more", tab.size)
				}
				last := len(tab.w) - 1
				if right := tab.x[last] + tab.w[last]; right > width+1e-6 || right < width-1e-6 {
					t.Errorf("the columns end at %.2f mm, want the table's width %.2f mm", right, width)
				}
				head := make([]string, len(r.Cols))
				for i, c := range r.Cols {
					head[i] = c.Head
				}
				ops, _ := tab.line(bold, "bold", head, m, 0, true)
				for _, row := range r.Rows {
					more, _ := tab.line(reg, "regular", row, m, 0, false)
					ops = append(ops, more...)
				}
				for _, op := range ops {
					if strings.Contains(op.Text, "…") {
						t.Errorf("%q is cut short", op.Text)
					}
					x0, x1 := op.X-m, op.X-m+fs.Face(op.Font).Width(op.Text, op.Size)
					in := 0
					for i := range tab.w {
						if cx, cw := tab.text(i); x0 >= cx-1e-6 && x1 <= cx+cw+1e-6 {
							in++
						}
					}
					if in != 1 {
						t.Errorf("%q at %.2f–%.2f mm lies in %d columns' text, want 1", op.Text, x0, x1, in)
					}
				}
				total := tab.total(bold, r.Total, m, 0)
				if len(total) != 2 || strings.Contains(total[0].Text, "…") {
					t.Fatalf("total = %v, want its text whole and its points", total)
				}
				if end := total[0].X + bold.Width(total[0].Text, tab.size); end > total[1].X-tab.pad {
					t.Errorf("the total's text ends at %.2f mm, within a pad of its points at %.2f mm", end, total[1].X)
				}
			})
		}
	}
}

// TestRosterSheetsLongRoster sets 250 rows of the fixture on each paper:
// every code once and in order, nothing off the sheet, no text below 6 pt,
// none cut short, and the total on the last sheet only.
func TestRosterSheetsLongRoster(t *testing.T) {
	fs := layouttest.Fonts(t)
	for _, paper := range rosterPapers {
		t.Run(paper, func(t *testing.T) {
			l := rosterLayout(t, paper)
			r := rosterFixture(250)
			sheets := RosterSheets(fs, l, r)
			var codes []string
			for p, sh := range sheets {
				totals := 0
				for _, op := range sh.Ops {
					if op.Kind != layout.OpText {
						continue
					}
					if w := fs.Face(op.Font).Width(op.Text, op.Size); op.X < 0 || op.X+w > l.Sheet.W || op.Y > l.Sheet.H {
						t.Errorf("page %d: %q runs off the sheet", p+1, op.Text)
					}
					if op.Size < 6 {
						t.Errorf("page %d: %q at %.2f pt, want 6 pt or more", p+1, op.Text, op.Size)
					}
					if strings.Contains(op.Text, "…") {
						t.Errorf("page %d: %q is cut short", p+1, op.Text)
					}
					if len(op.Text) == 8 && op.Text[0] == 'C' && strings.Trim(op.Text[1:], "0123456789") == "" {
						codes = append(codes, op.Text)
					}
					if strings.HasPrefix(op.Text, "Total:") {
						totals++
					}
				}
				if want := map[bool]int{true: 1, false: 0}[p == len(sheets)-1]; totals != want {
					t.Errorf("page %d of %d has %d totals, want %d", p+1, len(sheets), totals, want)
				}
			}
			var want []string
			for _, row := range r.Rows {
				if row[11] != "" {
					want = append(want, row[11])
				}
			}
			if strings.Join(codes, " ") != strings.Join(want, " ") {
				t.Errorf("the sheets set %d codes, want the %d of the rows in order", len(codes), len(want))
			}
			t.Logf("%d sheets", len(sheets))
		})
	}
}

// TestCellLines: a cell that fits keeps one line; one that does not is
// broken at spaces, not at no-break spaces, into as few lines as fit and
// as even as can be; what is still too long ends in "…".
func TestCellLines(t *testing.T) {
	f := layouttest.Fonts(t).Face("regular")
	const size = 7
	w := func(s string) float64 { return f.Width(s, size)*layout.Slack + 0.01 }
	ratings := "Confident\u00a04+, Veteran\u00a03+, Careful\u00a04+"
	for _, tc := range []struct {
		name  string
		text  string
		width float64 // mm
		n     int
		split bool // break words too wide
		want  []string
	}{
		{"fits", "Tiger 131", w("Tiger 131"), 2, false, []string{"Tiger 131"}},
		{"even", "Ol’ Reliable of the Regiment", w("Ol’ Reliable of the"), 2, false, []string{"Ol’ Reliable of", "the Regiment"}},
		{"no-break spaces", ratings, w("Confident\u00a04+,"), 3, false, []string{"Confident\u00a04+,", "Veteran\u00a03+,", "Careful\u00a04+"}},
		{"too long", "one two three four five", w("one two"), 2, false, []string{"one two", "three…"}},
		{"long word", "Schützenpanzerwagen", w("Schützen"), 2, false, []string{"Schütz…"}},
		{"long word split", "Sd.Kfz. Schützenpanzerwagen", w("Schützenpanz-"), 6, true, []string{"Sd.Kfz.", "Schützenpanz-", "erwagen"}},
		{"long word split, too long", "Schützenpanzerwagen", w("Schütz-"), 2, true, []string{"Schütz-", "enpa…"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := cellLines(f, tc.text, size, tc.width, tc.n, tc.split)
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("cellLines(%q, %.2f mm, %d) = %q, want %q", tc.text, tc.width, tc.n, got, tc.want)
			}
			for _, line := range got {
				if lw := f.Width(line, size); lw > tc.width {
					t.Errorf("line %q is %.2f mm wide, more than %.2f mm", line, lw, tc.width)
				}
			}
		})
	}
}

// TestBalance: the narrowest widest line over at most so many lines, and
// where the lines break.
func TestBalance(t *testing.T) {
	for _, tc := range []struct {
		ws     []float64
		space  float64
		lines  int
		width  float64
		breaks []int
	}{
		{nil, 1, 2, 0, nil},
		{[]float64{3, 3, 3}, 1, 1, 11, nil},
		{[]float64{3, 3, 3}, 1, 2, 7, []int{2}},
		{[]float64{3, 3, 3}, 1, 3, 3, []int{1, 2}},
		{[]float64{3, 3, 3}, 1, 5, 3, []int{1, 2}},
		{[]float64{9, 1, 1, 1}, 1, 2, 9, []int{1}},
		{[]float64{1, 1, 1, 9}, 1, 2, 9, []int{3}},
	} {
		width, breaks := balance(tc.ws, tc.space, tc.lines)
		if width != tc.width || fmt.Sprint(breaks) != fmt.Sprint(tc.breaks) {
			t.Errorf("balance(%v, %v, %d) = %v, %v; want %v, %v", tc.ws, tc.space, tc.lines, width, breaks, tc.width, tc.breaks)
		}
	}
}
