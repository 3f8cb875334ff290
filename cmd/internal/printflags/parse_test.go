package printflags

import (
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/flagargs"
	"github.com/crewcard/crewcard/cmd/internal/press"
)

// parseArgs declares the print flags on a new flag set, parses args as
// render does, and returns the options or the error.
func parseArgs(args ...string) (press.Options, []string, error) {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var o press.Options
	f := Declare(fs, &o)
	rest, err := flagargs.Interleaved(fs, args)
	if err == nil {
		err = f.Parse(fs, &o)
	}
	return o, rest, err
}

// TestParse: every print flag reaches its option, flags may follow the
// files, and each bad value is refused naming its flag.
func TestParse(t *testing.T) {
	o, rest, err := parseArgs("a.toml", "--sheet", "letter", "--cut", "lines", "b.toml", "--backs", "separate",
		"--flip", "short", "--back-offset", "1,-0.5", "--card", "poker", "--ink-low", "--margin", "6", "--bleed", "1", "--no-summary")
	if err != nil {
		t.Fatal(err)
	}
	letter, _ := press.ParseSheet("letter")
	if strings.Join(rest, " ") != "a.toml b.toml" || o.Sheet != letter || o.Cut != press.CutLines || o.Backs != press.BacksSeparate ||
		o.Ink != press.InkLow || o.Margin != 6 || o.Bleed != 1 || !o.NoSummary || o.Card.W == 0 || o.BackOffset != [2]float64{1, -0.5} {
		t.Errorf("parsed %+v, files %q", o, rest)
	}
	if o, _, err := parseArgs("--format", "png", "--dpi", "150", "--backs", "none"); err != nil || o.DPI != 150 || !o.Sheet.None() || o.Backs != press.BacksNone {
		t.Errorf("--format png --dpi 150: %+v, %v", o, err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--sheet", "b9"}, "--sheet: "},
		{[]string{"--margin", "-1"}, "--margin "},
		{[]string{"--bleed", "99"}, "--bleed "},
		{[]string{"--cut", "dots"}, `--cut "dots"`},
		{[]string{"--sheet", "none", "--cut", "marks"}, "--cut marks: cutting guides are drawn on sheets"},
		{[]string{"--backs", "both"}, "--backs "},
		{[]string{"--flip", "diagonal"}, "--flip: "},
		{[]string{"--back-offset", "1"}, "--back-offset "},
		{[]string{"--card", "huge"}, "--card: "},
		{[]string{"--ink", "gold"}, "--ink "},
		{[]string{"--format", "gif"}, "--format "},
	} {
		if _, _, err := parseArgs(c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.args, err, c.want)
		}
	}
	if _, _, err := parseArgs("-h"); err != flag.ErrHelp {
		t.Errorf("-h: %v, want flag.ErrHelp", err)
	}
}

// TestCalibration parses calibrate's flags: a sheet too small for the
// calibration sheet, and each bad value, are refused naming the flag.
func TestCalibration(t *testing.T) {
	o := press.Options{Margin: 5}
	if err := Calibration(&o, "a4", "long", "0.5,0", "69x94"); err != nil || o.Card.W == 0 || o.BackOffset != [2]float64{0.5, 0} {
		t.Errorf("Calibration(a4): %+v, %v", o, err)
	}
	for _, c := range []struct{ sheet, flip, offset, card, want string }{
		{"b9", "long", "0,0", "69x94", "--sheet: "},
		{"none", "long", "0,0", "69x94", "--sheet "},
		{"a4", "sideways", "0,0", "69x94", "--flip: "},
		{"a4", "long", "x", "69x94", "--back-offset "},
		{"a4", "long", "0,0", "0x0", "--card: "},
	} {
		o := press.Options{Margin: 5}
		if err := Calibration(&o, c.sheet, c.flip, c.offset, c.card); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Calibration(%s, %s, %s, %s) = %v, want %q", c.sheet, c.flip, c.offset, c.card, err, c.want)
		}
	}
	o = press.Options{Margin: -3}
	if err := Calibration(&o, "a4", "long", "0,0", "69x94"); err == nil || !strings.Contains(err.Error(), "--margin ") {
		t.Errorf("Calibration with margin -3: %v", err)
	}
}
