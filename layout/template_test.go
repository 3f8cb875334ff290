package layout_test

import (
	"math"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
)

func validTemplate() layout.Template {
	return layout.Template{Name: "t", Width: 69, Height: 94, Bleed: 3, Safe: 3, Widgets: []layout.Widget{
		{Kind: "text", Bind: "name", X: 4, Y: 4, W: 40, H: 6, Size: 10, Min: 7},
		{Kind: "box", X: 0, Y: 0, W: 69, H: 10},
	}}
}

func TestCheck(t *testing.T) {
	tests := []struct {
		name string
		edit func(*layout.Template)
		want string // "" for valid
	}{
		{"valid", func(*layout.Template) {}, ""},
		{"unknown kind", func(t *layout.Template) { t.Widgets[0].Kind = "txt" }, `widget 1 (txt "name"): kind: unknown widget kind "txt"`},
		{"unknown font", func(t *layout.Template) { t.Widgets[0].Font = "italic" }, `widget 1 (text "name"): font: unknown font "italic"`},
		{"min below fine print", func(t *layout.Template) { t.Widgets[0].Min = 4.5 }, "min: 4.5 pt is below the 5 pt floor"},
		{"min above size", func(t *layout.Template) { t.Widgets[0].Min = 12 }, "min: 12 pt is larger than size 10 pt"},
		{"zero width", func(t *layout.Template) { t.Widgets[0].W = 0 }, "w: width 0 mm must be positive"},
		{"negative height", func(t *layout.Template) { t.Widgets[1].H = -1 }, "widget 2 (box): h: height -1 mm must be positive"},
		{"past the card", func(t *layout.Template) { t.Widgets[1].W = 70 }, "widget 2 (box): w: x+w = 70 mm runs past the card (ends at 69 mm)"},
		{"text outside safe zone", func(t *layout.Template) { t.Widgets[0].X = 1 }, "x: 1 mm is left of the safe zone"},
		{"below the card", func(t *layout.Template) { t.Widgets[0].Y = 90 }, "h: y+h = 96 mm runs past the safe zone"},
		{"no bind", func(t *layout.Template) { t.Widgets[0].Bind = "" }, "bind: a text widget needs bind or text"},
		{"bad align", func(t *layout.Template) { t.Widgets[0].Align = "justify" }, `align: unknown alignment "justify"`},
		{"bad grey", func(t *layout.Template) { g := 2.0; t.Widgets[1].Fill = &g }, "fill: grey 2 is outside"},
		{"tiny card", func(t *layout.Template) { t.Width = 5 }, "width: 5 mm is not a card width"},
		{"no name", func(t *layout.Template) { t.Name = "" }, "name: missing template name"},
		{"nan position", func(t *layout.Template) { t.Widgets[0].X = math.NaN() }, `widget 1 (text "name"): x: is not a number`},
		{"infinite grey", func(t *layout.Template) { g := math.Inf(1); t.Widgets[1].Fill = &g }, "widget 2 (box): fill: is not a number"},
		{"negative icon size", func(t *layout.Template) { t.Widgets[0].IconW = -50 }, "icon_size: -50 mm is outside 0–30 mm"},
		{"invisible tick", func(t *layout.Template) { t.Widgets[0].Tick = 0.0001 }, "tick: 0.0001 mm is outside 1.5–10 mm"},
		{"text too long", func(t *layout.Template) { t.Widgets[0].Bind, t.Widgets[0].Text = "", strings.Repeat("Ж", 200_000) },
			`widget 1 (text "` + strings.Repeat("Ж", 24) + `…"): text: is 200000 characters long, more than the 2000 a template's text may have`},
		{"long kind quoted in part", func(t *layout.Template) { t.Widgets[1].Kind = strings.Repeat("b", 200_000) },
			`widget 2 (` + strings.Repeat("b", 24) + `…): kind: unknown widget kind "` + strings.Repeat("b", 40) + `…" (want text`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tp := validTemplate()
			tc.edit(&tp)
			err := tp.Check()
			if tc.want == "" {
				if err != nil {
					t.Fatalf("Check() = %v, want nil", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Check() = %v, want error containing %q", err, tc.want)
			}
			if n := len(err.Error()); n > 500 {
				t.Errorf("Check() gives a message of %d bytes; want the user's text quoted in part", n)
			}
		})
	}
}

func TestCheckReportsEveryError(t *testing.T) {
	tp := validTemplate()
	tp.Widgets[0].Font = "italic"
	tp.Widgets[1].Kind = "circle"
	err := tp.Check()
	list, ok := err.(layout.TemplateErrors)
	if !ok || len(list) != 2 {
		t.Fatalf("Check() = %v, want 2 errors", err)
	}
	if !strings.Contains(err.Error(), "(and 1 more errors)") {
		t.Errorf("Error() = %q, want the count of more errors", err)
	}
}

// TestScale renders the built-in faces at other card sizes: every widget
// stays inside the card and the full crew still plans.
func TestScale(t *testing.T) {
	fs, icons := testFonts(t), testIcons(t)
	for _, size := range []struct{ w, h float64 }{{63, 88}, {63.5, 88.9}, {57, 89}, {69, 94}, {75, 105}} {
		for _, face := range []string{"crew-front", "crew-back"} {
			t.Run(face, func(t *testing.T) {
				orig := testTemplate(t, face)
				tp := orig.Scale(size.w, size.h)
				if err := tp.Check(); err != nil {
					t.Fatalf("%gx%g: Check() = %v", size.w, size.h, err)
				}
				// Rules across the card keep spanning it when the QR code
				// keeps its size on a smaller card: they move, never shorten.
				for i, w := range orig.Widgets {
					if w.Kind == "line" && w.W >= orig.Width-2*orig.Safe-0.01 {
						if got, want := tp.Widgets[i].W, size.w-2*tp.Safe; got < want-0.01 {
							t.Errorf("%gx%g: the rule of widget %d is %.1f mm long, short of the %.1f mm across the card", size.w, size.h, i, got, want)
						}
					}
				}
				// A full crew's longest skill names need a 69 mm wide card at
				// 6 pt; narrower cards are tested with the minimal crew.
				v := fullView()
				if size.w < 69 {
					v = minimalView()
				}
				pages, err := layout.Plan(tp, v, layout.Options{Fonts: fs, Icons: icons})
				if err != nil {
					t.Fatalf("%gx%g: Plan = %v", size.w, size.h, err)
				}
				for _, p := range pages {
					if p.W != size.w || p.H != size.h {
						t.Fatalf("page is %gx%g, want %gx%g", p.W, p.H, size.w, size.h)
					}
					for _, op := range p.Ops {
						if op.Kind == layout.OpText && op.Size < layout.MinFinePrint {
							t.Fatalf("%gx%g: %v is under %v pt", size.w, size.h, op, layout.MinFinePrint)
						}
					}
				}
			})
		}
	}
}
