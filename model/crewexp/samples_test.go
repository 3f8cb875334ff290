package crewexp_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

type sampleState struct{ level, xp, skills, points, games int }

// sampleStates are derived values of samples worked out by hand from the rules.
var sampleStates = map[string]sampleState{
	// 19+11+20-30, +23+20-30, +28+6-60 (knocked out), +18+15+20-30,
	// +30+20-60, +23+20-30: 33 XP; 8 skills; 156 + 20+20+20+30+30 pts.
	"veteran-campaign-sherman.toml": {3, 33, 8, 276, 6},
	"legendary-kv1.toml":            {3, 0, 6, 315, 0},
	"transport-halftrack.toml":      {1, 25, 0, 87, 1},
	"unarmed-jeep.toml":             {1, 20, 0, 21, 1},
}

// TestSamples checks that every sample crew is legal, with neither errors
// nor warnings, and that the samples cover every vehicle kind and start, a
// member with two roles and a campaign history.
func TestSamples(t *testing.T) {
	kinds := map[crewexp.Kind]bool{}
	starts := map[crewexp.Start]bool{}
	var twoRoles, games []string
	n := 0
	crews := crewexp.CrewSamples(t)
	err := filepath.WalkDir("../../samples", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !slices.Contains(crews, path) {
			return err // not a crew file: samples/ holds other systems' files too
		}
		n++
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			crew, errs := crewexp.Check(path, src)
			for _, e := range errs {
				t.Errorf("%s", e)
			}
			if crew == nil {
				t.Fatalf("%s: no crew", path)
			}
			kinds[crew.State.Kind] = true
			starts[crew.State.Start] = true
			for _, m := range crew.State.Members {
				if m.Roles.Len() >= 2 {
					twoRoles = append(twoRoles, path)
				}
			}
			if len(crew.File.Battles) > 0 {
				games = append(games, path)
			}
			if want, ok := sampleStates[filepath.Base(path)]; ok {
				s := &crew.State
				got := sampleState{s.Level().Level, s.XP, len(s.Skills), s.TotalPoints(), s.Games}
				if got != want {
					t.Errorf("%s: level, XP, skills, points, games = %v, want %v", path, got, want)
				}
			}
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Fatal("no samples in ../samples")
	}
	for _, k := range []crewexp.Kind{crewexp.Tank, crewexp.Transport, crewexp.ATTransport, crewexp.Unarmed} {
		if !kinds[k] {
			t.Errorf("no sample of kind %s", k)
		}
	}
	for _, s := range []crewexp.Start{crewexp.StartInexperienced, crewexp.StartRegular, crewexp.StartLegendary} {
		if !starts[s] {
			t.Errorf("no sample with the start %s", s)
		}
	}
	if len(twoRoles) == 0 {
		t.Errorf("no sample has a member with two roles")
	}
	if len(games) == 0 {
		t.Errorf("no sample has a game record")
	}
}
