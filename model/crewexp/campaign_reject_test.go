package crewexp_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
)

// rejSherman is a five-man tank after two legal games: 52 XP, Deadeye,
// level 1 Inexperienced, a First Aid Box. Its survival modifier is +3: +2
// for five crewmen, +1 for the box (V2). Cases append a third record.
const rejSherman = `upgrades = ["First Aid Box"]

[vehicle]
name = "M4A3 Sherman"
nation = "USA"
kind = "tank"
points = 156

[crew]
name = "Lucky Lady"
start = "inexperienced"

[[battle]]
name = "Caen"
destroyed = [300]
skills = [{ role = "gunner", skill = "Deadeye", dice = [3, 1] }]

[[battle]]
date = 1944-06-12
destroyed = [120]
`

// rejTwoMan is a two-man tank (commander+gunner, driver) after two legal
// games: 52 XP, Deadeye, level 1, survival modifier 0.
const rejTwoMan = `[vehicle]
name = "Panzer I Ausf. B"
nation = "Germany"
kind = "tank"
points = 75

[crew]
name = "Kleiner Max"
start = "inexperienced"

[[crew.member]]
roles = ["commander", "gunner"]

[[crew.member]]
roles = ["driver"]

[[battle]]
name = "Caen"
destroyed = [300]
skills = [{ role = "gunner", skill = "Deadeye", dice = [3, 1] }]

[[battle]]
date = 1944-06-12
destroyed = [120]
`

// rejJeep is an unarmed vehicle (C3) after two games: 40 XP.
const rejJeep = `[vehicle]
name = "Willys MB Jeep"
nation = "USA"
kind = "unarmed"
points = 21
crewmen = 2

[crew]
name = "Dusty"
start = "inexperienced"

[[battle]]
name = "Caen"

[[battle]]
date = 1944-06-12
`

// rejTiger is a regular crew after two games: 82 XP, Deadeye and Strict
// Discipline, level 2, with Improved Radio (a level 2 upgrade).
const rejTiger = `upgrades = ["Improved Radio"]

[vehicle]
name = "Tiger I Ausf. E"
nation = "Germany"
kind = "tank"
points = 300

[crew]
name = "Tiger 131"
start = "regular"

[crew.skills]
gunner = ["Deadeye"]
commander = ["Strict Discipline"]

[[battle]]
name = "Caen"
destroyed = [300]

[[battle]]
date = 1944-06-12
destroyed = [120]
`

// rejFullGunner is a regular crew carried over with all six gunner skills
// (S4), after two games: 122 XP, level 3.
const rejFullGunner = `[vehicle]
name = "Tiger I Ausf. E"
nation = "Germany"
kind = "tank"
points = 300

[crew]
name = "Tiger 217"
start = "regular"

[crew.skills]
gunner = ["Deadeye", "Snap Shooter", "Hair Trigger", "Instant Kill", "Skill Shot", "Long Shot"]
commander = ["Strict Discipline"]

[carried]
xp = 40
xp_earned = 190
games = 5
kills = 7

[[battle]]
name = "Caen"
destroyed = [300]

[[battle]]
date = 1944-06-12
destroyed = [120]
`

// third returns base with a third record named Villers-Bocage holding body.
func third(base, body string) string {
	return base + "\n[[battle]]\nname = \"Villers-Bocage\"\n" + body
}

const vb = `game "Villers-Bocage": `

// rejectCase is a crew file whose last record breaks one rule.
type rejectCase struct {
	rule  string
	name  string
	src   string
	path  string // the error's key path
	at    string // the error sits at the last occurrence of this text
	label string // the record's label that starts the message
	msg   string // a part of the message
	bug   string
}

var rejectCases = []rejectCase{
	{"X3", "second_roll_without_xp", third(rejSherman, `skills = [
  { role = "gunner", skill = "Snap Shooter" },
  { role = "driver", skill = "Lead Foot" },
]`), "battle[3].skills[2]", `{ role = "driver"`, vb, "rolling for a skill costs 30 XP, and the crew has only 22", ""},
	{"X3", "roll_paid_by_the_next_games_kills", rejSherman + `
[[battle]]
name = "Hill 112"
destroyed = [100]
skills = [{ role = "gunner", skill = "Snap Shooter" }, { role = "loader", skill = "Fast Reload" }]

[[battle]]
name = "Villers-Bocage"
date = 1944-06-13
skills = [{ role = "driver", skill = "Lead Foot" }]

[[battle]]
destroyed = [300]
`, "battle[4].skills[1]", `{ role = "driver"`, `game "Villers-Bocage" (1944-06-13): `, "the crew has only 22", ""},
	{"S4", "skill_for_an_absent_loader", third(rejTwoMan, `skills = [{ role = "loader", skill = "Fast Reload" }]`),
		"battle[3].skills[1]", `{ role = "loader"`, vb, `the crew has no loader to hold "Fast Reload"`, ""},
	{"S4", "skill_for_a_full_gunner", third(rejFullGunner, `skills = [{ role = "gunner", skill = "Long Shot" }]`),
		"battle[3].skills[1]", `{ role = "gunner"`, vb, "the gunner already holds all 6 skills", ""},
	{"S2", "commander_skill_under_gunner", third(rejSherman, `skills = [{ role = "gunner", skill = "Lucky" }]`),
		"battle[3].skills[1]", `{ role = "gunner"`, vb, "list it under commander", ""},
	{"S3", "skill_held_already", third(rejSherman, `skills = [{ role = "gunner", skill = "Deadeye" }]`),
		"battle[3].skills[1]", `{ role = "gunner"`, vb, `the gunner already has "Deadeye"`, ""},
	{"U2", "upgrade_above_the_level", third(rejSherman, `upgrades = ["First Aid Box", "Improved Radio"]`),
		"battle[3].upgrades[2]", `"Improved Radio"`, vb, `"Improved Radio" needs crew level 2, the crew is level 1`, ""},
	{"U2", "level_up_comes_a_game_late", third(rejSherman, `upgrades = ["Improved Radio"]`) + `
[[battle]]
name = "Hill 112"
skills = [{ role = "gunner", skill = "Snap Shooter" }]
`, "battle[3].upgrades[1]", `"Improved Radio"`, vb, "the crew is level 1", ""},
	{"U1", "more_upgrades_than_slots", third(rejSherman, `skills = [{ role = "gunner", skill = "Snap Shooter" }]
upgrades = ["First Aid Box", "Toolbox", "Fire Extinguisher", "Improved Radio", "Enhanced Gun Laying Drive"]`),
		"battle[3].upgrades", `upgrades = ["First Aid Box", "Toolbox"`, vb, "5 upgrades, but a level 2 crew has 4 slots", ""},
	{"U3", "box_with_its_first_aid_box", third(rejSherman, `skills = [{ role = "gunner", skill = "Snap Shooter" }]
upgrades = ["Multi-Purpose Box", "First Aid Box"]`),
		"battle[3].upgrades[1]", `"Multi-Purpose Box", "First`, vb, `"Multi-Purpose Box" already holds a First Aid Box`, ""},
	{"U2", "knock_out_drops_the_level_below_a_kept_upgrade", third(rejTiger, `knocked_out = true
survivors = ["gunner", "loader", "radio", "driver"]`),
		"battle[3]", "[[battle]]\nname = \"Villers", vb, `the upgrades kept for the next game no longer fit: "Improved Radio" needs crew level 2, the crew is level 1 after this game; list the upgrades`, ""},
	{"V3", "survivor_the_crew_lacks", third(rejTwoMan, `knocked_out = true
survivors = ["driver", "loader"]`),
		"battle[3].survivors", `survivors =`, vb, "the crew has no loader to survive", ""},
	{"V3", "survivor_of_no_role", third(rejTwoMan, `knocked_out = true
survivors = ["driver", "gunnr"]`),
		"battle[3].survivors[2]", `"gunnr"`, vb, `unknown role "gunnr"`, ""},
	{"V2", "too_few_survivors", third(rejSherman, `knocked_out = true
survivors = ["driver"]`),
		"battle[3].survivors", `survivors =`, vb, "1 survivor named, but", ""},
	{"V2", "too_few_survivors_after_massive_damage", third(rejSherman, `knocked_out = true
massive_damage = true
survivors = ["commander", "gunner"]`),
		"battle[3].survivors", `survivors =`, vb, "with modifier +2 keeps 3 to 5", ""},
	{"V2", "armoured_and_soft_skinned", third(rejSherman, `knocked_out = true
massive_damage = true
soft_skin = true
survivors = ["commander", "gunner", "loader"]`),
		"battle[3].soft_skin", `soft_skin =`, vb, "either armoured (massive_damage) or soft-skinned (soft_skin), not both", ""},
	{"V2", "survivors_other_than_the_dice_give", third(rejSherman, `knocked_out = true
survivors = ["commander", "gunner", "loader", "driver"]
survival_dice = [3, 3]`),
		"battle[3].survivors", `survivors =`, vb, "4 survivors named, but the dice [3 3] with modifier +3 give 5", ""},
	{"V1", "one_die_for_an_inexperienced_crew", third(rejSherman, `knocked_out = true
survivors = ["commander", "gunner", "loader", "driver"]
survival_dice = [2]`),
		"battle[3].survival_dice", `survival_dice =`, vb, "uses 2 dice, not 1", ""},
	{"V1", "a_d3_showing_4", third(rejSherman, `knocked_out = true
survivors = ["commander", "gunner", "loader", "driver"]
survival_dice = [1, 4]`),
		"battle[3].survival_dice[2]", `4]`, vb, "shows 1 to 3, not 4", ""},
	{"V3", "member_die_names_a_dead_member", third(rejSherman, `knocked_out = true
survivors = ["commander", "gunner", "loader", "radio"]
survival_dice = [1, 2]
member_dice = [5, 3, 4, 1]`),
		"battle[3].member_dice[4]", `1]`, vb, "the die 1 finds the driver, who is not among the survivors", ""},
	{"V3", "member_die_names_a_member_twice", third(rejSherman, `knocked_out = true
survivors = ["commander", "gunner", "loader", "radio"]
member_dice = [5, 3, 3, 4]`),
		"battle[3].member_dice[3]", `3, 4]`, vb, "the die 3 finds the gunner a second time", ""},
	{"V3", "member_dice_find_one_man_twice_by_his_two_roles", third(rejTwoMan, `knocked_out = true
survivors = ["commander", "gunner"]
member_dice = [5, 3]`),
		"battle[3].member_dice[2]", `3]`, vb, "the die 3 finds the gunner a second time", ""},
	{"V3", "too_few_member_dice", third(rejSherman, `knocked_out = true
survivors = ["commander", "gunner", "loader", "radio"]
member_dice = [5, 3]`),
		"battle[3].member_dice", `member_dice =`, vb, "2 crew-member dice for 4 survivors", ""},
	{"X2", "survivors_without_a_knock_out", third(rejSherman, `survivors = ["commander"]`),
		"battle[3].survivors", `survivors =`, vb, "survivors applies only to a knocked-out vehicle", ""},
	{"X2", "massive_damage_without_a_knock_out", third(rejSherman, `massive_damage = true`),
		"battle[3].massive_damage", `massive_damage =`, vb, "massive_damage applies only to a knocked-out vehicle", ""},
	{"C3", "kill_by_an_unarmed_vehicle", third(rejJeep, `destroyed = [55]`),
		"battle[3].destroyed[1]", `55]`, vb, "an unarmed vehicle cannot destroy enemy units", ""},
	{"S1", "skill_die_gives_another_skill", third(rejSherman, `skills = [{ role = "gunner", skill = "Snap Shooter", dice = [3, 5] }]`),
		"battle[3].skills[1].dice[2]", `5] }]`, vb, `the skill die 5 gives "Skill Shot", not "Snap Shooter"`, ""},
	{"S5", "member_die_gives_another_role", third(rejSherman, `skills = [{ role = "gunner", skill = "Snap Shooter", dice = [1, 2] }]`),
		"battle[3].skills[1].dice[1]", `1, 2] }]`, vb, "the crew-member die 1 picks the driver, not the gunner", ""},
	{"S5", "four_dice", third(rejSherman, `skills = [{ role = "gunner", skill = "Snap Shooter", dice = [3, 2, 1, 2] }]`),
		"battle[3].skills[1].dice", `dice = [3, 2, 1, 2]`, vb, "give two dice", ""},
	{"S6", "only_a_reusing_skill_is_re_rolled", third(rejSherman, `skills = [{ role = "gunner", skill = "Snap Shooter", dice = [3, 1, 2] }]`),
		"battle[3].skills[1].dice[2]", `1, 2] }]`, vb, `the skill die 1 gives "Deadeye", which is not re-rolled: only Co-Driver, Gunner Support and Motivational Leader may be re-rolled; give two dice`, ""},
	{"S6", "gunner_support_kept_by_a_crew_with_a_gunner_skill", third(rejSherman, `skills = [{ role = "loader", skill = "Fast Reload", dice = [4, 5, 1] }]`),
		"battle[3].skills[1].dice[2]", `5, 1] }]`, vb, `the skill die 5 gives "Gunner Support", which is not re-rolled: the crew already has a gunner skill to use again, so it takes the skill`, ""},
	{"S1", "re_rolled_die_gives_the_skill", third(rejSherman, `skills = [{ role = "radio", skill = "Relaying", dice = [2, 5, 1] }]`),
		"battle[3].skills[1].dice[3]", `1] }]`, vb, `the skill die 1 gives "Marking the Target", not "Relaying"`, ""},
	{"S6", "co_driver_re_roll_given_two_dice", third(rejSherman, `skills = [{ role = "radio", skill = "Marking the Target", dice = [2, 5] }]`),
		"battle[3].skills[1].dice[2]", `5] }]`, vb, `the skill die 5 gives "Co-Driver", not "Marking the Target"; a re-roll of it is recorded with three dice, the crew-member die, this die and the re-roll: dice = [2, 5, RE-ROLL]`, ""},
	{"S5", "a_d6_showing_7", third(rejSherman, `skills = [{ role = "gunner", skill = "Snap Shooter", dice = [7, 2] }]`),
		"battle[3].skills[1].dice[1]", `7, 2]`, vb, "a die shows 1 to 6, not 7", ""},
	{"X1", "a_unit_of_no_points", third(rejSherman, `destroyed = [100, 0]`),
		"battle[3].destroyed[2]", `0]`, vb, "must be 1 to 9999, not 0", ""},
}

// posOf returns the position of the last occurrence of at in src.
func posOf(t *testing.T, file, src, at string) model.Pos {
	t.Helper()
	off := strings.LastIndex(src, at)
	if off < 0 {
		t.Fatalf("%q is not in the source", at)
	}
	line := strings.Count(src[:off], "\n") + 1
	col := off - strings.LastIndexByte(src[:off], '\n')
	return model.Pos{File: file, Line: line, Col: col}
}

// TestCampaignRejections checks that a record that breaks a rule gives one
// error, with the rule ID, the record's index and label, and its position.
func TestCampaignRejections(t *testing.T) {
	for _, tc := range rejectCases {
		t.Run(tc.rule+"/"+tc.name, func(t *testing.T) {
			_, errs := crewexp.Check("crew.toml", []byte(tc.src))
			errs = errs.Errors()
			var fails []string
			if len(errs) != 1 {
				fails = append(fails, fmt.Sprintf("%d errors, want 1", len(errs)))
			}
			if len(errs) > 0 {
				e := errs[0]
				for _, c := range []struct{ what, got, want string }{
					{"rule", e.Rule, tc.rule},
					{"path", e.Path, tc.path},
					{"position", e.Pos.String(), posOf(t, "crew.toml", tc.src, tc.at).String()},
				} {
					if c.got != c.want {
						fails = append(fails, fmt.Sprintf("%s = %q, want %q", c.what, c.got, c.want))
					}
				}
				if !strings.HasPrefix(e.Msg, tc.label) || !strings.Contains(e.Msg, tc.msg) {
					fails = append(fails, fmt.Sprintf("message %q, want %q…%q", e.Msg, tc.label, tc.msg))
				}
				line := e.Error()
				if !strings.Contains(line, ": "+tc.path+": "+tc.label) || !strings.HasSuffix(line, "("+tc.rule+")") {
					fails = append(fails, fmt.Sprintf("error line %q does not name the record and the rule", line))
				}
			}
			if len(fails) > 0 && tc.bug == "" {
				t.Logf("errors:\n%s", listText(errs))
			}
			knownBug(t, tc.bug, fails)
		})
	}
}

// TestCampaignAccepts checks the records that the rules allow although they
// look close to the rejected ones.
func TestCampaignAccepts(t *testing.T) {
	tests := []struct{ rule, name, src string }{
		{"U5", "upgrade_right_after_the_skill_that_raises_the_level", third(rejSherman, `skills = [{ role = "gunner", skill = "Snap Shooter" }]
upgrades = ["Improved Radio", "First Aid Box"]`)},
		{"S5", "member_die_on_a_full_role_lets_the_player_choose", third(rejFullGunner, `skills = [{ role = "loader", skill = "Fast Reload", dice = [3, 1] }]`)},
		{"S5", "member_die_on_an_absent_role_lets_the_player_choose", third(rejTwoMan, `skills = [{ role = "gunner", skill = "Snap Shooter", dice = [4, 2] }]`)},
		{"S5", "member_die_6_lets_the_player_choose", third(rejSherman, `skills = [{ role = "loader", skill = "Fast Reload", dice = [6, 1] }]`)},
		{"S6", "co_driver_re_rolled_by_a_crew_with_no_driver_skill", third(rejSherman, `skills = [{ role = "radio", skill = "Marking the Target", dice = [2, 5, 1] }]`)},
		{"S6", "co_driver_re_rolled_into_a_held_skill_lets_the_player_choose", third(rejSherman, `destroyed = [300]
skills = [
  { role = "radio", skill = "Marking the Target", dice = [2, 1] },
  { role = "radio", skill = "Call of Revenge", dice = [2, 5, 1] },
]`)},
		{"S3", "skill_die_on_a_held_skill_lets_the_player_choose", third(rejSherman, `skills = [{ role = "gunner", skill = "Long Shot", dice = [3, 1] }]`)},
		{"V3", "one_member_die_finds_both_roles_of_a_man", third(rejTwoMan, `knocked_out = true
survivors = ["commander", "gunner"]
survival_dice = [1, 2]
member_dice = [3]`)},
		{"V3", "member_die_6_lets_the_player_choose", third(rejSherman, `knocked_out = true
survivors = ["commander", "gunner", "loader", "radio"]
member_dice = [5, 6, 3, 2]`)},
		{"V2", "fewest_survivors_the_roll_allows", third(rejSherman, `knocked_out = true
survivors = ["commander", "gunner", "loader", "radio"]`)},
		{"C3", "unarmed_vehicle_survives", third(rejJeep, `skills = [{ role = "driver", skill = "Lead Foot", dice = [4, 2] }]`)},
	}
	for _, tc := range tests {
		t.Run(tc.rule+"/"+tc.name, func(t *testing.T) {
			if _, errs := crewexp.Check("crew.toml", []byte(tc.src)); len(errs) > 0 {
				t.Errorf("want no error or warning, got:\n%s", listText(errs))
			}
		})
	}
}
