package printflags

import (
	"fmt"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
)

// TestInkLowAlias: --ink-low gives the options --ink low gives, and they
// are not the normal ink's.
func TestInkLowAlias(t *testing.T) {
	alias, _, err := parseArgs("--ink-low")
	if err != nil {
		t.Fatal(err)
	}
	low, _, err := parseArgs("--ink", "low")
	if err != nil {
		t.Fatal(err)
	}
	normal, _, err := parseArgs()
	if err != nil {
		t.Fatal(err)
	}
	if alias.Ink != press.InkLow || fmt.Sprintf("%+v", alias) != fmt.Sprintf("%+v", low) || normal.Ink == low.Ink {
		t.Errorf("--ink-low gives ink %v, --ink low %v, no flag %v; want low, low, normal", alias.Ink, low.Ink, normal.Ink)
	}
}

// TestCalibrationBackOffsets: each bad --back-offset of calibrate is
// refused naming the flag, and so is --sheet none.
func TestCalibrationBackOffsets(t *testing.T) {
	for _, off := range []string{"2", "x,y", "2,", "25,0", "0,-20.5", "NaN,0", ""} {
		o := press.Options{Margin: 5}
		if err := Calibration(&o, "a4", "long", off, "69x94"); err == nil || !strings.Contains(err.Error(), "--back-offset") {
			t.Errorf("Calibration with --back-offset %q = %v, want an error naming --back-offset", off, err)
		}
	}
	o := press.Options{Margin: 5}
	if err := Calibration(&o, "none", "long", "0,0", "69x94"); err == nil || !strings.HasPrefix(err.Error(), "--sheet ") {
		t.Errorf("Calibration with --sheet none = %v, want an error naming --sheet", err)
	}
}
