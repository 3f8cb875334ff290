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
	if s == string(src) {
		t.Fatal("the sample's unit name is not where the test looks")
	}
	var texts []string
	for _, op := range planDefault(t, checkUnit(t, "unit.toml", []byte(s))).Front[0].Ops {
		if op.Kind == layout.OpText {
			texts = append(texts, op.Text)
		}
	}
	if !slices.ContainsFunc(texts, func(s string) bool { return strings.HasPrefix(s, "Frost’s ‘Cuckoo’ ") }) {
		t.Errorf("the front's texts %q name no unit \"Frost’s ‘Cuckoo’ …\"", texts)
	}
}

// TestForceNamesTypographic: the force card names its force with
// typographic quotes too.
func TestForceNamesTypographic(t *testing.T) {
	const name = "../../../../samples/fow-force-100.toml"
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(src), `name = "Kampfgruppe Normandie"`, `name = "Kampfgruppe 'Normandie'"`, 1)
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
}
