package bsdata

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
	"github.com/crewcard/crewcard/model/crewexp"
)

// rosterDir returns a folder holding the test roster beside the German
// army and the game system, as a player keeps them.
func rosterDir(t *testing.T) string {
	t.Helper()
	armies(t) // skips without the data
	dir := t.TempDir()
	for _, name := range []string{"BA2 - Armies of Germany.cat", "Bolt Action 2.gst"} {
		abs, err := filepath.Abs(filepath.Join(dataDir, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(abs, filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	src, err := os.ReadFile("testdata/panzer-support.ros")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "panzer-support.ros"), src, 0o666); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestRoster reads a roster of a Panzer IV bought Regular with armour
// skirts and two trucks bought Inexperienced with a pintle MMG: each
// vehicle's crew file has the start its rating gives, the options chosen
// and the points of one vehicle.
func TestRoster(t *testing.T) {
	r, err := ReadRoster(filepath.Join(rosterDir(t), "panzer-support.ros"), bs.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		name, start, kind string
		copies, points    int
		rule, weapon      string
	}{
		{"Panzer IV AUSF G, H, J", "regular", "tank", 1, 245, "Armoured Skirts", "Turret-mounted heavy AT gun"},
		{"Truck", "inexperienced", "transport", 2, 46, "", "Pintle-mounted MMG (Front Arc)(15pts)"},
	}
	if len(r.Vehicles) != len(want) {
		t.Fatalf("the roster gives %d vehicles, want %d", len(r.Vehicles), len(want))
	}
	for i, w := range want {
		rv := r.Vehicles[i]
		im := rv.File()
		if im.File == nil {
			t.Fatalf("%s: %v", w.name, im.Problems)
		}
		f, errs := crewexp.Check("roster.toml", im.File)
		if errs.Err() != nil {
			t.Fatalf("%s: %v", w.name, errs)
		}
		v := f.File.Vehicle
		var weapons []string
		for _, x := range v.Weapons {
			weapons = append(weapons, x.Name)
		}
		switch {
		case rv.V.Name != w.name || rv.Start != w.start || rv.Copies != w.copies:
			t.Errorf("vehicle %d: %s, %s, %d copies; want %s, %s, %d", i, rv.V.Name, rv.Start, rv.Copies, w.name, w.start, w.copies)
		case f.File.Crew.Start != w.start || v.Kind != w.kind || v.Points != int64(w.points):
			t.Errorf("%s: start %s, kind %s, %d points; want %s, %s, %d", w.name, f.File.Crew.Start, v.Kind, v.Points, w.start, w.kind, w.points)
		case w.rule != "" && !slices.Contains(v.Rules, w.rule):
			t.Errorf("%s: rules %q, want %q among them", w.name, v.Rules, w.rule)
		case !slices.Contains(weapons, w.weapon):
			t.Errorf("%s: weapons %q, want %q among them", w.name, weapons, w.weapon)
		}
	}
}
