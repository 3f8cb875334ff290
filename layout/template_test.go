package layout_test

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/check"
	"github.com/crewcard/crewcard/layout/scale"
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
		want string // a substring of the problems, "key: message" each; "" for valid
	}{
		{"valid", func(*layout.Template) {}, ""},
		{"unknown kind", func(t *layout.Template) { t.Widgets[0].Kind = "txt" }, `widget.0.kind: txt "name": unknown widget kind "txt"`},
		{"unknown font", func(t *layout.Template) { t.Widgets[0].Font = "italic" }, `widget.0.font: text "name": unknown font "italic"`},
		{"min below fine print", func(t *layout.Template) { t.Widgets[0].Min = 4.5 }, `widget.0.min: text "name": 4.5 pt is below the 5 pt floor`},
		{"min above size", func(t *layout.Template) { t.Widgets[0].Min = 12 }, `widget.0.min: text "name": 12 pt is larger than size 10 pt`},
		{"zero width", func(t *layout.Template) { t.Widgets[0].W = 0 }, `widget.0.w: text "name": width 0 mm must be positive`},
		{"negative height", func(t *layout.Template) { t.Widgets[1].H = -1 }, "widget.1.h: box: height -1 mm must be positive"},
		{"past the card", func(t *layout.Template) { t.Widgets[1].W = 70 }, "widget.1.w: box: x+w = 70 mm runs past the card (ends at 69 mm)"},
		{"text outside safe zone", func(t *layout.Template) { t.Widgets[0].X = 1 }, `widget.0.x: text "name": 1 mm is left of the safe zone`},
		{"below the card", func(t *layout.Template) { t.Widgets[0].Y = 90 }, `widget.0.h: text "name": y+h = 96 mm runs past the safe zone`},
		{"no bind", func(t *layout.Template) { t.Widgets[0].Bind = "" }, "widget.0.bind: text: a text widget needs bind or text"},
		{"bad align", func(t *layout.Template) { t.Widgets[0].Align = "justify" }, `widget.0.align: text "name": unknown alignment "justify"`},
		{"bad grey", func(t *layout.Template) { g := 2.0; t.Widgets[1].Fill = &g }, "widget.1.fill: box: grey 2 is outside"},
		{"tiny card", func(t *layout.Template) { t.Width = 5 }, "width: 5 mm is not a card width"},
		{"no name", func(t *layout.Template) { t.Name = "" }, "name: missing template name"},
		{"nan position", func(t *layout.Template) { t.Widgets[0].X = math.NaN() }, `widget.0.x: text "name": is not a number`},
		{"infinite grey", func(t *layout.Template) { g := math.Inf(1); t.Widgets[1].Fill = &g }, "widget.1.fill: box: is not a number"},
		{"negative icon size", func(t *layout.Template) { t.Widgets[0].IconW = -50 }, `widget.0.icon_size: text "name": -50 mm is outside 0–30 mm`},
		{"rows on a text", func(t *layout.Template) { t.Widgets[0].Rows = true }, `widget.0.fill_rows: text "name": only a blocks widget that neither flows nor spills fills its box with blank rows`},
		{"rise air without rise", func(t *layout.Template) { t.Widgets[0].RiseAir = 2 }, `widget.0.rise_air: text "name": only a widget that rises (rise), other than an icon, stands rise_air under what it rises to; remove rise_air`},
		{"rise air if without rise air", func(t *layout.Template) { t.Widgets[0].Rise, t.Widgets[0].RiseAirIf = "x", "airy" }, `widget.0.rise_air_if: text "name": names the slot on which the widget stands rise_air under what it rises to; give rise_air too, or remove rise_air_if`},
		{"rise air too large", func(t *layout.Template) { t.Widgets[0].Rise, t.Widgets[0].RiseAir = "x", 25 }, `widget.0.rise_air: text "name": 25 mm is outside 0–20 mm`},
		{"invisible tick", func(t *layout.Template) { t.Widgets[0].Tick = 0.0001 }, `widget.0.tick: text "name": 0.0001 mm is outside 1.5–10 mm`},
		{"module on a box", func(t *layout.Template) { t.Widgets[1].Module, t.Widgets[1].Grow = 0.6, 30 }, "widget.1.module: box: only a qr widget's box grows or shrinks for its code"},
		{"shrink on a box", func(t *layout.Template) { t.Widgets[1].Module, t.Widgets[1].Shrink = 0.6, true }, "widget.1.module: box: only a qr widget's box grows or shrinks"},
		{"shrink without module", func(t *layout.Template) { addQR(t, 0, 0); t.Widgets[2].Shrink = true }, "widget.2.module: qr: 0 mm is outside 0.5–2 mm"},
		{"shrinking code", func(t *layout.Template) { addQR(t, 0.63, 0); t.Widgets[2].Shrink = true }, ""},
		{"growing and shrinking code", func(t *layout.Template) { addQR(t, 0.63, 33.5); t.Widgets[2].Shrink = true }, ""},
		{"module too small", func(t *layout.Template) { addQR(t, 0.4, 30) }, "widget.2.module: qr: 0.4 mm is outside 0.5–2 mm"},
		{"grow under the box", func(t *layout.Template) { addQR(t, 0.6, 20) }, "widget.2.grow: qr: 20 mm is smaller than the box (26.5 mm)"},
		{"grow past the safe zone", func(t *layout.Template) { addQR(t, 0.6, 63) }, "widget.2.grow: qr: a 63 mm box ending at (65.5, 89.9) mm starts outside the safe zone; give at most 62.5 mm"},
		{"grow nan", func(t *layout.Template) { addQR(t, 0.6, math.NaN()) }, "widget.2.grow: qr: is not a number"},
		{"growing code", func(t *layout.Template) { addQR(t, 0.63, 33.5) }, ""},
		{"key giving way to a code", func(t *layout.Template) { addQR(t, 0.63, 33.5); t.Widgets[0].GivesWay = 0.62 }, ""},
		{"box giving way", func(t *layout.Template) { addQR(t, 0.63, 33.5); t.Widgets[1].GivesWay = 0.62 }, "widget.1.gives_way: box: only a text widget gives way to a code"},
		{"key giving way to a code that keeps its box", func(t *layout.Template) { addQR(t, 0.63, 0); t.Widgets[2].Shrink = true; t.Widgets[0].GivesWay = 0.62 },
			`widget.0.gives_way: text "name": no qr widget with module and grow below it`},
		{"text giving its size to a code", func(t *layout.Template) { addQR(t, 0.63, 33.5); t.Widgets[0].Min, t.Widgets[0].GivesSize = 8, true }, ""},
		{"box giving its size", func(t *layout.Template) { addQR(t, 0.63, 33.5); t.Widgets[1].GivesSize = true }, "widget.1.gives_size: box: only a widget with text gives its size to a code"},
		{"text at its floor giving its size", func(t *layout.Template) { addQR(t, 0.63, 33.5); t.Widgets[0].Min, t.Widgets[0].GivesSize = 10, true },
			`widget.0.gives_size: text "name": its floor (min 10 pt) is its size`},
		{"text giving its size to a code that keeps its box", func(t *layout.Template) { addQR(t, 0.63, 0); t.Widgets[0].Min, t.Widgets[0].GivesSize = 8, true },
			`widget.0.gives_size: text "name": no qr widget with module and grow below it`},
		{"tests making room under teams", func(t *layout.Template) { addRiser(t, 6.5); t.Widgets[3].MakesRoom = "untold" }, ""},
		{"text making room", func(t *layout.Template) { t.Widgets[0].MakesRoom = "untold" },
			`widget.0.makes_room: text "name": only blocks that rise under others (rise) make room`},
		{"riser making room under its own floor", func(t *layout.Template) { addRiser(t, 8); t.Widgets[3].MakesRoom = "untold" },
			`widget.3.makes_room: blocks "tests": its floor (min 8 pt) is its size`},
		{"centred grow past the safe zone", func(t *layout.Template) { addQR(t, 0.63, 52); t.Widgets[2].Align = "center" },
			"widget.2.grow: qr: a 52 mm box centred on 52.25 mm and ending at 89.9 mm runs outside the safe zone; give at most 27.5 mm"},
		{"quiet zone past the safe line", func(t *layout.Template) { addQR(t, 0.63, 33.5); t.Widgets[2].X, t.Widgets[2].Y = 41.4, 65.4 }, ""},
		{"code past its quiet zone's reach", func(t *layout.Template) { addQR(t, 0.63, 33.5); t.Widgets[2].X = 42 },
			"widget.2.w: qr: x+w = 68.5 mm runs past the safe zone and the 2 mm of quiet zone a code may print past it (ends at 68 mm)"},
		{"code above the safe zone", func(t *layout.Template) { addQR(t, 0.63, 26.5); t.Widgets[2].Y = 0.9 },
			"widget.2.y: qr: 0.9 mm is above the safe zone and the 2 mm of quiet zone a code may print past it (starts at 1 mm)"},
		{"text too long", func(t *layout.Template) { t.Widgets[0].Bind, t.Widgets[0].Text = "", strings.Repeat("Ж", 200_000) },
			`widget.0.text: text "` + strings.Repeat("Ж", 24) + `…": is 200000 characters long, more than the 2000 a template's text may have`},
		{"long kind quoted in part", func(t *layout.Template) { t.Widgets[1].Kind = strings.Repeat("b", 200_000) },
			`widget.1.kind: ` + strings.Repeat("b", 24) + `…: unknown widget kind "` + strings.Repeat("b", 40) + `…" (want text`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tp := validTemplate()
			tc.edit(&tp)
			problems := checkProblems(&tp)
			if tc.want == "" {
				if len(problems) > 0 {
					t.Fatalf("Check reports %q, want nothing", problems)
				}
				return
			}
			if got := strings.Join(problems, "\n"); !strings.Contains(got, tc.want) {
				t.Fatalf("Check reports %.500q, want a problem containing %q", problems, tc.want)
			}
			for _, p := range problems {
				if len(p) > 500 {
					t.Errorf("Check reports a problem of %d bytes; want the user's text quoted in part", len(p))
				}
			}
		})
	}
}

// addQR adds the crew front's code box, growing to module mm modules up
// to grow mm a side.
func addQR(t *layout.Template, module, grow float64) {
	t.Widgets = append(t.Widgets, layout.Widget{Kind: layout.KindQR, X: 39, Y: 63.4, W: 26.5, H: 26.5, Module: module, Grow: grow})
}

// addRiser adds blocks of teams at 8 pt and blocks of tests rising under
// them no smaller than least pt, to t.
func addRiser(t *layout.Template, least float64) {
	t.Widgets = append(t.Widgets,
		layout.Widget{Kind: layout.KindBlocks, Bind: "teams", X: 3.5, Y: 21, W: 62, H: 40, Size: 8, Min: 6, VAlign: "top"},
		layout.Widget{Kind: layout.KindBlocks, Bind: "tests", Rise: "teams", X: 3.5, Y: 21, W: 62, H: 40, Size: 8, Min: least, VAlign: "top"})
}

// TestCheckReportsEveryError: Check reports each problem, in template
// order, each with the key of its own field.
func TestCheckReportsEveryError(t *testing.T) {
	tp := validTemplate()
	tp.Bleed = 20
	tp.Widgets[0].Font = "italic"
	tp.Widgets[1].Kind = "circle"
	var keys []string
	check.Template(&tp, func(key, _ string) { keys = append(keys, key) })
	if want := []string{"bleed", "widget.0.font", "widget.1.kind"}; !slices.Equal(keys, want) {
		t.Errorf("Check reports the keys %q, want %q", keys, want)
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
				tp := scale.To(orig, size.w, size.h)
				if problems := checkProblems(tp); len(problems) > 0 {
					t.Fatalf("%gx%g: Check reports %q", size.w, size.h, problems)
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
