package layout_test

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/scale"
)

// flowTemplate is a card whose blocks flow from a short box on the first
// card into a tall one on the next, with flow as given.
func flowTemplate(t *testing.T, flow bool) *layout.Template {
	t.Helper()
	src := fmt.Sprintf(`name = "flow"
width = 69.0
height = 94.0
safe = 3.5
[[widget]]
kind = "blocks"
bind = "teams"
x = 3.5
y = 10.0
w = 62.0
h = 45.0
size = 7.0
min = 6.0
tick = 2.5
flow = %[1]v
[[widget]]
kind = "blocks"
bind = "teams"
x = 3.5
y = 10.0
w = 62.0
h = 80.0
size = 7.0
min = 6.0
tick = 2.5
flow = %[1]v
continued = true
`, flow)
	return checkedTemplate(t, src)
}

func teamBlock(i, boxes int) layout.Block {
	return layout.Block{
		Heading: fmt.Sprintf("Team %d", i),
		Table:   [][]string{{"Save", "Tactical", "Cross"}, {"3+", `8"/20cm`, "AUTO"}},
		Tables:  [][][]string{{{"Weapon", "Range", "AT"}, {"Rifle", `16"/40cm`, "2"}, {"MG", `16"/40cm`, "2"}}},
		Ticks:   []layout.Ticks{{Label: "Destroyed", N: boxes}},
	}
}

// TestBlocksFlow checks that blocks a flowing widget cannot hold continue,
// whole and in order, on the next card at the size the first card used,
// and that without flow they are refused, never clipped.
func TestBlocksFlow(t *testing.T) {
	var blocks []layout.Block
	for i := 1; i <= 4; i++ {
		blocks = append(blocks, teamBlock(i, 4))
	}
	v := layout.View{Blocks: map[string][]layout.Block{"teams": blocks}}
	pages, err := layout.Plan(flowTemplate(t, true), v, layout.Options{Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) != 2 {
		t.Fatalf("%d cards, want 2", len(pages))
	}
	var order []string
	sizes := map[float64]bool{}
	for _, pg := range pages {
		for _, op := range pg.Ops {
			if op.Kind == layout.OpText && strings.HasPrefix(op.Text, "Team") {
				order = append(order, fmt.Sprintf("%d:%s", pg.Part, strings.TrimSpace(strings.TrimPrefix(op.Text, "Team"))))
			}
			if op.Kind == layout.OpText {
				sizes[op.Size] = true
			}
			if op.Y > 10+80+1e-6 && pg.Part == 2 || op.Y > 10+45+1e-6 && pg.Part == 1 {
				t.Errorf("card %d: %v %q reaches %.2f mm, past its box", pg.Part, op.Kind, op.Text, op.Y+op.H)
			}
		}
	}
	if got := strings.Join(order, " "); !strings.HasPrefix(got, "1:1") || !strings.HasSuffix(got, "2:4") || strings.Count(got, " ") != 3 {
		t.Errorf("blocks in order %q, want 1 to 4, the first on card 1 and the last on card 2", got)
	}
	if len(sizes) != 1 {
		t.Errorf("the blocks are set at %d sizes across the cards, want one", len(sizes))
	}
	_, err = layout.Plan(flowTemplate(t, false), v, layout.Options{Fonts: testFonts(t)})
	var fe *layout.FitError
	if !errors.As(err, &fe) {
		t.Errorf("without flow: %v, want a FitError", err)
	}
}

// TestBlockTicks checks that a block's tick row draws every box at the
// widget's tick size, wrapping inside the widget.
func TestBlockTicks(t *testing.T) {
	v := layout.View{Blocks: map[string][]layout.Block{"teams": {teamBlock(1, 40)}}}
	pages, err := layout.Plan(flowTemplate(t, true), v, layout.Options{Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	boxes := 0
	for _, pg := range pages {
		for _, op := range pg.Ops {
			if op.Kind != layout.OpRect {
				continue
			}
			boxes++
			if op.W != 2.5 || op.H != 2.5 {
				t.Errorf("tick box %.2f × %.2f mm, want 2.5", op.W, op.H)
			}
			if op.X < 3.5-1e-9 || op.X+op.W > 65.5+1e-9 {
				t.Errorf("tick box at x %.2f–%.2f mm, outside the widget", op.X, op.X+op.W)
			}
		}
	}
	if boxes != 40 {
		t.Errorf("%d tick boxes, want 40", boxes)
	}
}

// TestFlowNeedsContinuation checks that a template whose flowing widget has
// no partner on continuation cards is refused.
func TestFlowNeedsContinuation(t *testing.T) {
	tp := flowTemplate(t, true)
	tp.Widgets = tp.Widgets[:1]
	if p := checkProblems(tp); len(p) == 0 || !strings.Contains(strings.Join(p, " "), "flow") {
		t.Errorf("a flowing widget with nothing to flow into: %v, want a problem at flow", p)
	}
}

// TestWidgetIf checks that a widget with if is drawn only on views that
// fill the slot it names.
func TestWidgetIf(t *testing.T) {
	var tp layout.Template
	src := `name = "if"
width = 69.0
height = 94.0
[[widget]]
kind = "text"
text = "Code on the back"
if = "code_back"
x = 5.0
y = 5.0
w = 40.0
h = 5.0
size = 7.0
`
	if _, err := toml.Decode(src, &tp); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		set  string
		want int
	}{{"", 0}, {"yes", 1}} {
		v := layout.View{Text: map[string]string{"code_back": c.set}}
		pages, err := layout.Plan(&tp, v, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, op := range pages[0].Ops {
			if op.Kind == layout.OpText {
				n++
			}
		}
		if (n > 0) != (c.want > 0) {
			t.Errorf("slot set to %q: %d texts drawn, want %d", c.set, n, c.want)
		}
	}
}

// TestBlockTicksBesideHeading checks that a tick row that fits beside the
// block's one-line heading goes there, right-aligned, and costs no line.
func TestBlockTicksBesideHeading(t *testing.T) {
	b := teamBlock(1, 4)
	v := layout.View{Blocks: map[string][]layout.Block{"teams": {b}}}
	pages, err := layout.Plan(flowTemplate(t, true), v, layout.Options{Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	var head layout.Op
	var boxes []layout.Op
	for _, op := range pages[0].Ops {
		switch {
		case op.Kind == layout.OpText && strings.HasPrefix(op.Text, "Team"):
			head = op
		case op.Kind == layout.OpRect:
			boxes = append(boxes, op)
		}
	}
	if len(boxes) != 4 {
		t.Fatalf("%d boxes, want 4", len(boxes))
	}
	last := boxes[len(boxes)-1]
	if right := last.X + last.W; right < 65.5-0.01 || right > 65.5+1e-6 {
		t.Errorf("the last box ends at %.2f mm, want the widget's right edge, 65.5", right)
	}
	if mid := last.Y + last.H/2; mid < head.Y-3 || mid > head.Y+1 {
		t.Errorf("the boxes' middle at %.2f mm is not on the heading's line (baseline %.2f)", mid, head.Y)
	}
}

// TestTickRowsShareALine checks that two tick rows too long to sit beside
// the heading share one line below it when they fit across the widget.
func TestTickRowsShareALine(t *testing.T) {
	b := teamBlock(1, 5)
	b.Heading = "Team 1 with a heading long enough to leave no room for boxes"
	b.Ticks = []layout.Ticks{{Label: "Bailed Out", N: 5}, {Label: "Destroyed", N: 5}}
	v := layout.View{Blocks: map[string][]layout.Block{"teams": {b}}}
	pages, err := layout.Plan(flowTemplate(t, true), v, layout.Options{Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	rows := map[float64]int{}
	for _, op := range pages[0].Ops {
		if op.Kind == layout.OpRect {
			rows[op.Y]++
		}
	}
	if len(rows) != 1 {
		t.Errorf("the 10 boxes sit on %d lines (%v), want one", len(rows), rows)
	}
}

// TestBlocksSpill checks that the blocks a short column cannot hold go on,
// on the same card, at the end of the widget it spills into, and that a
// template whose spill names no later flowing widget is refused.
func TestBlocksSpill(t *testing.T) {
	tp := spillTemplate(t)
	foot := spillFoot()
	v := layout.View{Blocks: map[string][]layout.Block{"foot": foot, "teams": {teamBlock(1, 3)}}}
	pages, err := layout.Plan(tp, v, layout.Options{Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) != 1 {
		t.Fatalf("%d cards, want 1", len(pages))
	}
	var last, team float64
	for _, op := range pages[0].Ops {
		switch {
		case op.Kind == layout.OpText && strings.TrimSpace(op.Text) == "Last":
			last = op.Y
		case op.Kind == layout.OpText && strings.HasPrefix(op.Text, "Team"):
			team = op.Y
		}
	}
	if last <= team || last > 65 {
		t.Errorf("the spilled block is at %.1f mm; want it after the team block (%.1f mm), inside the teams' widget", last, team)
	}
	tp.Widgets[0].Spill = "nothing"
	if p := checkProblems(tp); len(p) == 0 {
		t.Error("a spill into no widget is accepted")
	}
}

// TestBlocksFlowSplitsRows checks that a block too long for any card goes
// on between its table's rows: every row once and in order, the header on
// each card, the rest of the block marked continued, its foot once after
// its last row, nothing past the widget's box, and the first card filled
// after the blocks before it rather than left for the next.
func TestBlocksFlowSplitsRows(t *testing.T) {
	table := [][]string{{"Unit", "Role", "Points"}}
	for i := 1; i <= 60; i++ {
		table = append(table, []string{fmt.Sprintf("Row%02d", i), "combat", "1"})
	}
	blocks := []layout.Block{teamBlock(1, 2), {Heading: "Long", Ref: "primary", Table: table, Foot: "Footnote here."}, teamBlock(2, 2)}
	v := layout.View{Blocks: map[string][]layout.Block{"teams": blocks}}
	pages, err := layout.Plan(flowTemplate(t, true), v, layout.Options{Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) < 3 {
		t.Fatalf("%d cards, want at least 3 for 60 rows", len(pages))
	}
	var rows []string
	for _, pg := range pages {
		var texts []string
		for _, op := range pg.Ops {
			if op.Kind != layout.OpText {
				continue
			}
			texts = append(texts, op.Text)
			if strings.HasPrefix(op.Text, "Row") {
				rows = append(rows, op.Text)
			}
			if bottom := []float64{10 + 45, 10 + 80}[min(pg.Part, 2)-1]; op.Y > bottom+1e-6 {
				t.Errorf("card %d: %q at %.2f mm, past its box (%g mm)", pg.Part, op.Text, op.Y, bottom)
			}
		}
		all := strings.Join(texts, " ")
		if pg.Part == 1 && !strings.Contains(all, "Row01") {
			t.Errorf("card 1 holds no row of the long block: %q", all)
		}
		if hasRows := strings.Contains(all, "Row"); hasRows && !strings.Contains(all, "Unit") {
			t.Errorf("card %d has rows without the table's header: %q", pg.Part, all)
		}
		if pg.Part > 1 && strings.Contains(all, "Row") && !strings.Contains(all, "(continued)") {
			t.Errorf("card %d goes on with the long block and does not say it is continued: %q", pg.Part, all)
		}
	}
	var want []string
	for _, r := range table[1:] {
		want = append(want, r[0])
	}
	if strings.Join(rows, " ") != strings.Join(want, " ") {
		t.Errorf("rows %q, want each of the 60 once, in order", rows)
	}
	var all []string // every text, "card:text", in order
	for _, pg := range pages {
		for _, op := range pg.Ops {
			if op.Kind == layout.OpText {
				all = append(all, fmt.Sprintf("%d:%s", pg.Part, op.Text))
			}
		}
	}
	joined := strings.Join(all, " ")
	foot, row60, team2 := strings.Index(joined, "Footnote"), strings.Index(joined, "Row60"), strings.Index(joined, "Team 2")
	if strings.Count(joined, "Footnote") != 1 || foot < row60 || team2 < foot || joined[foot-2:foot] != joined[row60-2:row60] {
		t.Errorf("the foot is not once, after the last row on its card, before the next block:\n%s", joined)
	}
}

// TestIfEmpty draws a widget with if_empty only on a card where the slot
// it names drew nothing, one with if_full only where it drew, and refuses
// a template whose if_empty or if_full names no earlier list or blocks
// widget.
func TestIfEmpty(t *testing.T) {
	src := card69("spare") + `[[widget]]
kind = "blocks"
bind = "rules"
x = 3.5
y = 10.0
w = 62.0
h = 20.0
size = 7.0
min = 6.0
[[widget]]
kind = "text"
text = "Nothing above."
if_empty = "rules"
x = 3.5
y = 40.0
w = 62.0
h = 5.0
size = 7.0
min = 6.0
`
	tp := checkedTemplate(t, src)
	drawn := func(rules []layout.Block) bool {
		pages, err := layout.Plan(tp, layout.View{Blocks: map[string][]layout.Block{"rules": rules}}, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range pages[0].Ops {
			if op.Kind == layout.OpText && strings.Contains(op.Text, "Nothing") {
				return true
			}
		}
		return false
	}
	if !drawn(nil) {
		t.Error("no rules: the if_empty widget is not drawn")
	}
	if drawn([]layout.Block{{Heading: "Gun shield", Text: "A rule."}}) {
		t.Error("a rule drawn: the if_empty widget is drawn too")
	}
	// if_full, its converse
	tp.Widgets[1].IfEmpty, tp.Widgets[1].IfFull = "", "rules"
	if drawn(nil) || !drawn([]layout.Block{{Heading: "Gun shield", Text: "A rule."}}) {
		t.Error("the if_full widget is drawn where no rule is, or not where one is")
	}
	w := &tp.Widgets[1]
	for _, c := range []struct {
		key  string
		slot *string
	}{{"if_empty", &w.IfEmpty}, {"if_full", &w.IfFull}} {
		w.IfEmpty, w.IfFull = "", ""
		*c.slot = "nothing"
		if p := strings.Join(checkProblems(tp), "\n"); !strings.Contains(p, c.key) || !strings.Contains(p, `"nothing"`) {
			t.Errorf("%s naming no widget: problems %q, want one for %s naming the slot", c.key, p, c.key)
		}
	}
}

// TestRunInOnBlocks refuses run_in on a widget other than a blocks
// widget, and takes it on one.
func TestRunInOnBlocks(t *testing.T) {
	tp := layout.Template{Name: "run-in", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindBlocks, Bind: "rules", X: 3.5, Y: 10, W: 62, H: 20, Size: 7, Min: 6, RunIn: true},
		{Kind: layout.KindText, Bind: "name", X: 3.5, Y: 40, W: 62, H: 5, Size: 7, Min: 6},
	}}
	if p := checkProblems(&tp); len(p) > 0 {
		t.Fatalf("run_in on a blocks widget: %s", strings.Join(p, "\n"))
	}
	tp.Widgets[1].RunIn = true
	if p := strings.Join(checkProblems(&tp), "\n"); !strings.Contains(p, "run_in") || !strings.Contains(p, "blocks widget") {
		t.Errorf("run_in on a text widget: problems %q, want one for run_in", p)
	}
}

// TestBlocksUnwrapped: a blocks widget takes the largest size at which no
// cell of its tables wraps, where one fits up to six sizes (1.5 pt) under
// the largest that fits, rather than that largest with a weapon's name
// broken over two lines; and, where the cells wrap at every size, or
// unwrap only further down, the largest at which the fewest wrap, on the
// fewest lines within those six sizes (a long name on 3 lines, not 5); a
// widget that does not flow (a deck's, whose cards all take its fullest
// card's size) takes the largest that fits.
func TestBlocksUnwrapped(t *testing.T) {
	tp := layout.Template{Name: "unwrapped", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindBlocks, Bind: "teams", X: 3.5, Y: 10, W: 62, H: 80, Size: 7.75, Min: 6, Flow: true},
		{Kind: layout.KindBlocks, Bind: "teams", X: 3.5, Y: 10, W: 62, H: 80, Size: 7.75, Min: 6, Flow: true, Continued: true},
	}}
	row := []string{"7.5cm KwK40 gun", "Turret", `32"/80cm`, "2", "1", "11", "3+"}
	head := []string{"Weapon", "Mount", "Range", "Halted", "Moving", "AT", "FP"}
	fonts := testFonts(t)
	setAt := func(cells []string) (size float64, lines map[float64]int) {
		v := layout.View{Blocks: map[string][]layout.Block{"teams": {{Heading: "2× Panzer IV", Table: [][]string{head, cells}}}}}
		pages, err := layout.Plan(&tp, v, layout.Options{Fonts: fonts})
		if err != nil {
			t.Fatal(err)
		}
		lines = map[float64]int{}
		for _, op := range pages[0].Ops {
			if op.Kind == layout.OpText && slices.ContainsFunc(strings.Fields(cells[0]), func(w string) bool { return strings.Contains(op.Text, w) }) {
				lines[op.Y]++
				size = op.Size
			}
		}
		return size, lines
	}
	size, lines := setAt(row)
	if len(lines) != 1 || size >= 7.75 || size < 7.25 {
		t.Errorf("the weapon's name set at %g pt on %d lines, want one line at most 0.5 pt below the widget's 7.75 pt", size, len(lines))
	}
	long := slices.Clone(row)
	long[0] = "10.5cm leichte Feldhaubitze 18 auf Fahrgestell"
	if size, lines := setAt(long); len(lines) != 3 || size >= 7.75 || size < 6.25 {
		t.Errorf("a name that wraps at every size set at %g pt on %d lines, want it on 3 lines within 1.5 pt of the widget's 7.75 pt, where it takes 5", size, len(lines))
	}
	deck := tp
	deck.Widgets = []layout.Widget{tp.Widgets[0]}
	deck.Widgets[0].Flow = false // a deck's: its cards share one size
	tp, deck = deck, tp
	if size, lines := setAt(row); len(lines) < 2 || size != 7.75 {
		t.Errorf("a widget that does not flow set the name at %g pt on %d lines, want the largest that fits, 7.75 pt, wrapped", size, len(lines))
	}
	tp = deck
	tp.Widgets[0].Size = 9 // unwrapped only at 7.25 pt: too far down
	if size, lines := setAt(row); len(lines) != 2 || size >= 9 || size < 7.5 {
		t.Errorf("a name that unwraps only 1.75 pt down set at %g pt on %d lines, want it wrapped on 2 lines within 1.5 pt of the widget's 9 pt, where it takes 3", size, len(lines))
	}
	// In a narrow widget the long name wraps at every size, and at the
	// largest the header's cells break too: the size at which only the
	// name wraps, every header on one line.
	tp.Widgets[0].Size, tp.Widgets[0].W = 7.75, 50
	size, _ = setAt(long)
	v := layout.View{Blocks: map[string][]layout.Block{"teams": {{Heading: "2× Panzer IV", Table: [][]string{head, long}}}}}
	pages, err := layout.Plan(&tp, v, layout.Options{Fonts: fonts})
	if err != nil {
		t.Fatal(err)
	}
	heads := map[float64]bool{}
	for _, op := range pages[0].Ops {
		if op.Kind == layout.OpText && op.Font == "bold" && op.Text != "2× Panzer IV" {
			heads[op.Y] = true
		}
	}
	if len(heads) != 1 || size >= 7.75 {
		t.Errorf("a narrow table set at %g pt, its header on %d lines, want it under 7.75 pt on one", size, len(heads))
	}
}

// TestTablesShareColumns: tables of one blocks widget with the same
// header line their columns up, each the widest of its kind; a table of
// another header keeps its own.
func TestTablesShareColumns(t *testing.T) {
	tp := layout.Template{Name: "columns", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindBlocks, Bind: "teams", X: 3.5, Y: 10, W: 62, H: 80, Size: 7, Min: 6},
	}}
	head := []string{"Weapon", "Range", "AT"}
	v := layout.View{Blocks: map[string][]layout.Block{"teams": {
		{Heading: "A", Table: [][]string{head, {"MG", `16"/40cm`, "2"}}},
		{Heading: "B", Table: [][]string{head, {"Panzerschreck", `8"/20cm`, "11"}}},
		{Heading: "C", Table: [][]string{{"Save", "Range", "AT"}, {"3+", `8"`, "1"}}},
	}}}
	pages, err := layout.Plan(&tp, v, layout.Options{Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	at := map[string][]float64{}
	for _, op := range pages[0].Ops {
		if op.Kind == layout.OpText && (op.Text == "Range" || op.Text == "AT") {
			at[op.Text] = append(at[op.Text], op.X)
		}
	}
	for col, xs := range at {
		if len(xs) != 3 || xs[0] != xs[1] || xs[2] == xs[0] {
			t.Errorf("%q stands at x %v: want the first two tables' at one x, the third's apart", col, xs)
		}
	}
}

// roomyAndTight lays block out in a blocks widget w mm wide at 7 pt, with
// ample room and with the least height that holds it (to 0.05 mm), and
// returns how far the text first stands above the text next in each.
func roomyAndTight(t *testing.T, block layout.Block, w float64, first, next []string) (roomy, tight float64) {
	gapAt := func(h float64) float64 {
		tp := layout.Template{Name: "air", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
			{Kind: layout.KindBlocks, Bind: "b", X: 3.5, Y: 10, W: w, H: h, Size: 7, Min: 7},
		}}
		pages, err := layout.Plan(&tp, layout.View{Blocks: map[string][]layout.Block{"b": {block}}}, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			return -1 // does not fit
		}
		var a, b float64
		for _, op := range pages[0].Ops {
			switch {
			case slices.Contains(first, op.Text):
				a = op.Y
			case slices.Contains(next, op.Text):
				b = op.Y
			}
		}
		return b - a
	}
	h := 5.0
	for gapAt(h) < 0 && h < 40 {
		h += 0.05
	}
	return gapAt(40), gapAt(h)
}

// TestTablesApartWhereRoom: a block's second table stands further from
// its first where the widget has the room, and as close as before where
// it has not: the air never costs a line that fitted.
func TestTablesApartWhereRoom(t *testing.T) {
	block := layout.Block{Heading: "5× Panzer IV",
		Table:  [][]string{{"F/S/T", "Tactical"}, {"6/3/1", `10"/25cm`}},
		Tables: [][][]string{{{"Weapon", "Range"}, {"7.5cm KwK40 gun", `32"/80cm`}}}}
	roomy, tight := roomyAndTight(t, block, 62, []string{"6/3/1"}, []string{"Weapon"})
	if roomy <= tight+0.3 {
		t.Errorf("the weapons' header stands %.2f mm under the row above with room, %.2f mm without: want more air with room", roomy, tight)
	}
}

// TestWrappedRowsApartWhereRoom: a table whose rows wrap sets its body's
// rows apart where the widget holds that air, so that a row's second
// line does not read as the next row; where it does not, they stay close.
func TestWrappedRowsApartWhereRoom(t *testing.T) {
	block := layout.Block{Table: [][]string{{"Test", "Roll"},
		{"Remount, Bailed Out again", "Motivation (or Remount)"}, {"Rally", "Motivation"}}}
	roomy, tight := roomyAndTight(t, block, 30, []string{"Remount,", "Remount, Bailed"}, []string{"Rally"})
	if lead := layout.LineHeight(7); tight <= 0 || roomy < tight+0.25*lead {
		t.Errorf("the row after a wrapped one stands %.2f mm under it with room, %.2f mm without: want %.2f mm more with room", roomy, tight, 0.25*lead)
	}
}

// TestRise: a widget with rise moves up by the height the named widget
// leaves unused below what it drew, a list growing by as much, its foot
// kept; under a widget that drew nothing, to that widget's box; with
// nothing unused it stays; and a rise that names no widget
// drawn before it is a problem of the template.
func TestRise(t *testing.T) {
	tp := layout.Template{Name: "rise", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindText, Bind: "top", X: 3.5, Y: 10, W: 62, H: 30, Size: 7, Min: 7, VAlign: "top"},
		{Kind: layout.KindLine, Rise: "top", X: 3.5, Y: 40.5, W: 62, LineW: 0.3},
		{Kind: layout.KindList, Rise: "top", Bind: "items", X: 3.5, Y: 41, W: 62, H: 10, Size: 7, Min: 7},
	}}
	if p := checkProblems(&tp); len(p) > 0 {
		t.Fatal(strings.Join(p, "\n"))
	}
	items := make([]layout.Item, 12)
	for i := range items {
		items[i] = layout.Item{Title: fmt.Sprintf("Upgrade %d", i+1)}
	}
	plan := func(top string) (line float64, listed int) {
		pages, err := layout.Plan(&tp, layout.View{Text: map[string]string{"top": top}, Lists: map[string][]layout.Item{"items": items}}, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range pages[0].Ops {
			if op.Kind == layout.OpLine {
				line = op.Y
			}
		}
		return line, pages[0].Listed["items"]
	}
	line, listed := plan("One short line")
	if line > 15 || line < 10 {
		t.Errorf("the rule stands at %.1f mm under one line of text set at 10 mm: want it risen to under that line", line)
	}
	if line, _ := plan(""); math.Abs(line-10) > 1e-9 {
		t.Errorf("the rule stands at %.1f mm under an empty text set at 10 mm: want it risen to 10, the top of the text's box", line)
	}
	if _, in := plan(strings.Repeat("A long text that fills its box. ", 14)); listed <= in {
		t.Errorf("the risen list holds %d entries, no more than the %d it holds unrisen", listed, in)
	}
	tp.Widgets[1].Rise = "nothing"
	if p := strings.Join(checkProblems(&tp), "\n"); !strings.Contains(p, "rise") {
		t.Errorf("rise naming no widget: problems %q, want one for rise", p)
	}
}

// TestRiseGrowsCode: a qr widget that rises to a text grows into the room
// it leaves, its foot kept, as large as its box is wide, and centred in
// that room; under a full text it keeps the box's height.
func TestRiseGrowsCode(t *testing.T) {
	tp := layout.Template{Name: "rise", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindText, Bind: "top", X: 3.5, Y: 10, W: 62, H: 45, Size: 7, Min: 7, VAlign: "top"},
		{Kind: layout.KindQR, Rise: "top", X: 14.5, Y: 57, W: 40, H: 28.5, Align: "center", VAlign: "middle"},
	}}
	if p := checkProblems(&tp); len(p) > 0 {
		t.Fatal(strings.Join(p, "\n"))
	}
	code := func(top string) (q layout.Op, text float64) {
		v := layout.View{Text: map[string]string{"top": top}, QR: "HTTPS://CREWCARD.GITHUB.IO/#ABCDEF"}
		pages, err := layout.Plan(&tp, v, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range pages[0].Ops {
			switch op.Kind {
			case layout.OpQR:
				q = op
			case layout.OpText:
				text = max(text, op.Y)
			}
		}
		return q, text
	}
	const foot = 57 + 28.5
	if q, text := code("One short line"); q.W != 40 || math.Abs(q.Y+q.W/2-(foot+text)/2) > 1 {
		t.Errorf("under one line: a %.1f mm code from %.1f to %.1f mm; want 40 mm, centred under the line, ending by %.1f", q.W, q.Y, q.Y+q.W, foot)
	}
	for _, n := range []int{14, 22} {
		q, text := code(strings.Repeat("A long text that fills its box. ", n))
		if q.W < 28.5 || q.W > 40 || q.Y < text+0.5 || q.Y+q.W > foot+1e-9 || q.W < 40 && math.Abs(q.Y+q.W-foot) > 1e-9 {
			t.Errorf("under text to %.1f mm: a %.1f mm code from %.1f to %.1f mm; want 28.5 to 40 mm under the text, its foot at %.1f unless 40 mm", text, q.W, q.Y, q.Y+q.W, foot)
		}
	}
}

// TestSink: a blocks widget set at the foot of its box leaves the room
// above its text to the blocks widget that sinks to it, which holds more
// blocks for it, and to a rule that sinks with it, which moves down as
// far; a full one leaves none; where the teams run over, the rules are
// set no larger than they are (Plan), one size on the card; and a sink
// that names no widget drawn before it is a problem of the template.
func TestSink(t *testing.T) {
	tp := layout.Template{Name: "sink", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindBlocks, Bind: "rules", X: 3.5, Y: 60, W: 62, H: 28, Size: 7, Min: 6, VAlign: "bottom"},
		{Kind: layout.KindBlocks, Bind: "teams", Sink: "rules", X: 3.5, Y: 10, W: 62, H: 49, Size: 7, Min: 6, VAlign: "top", Flow: true, Repeat: true},
		{Kind: layout.KindLine, Sink: "rules", X: 3.5, Y: 59.5, W: 62, LineW: 0.3},
	}}
	if p := checkProblems(&tp); len(p) > 0 {
		t.Fatal(strings.Join(p, "\n"))
	}
	teams := make([]layout.Block, 30)
	for i := range teams {
		teams[i] = layout.Block{Heading: fmt.Sprintf("Team %d", i+1), Text: "Moves and shoots as its card says."}
	}
	plan := func(rules int) (line float64, kept int) {
		v := layout.View{Blocks: map[string][]layout.Block{"teams": teams, "rules": teams[:rules]}}
		pages, err := layout.Plan(&tp, v, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatal(err)
		}
		sizes := map[float64]bool{}
		for _, op := range pages[0].Ops {
			if op.Kind == layout.OpLine {
				line = op.Y
			}
			if op.Kind == layout.OpText {
				sizes[op.Size] = true
			}
		}
		if len(sizes) != 1 {
			t.Errorf("beside %d rules the first card sets text at %v pt: want one size", rules, slices.Sorted(maps.Keys(sizes)))
		}
		return line, len(pages[0].Kept["teams"])
	}
	noneLine, none := plan(0)
	fewLine, few := plan(1)
	moreLine, more := plan(3)
	if math.Abs(noneLine-87.5) > 1e-9 {
		t.Errorf("with no rules the rule stands at %.2f mm, want 87.50, sunk by the whole 28 mm box", noneLine)
	}
	if !(noneLine > fewLine && fewLine > moreLine && moreLine > 59.5) || !(none > few && few > more) {
		t.Errorf("rule at %.1f, %.1f, %.1f mm and %d, %d, %d teams kept beside 0, 1 and 3 rules: want the rule higher and fewer teams as the rules grow, the rule below 59.5 mm", noneLine, fewLine, moreLine, none, few, more)
	}
	tp.Widgets[2].Sink = "nothing"
	if p := strings.Join(checkProblems(&tp), "\n"); !strings.Contains(p, "sink") {
		t.Errorf("sink naming no widget: problems %q, want one for sink", p)
	}
}

// TestContinuedH: a list with continued_h takes that height on the cards
// after the first (the room a code drawn on the first card only leaves),
// its own on the first; scaled to another card, the height scales with
// the box.
func TestContinuedH(t *testing.T) {
	tp := layout.Template{Name: "continued", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindList, Bind: "items", X: 3.5, Y: 12, W: 62, H: 20, ContinuedH: 70, Size: 7, Min: 7},
	}}
	if p := checkProblems(&tp); len(p) > 0 {
		t.Fatal(strings.Join(p, "\n"))
	}
	items := make([]layout.Item, 40)
	for i := range items {
		items[i] = layout.Item{Title: fmt.Sprintf("Upgrade %d", i+1), Body: "A rule of one line."}
	}
	pages, err := layout.Plan(&tp, layout.View{Lists: map[string][]layout.Item{"items": items}}, layout.Options{Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) < 2 {
		t.Fatalf("%d entries take %d card: want more", len(items), len(pages))
	}
	first, second := pages[0].Listed["items"], pages[1].Listed["items"]
	if second < 3*first {
		t.Errorf("the first card lists %d entries in 20 mm, the second %d in 70 mm: want three times as many at the least", first, second)
	}
	tp.Widgets[0].ContinuedH = 80
	if p := strings.Join(checkProblems(&tp), "\n"); !strings.Contains(p, "continued_h") {
		t.Errorf("continued_h past the safe zone: problems %q, want one for continued_h", p)
	}
	tp.Widgets[0].ContinuedH = 70
	// Risen to a text above it, the list keeps its foot on a second card.
	risen := tp
	risen.Widgets = []layout.Widget{
		{Kind: layout.KindText, Bind: "top", X: 3.5, Y: 4, W: 62, H: 7, Size: 7, Min: 7, VAlign: "top", Repeat: true},
		{Kind: layout.KindList, Bind: "items", Rise: "top", X: 3.5, Y: 12, W: 62, H: 20, ContinuedH: 70, Size: 7, Min: 7},
	}
	pages, err = layout.Plan(&risen, layout.View{Text: map[string]string{"top": "One line."}, Lists: map[string][]layout.Item{"items": items}}, layout.Options{Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	if got := pages[1].Listed["items"]; got <= second {
		t.Errorf("risen 4.5 mm, the list holds %d entries on its second card, no more than the %d it holds unrisen: its foot rose too", got, second)
	}
	small := scale.To(&tp, 57, 89)
	foot, want := small.Widgets[0].Y+small.Widgets[0].ContinuedH, 3.5+(82-3.5)*(89-7)/(94-7.0) // 82 mm in the safe zone scaled
	if math.Abs(foot-want) > 0.01 {
		t.Errorf("at 57 x 89 the list ends at %.2f mm on a second card: want %.2f mm", foot, want)
	}
}

// TestIconTakesRoom: an icon that rises to a text stays in its box, the
// same under a short text as under a longer one; where the text comes
// within 4 mm of the box it is left out; in low ink, with low_ink =
// "hide", too.
func TestIconTakesRoom(t *testing.T) {
	tp := layout.Template{Name: "picture", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindText, Bind: "top", X: 3.5, Y: 10, W: 62, H: 70, Size: 9, Min: 9, VAlign: "top"},
		{Kind: layout.KindIcon, Bind: "picture", Rise: "top", X: 25.5, Y: 63.6, W: 18, H: 18, LowInk: "hide"},
	}}
	if p := checkProblems(&tp); len(p) > 0 {
		t.Fatal(strings.Join(p, "\n"))
	}
	plan := func(text string, low bool) (icon *layout.Op, foot float64) {
		v := layout.View{Text: map[string]string{"top": text, "picture": "kind-tank"}}
		pages, err := layout.Plan(&tp, v, layout.Options{Fonts: testFonts(t), Icons: testIcons(t), LowInk: low})
		if err != nil {
			t.Fatal(err)
		}
		for i, op := range pages[0].Ops {
			switch op.Kind {
			case layout.OpPath:
				icon = &pages[0].Ops[i]
			case layout.OpText:
				foot = max(foot, op.Y+op.Size*layout.PtToMM/4)
			}
		}
		return icon, foot
	}
	short, _ := plan("One line.", false)
	longer, foot := plan(strings.Repeat("A text of some lines. ", 20), false)
	if short == nil || longer == nil || short.Y != longer.Y || short.W != longer.W || short.Y != 63.6 || short.W != 18 {
		t.Errorf("icons under one line and under text ending at %.1f mm: %+v and %+v, want both in the box at 63.6 mm, 18 mm", foot, short, longer)
	}
	if icon, _ := plan("One line.", true); icon != nil {
		t.Error("low ink draws the icon low_ink hides")
	}
	if icon, _ := plan("", false); icon == nil || icon.Y != 63.6 {
		t.Errorf("under no text: icon %+v, want it in its box", icon)
	}
	long := strings.Repeat("A text of some lines. ", 30)
	if icon, foot := plan(long, false); icon != nil || foot < 63.6-4 {
		t.Errorf("under text ending at %.1f mm the icon is drawn at %+v: want it left out, the text within 4 mm of it", foot, icon)
	}
}

// spillTemplate is a card whose short column at its foot spills into the
// flowing teams above it.
func spillTemplate(t *testing.T) *layout.Template {
	t.Helper()
	src := card69("spill") + `[[widget]]
kind = "blocks"
bind = "foot"
x = 3.5
y = 70.0
w = 30.0
h = 8.0
size = 7.0
min = 6.0
spill = "teams"
[[widget]]
kind = "blocks"
bind = "teams"
x = 3.5
y = 10.0
w = 62.0
h = 55.0
size = 7.0
min = 6.0
flow = true
repeat = true
`
	return checkedTemplate(t, src)
}

// spillFoot is three lines of which spillTemplate's column holds two.
func spillFoot() []layout.Block {
	return []layout.Block{{Heading: "Command", Text: "6\"/15cm", Inline: true}, {Heading: "Pinned", Text: "by 5 hits", Inline: true},
		{Heading: "Last", Text: "a line the short column has no room for", Inline: true}}
}

// TestBlocksBreak checks that a block marked Break starts the next card
// with those after it, at the first card's size, while what a column
// spilled into the flow stays on the first card; and that a card whose
// blocks all fit one card takes one without the mark.
func TestBlocksBreak(t *testing.T) {
	tp := spillTemplate(t)
	teams := []layout.Block{teamBlock(1, 3), teamBlock(2, 3), {Heading: "Team 3", Text: "moves as above", Inline: true}}
	plan := func(teams []layout.Block) []layout.Page {
		t.Helper()
		pages, err := layout.Plan(tp, layout.View{Blocks: map[string][]layout.Block{"foot": spillFoot(), "teams": teams}}, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatal(err)
		}
		return pages
	}
	if pages := plan(teams); len(pages) != 1 {
		t.Fatalf("without a break: %d cards, want 1", len(pages))
	}
	broken := slices.Clone(teams)
	broken[1].Break = true
	pages := plan(broken)
	if len(pages) != 2 {
		t.Fatalf("with a break at the second team: %d cards, want 2", len(pages))
	}
	on := func(pg layout.Page) (heads []string, size float64) {
		for _, op := range pg.Ops {
			if op.Kind == layout.OpText && (strings.HasPrefix(op.Text, "Team") || strings.TrimSpace(op.Text) == "Last") {
				heads, size = append(heads, strings.TrimSpace(op.Text)), op.Size
			}
		}
		return heads, size
	}
	first, size1 := on(pages[0])
	second, size2 := on(pages[1])
	if !slices.Equal(first, []string{"Team 1", "Last"}) || !slices.Equal(second, []string{"Team 2", "Team 3"}) {
		t.Errorf("cards set %q and %q; want [Team 1 Last] and [Team 2 Team 3]", first, second)
	}
	if size1 != size2 {
		t.Errorf("the second card's teams at %.2f pt, the first's at %.2f", size2, size1)
	}
	if c := pages[0].Carried["teams"]; len(c) != 2 || c[0].Break {
		t.Errorf("the first card carries %d blocks (the first marked %v); want 2, unmarked", len(c), len(c) > 0 && c[0].Break)
	}
}

// checkedTemplate decodes a template's source, failing the test where it
// does not decode or Check finds a problem in it.
func checkedTemplate(t *testing.T, src string) *layout.Template {
	t.Helper()
	var tp layout.Template
	if _, err := toml.Decode(src, &tp); err != nil {
		t.Fatal(err)
	}
	if p := checkProblems(&tp); len(p) > 0 {
		t.Fatal(strings.Join(p, "\n"))
	}
	return &tp
}

// card69 is the head of a test template's source: its name, on a 69 x 94
// mm card with 3.5 mm safe.
func card69(name string) string {
	return fmt.Sprintf("name = %q\nwidth = 69.0\nheight = 94.0\nsafe = 3.5\n", name)
}

// TestBlocksRunSize: flowing blocks that run over from their first card
// are set at Options.RunSize, within the widget's size and floor, on every
// card, the first keeping the whole blocks that fit at that size; at the
// floor where that size would keep none there; and RunSizes offers the
// sizes above the floor of a flowing blocks widget, as of a list.
func TestBlocksRunSize(t *testing.T) {
	tp := flowTemplate(t, true)
	if got, want := fmt.Sprint(tp.RunSizes("teams")), "[7 6.75 6.5 6.25]"; got != want {
		t.Errorf("RunSizes = %s, want %s", got, want)
	}
	var blocks []layout.Block
	for i := 1; i <= 5; i++ {
		blocks = append(blocks, teamBlock(i, 4))
	}
	set := func(blocks []layout.Block, run float64) (sizes map[float64]bool, first int) {
		v := layout.View{Blocks: map[string][]layout.Block{"teams": blocks}}
		pages, err := layout.Plan(tp, v, layout.Options{Fonts: testFonts(t), RunSize: run})
		if err != nil {
			t.Fatal(err)
		}
		if len(pages) != 2 {
			t.Fatalf("RunSize %v: %d cards, want 2", run, len(pages))
		}
		sizes = map[float64]bool{}
		for _, pg := range pages {
			for _, op := range pg.Ops {
				if op.Kind == layout.OpText {
					sizes[op.Size] = true
				}
				if op.Kind == layout.OpText && pg.Part == 1 && strings.HasPrefix(op.Text, "Team") {
					first++
				}
			}
		}
		return sizes, first
	}
	_, atFloor := set(blocks, 0)
	for _, c := range []struct{ run, want float64 }{{0, 6}, {6.5, 6.5}, {7, 7}, {9, 7}, {5, 6}} {
		sizes, first := set(blocks, c.run)
		if len(sizes) != 1 || !sizes[c.want] {
			t.Errorf("RunSize %v: the blocks set at %v pt, want %v on both cards", c.run, sizes, c.want)
		}
		if first < 1 || first > atFloor {
			t.Errorf("RunSize %v: the first card keeps %d blocks, want 1 to the %d it keeps at the floor", c.run, first, atFloor)
		}
	}
	// A first block that fits the first card only at the floor.
	tall := slices.Concat([]layout.Block{teamBlock(0, 115)}, blocks[:1])
	if sizes, first := set(tall, 7); len(sizes) != 1 || !sizes[6] || first != 1 {
		t.Errorf("RunSize 7, a first block that fits only at 6 pt: sizes %v, %d on the first card; want all at 6, one there", sizes, first)
	}
}
