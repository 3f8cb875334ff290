package crewcards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// survivalBeside is the least number of the crews, in each mode, whose
// front gives the survival roll beside its code, as many as do now: a
// grid of few roles, or upgrades few enough, leaves the column room for
// it at its size (before, 33 mm by 33 mm stood blank on a driver's crew).
var survivalBeside = map[string]int{"default": 59, "low ink": 59, "poker": 34, "63.5x88.9": 34, "57x89": 31}

// TestSurvivalBeside: a crew whose code is on the front gives its
// survival roll beside the code where the column holds it at its size,
// and then once on the card: its back leaves it out; the code prints as
// large as on the card without it.
func TestSurvivalBeside(t *testing.T) {
	crews := samplesAnd(t, 200)
	for _, m := range cardtest.Modes {
		d, beside := measureKit(t, m), 0
		for _, c := range crews {
			survival, _ := besideOnce(t, m, d, c)
			if survival {
				beside++
			}
		}
		t.Logf("%s: %d crews give the survival roll on the front", m.Name, beside)
		if beside < survivalBeside[m.Name] {
			t.Errorf("%s: %d crews give the survival roll on the front, want %d at least", m.Name, beside, survivalBeside[m.Name])
		}
	}
}

// profileBeside is the least number of the vehicles of the Bolt Action
// test data whose crews' fronts give the vehicle's profile above the
// survival roll beside the code at 69 x 94, as many as do now.
const profileBeside = 26

// TestProfileBeside: a crew of the Bolt Action test data gives its
// vehicle's special rules and weapons once on its card: beside the code,
// above the survival roll, where the column holds both and the back keeps
// text of its own above its log, else on the back.
func TestProfileBeside(t *testing.T) {
	m := cardtest.Modes[0]
	d, n := measureKit(t, m), 0
	for _, c := range importedCrews(t) {
		if _, profile := besideOnce(t, m, d, c); profile {
			n++
		}
	}
	t.Logf("%d crews give their vehicle's profile on the front", n)
	if n < profileBeside {
		t.Errorf("%d crews give their vehicle's profile on the front, want %d at least", n, profileBeside)
	}
}

// besideOnce lays out the crew's card and checks that it gives its
// survival roll and its vehicle's profile once, and where on its front,
// at no cost to its code and with its last back keeping text above its
// log; it reports which the front gives.
func besideOnce(t *testing.T, m cardtest.Mode, d *press.Kit, c *crewexp.Crew) (survival, profile bool) {
	t.Helper()
	card, err := crewcards.Doc(c).Card(0, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	f := planCard(t, d, card)
	on := func(pages []layout.Page, title string) int {
		n := 0
		for _, pg := range pages {
			n += len(slices.DeleteFunc(slices.Clone(pg.Ops), func(op layout.Op) bool {
				return op.Kind != layout.OpText || !strings.HasPrefix(op.Text, title)
			}))
		}
		return n
	}
	front, back := on(f.Front, "If knocked out"), on(f.Back, "If knocked out")
	if front+back != 1 {
		t.Errorf("%s: %s gives its survival roll %d times on the front, %d on the back: want once", m.Name, c.Name, front, back)
	}
	if p := card.View.Lists["profile"]; len(p) > 0 {
		pf, pb := on(f.Front, p[0].Title), on(f.Back, p[0].Title)
		if pf+pb != 1 {
			t.Errorf("%s: %s gives its profile %d times on the front, %d on the back: want once", m.Name, c.Name, pf, pb)
		}
		if profile = pf == 1; profile {
			if text := bodyText(f.Back[len(f.Back)-1]); len(text) < 60 {
				t.Errorf("%s: %s gives its profile on the front, its back keeping %q: want text above its log", m.Name, c.Name, text)
			}
		}
	}
	if front == 0 || card.View.Text["code_back"] != "" {
		return front == 1, profile // the roll under the upgrades, the code on the back
	}
	card.IfMore = nil
	if without := planCard(t, d, card); !sameModules(f.Front[0], without.Front[0]) {
		t.Errorf("%s: %s: the survival roll beside the code costs it its size", m.Name, c.Name)
	}
	return true, profile
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
