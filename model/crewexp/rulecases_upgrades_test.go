package crewexp_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

// withPoints replaces the vehicle's 100 points.
func withPoints(src, points string) string {
	return strings.Replace(src, "points = 100", "points = "+points, 1)
}

func totalPoints(want int) func(*testing.T, *crewexp.Crew) {
	return func(t *testing.T, c *crewexp.Crew) {
		t.Helper()
		if got := c.State.TotalPoints(); got != want {
			t.Errorf("TotalPoints() = %d, want %d", got, want)
		}
	}
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
	{rule: "U6", accept: true, name: "unarmed_vehicle_with_a_toolbox",
		src:   withUpgrades(crewFile("unarmed", "inexperienced", "", ""), `["Toolbox"]`),
		check: totalPoints(110)},
	{rule: "U6", accept: true, name: "transport_with_gun_laying",
		src: withUpgrades(crewFile("transport", "regular", "", `
[crew.skills]
driver = ["Quick Reflexes", "Lead Foot"]
`), `["Enhanced Gun Laying Drive"]`)},
	{rule: "U6", accept: true, warns: []string{"U6"}, name: "unarmed_vehicle_with_gun_laying_warns",
		src: withUpgrades(crewFile("unarmed", "regular", "", `
[crew.skills]
driver = ["Quick Reflexes", "Lead Foot"]
`), `["Toolbox", "Enhanced Gun Laying Drive"]`),
		check: totalPoints(130)},
	{rule: "U5", accept: true, name: "extra_armor_at_level_5_makes_slow",
		src: crewFile("tank", "legendary", "", legendary+`
[[battle]]
destroyed = [9999]
`+gains(14)+`upgrades = ["Extra Armor", "Spall Liner"]
`),
		check: func(t *testing.T, c *crewexp.Crew) {
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
		check: func(t *testing.T, c *crewexp.Crew) {
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
	{rule: "U5", name: "level_lost_with_crewmen_needs_new_upgrades", want: []string{"U2"},
		src: withUpgrades(crewFile("tank", "regular", "", regular+`
[[battle]]
knocked_out = true
survivors = ["commander", "loader", "radio", "driver"]
`), `["Multi-Purpose Box"]`)},
	{rule: "U5", name: "level_lost_names_each_kept_upgrade", want: []string{"U1", "U2", "U2"},
		src: withUpgrades(crewFile("tank", "regular", "", regular+`
[[battle]]
knocked_out = true
survivors = ["commander", "loader", "radio", "driver"]
`), `["First Aid Box", "Toolbox", "Improved Radio", "Enhanced Gun Laying Drive"]`)},
	{rule: "U5", accept: true, name: "level_lost_with_upgrades_that_still_fit",
		src: withUpgrades(crewFile("tank", "regular", "", regular+`
[[battle]]
knocked_out = true
survivors = ["commander", "loader", "radio", "driver"]
`), `["First Aid Box", "Toolbox"]`), check: state(1, 0, 1)},
	{rule: "U5", name: "level_lost_leaves_fewer_slots", want: []string{"U1"},
		// Level 3 to level 2: Marking the Target dies with the radio operator.
		src: withUpgrades(crewFile("tank", "legendary", "", legendary+`
[[battle]]
knocked_out = true
survivors = ["commander", "gunner", "loader", "driver"]
`), `["First Aid Box", "Toolbox", "Fire Extinguisher", "Enhanced Gun Laying Drive", "Improved Radio"]`)},
}
