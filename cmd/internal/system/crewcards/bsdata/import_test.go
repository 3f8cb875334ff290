package bsdata

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestImportArmies imports every vehicle of every army of the test data,
// its crew starting inexperienced where the data offers that rating and
// regular otherwise, and prints the table. At least 95 % of each army's
// vehicles must give a crew file that check accepts; a vehicle the data
// prices at 0 points, whose points the player sets, is not counted.
func TestImportArmies(t *testing.T) {
	var all, okAll int
	var b strings.Builder
	fmt.Fprintf(&b, "%-40s %8s %6s %6s %8s %8s\n", "catalogue", "vehicles", "read", "%", "warnings", "0 pts")
	for _, path := range armies(t) {
		a := load(t, path)
		ok, warned, free := 0, 0, 0
		for _, v := range a.Vehicles {
			im := a.VehicleFile(v, a.DefaultStart(v))
			if im.File != nil {
				ok++
				if len(im.Problems) > 0 {
					warned++
				}
				continue
			}
			if placeholder(im) {
				free++
				continue
			}
			if testing.Verbose() {
				for _, p := range im.Problems {
					t.Logf("refused: %v", p)
				}
			}
		}
		all += len(a.Vehicles)
		okAll += ok
		name, _ := filepath.Rel(dataDir, path)
		fmt.Fprintf(&b, "%-40s %8d %6d %5.1f%% %8d %8d\n", name, len(a.Vehicles), ok, pct(ok, len(a.Vehicles)-free), warned, free)
		if len(a.Vehicles) == 0 {
			t.Errorf("%s: no vehicle found", name)
		} else if pct(ok, len(a.Vehicles)-free) < 95 {
			t.Errorf("%s: %d of %d vehicles imported (and %d priced at 0), under 95 %%", name, ok, len(a.Vehicles)-free, free)
		}
	}
	fmt.Fprintf(&b, "%-40s %8d %6d %5.1f%%\n", "all", all, okAll, pct(okAll, all))
	if okAll == 0 {
		t.Error("no vehicle imported")
	}
	t.Log("\n" + b.String())
}

// placeholder reports whether the vehicle was refused because the data
// prices it at 0 points.
func placeholder(im Import) bool {
	for _, p := range im.Problems {
		if strings.Contains(p.Msg, "the data prices it at 0") {
			return true
		}
	}
	return false
}

func pct(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return 100 * float64(n) / float64(of)
}

// BenchmarkImportArmies reads every army of the test data and writes a
// crew file for each vehicle, its crew at the default start: the work of
// importing them all.
func BenchmarkImportArmies(b *testing.B) {
	paths := armies(b)
	for b.Loop() {
		for _, path := range paths {
			a := load(b, path)
			for _, v := range a.Vehicles {
				a.VehicleFile(v, a.DefaultStart(v))
			}
		}
	}
}
