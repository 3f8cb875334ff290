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
