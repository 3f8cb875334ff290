package icon

import (
	"strings"
	"testing"
)

// TestParsePath: each command gives its segments (a circle four arcs
// closed, a rectangle four lines closed), and every malformed path is
// refused with where and why.
func TestParsePath(t *testing.T) {
	segs, err := ParsePath("M 1 1 L 9 1 C 9 5, 5 9, 1 9 Z O 5 5 2 R 2 2 3 3")
	if err != nil {
		t.Fatal(err)
	}
	var ops []byte
	for _, s := range segs {
		ops = append(ops, s.Op)
	}
	if got, want := string(ops), "MLCZ"+"MCCCCZ"+"MLLLZ"; got != want {
		t.Errorf("segments %q, want %q", got, want)
	}
	if p := segs[2].P[2]; p.X != 1 || p.Y != 9 {
		t.Errorf("the curve ends at %+v, want 1,9", p)
	}
	for _, tc := range []struct{ path, want string }{
		{"M 1 1 Q 2 2", `token 4: unknown command "Q"`},
		{"M 1", "token 1: M needs 2 numbers"},
		{"M 1 99", "token 3: want a number in the icon box"},
		{"L 1 1", "token 1: L before M"},
		{"M 1 NaN", "token 3: want a number"},
		{strings.Repeat("M 1 1 ", 1400), "path too long"},
	} {
		if _, err := ParsePath(tc.path); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParsePath(%.20q) = %v, want an error containing %q", tc.path, err, tc.want)
		}
	}
}

// TestParse: an icon needs a fill or a stroke, and says which path is
// wrong.
func TestParse(t *testing.T) {
	ic, err := Parse("box", "R 1 1 8 8", "M 0 0 L 10 10")
	if err != nil || ic.Name != "box" || len(ic.Fill) != 5 || len(ic.Stroke) != 2 {
		t.Errorf("Parse(box) = %+v, %v", ic, err)
	}
	for _, tc := range []struct{ fill, stroke, want string }{
		{"", "", `icon "x": empty`},
		{"Z", "", `icon "x": fill: token 1: Z before M`},
		{"", "M 1", `icon "x": stroke: token 1`},
	} {
		if _, err := Parse("x", tc.fill, tc.stroke); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(x, %q, %q) = %v, want %q", tc.fill, tc.stroke, err, tc.want)
		}
	}
}
