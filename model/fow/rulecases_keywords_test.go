package fow_test

import (
	"slices"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

// listed checks the keywords of the unit, its first team and the team's
// first weapon, as a file would list them.
func listed(unit, team, weapon []string) func(*testing.T, *fow.Unit) {
	return func(t *testing.T, u *fow.Unit) {
		t.Helper()
		names := func(ks []fow.KeywordUse) []string {
			var out []string
			for _, k := range ks {
				out = append(out, k.String())
			}
			return out
		}
		for _, c := range []struct {
			what      string
			got, want []string
		}{{"unit", names(u.Keywords), unit}, {"team", names(u.Teams[0].Keywords), team}, {"weapon", names(u.Teams[0].Weapons[0].Keywords), weapon}} {
			if !slices.Equal(c.got, c.want) {
				t.Errorf("%s keywords = %q, want %q", c.what, c.got, c.want)
			}
		}
	}
}

var keywordCases = []fileCase{
	{rule: "F7", accept: true, name: "names_in_any_case_with_numbers",
		src: unitKeywords(`["stormtroopers"]`) + "keywords = [\"SMOKE\"]\n" +
			replaceIn(infantryTeam, `cross = "AUTO"`, `cross = "AUTO"`+"\nkeywords = [\"Tank Assault 3\"]"),
		check: func(t *testing.T, u *fow.Unit) {
			listed([]string{"Stormtroopers"}, nil, []string{"Smoke"})(t, u)
			if k := u.Teams[1].Keywords; len(k) != 1 || k[0].String() != "Tank Assault 3" || k[0].Param != 3 {
				t.Errorf("infantry keywords = %v", k)
			}
		}},
	{rule: "F7", accept: true, name: "aliases", src: edit(`nation = "Germany"`, `nation = "USA"`) + `keywords = ["Stabilizers", "self-defence AA"]` + "\n",
		check: listed(nil, nil, []string{"Stabilisers", "Self-defence Anti-aircraft"})},
	{rule: "F7", accept: true, name: "same_name_by_nation", src: edit(`nation = "Germany"`, `nation = "Hungarian"`) + "",
		check: func(t *testing.T, u *fow.Unit) {
			hu, _ := fow.KeywordByName("Local Knowledge", fow.Hungary)
			be, _ := fow.KeywordByName("Local Knowledge", fow.Belgium)
			if hu.ID == be.ID || hu.Section != "Hungary" || be.Section != "Belgium" {
				t.Errorf("Local Knowledge: Hungary %d %s, Belgium %d %s", hu.ID, hu.Section, be.ID, be.Section)
			}
		}},
	{rule: "F7", accept: true, name: "another_nation's_rule_warns", src: edit(`nation = "Germany"`, `nation = "United States"`, `is_hit_on = "4+"`, `is_hit_on = "4+"`+"\nkeywords = [\"Stormtroopers\"]"),
		warns: []string{"F7"}, msg: `warning: unit.keywords[1]: "Stormtroopers" is a special rule of Germany and Italy; this unit's nation is "United States" (F7)`},
	{rule: "F7", accept: true, name: "unknown_nation_never_warns", src: edit(`nation = "Germany"`, `nation = "Afrikakorps"`, `is_hit_on = "4+"`, `is_hit_on = "4+"`+"\nkeywords = [\"British Bulldog\"]")},
	{rule: "F7", name: "unknown_suggested", src: teamLine(`keywords = ["Protected amo"]`), want: []string{"F7"},
		msg: `team[1].keywords[1]: unknown keyword "Protected amo"; did you mean "Protected ammo"? (F7)`},
	{rule: "F7", name: "weapon_keyword_on_team", src: teamLine(`keywords = ["Smoke"]`), want: []string{"F7"},
		msg: `"Smoke" is a weapon keyword; list it under a [[team.weapon]]'s keywords`},
	{rule: "F7", name: "unit_rule_on_weapon", src: weaponLine(`keywords = ["Stormtroopers"]`), want: []string{"F7"},
		msg: `"Stormtroopers" is a unit keyword; list it under the [unit]'s keywords`},
	{rule: "F7", name: "twice", src: teamLine(`keywords = ["Protected ammo", "protected-ammo"]`), want: []string{"F7"},
		msg: `team[1].keywords[2]: "Protected ammo" is listed twice`},
	{rule: "F7", name: "number_missing_or_extra", src: teamLine(`keywords = ["Tank Assault", "Wide tracks 2", "Tank Assault 40"]`),
		want: []string{"F7", "F7", "F7"}, msg: `"Tank Assault" takes a number: write "Tank Assault 4"`},
	{rule: "F7", accept: true, name: "salvo_and_scouts", src: teamLine(`keywords = ["Scouts"]`) + `keywords = ["Salvo"]` + "\n",
		check: listed(nil, []string{"Scouts"}, []string{"Salvo"})},
	{rule: "F7", name: "infantry_equipment_on_a_tank", src: teamLine(`keywords = ["Tank Assault 4"]`), want: []string{"F7"},
		msg: `team[1].keywords[1]: "Tank Assault" is for infantry teams (draft "Infantry equipment"), not a tank team (F7)`},
	{rule: "F7", name: "vehicle_equipment_on_infantry", src: baseUnit + replaceIn(infantryTeam, `cross = "AUTO"`, `cross = "AUTO"`+"\nkeywords = [\"Wide tracks\"]"),
		want: []string{"F7"}, msg: `"Wide tracks" is for tank and transport teams (draft "Mobility"), not an infantry team`},
	{rule: "F7", name: "mount_is_no_keyword", src: teamLine(`keywords = ["Hull MG"]`), want: []string{"F7"},
		msg: `"Hull MG" is a mount, not a keyword: give it as a weapon's mount`},
}
