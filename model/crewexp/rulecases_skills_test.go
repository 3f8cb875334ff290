package crewexp_test

import (
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

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
		check: both(state(3, 20, 6), func(t *testing.T, c *crewexp.Crew) {
			if q := c.State.Level().Quality; q != crewexp.Veteran {
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
	{rule: "S6", accept: true, name: "motivational_leader_re_rolled_on_the_commander_table",
		// The skill die 4 gives Motivational Leader to a crew with no skill
		// of another role: the player re-rolls, and the 2 gives Strict Discipline.
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
destroyed = [300]
skills = [{ role = "commander", skill = "Strict Discipline", dice = [5, 4, 2] }]
`), check: holds("Strict Discipline")},
	{rule: "S6", name: "no_re_roll_with_a_gunner_skill_to_reuse", want: []string{"S6"},
		src: crewFile("tank", "regular", "", regular+`
[[battle]]
destroyed = [300]
skills = [{ role = "loader", skill = "Fast Reload", dice = [4, 5, 1] }]
`)},
	{rule: "S7", accept: true, name: "skills_print_with_card_text",
		src: crewFile("tank", "regular", "", `
[crew.skills]
commander = ["Follow Me!"]
loader = ["Next Target!"]
`),
		check: func(t *testing.T, c *crewexp.Crew) {
			for _, h := range c.State.Skills {
				if sk, _ := crewexp.SkillByID(h.ID); sk.Text == "" {
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
