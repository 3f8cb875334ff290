package sheet

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
)

// ellipsizeByRune is ellipsize as it first was: a rune off the end at a
// time, the rest measured again each time.
func ellipsizeByRune(f *font.Font, s string, size, w float64) string {
	if f.Width(s, size) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && f.Width(string(r)+"…", size) > w {
		r = r[:len(r)-1]
	}
	if len(r) == 0 {
		return ""
	}
	return strings.TrimRight(string(r), " ") + "…"
}

// TestEllipsize: ellipsize keeps the longest start of a text that fits
// with its "…", as a rune at a time off the end does, at every width from
// nothing to the whole text's, for command lines, names with accents and
// Greek, spaces where the cut falls, runes of no width and invalid UTF-8.
func TestEllipsize(t *testing.T) {
	fs := layouttest.Fonts(t)
	texts := []string{
		"crewcard render samples/at-transport-sdkfz251.toml samples/legendary-kv1.toml --sheet letter -o cards.pdf",
		"Ardennes Armoured SS Panzergrenadier Platoon (LG437) · Ζήσης Παπαδόπουλος · Zażółć gęślą jaźń",
		"a    b    c    d",
		"W",
		"bad \xff bytes \xc3 here",
		"e\u0301\u200b  \u200b x\u200b\u200byz \u0000 q", // combining, zero-width and NUL runes
	}
	cuts := 0
	for _, f := range []*font.Font{fs.Regular, fs.Bold} {
		for _, s := range texts {
			const size = 6.5
			whole := f.Width(s, size)
			for w := 0.0; w <= whole+1; w += 0.05 {
				got, want := ellipsize(f, s, size, w), ellipsizeByRune(f, s, size, w)
				if got != want {
					t.Fatalf("ellipsize(%q, %.2f mm) = %q, want %q", s, w, got, want)
				}
				if got != "" && f.Width(got, size) > w+1e-9 {
					t.Fatalf("ellipsize(%q, %.2f mm) = %q, %.2f mm wide", s, w, got, f.Width(got, size))
				}
				if strings.HasSuffix(got, "…") {
					cuts++
				}
			}
		}
	}
	if cuts == 0 {
		t.Error("no text was cut: the test wants widths under the texts'")
	}
}

// BenchmarkEllipsizeCommand shortens the command line of a run of 1,000
// unit files to a stamp's line, as each sheet of the run does.
func BenchmarkEllipsizeCommand(b *testing.B) {
	f := layouttest.Fonts(b).Regular
	cmd := "crewcard render -o force.pdf" + strings.Repeat(" units/ardennes-armoured-panzergrenadier-platoon.toml", 1000)
	for b.Loop() {
		ellipsize(f, cmd, stampSize, 180)
	}
}
