package model_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model"
)

// fileCases are the crew files of TestRulesCrewFiles, grouped by rule.
var fileCases = concat(crewCases, xpCases, skillCases, levelCases, startCases, upgradeCases, survivalCases, campaignCases)

func concat(lists ...[]fileCase) []fileCase {
	var out []fileCase
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

var crewCases = []fileCase{
	{rule: "C1", accept: true, name: "five_roles_radio_operator_spelt_out",
		src: crewFile("tank", "inexperienced", "", `
[[crew.member]]
roles = ["Commander"]
[[crew.member]]
roles = ["gunner"]
[[crew.member]]
roles = ["loader"]
[[crew.member]]
roles = ["radio operator"]
[[crew.member]]
roles = ["driver"]

[[battle]]
destroyed = [300]
skills = [{ role = "radio_operator", skill = "Relaying" }]
`),
		check: func(t *testing.T, c *model.Crew) {
			if got := c.State.Roles(); got != model.AllRoles {
				t.Errorf("roles = %v, want %v", got, model.AllRoles)
			}
			holds("Relaying")(t, c)
		}},
	{rule: "C1", name: "unknown_member_role", want: []string{"C1"},
		src: crewFile("tank", "inexperienced", "", `
[[crew.member]]
roles = ["commander", "gunnr"]
`)},
	{rule: "C1", name: "unknown_role_of_gained_skill", want: []string{"C1"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
destroyed = [300]
skills = [{ role = "pilot", skill = "Deadeye" }]
`)},
	{rule: "C2", accept: true, name: "two_man_crew_merged_roles",
		src: crewFile("tank", "regular", "", `
[crew.skills]
gunner = ["Deadeye"]
commander = ["Lucky"]
`+twoMan),
		check: func(t *testing.T, c *model.Crew) {
			state(2, 0, 2)(t, c)
			if n := len(c.State.Members); n != 2 {
				t.Errorf("%d members, want 2", n)
			}
			if got, want := c.State.Roles(), model.RoleSet(0).With(model.Commander).With(model.Gunner).With(model.Driver); got != want {
				t.Errorf("roles = %v, want %v", got, want)
			}
			if c.State.Crewmen != 2 {
				t.Errorf("crewmen = %d, want 2", c.State.Crewmen)
			}
		}},
	{rule: "C2", accept: true, name: "merged_member_dies_losing_both_roles_skills",
		src: crewFile("tank", "regular", "", `
[crew.skills]
gunner = ["Deadeye"]
commander = ["Lucky"]
`+twoMan+`
[[battle]]
knocked_out = true
survivors = ["driver"]
`),
		check: both(state(1, 0, 0), func(t *testing.T, c *model.Crew) {
			if c.State.SkillsLost != 2 {
				t.Errorf("SkillsLost = %d, want 2", c.State.SkillsLost)
			}
		})},
	{rule: "C2", name: "role_held_by_two_members", want: []string{"C2"},
		src: crewFile("tank", "inexperienced", "", `
[[crew.member]]
roles = ["commander", "gunner"]
[[crew.member]]
roles = ["gunner", "driver"]
`)},
	{rule: "C2", name: "member_without_roles", want: []string{"C2"},
		src: crewFile("tank", "inexperienced", "", `
[[crew.member]]
name = "Nobody"
roles = []
[[crew.member]]
roles = ["driver"]
`)},
	{rule: "C3", accept: true, name: "at_transport_gunner_loader_driver",
		src: crewFile("at-transport", "regular", "", `
[crew.skills]
gunner = ["Long Shot"]
loader = ["Fast Reload"]
`),
		check: func(t *testing.T, c *model.Crew) {
			state(2, 0, 2)(t, c)
			if got := c.State.Kind.MaxSkills(); got != 18 {
				t.Errorf("MaxSkills = %d, want 18", got)
			}
			if model.LevelFor(c.State.Kind.MaxSkills()).Level != 4 {
				t.Errorf("an AT-gun transport tops out at level %d, want 4", model.LevelFor(18).Level)
			}
		}},
	{rule: "C3", accept: true, name: "transport_driver_only",
		src: crewFile("transport", "regular", "", `
[crew.skills]
driver = ["Lead Foot", "Bulldozer"]
`),
		check: func(t *testing.T, c *model.Crew) {
			state(2, 0, 2)(t, c)
			if got, want := c.State.Roles(), model.RoleSet(0).With(model.Driver); got != want {
				t.Errorf("roles = %v, want %v", got, want)
			}
			if got := model.LevelFor(c.State.Kind.MaxSkills()).Level; got != 3 {
				t.Errorf("a transport tops out at level %d, want 3", got)
			}
		}},
	{rule: "C3", accept: true, name: "unarmed_survives_without_kills",
		src: crewFile("unarmed", "inexperienced", "crewmen = 2\n", `
[[battle]]
name = "Recce"
`),
		check: state(1, 20, 0)},
	{rule: "C3", name: "transport_with_gunner_member", want: []string{"C3"},
		src: crewFile("transport", "inexperienced", "", `
[[crew.member]]
roles = ["driver"]
[[crew.member]]
roles = ["gunner"]
`)},
	{rule: "C3", name: "transport_with_gunner_skill", want: []string{"C3"},
		src: crewFile("transport", "regular", "", `
[crew.skills]
driver = ["Lead Foot"]
gunner = ["Deadeye"]
`)},
	{rule: "C3", name: "unarmed_earns_no_kill_xp", want: []string{"C3"},
		src: crewFile("unarmed", "inexperienced", "", `
[[battle]]
destroyed = [100]
`)},
	{rule: "C3", name: "unarmed_has_no_commander", want: []string{"C3"},
		src: crewFile("unarmed", "inexperienced", "", `
[[crew.member]]
roles = ["commander", "driver"]
`)},
	{rule: "C3", name: "unknown_kind", want: []string{"C3"},
		src: crewFile("tanque", "inexperienced", "", "")},
	{rule: "C4", accept: true, name: "six_crewmen_give_plus_3",
		// Regular: one D3, +3 for six crewmen: 4 to 6 survivors. Three named
		// members and the sixth, roleless crewman make 4.
		src: crewFile("tank", "regular", "crewmen = 6\n", `
[crew.skills]
gunner = ["Deadeye"]
driver = ["Lead Foot"]

[[battle]]
knocked_out = true
survivors = ["commander", "gunner", "driver"]
`),
		check: both(state(2, 0, 2), func(t *testing.T, c *model.Crew) {
			if c.State.Crewmen != 6 {
				t.Errorf("crewmen = %d, want 6", c.State.Crewmen)
			}
		})},
	{rule: "C4", name: "six_crewmen_keep_at_least_4", want: []string{"V2"},
		src: crewFile("tank", "regular", "crewmen = 6\n", `
[crew.skills]
gunner = ["Deadeye"]
driver = ["Lead Foot"]

[[battle]]
knocked_out = true
survivors = ["commander", "gunner"]
`)},
	{rule: "C4", name: "fewer_crewmen_than_members", want: []string{"C4"},
		src: crewFile("tank", "inexperienced", "crewmen = 3\n", "")},
	{rule: "C4", name: "more_than_10_crewmen", want: []string{"C4"},
		src: crewFile("tank", "inexperienced", "crewmen = 11\n", "")},
}

var xpCases = []fileCase{
	{rule: "X1", accept: true, name: "282_points_give_28",
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
destroyed = [282, 55]
knocked_out = true
survivors = ["commander", "gunner", "loader"]
`),
		check: both(state(1, 33, 0), func(t *testing.T, c *model.Crew) {
			if c.State.Kills != 2 || c.State.XPEarned != 33 {
				t.Errorf("kills, XP earned = %d, %d, want 2, 33", c.State.Kills, c.State.XPEarned)
			}
		})},
	{rule: "X1", name: "zero_points", want: []string{"X1"},
		src: crewFile("tank", "inexperienced", "", "[[battle]]\ndestroyed = [0]\n")},
	{rule: "X1", name: "negative_and_huge_points", want: []string{"X1", "X1"},
		src: crewFile("tank", "inexperienced", "", "[[battle]]\ndestroyed = [-50, 10000, 100]\n")},
	{rule: "X2", accept: true, name: "survival_20_xp_but_not_when_knocked_out",
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
name = "one"

[[battle]]
name = "two"
knocked_out = true
survivors = ["commander", "gunner", "loader", "radio", "driver"]

[[battle]]
name = "three"
`),
		check: both(state(1, 40, 0), func(t *testing.T, c *model.Crew) {
			if c.State.Games != 3 {
				t.Errorf("games = %d, want 3", c.State.Games)
			}
			for i, want := range []int{20, 0, 20} {
				if got := c.History[i].XPEarned; got != want {
					t.Errorf("game %d: XP earned = %d, want %d", i+1, got, want)
				}
			}
		})},
	{rule: "X2", name: "survivors_without_knock_out", want: []string{"X2"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
survivors = ["commander"]
`)},
	{rule: "X2", name: "massive_damage_and_soft_skin_without_knock_out", want: []string{"X2", "X2"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
massive_damage = true
soft_skin = true
`)},
	{rule: "X3", accept: true, name: "skill_paid_from_this_games_kills",
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
destroyed = [300]
skills = [{ role = "gunner", skill = "Deadeye", dice = [3, 1] }]
`),
		check: both(state(1, 20, 1), holds("Deadeye"), func(t *testing.T, c *model.Crew) {
			if c.State.XPSpent != 30 {
				t.Errorf("XP spent = %d, want 30", c.State.XPSpent)
			}
		})},
	{rule: "X3", name: "not_enough_xp", want: []string{"X3"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
destroyed = [290]
skills = [{ role = "gunner", skill = "Deadeye" }]
`)},
	{rule: "X3", name: "survival_xp_comes_after_the_rolls", want: []string{"X3"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
name = "one"

[[battle]]
name = "two"
skills = [{ role = "gunner", skill = "Deadeye" }]
`)},
}

var skillCases = []fileCase{
	{rule: "S1", accept: true, name: "dice_pick_role_and_skill",
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
destroyed = [600]
skills = [
  { role = "gunner", skill = "Long Shot", dice = [3, 6] },
  { role = "loader", skill = "Next Target!", dice = [4, 3] },
]
`),
		check: both(state(2, 20, 2), holds("Long Shot", "Next Target!"))},
	{rule: "S1", name: "unknown_skill", want: []string{"S1"},
		src: crewFile("tank", "regular", "", `
[crew.skills]
gunner = ["Deadeyes", "Long Shot"]
`)},
	{rule: "S1", name: "skill_die_gives_another_skill", want: []string{"S1"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
destroyed = [300]
skills = [{ role = "gunner", skill = "Deadeye", dice = [3, 2] }]
`)},
	{rule: "S2", accept: true, name: "skills_under_their_roles",
		src: crewFile("tank", "regular", "", `
[crew.skills]
commander = ["Lucky"]
radio = ["Call of Revenge"]
`),
		check: holds("Lucky", "Call of Revenge")},
	{rule: "S2", name: "commander_skill_under_gunner", want: []string{"S2"},
		src: crewFile("tank", "regular", "", `
[crew.skills]
gunner = ["Lucky"]
commander = ["Strict Discipline"]
`)},
	{rule: "S2", name: "gained_under_wrong_role", want: []string{"S2"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
destroyed = [300]
skills = [{ role = "driver", skill = "Fast Reload" }]
`)},
	{rule: "S3", accept: true, name: "repeated_roll_lets_player_choose",
		// The skill die 1 gives Deadeye, already held: the player chooses.
		src: crewFile("tank", "regular", "", `
[crew.skills]
gunner = ["Deadeye"]
driver = ["Lead Foot"]

[[battle]]
destroyed = [300]
skills = [{ role = "gunner", skill = "Instant Kill", dice = [3, 1] }]
`),
		check: both(state(2, 20, 3), holds("Deadeye", "Lead Foot", "Instant Kill"))},
	{rule: "S3", name: "same_skill_twice_at_start", want: []string{"S3"},
		src: crewFile("tank", "regular", "", `
[crew.skills]
gunner = ["Deadeye", "Deadeye"]
`)},
	{rule: "S3", name: "same_skill_gained_again", want: []string{"S3"},
		src: crewFile("tank", "regular", "", `
[crew.skills]
gunner = ["Deadeye"]
driver = ["Lead Foot"]

[[battle]]
destroyed = [300]
skills = [{ role = "gunner", skill = "Deadeye" }]
`)},
	{rule: "S4", accept: true, name: "transport_fills_the_driver_table",
		src: crewFile("transport", "regular", "", `
[crew.skills]
driver = ["Lead Foot", "Quick Reflexes"]

[[battle]]
destroyed = [300, 300, 300, 300]
skills = [
  { role = "driver", skill = "Crank Head" },
  { role = "driver", skill = "Eye for Terrain" },
  { role = "driver", skill = "Push Through" },
  { role = "driver", skill = "Bulldozer" },
]
`),
		check: both(state(3, 20, 6), func(t *testing.T, c *model.Crew) {
			if q := c.State.Level().Quality; q != model.Veteran {
				t.Errorf("quality = %s, want Veteran", q)
			}
		})},
	{rule: "S4", name: "skill_for_absent_loader", want: []string{"S4"},
		src: crewFile("tank", "regular", "", `
[crew.skills]
gunner = ["Deadeye"]
loader = ["Fast Reload"]
`+twoMan)},
	{rule: "S4", name: "gained_for_absent_radio_operator", want: []string{"S4"},
		src: crewFile("tank", "inexperienced", "", twoMan+`
[[battle]]
destroyed = [300]
skills = [{ role = "radio", skill = "Relaying" }]
`)},
	{rule: "S4", name: "seventh_gunner_skill", want: []string{"S4"},
		src: crewFile("tank", "legendary", "", legendary+`
[[battle]]
destroyed = [9999]
skills = [
  { role = "gunner", skill = "Snap Shooter" },
  { role = "gunner", skill = "Hair Trigger" },
  { role = "gunner", skill = "Instant Kill" },
  { role = "gunner", skill = "Skill Shot" },
  { role = "gunner", skill = "Deadeye" },
]
`)},
	{rule: "S5", accept: true, name: "six_or_absent_role_lets_player_choose",
		// 6: the player chooses; 2 rolls the radio operator, absent from a
		// two-man crew, so the player chooses again.
		src: crewFile("tank", "inexperienced", "", twoMan+`
[[battle]]
destroyed = [600]
skills = [
  { role = "gunner", skill = "Deadeye", dice = [6, 1] },
  { role = "driver", skill = "Lead Foot", dice = [2, 2] },
]
`),
		check: both(state(2, 20, 2), holds("Deadeye", "Lead Foot"))},
	{rule: "S5", name: "member_die_picks_another_present_role", want: []string{"S5"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
destroyed = [300]
skills = [{ role = "gunner", skill = "Deadeye", dice = [1, 1] }]
`)},
	{rule: "S5", name: "die_out_of_range_and_one_die", want: []string{"S5", "S5"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
destroyed = [600]
skills = [
  { role = "gunner", skill = "Deadeye", dice = [7, 1] },
  { role = "driver", skill = "Lead Foot", dice = [1] },
]
`)},
	{rule: "S6", accept: true, name: "co_driver_after_a_driver_skill",
		src: crewFile("tank", "regular", "", regular+`
[[battle]]
destroyed = [300]
skills = [{ role = "radio", skill = "Co-Driver" }]
`),
		check: holds("Deadeye", "Lead Foot", "Co-Driver")},
	{rule: "S6", name: "gunner_support_with_no_gunner_skill_warns", accept: true, warns: []string{"S6"},
		src: crewFile("tank", "regular", "", `
[crew.skills]
loader = ["Gunner Support"]
driver = ["Lead Foot"]
`),
		check: state(2, 0, 2)},
	{rule: "S6", name: "motivational_leader_first_warns", accept: true, warns: []string{"S6"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
destroyed = [300]
skills = [{ role = "commander", skill = "Motivational Leader" }]
`)},
	{rule: "S6", accept: true, name: "motivational_leader_with_a_starting_gunner_skill",
		src: crewFile("tank", "regular", "", `
[crew.skills]
commander = ["Motivational Leader"]
gunner = ["Deadeye"]
`)},
	{rule: "S6", accept: true, name: "co_driver_with_a_starting_driver_skill",
		src: crewFile("tank", "regular", "", `
[crew.skills]
driver = ["Lead Foot"]
radio = ["Co-Driver"]
`)},
	{rule: "S7", accept: true, name: "skills_print_with_card_text",
		src: crewFile("tank", "regular", "", `
[crew.skills]
commander = ["Follow Me!"]
loader = ["Next Target!"]
`),
		check: func(t *testing.T, c *model.Crew) {
			for _, h := range c.State.Skills {
				if sk, _ := model.SkillByID(h.ID); sk.Text == "" {
					t.Errorf("%q has no card text", sk.Name)
				}
			}
		}},
	{rule: "S7", name: "not_a_skill", want: []string{"S1"},
		src: crewFile("tank", "regular", "", `
[crew.skills]
commander = ["Tick Box"]
loader = ["Next Target!"]
`)},
}

// gains returns n skill gains of a tank crew that starts legendary with the
// basics and skills of legendary below, in the order of the tables.
func gains(n int) string {
	all := []string{
		`{ role = "driver", skill = "Quick Reflexes" }`, `{ role = "driver", skill = "Lead Foot" }`,
		`{ role = "driver", skill = "Crank Head" }`, `{ role = "driver", skill = "Push Through" }`,
		`{ role = "driver", skill = "Bulldozer" }`, `{ role = "radio", skill = "Signal Enhancement" }`,
		`{ role = "radio", skill = "Relaying" }`, `{ role = "radio", skill = "Call of Revenge" }`,
		`{ role = "gunner", skill = "Snap Shooter" }`, `{ role = "gunner", skill = "Hair Trigger" }`,
		`{ role = "gunner", skill = "Instant Kill" }`, `{ role = "gunner", skill = "Skill Shot" }`,
		`{ role = "loader", skill = "Preparatory Loading" }`, `{ role = "loader", skill = "Next Target!" }`,
		`{ role = "loader", skill = "Adrenalin Rush" }`, `{ role = "loader", skill = "Safe Stowage" }`,
		`{ role = "commander", skill = "Lucky" }`, `{ role = "commander", skill = "Strict Discipline" }`,
		`{ role = "commander", skill = "Battle Awareness" }`, `{ role = "commander", skill = "Follow Me!" }`,
		`{ role = "radio", skill = "Independent MMG Shooter" }`, `{ role = "radio", skill = "Co-Driver" }`,
		`{ role = "loader", skill = "Gunner Support" }`, `{ role = "commander", skill = "Motivational Leader" }`,
	}
	s := "skills = [\n"
	for _, g := range all[:n] {
		s += "  " + g + ",\n"
	}
	return s + "]\n"
}

// legendary is the start of a legendary tank crew: six skills, level 3.
const legendary = `
[crew.basic]
commander = ["Eagle Eye"]
gunner = ["Deadeye", "Long Shot"]
loader = ["Fast Reload"]

[crew.skills]
driver = ["Eye for Terrain"]
radio = ["Marking the Target"]
`

var levelCases = []fileCase{
	{rule: "L", accept: true, name: "five_skills_are_level_2",
		src: crewFile("tank", "regular", "", `
[crew.skills]
gunner = ["Deadeye"]
driver = ["Lead Foot"]

[[battle]]
destroyed = [300, 300, 300]
skills = [
  { role = "gunner", skill = "Long Shot" },
  { role = "loader", skill = "Fast Reload" },
  { role = "commander", skill = "Lucky" },
]
upgrades = ["Multi-Purpose Box", "Improved Radio", "Enhanced Gun Laying Drive"]
`),
		check: func(t *testing.T, c *model.Crew) {
			state(2, 20, 5)(t, c)
			if got, want := c.State.Level(), (model.LevelRow{MinSkills: 2, Level: 2, Quality: model.Regular, Morale: 9, Slots: 4}); got != want {
				t.Errorf("level row = %+v, want %+v", got, want)
			}
		}},
	{rule: "L", accept: true, name: "thirty_skills_are_level_6",
		src: crewFile("tank", "legendary", "", legendary+`
[[battle]]
destroyed = [9999]
`+gains(24)),
		check: func(t *testing.T, c *model.Crew) {
			state(6, 999-24*30+20, 30)(t, c)
			if got := c.State.Level(); got.Slots != 8 || got.Morale != 10 || got.Quality != model.Veteran {
				t.Errorf("level row = %+v, want 8 slots, morale 10, Veteran", got)
			}
		}},
	{rule: "L", name: "five_skills_are_not_level_3", want: []string{"U2"},
		src: crewFile("tank", "regular", "", `
[crew.skills]
gunner = ["Deadeye"]
driver = ["Lead Foot"]

[[battle]]
destroyed = [300, 300, 300]
skills = [
  { role = "gunner", skill = "Long Shot" },
  { role = "loader", skill = "Fast Reload" },
  { role = "commander", skill = "Lucky" },
]
upgrades = ["Improved Suspension"]
`)},
}

// withPoints replaces the vehicle's 100 points.
func withPoints(src, points string) string {
	return strings.Replace(src, "points = 100", "points = "+points, 1)
}

// withUpgrades puts start upgrades at the top of the file.
func withUpgrades(src, list string) string { return "upgrades = " + list + "\n" + src }

// regular is a regular tank crew's two skills.
const regular = `
[crew.skills]
gunner = ["Deadeye"]
driver = ["Lead Foot"]
`

func totalPoints(want int) func(*testing.T, *model.Crew) {
	return func(t *testing.T, c *model.Crew) {
		t.Helper()
		if got := c.State.TotalPoints(); got != want {
			t.Errorf("TotalPoints() = %d, want %d", got, want)
		}
	}
}

var startCases = []fileCase{
	{rule: "P1", accept: true, name: "inexperienced_level_1_no_skills",
		src: crewFile("tank", "inexperienced", "", ""),
		check: both(state(1, 0, 0), func(t *testing.T, c *model.Crew) {
			if got, want := c.State.Level(), (model.LevelRow{MinSkills: 0, Level: 1, Quality: model.Inexperienced, Morale: 8, Slots: 3}); got != want {
				t.Errorf("level row = %+v, want %+v", got, want)
			}
			if c.State.Start != model.StartInexperienced || len(c.History) != 0 {
				t.Errorf("start %v with %d games, want inexperienced with 0", c.State.Start, len(c.History))
			}
		})},
	{rule: "P1", name: "inexperienced_with_a_skill", want: []string{"P1"},
		src: crewFile("tank", "inexperienced", "", "[crew.skills]\ngunner = [\"Deadeye\"]\n")},
	{rule: "P1", name: "unknown_start", want: []string{"P1"},
		src: crewFile("tank", "veteran", "", "")},
	{rule: "P2", accept: true, name: "regular_level_2_two_skills",
		src: crewFile("tank", "regular", "", regular),
		check: both(state(2, 0, 2), holds("Deadeye", "Lead Foot"), func(t *testing.T, c *model.Crew) {
			if lv := c.State.Level(); lv.Quality != model.Regular || lv.Morale != 9 || lv.Slots != 4 {
				t.Errorf("level row = %+v, want Regular, morale 9, 4 slots", lv)
			}
		})},
	{rule: "P2", name: "regular_with_three_skills", want: []string{"P2"},
		src: crewFile("tank", "regular", "", regular+"commander = [\"Lucky\"]\n")},
	{rule: "P2", name: "regular_with_one_skill", want: []string{"P2"},
		src: crewFile("tank", "regular", "", "[crew.skills]\ngunner = [\"Deadeye\"]\n")},
	{rule: "P3", accept: true, name: "legendary_level_3_with_basics",
		src: crewFile("tank", "legendary", "", legendary),
		check: both(state(3, 0, 6), func(t *testing.T, c *model.Crew) {
			basics := 0
			for _, h := range c.State.Skills {
				if h.Basic {
					basics++
				}
			}
			if basics != 4 {
				t.Errorf("%d basic skills, want 4", basics)
			}
		})},
	{rule: "P3", name: "legendary_with_three_basics", want: []string{"P3"},
		src: crewFile("tank", "legendary", "", strings.Replace(legendary, `loader = ["Fast Reload"]`, "", 1))},
	{rule: "P3", name: "legendary_with_three_skills", want: []string{"P3"},
		src: crewFile("tank", "legendary", "", legendary+"commander = [\"Lucky\"]\n")},
	{rule: "P3", name: "regular_with_basics", want: []string{"P3"},
		src: crewFile("tank", "regular", "", regular+"\n[crew.basic]\ncommander = [\"Lucky\"]\n")},
}

var upgradeCases = []fileCase{
	{rule: "U1", accept: true, name: "three_slots_at_level_1",
		src:   withUpgrades(crewFile("tank", "inexperienced", "", ""), `["First Aid Box", "Toolbox", "Fire Extinguisher"]`),
		check: totalPoints(130)},
	{rule: "U1", name: "five_upgrades_at_level_2", want: []string{"U1"},
		src: withUpgrades(crewFile("tank", "regular", "", regular),
			`["First Aid Box", "Toolbox", "Fire Extinguisher", "Improved Radio", "Enhanced Gun Laying Drive"]`)},
	{rule: "U1", name: "unknown_upgrade", want: []string{""},
		src: withUpgrades(crewFile("tank", "regular", "", regular), `["Spall Linr"]`)},
	{rule: "U2", name: "level_3_upgrade_in_the_rules_spelling_for_regular",
		src:  withUpgrades(crewFile("tank", "regular", "", regular), `["Multi-Purpose Box", "vertical stabilize"]`),
		want: []string{"U2"}},
	{rule: "U2", accept: true, name: "multi_purpose_box_for_regular",
		src:   withUpgrades(crewFile("tank", "regular", "", regular), `["Multi-Purpose Box", "Improved Radio"]`),
		check: totalPoints(140)},
	{rule: "U2", name: "level_2_upgrade_for_inexperienced", want: []string{"U2"},
		src: withUpgrades(crewFile("tank", "inexperienced", "", ""), `["Improved Radio"]`)},
	{rule: "U3", accept: true, name: "distinct_upgrades",
		src:   withUpgrades(crewFile("tank", "regular", "", regular), `["Multi-Purpose Box", "Enhanced Gun Laying Drive"]`),
		check: totalPoints(140)},
	{rule: "U3", name: "multi_purpose_box_with_toolbox", want: []string{"U3"},
		src: withUpgrades(crewFile("tank", "regular", "", regular), `["Multi-Purpose Box", "Toolbox"]`)},
	{rule: "U3", name: "first_aid_box_twice", want: []string{"U3"},
		src: withUpgrades(crewFile("tank", "inexperienced", "", ""), `["First Aid Box", "first aid box"]`)},
	{rule: "U4", accept: true, name: "points_plus_upgrade_costs",
		src:   withUpgrades(withPoints(crewFile("tank", "inexperienced", "", ""), "282"), `["Toolbox", "Fire Extinguisher"]`),
		check: totalPoints(302)},
	{rule: "U4", name: "zero_points", want: []string{"U4"},
		src: withPoints(crewFile("tank", "inexperienced", "", ""), "0")},
	{rule: "U4", name: "points_over_9999", want: []string{"U4"},
		src: withPoints(crewFile("tank", "inexperienced", "", ""), "10000")},
	{rule: "U5", accept: true, name: "extra_armor_at_level_5_makes_slow",
		src: crewFile("tank", "legendary", "", legendary+`
[[battle]]
destroyed = [9999]
`+gains(14)+`upgrades = ["Extra Armor", "Spall Liner"]
`),
		check: func(t *testing.T, c *model.Crew) {
			state(5, 999-14*30+20, 20)(t, c)
			if !c.State.Slow() {
				t.Errorf("Slow() = false with Extra Armor, want true")
			}
			if got := c.History[0].LevelBefore; got != 3 {
				t.Errorf("level before the game = %d, want 3", got)
			}
			totalPoints(200)(t, c)
		}},
	{rule: "U5", accept: true, name: "upgrades_carry_over_when_not_listed",
		src: withUpgrades(crewFile("tank", "regular", "", regular+`
[[battle]]
name = "one"

[[battle]]
name = "two"
upgrades = ["Toolbox"]

[[battle]]
name = "three"
`), `["Multi-Purpose Box", "Improved Radio"]`),
		check: func(t *testing.T, c *model.Crew) {
			totalPoints(110)(t, c)
			if c.State.Slow() {
				t.Errorf("Slow() = true without Extra Armor")
			}
			if got := c.History[0].State.TotalPoints(); got != 140 {
				t.Errorf("after game 1, TotalPoints() = %d, want 140", got)
			}
		}},
	{rule: "U5", name: "extra_armor_before_level_5", want: []string{"U2"},
		src: withUpgrades(crewFile("tank", "legendary", "", legendary+`
[[battle]]
destroyed = [9999]
`+gains(14)), `["Extra Armor"]`)},
	{rule: "U5", name: "upgrade_judged_before_a_later_games_skills", want: []string{"U2"},
		src: crewFile("tank", "regular", "", regular+`
[[battle]]
destroyed = [300, 300, 300]
skills = [
  { role = "gunner", skill = "Long Shot" },
  { role = "loader", skill = "Fast Reload" },
  { role = "commander", skill = "Lucky" },
]
upgrades = ["Camouflage Net"]

[[battle]]
destroyed = [300]
skills = [{ role = "commander", skill = "Eagle Eye" }]
upgrades = ["Camouflage Net"]
`)},
	{rule: "U5", name: "level_lost_with_crewmen_needs_new_upgrades", want: []string{"U5"},
		src: withUpgrades(crewFile("tank", "regular", "", regular+`
[[battle]]
knocked_out = true
survivors = ["commander", "loader", "radio", "driver"]
`), `["Multi-Purpose Box"]`)},
}

var survivalCases = []fileCase{
	{rule: "V1", accept: true, name: "inexperienced_keeps_the_lowest_d3",
		// 2D3 keep the lowest: 1, +2 for five crewmen: 3 survivors.
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
knocked_out = true
survival_dice = [3, 1]
survivors = ["commander", "gunner", "driver"]
`), check: state(1, 0, 0)},
	{rule: "V1", accept: true, name: "regular_rolls_one_d3",
		src: crewFile("tank", "regular", "", regular+`
[[battle]]
knocked_out = true
survival_dice = [2]
survivors = ["commander", "gunner", "loader", "driver"]
`), check: both(state(2, 0, 2), holds("Deadeye", "Lead Foot"))},
	{rule: "V1", accept: true, name: "veteran_keeps_the_highest_d3",
		// 2D3 keep the highest: 3, +2 -1 for Massive Damage: 4 survivors.
		src: crewFile("tank", "legendary", "", legendary+`
[[battle]]
knocked_out = true
massive_damage = true
survival_dice = [1, 3]
survivors = ["commander", "gunner", "loader", "radio"]
`), check: both(state(2, 0, 5), holds("Eagle Eye", "Deadeye", "Long Shot", "Fast Reload", "Marking the Target"))},
	{rule: "V1", name: "inexperienced_needs_two_dice", want: []string{"V1"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
knocked_out = true
survival_dice = [2]
survivors = ["commander", "gunner", "driver"]
`)},
	{rule: "V1", name: "a_d3_shows_4", want: []string{"V1"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
knocked_out = true
survival_dice = [4, 1]
survivors = ["commander", "gunner", "driver"]
`)},
	{rule: "V2", accept: true, name: "massive_damage_and_first_aid",
		// Inexperienced, five crewmen +2, First Aid Box +1, Massive Damage -1: 3 to 5.
		src: withUpgrades(crewFile("tank", "inexperienced", "", `
[[battle]]
knocked_out = true
massive_damage = true
survivors = ["commander", "gunner", "loader"]
`), `["First Aid Box"]`), check: state(1, 0, 0)},
	{rule: "V2", accept: true, name: "soft_skin_may_lose_everyone",
		// Two crewmen 0, soft skin -1: 0 to 2.
		src: crewFile("unarmed", "inexperienced", "crewmen = 2\n", `
[[battle]]
knocked_out = true
soft_skin = true
survivors = []
`), check: state(1, 0, 0)},
	{rule: "V2", name: "five_crewmen_keep_at_least_three", want: []string{"V2"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
knocked_out = true
survivors = ["commander", "gunner"]
`)},
	{rule: "V2", name: "more_survivors_than_the_dice_give", want: []string{"V2"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
knocked_out = true
survival_dice = [1, 1]
survivors = ["commander", "gunner", "loader", "driver"]
`)},
	{rule: "V2", name: "first_aid_saves_both_of_a_two_man_crew", want: []string{"V2"},
		// Two crewmen 0, First Aid Box +1: 2 to 4, clamped to 2.
		src: withUpgrades(crewFile("tank", "inexperienced", "", twoMan+`
[[battle]]
knocked_out = true
survivors = ["driver"]
`), `["First Aid Box"]`)},
	{rule: "V3", accept: true, name: "member_dice_find_the_survivors",
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
knocked_out = true
survival_dice = [1, 2]
survivors = ["commander", "gunner", "driver"]
member_dice = [5, 3, 6]
`), check: state(1, 0, 0)},
	{rule: "V3", name: "repeated_member_die", want: []string{"V3"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
knocked_out = true
survivors = ["commander", "gunner", "driver"]
member_dice = [5, 3, 5]
`)},
	{rule: "V3", name: "die_finds_a_dead_member", want: []string{"V3"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
knocked_out = true
survivors = ["commander", "gunner", "driver"]
member_dice = [5, 3, 2]
`)},
	{rule: "V3", name: "survivor_the_crew_lacks", want: []string{"V3"},
		src: crewFile("tank", "inexperienced", "", twoMan+`
[[battle]]
knocked_out = true
survivors = ["driver", "radio"]
`)},
	{rule: "V3", name: "unknown_survivor_role", want: []string{"V3"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
knocked_out = true
survivors = ["commander", "gunner", "driver", "pilot"]
`)},
	{rule: "V4", accept: true, name: "dead_lose_skills_legendary_basics_kept",
		src: crewFile("tank", "legendary", "", legendary+`
[[battle]]
knocked_out = true
survivors = ["commander", "gunner", "loader"]
`),
		check: both(state(2, 0, 4), holds("Eagle Eye", "Deadeye", "Long Shot", "Fast Reload"), func(t *testing.T, c *model.Crew) {
			lost := c.History[0].SkillsLost
			if len(lost) != 2 || c.State.SkillsLost != 2 {
				t.Errorf("skills lost = %v (tally %d), want Eye for Terrain and Marking the Target", lost, c.State.SkillsLost)
			}
		})},
	{rule: "V4", accept: true, name: "replacement_regains_a_lost_skill",
		src: crewFile("tank", "regular", "", regular+`
[[battle]]
knocked_out = true
survivors = ["commander", "loader", "radio", "driver"]

[[battle]]
destroyed = [300]
skills = [{ role = "gunner", skill = "Deadeye", dice = [3, 1] }]
`), check: both(state(2, 20, 2), holds("Lead Foot", "Deadeye"))},
	{rule: "V4", name: "lost_skill_is_not_held_so_no_choice", want: []string{"S1"},
		src: crewFile("tank", "regular", "", regular+`
[[battle]]
knocked_out = true
survivors = ["commander", "loader", "radio", "driver"]

[[battle]]
destroyed = [300]
skills = [{ role = "gunner", skill = "Snap Shooter", dice = [3, 1] }]
`)},
	{rule: "V4", name: "basic_kept_so_not_gained_again", want: []string{"S3"},
		src: crewFile("tank", "legendary", "", legendary+`
[[battle]]
knocked_out = true
survivors = ["loader", "radio", "driver"]

[[battle]]
destroyed = [300]
skills = [{ role = "commander", skill = "Eagle Eye" }]
`)},
}

var campaignCases = []fileCase{
	{rule: "K", accept: true, name: "three_games_replayed",
		src: withUpgrades(crewFile("tank", "inexperienced", "", `
[[battle]]
destroyed = [300]
skills = [{ role = "gunner", skill = "Deadeye", dice = [3, 1] }]

[[battle]]
destroyed = [150]
skills = [{ role = "driver", skill = "Lead Foot", dice = [1, 2] }]
knocked_out = true
survivors = ["commander", "gunner", "loader", "radio"]

[[battle]]
destroyed = [100]
`), `["First Aid Box"]`),
		check: both(state(1, 35, 1), holds("Deadeye"), func(t *testing.T, c *model.Crew) {
			s := c.State
			if s.Games != 3 || s.Kills != 3 || s.XPEarned != 95 || s.XPSpent != 60 || s.SkillsLost != 1 {
				t.Errorf("games, kills, earned, spent, lost = %d, %d, %d, %d, %d, want 3, 3, 95, 60, 1",
					s.Games, s.Kills, s.XPEarned, s.XPSpent, s.SkillsLost)
			}
			if len(c.History) != 3 {
				t.Fatalf("%d steps, want 3", len(c.History))
			}
			for i, want := range []int{20, 5, 35} {
				if got := c.History[i].State.XP; got != want {
					t.Errorf("XP after game %d = %d, want %d", i+1, got, want)
				}
			}
			if got := c.History[1].LevelBefore; got != 1 {
				t.Errorf("level before game 2 = %d, want 1", got)
			}
			if s.XPToNextRoll() != 0 {
				t.Errorf("XPToNextRoll() = %d with 35 XP, want 0", s.XPToNextRoll())
			}
		})},
	{rule: "K", name: "spends_xp_before_earning_it", want: []string{"X3", "X3"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
skills = [{ role = "gunner", skill = "Deadeye" }]

[[battle]]
destroyed = [50]
skills = [{ role = "driver", skill = "Lead Foot" }]
`)},
	{rule: "K", name: "more_than_50_kills_in_a_game", want: []string{"K"},
		src: crewFile("tank", "inexperienced", "", "[[battle]]\ndestroyed = ["+strings.Repeat("10, ", 51)+"]\n")},
	{rule: "K", name: "more_than_1000_games", want: []string{"K"},
		src: crewFile("tank", "inexperienced", "", strings.Repeat("[[battle]]\n", 1001))},
}
