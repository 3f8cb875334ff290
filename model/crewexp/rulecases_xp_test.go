package crewexp_test

import (
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

var xpCases = []fileCase{
	{rule: "X1", accept: true, name: "282_points_give_28",
		src: crewFile("tank", "inexperienced", "", `
[[battle]]
destroyed = [282, 55]
knocked_out = true
survivors = ["commander", "gunner", "loader"]
`),
		check: both(state(1, 33, 0), func(t *testing.T, c *crewexp.Crew) {
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
		check: both(state(1, 40, 0), func(t *testing.T, c *crewexp.Crew) {
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
		check: both(state(1, 20, 1), holds("Deadeye"), func(t *testing.T, c *crewexp.Crew) {
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
