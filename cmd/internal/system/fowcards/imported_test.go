package fowcards_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/fowcards/bsdata"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model/saved"
)

// fowData is the Flames of War BattleScribe data beside the repository.
const fowData = "../../../../../shared/data/bsdata-flamesofwar"

// The card counts issue 31 holds the imported units to: at 69 x 94 mm at
// most one unit in twelveUnits takes more than one card, and on every
// preset no unit takes more than two but for the few counted in
// threeCards, which the issue keeps open.
const (
	twelveUnits = 12
	threeCards  = 1
)

// openFronts is, for each preset, how many second cards' fronts are still
// near empty (a unit whose second card holds only a line of unit rules
// spilled from beside the code, or only the back's second half): issue
// 31 keeps them open, and the test fails if they grow.
var openFronts = map[impose.Size]int{{}: 0, {W: 63, H: 88}: 3, {W: 57, H: 89}: 2}

// TestImportedUnitCards imports every unit of every catalogue of the test
// data, as `crewcard import` writes it, and lays each out at 69 x 94 mm,
// poker and 57 x 89: every unit lays out, no face of any card is empty (60 characters besides
// the name, part and footer, or a code), and the cards each unit takes
// are counted. It logs the counts per preset.
func TestImportedUnitCards(t *testing.T) {
	if _, err := os.Stat(fowData); errors.Is(err, fs.ErrNotExist) {
		needs.Missing(t, "test data not present: %v", err)
	}
	paths, err := filepath.Glob(filepath.Join(fowData, "*.cat"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no catalogue in %s (%v)", fowData, err)
	}
	var docs []system.Doc
	var names []string // each unit's name, as its cards print it
	for _, path := range paths {
		c, err := bsdata.Load(path, bsdata.DefaultLimits)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for _, u := range c.Units {
			im := c.UnitFile(u, u.Default)
			if im.File == nil {
				continue // refused by import, with its reason (TestImportCatalogues)
			}
			doc, errs := system.Check(filepath.Base(path)+": "+u.Name, im.File)
			if doc == nil || errs.Err() != nil {
				t.Fatalf("%s: %s: %v", path, u.Name, errs)
			}
			docs, names = append(docs, doc), append(names, u.Name)
		}
	}
	for _, size := range []impose.Size{{}, {W: 63, H: 88}, {W: 57, H: 89}} {
		kit, err := system.NewKit(docs, nil, &press.Options{Card: size})
		if err != nil {
			t.Fatal(err)
		}
		more, three, fronts := 0, 0, 0
		for k, doc := range docs {
			card, err := doc.Card(0, saved.DefaultBase)
			if err != nil {
				t.Fatal(err)
			}
			faces, err := kit.Plan(card)
			if err != nil {
				t.Errorf("%v: %s is refused: %v", size, doc.Name(), err)
				continue
			}
			n := max(len(faces.Front), len(faces.Back))
			if n > 1 {
				more++
			}
			if n > 2 {
				three++
				t.Logf("%v: %s takes %d cards", size, doc.Name(), n)
			}
			for _, pg := range append(faces.Front, faces.Back...) {
				text, qr := unitFaceText(pg, names[k])
				switch {
				case len(text) >= 60 || qr:
				case pg.Face == "fow-front" && pg.Part > 1:
					fronts++
					t.Logf("%v: %s: %s card %d is empty but for %q (open)", size, doc.Name(), pg.Face, pg.Part, text)
				default:
					t.Errorf("%v: %s: %s card %d is empty but for %q", size, doc.Name(), pg.Face, pg.Part, text)
				}
			}
		}
		t.Logf("%v: of %d units, %d take more than one card, %d more than two; %d near-empty second fronts", size, len(docs), more, three, fronts)
		if fronts > openFronts[size] {
			t.Errorf("%v: %d second cards' fronts near empty, more than the %d issue 31 keeps open", size, fronts, openFronts[size])
		}
		if size == (impose.Size{}) && more*twelveUnits > len(docs) {
			t.Errorf("%d of %d units take more than one card at 69 x 94, more than 1 in %d", more, len(docs), twelveUnits)
		}
		if three > threeCards {
			t.Errorf("%v: %d units take more than two cards, more than the %d issue 31 keeps open", size, three, threeCards)
		}
	}
}
