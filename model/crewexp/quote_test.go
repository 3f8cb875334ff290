package crewexp_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

// TestLongValuesQuotedInPart checks that a message quoting a value the
// player wrote quotes its first 60 characters, however long it is.
func TestLongValuesQuotedInPart(t *testing.T) {
	long := func(c string) string { return strings.Repeat(c, 500_000) }
	quoted := func(c string) string { return `"` + strings.Repeat(c, 60) + `…"` }
	for _, tc := range []struct {
		name, src, want string
	}{
		{"kind", crewFile(long("t"), "regular", "", regular), "vehicle.kind: unknown vehicle kind " + quoted("t") + "; use one of"},
		{"start", crewFile("tank", long("s"), "", regular), "crew.start: unknown start " + quoted("s") + "; use one of"},
		{"skill", crewFile("tank", "regular", "", "[crew.skills]\ngunner = [\"Deadeye\"]\ndriver = [\""+long("D")+"\"]\n"),
			"crew.skills.driver[1]: unknown skill " + quoted("D") + " (S1)"},
		{"upgrade", withUpgrades(crewFile("tank", "regular", "", regular), `["`+long("U")+`"]`), "upgrades[1]: unknown upgrade " + quoted("U") + "; crewcard help rules lists"},
		{"role", crewFile("tank", "regular", "", regular+"[[crew.member]]\nroles = [\""+long("r")+"\"]\n"), "unknown role " + quoted("r") + "; the roles are"},
		{"date", crewFile("tank", "regular", "", regular+"[[battle]]\ndate = \""+long("1")+"\"\n"), "battle[1].date: date " + quoted("1") + " is not a date"},
		{"game name", crewFile("tank", "regular", "", regular+"[[battle]]\nname = \""+long("g")+"\"\nskills = [{ role = \"gunner\", skill = \"Lucky\" }]\n"),
			"game " + quoted("g") + ": "},
		{"system", "system = \"" + long("x") + "\"\n" + crewFile("tank", "regular", "", regular), "system: " + quoted("x") + " is another game system's file"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errs := crewexp.Check("crew.toml", []byte(tc.src))
			found := false
			for _, e := range errs {
				msg := e.Error()
				found = found || strings.Contains(msg, tc.want)
				if len(msg) > 400 {
					t.Errorf("a message of %d bytes: %.200s…", len(msg), msg)
				}
			}
			if !found {
				t.Errorf("no error contains %q; errors:\n%.2000s", tc.want, listText(errs))
			}
		})
	}
}
