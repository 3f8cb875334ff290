package crewcards

import (
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/saved"
)

// TestCrewSlots holds the crew card's slots together: the view fills
// exactly the slots of crewSlots, and the built-in templates bind to no
// other.
func TestCrewSlots(t *testing.T) {
	p, err := (crewExperience{}).Probe(saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	v := p.Card.View
	filled := map[string]bool{}
	for k := range v.Text {
		filled[k] = true
	}
	for k := range v.Lists {
		filled[k] = true
	}
	for k := range v.Grids {
		filled[k] = true
	}
	for k := range v.Marks {
		filled[k] = true
	}
	for k := range v.Blocks {
		filled[k] = true
	}
	for k := range filled {
		if _, ok := crewSlots[k]; !ok {
			t.Errorf("the view fills slot %q, which crewSlots lacks", k)
		}
	}
	for k := range crewSlots {
		if !filled[k] {
			t.Errorf("crewSlots lists %q, which the view does not fill", k)
		}
	}
	bound := 0
	for _, name := range faces {
		for i, w := range builtIn(t, name).Widgets {
			if w.Bind == "" || w.Bind == layout.PartSlot {
				continue
			}
			bound++
			if _, ok := crewSlots[w.Bind]; !ok {
				t.Errorf("%s: widget %d binds %q, which is not a crew card slot", name, i+1, w.Bind)
			}
		}
	}
	if bound == 0 {
		t.Error("the crew templates bind no slot")
	}
}

// TestFrontsShareConditions: the compact front of the smaller cards
// draws every slot the default front draws on a condition (if) on that
// condition too, so that a view the printer sets for one prints on the
// other: a compact front without a widget for a condition the press sets
// (survival_front) left out its upgrades and the survival roll it took from
// the back. (The compact front has conditions of its own: its header's.)
func TestFrontsShareConditions(t *testing.T) {
	conds := map[string]map[string]bool{}
	for _, name := range []string{"crew-front", "crew-front-compact"} {
		conds[name] = map[string]bool{}
		for _, w := range builtIn(t, name).Widgets {
			if w.If != "" {
				conds[name][w.If+" "+w.Bind] = true
			}
		}
	}
	for c := range conds["crew-front"] {
		if !conds["crew-front-compact"][c] {
			t.Errorf("crew-front draws %q (condition, slot), crew-front-compact does not", c)
		}
	}
	if len(conds["crew-front"]) == 0 {
		t.Error("crew-front draws nothing on a condition: the test tests nothing")
	}
}

// builtIn loads the crew system's built-in template name.
func builtIn(t *testing.T, name string) *layout.Template {
	t.Helper()
	src, ok := System.Template(name)
	if !ok {
		t.Fatalf("no built-in template %q", name)
	}
	tmpl, err := press.LoadTemplate(name+".toml", src)
	if err != nil {
		t.Fatal(err)
	}
	return tmpl
}
