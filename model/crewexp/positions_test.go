package crewexp_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

// crewHead is the start of a legal crew file, 9 lines.
const crewHead = `[vehicle]
name = "T"
nation = "N"
kind = "tank"
points = 100

[crew]
name = "C"
start = "regular"
`

// TestCheckPositions checks the positions of whole error lines from Check.
func TestCheckPositions(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string
		want string
		bug  string
	}{
		{"crlf", strings.ReplaceAll(crewHead+"nme = 1\n[crew.skills]\ngunner = [\"Lucky\", \"Deadeye\"]\n", "\n", "\r\n"),
			`f.toml:10:1: crew.nme: unknown key; did you mean "name"?
f.toml:12:11: crew.skills.gunner[1]: "Lucky" is a commander skill, not a gunner skill; list it under commander (S2)
`, ""},
		{"bom_later_line", "\uFEFF" + crewHead + "[crew.skills]\ngunner = [\"Lucky\", \"Deadeye\"]\n",
			`f.toml:11:11: crew.skills.gunner[1]: "Lucky" is a commander skill, not a gunner skill; list it under commander (S2)
`, ""},
		{"bom_first_line", "\uFEFFnam = 1\n" + crewHead + "[crew.skills]\ngunner = [\"Deadeye\", \"Lucky\"]\n",
			`f.toml:1:1: nam: unknown key
f.toml:12:22: crew.skills.gunner[2]: "Lucky" is a commander skill, not a gunner skill; list it under commander (S2)
`, ""},
		{"bom_first_line_decoder", "\uFEFFname = = 1\n",
			`f.toml:1:8: name: expected value but found '=' instead
`, ""},
		{"unknown_key_in_inline_table", crewHead + "[crew.skills]\ngunner = [\"Deadeye\"]\ndriver = [\"Lead Foot\"]\n[[battle]]\ndestroyed = [300]\nskills = [ { role = \"loader\", skil = \"Fast Reload\" } ]\n",
			`f.toml:15:12: battle[1].skills[1].skill: unknown skill "" (S1)
f.toml:15:31: battle[1].skills[1].skil: unknown key; did you mean "skill"?
`, ""},
		{"second_unknown_array_key", crewHead + "[crew.skills]\ngunner = [\"Deadeye\"]\ndriver = [\"Lead Foot\"]\n" +
			"[[crew.member]]\nroles = [\"commander\", \"gunner\", \"loader\"]\nnicks = [\"Bob\", \"Bobby\"]\n" +
			"[[crew.member]]\nroles = [\"radio\", \"driver\"]\nnicks = [\"Al\"]\n",
			`f.toml:15:1: crew.member[1].nicks: unknown key
f.toml:18:1: crew.member[2].nicks: unknown key
`, ""},
		{"quoted_unknown_key", crewHead + "[crew.skills]\ngunner = [\"Deadeye\"]\ndriver = [\"Lead Foot\"]\n'nick name' = \"Bob\"\n",
			`f.toml:13:1: crew.skills."nick name": unknown key
`, ""},
		{"multi_line_inline_table", crewHead + "[crew.skills]\ngunner = [\"Deadeye\"]\ndriver = [\"Lead Foot\"]\n[[battle]]\ndestroyed = [600]\n" +
			"skills = [{ role = \"gunner\",\n            skill = \"Deadeyes\" }, { role = \"gunner\", skill = \"Lucky\" }]\n",
			`f.toml:16:13: battle[1].skills[1].skill: unknown skill "Deadeyes"; did you mean "Deadeye"? (S1)
f.toml:16:35: battle[1].skills[2]: "Lucky" is a commander skill, not a gunner skill; list it under commander (S2)
`, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errs := crewexp.Check("f.toml", []byte(tc.src))
			var b strings.Builder
			for _, e := range errs {
				b.WriteString(e.Error() + "\n")
			}
			if got := b.String(); got != tc.want {
				if tc.bug != "" {
					t.Skipf("BUG: %s: got\n%swant\n%s", tc.bug, got, tc.want)
				}
				t.Errorf("errors:\n%swant:\n%s", got, tc.want)
			} else if tc.bug != "" {
				t.Errorf("the bug %q looks fixed: remove its mark", tc.bug)
			}
		})
	}
}
