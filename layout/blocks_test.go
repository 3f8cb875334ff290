package layout_test

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/scale"
)

// blocksTemplate is a card with one blocks widget.
func blocksTemplate(h float64) *layout.Template {
	return &layout.Template{Name: "blocks", Width: 69, Height: 94, Safe: 3, Widgets: []layout.Widget{
		{Kind: layout.KindBlocks, Bind: "b", X: 3.5, Y: 14, W: 62, H: h, Size: 8, Min: 6, VAlign: "top"},
	}}
}

func TestBlocks(t *testing.T) {
	b := layout.Block{Icon: "toolbox", Heading: "STARTING STEP", Ref: "p. 39", Text: "Do these in order.",
		Steps: []string{"Remount", "Rally"}, Bullets: []string{"A note"}, Table: [][]string{{"Roll", "Result"}, {"1 or 2", "Miss"}}}
	tmpl := blocksTemplate(72)
	if problems := checkProblems(tmpl); len(problems) > 0 {
		t.Fatal(problems)
	}
	pages, err := layout.Plan(tmpl, layout.View{Blocks: map[string][]layout.Block{"b": {b}}},
		layout.Options{Fonts: testFonts(t), Icons: testIcons(t)})
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	var bold, rules, paths int
	prevY := 0.0
	x := map[string]float64{} // where each text starts, mm
	for _, op := range pages[0].Ops {
		switch op.Kind {
		case layout.OpText:
			texts = append(texts, strings.TrimSpace(op.Text))
			x[strings.TrimSpace(op.Text)] = op.X
			if op.Font == "bold" {
				bold++
			}
			if op.Size != 8 {
				t.Errorf("%q at %g pt, want the widget's 8 pt: it fits", op.Text, op.Size)
			}
			if op.Y < prevY-3 {
				t.Errorf("%q at y %.2f goes back up the card", op.Text, op.Y)
			}
			prevY = op.Y
		case layout.OpLine:
			rules++
		case layout.OpPath:
			paths++
		}
	}
	want := []string{"STARTING STEP", "(p. 39)", "Do these in order.", "1.", "Remount", "2.", "Rally", "•", "A note", "Roll", "Result", "1 or 2", "Miss"}
	if strings.Join(texts, "|") != strings.Join(want, "|") {
		t.Errorf("texts = %q\nwant    %q", texts, want)
	}
	// A bullet's text hangs the bullet's width and two spaces after it; a
	// step's, its list's longest number's and a full stop's (here one
	// digit's), the numbers of a long list lining up.
	fs := testFonts(t)
	if hang, want := x["A note"]-x["•"], fs.Regular.Width("•  ", 8); math.Abs(hang-want) > 1e-9 {
		t.Errorf("a bullet's text hangs %.2f mm after it, want %.2f", hang, want)
	}
	if hang, want := x["Remount"]-x["1."], fs.Regular.Width("0. ", 8); math.Abs(hang-want) > 1e-9 {
		t.Errorf("a step's text hangs %.2f mm after its number, want %.2f", hang, want)
	}
	if bold != 3 || rules != 1 || paths == 0 {
		t.Errorf("%d bold runs, %d rules, %d icon paths; want 3 (heading, table header), 1 (under the header) and the icon", bold, rules, paths)
	}
}

func TestBlocksTooLong(t *testing.T) {
	b := layout.Block{Heading: "LONG", Text: strings.Repeat("words that do not fit ", 200)}
	_, err := layout.Plan(blocksTemplate(30), layout.View{Blocks: map[string][]layout.Block{"b": {b, {Heading: "NEXT", Text: "x"}}}},
		layout.Options{Fonts: testFonts(t), Icons: testIcons(t)})
	var fe *layout.FitError
	if !errors.As(err, &fe) || fe.Slot != "b" || fe.Text != "LONG, NEXT" || fe.Floor != 6 {
		t.Fatalf("Plan of blocks too long = %v, want a FitError naming the blocks' headings at 6 pt", err)
	}
}

// TestBlocksGutter: a blocks widget's gutter sets the space between the
// text of neighbouring table columns, and stays whole on a smaller card;
// without one, columns stand the default 1.2 mm apart.
func TestBlocksGutter(t *testing.T) {
	fonts := testFonts(t)
	table := layout.Block{Table: [][]string{{"Roll", "Result"}, {"1 or 2", "Miss"}}}
	for _, c := range []struct {
		gutter, scale, want float64
	}{{0, 1, 1.2}, {3, 1, 3}, {3, 57.0 / 69, 3}} {
		tmpl := blocksTemplate(72)
		tmpl.Widgets[0].Gutter = c.gutter
		tmpl = scale.To(tmpl, 69*c.scale, 94*c.scale)
		pages, err := layout.Plan(tmpl, layout.View{Blocks: map[string][]layout.Block{"b": {table}}}, layout.Options{Fonts: fonts})
		if err != nil {
			t.Fatal(err)
		}
		x := map[string]layout.Op{}
		for _, op := range pages[0].Ops {
			x[op.Text] = op
		}
		roll, result := x["1 or 2"], x["Miss"]
		gap := result.X - roll.X - fonts.Face(roll.Font).Width(roll.Text, roll.Size)
		if !(gap >= c.want-1e-6 && gap < c.want+1) {
			t.Errorf("gutter %g on a card scaled %.2f: the columns stand %.2f mm apart, want %g", c.gutter, c.scale, gap, c.want)
		}
	}
}

// TestTableTickCell: a table cell of layout.TickCell is an empty tick box
// of the widget's tick size in that row, right of the cells before it and
// level with their text, never the character itself.
func TestTableTickCell(t *testing.T) {
	fonts := testFonts(t)
	table := layout.Block{Table: [][]string{{"#", "Unit", "Lost"}, {"#1", "Rifle Platoon", layout.TickCell}, {"#2", "Tank Platoon", layout.TickCell}}}
	pages, err := layout.Plan(blocksTemplate(72), layout.View{Blocks: map[string][]layout.Block{"b": {table}}}, layout.Options{Fonts: fonts})
	if err != nil {
		t.Fatal(err)
	}
	var boxes []layout.Op
	text := map[string]layout.Op{}
	for _, op := range pages[0].Ops {
		switch {
		case op.Kind == layout.OpText:
			text[op.Text] = op
			if strings.Contains(op.Text, layout.TickCell) {
				t.Errorf("the tick cell prints as text: %q", op.Text)
			}
		case op.Kind == layout.OpRect && op.Fill != nil && *op.Fill == 1:
			boxes = append(boxes, op)
		}
	}
	if len(boxes) != 2 {
		t.Fatalf("%d tick boxes, want one a row (2)", len(boxes))
	}
	for i, name := range []string{"Rifle Platoon", "Tank Platoon"} {
		b, cell := boxes[i], text[name]
		end := cell.X + fonts.Face(cell.Font).Width(cell.Text, cell.Size)
		mid := cell.Y - cell.Size*layout.PtToMM*0.35 // the middle of the row's x-height
		if b.W < 2.5-1e-9 || b.X < end || mid < b.Y || mid > b.Y+b.H {
			t.Errorf("row %d: box %.2f mm at (%.2f, %.2f–%.2f), text %q ends at x %.2f, its middle at y %.2f", i+1, b.W, b.X, b.Y, b.Y+b.H, name, end, mid)
		}
	}
	// Outline to outline, the boxes of two rows stand as far apart as the
	// boxes of a row of ticks (0.8 mm), so that each reads as its row's.
	if air := boxes[1].Y - boxes[0].Y - boxes[0].H - boxes[0].LineW; air < 0.8-1e-9 {
		t.Errorf("the rows' boxes stand %.2f mm apart, outline to outline; want 0.8 mm at least", air)
	}
}

// TestTicksUnderHeading: a team's tick boxes that do not fit beside its
// heading go right-aligned on a line of their own under it, before its
// table, where they stand beside a shorter heading: never at the block's
// foot.
func TestTicksUnderHeading(t *testing.T) {
	tmpl := blocksTemplate(72)
	tmpl.Widgets[0].Size, tmpl.Widgets[0].Min = 7, 7
	for _, heading := range []string{"2× Panzerschreck", "1× Command MG42 team (Unit Leader; infantry) with a long name"} {
		b := layout.Block{Heading: heading, Table: [][]string{{"Weapon", "Range"}, {"MG42", `16"/40cm`}},
			Foot: "Save and moves as above.", Ticks: []layout.Ticks{{Label: "Destroyed", N: 4}}}
		pages, err := layout.Plan(tmpl, layout.View{Blocks: map[string][]layout.Block{"b": {b}}}, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatal(err)
		}
		var boxY, boxEnd, tableY float64
		for _, op := range pages[0].Ops {
			switch {
			case op.Kind == layout.OpRect && boxY == 0:
				boxY = op.Y
			case op.Kind == layout.OpRect:
				boxEnd = op.X + op.W
			case op.Kind == layout.OpText && op.Text == "Weapon":
				tableY = op.Y
			}
		}
		if right := tmpl.Widgets[0].X + tmpl.Widgets[0].W; boxY == 0 || boxY > tableY || math.Abs(boxEnd-right) > 0.01 {
			t.Errorf("%q: the tick boxes stand at y %.2f, ending at x %.2f; the table at y %.2f: want them before it, flush with the widget's right edge at %.2f", heading, boxY, boxEnd, tableY, right)
		}
	}
}

// TestFillRows: a ruled table in a widget with fill_rows repeats its last
// row while the rows fit the box, at least 5 mm high each, then shares the
// room left among them; a rule under each column parts two rows, every
// column but the first at least 7 mm wide and the first taking the width
// the others leave, a tick box centred under its heading, its headings
// marked a form's. A widget without fill_rows sets the rows it is given,
// 5 mm high.
func TestFillRows(t *testing.T) {
	row := []string{"", layout.TickCell, ""}
	log := layout.Block{Ruled: true, Table: [][]string{{"Game", "Survived", "XP"}, row, row}}
	view := layout.View{Blocks: map[string][]layout.Block{"b": {log}}}
	for _, fill := range []bool{false, true} {
		tmpl := blocksTemplate(30)
		tmpl.Widgets[0].Rows = fill
		if problems := checkProblems(tmpl); len(problems) > 0 {
			t.Fatal(problems)
		}
		pages, err := layout.Plan(tmpl, view, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatal(err)
		}
		rules := map[float64][]layout.Op{} // by their y: the header's, then those between two rows
		var ys []float64
		var boxes []layout.Op
		var survived layout.Op
		for _, op := range pages[0].Ops {
			switch {
			case op.Kind == layout.OpLine:
				if rules[op.Y] == nil {
					ys = append(ys, op.Y)
				}
				rules[op.Y] = append(rules[op.Y], op)
			case op.Kind == layout.OpRect:
				boxes = append(boxes, op)
			case op.Kind == layout.OpText:
				if !op.Form {
					t.Errorf("%q is no form's heading", op.Text)
				}
				if op.Text == "Survived" {
					survived = op
				}
			}
		}
		if len(ys) != len(boxes) || fill != (len(boxes) > 2) {
			t.Fatalf("fill_rows %v: rules at %d heights and %d boxes, want the header's rule and one between two rows, a box a row, more than the two given where the widget fills", fill, len(ys), len(boxes))
		}
		if head := rules[ys[0]]; len(head) != 1 || head[0].W != 62 {
			t.Errorf("the header's rule: %+v, want one across the widget's 62 mm", head)
		}
		pitch := ys[1] - ys[0]
		for i := 1; i < len(ys); i++ {
			if gap := ys[i] - ys[i-1]; gap < 5-1e-9 || math.Abs(gap-pitch) > 0.2 {
				t.Errorf("row %d is %.2f mm high, want at least 5 mm, as the others (%.2f)", i, gap, pitch)
			}
			segs := rules[ys[i]]
			if len(segs) != 3 || segs[1].W < 7 || segs[2].W < 7 || segs[0].X+segs[0].W >= segs[1].X {
				t.Errorf("the rules under row %d: %+v, want a rule a column, each after the first 7 mm wide at least, apart", i, segs)
			}
		}
		foot := ys[len(ys)-1] + pitch // where the last row ends
		if fill && math.Abs(foot-(14+30)) > 0.5 {
			t.Errorf("the rows end at %.2f mm, want the box's foot, 44 mm: they share the room left", foot)
		}
		if !fill && math.Abs(pitch-5) > 0.2 {
			t.Errorf("a row %.2f mm high, want 5 mm", pitch)
		}
		if mid, width := boxes[0].X+boxes[0].W/2, testFonts(t).Bold.Width("Survived", 8)*layout.Slack; math.Abs(mid-(survived.X+width/2)) > 0.6 {
			t.Errorf("the tick box's middle at %.2f mm, its heading's at %.2f mm", mid, survived.X+width/2)
		}
		if survived.X < 3.5+30 {
			t.Errorf("\"Survived\" at %.1f mm: the first column takes the room the others leave", survived.X)
		}
	}
}

// TestRiseAir: a widget that rises to a slot stands rise_air under what
// was drawn there, 0.5 mm where it gives none; with rise_air_if, only
// where the view sets that slot, 0.5 mm where it does not.
func TestRiseAir(t *testing.T) {
	for _, c := range []struct {
		air  float64
		cond string // rise_air_if
		set  bool   // the view sets "airy"
		want float64
	}{
		{0, "", false, 0.5},
		{2, "", false, 2},
		{2, "airy", true, 2},
		{2, "airy", false, 0.5},
	} {
		tmpl := &layout.Template{Name: "rise", Width: 69, Height: 94, Safe: 3, Widgets: []layout.Widget{
			{Kind: layout.KindText, Bind: "a", X: 3.5, Y: 10, W: 62, H: 5, Size: 8, VAlign: "top"},
			{Kind: layout.KindText, Bind: "b", Rise: "a", RiseAir: c.air, RiseAirIf: c.cond, X: 3.5, Y: 40, W: 62, H: 5, Size: 8, VAlign: "top"},
		}}
		if problems := checkProblems(tmpl); len(problems) > 0 {
			t.Fatal(problems)
		}
		text := map[string]string{"a": "Above", "b": "Below"}
		if c.set {
			text["airy"] = "yes"
		}
		pages, err := layout.Plan(tmpl, layout.View{Text: text}, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatal(err)
		}
		ops := pages[0].Ops
		// the first text's descenders reach a quarter of its size under its
		// baseline; the second's box top is its baseline less its ascent
		gap := (ops[1].Y - ops[0].Y) - (ops[0].Size/4+ops[1].Size*0.927)*25.4/72
		if math.Abs(gap-c.want) > 0.3 {
			t.Errorf("rise_air %g, rise_air_if %q, slot set %v: %.2f mm between the texts' boxes, want about %g", c.air, c.cond, c.set, gap, c.want)
		}
	}
}

// TestFormRows: a filling form's rows share the room left under them up
// to 6.5 mm each, whatever its box; a box that does not hold the rows the
// form is given leaves it out, with no error.
func TestFormRows(t *testing.T) {
	row := []string{"", ""}
	log := layout.Block{Ruled: true, Table: [][]string{{"Game", "XP"}, row, row}}
	view := layout.View{Blocks: map[string][]layout.Block{"b": {log}}}
	grew, drawn := false, false
	for h := 8.0; h <= 22; h += 0.5 {
		tmpl := blocksTemplate(h)
		tmpl.Widgets[0].Rows = true
		pages, err := layout.Plan(tmpl, view, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatalf("a %g mm box: %v", h, err)
		}
		var ys []float64
		for _, op := range pages[0].Ops {
			if op.Kind == layout.OpLine && !slices.Contains(ys, op.Y) {
				ys = append(ys, op.Y)
			}
		}
		if len(pages[0].Ops) == 0 { // a header and two rows of 5 mm take about 14 mm
			if h > 15 || drawn {
				t.Errorf("a %g mm box leaves out a form it holds", h)
			}
			continue
		}
		drawn = true
		if len(ys) < 2 {
			t.Fatalf("a %g mm box: rules at %v, want the header's and one between two rows", h, ys)
		}
		pitch := ys[1] - ys[0]
		if pitch > 6.5+0.2 {
			t.Errorf("a %g mm box: rows %.2f mm high, more than 6.5", h, pitch)
		}
		grew = grew || pitch > 5.5
	}
	if !grew || !drawn {
		t.Error("no box's rows grew past 5.5 mm, or none drew the form: the test tests nothing")
	}
}

// TestFormLeftOut: a form that rises to a text takes the room the text
// leaves, and is left out where the text comes within its rise_air (2 mm)
// of its box: into it, or a line ending 1 mm above it.
func TestFormLeftOut(t *testing.T) {
	log := layout.Block{Ruled: true, Table: [][]string{{"Game", "XP"}, {"", ""}}}
	for _, tc := range []struct {
		text  string
		y, h  float64 // the text's box, mm: a line at 65.7 mm ends about 69 mm down
		drawn bool
	}{{"Short.", 10, 70, true}, {strings.Repeat("A long text that runs on. ", 60), 10, 70, false}, {"Near.", 65.7, 3.5, false}} {
		tmpl := &layout.Template{Name: "form", Width: 69, Height: 94, Safe: 3, Widgets: []layout.Widget{
			{Kind: layout.KindText, Bind: "a", X: 3.5, Y: tc.y, W: 62, H: tc.h, Size: 8, Min: 6, VAlign: "top"},
			{Kind: layout.KindBlocks, Bind: "b", Rise: "a", RiseAir: 2, Rows: true, X: 3.5, Y: 70, W: 62, H: 15, Size: 7, Min: 6, VAlign: "bottom"},
		}}
		if problems := checkProblems(tmpl); len(problems) > 0 {
			t.Fatal(problems)
		}
		pages, err := layout.Plan(tmpl, layout.View{Text: map[string]string{"a": tc.text}, Blocks: map[string][]layout.Block{"b": {log}}}, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatal(err)
		}
		drawn := slices.ContainsFunc(pages[0].Ops, func(op layout.Op) bool { return op.Form })
		if drawn != tc.drawn {
			t.Errorf("%d characters of text: the form drawn %v, want %v", len(tc.text), drawn, tc.drawn)
		}
	}
}

// TestRiseDrawnHere: only a widget drawn on the card moves the widgets
// that rise with it: one drawn on continuation cards only does not set
// how far those on the first card rise.
func TestRiseDrawnHere(t *testing.T) {
	tmpl := &layout.Template{Name: "rise", Width: 69, Height: 94, Safe: 3, Widgets: []layout.Widget{
		{Kind: layout.KindText, Bind: "a", X: 3.5, Y: 10, W: 62, H: 5, Size: 8, VAlign: "top"},
		{Kind: layout.KindText, Bind: "b", Rise: "a", Continued: true, X: 3.5, Y: 60, W: 62, H: 5, Size: 8, VAlign: "top"},
		{Kind: layout.KindText, Bind: "c", Rise: "a", X: 3.5, Y: 70, W: 62, H: 5, Size: 8, VAlign: "top"},
	}}
	if problems := checkProblems(tmpl); len(problems) > 0 {
		t.Fatal(problems)
	}
	pages, err := layout.Plan(tmpl, layout.View{Text: map[string]string{"a": "Above", "b": "Later", "c": "Below"}}, layout.Options{Fonts: testFonts(t)})
	if err != nil {
		t.Fatal(err)
	}
	ops := pages[0].Ops
	if len(ops) != 2 || ops[1].Text != "Below" {
		t.Fatalf("ops %+v, want the first card's two texts", ops)
	}
	if gap := (ops[1].Y - ops[0].Y) - (ops[0].Size/4+ops[1].Size*0.927)*25.4/72; math.Abs(gap-0.5) > 0.3 {
		t.Errorf("%.2f mm between the texts' boxes, want about 0.5: it rises as far as it can", gap)
	}
}

// TestWideTable: a wide table's first column takes the width the others
// leave, its last column ending at the widget's right edge, even where
// its other columns hold stats alone (an aircraft's "4+", "39"), which a
// table that is not wide spreads; a table that is not wide keeps its
// natural widths otherwise.
func TestWideTable(t *testing.T) {
	words := [][]string{{"Test", "Roll", "Page"}, {"Rally", "Motivation 5+", "64"}, {"Minefields", "Skill 4+", "112"}}
	stats := [][]string{{"Test", "Roll", "Page"}, {"Roll for Aircraft", "4+", "39"}}
	for _, tc := range []struct {
		table [][]string
		wide  bool
	}{{words, false}, {words, true}, {stats, true}} {
		table, wide := tc.table, tc.wide
		view := layout.View{Blocks: map[string][]layout.Block{"b": {{Table: table, Wide: wide}}}}
		pages, err := layout.Plan(blocksTemplate(30), view, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatal(err)
		}
		right := 0.0 // where "Page" ends, mm
		for _, op := range pages[0].Ops {
			if op.Kind == layout.OpText && op.Text == "Page" {
				right = op.X + testFonts(t).Bold.Width("Page", op.Size)
			}
		}
		if atEdge := math.Abs(right-65.5) < 0.6; atEdge != wide {
			t.Errorf("%q, wide %v: \"Page\" ends at %.2f mm, at the widget's right edge (65.5): %v", table[1][0], wide, right, atEdge)
		}
	}
}

// TestFiguresFlushRight: a centred column of whole numbers sets them flush
// right to the widest, which stands centred under its heading: the page
// numbers of a unit's tests end where each other end, not half a digit
// apart, in a second table of the same heading too.
func TestFiguresFlushRight(t *testing.T) {
	table := [][]string{{"Test", "Roll", "Page"}, {"Rally", "5+", "64"}, {"Minefields", "Skill 4+", "112"}}
	more := [][]string{{"Test", "Roll", "Page"}, {"Remount", "2+", "7"}}
	view := layout.View{Blocks: map[string][]layout.Block{"b": {{Table: table, Wide: true}, {Table: more, Wide: true}}}}
	fonts := testFonts(t)
	pages, err := layout.Plan(blocksTemplate(30), view, layout.Options{Fonts: fonts})
	if err != nil {
		t.Fatal(err)
	}
	left, right := map[string]float64{}, map[string]float64{}
	for _, op := range pages[0].Ops {
		if op.Kind == layout.OpText {
			left[op.Text], right[op.Text] = op.X, op.X+fonts.Weight(op.Font == "bold").Width(op.Text, op.Size)
		}
	}
	for _, n := range []string{"64", "7"} {
		if math.Abs(right[n]-right["112"]) > 0.01 {
			t.Errorf("page %s ends at %.2f mm, 112 at %.2f: want one edge", n, right[n], right["112"])
		}
	}
	if mid, page := (left["112"]+right["112"])/2, (left["Page"]+right["Page"])/2; math.Abs(mid-page) > 0.01 {
		t.Errorf("the widest page, 112, is centred at %.2f mm, its heading \"Page\" at %.2f", mid, page)
	}
}

// TestRiserNoLarger: a blocks widget that rises to another sets its text
// no larger than that one set its own (a unit's tests under its rules,
// not louder than they are), down to its least size; one that does not
// rise keeps its size.
func TestRiserNoLarger(t *testing.T) {
	rules := layout.Block{Heading: "Smoke", Text: strings.Repeat("May shoot smoke instead of firing. ", 6)}
	tests := layout.Block{Heading: "This unit's tests", Text: "Rally 4+ (p. 64) · Last Stand 4+ (p. 81)"}
	for _, tc := range []struct {
		rise string
		min  float64
	}{{"", 6}, {"rules", 6}, {"rules", 7}} {
		tmpl := &layout.Template{Name: "riser", Width: 69, Height: 94, Safe: 3, Widgets: []layout.Widget{
			{Kind: layout.KindBlocks, Bind: "rules", X: 3.5, Y: 14, W: 62, H: 12, Size: 8, Min: 6, VAlign: "top"},
			{Kind: layout.KindBlocks, Bind: "tests", Rise: tc.rise, X: 3.5, Y: 40, W: 62, H: 20, Size: 8, Min: tc.min, VAlign: "top"},
		}}
		pages, err := layout.Plan(tmpl, layout.View{Blocks: map[string][]layout.Block{"rules": {rules}, "tests": {tests}}}, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatal(err)
		}
		sizes := map[string]float64{}
		for _, op := range pages[0].Ops {
			if op.Kind == layout.OpText && (op.Text == "Smoke" || op.Text == "This unit's tests") {
				sizes[op.Text] = op.Size
			}
		}
		set, under := sizes["This unit's tests"], sizes["Smoke"]
		if under <= 6 || under >= 7 {
			t.Fatalf("the rules at %g pt: the test wants them between 6 and 7", under)
		}
		want := 8.0
		if tc.rise != "" {
			want = max(under, tc.min)
		}
		if math.Abs(set-want) > 1e-9 {
			t.Errorf("rise %q, least %g pt: the tests at %g pt under rules at %g pt, want %g", tc.rise, tc.min, set, under, want)
		}
	}
}

// TestRiseToLowest: a widget that rises to more slots stands 0.5 mm
// under the lowest of what they drew (a code under a unit's tests, set by
// one of two widgets), under the higher where the lower is not drawn, and
// where neither is, it stays; its foot stays, and a code centred in the
// box it grows to stands in the middle of the room left. A rise naming a
// slot no widget before it binds is refused.
func TestRiseToLowest(t *testing.T) {
	tmpl := &layout.Template{Name: "rise", Width: 69, Height: 94, Safe: 3, Widgets: []layout.Widget{
		{Kind: layout.KindText, Bind: "a", If: "show_a", X: 3.5, Y: 10, W: 62, H: 5, Size: 8, VAlign: "top"},
		{Kind: layout.KindText, Bind: "b", If: "show_b", X: 3.5, Y: 20, W: 62, H: 5, Size: 8, VAlign: "top"},
		{Kind: layout.KindQR, Rise: "a b", X: 17.5, Y: 50, W: 34, H: 34, Align: "center", VAlign: "middle"},
	}}
	if problems := checkProblems(tmpl); len(problems) > 0 {
		t.Fatal(problems)
	}
	for _, c := range []struct {
		a, b  bool
		under string // the text the code stands under
	}{{true, true, "Below"}, {true, false, "Above"}, {false, true, "Below"}, {false, false, ""}} {
		text := map[string]string{"a": "Above", "b": "Below"}
		if c.a {
			text["show_a"] = "yes"
		}
		if c.b {
			text["show_b"] = "yes"
		}
		pages, err := layout.Plan(tmpl, layout.View{Text: text, QR: "HTTPS://EXAMPLE.ORG/1"}, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatal(err)
		}
		top := 50.0 // where the code's box starts: its own top, or under the text
		var code *layout.Op
		for i, op := range pages[0].Ops {
			switch {
			case op.Kind == layout.OpQR:
				code = &pages[0].Ops[i]
			case op.Kind == layout.OpText && op.Text == c.under:
				top = op.Y + op.Size*layout.PtToMM/4 + 0.5
			}
		}
		if code == nil {
			t.Fatalf("a %v, b %v: no code drawn", c.a, c.b)
		}
		if mid, want := code.Y+code.H/2, (top+84)/2; math.Abs(mid-want) > 0.05 {
			t.Errorf("a %v, b %v: the code's middle at %.2f mm, want %.2f (the room from %.2f to 84 mm)", c.a, c.b, mid, want, top)
		}
	}
	bad := *tmpl
	bad.Widgets = slices.Clone(tmpl.Widgets)
	bad.Widgets[2].Rise = "a c"
	if problems := checkProblems(&bad); len(problems) != 1 || !strings.Contains(problems[0], `"c"`) {
		t.Errorf("a rise naming a slot no widget binds: %q, want one problem naming it", problems)
	}
}

// TestRiseNeverOver: blocks that rise to text that reached below their
// top stand under it, their foot kept, never over it; where it reached
// past their foot they hold nothing, and say so (a unit's tests under
// teams that fill the front: the printer then leaves them on the back).
func TestRiseNeverOver(t *testing.T) {
	for _, c := range []struct {
		lines int  // lines of the text risen to
		fits  bool // the blocks then fit under it
	}{{1, true}, {12, true}, {21, false}} {
		tmpl := &layout.Template{Name: "over", Width: 69, Height: 94, Safe: 3, Widgets: []layout.Widget{
			{Kind: layout.KindText, Bind: "a", X: 3.5, Y: 10, W: 62, H: 75, Size: 8, Min: 8, VAlign: "top"},
			{Kind: layout.KindBlocks, Bind: "b", Rise: "a", X: 3.5, Y: 30, W: 62, H: 48, Size: 8, Min: 8, VAlign: "top"},
		}}
		text := strings.TrimSpace(strings.Repeat("Line\n", c.lines))
		view := layout.View{Text: map[string]string{"a": text}, Blocks: map[string][]layout.Block{"b": {{Heading: "Tests", Text: "Rally 4+ (p. 64) · Counterattack 4+ (p. 78)"}}}}
		pages, err := layout.Plan(tmpl, view, layout.Options{Fonts: testFonts(t)})
		if !c.fits {
			var fe *layout.FitError
			if !errors.As(err, &fe) || fe.Slot != "b" {
				t.Errorf("%d lines past its foot: %v, want the blocks' FitError", c.lines, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%d lines: %v", c.lines, err)
		}
		var lowest, heading float64
		for _, op := range pages[0].Ops {
			switch {
			case op.Kind == layout.OpText && op.Text == "Line":
				lowest = max(lowest, op.Y+op.Size*layout.PtToMM/4)
			case op.Kind == layout.OpText && strings.HasPrefix(op.Text, "Tests"):
				heading = op.Y - op.Size*layout.PtToMM*0.8
			}
		}
		if heading < lowest {
			t.Errorf("%d lines reaching %.2f mm: the blocks' heading stands at %.2f, over them", c.lines, lowest, heading)
		}
	}
}
