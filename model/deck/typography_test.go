package deck

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// typoFaults are what the built-in decks' text never prints: a number
// signed with a hyphen (the cards write "−1"), and a straight quotation
// mark around a word or a straight apostrophe (they write ‘Aimed’, tank’s).
var typoFaults = map[string]*regexp.Regexp{
	"a hyphen for a minus sign": regexp.MustCompile(`(^|[\s(:])-\d`),
	"straight quotation marks":  regexp.MustCompile(`(^|\s)'\pL[^']*'`),
	"a straight apostrophe":     regexp.MustCompile(`\pL'`),
}

func TestDeckTypography(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join(decksDir, "*.toml"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no decks in %s: %v", decksDir, err)
	}
	for _, path := range paths {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		d, errs := Check(path, src)
		if d == nil {
			t.Fatalf("%s: %v", path, errs)
		}
		for _, x := range []string{d.Info.Title, d.Info.Source} {
			for what, re := range typoFaults {
				if re.MatchString(x) {
					t.Errorf("%s: [deck] %q has %s", filepath.Base(path), x, what)
				}
			}
		}
		for _, k := range d.File.Cards {
			for _, s := range k.Sections {
				texts := append(append(append([]string{s.Heading, s.Text}, s.Steps...), s.Bullets...), k.Title)
				for _, row := range s.Table {
					texts = append(texts, row...)
				}
				for _, x := range texts {
					for what, re := range typoFaults {
						if re.MatchString(x) {
							t.Errorf("%s, %s: %q has %s", filepath.Base(path), k.Title, x, what)
						}
					}
				}
			}
		}
	}
}
