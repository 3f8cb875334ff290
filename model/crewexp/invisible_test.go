package crewexp_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

// invisibles are texts with no visible character, as TOML escapes: a soft
// hyphen, a zero-width space, a byte-order mark, a word joiner between
// spaces, an ideographic space.
var invisibles = []string{`\u00AD`, `\u200B`, `\uFEFF`, ` \u2060 `, `\u3000`}

// TestInvisibleNames checks that a crew, vehicle, nation or member name
// made only of invisible characters is refused at its key, as an empty one
// is, rather than printing an empty header.
func TestInvisibleNames(t *testing.T) {
	member := "[[crew.member]]\nname = \"A\"\nroles = [\"commander\", \"gunner\", \"loader\", \"radio\", \"driver\"]\n"
	for _, tc := range []struct{ path, old, src string }{
		{"crew.name", `name = "C"`, crewFile("tank", "regular", "", "")},
		{"vehicle.name", `name = "T"`, crewFile("tank", "regular", "", "")},
		{"vehicle.nation", `nation = "N"`, crewFile("tank", "regular", "", "")},
		{"crew.member[1].name", `name = "A"`, crewFile("tank", "regular", "", member)},
	} {
		for _, inv := range invisibles {
			t.Run(tc.path+" "+inv, func(t *testing.T) {
				key, _, _ := strings.Cut(tc.old, " = ")
				src := strings.Replace(tc.src, tc.old, key+` = "`+inv+`"`, 1)
				_, errs := crewexp.Check("crew.toml", []byte(src))
				for _, e := range errs.Errors() {
					if e.Path == tc.path && strings.Contains(e.Msg, "visible") {
						return
					}
				}
				t.Errorf("%s = \"%s\": errors %v, want one at %s saying it has no visible character", tc.path, inv, errs, tc.path)
			})
		}
	}
}
