package fow_test

import (
	"path/filepath"
	"testing"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow"
)

// unitSamples reads the unit files among the samples: those that name the
// fow-v4 system and are not forces (samples/ holds crews too).
func unitSamples(tb testing.TB) map[string][]byte {
	tb.Helper()
	out := map[string][]byte{}
	for p, src := range readFiles(tb, "../../samples/*.toml") {
		if key, _ := model.SystemOf(p, src); key == fow.SystemName && !fow.IsForce(src) {
			out[p] = src
		}
	}
	return out
}

// TestSamples checks that every sample unit is legal, without errors or
// warnings, within the QR code's budget, and that the samples cover a tank
// unit, a transport unit, a unit without armour and a bombardment line.
func TestSamples(t *testing.T) {
	samples := unitSamples(t)
	if len(samples) < 4 {
		t.Fatalf("%d unit samples, want at least 4", len(samples))
	}
	types := map[fow.TeamType]bool{}
	var bombard, saves bool
	for path, src := range samples {
		t.Run(filepath.Base(path), func(t *testing.T) {
			u, errs := fow.Check(path, src)
			for _, e := range errs {
				t.Errorf("%s", e)
			}
			if u == nil {
				t.Fatal("no unit")
			}
			n := payloadSize(t, u)
			t.Logf("%s: %d bytes of saved state (budget %d); %s", filepath.Base(path), n, fow.MaxPayload, u.Summary())
			for _, tm := range u.Teams {
				types[tm.Type] = true
				saves = saves || !tm.Armoured()
				for _, w := range tm.Weapons {
					bombard = bombard || w.Bombard != nil
				}
			}
		})
	}
	for _, tt := range []fow.TeamType{fow.Infantry, fow.Gun, fow.Tank, fow.Transport} {
		if !types[tt] {
			t.Errorf("no sample has a %s team", tt)
		}
	}
	if !bombard || !saves {
		t.Errorf("samples: bombardment line %v, team with a save %v; want both", bombard, saves)
	}
}
