package fow_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

// ratings checks the three ratings of an accepted unit.
func ratings(m, s, h string) func(*testing.T, *fow.Unit) {
	return func(t *testing.T, u *fow.Unit) {
		t.Helper()
		if got := [3]string{u.Motivation.String(), u.Skill.String(), u.IsHitOn.String()}; got != [3]string{m, s, h} {
			t.Errorf("ratings = %q, want %q", got, [3]string{m, s, h})
		}
	}
}

var ratingCases = []fileCase{
	{rule: "F1", accept: true, name: "name_number_or_both", src: baseUnit,
		check: ratings("Confident 4+", "Trained 4+", "Careful 4+")},
	{rule: "F1", accept: true, name: "any_case", src: edit(`"Confident 4+"`, `"FEARLESS 3+"`, `"Trained"`, `"conscript"`, `"4+"`, `"reckless"`),
		check: ratings("Fearless 3+", "Conscript 5+", "Reckless 2+")},
	{rule: "F1", accept: true, name: "the_draft's_agressive", src: edit(`is_hit_on = "4+"`, `is_hit_on = "Agressive 3+"`),
		check: ratings("Confident 4+", "Trained 4+", "Aggressive 3+")},
	{rule: "F1", accept: true, name: "aggressive_by_number", src: edit(`is_hit_on = "4+"`, `is_hit_on = "3+"`),
		check: ratings("Confident 4+", "Trained 4+", "Aggressive 3+")},
	{rule: "F1", name: "name_and_number_disagree", src: edit(`"Confident 4+"`, `"Confident 3+"`), want: []string{"F1"},
		msg: "unit.motivation: Confident is 4+, not 3+; Fearless is 3+ (F1)"},
	{rule: "F1", name: "unknown_name_suggested", src: edit(`"Trained"`, `"Trianed"`), want: []string{"F1"},
		msg: `unknown Skill rating "Trianed"; use Veteran 3+, Trained 4+ or Conscript 5+; did you mean "Trained"?`},
	{rule: "F1", name: "number_of_no_rating", src: edit(`"Confident 4+"`, `"6"`), want: []string{"F1"},
		msg: `"6" is no Motivation rating; use Fearless 3+, Confident 4+ or Reluctant 5+`},
	{rule: "F1", accept: true, name: "aircraft_hit_on_5+", src: aircraftUnit(`is_hit_on = "5+"`),
		check: ratings("Confident 4+", "Trained 4+", "5+")},
	{rule: "F1", name: "only_aircraft_hit_on_5+", src: edit(`is_hit_on = "4+"`, `is_hit_on = "5+"`), want: []string{"F1"},
		msg: `"5+" is no Is Hit On rating; use Careful 4+, Aggressive 3+ or Reckless 2+; only a unit of aircraft is hit on 5+`},
	{rule: "F1", name: "aircraft_beside_a_tank_not_5+", src: replaceIn(baseUnit, `is_hit_on = "4+"`, `is_hit_on = "5+"`) + aircraftTeam, want: []string{"F1"}},
	{rule: "F1", name: "aircraft_told_of_5+", src: aircraftUnit(`is_hit_on = "6"`), want: []string{"F1"},
		msg: `"6" is no Is Hit On rating; use Careful 4+, Aggressive 3+ or Reckless 2+; or 5+, as aircraft are`},
	{rule: "F1", name: "missing_and_wrong_hit_on", src: edit(`skill = "Trained"`, ``, `is_hit_on = "4+"`, `is_hit_on = "Careful 3+"`),
		want: []string{"F1", "F1"}},

	{rule: "F2", accept: true, name: "task_ratings", src: withTests(`remount = "3+"` + "\n" + `counterattack = "6"` + "\n" + `assault = "6+"`),
		check: func(t *testing.T, u *fow.Unit) {
			got := [fow.NumTests]int{}
			for i := range got {
				got[i] = u.Test(fow.Test(i))
			}
			if want := [fow.NumTests]int{3, 4, 6, 4, 4, 6}; got != want {
				t.Errorf("tests = %v, want %v", got, want)
			}
		}},
	{rule: "F2", name: "out_of_range", src: withTests(`rally = "7+"` + "\n" + `last_stand = "1+"`), want: []string{"F2", "F2"},
		msg: `unit.tests.rally: "7+" is not a task rating: write N+ with N from 2 to 6`},
	{rule: "F2", name: "no_plus", src: withTests(`tactics = "3"`), want: []string{"F2"}},
	{rule: "F2", name: "unknown_task_suggested", src: withTests(`remont = "3+"`), want: []string{""},
		msg: `unit.tests.remont: unknown key; did you mean "remount"?`},
}

// aircraftUnit is baseUnit's [unit] with hitOn for its Is Hit On line and
// aircraftTeam for its only kind of team.
func aircraftUnit(hitOn string) string {
	head, _, _ := strings.Cut(baseUnit, "[[team]]")
	return replaceIn(head, `is_hit_on = "4+"`, hitOn) + replaceIn(aircraftTeam, "count = 2", "count = 2\nleader = 1")
}
