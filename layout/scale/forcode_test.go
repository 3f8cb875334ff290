package scale

import (
	"math"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
)

// codeFront is the crew front's bottom: the crew grid, the rule under it,
// the upgrades' head and list, the kills track left of the code, and the
// code's box that grows to 0.63 mm modules, at most 33.5 mm.
func codeFront() *layout.Template {
	return &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindGrid, Bind: "crew", X: 3.5, Y: 27.1, W: 62, H: 35.6},
		{Kind: layout.KindLine, X: 3.5, Y: 63.1, W: 62},
		{Kind: layout.KindText, Bind: "head", X: 3.5, Y: 63.6, W: 34, H: 2.1, Size: 5},
		{Kind: layout.KindList, Bind: "upgrades", X: 3.5, Y: 65.8, W: 34, H: 11.4, Size: 7},
		{Kind: layout.KindTrack, Bind: "kills", X: 10, Y: 77.6, W: 27.5, H: 5},
		{Kind: layout.KindQR, If: "code_front", X: 39, Y: 63.4, W: 26.5, H: 26.5, Module: 0.63, Grow: 33.5},
		{Kind: layout.KindBox, If: "code_back", X: 39, Y: 63.4, W: 26.5, H: 26.5},
	}}
}

// TestForCodeGrows: a code of version 7 (45 + 8 modules) grows its box to
// 53 × 0.63 mm from its bottom-right corner; the grid above ends above it,
// the rule moves up with it, the column beside it narrows and follows the
// rule up, its list taking the room; the box drawn only when the code is
// on the back stays; the template itself is left as it was.
func TestForCodeGrows(t *testing.T) {
	tpl := codeFront()
	g := ForCode(tpl, 53)
	grid, rule, head, list, kills, qr, back := g.Widgets[0], g.Widgets[1], g.Widgets[2], g.Widgets[3], g.Widgets[4], g.Widgets[5], g.Widgets[6]
	side := 53 * 0.63
	if math.Abs(qr.W-side) > 1e-9 || math.Abs(qr.H-side) > 1e-9 || qr.X+qr.W != 65.5 || math.Abs(qr.Y+qr.H-89.9) > 1e-9 {
		t.Fatalf("the code's box = %+v, want %.2f mm a side ending at (65.5, 89.9)", qr.Rect(), side)
	}
	for _, w := range []layout.Widget{grid, rule, head, list, kills} {
		if w.Rect().Overlaps(qr.Rect()) {
			t.Errorf("%s %+v overlaps the code %+v", w.Kind, w.Rect(), qr.Rect())
		}
	}
	d := 63.1 - rule.Y // how far the rule rose
	if rule.Y >= qr.Y || rule.Y < qr.Y-1 || grid.Y+grid.H >= rule.Y {
		t.Errorf("rule at %.2f, grid ending at %.2f, code from %.2f: want the grid, then the rule, then the code", rule.Y, grid.Y+grid.H, qr.Y)
	}
	if math.Abs(head.Y-(63.6-d)) > 1e-9 || math.Abs(list.Y-(65.8-d)) > 1e-9 || math.Abs(list.Y+list.H-77.2) > 1e-9 {
		t.Errorf("head at %.2f, list %.2f to %.2f: want them %.2f mm higher, the list's bottom at 77.2", head.Y, list.Y, list.Y+list.H, d)
	}
	if kills.Y != 77.6 || kills.X+kills.W > qr.X {
		t.Errorf("kills track %+v: want it at 77.6, left of the code", kills.Rect())
	}
	if back != tpl.Widgets[6] {
		t.Errorf("the back-code box moved: %+v", back.Rect())
	}
	if tpl.Widgets[5].W != 26.5 || tpl.Widgets[1].Y != 63.1 || tpl.Widgets[3].H != 11.4 {
		t.Errorf("ForCode changed the template it was given: %+v", tpl.Widgets)
	}
}

// TestForCodeKeeps: a code whose modules reach 0.63 mm in the box as it
// is (version 4, 41 modules) keeps the template itself; one past the
// box's Grow grows to Grow, no further.
func TestForCodeKeeps(t *testing.T) {
	tpl := codeFront()
	if g := ForCode(tpl, 41); g != tpl {
		t.Errorf("a version-4 code grew the template")
	}
	if g := ForCode(tpl, 57); g.Widgets[5].W != 33.5 {
		t.Errorf("a version-8 code's box is %.2f mm, want its grow, 33.5", g.Widgets[5].W)
	}
}

// TestPlanGrowsBetweenModules: when every whole number of modules would
// grow the code's box so far that the rule above it moves nearer the tick
// boxes over it, the box still grows as far as it can without moving
// the rule (issue 31, item 6: a full crew grid), to within a twentieth
// of a module.
func TestPlanGrowsBetweenModules(t *testing.T) {
	tpl := &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindTrack, Bind: "ticks", X: 40, Y: 59.6, W: 20, H: 2.5, Tick: 2.5},
		{Kind: layout.KindLine, X: 3.5, Y: 62.6, W: 62, LineW: 0.25},
		{Kind: layout.KindQR, X: 39, Y: 63.4, W: 26.5, H: 26.5, Module: 0.63, Grow: 33.5},
	}}
	v := layout.View{QR: "HTTPS://EXAMPLE.ORG/C/" + strings.Repeat("A", 110), Marks: map[string]int{"ticks": 3}}
	q, err := layout.EncodeQR(v.QR)
	if err != nil || q.Version != 5 {
		t.Fatalf("the payload is version %d, want 5 (45 modules with the quiet zone): %v", q.Version, err)
	}
	pages, err := Plan(tpl, v, layout.Options{Fonts: layouttest.Fonts(t), QR: q}, ForCode)
	if err != nil {
		t.Fatal(err)
	}
	var code, rule layout.Op
	for _, op := range pages[0].Ops {
		switch op.Kind {
		case layout.OpQR:
			code = op
		case layout.OpLine:
			rule = op
		}
	}
	// The rule moves once the code comes within 0.4 mm of it: the box
	// can reach up to 63.0 mm, 26.9 mm a side, between 42 and 43 modules.
	if rule.Y != 62.6 {
		t.Errorf("the rule moved to %.2f mm, nearer the tick boxes", rule.Y)
	}
	if code.W < 26.9-0.05*0.63 || code.Y < 63.0-1e-9 {
		t.Errorf("the code's box is %.3f mm a side from %.3f mm, want it to reach up to 63.0 mm (26.9 mm a side)", code.W, code.Y)
	}
}

// TestNoWorseKeepsWords: a grown code that narrows a list so far that an
// upgrade's name wraps onto two lines, or goes to the back, leaves the
// card worse, though no text, tick box or pencil box shrank.
func TestNoWorseKeepsWords(t *testing.T) {
	page := func(texts ...string) []layout.Page {
		pg := layout.Page{W: 69, H: 94}
		for _, s := range texts {
			pg.Ops = append(pg.Ops, layout.Op{Kind: layout.OpText, Text: s, Size: 6.5})
		}
		return []layout.Page{pg}
	}
	base := page("UPGRADES · SLOTS 2/5", "Enhanced Gun Laying Drive", "Radio")
	for _, tc := range []struct {
		name  string
		pages []layout.Page
		want  bool
	}{
		{"as it was", page("UPGRADES · SLOTS 2/5", "Enhanced Gun Laying Drive", "Radio"), true},
		{"a name wrapped", page("UPGRADES · SLOTS 2/5", "Enhanced Gun Laying", "Drive", "Radio"), false},
		{"a name gone to the back", page("UPGRADES · SLOTS 2/5", "Radio", "+1 more on the back"), false},
	} {
		if got := noWorse(tc.pages, base); got != tc.want {
			t.Errorf("%s: noWorse = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestForCodeSeveralSlots: a widget drawn if the code is on the front and
// another slot too ("code_front survival_front") is drawn with the code,
// and gives way to it as the code grows; one drawn if the code is on the
// back and that slot ("code_back survival_front") is never drawn with it,
// and keeps its box.
func TestForCodeSeveralSlots(t *testing.T) {
	tpl := codeFront()
	beside := layout.Widget{Kind: layout.KindList, Bind: "survival", If: "code_front survival_front", X: 3.5, Y: 72, W: 34, H: 5.2, Size: 6.5}
	wide := layout.Widget{Kind: layout.KindList, Bind: "survival", If: "code_back survival_front", X: 3.5, Y: 72, W: 62, H: 5.2, Size: 6.5}
	tpl.Widgets = append(tpl.Widgets, beside, wide)
	g := ForCode(tpl, 53)
	qr, b, w := g.Widgets[5], g.Widgets[7], g.Widgets[8]
	if b.Rect().Overlaps(qr.Rect()) {
		t.Errorf("the widget drawn beside the code %+v overlaps it %+v", b.Rect(), qr.Rect())
	}
	if w != wide {
		t.Errorf("the widget drawn with the code on the back moved: %+v, was %+v", w.Rect(), wide.Rect())
	}
}

// TestForCodeKeepsAWideBox: a box wider than the code it grows for keeps
// its width, its foot and centre (what it rises to may give it the
// height); the text above it gives way by its height.
func TestForCodeKeepsAWideBox(t *testing.T) {
	tpl := &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindBlocks, Bind: "tests", X: 3.5, Y: 26, W: 62, H: 33.5, Size: 7},
		{Kind: layout.KindQR, X: 17.5, Y: 60, W: 34, H: 26, Align: "center", Module: 0.63, Grow: 48.5},
	}}
	g := ForCode(tpl, 45)
	tests, qr := g.Widgets[0], g.Widgets[1]
	side := 45 * 0.63
	if qr.X != 17.5 || qr.W != 34 || math.Abs(qr.H-side) > 1e-9 || math.Abs(qr.Y+qr.H-86) > 1e-9 {
		t.Errorf("the code's box = %+v, want 34 mm wide from 17.5 mm, %.2f mm high ending at 86", qr.Rect(), side)
	}
	if tests.W != 62 || tests.Y+tests.H > qr.Y {
		t.Errorf("the tests' box = %+v, want it as wide, ending above the code's at %.2f", tests.Rect(), qr.Y)
	}
}
