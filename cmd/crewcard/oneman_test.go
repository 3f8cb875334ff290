package main

import (
	"path/filepath"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

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
	dir := t.TempDir()
	path := cardtest.WriteFile(t, dir, "somua.toml", []byte(src))
	if code, _, errs := runCLI(t, "", "check", path); code != exitOK {
		t.Fatalf("check = %d: %s", code, errs)
	}
	for _, card := range []string{"69x94", "poker", "63.5x88.9", "57x89"} {
		if code, _, errs := runCLI(t, "", "render", "--card", card, "-o", filepath.Join(dir, card+".pdf"), path); code != exitOK {
			t.Errorf("render --card %s = %d: %s", card, code, errs)
		}
	}
}
