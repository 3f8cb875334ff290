package crewexp_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

// TestRollSkillRerollS6 checks the re-roll of Co-Driver, Gunner Support and
// Motivational Leader (S6): a crew with none of the skills they reuse may
// re-roll the skill die once on the same table instead; the re-roll stands,
// and is recorded as a third die.
func TestRollSkillRerollS6(t *testing.T) {
	tank := func(skills ...string) crewexp.State {
		return crewexp.State{Kind: crewexp.Tank, Members: fiveMen(), Crewmen: 5, XP: 30, Skills: held(skills...)}
	}
	for _, tc := range []struct {
		name   string
		s      crewexp.State
		reroll bool
		dice   []int
		skill  string
		choice bool
		note   string // a part of the notes
	}{
		{"co_driver_re_rolled", tank(), true, []int{2, 5, 3}, "Relaying", false,
			`skill die 5: "Co-Driver", and the crew has no driver skill yet, so the player re-rolls on the radio operator table instead (S6)`},
		{"co_driver_kept_without_the_flag", tank(), false, []int{2, 5}, "Co-Driver", false,
			`skill die 5: "Co-Driver"; the crew has no driver skill yet, so the player could re-roll on the radio operator table instead (S6)`},
		{"co_driver_kept_by_a_crew_with_a_driver_skill", tank("Lead Foot"), true, []int{2, 5}, "Co-Driver", false, `skill die 5: "Co-Driver"`},
		{"a_re_roll_stands", tank(), true, []int{2, 5, 5}, "Co-Driver", false, `re-rolled skill die 5: "Co-Driver"; a re-roll stands`},
		{"re_roll_onto_a_held_skill_lets_the_player_choose", tank("Marking the Target"), true, []int{2, 5, 1}, "Signal Enhancement", true,
			`"Marking the Target" is already held, so the player chooses; taking "Signal Enhancement" (S3)`},
		{"choice_passes_over_co_driver", tank("Marking the Target", "Signal Enhancement", "Relaying", "Independent MMG Shooter"), true, []int{2, 1},
			"Call of Revenge", true, `taking "Call of Revenge" (S3)`},
		{"choice_without_the_flag_takes_co_driver", tank("Marking the Target", "Signal Enhancement", "Relaying", "Independent MMG Shooter"), false, []int{2, 1},
			"Co-Driver", true, `taking "Co-Driver" (S3)`},
		{"motivational_leader_re_rolled_by_a_crew_with_commander_skills_only", tank("Lucky"), true, []int{5, 4, 2}, "Strict Discipline", false,
			`"Motivational Leader", and the crew has no gunner, loader, radio operator or driver skill yet, so the player re-rolls on the commander table instead (S6)`},
		{"gunner_support_kept_by_a_crew_with_a_gunner_skill", tank("Deadeye"), true, []int{4, 5}, "Gunner Support", false, `skill die 5: "Gunner Support"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &scripted{t: t, dice: tc.dice}
			res, err := tc.s.RollSkill(r.roll, tc.reroll)
			if err != nil {
				t.Fatal(err)
			}
			r.done()
			if res.Skill.Name != tc.skill || res.Choice != tc.choice || !reflect.DeepEqual(res.Dice, tc.dice) {
				t.Errorf("RollSkill(%v, reroll %v) = %q choice=%v dice %v, want %q choice=%v dice %v",
					tc.dice, tc.reroll, res.Skill.Name, res.Choice, res.Dice, tc.skill, tc.choice, tc.dice)
			}
			if notes := strings.Join(res.Notes, "\n"); !strings.Contains(notes, tc.note) {
				t.Errorf("notes = %q, want %q", res.Notes, tc.note)
			}
		})
	}
}

// TestPlayRecordsTheReroll plays a game with --reroll-s6 and without: the
// record holds the dice as rolled, and the crew file that holds it checks,
// with the S6 warning only when the Co-Driver is kept.
func TestPlayRecordsTheReroll(t *testing.T) {
	head := crewFile("tank", "inexperienced", "", "")
	crew, errs := crewexp.Check("c.toml", []byte(head))
	if errs.Err() != nil {
		t.Fatal(errs)
	}
	for _, tc := range []struct {
		reroll bool
		dice   []int
		want   string
		warns  []string
	}{
		{true, []int{2, 5, 3}, `{ role = "radio", skill = "Relaying", dice = [2, 5, 3] }`, nil},
		{false, []int{2, 5}, `{ role = "radio", skill = "Co-Driver", dice = [2, 5] }`, []string{"S6"}},
	} {
		r := &scripted{t: t, dice: tc.dice}
		b, err := crew.State.Play(crewexp.Battle{Destroyed: []int64{300}}, crewexp.Plan{Rolls: 1, RerollS6: tc.reroll}, r.roll, func(string) {})
		if err != nil {
			t.Fatal(err)
		}
		out, err := crewexp.AppendRecord("c.toml", []byte(head), b)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(out), tc.want) {
			t.Errorf("reroll %v: record\n%s\nwant %s", tc.reroll, out[len(head):], tc.want)
		}
		_, errs := crewexp.Check("c.toml", out)
		if errs.Err() != nil || !reflect.DeepEqual(rulesOf(errs.Warnings()), tc.warns) {
			t.Errorf("reroll %v: the record checks with\n%swant warnings %v", tc.reroll, listText(errs), tc.warns)
		}
	}
}
