package crewexp_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

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
		check: both(state(1, 35, 1), holds("Deadeye"), func(t *testing.T, c *crewexp.Crew) {
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
