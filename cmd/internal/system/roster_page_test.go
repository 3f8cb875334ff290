package system_test

import (
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/model/saved"
)

// TestRosterPageText renders every sample (crews and Flames of War units)
// with the crew-experience deck on A4, Letter and A5, and reads the roster
// pages with pdftotext: each card's short code once, the headings and the
// total on every paper; on A4, where no cell wraps, every crew's and
// unit's row on one line with all its cells in order (quality, XP, XP to
// the next roll, games, kills, upgrades, code, points; a unit's ratings).
func TestRosterPageText(t *testing.T) {
	cardtest.Tools(t, "pdftotext")
	paths, err := filepath.Glob(filepath.Join(samplesDir, "*.toml"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no samples: %v", err)
	}
	sort.Strings(paths)
	docs := readDocs(t, paths...)
	deck, _ := system.Builtin(crewcards.DeckID)
	doc, errs := system.Check(crewcards.DeckID, deck)
	if errs.Err() != nil {
		t.Fatal(errs)
	}
	docs = append(docs, doc)

	for _, paper := range []string{"a4", "letter", "a5"} {
		t.Run(paper, func(t *testing.T) {
			out := cardtest.Render(t, []string{samplesDir, crewcards.DeckID}, "--sheet", paper)
			pdf := cardtest.WriteFile(t, t.TempDir(), "cards.pdf", out[0].Data)
			var text string
			for _, page := range strings.Split(cardtest.Run(t, "pdftotext", "-layout", pdf, "-"), "\f") {
				if strings.HasPrefix(strings.TrimSpace(page), "Roster: ") {
					text += strings.ReplaceAll(page, "\u00a0", " ")
				}
			}
			// 12 units: five on their own, seven in the force, grouped by formation under it.
			for _, want := range []string{"Roster: 11 crews, 1838 points; 12 units; 1 reference deck",
				"Total: 11 crews, 12 units, 1 reference deck", "Quality", "ratings", "Games", "Kills", "Upgrades", "Code", "Points"} {
				if !strings.Contains(text, want) {
					t.Errorf("the roster does not say %q:\n%s", want, text)
				}
			}
			for _, want := range []string{"Kampfgruppe Normandie", "Panzergrenadier Company", "(primary formation, 45 points)"} {
				if paper == "a4" && !strings.Contains(text, want) { // on A5 the names wrap
					t.Errorf("the roster does not say %q:\n%s", want, text)
				}
			}
			for _, d := range docs {
				row, _ := d.Roster()
				_, code, err := d.Link(saved.DefaultBase)
				if err != nil {
					t.Fatal(err)
				}
				if n := strings.Count(text, code); code != "" && n != 1 {
					t.Errorf("%s: code %s is on the roster %d times, want once", d.Name(), code, n)
				}
				if paper != "a4" || code == "" {
					continue
				}
				var cells []string
				for _, c := range row {
					if c = strings.ReplaceAll(c, "\u00a0", " "); c != "" {
						cells = append(cells, strings.Join(strings.Fields(regexp.QuoteMeta(c)), `\s+`))
					}
				}
				line := regexp.MustCompile(`(?m)^\s*(\d+|·)\s+` + strings.Join(cells, `\s+`) + `(\s|$)`) // a force's unit is marked ·; the square's caption may follow
				if n := len(line.FindAllString(text, -1)); n != 1 {
					t.Errorf("%s: %d lines read %q, want 1:\n%s", d.Name(), n, strings.Join(cells, " "), text)
				}
			}
		})
	}
}
