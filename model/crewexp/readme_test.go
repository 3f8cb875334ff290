package crewexp_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

// TestREADMECatalogues keeps the README's skill and upgrade tables in step
// with the model's: every skill with its registry ID, every upgrade with its
// ID, level and cost, and every rule with its summary.
func TestREADMECatalogues(t *testing.T) {
	readme := readme(t)
	for _, s := range crewexp.Skills() {
		if want := fmt.Sprintf("%s (%d)", s.Name, s.ID); !strings.Contains(readme, want) {
			t.Errorf("README lacks the skill %q", want)
		}
	}
	for _, u := range crewexp.Upgrades() {
		if want := fmt.Sprintf("| %d | %s | %d | %d |", u.ID, u.Name, u.Level, u.Cost); !strings.Contains(readme, want) {
			t.Errorf("README lacks the upgrade row %q", want)
		}
	}
	if len(crewexp.Rules) != 29 {
		t.Errorf("%d rules, want the 29 of the README's rules table", len(crewexp.Rules))
	}
	for _, r := range crewexp.Rules {
		if row := "| " + r.ID + " | " + r.Summary + " |"; !strings.Contains(readme, row) {
			t.Errorf("README's rules table lacks the row %q", row)
		}
	}
}

// TestREADMEExample checks that the README's annotated crew file is legal
// and does what its text says: Relaying is lost with the radio operator,
// the loader's basic Fast Reload is kept.
func TestREADMEExample(t *testing.T) {
	readme := readme(t)
	start := strings.Index(readme, "```toml\n# Keys at the top")
	if start < 0 {
		t.Fatal("README has no annotated crew file")
	}
	src := readme[start+len("```toml\n"):]
	src = src[:strings.Index(src, "```")]
	crew, errs := crewexp.Check("README.md", []byte(src))
	if errs.Err() != nil || len(errs) > 0 {
		t.Fatalf("the README's crew file: %v", errs)
	}
	s := &crew.State
	relaying, _ := crewexp.SkillByName("Relaying")
	reload, _ := crewexp.SkillByName("Fast Reload")
	if s.Level().Level != 3 || s.Has(relaying.ID) || !s.Has(reload.ID) || s.Games != 1 {
		t.Errorf("the README's crew: level %d, Relaying %v, Fast Reload %v, %d games; want level 3, no Relaying, Fast Reload, 1 game",
			s.Level().Level, s.Has(relaying.ID), s.Has(reload.ID), s.Games)
	}
}

// readme returns the README and the manual's topics, the text a player
// reads, as one.
func readme(t *testing.T) string {
	t.Helper()
	topics, err := filepath.Glob("../../cmd/internal/manual/topics/*.md")
	if err != nil || len(topics) == 0 {
		t.Fatalf("no topics of the manual: %v", err)
	}
	var b strings.Builder
	for _, name := range append([]string{"../../README.md"}, topics...) {
		text, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(text)
	}
	return b.String()
}
