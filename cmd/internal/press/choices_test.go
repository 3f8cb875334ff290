package press

import (
	"fmt"
	"testing"

	"github.com/crewcard/crewcard/layout/impose"
)

// TestChoicesRoundTrip: each value that a flag can name parses back from
// its String, and the names parse in any case and spacing.
func TestChoicesRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		in, want string // want: the value's String
		parse    func(string) (fmt.Stringer, error)
	}{
		{"none", "none", paper},
		{" None ", "none", paper},
		{"a4", "a4", paper},
		{"US-Letter", "letter", paper},
		{"210x297", "a4", paper},
		{"297x210mm", "297x210", paper},
		{"100x150", "100x150", paper},
		{"marks", "marks", cut},
		{"LINES", "lines", cut},
		{"none", "none", cut},
		{"duplex", "duplex", backs},
		{"Separate", "separate", backs},
		{"none", "none", backs},
		{"normal", "normal", ink},
		{"low", "low", ink},
		{"pdf", "pdf", format},
		{"SVG", "svg", format},
		{" png", "png", format},
	} {
		t.Run(tc.in, func(t *testing.T) {
			v, err := tc.parse(tc.in)
			if err != nil || v.String() != tc.want {
				t.Fatalf("Parse(%q) = %v, %v; want %s", tc.in, v, err, tc.want)
			}
			if again, err := tc.parse(v.String()); err != nil || again != v {
				t.Errorf("Parse(%q) = %v, %v; want %v", v.String(), again, err, v)
			}
		})
	}
}

// TestChoicesErrors: a value that is none of the names says what was wrong
// with it, and names no flag.
func TestChoicesErrors(t *testing.T) {
	for _, tc := range []struct {
		in    string
		parse func(string) (fmt.Stringer, error)
		want  string
	}{
		{"b5", paper, `paper "b5": unknown; want a name (a4, letter, a3, legal, a5) or WxH in mm, like "70x100"`},
		{"", paper, `paper: empty; want a name (a4, letter, a3, legal, a5) or WxH in mm`},
		{"dots", cut, `"dots": want marks, lines or none`},
		{"", cut, `"": want marks, lines or none`},
		{"after", backs, `"after": want duplex, separate or none`},
		{"both", backs, `"both": want duplex, separate or none`},
		{"high", ink, `"high": want normal or low`},
		{"gif", format, `"gif": want pdf, svg or png`},
	} {
		if v, err := tc.parse(tc.in); err == nil || err.Error() != tc.want {
			t.Errorf("Parse(%q) = %v, %v; want error %q", tc.in, v, err, tc.want)
		}
	}
}

// TestChoicesZero: the zero values are what Options' zero value promises,
// and a value out of range says so.
func TestChoicesZero(t *testing.T) {
	for _, tc := range []struct {
		v    fmt.Stringer
		want string
	}{
		{Sheet{}, "none"}, {Cut(0), "marks"}, {Backs(0), "after"}, {Ink(0), "normal"}, {Format(0), "pdf"},
		{Cut(7), "Cut(7)"}, {Backs(-1), "Backs(-1)"}, {Format(3), "Format(3)"},
	} {
		if got := tc.v.String(); got != tc.want {
			t.Errorf("%#v.String() = %q, want %q", tc.v, got, tc.want)
		}
	}
	if !NoSheet.None() || (Sheet{Paper: impose.Size{W: 210, H: 297}}).None() {
		t.Errorf("None: NoSheet %v, a4 %v; want true, false", NoSheet.None(), (Sheet{Paper: impose.Size{W: 210, H: 297}}).None())
	}
	if PDF.Faces() || !SVG.Faces() || !PNG.Faces() {
		t.Errorf("Faces: pdf %v, svg %v, png %v; want false, true, true", PDF.Faces(), SVG.Faces(), PNG.Faces())
	}
}

func paper(s string) (fmt.Stringer, error)  { return ParseSheet(s) }
func cut(s string) (fmt.Stringer, error)    { return ParseCut(s) }
func backs(s string) (fmt.Stringer, error)  { return ParseBacks(s) }
func ink(s string) (fmt.Stringer, error)    { return ParseInk(s) }
func format(s string) (fmt.Stringer, error) { return ParseFormat(s) }
