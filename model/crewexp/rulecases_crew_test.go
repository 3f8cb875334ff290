package crewexp_test

import (
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

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
		check: func(t *testing.T, c *crewexp.Crew) {
			if got := c.State.Roles(); got != crewexp.AllRoles {
				t.Errorf("roles = %v, want %v", got, crewexp.AllRoles)
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
		check: func(t *testing.T, c *crewexp.Crew) {
			state(2, 0, 2)(t, c)
			if n := len(c.State.Members); n != 2 {
				t.Errorf("%d members, want 2", n)
			}
			if got, want := c.State.Roles(), crewexp.RoleSet(0).With(crewexp.Commander).With(crewexp.Gunner).With(crewexp.Driver); got != want {
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
		check: both(state(1, 0, 0), func(t *testing.T, c *crewexp.Crew) {
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
		check: func(t *testing.T, c *crewexp.Crew) {
			state(2, 0, 2)(t, c)
			if got := c.State.Kind.MaxSkills(); got != 18 {
				t.Errorf("MaxSkills = %d, want 18", got)
			}
			if crewexp.LevelFor(c.State.Kind.MaxSkills()).Level != 4 {
				t.Errorf("an AT-gun transport tops out at level %d, want 4", crewexp.LevelFor(18).Level)
			}
		}},
	{rule: "C3", accept: true, name: "transport_driver_only",
		src: crewFile("transport", "regular", "", `
[crew.skills]
driver = ["Lead Foot", "Bulldozer"]
`),
		check: func(t *testing.T, c *crewexp.Crew) {
			state(2, 0, 2)(t, c)
			if got, want := c.State.Roles(), crewexp.RoleSet(0).With(crewexp.Driver); got != want {
				t.Errorf("roles = %v, want %v", got, want)
			}
			if got := crewexp.LevelFor(c.State.Kind.MaxSkills()).Level; got != 3 {
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
		check: both(state(2, 0, 2), func(t *testing.T, c *crewexp.Crew) {
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
