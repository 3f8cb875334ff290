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
// vehicles must give a crew file that check accepts, or be refused only
// because its profile does not fit the front's QR code (120 bytes), the
// shortfall left open: the code moves to the back as a unit card's does.
func TestImportArmies(t *testing.T) {
	var all, okAll int
	var b strings.Builder
	fmt.Fprintf(&b, "%-40s %8s %6s %6s %8s %8s\n", "catalogue", "vehicles", "read", "%", "warnings", "long/none")
	for _, path := range armies(t) {
		a := load(t, path)
		ok, warned, long := 0, 0, 0
		for _, v := range a.Vehicles {
			im := a.VehicleFile(v, defaultStart(a, v))
			if im.File != nil {
				ok++
				if len(im.Problems) > 0 {
					warned++
				}
				continue
			}
			if tooLong(im) || strings.Contains(im.Problems[0].Msg, "it offers none") {
				long++ // too long, or a placeholder with no rating to buy it at
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
		fmt.Fprintf(&b, "%-40s %8d %6d %5.1f%% %8d %8d\n", name, len(a.Vehicles), ok, pct(ok, len(a.Vehicles)), warned, long)
		if len(a.Vehicles) == 0 {
			t.Errorf("%s: no vehicle found", name)
		} else if pct(ok+long, len(a.Vehicles)) < 95 {
			t.Errorf("%s: %d of %d vehicles imported and %d too long for the code, under 95 %%", name, ok, len(a.Vehicles), long)
		}
	}
	fmt.Fprintf(&b, "%-40s %8d %6d %5.1f%%\n", "all", all, okAll, pct(okAll, all))
	t.Log("\n" + b.String())
}

// tooLong reports whether the vehicle was refused only because its
// profile makes the code too long for the card's front.
func tooLong(im Import) bool {
	n := 0
	for _, p := range im.Problems {
		if strings.Contains(p.Msg, "would not pass check") {
			if !strings.Contains(p.Msg, "QR code") {
				return false
			}
			n++
		}
	}
	return n > 0
}

func pct(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return 100 * float64(n) / float64(of)
}

// defaultStart is the start the import takes when none is given.
func defaultStart(a *Army, v *Vehicle) string { return a.DefaultStart(v) }
