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
// ID, level and cost, and every rule ID.
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
	for _, id := range strings.Fields("C1 C2 C3 C4 X1 X2 X3 S1 S2 S3 S4 S5 S6 S7 L P1 P2 P3 U1 U2 U3 U4 U5 V1 V2 V3 V4 K") {
		if !strings.Contains(readme, "| "+id+" |") {
			t.Errorf("README's rules table lacks %s", id)
		}
	}
}
