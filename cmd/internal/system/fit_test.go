package system_test

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/gen"
	_ "github.com/crewcard/crewcard/cmd/internal/systems" // every game system
)

// crewFile is a two-man crew with the texts given; line 3 holds the
// vehicle, 4 the nation, 9 the name and 12 the first member's name.
func crewFile(name, vehicle, nation, member string) []byte {
	return []byte(fmt.Sprintf(`[vehicle]
kind = "tank"
name = %s
nation = %s
points = 75

[crew]
start = "inexperienced"
name = %s

[[crew.member]]
name = %s
roles = ["commander", "gunner"]

[[crew.member]]
name = "Gefr. Lutz"
roles = ["driver"]
`, strconv.Quote(vehicle), strconv.Quote(nation), strconv.Quote(name), strconv.Quote(member)))
}

// TestGlyphs checks that every character the card fonts lack, in every
// text a crew card prints, is refused at its key, once, with a hint.
func TestGlyphs(t *testing.T) {
	const font = "which the card font RobotoCondensed-Regular lacks"
	const letters = "spell it in Latin, Greek or Cyrillic letters, which the card prints"
	for _, tc := range []struct {
		name, vehicle, nation, member string
		want                          []string
	}{
		{"Tiger 虎", "Panzer I", "Germany", "Brandt", []string{
			`c.toml:9:1: crew.name: "Tiger 虎" holds '虎' (U+864E), ` + font + "; " + letters}},
		{"Tiger", "Panzer\u2028I", "Germany", "Brandt", []string{
			`c.toml:3:1: vehicle.name: "Panzer\u2028I" holds '\u2028' (U+2028), ` + font + "; the card breaks lines itself: write a plain space"}},
		{"Tiger", "Panzer I", "Germany\uffff", "Brandt", []string{
			`c.toml:4:1: vehicle.nation: "Germany\uffff" holds '\uffff' (U+FFFF), ` + font + "; it is a noncharacter, never printed: remove it"}},
		{"Tiger", "Panzer I", "Germany", "虎虎 \ue000", []string{
			`c.toml:12:1: crew.member[1].name: "虎虎 \ue000" holds '虎' (U+864E), ` + font + "; " + letters,
			`c.toml:12:1: crew.member[1].name: "虎虎 \ue000" holds '\ue000' (U+E000), ` + font + "; it is a private-use character, which no font shares: remove it"}},
		{"Ærøskøbing Ζήτω Экипаж", "Т-34/85", "Regno d’Italia", "Λοχίας Παππάς", nil},
	} {
		t.Run(tc.name+" "+tc.vehicle+" "+tc.nation+" "+tc.member, func(t *testing.T) {
			doc, errs := system.Check("c.toml", crewFile(tc.name, tc.vehicle, tc.nation, tc.member))
			var got []string
			for _, e := range errs {
				got = append(got, e.Error())
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("Check =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
			if (doc == nil) != (len(tc.want) > 0) {
				t.Errorf("Check gives a Doc: %v, want %v", doc != nil, len(tc.want) == 0)
			}
		})
	}
}

// TestFitHint checks that a text the default card cannot print is refused
// at its key with the number of characters that fit, and that the number
// is right: that many fit, one more does not. Widths come from the
// templates and the fonts, never from the test.
func TestFitHint(t *testing.T) {
	hint := regexp.MustCompile(`^c\.toml:(\d+):1: ([a-z.]+): "(.*)" does not fit the card even at [\d.]+ pt; shorten it to about (\d+) characters$`)
	fit := func(src []byte) []string {
		t.Helper()
		doc, errs := system.Check("c.toml", src)
		if errs.Err() != nil {
			t.Fatalf("Check: %v", errs)
		}
		var out []string
		for _, e := range system.Fit(doc) {
			out = append(out, e.Error())
		}
		return out
	}
	for _, tc := range []struct {
		key  string
		line string
		file func(s string) []byte
		max  int
	}{
		{"crew.name", "9", func(s string) []byte { return crewFile(s, "Panzer I", "Germany", "Brandt") }, 64},
		{"vehicle.name", "3", func(s string) []byte { return crewFile("Max", s, "Germany", "Brandt") }, 40},
		{"vehicle.nation", "4", func(s string) []byte { return crewFile("Max", "Panzer I", s, "Brandt") }, 32},
	} {
		t.Run(tc.key, func(t *testing.T) {
			errs := fit(tc.file(strings.Repeat("W", tc.max)))
			if len(errs) != 1 {
				t.Fatalf("Fit(%d W) = %q, want one error", tc.max, errs)
			}
			m := hint.FindStringSubmatch(errs[0])
			if m == nil || m[1] != tc.line || m[2] != tc.key {
				t.Fatalf("Fit(%d W) = %q, want it at line %s, %s, with the characters that fit", tc.max, errs[0], tc.line, tc.key)
			}
			n, _ := strconv.Atoi(m[4])
			if n < 1 || n >= tc.max {
				t.Fatalf("Fit(%d W) says %d characters fit", tc.max, n)
			}
			if errs := fit(tc.file(strings.Repeat("W", n))); len(errs) != 0 {
				t.Errorf("Fit(%d W), the length the hint gives = %q, want no error", n, errs)
			}
			if errs := fit(tc.file(strings.Repeat("W", n+1))); len(errs) != 1 {
				t.Errorf("Fit(%d W), one more than the hint = %q, want an error", n+1, errs)
			}
		})
	}
}

// TestFitGenerated checks that the generated crews, the benchmark's
// workload, all print on the default card.
func TestFitGenerated(t *testing.T) {
	files, err := gen.Crews(50, 7)
	if err != nil {
		t.Fatal(err)
	}
	for i, src := range files {
		doc, errs := system.Check(fmt.Sprintf("crew-%d.toml", i+1), src)
		if errs.Err() == nil {
			errs = system.Fit(doc)
		}
		if len(errs.Errors()) > 0 {
			t.Errorf("generated crew %d: %v", i+1, errs)
		}
	}
}

// BenchmarkFit measures check's layout of one crew on the default card.
func BenchmarkFit(b *testing.B) {
	files, err := gen.Crews(200, 1)
	if err != nil {
		b.Fatal(err)
	}
	var docs []system.Doc
	for i, src := range files {
		doc, errs := system.Check("x.toml", src)
		if errs.Err() != nil {
			b.Fatal(i, errs)
		}
		docs = append(docs, doc)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if errs := system.Fit(docs[i%len(docs)]); len(errs) > 0 {
			b.Fatal(errs)
		}
	}
}

// TestUnitGlyphs checks that a unit's printed texts are held to the card
// fonts too, each at its key.
func TestUnitGlyphs(t *testing.T) {
	src := strings.Replace(string(sample(t, "fow-tiger-tank-unit.toml")), `name = "8.8cm KwK36 gun"`, `name = "8.8cm 虎"`, 1)
	doc, errs := system.Check("u.toml", []byte(src))
	want := `u.toml:32:1: team[1].weapon[1].name: "8.8cm 虎" holds '虎' (U+864E), which the card font RobotoCondensed-Regular lacks; spell it in Latin, Greek or Cyrillic letters, which the card prints`
	if doc != nil || len(errs) != 1 || errs[0].Error() != want {
		t.Errorf("Check = %v, %v; want one error\n%s", doc, errs, want)
	}
}
