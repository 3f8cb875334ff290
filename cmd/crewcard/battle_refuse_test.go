package main

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestBattleRefusedLeavesFile: whatever battle refuses (a battle key that
// is no array of tables, a record against the rules, a file of another
// system, rolls the XP does not pay for) exits 1 with its reason and
// leaves the file's bytes, and no other file; what each refusal says is
// crewcards' TestAppendGameRefuses… tests'.
func TestBattleRefusedLeavesFile(t *testing.T) {
	sherman := btSample(t, "inexperienced-sherman.toml")
	for _, tc := range []struct {
		name string
		src  []byte
		args []string
		want string // the end of stderr's last line
	}{
		{"non_array_battle", append([]byte("battle = 3\n"), sherman...), []string{"--destroyed", "100"}, "nothing written"},
		{"illegal_record", btSample(t, "veteran-campaign-sherman.toml"), []string{"--skill", "loader:Lucky"}, "the record breaks the rules; @ is unchanged"},
		{"other_system", btSample(t, "fow-tiger-tank-unit.toml"), []string{"--survived"},
			`@: a "fow-v4" file holds no games; only crew files have a campaign history; nothing written`},
		{"rolls_without_xp", sherman, []string{"--destroyed", "300", "--roll", "--rolls", "2", "--seed", "7"}, "(X3); nothing written"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := btWrite(t, "crew.toml", tc.src)
			code, out, errs := runCLI(t, "", append([]string{"battle", path, "--name", "Villers-Bocage"}, tc.args...)...)
			last := errs[strings.LastIndex(strings.TrimSuffix(errs, "\n"), "\n")+1:]
			if want := strings.ReplaceAll(tc.want, "@", path) + "\n"; code != 1 || out != "" && !strings.HasPrefix(out, "rolling with --seed 7\n") || !strings.HasPrefix(last, "crewcard battle: ") || !strings.HasSuffix(last, want) {
				t.Errorf("exit %d, stdout %q, stderr:\n%s\nwant 1, nothing but dice, and a last line ending %q", code, out, errs, want)
			}
			if tc.name == "illegal_record" && !strings.HasPrefix(errs, path+":") {
				t.Errorf("stderr does not start with the file's name:\n%s", errs)
			}
			if got, _ := os.ReadFile(path); !bytes.Equal(got, tc.src) {
				t.Errorf("the file changed:\n%q", got)
			}
			if left := btFolder(t, path); !slices.Equal(left, []string{"crew.toml"}) {
				t.Errorf("files left in the folder: %q", left)
			}
		})
	}
}
