package system_test

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/saved"
)

// modeKit returns the built-in templates of every system, checked against
// each system's fullest card, in m's ink and card size.
func modeKit(t *testing.T, m cardtest.Mode) *press.Kit {
	t.Helper()
	o := m.Options()
	o.LinkBase, o.Program = saved.DefaultBase, "crewcard "+press.Version
	kit, err := system.NewKit(nil, nil, &o)
	if err != nil {
		t.Fatal(err)
	}
	return kit
}

// builtinDoc checks the built-in deck id.
func builtinDoc(t *testing.T, id string) system.Doc {
	t.Helper()
	src, _ := system.Builtin(id)
	doc, errs := system.Check(id, src)
	if doc == nil {
		t.Fatalf("%s: %v", id, errs)
	}
	return doc
}

// TestUnitAndDeckMeasures lays out every card of the Flames of War unit
// samples and of the built-in reference decks on every preset in normal
// and in low ink (cardtest.Modes, cardtest.LowInkPresets), and holds
// every face to the measures every card shares: tick boxes apart and
// clear of rules, content clear of the trim, dark fills inset and no text
// crossing a rule.
func TestUnitAndDeckMeasures(t *testing.T) {
	for _, m := range slices.Concat(cardtest.Modes, cardtest.LowInkPresets) {
		t.Run(m.Name, func(t *testing.T) { unitAndDeckMeasures(t, m) })
	}
}

func unitAndDeckMeasures(t *testing.T, m cardtest.Mode) {
	d, fs := modeKit(t, m), cardtest.Fonts(t)
	paths, _ := filepath.Glob(filepath.Join(samplesDir, "fow-*.toml"))
	if len(paths) < 4 {
		t.Fatalf("%d unit samples, want at least 4", len(paths))
	}
	var docs []system.Doc
	for _, path := range paths {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		doc, errs := system.Check(path, src) // by its path: a force reads its units beside it
		if doc == nil {
			t.Fatalf("%s: %v", path, errs)
		}
		docs = append(docs, doc)
	}
	ids := system.BuiltinIDs()
	if len(ids) < 3 {
		t.Fatalf("built-in decks %v, want the crew deck and the decks written as data", ids)
	}
	for _, id := range ids {
		docs = append(docs, builtinDoc(t, id))
	}
	faults := cardtest.Faults{T: t}
	faces := map[string]bool{}
	for _, doc := range docs {
		for i := range doc.Cards() {
			card, err := doc.Card(i, saved.DefaultBase)
			if err != nil {
				t.Fatalf("%s card %d: %v", doc.Name(), i+1, err)
			}
			f, err := d.Plan(card)
			if err != nil {
				t.Fatalf("%s card %d: %v", doc.Name(), i+1, err)
			}
			for _, pg := range append(f.Front, f.Back...) {
				faces[pg.Face] = true
				where := fmt.Sprintf("%s card %d, %s", doc.Name(), i+1, pg.Face)
				faults.Add(where, cardtest.Measure(pg, fs)...)
				if strings.HasPrefix(pg.Face, "fow-") || strings.HasPrefix(pg.Face, "crew-") {
					faults.Add(where, cardtest.SmallTicks(pg)...)
				}
			}
		}
	}
	faults.Done()
	for _, face := range []string{"fow-front", "fow-back", "deck-front", "deck-back", "deck-cover"} {
		if !faces[face] {
			t.Errorf("no card laid out on %s", face)
		}
	}
}

// TestDeckOneTypeSize: every card of a built-in deck, front and back, sets
// its sections at one type size, on every card size and in both inks.
func TestDeckOneTypeSize(t *testing.T) {
	for _, m := range cardtest.Modes {
		d := modeKit(t, m)
		for _, id := range system.BuiltinIDs() {
			doc := builtinDoc(t, id)
			n, card := system.UniformCards([]system.Doc{doc}, d, saved.DefaultBase)
			sizes := map[float64]int{}
			for i := range n {
				c, err := card(i)
				if err != nil {
					t.Fatal(err)
				}
				f, err := d.Plan(c)
				if err != nil {
					t.Fatalf("%s card %d: %v", id, i+1, err)
				}
				for _, pg := range append(f.Front, f.Back...) {
					if pg.BlockSize > 0 {
						sizes[pg.BlockSize]++
					}
				}
			}
			if len(sizes) != 1 {
				t.Errorf("%s, %s: its cards take %d type sizes (pt: faces) %v, want one", m.Name, id, len(sizes), sizes)
			} else {
				t.Logf("%s, %s: %v", m.Name, id, sizes)
			}
		}
	}
}

// TestDeckIndexRows: on the default card, every row of the Tank Duel
// index's table keeps to one line (issue 20: "Machine-Gun an Enemy / Tank"
// wrapped), so each line under the table's head carries its page number.
func TestDeckIndexRows(t *testing.T) {
	d := modeKit(t, cardtest.Modes[0])
	doc := builtinDoc(t, "tank-duel-actions")
	_, cardAt := system.UniformCards([]system.Doc{doc}, d, saved.DefaultBase) // at the deck's one type size
	card, err := cardAt(0)
	if err != nil {
		t.Fatal(err)
	}
	f, err := d.Plan(card)
	if err != nil {
		t.Fatal(err)
	}
	lines := map[int64][]string{}
	head, foot := math.Inf(1), math.Inf(1)
	for _, op := range f.Front[0].Ops {
		if op.Kind != layout.OpText {
			continue
		}
		switch {
		case op.Text == "Action":
			head = op.Y
		case op.Text == "1/11" || strings.Contains(op.Text, "sheet v1.1"): // the footer
			foot = math.Min(foot, op.Y)
		}
		lines[int64(math.Round(op.Y*100))] = append(lines[int64(math.Round(op.Y*100))], op.Text)
	}
	rows := 0
	for y, texts := range lines {
		if y <= int64(math.Round(head*100)) || y >= int64(math.Round(foot*100)) { // keys and bounds rounded alike
			continue
		}
		rows++
		if len(texts) < 2 {
			t.Errorf("the index's table wraps: a line holds only %q", texts)
		}
	}
	if rows != 10 {
		t.Errorf("the index's table takes %d lines, want its 10 rows", rows)
	}
}

// TestDeckFootersCapitalised: the footer of every built-in deck's cards
// (its source) begins as a sentence does, with a capital.
func TestDeckFootersCapitalised(t *testing.T) {
	for _, id := range system.BuiltinIDs() {
		c, err := builtinDoc(t, id).Card(0, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		if source := c.View.Text["source"]; source == "" || !unicode.IsUpper([]rune(source)[0]) {
			t.Errorf("%s: its cards' footer %q does not begin with a capital", id, source)
		}
	}
}
