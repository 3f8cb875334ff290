package scale

import (
	"math"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/fonts"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
)

// codeBack is a unit card's back with its code: the rules above a 40 mm
// code that may shrink to 0.63 mm modules, the rules' continuation on the
// next card, and the short rules of a back with a spare code, whose note
// sits between them and the code.
func codeBack() *layout.Template {
	return &layout.Template{Name: "b", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindBlocks, Bind: "rules", If: "code_back", X: 3.5, Y: 13, W: 62, H: 31.4, Size: 7, Min: 6, Flow: true},
		{Kind: layout.KindBlocks, Bind: "rules", X: 3.5, Y: 13, W: 62, H: 73, Size: 7, Min: 6, Flow: true, Continued: true},
		{Kind: layout.KindQR, If: "code_back", X: 14.5, Y: 45, W: 40, H: 40, Align: "center", Module: 0.63, Shrink: true},
		{Kind: layout.KindBlocks, Bind: "rules", If: "code_spare", X: 3.5, Y: 13, W: 62, H: 22, Size: 7, Min: 6, Flow: true},
		{Kind: layout.KindText, Bind: "note", If: "code_spare", X: 3.5, Y: 36, W: 62, H: 7, Size: 7},
		{Kind: layout.KindQR, If: "code_spare", X: 14.5, Y: 45, W: 40, H: 40, Align: "center", Module: 0.63, Shrink: true},
		{Kind: layout.KindLine, X: 3.5, Y: 86.6, W: 62},
	}}
}

// TestShrinkGivesWay: a version-7 code (53 modules) gives up 6 mm of its
// 40 mm box, its top coming down, centred still; the rules above it take
// the 6 mm; the widgets of the other code stay as they are, as does the
// rule below. No further than 53 × 0.63 mm, however much is asked.
func TestShrinkGivesWay(t *testing.T) {
	tpl := codeBack()
	back := func(w layout.Widget) bool { return w.Kind == layout.KindQR && w.If == "code_back" }
	g := shrink(tpl, back, 53, 6)
	rules, qr := g.Widgets[0], g.Widgets[2]
	if math.Abs(qr.W-34) > 1e-9 || math.Abs(qr.H-34) > 1e-9 || math.Abs(qr.Y+qr.H-85) > 1e-9 || math.Abs(qr.X+qr.W/2-34.5) > 1e-9 {
		t.Errorf("the code's box = %+v, want 34 mm a side, centred on 34.5 mm, ending at 85 mm", qr.Rect())
	}
	if math.Abs(rules.H-37.4) > 1e-9 || rules.Y != 13 {
		t.Errorf("the rules above = %+v, want 13 to 50.4 mm", rules.Rect())
	}
	for _, j := range []int{1, 3, 4, 5, 6} {
		if g.Widgets[j] != tpl.Widgets[j] {
			t.Errorf("widget %d (%s) moved: %+v, was %+v", j, g.Widgets[j].Kind, g.Widgets[j].Rect(), tpl.Widgets[j].Rect())
		}
	}
	if tpl.Widgets[2].H != 40 || tpl.Widgets[0].H != 31.4 {
		t.Errorf("shrink changed the template it was given: %+v", tpl.Widgets)
	}
	if g := shrink(tpl, back, 53, 20); math.Abs(g.Widgets[2].W-53*0.63) > 1e-9 {
		t.Errorf("asked for 20 mm, the box is %.2f mm, want its floor %.2f", g.Widgets[2].W, 53*0.63)
	}
}

// TestShrinkMovesNote: the spare code's note, between its rules and the
// code, comes down with the code's top; the rules above it take the room.
func TestShrinkMovesNote(t *testing.T) {
	spare := func(w layout.Widget) bool { return w.Kind == layout.KindQR && w.If == "code_spare" }
	g := shrink(codeBack(), spare, 45, 5)
	rules, note, qr := g.Widgets[3], g.Widgets[4], g.Widgets[5]
	if rules.H != 27 || note.Y != 41 || qr.Y != 50 {
		t.Errorf("rules to %.1f, note at %.1f, code at %.1f: want 40, 41 and 50 mm", rules.Y+rules.H, note.Y, qr.Y)
	}
}

// TestPlanGivesWay: rules that run onto another card beside a 40 mm code
// take a card fewer where the code gives way, by no more than it must,
// and never under 0.63 mm modules; rules that fit beside the 40 mm code,
// or take as many cards however small it is, keep it whole.
func TestPlanGivesWay(t *testing.T) {
	fs, err := font.NewSet(fonts.Regular, fonts.Bold)
	if err != nil {
		t.Fatal(err)
	}
	link := "https://example.org/u/" + strings.Repeat("A", 190) // version 7
	rule := layout.Block{Heading: "Rule", Text: strings.Repeat("A rule of the unit in our words. ", 4)}
	for _, tc := range []struct {
		rules     int
		cards     int
		min, most float64 // the code's side, mm
	}{
		{3, 1, 40, 40},           // fit beside the whole code
		{4, 1, 53 * 0.63, 39.9},  // fit one card where the code gives way
		{11, 2, 40, 40},          // take two cards even so: the code keeps its size
		{12, 2, 53 * 0.63, 39.9}, // take two cards where the code gives way, not three
	} {
		v := layout.View{Text: map[string]string{"code_back": "yes"}, QR: link,
			Blocks: map[string][]layout.Block{"rules": make([]layout.Block, tc.rules)}}
		for i := range v.Blocks["rules"] {
			v.Blocks["rules"][i] = rule
		}
		pages, err := Plan(codeBack(), v, layout.Options{Fonts: fs}, ForCode)
		if err != nil {
			t.Fatal(err)
		}
		if pages[0].QR == nil || pages[0].QR.Version != 7 {
			t.Fatalf("%d rules: the first card's code is %+v, want version 7", tc.rules, pages[0].QR)
		}
		side := 0.0
		for _, op := range pages[0].Ops {
			if op.Kind == layout.OpQR {
				side = op.W
			}
		}
		if len(pages) != tc.cards || side < tc.min-1e-9 || side > tc.most+1e-9 {
			t.Errorf("%d rules: %d cards, the code %.2f mm; want %d, %.2f to %.2f mm", tc.rules, len(pages), side, tc.cards, tc.min, tc.most)
		}
	}
}

// TestForCodeGrowsCentred: a back's code aligned to the centre grows for
// a version-13 code (77 modules) to 77 × 0.63 mm, at most its grow, out
// from its bottom centre: still centred, its bottom kept, the rules above
// ending above it; up to a grow that only a centred box has room for.
func TestForCodeGrowsCentred(t *testing.T) {
	tpl := codeBack()
	tpl.Widgets[2].Grow = 48.5
	g := ForCode(tpl, 77)
	rules, qr := g.Widgets[0], g.Widgets[2]
	if math.Abs(qr.W-48.5) > 1e-9 || math.Abs(qr.X+qr.W/2-34.5) > 1e-9 || math.Abs(qr.Y+qr.H-85) > 1e-9 {
		t.Errorf("the code's box = %+v, want 48.5 mm centred on 34.5 mm, ending at 85 mm", qr.Rect())
	}
	if rules.Y+rules.H >= qr.Y || rules.H < 20 {
		t.Errorf("the rules %+v: want them to end above the code %+v", rules.Rect(), qr.Rect())
	}
	// Centred, it has room for 62 mm between the safe zone's sides, where
	// one growing left from its right edge at 54.5 mm would have 51.
	tpl.Widgets[2].Grow = 60
	if g := ForCode(tpl, 100); math.Abs(g.Widgets[2].W-60) > 1e-9 {
		t.Errorf("a code of 100 modules grows its box to %.2f mm, want its grow, 60", g.Widgets[2].W)
	}
}

// TestForCodeGrowsOnContinuation: a continuation card's code, drawn only
// where its rules drew nothing (if_empty), grows as the first card's
// does: the note above it, drawn on continuation cards too, ends above
// it, and the continued rules, never drawn with it, keep their box.
func TestForCodeGrowsOnContinuation(t *testing.T) {
	tpl := &layout.Template{Name: "b", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindBlocks, Bind: "rules", X: 3.5, Y: 13, W: 62, H: 73, Size: 7, Min: 6, Flow: true, Continued: true},
		{Kind: layout.KindText, Text: "Its code again.", Continued: true, IfEmpty: "rules", X: 3.5, Y: 13, W: 62, H: 30, Size: 7, VAlign: "bottom"},
		{Kind: layout.KindQR, Continued: true, IfEmpty: "rules", X: 14.5, Y: 45, W: 40, H: 40, Align: "center", Module: 0.63, Grow: 48.5},
	}}
	g := ForCode(tpl, 77)
	rules, note, qr := g.Widgets[0], g.Widgets[1], g.Widgets[2]
	if math.Abs(qr.W-48.5) > 1e-9 {
		t.Fatalf("the code's box = %+v, want 48.5 mm", qr.Rect())
	}
	if note.Y+note.H >= qr.Y || note.W != 62 {
		t.Errorf("the note %+v: want it whole, ending above the code %+v", note.Rect(), qr.Rect())
	}
	if rules != tpl.Widgets[0] {
		t.Errorf("the continued rules moved to %+v", rules.Rect())
	}
}

// TestToKeepsAlternativeCodes: two codes of one face in the same place,
// one drawn only where the rules drew something (if_full), the other only
// where they drew nothing (if_empty), are never on one card: scaled to a
// smaller card, each keeps its size, and neither gives way to the other
// (the second's box cut short above the first's, then grown up from
// there over the name band).
func TestToKeepsAlternativeCodes(t *testing.T) {
	tpl := &layout.Template{Name: "b", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindText, Bind: "name", Repeat: true, X: 4.2, Y: 3.5, W: 60.6, H: 7.2, Size: 10, Min: 6},
		{Kind: layout.KindBlocks, Bind: "rules", X: 3.5, Y: 13, W: 62, H: 37.9, Size: 8, Min: 7},
		{Kind: layout.KindQR, IfFull: "rules", X: 17.5, Y: 51.5, W: 34, H: 34, Align: "center", Module: 0.63},
		{Kind: layout.KindQR, IfEmpty: "rules", X: 14.5, Y: 26, W: 40, H: 40, Align: "center", VAlign: "bottom", Module: 0.63},
	}}
	for _, size := range [][2]float64{{63.5, 88.9}, {57, 89}} {
		s := To(tpl, size[0], size[1])
		name, under, alone := s.Widgets[0], s.Widgets[2], s.Widgets[3]
		if under.W != 34 || alone.W != 40 {
			t.Errorf("%v: the codes' boxes %+v and %+v, want 34 and 40 mm", size, under.Rect(), alone.Rect())
		}
		if alone.Y < 13 || name.W < 40 {
			t.Errorf("%v: the code drawn without rules at %+v, the name's box %+v: want it under the name band, the name whole", size, alone.Rect(), name.Rect())
		}
	}
}
