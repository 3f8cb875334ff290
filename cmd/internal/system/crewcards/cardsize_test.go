package crewcards_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/model/crewexp"
)

// TestCardSizePresets renders every sample and 120 generated crews (full
// skill tables, long and non-ASCII names) at every card preset: text must
// fit and the QR code keep modules of at least 0.4 mm on the smallest card.
func TestCardSizePresets(t *testing.T) {
	paths, err := filepath.Glob(samplePath("*.toml"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no samples: %v", err)
	}
	docs := checkDocs(t, paths...)
	for _, c := range crewtest.Generated(t, 120, 3) {
		docs = append(docs, crewcards.Doc(c))
	}
	for _, card := range []string{"69x94", "poker", "63.5x88.9", "57x89"} {
		t.Run(card, func(t *testing.T) {
			if _, errs := render(docs, nil, renderOptions(t, "--card", card, "--sheet", "none", "--backs", "none")); len(errs) > 0 {
				t.Fatalf("render --card %s: %v", card, errs)
			}
		})
	}
}

// TestTemplateCardSize: without --card, the templates' own size is the
// card's; a front and back of different sizes are refused.
func TestTemplateCardSize(t *testing.T) {
	resized := func(face string) press.TemplateFile {
		b, _ := system.Template(face)
		src := string(b)
		if src == "" {
			t.Fatalf("template export %s printed nothing", face)
		}
		src = strings.Replace(strings.Replace(src, "\nwidth = 69.0\n", "\nwidth = 80.0\n", 1), "\nheight = 94.0\n", "\nheight = 100.0\n", 1)
		return press.TemplateFile{Path: face + ".toml", Src: []byte(src)}
	}
	front, back := resized("crew-front"), resized("crew-back")
	docs := checkDocs(t, samplePath("regular-tiger.toml"))
	out, errs := render(docs, []press.TemplateFile{front, back}, renderOptions(t, "--sheet", "none"))
	if len(errs) > 0 {
		t.Fatalf("render with 80x100 templates: %v", errs)
	}
	if !bytes.Contains(out[0].Data, []byte("/MediaBox [0 0 226.77 283.46]")) {
		t.Errorf("the pages are not 80 x 100 mm (226.77 x 283.46 pt)")
	}
	_, errs = render(docs, []press.TemplateFile{front}, renderOptions(t, "--sheet", "none"))
	if len(errs) == 0 || !strings.Contains(errs[0].Error(), "differ in size") {
		t.Errorf("an 80x100 front with the 69x94 back: errors %v", errs)
	}
}

// TestOneManTurret: a member with three roles (a Somua S35's one-man
// turret), legal by C2, checks and renders on every card preset: the
// grid marks its rows "shared" where a list of roles does not fit.
func TestOneManTurret(t *testing.T) {
	src := `[vehicle]
name = "Somua S35"
nation = "France"
kind = "tank"
points = 150

[crew]
name = "Bayard"
start = "inexperienced"

[[crew.member]]
roles = ["commander", "gunner", "loader"]

[[crew.member]]
roles = ["radio"]

[[crew.member]]
roles = ["driver"]
`
	doc, err := check("somua.toml", []byte(src))
	if err != nil {
		t.Fatalf("check: %v", err)
	}
	renderEveryPreset(t, doc)
}

// TestLongVehicleName: a vehicle's name as long as check takes
// (crewexp.MaxVehicle runes) renders on every card preset where the
// vehicle has no flags: on the compact header of small cards it takes
// the flags' room (a Finnish T-34/85 of the Bolt Action data was refused
// at 57 x 89).
func TestLongVehicleName(t *testing.T) {
	name := "T-34/85 Pitkapukinen Sotka Medium Tank 4"
	if n := utf8.RuneCountInString(name); n != crewexp.MaxVehicle {
		t.Fatalf("the name has %d runes, want %d", n, crewexp.MaxVehicle)
	}
	src := "[vehicle]\nname = \"" + name + "\"\nnation = \"Finland\"\nkind = \"tank\"\npoints = 252\n\n[crew]\nname = \"Sotka\"\nstart = \"inexperienced\"\n"
	doc, err := check("sotka.toml", []byte(src))
	if err != nil {
		t.Fatalf("check: %v", err)
	}
	renderEveryPreset(t, doc)
}

// renderEveryPreset renders doc on every card preset, failing the test
// where one is refused.
func renderEveryPreset(t *testing.T, doc system.Doc) {
	t.Helper()
	for _, card := range []string{"69x94", "poker", "63.5x88.9", "57x89"} {
		if _, errs := render([]system.Doc{doc}, nil, renderOptions(t, "--card", card)); len(errs) > 0 {
			t.Errorf("render --card %s: %v", card, errs)
		}
	}
}

// TestHeaderClassesFit: every class the crew front's header names beside
// the Damage Value fits its box on every card preset, with the longest
// Damage Value, on the halftrack sample (an armoured carrier with rules).
func TestHeaderClassesFit(t *testing.T) {
	src, err := os.ReadFile("../../../../samples/bolt-action-halftrack.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, class := range crewcards.HeaderClasses {
		s := regexp.MustCompile(`(?m)^class = .*$`).ReplaceAllString(string(src), fmt.Sprintf("class = %q", class))
		s = regexp.MustCompile(`(?m)^damage_value = .*$`).ReplaceAllString(s, `damage_value = "11+"`)
		doc, err := check("halftrack.toml", []byte(s))
		if err != nil {
			t.Fatalf("%s: check: %v", class, err)
		}
		renderEveryPreset(t, doc)
	}
}
