package fow_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

func TestRolls(t *testing.T) {
	armoured := &fow.Armour{Front: 1}
	mortar := fow.Weapon{Bombard: &fow.Bombardment{}}
	tests := []struct {
		name  string
		teams []fow.Team
		tests map[fow.Test]int
		want  []string
	}{
		{"armoured tanks", []fow.Team{{Type: fow.Tank, Armour: armoured}}, nil, []string{
			"Remount Motivation 4+ p. 61", "Last Stand Motivation 4+ p. 81", "Counterattack Motivation 4+ p. 78",
			"Follow Me! Motivation 4+ p. 46", "Blitz, Shoot & Scoot Skill 3+ p. 46", "Minefields Skill 3+ p. 112",
			"Assault hits Skill 3+ p. 77"}},
		{"infantry with mortars and task ratings", []fow.Team{{Type: fow.Infantry, Save: 3}, {Type: fow.Infantry, Weapons: []fow.Weapon{mortar}}},
			map[fow.Test]int{fow.Rally: 3, fow.Tactics: 5, fow.Assault: 4}, []string{
				"Rally Rally 3+ p. 64", "Last Stand Motivation 4+ p. 81", "Counterattack Motivation 4+ p. 78",
				"Follow Me! Motivation 4+ p. 46", "Blitz, Shoot & Scoot, Dig In Tactics 5+ p. 46",
				"Minefields Tactics 5+ p. 112", "Range In, 3 tries Skill 3+ p. 68", "Assault hits Assault 4+ p. 77"}},
		{"unarmoured tanks", []fow.Team{{Type: fow.Tank, Save: 5}}, nil, []string{
			"Rally Motivation 4+ p. 64", "Last Stand Motivation 4+ p. 81", "Counterattack Motivation 4+ p. 78",
			"Follow Me! Motivation 4+ p. 46", "Blitz, Shoot & Scoot Skill 3+ p. 46", "Minefields Skill 3+ p. 112",
			"Assault hits Skill 3+ p. 77"}},
		{"aircraft", []fow.Team{{Type: fow.Aircraft}}, nil, []string{"Roll for Aircraft Roll for Aircraft 4+ p. 39"}},
		{"bombing aircraft", []fow.Team{{Type: fow.Aircraft, Weapons: []fow.Weapon{mortar}}}, nil, []string{
			"Range In, 3 tries Skill 3+ p. 68", "Roll for Aircraft Roll for Aircraft 4+ p. 39"}},
	}
	for _, tt := range tests {
		u := &fow.Unit{Teams: tt.teams, Motivation: fow.Rating{Name: "Confident", Value: 4}, Skill: fow.Rating{Name: "Veteran", Value: 3}}
		for k, v := range tt.tests {
			u.Tests[k] = v
		}
		var got []string
		for _, r := range u.Rolls() {
			got = append(got, fmt.Sprintf("%s %s %s p. %s", r.Name, r.By, fow.Plus(r.Value), r.Page))
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: Rolls =\n%q\nwant\n%q", tt.name, got, tt.want)
		}
	}
}
