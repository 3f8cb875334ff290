package fowcards_test

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	_ "github.com/crewcard/crewcard/cmd/internal/systems" // every game system, as the command has them
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/layout/pdf/pdftest"
	"github.com/crewcard/crewcard/model/fow"
	"github.com/crewcard/crewcard/model/saved"
)

// unitSamples returns the Flames of War unit files among the samples.
func unitSamples(t *testing.T) []string {
	t.Helper()
	paths, _ := filepath.Glob("../../../../samples/fow-*.toml")
	if len(paths) >= 4 {
		return paths
	}
	t.Fatalf("%d unit samples, want at least 4", len(paths))
	return nil
}

// TestEndToEndUnits prints the unit samples (a force among them) one card
// a page, decodes every QR code with zbar at 300 and 150 dpi, front or back
// (a back with nothing else to say repeats its unit's code), and turns each
// link back into a unit file with decode: it checks, and holds the same
// unit. Each unit prints once: the force's units with it.
func TestEndToEndUnits(t *testing.T) {
	needs.Long(t, "renders, rasterises and scans the units")
	cardtest.Tools(t, "pdftoppm", "zbarimg", "qpdf", "pdfinfo")
	paths := unitSamples(t)
	out := cardtest.WriteFile(t, t.TempDir(), "units.pdf", cardtest.Render(t, paths, "--sheet", "none")[0].Data)
	pdftest.Valid(t, out)
	docs, ok := inputs.Docs(context.Background(), paths, nil, io.Discard, nil)
	if !ok {
		t.Fatal("the unit samples do not check")
	}
	kit, err := system.NewKit(docs, nil, &press.Options{Sheet: press.NoSheet})
	if err != nil {
		t.Fatal(err)
	}
	// codes is how many QR codes a unit's cards carry: its front's or its
	// back's, and the same again on a back that has nothing else to say.
	codes := func(d system.Doc) int {
		card, err := d.Card(0, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		f, err := kit.Plan(card)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, pg := range append(f.Front, f.Back...) {
			if pg.QR != nil {
				n++
			}
		}
		return n
	}
	var want []string // each unit's check -v line, once for each code its cards carry, in the order printed
	units, forces := 0, 0
	for _, d := range docs {
		var unitDocs []system.Doc
		if p, isForce := d.(system.Parent); isForce {
			forces++
			for _, part := range p.Parts() {
				unitDocs = append(unitDocs, part.Doc)
			}
		} else {
			unitDocs = append(unitDocs, d)
		}
		for _, u := range unitDocs {
			units++
			for range codes(u) {
				want = append(want, u.Summary())
			}
		}
	}
	if forces == 0 || units <= len(docs) {
		t.Fatalf("%d forces among the samples, %d units in %d files: want a force", forces, units, len(docs))
	}
	m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)$`).FindStringSubmatch(cardtest.Run(t, "pdfinfo", out))
	if m == nil {
		t.Fatal("pdfinfo gives no page count")
	}
	var pages int
	fmt.Sscan(m[1], &pages)
	for _, dpi := range []int{300, 150} {
		var links []string
		for _, page := range cardtest.ScanPages(t, out, dpi, pages) {
			links = append(links, page...)
		}
		if len(links) != len(want) {
			t.Fatalf("%d dpi: %d QR codes decoded on %d pages, want the %d the units' cards carry", dpi, len(links), pages, len(want))
		}
		for i, link := range links {
			sealed, _, err := saved.Parse(link)
			var file []byte
			if err == nil {
				file, err = system.File(sealed)
			}
			if err != nil {
				t.Fatalf("%d dpi: decode %s: %v", dpi, link, err)
			}
			doc, problems := system.Check("unit.toml", file)
			if doc != nil {
				problems = system.Fit(doc) // as decode checks it
			}
			if doc == nil || problems.Err() != nil {
				t.Fatalf("%d dpi: the decoded file of unit %d does not check: %v\n%s", dpi, i+1, problems, file)
			}
			if got := strings.TrimPrefix(doc.Summary(), "unit.toml: "); !strings.HasSuffix(want[i], ": "+got) {
				t.Errorf("%d dpi: decoded %q, want %q", dpi, got, want[i])
			}
		}
	}
}

// TestUnitsEveryMode prints the unit samples with the crews in every card
// preset and print mode: nothing is clipped, every text fits.
func TestUnitsEveryMode(t *testing.T) {
	paths := unitSamples(t)
	crews := crewtest.Files(t, "../../../../samples") // the crew samples, as cmd/crewcard's samples folder has them
	for _, m := range [][]string{{}, {"--card", "poker"}, {"--card", "57x89"}, {"--card", "63.5x88.9"},
		{"--ink", "low"}, {"--sheet", "letter"}, {"--sheet", "none", "--bleed", "3"}} {
		if _, errs := cardtest.TryRender(t, append(crews, paths...), m...); len(errs) > 0 {
			t.Errorf("render %v: %v", m, errs)
		}
	}
	var out strings.Builder // check -v's lines
	ok := inputs.Each(context.Background(), paths, nil, io.Discard, system.Fit, func(d system.Doc) { fmt.Fprintln(&out, d.Summary()) })
	if !ok || strings.Count(out.String(), "\n") != len(paths) {
		t.Errorf("check -v of the units = ok %v:\n%s", ok, out.String())
	}
}

// limitForce writes a force file of formations × units inline units, the
// first formation primary, each led by its Formation Command, and returns
// its path. Unit k of formation f is named "Platoon F<f>U<kk>".
func limitForce(t *testing.T, formations, units int) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("system = \"fow-v4\"\n[force]\nname = \"Kampfgruppe Grenze\"\nnation = \"Germany\"\npoints = 9999\n")
	for f := 1; f <= formations; f++ {
		typ := map[bool]string{true: "primary", false: "support"}[f == 1]
		fmt.Fprintf(&b, "\n[[formation]]\nname = \"Formation %d\"\ntype = %q\n", f, typ)
		for u := 1; u <= units; u++ {
			role := map[bool]string{true: "formation-command", false: "combat"}[u == 1]
			fmt.Fprintf(&b, "\n[[formation.unit]]\nname = \"Platoon F%dU%02d\"\nnation = \"Germany\"\nrole = %q\n", f, u, role)
			b.WriteString("motivation = \"Confident 4+\"\nskill = \"Veteran 3+\"\nis_hit_on = \"Careful 4+\"\npoints = 1\n" +
				"[[formation.unit.team]]\nname = \"MG42 team\"\ntype = \"infantry\"\ncount = 2\nleader = 1\nsave = \"3+\"\n" +
				"tactical = '8\"/20cm'\nterrain_dash = '8\"/20cm'\ncross_country_dash = '12\"/30cm'\nroad_dash = '12\"/30cm'\ncross = \"AUTO\"\n" +
				"[[formation.unit.team.weapon]]\nname = \"MG42\"\nrange = '16\"/40cm'\nrof = { halted = 3, moving = 2 }\nanti_tank = 2\nfirepower = \"6\"\n")
		}
	}
	return cardtest.WriteFile(t, t.TempDir(), fmt.Sprintf("force-%dx%d.toml", formations, units), []byte(b.String()))
}

// TestForceAtItsLimits prints forces at F18's limits, one formation of 32
// units and 8 of 32, on the default card and the smallest: the force card
// continues on as many cards as it needs, front and back each, and with
// pdftotext every unit is found on the force card's fronts exactly once,
// under its formation's heading, said continued on the formation's later
// cards; every card says "card k of n" (issue 33, item 22).
func TestForceAtItsLimits(t *testing.T) {
	cardtest.Tools(t, "pdftotext")
	for _, shape := range [][2]int{{1, fow.MaxFormationUnits}, {fow.MaxFormations, fow.MaxFormationUnits}} {
		force := limitForce(t, shape[0], shape[1])
		for _, card := range []string{"69x94", "57x89"} {
			t.Run(fmt.Sprintf("%dx%d on %s", shape[0], shape[1], card), func(t *testing.T) {
				out := cardtest.WriteFile(t, t.TempDir(), "force.pdf", cardtest.Render(t, []string{force}, "--sheet", "none", "--card", card)[0].Data)
				var fronts []string
				backs := 0
				for _, page := range strings.Split(cardtest.Run(t, "pdftotext", out, "-"), "\f") {
					switch {
					case !strings.Contains(page, "Kampfgruppe Grenze"):
					case strings.Contains(page, "pages of the v4 quick reference"): // the back's foot, on each
						backs++
					default:
						fronts = append(fronts, page)
					}
				}
				if len(fronts) < 2 || backs != len(fronts) {
					t.Fatalf("%d force card fronts and %d backs; want a card continued, a back for each front", len(fronts), backs)
				}
				all := strings.Join(fronts, "\n")
				for f := 1; f <= shape[0]; f++ {
					for u := 1; u <= shape[1]; u++ {
						if n := strings.Count(all, fmt.Sprintf("F%dU%02d", f, u)); n != 1 {
							t.Errorf("unit F%dU%02d is listed %d times on the force card, want once", f, u, n)
						}
					}
				}
				// Each card says which it is; a formation's units go under its
				// heading, said continued on every card after its first.
				seen := map[int]bool{}
				for i, page := range fronts {
					if !strings.Contains(page, fmt.Sprintf("card %d of %d", i+1, len(fronts))) {
						t.Errorf("force card %d of %d does not say so:\n%s", i+1, len(fronts), page)
					}
					for f := 1; f <= shape[0]; f++ {
						if !strings.Contains(page, fmt.Sprintf("F%dU", f)) {
							continue
						}
						ref := `(primary|support)\s+formation`
						if seen[f] {
							ref = "continued"
						}
						if !regexp.MustCompile(fmt.Sprintf(`Formation\s+%d\s+\(%s`, f, ref)).MatchString(page) {
							t.Errorf("force card %d lists units of formation %d without its heading (%s):\n%s", i+1, f, ref, page)
						}
						seen[f] = true
					}
				}
			})
		}
	}
}
