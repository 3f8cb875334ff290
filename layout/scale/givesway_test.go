package scale

import (
	"math"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
)

// keyFront is a key line that gives way above tick boxes, a rule under
// them and a code's box that grows for 0.63 mm modules: with the key in
// place the box reaches up to 63.0 mm before the rule would move nearer
// the tick boxes, 26.9 mm a side.
func keyFront() *layout.Template {
	return &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindText, Bind: "key", X: 3.5, Y: 57.4, W: 62, H: 2.1, Size: 5, GivesWay: 0.63},
		{Kind: layout.KindTrack, Bind: "ticks", X: 40, Y: 59.6, W: 20, H: 2.5, Tick: 2.5},
		{Kind: layout.KindLine, X: 3.5, Y: 62.6, W: 62, LineW: 0.25},
		{Kind: layout.KindQR, X: 39, Y: 63.4, W: 26.5, H: 26.5, Module: 0.63, Grow: 33.5},
	}}
}

// planKey lays a view with the key and three tick boxes out on keyFront,
// its code encoding payload, and returns the code, the rule, the first
// tick box and whether the key was drawn.
func planKey(t *testing.T, payload string) (code, rule, tick layout.Op, key bool) {
	t.Helper()
	v := layout.View{QR: payload, Text: map[string]string{"key": "HELD: bold"}, Marks: map[string]int{"ticks": 3}}
	pages, err := Plan(keyFront(), v, layout.Options{Fonts: layouttest.Fonts(t)}, ForCode)
	if err != nil {
		t.Fatal(err)
	}
	for _, op := range pages[0].Ops {
		switch {
		case op.Kind == layout.OpQR:
			code = op
		case op.Kind == layout.OpLine:
			rule = op
		case op.Kind == layout.OpRect && tick.W == 0:
			tick = op
		case op.Kind == layout.OpText && strings.Contains(op.Text, "HELD"):
			key = true
		}
	}
	return code, rule, tick, key
}

// TestPlanKeyGivesWay: a version-5 code (45 modules with the quiet zone)
// that the key leaves 26.9 mm, under its 0.63 mm modules, gets them once
// the key is left out: the tick boxes and the rule move up by the 2.2 mm
// the key took, and the box grows into the room (issue 31: crew-197).
func TestPlanKeyGivesWay(t *testing.T) {
	code, rule, tick, key := planKey(t, "HTTPS://EXAMPLE.ORG/C/"+strings.Repeat("A", 110))
	if key {
		t.Errorf("the key was drawn over a code short of its module")
	}
	if math.Abs(rule.Y-60.4) > 1e-9 || math.Abs(tick.Y-57.4) > 1e-9 {
		t.Errorf("rule at %.2f mm, tick boxes from %.2f mm: want them 2.2 mm higher, at 60.4 and 57.4", rule.Y, tick.Y)
	}
	if want := 45 * 0.63; code.W < want-1e-9 {
		t.Errorf("the code's box is %.3f mm a side, want %.3f (0.63 mm modules)", code.W, want)
	}
}

// TestPlanKeyStays: a code that reaches its module with the key in place
// (version 2, 33 modules) leaves the key and everything else where it is.
func TestPlanKeyStays(t *testing.T) {
	code, rule, tick, key := planKey(t, "HTTPS://EXAMPLE.ORG/C/"+strings.Repeat("A", 10))
	if !key || rule.Y != 62.6 || tick.Y != 59.6 {
		t.Errorf("key drawn %v, rule at %.2f, tick boxes from %.2f: want the key, 62.6 and 59.6", key, rule.Y, tick.Y)
	}
	if code.W < 26.5-1e-9 || code.Y != 63.4 {
		t.Errorf("the code's box is %.3f mm from %.2f mm, want the template's", code.W, code.Y)
	}
}
