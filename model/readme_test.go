package model_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model"
)

// TestREADMECatalogues keeps the README's skill and upgrade tables in step
// with the model's: every skill with its registry ID, every upgrade with its
// ID, level and cost, and every rule with its summary.
func TestREADMECatalogues(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	for _, s := range model.Skills() {
		if want := fmt.Sprintf("%s (%d)", s.Name, s.ID); !strings.Contains(readme, want) {
			t.Errorf("README lacks the skill %q", want)
		}
	}
	for _, u := range model.Upgrades() {
		if want := fmt.Sprintf("| %d | %s | %d | %d |", u.ID, u.Name, u.Level, u.Cost); !strings.Contains(readme, want) {
			t.Errorf("README lacks the upgrade row %q", want)
		}
	}
	if len(model.Rules) != 28 {
		t.Errorf("%d rules, want the 28 of DESIGN.md §2", len(model.Rules))
	}
	for _, r := range model.Rules {
		if row := "| " + r.ID + " | " + r.Summary + " |"; !strings.Contains(readme, row) {
			t.Errorf("README's rules table lacks the row %q", row)
		}
	}
}
