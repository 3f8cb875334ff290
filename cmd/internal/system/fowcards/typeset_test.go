package fowcards_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/saved"
)

// TestNamesTypographic: a unit's and a team's straight quotes print as
// typographic ones ("Frost’s", "‘Cuckoo’"), as the catalogues' keyword
// names do; the file keeps them as written.
func TestNamesTypographic(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "samples", "fow-tiger-tank-unit.toml"))
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(src), "[unit]\nname = \"", "[unit]\nname = \"Frost's 'Cuckoo' ", 1)
	s = strings.Replace(s, "[[team]]\nname = \"", "[[team]]\nname = \"'Wittmann' ", 1)
	if !strings.Contains(s, "'Cuckoo'") || !strings.Contains(s, "'Wittmann'") {
		t.Fatal("the sample's unit or team name is not where the test looks")
	}
	var texts []string
	for _, op := range planDefault(t, checkUnit(t, "unit.toml", []byte(s))).Front[0].Ops {
		if op.Kind == layout.OpText {
			texts = append(texts, op.Text)
		}
	}
	for _, want := range []string{"Frost’s ‘Cuckoo’ ", "‘Wittmann’ "} {
		if !slices.ContainsFunc(texts, func(s string) bool { return strings.Contains(s, want) }) {
			t.Errorf("the front's texts %q hold no %q", texts, want)
		}
	}
}

// TestForceNamesTypographic: the force card names its force, its
// formations and its units with typographic quotes too.
func TestForceNamesTypographic(t *testing.T) {
	const name = "../../../../samples/fow-force-100.toml"
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.NewReplacer(`name = "Kampfgruppe Normandie"`, `name = "Kampfgruppe 'Normandie'"`,
		`name = "Panzergrenadier Company"`, `name = "Panzergrenadier Company 'Lehr'"`,
		"[[formation.unit]]\nname = \"Panzergrenadier Platoon\"", "[[formation.unit]]\nname = \"Frost's Platoon\"").Replace(string(src))
	doc, errs := system.Check(name, []byte(s))
	if doc == nil || errs.Err() != nil {
		t.Fatalf("check: %v", errs)
	}
	force, err := doc.Card(0, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := force.View.Text["name"], "Kampfgruppe ‘Normandie’"; got != want {
		t.Errorf("the force card names %q, want %q", got, want)
	}
	var heads, units []string
	for _, b := range force.View.Blocks["formations"] {
		heads = append(heads, b.Heading)
		for _, row := range b.Table[1:] {
			units = append(units, row[1])
		}
	}
	if !slices.Contains(heads, "Panzergrenadier Company ‘Lehr’") || !slices.Contains(units, "Frost’s Platoon") {
		t.Errorf("the force card's formations %q and units %q, want \"Panzergrenadier Company ‘Lehr’\" and \"Frost’s Platoon\"", heads, units)
	}
}
