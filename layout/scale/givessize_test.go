package scale

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
)

// testsBack is a unit's back: what its tests decide, 7 pt down to 6 pt,
// over a code's box of 34 mm that grows for 0.63 mm modules to 48.5 mm,
// centred, its foot at 86 mm.
func testsBack(gives bool) *layout.Template {
	return &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindBlocks, Bind: "tests", X: 3.5, Y: 13, W: 62, H: 38, Size: 7, Min: 6, GivesSize: gives},
		{Kind: layout.KindQR, X: 17.5, Y: 51.5, W: 34, H: 34.5, Align: "center", Module: 0.63, Grow: 48.5},
	}}
}

// versionTen is a payload of a version-10 code: 57 modules, 65 with the
// quiet zone, 40.95 mm at 0.63 mm modules.
var versionTen = "HTTPS://EXAMPLE.ORG/U/" + strings.Repeat("A", 340)

// planTests lays n tests out on testsBack and returns the code and the
// smallest and largest size their texts are set at.
func planTests(t *testing.T, gives bool, n int) (code layout.Op, least, most float64) {
	t.Helper()
	var tests []layout.Block
	for range n {
		tests = append(tests, layout.Block{Heading: "Blitz 3+", Ref: "p. 46", Text: "Move 4\"/10cm first; stay and shoot as halted, or move on.", Inline: true})
	}
	v := layout.View{QR: versionTen, Blocks: map[string][]layout.Block{"tests": tests}}
	pages, err := Plan(testsBack(gives), v, layout.Options{Fonts: layouttest.Fonts(t)}, ForCode)
	if err != nil {
		t.Fatal(err)
	}
	least = 99
	for _, op := range pages[0].Ops {
		switch op.Kind {
		case layout.OpQR:
			code = op
		case layout.OpText:
			least, most = min(least, op.Size), max(most, op.Size)
			if code.Kind == layout.OpQR || op.Y > 51 {
				t.Errorf("%q at %.2f mm: want every text above the code", op.Text, op.Y)
			}
		}
	}
	return code, least, most
}

// TestPlanGivesSize: five tests that fill their box at 7 pt leave a
// version-10 code 0.59 mm modules; set at their floor of 6 pt (GivesSize) they leave
// it its 0.63 mm, the code's box growing into the room; without
// GivesSize they keep 7 pt and the code stays under its module.
func TestPlanGivesSize(t *testing.T) {
	code, least, most := planTests(t, true, 5)
	if code.Module < 0.63-1e-9 || least != 6 || most != 6 {
		t.Errorf("giving their size: tests at %g-%g pt, the code at %.3f mm modules; want 6 pt and 0.63 mm", least, most, code.Module)
	}
	code, least, most = planTests(t, false, 5)
	if code.Module >= 0.63-1e-9 || least != 7 || most != 7 {
		t.Errorf("keeping their size: tests at %g-%g pt, the code at %.3f mm modules; want 7 pt and a code under 0.63 mm", least, most, code.Module)
	}
}

// TestPlanKeepsSizeWithRoom: four tests, which leave the code its module
// at 7 pt, keep 7 pt where they may give their size.
func TestPlanKeepsSizeWithRoom(t *testing.T) {
	code, least, _ := planTests(t, true, 4)
	if code.Module < 0.63-1e-9 || least != 7 {
		t.Errorf("tests at %g pt, the code at %.3f mm modules; want 7 pt and 0.63 mm", least, code.Module)
	}
}

// TestPlanGrowsTheCodeDrawn: of two code boxes, the first drawn only
// where the tests draw nothing, the code the second draws, under tests
// that fill their box, grows as far as the tests let it: each box is
// measured for the code it draws, not the template's first.
func TestPlanGrowsTheCodeDrawn(t *testing.T) {
	tpl := testsBack(false)
	tpl.Widgets[1].IfFull = "tests"
	alone := layout.Widget{Kind: layout.KindQR, IfEmpty: "tests", X: 14, Y: 45, W: 41, H: 41, Align: "center", Module: 0.63, Grow: 48.5}
	tpl.Widgets = append(tpl.Widgets[:1], alone, tpl.Widgets[1])
	var tests []layout.Block
	for range 6 {
		tests = append(tests, layout.Block{Heading: "Blitz 3+", Ref: "p. 46", Text: "Move 4\"/10cm first; stay and shoot as halted, or move on.", Inline: true})
	}
	v := layout.View{QR: versionTen, Blocks: map[string][]layout.Block{"tests": tests}}
	pages, err := Plan(tpl, v, layout.Options{Fonts: layouttest.Fonts(t)}, ForCode)
	if err != nil {
		t.Fatal(err)
	}
	if pg := pages[0]; pg.QR == nil || pg.QRWidget != 2 {
		t.Fatalf("the code drawn %v, by widget %d; want it drawn, by widget 2", pg.QR != nil, pg.QRWidget)
	}
	for _, op := range pages[0].Ops {
		if op.Kind == layout.OpQR && op.W <= 34+1e-9 {
			t.Errorf("the code is %.2f mm a side (%.3f mm modules): want it grown past its box's 34 mm", op.W, op.Module)
		}
	}
}

// TestPlanKeepsSizeOverACodeAtItsModule: where the code, risen under
// the tests, already prints at its module, the tests keep their size,
// for tests of every length from one word to a box's worth: the code's
// template box (26 mm high, under 45 modules at 0.63 mm) is no reason to
// set them smaller.
func TestPlanKeepsSizeOverACodeAtItsModule(t *testing.T) {
	tpl := &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindBlocks, Bind: "tests", X: 3.5, Y: 26, W: 62, H: 33.5, Size: 7, Min: 6, GivesSize: true},
		{Kind: layout.KindQR, Rise: "tests", X: 17.5, Y: 60, W: 34, H: 26, Align: "center", VAlign: "middle", Module: 0.63, Grow: 48.5},
	}}
	o := layout.Options{Fonts: layouttest.Fonts(t)}
	payload := "HTTPS://EXAMPLE.ORG/U/" + strings.Repeat("A", 150) // version 6: 49 modules, 30.9 mm at 0.63 mm
	words := strings.Fields(strings.Repeat("Blitz: move 4\"/10cm first; stay and shoot as halted. ", 40))
	checked := 0
	for n := 1; n <= len(words); n++ {
		v := layout.View{QR: payload, Blocks: map[string][]layout.Block{"tests": {{Heading: "Blitz 3+", Text: strings.Join(words[:n], " "), Inline: true}}}}
		base, err := layout.Plan(tpl, v, o)
		if err != nil {
			break // the tests no longer fit their box
		}
		if code, size := codeAndSize(base[0]); code.Module < 0.63-1e-9 {
			continue
		} else if pages, err := Plan(tpl, v, o, ForCode); err != nil {
			t.Fatal(err)
		} else if _, got := codeAndSize(pages[0]); got != size {
			t.Errorf("%d words: the tests at %g pt over a code at %.3f mm modules, want them at %g pt, as laid out", n, got, code.Module, size)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no length of tests leaves the code its module: the test tests nothing")
	}
}

// codeAndSize returns a page's code and the size its first text is set at.
func codeAndSize(pg layout.Page) (code layout.Op, size float64) {
	for _, op := range pg.Ops {
		switch {
		case op.Kind == layout.OpQR:
			code = op
		case op.Kind == layout.OpText && size == 0:
			size = op.Size
		}
	}
	return code, size
}

// TestPlanGivesSizeForRoom: rules that take their box at 8 pt leave the
// tests that rise under them no room (the card does not lay out); set at
// their floor, 6 pt, as both give their size (GivesSize), they leave the
// tests theirs. Where either does not give its size, the error stays:
// rules give their size only to texts that give theirs.
func TestPlanGivesSizeForRoom(t *testing.T) {
	back := func(rules, tests bool) *layout.Template {
		return &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
			{Kind: layout.KindBlocks, Bind: "rules", X: 3.5, Y: 13, W: 62, H: 30, Size: 8, Min: 6, GivesSize: rules},
			{Kind: layout.KindBlocks, Bind: "tests", Rise: "rules", X: 3.5, Y: 44, W: 62, H: 12, Size: 7, Min: 6, GivesSize: tests},
			{Kind: layout.KindQR, X: 17.5, Y: 57.5, W: 34, H: 28.5, Align: "center", Module: 0.63, Grow: 48.5},
		}}
	}
	rule := layout.Block{Heading: "Gun shield", Text: "When the team fails its save and would be destroyed, the shooter must also pass a Firepower test; otherwise the team is unharmed."}
	test := layout.Block{Heading: "Rally 4+", Ref: "p. 64", Text: "No longer Pinned Down.", Inline: true}
	v := layout.View{QR: "HTTPS://EXAMPLE.ORG/U/" + strings.Repeat("A", 40), Blocks: map[string][]layout.Block{
		"rules": {rule, rule}, "tests": {test, test, test, test, test},
	}}
	o := layout.Options{Fonts: layouttest.Fonts(t)}
	if _, err := Plan(back(false, true), v, o, ForCode); err == nil {
		t.Fatal("the tests fit under rules at their size: the test tests nothing")
	}
	if _, err := Plan(back(true, false), v, o, ForCode); err == nil {
		t.Error("rules gave their size to tests that do not give theirs")
	}
	pages, err := Plan(back(true, true), v, o, ForCode)
	if err != nil {
		t.Fatalf("rules giving their size: %v", err)
	}
	if _, size := codeAndSize(pages[0]); size != 6 {
		t.Errorf("the rules at %g pt, want their floor, 6 pt", size)
	}
}
