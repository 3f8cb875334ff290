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
		src, ok := System.Template(name)
		if !ok {
			t.Fatalf("no built-in template %q", name)
		}
		tmpl, err := press.LoadTemplate(name+".toml", src)
		if err != nil {
			t.Fatal(err)
		}
		for i, w := range tmpl.Widgets {
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
