package bsdata

import (
	"strings"
	"testing"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
	"github.com/crewcard/crewcard/model/crewexp"
)

// TestHostileNames imports a catalogue whose names and rules hold line
// breaks, quotes and table headers: they stay the values they are, in
// strings and comments, and never become keys of the crew file.
func TestHostileNames(t *testing.T) {
	a, err := Load("testdata/hostile/hostile.cat", bs.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Vehicles) != 1 {
		t.Fatalf("%d vehicles, want 1", len(a.Vehicles))
	}
	im := a.VehicleFile(a.Vehicles[0], "inexperienced")
	if im.File == nil {
		t.Fatalf("refused: %v", im.Problems)
	}
	c, errs := crewexp.Check("hostile.toml", im.File)
	if errs.Err() != nil {
		t.Fatalf("%v\n%s", errs, im.File)
	}
	f := c.File
	switch {
	case f.Crew.Start != "inexperienced" || len(f.Battles) != 0 || f.Vehicle.Points != 120:
		t.Errorf("the names changed the file's keys:\n%s", im.File)
	case !strings.Contains(f.Vehicle.Name, `Tank "Ace"`) || strings.ContainsAny(f.Vehicle.Name, "\n\r"):
		t.Errorf("vehicle name %q", f.Vehicle.Name)
	case len(f.Vehicle.Weapons) != 1 || !strings.HasPrefix(f.Vehicle.Weapons[0].Name, `Gun "\ [[battle]]`):
		t.Errorf("weapons %+v", f.Vehicle.Weapons)
	case len(f.Vehicle.Weapons[0].Rules) != 2 || f.Vehicle.Weapons[0].Rules[1] != "[crew]":
		t.Errorf("weapon rules %q", f.Vehicle.Weapons[0].Rules)
	}
	for i, line := range strings.Split(string(im.File), "\n") {
		if strings.HasPrefix(line, "#") && strings.ContainsAny(line[1:], "\r") {
			t.Errorf("line %d: a comment holds a line break: %q", i+1, line)
		}
	}
}
