package crewcards

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestAppendGameRefusesNonArrayBattle: a battle key that is not an array
// of tables is refused with an error that names it, and nothing is
// written.
func TestAppendGameRefusesNonArrayBattle(t *testing.T) {
	base := sample(t, "inexperienced-sherman.toml")
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
			var dice strings.Builder
			a, _, err := appendOutcome(t, "crew.toml", tc.src, Outcome{Name: "Villers-Bocage", Destroyed: []int64{100}}, &dice)
			msg := Refused("crew.toml", err)
			if err == nil || a.File != nil || a.Last != "" || dice.Len() > 0 {
				t.Errorf("AppendGame: %v, file %q, told %q %q; want it refused", err, a.File, a.Last, dice.String())
			}
			if !strings.Contains(msg, "battle") || !strings.Contains(msg, "nothing written") {
				t.Errorf("refused: %q, want it to name battle and say nothing was written", msg)
			}
			if !strings.Contains(msg, "not [[battle]] tables") {
				fails = append(fails, fmt.Sprintf("%s: %q", tc.name, msg))
			}
		})
	}
	if len(fails) > 0 {
		t.Errorf("the player is not told that battle must be [[battle]] tables: %s", strings.Join(fails, "; "))
	}
}

// TestAppendGameRefusesIllegalRecords: a record that breaks a rule is
// refused with its rule, the record's index and name.
func TestAppendGameRefusesIllegalRecords(t *testing.T) {
	sherman := sample(t, "veteran-campaign-sherman.toml") // 6 games, 33 XP, level 3, 5 upgrades
	tests := []struct {
		name string
		src  []byte
		o    Outcome
		want []string // parts of the problems told
	}{
		{"X3_spending_xp_that_is_not_there", sherman, Outcome{Skills: []string{"gunner:Long Shot", "loader:Next Target!"}},
			[]string{`battle[7].skills[2]: game "Villers-Bocage": rolling for a skill costs 30 XP, and the crew has only 3 (X3)`}},
		{"S2_skill_of_another_role", sherman, Outcome{Destroyed: []int64{300}, Skills: []string{"loader:Lucky"}},
			[]string{`battle[7].skills[1]: game "Villers-Bocage": "Lucky" is a commander skill`, "(S2)"}},
		{"U1_more_upgrades_than_slots", sherman, Outcome{Survived: true, Upgrades: []string{"Multi-Purpose Box", "Improved Radio",
			"Camouflage Net", "Vertical Stabilizer", "Improved Suspension", "Enhanced Gun Laying Drive"}},
			[]string{`battle[7].upgrades: game "Villers-Bocage": 6 upgrades, but a level 3 crew has 5 slots (U1)`}},
		{"U2_upgrade_above_the_level", sherman, Outcome{Survived: true, Upgrades: []string{"Spall Liner"}},
			[]string{`battle[7].upgrades[1]: game "Villers-Bocage": "Spall Liner" needs crew level 5, the crew is level 3 (U2)`}},
		{"V3_survivor_the_crew_lacks", sample(t, "two-man-panzer-i.toml"), Outcome{KnockedOut: true, Survivors: "driver,loader"},
			[]string{`battle[1].survivors: game "Villers-Bocage": the crew has no loader to survive (V3)`}},
		{"V2_too_few_survivors", sherman, Outcome{KnockedOut: true, Survivors: "driver"},
			[]string{`battle[7].survivors: game "Villers-Bocage": 1 survivor named`, "(V2)"}},
		{"C3_kill_by_an_unarmed_vehicle", sample(t, "unarmed-jeep.toml"), Outcome{Destroyed: []int64{55}},
			[]string{`battle[2].destroyed[1]: game "Villers-Bocage": an unarmed vehicle cannot destroy enemy units`, "(C3)"}},
		{"C3_gunner_skill_on_a_transport", sample(t, "transport-halftrack.toml"), Outcome{Destroyed: []int64{300}, Skills: []string{"gunner:Deadeye"}},
			[]string{`battle[2].skills[1]: game "Villers-Bocage": `, "(C3)"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.o.Name = "Villers-Bocage"
			_, errs, err := appendOutcome(t, "crew.toml", tc.src, tc.o, &strings.Builder{})
			if !errors.Is(err, ErrRecord) {
				t.Errorf("AppendGame: %v, want ErrRecord", err)
			}
			told := strings.Join(append(errs, Refused("crew.toml", err)), "\n")
			for _, w := range append(tc.want, "the record breaks the rules; crew.toml is unchanged") {
				if !strings.Contains(told, w) {
					t.Errorf("the refusal does not hold %q:\n%s", w, told)
				}
			}
			if !strings.HasPrefix(told, "crew.toml:") {
				t.Errorf("the problems do not start with the file's name:\n%s", told)
			}
		})
	}
}

// TestAppendGameRefusesOtherSystems: a file of another game system is
// refused by its system key, in one line, before any crew rule is applied
// to it.
func TestAppendGameRefusesOtherSystems(t *testing.T) {
	a, errs, err := appendOutcome(t, "unit.toml", sample(t, "fow-tiger-tank-unit.toml"), Outcome{Survived: true}, &strings.Builder{})
	want := `unit.toml: a "fow-v4" file holds no games; only crew files have a campaign history; nothing written`
	if got := Refused("unit.toml", err); got != want || len(errs) > 0 || a.File != nil {
		t.Errorf("AppendGame on a unit file: %q, problems %q; want\n%s", got, errs, want)
	}
}
