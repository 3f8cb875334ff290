package layouttest

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
)

// TestViews: the full and the minimal view each plan on the built-in crew
// front with the test fonts and icons, and the full one fills more of it:
// the two views the layout tests use stay apart.
func TestViews(t *testing.T) {
	tp := Template(t, "crew-front")
	o := layout.Options{Fonts: Fonts(t), Icons: Icons(t)}
	ops := map[string]int{}
	for name, v := range map[string]layout.View{"full": FullView(), "minimal": MinimalView()} {
		pages, err := layout.Plan(tp, v, o)
		if err != nil || len(pages) == 0 {
			t.Fatalf("%s view: %d pages, %v", name, len(pages), err)
		}
		for _, p := range pages {
			ops[name] += len(p.Ops)
		}
	}
	if ops["full"] <= ops["minimal"] {
		t.Errorf("the full view draws %d ops, the minimal %d: want the full one to draw more", ops["full"], ops["minimal"])
	}
}

// TestCheckProblems: a template's problems come back one "key: message"
// an entry; a built-in template has none.
func TestCheckProblems(t *testing.T) {
	tp := Template(t, "crew-front")
	if p := CheckProblems(tp); len(p) != 0 {
		t.Errorf("crew-front: %q", p)
	}
	tp.Width = -1
	p := CheckProblems(tp)
	if len(p) == 0 || !strings.Contains(p[0], ": ") {
		t.Errorf("a template %g mm wide gives problems %q, want one \"key: message\" or more", tp.Width, p)
	}
}

// TestCard: the recorder's card is 69 x 94 mm with its two ops named
// after it.
func TestCard(t *testing.T) {
	c := Card("x")
	if c.W != 69 || c.H != 94 || len(c.Ops) != 2 || c.Ops[1].Text != "x.text" {
		t.Errorf("Card(x) = %+v", c)
	}
}
