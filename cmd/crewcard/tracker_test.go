package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

// TestUnitTeamTracker: a unit card has a tick box for every team, however
// many: check accepts and render prints units of up to 99 teams of a kind.
func TestUnitTeamTracker(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "samples", "fow-panzergrenadier-unit.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(src), "\ncount = 7\n") {
		t.Fatal("the Panzergrenadier sample no longer has 7 teams")
	}
	dir := t.TempDir()
	for _, tt := range []struct {
		count string
		ok    bool
	}{{"12", true}, {"21", true}, {"40", true}, {"99", true}, {"100", false}} {
		file := cardtest.WriteFile(t, dir, "unit-"+tt.count+".toml", []byte(strings.Replace(string(src), "\ncount = 7\n", "\ncount = "+tt.count+"\n", 1)))
		code, _, stderr := runCLI(t, "", "check", file)
		if tt.ok {
			if code != 0 {
				t.Errorf("check of %s teams = exit %d: %s", tt.count, code, stderr)
			}
			if code, _, stderr := runCLI(t, "", "render", file, "-o", filepath.Join(dir, "u"+tt.count+".pdf")); code != 0 {
				t.Errorf("render of %s teams = exit %d: %s", tt.count, code, stderr)
			}
			continue
		}
		want := "count is how many teams of this kind the unit has, 1 to 99, not " + tt.count + " (F13)"
		if code != exitInvalid || !strings.Contains(stderr, want) {
			t.Errorf("check of %s teams = exit %d, %q; want %d and %q", tt.count, code, stderr, exitInvalid, want)
		}
	}
}
