package model

import (
	"fmt"
	"strings"
	"testing"
)

// TestDecodeUnknownKeys checks the unknown keys Decode reports: each at its
// place, an unknown table once for each time it is written, never the keys
// inside it, and after a hundred only a count.
func TestDecodeUnknownKeys(t *testing.T) {
	type file struct {
		Name string `toml:"name"`
		Unit []struct {
			Kind string `toml:"kind"`
		} `toml:"unit"`
	}
	var many strings.Builder
	for i := range 150 {
		fmt.Fprintf(&many, "k%d = 1\n", i)
	}
	for _, tc := range []struct{ name, src, want string }{
		{"tables", "nmae = 1\n[[extra]]\na = 1\nb = { c = 2 }\n\n[[extra]]\nd = 3\n[[unit]]\nknd = 1\nx = { y = 1 }\n", `f.toml:1:1: nmae: unknown key; did you mean "name"?
f.toml:2:1: extra: unknown key
f.toml:6:1: extra: unknown key
f.toml:9:1: unit[1].knd: unknown key; did you mean "kind"?
f.toml:10:1: unit[1].x: unknown key
`},
		{"a hundred and fifty", "name = \"n\"\n" + many.String(), strings.Join(func() []string {
			var lines []string
			for i := range 100 {
				lines = append(lines, fmt.Sprintf("f.toml:%d:1: k%d: unknown key", i+2, i))
			}
			return append(lines, "f.toml:102:1: 50 more unknown keys from here on are not listed; is this a test file?", "")
		}(), "\n")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var f file
			_, errs := Decode("f.toml", []byte(tc.src), &f, "a test file")
			var b strings.Builder
			for _, e := range errs {
				b.WriteString(e.Error() + "\n")
			}
			if got := b.String(); got != tc.want {
				t.Errorf("Decode errors:\n%s\nwant:\n%s", got, tc.want)
			}
		})
	}
}

// stamp is a value that decodes itself, as crewexp.Date does.
type stamp string

func (s *stamp) UnmarshalTOML(v any) error {
	if t, ok := v.(string); ok {
		*s = stamp(t)
		return nil
	}
	return fmt.Errorf("want a stamp in quotes")
}

// TestDecodeWrongTypes checks that Decode reports every value of the wrong
// type in one run, each at its own key or element and in file order, with
// the unknown keys among them, and never the keys inside a value it refused.
func TestDecodeWrongTypes(t *testing.T) {
	type member struct {
		Name  string   `toml:"name"`
		Roles []string `toml:"roles"`
	}
	type file struct {
		Name    string   `toml:"name"`
		Points  int64    `toml:"points"`
		Cols    int      `toml:"cols"`
		Size    float64  `toml:"size"`
		Fill    *float64 `toml:"fill"`
		Soft    *bool    `toml:"soft"`
		Upper   bool     `toml:"upper"`
		Stamp   stamp    `toml:"stamp"`
		Dice    []int64  `toml:"dice"`
		Vehicle struct {
			Kind string `toml:"kind"`
		} `toml:"vehicle"`
		Member []member `toml:"member"`
	}
	src := `name = 3
points = "x"
cols = 1.5
size = true
fill = "grey"
soft = 1
upper = "yes"
stamp = 5
dice = [1, "a", 3, 2.5]
nmae = "n"
vehicle = 3
[[member]]
name = "Al"
roles = "gunner"
[[member]]
name = ["Bo"]
roles = ["loader", 4]
[member.extra]
x = 1
[[member]]
[member.roles]
z = 1
`
	want := `f.toml:1:1: name: want text in quotes, not a whole number
f.toml:2:1: points: want a whole number, not text in quotes
f.toml:3:1: cols: want a whole number, not a decimal number
f.toml:4:1: size: want a number, not true or false
f.toml:5:1: fill: want a number, not text in quotes
f.toml:6:1: soft: want true or false, not a whole number
f.toml:7:1: upper: want true or false, not text in quotes
f.toml:8:1: stamp: want a stamp in quotes
f.toml:9:12: dice[2]: want a whole number, not text in quotes
f.toml:9:20: dice[4]: want a whole number, not a decimal number
f.toml:10:1: nmae: unknown key; did you mean "name"?
f.toml:11:1: vehicle: want a table, not a whole number
f.toml:14:1: member[1].roles: want a list, not text in quotes
f.toml:16:1: member[2].name: want text in quotes, not a list
f.toml:17:20: member[2].roles[2]: want text in quotes, not a whole number
f.toml:18:1: member[2].extra: unknown key
f.toml:21:1: member[3].roles: want a list, not a table
`
	for range 3 { // the decoder's maps come in any order: the report must not
		var f file
		locs, errs := Decode("f.toml", []byte(src), &f, "a test file")
		var b strings.Builder
		for _, e := range errs {
			b.WriteString(e.Error() + "\n")
		}
		if got := b.String(); got != want {
			t.Fatalf("Decode errors:\n%s\nwant:\n%s", got, want)
		}
		if locs != nil {
			t.Errorf("Decode of a file with values of the wrong type returned a locator, want nil: the rules cannot judge zero values")
		}
	}
	// DecodeAll returns the locator and the paths of the values of the
	// wrong type, for rules that keep quiet on them.
	var f file
	locs, bad, errs := DecodeAll("f.toml", []byte(src), &f, "a test file")
	if locs == nil || len(errs) != strings.Count(want, "\n") {
		t.Fatalf("DecodeAll: locator %v, %d errors, want a locator and the %d errors of Decode", locs, len(errs), strings.Count(want, "\n"))
	}
	for path, covered := range map[string]bool{
		"points": true, "dice.1": true, "dice.0": false, "member.1.name": true, "member.1.roles.1": true,
		"member.1.roles.0": false, "member.1": false, "member.0.roles.0": true, "vehicle.kind": true, "name.x": true, "nam": false,
	} {
		if bad.Covers(path) != covered {
			t.Errorf("Mistyped.Covers(%q) = %v, want %v (mistyped: %v)", path, !covered, covered, bad)
		}
	}
	for path, inside := range map[string]bool{"member": true, "member.1": true, "member.1.roles": true, "member.0.name": false, "dice.0": false, "mem": false, "vehicle": true} {
		if bad.Inside(path) != inside {
			t.Errorf("Mistyped.Inside(%q) = %v, want %v (mistyped: %v)", path, !inside, inside, bad)
		}
	}
	if f.Member[1].Roles[0] != "loader" || f.Dice[2] != 3 {
		t.Errorf("DecodeAll left out the values of the right type: %+v", f)
	}
}
