package crewexp_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

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
		check: func(t *testing.T, c *crewexp.Crew) {
			state(2, 20, 5)(t, c)
			if got, want := c.State.Level(), (crewexp.LevelRow{MinSkills: 2, Level: 2, Quality: crewexp.Regular, Morale: 9, Slots: 4}); got != want {
				t.Errorf("level row = %+v, want %+v", got, want)
			}
		}},
	{rule: "L", accept: true, name: "thirty_skills_are_level_6",
		src: crewFile("tank", "legendary", "", legendary+`
[[battle]]
destroyed = [9999]
`+gains(24)),
		check: func(t *testing.T, c *crewexp.Crew) {
			state(6, 999-24*30+20, 30)(t, c)
			if got := c.State.Level(); got.Slots != 8 || got.Morale != 10 || got.Quality != crewexp.Veteran {
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

var startCases = []fileCase{
	{rule: "P1", accept: true, name: "inexperienced_level_1_no_skills",
		src: crewFile("tank", "inexperienced", "", ""),
		check: both(state(1, 0, 0), func(t *testing.T, c *crewexp.Crew) {
			if got, want := c.State.Level(), (crewexp.LevelRow{MinSkills: 0, Level: 1, Quality: crewexp.Inexperienced, Morale: 8, Slots: 3}); got != want {
				t.Errorf("level row = %+v, want %+v", got, want)
			}
			if c.State.Start != crewexp.StartInexperienced || len(c.History) != 0 {
				t.Errorf("start %v with %d games, want inexperienced with 0", c.State.Start, len(c.History))
			}
		})},
	{rule: "P1", name: "inexperienced_with_a_skill", want: []string{"P1"},
		src: crewFile("tank", "inexperienced", "", "[crew.skills]\ngunner = [\"Deadeye\"]\n")},
	{rule: "P1", name: "unknown_start", want: []string{"P1"},
		src: crewFile("tank", "veteran", "", "")},
	{rule: "P2", accept: true, name: "regular_level_2_two_skills",
		src: crewFile("tank", "regular", "", regular),
		check: both(state(2, 0, 2), holds("Deadeye", "Lead Foot"), func(t *testing.T, c *crewexp.Crew) {
			if lv := c.State.Level(); lv.Quality != crewexp.Regular || lv.Morale != 9 || lv.Slots != 4 {
				t.Errorf("level row = %+v, want Regular, morale 9, 4 slots", lv)
			}
		})},
	{rule: "P2", name: "regular_with_three_skills", want: []string{"P2"},
		src: crewFile("tank", "regular", "", regular+"commander = [\"Lucky\"]\n")},
	{rule: "P2", name: "regular_with_one_skill", want: []string{"P2"},
		src: crewFile("tank", "regular", "", "[crew.skills]\ngunner = [\"Deadeye\"]\n")},
	{rule: "P3", accept: true, name: "legendary_level_3_with_basics",
		src: crewFile("tank", "legendary", "", legendary),
		check: both(state(3, 0, 6), func(t *testing.T, c *crewexp.Crew) {
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
