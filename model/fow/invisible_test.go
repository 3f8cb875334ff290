package fow_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

// TestInvisibleNames checks that a unit name or nation made only of
// invisible characters (as TOML escapes) is refused at its key.
func TestInvisibleNames(t *testing.T) {
	for _, tc := range []struct{ path, old string }{
		{"unit.name", `name = "Panzer IV Platoon"`},
		{"unit.nation", `nation = "Germany"`},
	} {
		for _, inv := range []string{`\u00AD`, `\u200B`, `\uFEFF`, ` \u2060 `} {
			t.Run(tc.path+" "+inv, func(t *testing.T) {
				key, _, _ := strings.Cut(tc.old, " = ")
				_, errs := fow.Check("u.toml", []byte(edit(tc.old, key+` = "`+inv+`"`)))
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
