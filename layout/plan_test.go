package layout_test

import (
	"math"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
)

// TestGolden compares the display lists of the built-in faces with
// testdata/*.golden; go test -update rewrites them.
func TestGolden(t *testing.T) {
	fs, icons := testFonts(t), testIcons(t)
	for _, tc := range []struct {
		name, face string
		view       layout.View
		lowInk     bool
	}{
		{"front-full", "crew-front", fullView(), false},
		{"back-full", "crew-back", fullView(), false},
		{"front-minimal", "crew-front", minimalView(), false},
		{"back-minimal", "crew-back", minimalView(), false},
		{"front-full-lowink", "crew-front", fullView(), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pages, err := layout.Plan(testTemplate(t, tc.face), tc.view, layout.Options{Fonts: fs, Icons: icons, LowInk: tc.lowInk})
			if err != nil {
				t.Fatal(err)
			}
			golden(t, tc.name, dump(pages))
		})
	}
}

// TestFrontFull checks what the golden files show: one card, every skill
// with a tick box, all text at 6 pt or more, nothing outside the safe zone.
func TestFrontFull(t *testing.T) {
	tp := testTemplate(t, "crew-front")
	pages, err := layout.Plan(tp, fullView(), layout.Options{Fonts: testFonts(t), Icons: testIcons(t)})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) != 1 {
		t.Fatalf("full front takes %d cards, want 1", len(pages))
	}
	safe := impose.Rect{X: tp.Safe, Y: tp.Safe, W: tp.Width - 2*tp.Safe, H: tp.Height - 2*tp.Safe}
	skills, ticks, stars, qrs := 0, 0, 0, 0
	for _, op := range pages[0].Ops {
		switch op.Kind {
		case layout.OpText:
			if op.Size < layout.MinFinePrint {
				t.Errorf("%v: under 5 pt", op)
			}
			if !safe.Contains(impose.Rect{X: op.X, Y: op.Y - 0.1, W: 0, H: 0}) {
				t.Errorf("%v: outside the safe zone", op)
			}
			inGrid := op.Y > 27 && op.Y < 63 && op.X > 14
			if inGrid && (strings.Contains(fullSkills, "|"+op.Text+"|") || strings.Contains(fullSkills, "|"+op.Text+" ")) {
				skills++
				if op.Size < layout.MinBody {
					t.Errorf("%v: skill under 6 pt", op)
				}
			}
		case layout.OpRect:
			if op.W < 3.1 && op.W == op.H && op.Stroke != nil {
				ticks++
			}
		case layout.OpPath:
			if op.Text == "star" {
				stars++
			}
		case layout.OpQR:
			qrs++
			if op.Module < layout.MinQRModule {
				t.Errorf("QR module %.3f mm", op.Module)
			}
		}
	}
	if skills != 30 || ticks != 30 || stars != 2 || qrs != 1 {
		t.Errorf("skills, tick boxes, stars, QR codes = %d, %d, %d, %d; want 30, 30, 2, 1", skills, ticks, stars, qrs)
	}
}

var fullSkills = func() string {
	s := "|"
	for _, r := range fullView().Grids["crew"] {
		s += strings.Join(r.Cells, "|") + "|"
	}
	return s
}()

// TestAbsentRowsOneLine holds the crew grid's absent rows to one thin line
// that names them, with no strike line through any text.
func TestAbsentRowsOneLine(t *testing.T) {
	pages, err := layout.Plan(testTemplate(t, "crew-front"), minimalView(), layout.Options{Fonts: testFonts(t), Icons: testIcons(t)})
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	var texts []layout.Op
	for _, op := range pages[0].Ops {
		if op.Kind == layout.OpText && strings.Contains(op.Text, "Absent") {
			lines = append(lines, op.Text)
		}
		if op.Kind == layout.OpText {
			texts = append(texts, op)
		}
	}
	for _, op := range pages[0].Ops {
		if op.Kind != layout.OpLine || op.LineW < 0.3 {
			continue
		}
		for _, tx := range texts { // a text's body: from its cap height to its baseline
			if op.Y > tx.Y-tx.Size*layout.PtToMM*0.7 && op.Y < tx.Y && op.X < tx.X+1 && op.X+op.W > tx.X {
				t.Errorf("a strike line at y %.1f mm through %q: absent rows are named, not struck", op.Y, tx.Text)
			}
		}
	}
	if want := "Absent: Gunner, Loader, Radio Operator"; len(lines) != 1 || lines[0] != want {
		t.Errorf("absent line = %q, want one line %q", lines, want)
	}
}

func TestLowInkHasNoDarkFills(t *testing.T) {
	pages, err := layout.Plan(testTemplate(t, "crew-front"), fullView(), layout.Options{Fonts: testFonts(t), Icons: testIcons(t), LowInk: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, op := range pages[0].Ops {
		if op.Kind == layout.OpRect && op.Fill != nil && *op.Fill < 0.99 {
			t.Errorf("%v: filled in low-ink mode", op)
		}
		if op.Kind == layout.OpText && op.Fill != nil && *op.Fill > 0 {
			t.Errorf("%v: light text in low-ink mode", op)
		}
	}
}

// TestLowInkBandRule: in low ink, a dark band that asks for a rule
// (low_ink = "rule") is a line along the straight of its foot, not an
// outline just inside the card's frame that reads as a second one.
func TestLowInkBandRule(t *testing.T) {
	tp := testTemplate(t, "crew-front")
	band := tp.Widgets[1] // the header band, after the frame
	if band.Kind != layout.KindBox || band.LowInk != "rule" {
		t.Fatalf("widget 1 = %s box with low_ink %q, want the header band with low_ink \"rule\"", band.Kind, band.LowInk)
	}
	pages, err := layout.Plan(tp, fullView(), layout.Options{Fonts: testFonts(t), Icons: testIcons(t), LowInk: true})
	if err != nil {
		t.Fatal(err)
	}
	foot, rule := band.Y+band.H, false
	for _, op := range pages[0].Ops {
		if op.Kind == layout.OpRect && op.Y == band.Y && op.W == band.W {
			t.Errorf("%v: the band drawn as a box in low ink", op)
		}
		if op.Kind == layout.OpLine && math.Abs(op.Y-foot) < 1e-9 && math.Abs(op.X-(band.X+band.Radius)) < 1e-9 && math.Abs(op.W-(band.W-2*band.Radius)) < 1e-9 {
			rule = true
		}
	}
	if !rule {
		t.Errorf("no line along the band's foot at y %.2f mm", foot)
	}
}

func TestPlanMissingSlot(t *testing.T) {
	v := fullView()
	delete(v.Text, "vehicle")
	_, err := layout.Plan(testTemplate(t, "crew-front"), v, layout.Options{Fonts: testFonts(t), Icons: testIcons(t)})
	if err == nil || !strings.Contains(err.Error(), `no text slot "vehicle"`) {
		t.Fatalf("Plan = %v, want an error naming the missing slot", err)
	}
}

// TestLongBackOneSize holds a back that continues on more cards to one type
// size on all of them, and its entries without an icon to the list's left
// edge: only entries with an icon are indented past its gutter.
func TestLongBackOneSize(t *testing.T) {
	tp := testTemplate(t, "crew-back")
	v := fullView()
	// Twice the skills: the back needs more than one card.
	v.Lists["back_text"] = append(v.Lists["back_text"], v.Lists["back_text"]...)
	pages, err := layout.Plan(tp, v, layout.Options{Fonts: testFonts(t), Icons: testIcons(t)})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) < 2 {
		t.Fatalf("the long back takes %d card, want more", len(pages))
	}
	var list layout.Widget
	for _, w := range tp.Widgets {
		if w.Bind == "back_text" {
			list = w
		}
	}
	sizes := map[float64]int{}
	for _, pg := range pages {
		for _, op := range pg.Ops {
			if op.Kind != layout.OpText || op.Form || op.Y < list.Y || op.Y > list.Y+list.H {
				continue // not the list's text: a form's headings are set apart
			}
			sizes[op.Size]++
			if op.X < list.X-1e-9 {
				t.Errorf("card %d: %q starts at %.2f mm, left of the list at %.2f", pg.Part, op.Text, op.X, list.X)
			}
		}
	}
	if len(sizes) != 1 {
		t.Errorf("the back's text is set at %d sizes across its %d cards (%v), want one", len(sizes), len(pages), sizes)
	}
	// The skills (no icon) start at the list's edge on the first card.
	first := false
	for _, op := range pages[0].Ops {
		if op.Kind == layout.OpText && op.Y > list.Y && op.Y < list.Y+list.H && math.Abs(op.X-list.X) < 1e-6 {
			first = true
		}
	}
	if !first {
		t.Error("no entry of the first card starts at the list's left edge: entries without an icon are indented")
	}
}

// TestBackgroundReachesBleed: a dark field drawn with_bleed and to_bleed
// prints into the bleed when the run prints the bleed, and not at all
// when not.
func TestBackgroundReachesBleed(t *testing.T) {
	black := 0.0
	tp := &layout.Template{Name: "field", Width: 69, Height: 94, Bleed: 3, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindBox, W: 69, H: 94, Fill: &black, ToBleed: true, WithBleed: true},
	}}
	if p := checkProblems(tp); len(p) > 0 {
		t.Fatal(strings.Join(p, "\n"))
	}
	v := layout.View{}
	for _, bleed := range []bool{false, true} {
		pages, err := layout.Plan(tp, v, layout.Options{Fonts: testFonts(t), Icons: testIcons(t), Bleed: bleed})
		if err != nil {
			t.Fatal(err)
		}
		full := false
		for _, op := range pages[0].Ops {
			if op.Kind == layout.OpRect && op.Fill != nil && *op.Fill < 0.5 &&
				op.X <= -tp.Bleed+1e-9 && op.Y <= -tp.Bleed+1e-9 && op.X+op.W >= tp.Width+tp.Bleed-1e-9 && op.Y+op.H >= tp.Height+tp.Bleed-1e-9 {
				full = true
			}
		}
		if full != bleed {
			t.Errorf("bleed %v: a dark field covering the bleed: %v, want %v", bleed, full, bleed)
		}
	}
}

// TestIfSeveralSlots draws a widget drawn if two slots only where the
// view sets both.
func TestIfSeveralSlots(t *testing.T) {
	tpl := &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindText, Text: "both set", If: "code_front survival_front", X: 3.5, Y: 10, W: 40, H: 4, Size: 8, Min: 8},
	}}
	for _, c := range []struct {
		text  map[string]string
		drawn bool
	}{
		{map[string]string{"code_front": "yes"}, false},
		{map[string]string{"survival_front": "yes"}, false},
		{map[string]string{"code_front": "yes", "survival_front": ""}, false},
		{map[string]string{"code_front": "yes", "survival_front": "yes"}, true},
	} {
		pages, err := layout.Plan(tpl, layout.View{Text: c.text}, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatal(err)
		}
		if drawn := strings.Contains(dump(pages), "both set"); drawn != c.drawn {
			t.Errorf("view %v: drawn %v, want %v", c.text, drawn, c.drawn)
		}
	}
}
