package main

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestBattleRefusesNonArrayBattle: a battle key that is not an array of
// tables is refused with an error that names it, and the file is unchanged.
func TestBattleRefusesNonArrayBattle(t *testing.T) {
	base := btSample(t, "inexperienced-sherman.toml")
	tests := []struct {
		name string
		src  []byte
	}{
		{"integer", append([]byte("battle = 3\n"), base...)},
		{"array_of_integers", append([]byte("battle = [1, 2]\n"), base...)},
		{"table", append(slices.Clip(base), "\n[battle]\nname = \"Caen\"\n"...)},
	}
	var fails []string
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := btWrite(t, "crew.toml", tc.src)
			code, out, errs := runCLI(t, "", "battle", path, "--name", "Villers-Bocage", "--destroyed", "100")
			if code != 1 {
				t.Errorf("exit %d, want 1; stderr:\n%s", code, errs)
			}
			if out != "" {
				t.Errorf("stdout = %q, want it empty", out)
			}
			if !strings.Contains(errs, "battle") || !strings.Contains(errs, "nothing written") {
				t.Errorf("stderr = %q, want it to name battle and say nothing was written", errs)
			}
			if got, _ := os.ReadFile(path); !bytes.Equal(got, tc.src) {
				t.Errorf("the file changed:\n%q", got)
			}
			if left := btFolder(t, path); !slices.Equal(left, []string{"crew.toml"}) {
				t.Errorf("files left in the folder: %q", left)
			}
			if !strings.Contains(errs, "not [[battle]] tables") {
				fails = append(fails, fmt.Sprintf("%s: stderr %q", tc.name, strings.TrimSpace(errs)))
			}
		})
	}
	if len(fails) > 0 {
		t.Errorf("the player is not told that battle must be [[battle]] tables: %s", strings.Join(fails, "; "))
	}
}

// TestBattleRefusesIllegalRecords: a record that breaks a rule is refused
// with its rule, the record's index and name; the file keeps its bytes and
// no temporary file is left behind.
func TestBattleRefusesIllegalRecords(t *testing.T) {
	sherman := btSample(t, "veteran-campaign-sherman.toml") // 6 games, 33 XP, level 3, 5 upgrades
	jeep := btSample(t, "unarmed-jeep.toml")
	tests := []struct {
		name string
		src  []byte
		args []string
		want []string // parts of stderr
	}{
		{"X3_spending_xp_that_is_not_there", sherman, []string{"--skill", "gunner:Long Shot", "--skill", "loader:Next Target!"},
			[]string{`battle[7].skills[2]: game "Villers-Bocage": rolling for a skill costs 30 XP, and the crew has only 3 (X3)`}},
		{"S2_skill_of_another_role", sherman, []string{"--destroyed", "300", "--skill", "loader:Lucky"},
			[]string{`battle[7].skills[1]: game "Villers-Bocage": "Lucky" is a commander skill`, "(S2)"}},
		{"U1_more_upgrades_than_slots", sherman, []string{"--survived", "--upgrade", "Multi-Purpose Box", "--upgrade", "Improved Radio",
			"--upgrade", "Camouflage Net", "--upgrade", "Vertical Stabilizer", "--upgrade", "Improved Suspension", "--upgrade", "Enhanced Gun Laying Drive"},
			[]string{`battle[7].upgrades: game "Villers-Bocage": 6 upgrades, but a level 3 crew has 5 slots (U1)`}},
		{"U2_upgrade_above_the_level", sherman, []string{"--survived", "--upgrade", "Spall Liner"},
			[]string{`battle[7].upgrades[1]: game "Villers-Bocage": "Spall Liner" needs crew level 5, the crew is level 3 (U2)`}},
		{"V3_survivor_the_crew_lacks", btSample(t, "two-man-panzer-i.toml"), []string{"--knocked-out", "--survivors", "driver,loader"},
			[]string{`battle[1].survivors: game "Villers-Bocage": the crew has no loader to survive (V3)`}},
		{"V2_too_few_survivors", sherman, []string{"--knocked-out", "--survivors", "driver"},
			[]string{`battle[7].survivors: game "Villers-Bocage": 1 survivor named`, "(V2)"}},
		{"C3_kill_by_an_unarmed_vehicle", jeep, []string{"--destroyed", "55"},
			[]string{`battle[2].destroyed[1]: game "Villers-Bocage": an unarmed vehicle cannot destroy enemy units`, "(C3)"}},
		{"C3_gunner_skill_on_a_transport", btSample(t, "transport-halftrack.toml"), []string{"--destroyed", "300", "--skill", "gunner:Deadeye"},
			[]string{`battle[2].skills[1]: game "Villers-Bocage": `, "(C3)"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := btWrite(t, "crew.toml", tc.src)
			args := append([]string{"battle", path, "--name", "Villers-Bocage"}, tc.args...)
			code, out, errs := runCLI(t, "", args...)
			if code != 1 {
				t.Errorf("exit %d, want 1; stderr:\n%s", code, errs)
			}
			if out != "" {
				t.Errorf("stdout = %q, want it empty", out)
			}
			for _, w := range append(tc.want, "crewcard battle: the record breaks the rules; "+path+" is unchanged") {
				if !strings.Contains(errs, w) {
					t.Errorf("stderr does not hold %q:\n%s", w, errs)
				}
			}
			if !strings.HasPrefix(errs, path+":") {
				t.Errorf("stderr does not start with the file's name:\n%s", errs)
			}
			if got, _ := os.ReadFile(path); !bytes.Equal(got, tc.src) {
				t.Errorf("the file changed")
			}
			if left := btFolder(t, path); !slices.Equal(left, []string{"crew.toml"}) {
				t.Errorf("files left in the folder: %q", left)
			}
		})
	}
}

// TestBattleRefusesOtherSystems: a file of another game system is refused
// by its system key, in one line, before any crew rule is applied to it,
// and left unchanged.
func TestBattleRefusesOtherSystems(t *testing.T) {
	src := btSample(t, "fow-tiger-tank-unit.toml")
	path := btWrite(t, "unit.toml", src)
	code, out, errs := runCLI(t, "", "battle", path, "--survived")
	want := path + `: a "fow-v4" file holds no games; only crew files have a campaign history; nothing written`
	if code != 1 || out != "" || strings.TrimSpace(errs) != "crewcard battle: "+want {
		t.Errorf("battle on a unit file = exit %d, stdout %q, stderr %q; want exit 1 and\ncrewcard battle: %s", code, out, errs, want)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, src) {
		t.Errorf("the unit file changed")
	}
}
