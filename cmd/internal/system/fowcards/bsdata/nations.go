package bsdata

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow"
)

// bookNations are the nations of the books a catalogue may be named for
// whose titles name no nation, by the folded title.
var bookNations = map[string]string{
	"afrikakorps":     fow.Germany,
	"armouredfist":    fow.UK,
	"avanti":          fow.Italy,
	"braveromania":    fow.Romania,
	"desertrats":      fow.UK,
	"fallschirmjager": fow.Germany,
	"fightingfirst":   fow.US,
	"ghostpanzers":    fow.Germany,
	"hungariansteel":  fow.Hungary,
	"ironcross":       fow.Germany,
	"redbanner":       fow.USSR,
	"waffenss":        fow.Germany,
	"australianforce": "Australia",
}

// nameParts splits a catalogue's name where its parts meet: "Late-War -
// D-Day: Waffen SS" is "Late-War", "D-Day", "Waffen SS".
var nameParts = regexp.MustCompile(`\s+[-–]\s+|:\s*|\s*/\s*`)

// Nation returns the nation of the catalogue's units: the one given to
// the import (SetNation), else the one its name gives, read from its last
// part: a nation (or its adjective), the title of a book the table knows,
// or a nation among its words ("US Marine Corps & Army"). ok is false
// when none is found and the last part is returned as written.
func (c *Catalogue) Nation() (string, bool) {
	if c.nation != "" {
		return c.nation, true
	}
	parts := nameParts.Split(strings.TrimSpace(c.Name), -1)
	for i := len(parts) - 1; i >= 0; i-- {
		p := strings.TrimSpace(parts[i])
		if n := fow.NationOf(p); n != "" {
			return n, true
		}
		if n := bookNations[model.FoldName(p)]; n != "" {
			return n, true
		}
		for _, w := range strings.FieldsFunc(p, func(r rune) bool { return r == ' ' || r == '&' || r == ',' }) {
			if n := fow.NationOf(w); n != "" {
				return n, true
			}
		}
	}
	return strings.TrimSpace(parts[len(parts)-1]), false
}

// CheckNation says what is wrong with a nation given to the import, or
// returns nil.
func CheckNation(n string) error {
	if c := utf8.RuneCountInString(strings.TrimSpace(n)); c == 0 || c > fow.MaxNation {
		return fmt.Errorf("give a nation of 1 to %d characters", fow.MaxNation)
	}
	return nil
}

// SetNation gives the nation the catalogue's units are written with,
// whatever its name says: a nation fow knows by any of its names
// ("British" is UK), or as written.
func (c *Catalogue) SetNation(n string) {
	if k := fow.NationOf(n); k != "" {
		n = k
	}
	c.nation = strings.TrimSpace(n)
}
