package crewcards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/saved"
)

// survivalBeside is the least number of the crews, in each mode, whose
// front gives the survival roll beside its code, as many as do now: a
// grid of few roles, or upgrades few enough, leaves the column room for
// it at its size (before, 33 mm by 33 mm stood blank on a driver's crew).
var survivalBeside = map[string]int{"default": 59, "low ink": 59, "poker": 34, "63.5x88.9": 34, "57x89": 31}

// TestSurvivalBeside: a crew whose code is on the front gives its
// survival roll beside the code where the column holds it, and then once
// on the card: its back leaves it out; the code prints as large as on the
// card without it.
func TestSurvivalBeside(t *testing.T) {
	crews := samplesAnd(t, 200)
	for _, m := range cardtest.Modes {
		d, beside := measureKit(t, m), 0
		for _, c := range crews {
			card, err := crewcards.Doc(c).Card(0, saved.DefaultBase)
			if err != nil {
				t.Fatal(err)
			}
			f := planCard(t, d, card)
			on := func(pages []layout.Page) int {
				n := 0
				for _, pg := range pages {
					n += len(slices.DeleteFunc(slices.Clone(pg.Ops), func(op layout.Op) bool {
						return op.Kind != layout.OpText || !strings.HasPrefix(op.Text, "If knocked out")
					}))
				}
				return n
			}
			front, back := on(f.Front), on(f.Back)
			if front+back != 1 {
				t.Errorf("%s: %s gives its survival roll %d times on the front, %d on the back: want once", m.Name, c.Name, front, back)
			}
			if front == 0 {
				continue
			}
			beside++
			if card.View.Text["code_back"] != "" {
				continue // the roll under the upgrades, the code on the back
			}
			card.IfMore = nil
			if without := planCard(t, d, card); !sameModules(f.Front[0], without.Front[0]) {
				t.Errorf("%s: %s: the survival roll beside the code costs it its size", m.Name, c.Name)
			}
		}
		t.Logf("%s: %d crews give the survival roll on the front", m.Name, beside)
		if beside < survivalBeside[m.Name] {
			t.Errorf("%s: %d crews give the survival roll on the front, want %d at least", m.Name, beside, survivalBeside[m.Name])
		}
	}
}

// sameModules reports whether two pages print codes of the same modules.
func sameModules(a, b layout.Page) bool {
	modules := func(pg layout.Page) []float64 {
		var out []float64
		for _, op := range pg.Ops {
			if op.Kind == layout.OpQR {
				out = append(out, op.Module)
			}
		}
		return out
	}
	return slices.Equal(modules(a), modules(b))
}
