package crewexp_test

import (
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

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
		// One crewman 0, soft skin -1: 0 to 1, in every game of a soft-skinned vehicle.
		src: crewFile("unarmed", "inexperienced", "soft_skin = true\n", `
[[battle]]
knocked_out = true
survivors = []

[[battle]]
knocked_out = true
soft_skin = true
survivors = []
`), check: state(1, 0, 0)},
	{rule: "V2", name: "armoured_vehicle_keeps_a_crewman", want: []string{"V2"},
		// One crewman 0: 1 to 1.
		src: crewFile("unarmed", "inexperienced", "soft_skin = false\n", `
[[battle]]
knocked_out = true
survivors = []
`)},
	{rule: "V2", accept: true, name: "soft_skin_in_a_record_of_an_older_file", warns: []string{"V2"},
		src: crewFile("unarmed", "inexperienced", "", `
[[battle]]
knocked_out = true
soft_skin = true
survivors = []
`), check: state(1, 0, 0)},
	{rule: "V2", name: "record_disagrees_with_the_vehicle", want: []string{"V2"},
		src: crewFile("unarmed", "inexperienced", "crewmen = 2\nsoft_skin = true\n", `
[[battle]]
knocked_out = true
soft_skin = false
survivors = []
`)},
	{rule: "V2", name: "soft_skin_record_on_an_armoured_vehicle", want: []string{"V2"},
		src: crewFile("transport", "inexperienced", "soft_skin = false\n", `
[[battle]]
knocked_out = true
soft_skin = true
survivors = ["driver"]
`)},
	{rule: "V2", name: "massive_damage_on_a_soft_skinned_vehicle", want: []string{"V2"},
		src: crewFile("transport", "inexperienced", "soft_skin = true\n", `
[[battle]]
knocked_out = true
massive_damage = true
survivors = []
`)},
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
	{rule: "V3", name: "survivor_named_twice", want: []string{"V3"},
		// Three crewmen of five get out, the driver named twice among them.
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
knocked_out = true
survivors = ["driver", "driver", "gunner", "commander"]
`)},
	{rule: "V3", name: "more_member_dice_than_survivors", want: []string{"V3"},
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
knocked_out = true
survivors = ["commander", "gunner", "driver"]
member_dice = [5, 3, 1, 6]
`)},
	{rule: "V3", accept: true, name: "a_member_named_by_each_role",
		// The commander-gunner is one survivor, named by both roles.
		src: crewFile("tank", "inexperienced", "crewmen = 3\n", twoMan+`
[[battle]]
knocked_out = true
survivors = ["commander", "gunner", "driver"]
member_dice = [3, 1]
`), check: state(1, 0, 0)},
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
		check: both(state(2, 0, 4), holds("Eagle Eye", "Deadeye", "Long Shot", "Fast Reload"), func(t *testing.T, c *crewexp.Crew) {
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
