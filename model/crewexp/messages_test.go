package crewexp_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

// TestMessages checks the wording of messages that quote the player's input
// or name a quality or kind.
func TestMessages(t *testing.T) {
	for _, tc := range []struct {
		name string
		src  string
		want string // a substring of one error line
		bug  string
	}{
		{"skill_suggests_right_role", crewFile("tank", "regular", "", "[crew.skills]\ngunner = [\"Lucky\", \"Deadeye\"]\n"),
			`crew.toml:11:11: crew.skills.gunner[1]: "Lucky" is a commander skill, not a gunner skill; list it under commander (S2)`, ""},
		{"unknown_skill_suggests", crewFile("tank", "regular", "", "[crew.skills]\ngunner = [\"Long Shoot\", \"Deadeye\"]\n"),
			`crew.toml:11:11: crew.skills.gunner[1]: unknown skill "Long Shoot"; did you mean "Long Shot"? (S1)`, ""},
		{"unknown_upgrade_suggests", withUpgrades(crewFile("tank", "inexperienced", "", ""), `["Tool box", "Fire Extingisher"]`),
			`crew.toml:1:25: upgrades[2]: unknown upgrade "Fire Extingisher"; did you mean "Fire Extinguisher"?`, ""},
		{"upgrade_errors_point_past_an_unknown_name", withUpgrades(crewFile("tank", "inexperienced", "", ""), `["Bogus Box", "Spall Liner", "Toolbox", "Toolbox"]`),
			`upgrades[4]: "Toolbox" is listed twice (U3)`, ""},
		{"upgrade_level_points_past_an_unknown_name", withUpgrades(crewFile("tank", "inexperienced", "", ""), `["Bogus Box", "Spall Liner"]`),
			`upgrades[2]: "Spall Liner" needs crew level 5, the crew is level 1 (U2)`, ""},
		{"career_tallies_fit_the_card", crewFile("tank", "inexperienced", "", strings.Repeat("[[battle]]\ndestroyed = ["+strings.TrimSuffix(strings.Repeat("9999, ", 50), ", ")+"]\n", 2)),
			`battle[2]: the career passes 65535 XP earned, kills or games, more than a card can record (K)`, ""},
		{"names_fit_the_qr_code", strings.NewReplacer(
			`name = "C"`, `name = "Oberfeldwebel Kurt Knispel und die Schwere Panzerabteilung 503a"`,
			`name = "T"`, `name = "Panzerkampfwagen VI Ausführung E Tiger I"`,
			`nation = "N"`, `nation = "Großdeutsches Reich Heeresgruppe"`).Replace(crewFile("tank", "inexperienced", "", "")),
			`crew.name: crew.name, vehicle.name and vehicle.nation make the card's QR code`, ""},
		{"unknown_key_suggests", crewFile("tank", "inexperienced", "crewmem = 5\n", ""),
			`crew.toml:6:1: vehicle.crewmem: unknown key; did you mean "crewmen"?`, ""},
		{"x3_says_the_xp", crewFile("tank", "inexperienced", "", "[[battle]]\nname = \"Kursk\"\ndestroyed = [282]\nskills = [{ role = \"gunner\", skill = \"Deadeye\" }]\n"),
			`crew.toml:13:11: battle[1].skills[1]: game "Kursk": rolling for a skill costs 30 XP, and the crew has only 28 (X3)`, ""},
		{"five_crewmen_keep_three", crewFile("tank", "regular", "", regular+"[[battle]]\nknocked_out = true\nsurvivors = [\"commander\", \"gunner\"]\n"),
			`survivors: 2 survivors named, but a regular crew of 5 with modifier +2 keeps 3 to 5 (V2)`, ""},
		{"survival_die_quotes_the_value", crewFile("tank", "inexperienced", "", "[[battle]]\nknocked_out = true\nsurvival_dice = [3, 99999]\nsurvivors = [\"commander\", \"gunner\", \"driver\"]\n"),
			`shows 1 to 3, not 99999 (V1)`, ""},
		{"survivor_named_twice", crewFile("tank", "inexperienced", "", "[[battle]]\nknocked_out = true\nsurvivors = [\"driver\", \"driver\", \"gunner\", \"commander\"]\n"),
			`crew.toml:12:24: battle[1].survivors[2]: the driver is named twice; a crewman found twice by the crew-member roll is re-rolled, so each survivor is named once (V3)`, ""},
		{"survivors_count_members", withUpgrades(crewFile("tank", "inexperienced", "", twoMan+"[[battle]]\nknocked_out = true\nsurvivors = [\"gunner\", \"commander\"]\n"), `["First Aid Box"]`),
			`battle[1].survivors: 1 survivor named (commander+gunner), but an inexperienced crew of 2 with modifier +1 keeps 2 to 2 (V2)`, ""},
		{"extra_member_dice", crewFile("tank", "inexperienced", "", "[[battle]]\nknocked_out = true\nsurvivors = [\"commander\", \"gunner\", \"driver\"]\nmember_dice = [5, 3, 1, 6, 6]\n"),
			`crew.toml:13:25: battle[1].member_dice[4]: 5 crew-member dice for 3 survivors; record the die that found each survivor, and no other (V3)`, ""},
		{"an_inexperienced_crew", crewFile("tank", "inexperienced", "", "[[battle]]\nknocked_out = true\nsurvivors = [\"commander\"]\n"),
			`but an inexperienced crew of 5 with modifier +2 keeps 3 to 5 (V2)`, ""},
		{"an_at_gun_transport_keeps_its_capitals", crewFile("at-transport", "regular", "", "[crew.skills]\ngunner = [\"Deadeye\"]\ncommander = [\"Lucky\"]\n"),
			`crew.skills.commander[1]: a crew of an AT-gun transport gains gunner, loader and driver skills only (C3)`, ""},
		{"an_at_gun_transport_has_no_commander", crewFile("at-transport", "inexperienced", "", "[[crew.member]]\nroles = [\"commander\", \"gunner\"]\n"),
			`crew.member[1].roles[1]: an AT-gun transport has no commander; its crew roles are gunner, loader and driver (C3)`, ""},
		{"one_rule_tag_for_a_full_role", crewFile("tank", "regular", "", "[crew.skills]\ngunner = [\"Deadeye\", \"Snap Shooter\", \"Hair Trigger\", \"Instant Kill\", \"Skill Shot\", \"Long Shot\"]\n[carried]\nxp = 30\nxp_earned = 150\n[[battle]]\nskills = [{ role = \"gunner\", skill = \"Deadeye\" }]\n"),
			`the gunner already holds all 6 skills; a roll for a full role goes to another role (S4)`, ""},
		{"one_die_not_1_dice", crewFile("tank", "regular", "", regular+"[[battle]]\nknocked_out = true\nsurvival_dice = [1, 2]\nsurvivors = [\"commander\", \"gunner\", \"loader\"]\n"),
			`the survival roll of a regular crew uses 1 die, not 2 (V1)`, ""},
		{"an_unarmed_vehicle", crewFile("unarmed", "regular", "", "[crew.skills]\ndriver = [\"Lead Foot\"]\nradio = [\"Relaying\"]\n"),
			`crew.skills.radio[1]: a crew of an unarmed vehicle gains driver skills only (C3)`, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errs := crewexp.Check("crew.toml", []byte(tc.src))
			found := false
			for _, e := range errs {
				found = found || strings.Contains(e.Error(), tc.want)
			}
			switch {
			case !found && tc.bug != "":
				t.Skipf("BUG: %s: no error contains %q; errors:\n%s", tc.bug, tc.want, listText(errs))
			case !found:
				t.Errorf("no error contains %q; errors:\n%s", tc.want, listText(errs))
			case tc.bug != "":
				t.Errorf("the bug %q looks fixed: remove its mark", tc.bug)
			}
		})
	}
}

// TestDeterministicOrder checks that errors at the same position come out
// in the same order on every run.
func TestDeterministicOrder(t *testing.T) {
	// The locator loses the keys of this multi-line inline table, so all
	// three X2 errors fall back to the record's position.
	src := []byte("battle = [{\n  massive_damage = true, soft_skin = true, survivors = [] }]\n" + crewFile("tank", "inexperienced", "", ""))
	first := ""
	for i := 0; i < 50; i++ {
		_, errs := crewexp.Check("crew.toml", src)
		got := listText(errs)
		if len(errs) != 3 {
			t.Fatalf("%d errors, want 3 X2:\n%s", len(errs), got)
		}
		if i == 0 {
			first = got
		} else if got != first {
			t.Fatalf("the X2 errors of one record change order between runs: run 1\n%srun %d\n%s", first, i+1, got)
		}
	}
}

// TestMessageStyle reads every message of every crew file in this package's
// tables and golden inputs: each ends with its one rule tag, never a second
// one inside the text, and no label reaches it with a lower-cased initialism
// ("aT-gun transport").
func TestMessageStyle(t *testing.T) {
	srcs := map[string]string{}
	for _, tc := range fileCases {
		srcs["rules/"+tc.rule+"/"+tc.name] = tc.src
	}
	for _, tc := range rejectCases {
		srcs["campaign/"+tc.rule+"/"+tc.name] = tc.src
	}
	inputs, _ := filepath.Glob("testdata/invalid/*.toml")
	for _, in := range inputs {
		b, err := os.ReadFile(in)
		if err != nil {
			t.Fatal(err)
		}
		srcs[in] = string(b)
	}
	innerTag := regexp.MustCompile(`\([A-Z][0-9]?\)`)
	badCase := regexp.MustCompile(`\b[a-z][A-Z]`)
	for name, src := range srcs {
		_, errs := crewexp.Check("crew.toml", []byte(src))
		for _, e := range errs {
			if innerTag.MatchString(e.Msg) {
				t.Errorf("%s: a rule tag inside the message: %s", name, e)
			}
			if badCase.MatchString(e.Msg) {
				t.Errorf("%s: a lower-cased initialism: %s", name, e)
			}
		}
	}
}
