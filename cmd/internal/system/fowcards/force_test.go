package fowcards_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model/saved"
)

// unitNo is the number a force gives each of its units, as the force
// card's first column and the unit's own card print it.
var unitNo = regexp.MustCompile(`^#(\d+)\b`)

// TestForceTellsUnitsApart: the sample force holds two "Panzer IV Tank
// Platoon" and two "Panzergrenadier Platoon". The force card gives each
// unit a number of its own, "#1" up in the order the unit cards print, and
// each unit's card carries the same number before its name, front and
// back; each unit's row has a tick box for a unit lost, and each formation
// a box for its Last Stand, on every card preset, and the force card stays
// one card.
func TestForceTellsUnitsApart(t *testing.T) {
	const name = "../../../../samples/fow-force-100.toml"
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	doc, errs := system.Check(name, src)
	if doc == nil || errs.Err() != nil {
		t.Fatalf("check: %v", errs)
	}
	force, err := doc.Card(0, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]string // the units' rows, formation by formation
	formations := force.View.Blocks["formations"]
	for _, b := range formations {
		if len(b.Table) < 2 {
			t.Fatalf("formation %q has no rows of units", b.Heading)
		}
		rows = append(rows, b.Table[1:]...)
		if len(b.Ticks) != 1 || b.Ticks[0].N != 1 || !strings.Contains(b.Ticks[0].Label, "destroyed") {
			t.Errorf("formation %q: ticks %+v, want one box for the formation destroyed", b.Heading, b.Ticks)
		}
	}
	if len(rows) != doc.Cards()-1 {
		t.Fatalf("%d rows for %d units", len(rows), doc.Cards()-1)
	}
	seen := map[string]bool{}
	for i, row := range rows {
		key := strings.Join(row, "|")
		if seen[key] {
			t.Errorf("two units' rows read the same: %q", row)
		}
		seen[key] = true
		m := unitNo.FindStringSubmatch(row[0])
		if m == nil || m[0] != "#"+strconv.Itoa(i+1) {
			t.Errorf("row %d %q: its first cell is not #%d", i+1, row, i+1)
		}
		if row[len(row)-1] != layout.TickCell {
			t.Errorf("row %d %q: no tick box for the unit lost", i+1, row)
		}
		card, err := doc.Card(i+1, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		if name := card.View.Text["name"]; !strings.HasPrefix(name, "#"+strconv.Itoa(i+1)+" ") || !strings.HasPrefix(row[1], strings.TrimPrefix(name, "#"+strconv.Itoa(i+1)+" ")) {
			t.Errorf("unit %d's card is named %q; want #%d and the force card's %q", i+1, name, i+1, row[1])
		}
	}
	if len(seen) < 2 {
		t.Fatal("the test measures nothing")
	}
	for _, preset := range impose.Cards {
		kit, err := system.NewKit([]system.Doc{doc}, nil, &press.Options{Card: preset.Size})
		if err != nil {
			t.Fatal(err)
		}
		faces, err := kit.Plan(force)
		if err != nil {
			t.Fatalf("%s: %v", preset.Name, err)
		}
		if len(faces.Front) != 1 || len(faces.Back) != 1 {
			t.Errorf("%s: the force card takes %d fronts and %d backs, want one card", preset.Name, len(faces.Front), len(faces.Back))
		}
		boxes, numbers := 0, 0
		for _, pg := range faces.Front {
			for _, op := range pg.Ops {
				switch {
				case op.Kind == layout.OpRect && op.Fill != nil && *op.Fill == 1 && op.W == op.H && op.W < 5:
					boxes++
					if op.W < 2.5-1e-9 {
						t.Errorf("%s: a tick box of %.2f mm", preset.Name, op.W)
					}
				case op.Kind == layout.OpText && unitNo.MatchString(op.Text):
					numbers++
				}
			}
		}
		if want := len(rows) + len(formations); boxes != want || numbers != len(rows) {
			t.Errorf("%s: the force card draws %d tick boxes and %d numbers; want %d boxes (a unit each, a formation each) and %d numbers",
				preset.Name, boxes, numbers, want, len(rows))
		}
		for i := range rows {
			card, _ := doc.Card(i+1, saved.DefaultBase)
			faces, err := kit.Plan(card)
			if err != nil {
				t.Fatalf("%s unit %d: %v", preset.Name, i+1, err)
			}
			for _, pg := range append(faces.Front, faces.Back...) {
				named := false
				for _, op := range pg.Ops {
					named = named || op.Kind == layout.OpText && strings.HasPrefix(op.Text, "#"+strconv.Itoa(i+1)+" ")
				}
				if !named {
					t.Errorf("%s: %s card %d of unit %d does not print #%d", preset.Name, pg.Face, pg.Part, i+1, i+1)
				}
			}
		}
	}
}

// TestForceCardsFoot: a unit that takes two cards is named by its number
// in its formation's foot ("#2 takes 2 cards."), and no other is.
func TestForceCardsFoot(t *testing.T) {
	dir := t.TempDir()
	samples, err := filepath.Glob("../../../../samples/fow-*.toml")
	if err != nil || len(samples) == 0 {
		t.Fatalf("samples: %v %v", samples, err)
	}
	for _, f := range samples {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if filepath.Base(f) == "fow-panzergrenadier-platoon.toml" {
			src = []byte(strings.Replace(bigUnit(), "points = 27", "points = 15", 1)) // as many points, two cards
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), src, 0o666); err != nil {
			t.Fatal(err)
		}
	}
	name := filepath.Join(dir, "fow-force-100.toml")
	src, _ := os.ReadFile(name)
	force := cardOf(t, name, src)
	var feet []string
	for _, b := range force.View.Blocks["formations"] {
		feet = append(feet, b.Foot)
	}
	if !strings.HasPrefix(feet[0], "#2 takes 2 cards. ") || strings.Contains(feet[1], "cards") {
		t.Errorf("the formations' feet read %q; want the first to begin \"#2 takes 2 cards. \" and the second to name no unit's cards", feet)
	}
}

// TestForceCardReads (issue 31, item 7): on every card size, the force
// card gives its points once, its formations' tables share their columns
// (each "Pts" header at one x), its total stands at the foot, and its back
// is not half blank: its text reaches below the card's middle, on one card.
func TestForceCardReads(t *testing.T) {
	card := forceSample(t)
	for _, size := range []impose.Size{{}, {W: 63, H: 88}, {W: 57, H: 89}} {
		kit, err := system.NewKit(nil, nil, &press.Options{Card: size})
		if err != nil {
			t.Fatal(err)
		}
		faces, err := kit.Plan(card)
		if err != nil {
			t.Fatal(err)
		}
		points, pts := 0, map[float64]int{}
		for _, op := range faces.Front[0].Ops {
			if op.Kind != layout.OpText {
				continue
			}
			points += strings.Count(strings.ToLower(op.Text), "of 100 points")
			if op.Text == "Pts" {
				pts[op.X]++
			}
		}
		if points != 1 {
			t.Errorf("%v: the front gives \"of 100 points\" %d times, want once", size, points)
		}
		if len(pts) != 1 {
			t.Errorf("%v: the formations' \"Pts\" columns stand at %d places, want one: %v", size, len(pts), pts)
		}
		// The total stands at the foot, its line within 8 mm of the cut
		// (3.5 mm of safe zone, and the line a card of more than one says
		// so on), not floating above a blank band.
		total := slices.IndexFunc(faces.Front[0].Ops, func(op layout.Op) bool {
			return op.Kind == layout.OpText && strings.HasPrefix(op.Text, "7 units in 2 formations")
		})
		if total < 0 {
			t.Errorf("%v: the front gives no total", size)
		} else if op, h := faces.Front[0].Ops[total], faces.Front[0].H; op.Y < h-8 {
			t.Errorf("%v: the total stands %.1f mm above the foot of a %.1f mm card", size, h-op.Y, h)
		}
		if len(faces.Back) != 1 {
			t.Fatalf("%v: the force card's back takes %d cards", size, len(faces.Back))
		}
		low := 0.0
		for _, op := range faces.Back[0].Ops {
			if op.Kind == layout.OpText && !strings.HasPrefix(op.Text, "In our words") {
				low = max(low, op.Y)
			}
		}
		if h := faces.Back[0].H; low < h/2 {
			t.Errorf("%v: the back's text ends %.1f mm down a %.1f mm card: half blank", size, low, h)
		}
	}
}
