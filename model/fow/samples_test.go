package fow_test

import (
	"os"
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

// TestForceSample checks the sample force against the sample units beside
// it: legal, without warnings, a Primary Formation with its command and
// Combat Units, support within what they allow, and points within the
// limit, every unit's points given.
func TestForceSample(t *testing.T) {
	const dir = "../../samples"
	var forces []string
	for p, src := range readFiles(t, dir+"/*.toml") {
		if fow.IsForce(src) {
			forces = append(forces, p)
		}
	}
	if len(forces) == 0 {
		t.Fatal("no force among the samples")
	}
	for _, p := range forces {
		t.Run(filepath.Base(p), func(t *testing.T) {
			src, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			read := func(rel string) (string, []byte, error) {
				name := filepath.Join(dir, filepath.FromSlash(rel))
				b, err := os.ReadFile(name)
				return name, b, err
			}
			f, errs := fow.CheckForce(p, src, read)
			for _, e := range errs {
				t.Errorf("%s", e)
			}
			if f == nil {
				t.Fatal("no force")
			}
			t.Log(f.Summary())
			p := f.Primary()
			if p.Command() == nil || p.Count(fow.Combat) < 2 || f.SupportUsed() == 0 || f.SupportUsed() > f.SupportAllowed() {
				t.Errorf("primary %q: command %v, %d combat units; support %d of %d", p.Name, p.Command(), p.Count(fow.Combat), f.SupportUsed(), f.SupportAllowed())
			}
			for _, fm := range f.Formations {
				for _, u := range fm.Units {
					if u.Points == 0 {
						t.Errorf("%s: %q gives no points", fm.Name, u.Name)
					}
				}
			}
			if f.Points() > f.Limit {
				t.Errorf("%d points, limit %d", f.Points(), f.Limit)
			}
		})
	}
}
