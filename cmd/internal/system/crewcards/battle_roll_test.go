package crewcards

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/model/crewexp"
)

var (
	skillNote    = regexp.MustCompile(`(?m)^skill roll (\d+): crew-member die (\d)\b.*\nskill roll (\d+): skill die (\d)\b`)
	survivalNote = regexp.MustCompile(`(?m)^survival: survival roll \[([\d ]+)\]`)
	memberNote   = regexp.MustCompile(`(?m)^survival: crew-member die (\d): (.*)$`)
)

// TestAppendGameRoll: with Roll and a Seed the skills and the survivors are
// rolled, every die is told, the record keeps the dice, and the same seed
// gives the same record.
func TestAppendGameRoll(t *testing.T) {
	src := sample(t, "inexperienced-sherman.toml")
	o := Outcome{Name: "Villers-Bocage", Destroyed: []int64{300, 310}, Roll: true, Rolls: 2, KnockedOut: true, Massive: true, Seed: 42}
	var dice, again strings.Builder
	a, errs, err := appendOutcome(t, "crew.toml", src, o, &dice)
	if err != nil || len(errs) > 0 {
		t.Fatalf("AppendGame: %v %q", err, errs)
	}
	b2, _, _ := appendOutcome(t, "crew.toml", src, o, &again)
	if dice.String() != again.String() || string(a.File) != string(b2.File) || a.After != b2.After {
		t.Errorf("the same seed rolled twice:\n%s%s\n---\n%s%s", dice.String(), a.Record, again.String(), b2.Record)
	}
	out := dice.String()
	if !strings.HasPrefix(out, "rolling with --seed 42\n") {
		t.Errorf("the roll told\n%s\nwant it to begin with the seed", out)
	}
	if want := `crew.toml: added battle[1] "Villers-Bocage": 2 kills, knocked out, survivors: `; !strings.HasPrefix(a.Last, want) {
		t.Errorf("the game is told %q, want it to begin %q", a.Last, want)
	}
	crew := crewtest.Check(t, "crew.toml", a.File)
	b := crew.File.Battles[len(crew.File.Battles)-1]

	// Every skill roll tells both dice, and records them.
	rolls := skillNote.FindAllStringSubmatch(out, -1)
	if len(rolls) != 2 || len(b.Skills) != 2 {
		t.Fatalf("%d skill rolls told and %d recorded, want 2:\n%s", len(rolls), len(b.Skills), out)
	}
	for i, m := range rolls {
		want := fmt.Sprintf("[%s %s]", m[2], m[4])
		if got := fmt.Sprint(b.Skills[i].Dice); m[1] != fmt.Sprint(i+1) || m[3] != m[1] || got != want {
			t.Errorf("skill roll %d told dice %s, recorded %s", i+1, want, got)
		}
	}
	// The survival roll tells its D3s and every crew-member die, re-rolls
	// included; the record keeps the D3s and the dice that found someone.
	sm := survivalNote.FindStringSubmatch(out)
	if sm == nil || "["+sm[1]+"]" != fmt.Sprint(b.SurvivalDice) {
		t.Errorf("survival dice told %v, recorded %v:\n%s", sm, b.SurvivalDice, out)
	}
	var kept []int64
	for _, m := range memberNote.FindAllStringSubmatch(out, -1) {
		if !strings.Contains(m[2], "re-roll") {
			kept = append(kept, int64(m[1][0]-'0'))
		}
	}
	if !slices.Equal(kept, b.MemberDice) || len(b.MemberDice) != len(b.Survivors) {
		t.Errorf("crew-member dice told %v, recorded %v for survivors %q", kept, b.MemberDice, b.Survivors)
	}
	if !b.KnockedOut || !b.MassiveDamage {
		t.Errorf("record %+v, want knocked out by Massive Damage", b)
	}

	// Another seed may roll differently, but its record is legal too.
	for seed := int64(1); seed <= 20; seed++ {
		o.Seed = seed
		var dice strings.Builder
		a, errs, err := appendOutcome(t, "crew.toml", src, o, &dice)
		if err != nil {
			t.Errorf("seed %d: %v %q", seed, err, errs)
			continue
		}
		crewtest.Check(t, "crew.toml", a.File)
	}
}

// TestAppendGameRollNeedsXP: asking for more skill rolls than the XP pays
// for is refused before anything is rolled into the file.
func TestAppendGameRollNeedsXP(t *testing.T) {
	src := sample(t, "inexperienced-sherman.toml")
	var dice strings.Builder
	a, _, err := appendOutcome(t, "crew.toml", src, Outcome{Destroyed: []int64{300}, Roll: true, Rolls: 2, Seed: 7}, &dice)
	if msg := Refused("crew.toml", err); err == nil || a.File != nil || !strings.Contains(msg, "skill roll 2 needs 30 XP, and the crew has 0 (X3); nothing written") {
		t.Errorf("AppendGame: %q, file %q; want an X3 error and no file", msg, a.File)
	}
}

// TestAppendGameRerollS6: with RerollS6, a Co-Driver, Gunner Support or
// Motivational Leader that the crew has no use for yet is re-rolled on the
// same table (S6), the note says so, and the record keeps the three dice;
// without it the same seed keeps the skill, with its two dice.
func TestAppendGameRerollS6(t *testing.T) {
	src := sample(t, "inexperienced-sherman.toml")
	last := func(a Appended) crewexp.Battle {
		crew := crewtest.Check(t, "crew.toml", a.File)
		return crew.File.Battles[len(crew.File.Battles)-1]
	}
	found := false
	for seed := int64(1); seed <= 300 && !found; seed++ {
		o := Outcome{Destroyed: []int64{300, 300}, Roll: true, Rolls: 2, Seed: seed, RerollS6: true}
		var dice strings.Builder
		a, errs, err := appendOutcome(t, "crew.toml", src, o, &dice)
		if err != nil {
			t.Fatalf("seed %d: %v %q", seed, err, errs)
		}
		out := dice.String()
		if !strings.Contains(out, "so the player re-rolls on the") {
			continue
		}
		found = true
		b := last(a)
		var three []int64
		for _, g := range b.Skills {
			if len(g.Dice) == 3 {
				three = g.Dice
			}
		}
		if three == nil {
			t.Fatalf("seed %d: a re-roll was told\n%s\nbut no record has three dice: %+v", seed, out, b.Skills)
		}
		// The note of the die re-rolled, then the re-roll's.
		if i := strings.Index(out, "so the player re-rolls on the"); !strings.Contains(out[:i], fmt.Sprintf("skill die %d: ", three[1])) ||
			!strings.Contains(out[i:], fmt.Sprintf("skill die %d: ", three[2])) {
			t.Errorf("seed %d: the re-roll told\n%s\nand recorded %+v", seed, out, b.Skills)
		}
		o.RerollS6 = false
		dice.Reset()
		a, _, err = appendOutcome(t, "crew.toml", src, o, &dice)
		if err != nil || !strings.Contains(dice.String(), "so the player could re-roll on the") {
			t.Errorf("seed %d without RerollS6: %v, told\n%s", seed, err, dice.String())
		}
		if err == nil {
			for _, g := range last(a).Skills {
				if len(g.Dice) != 2 {
					t.Errorf("seed %d without RerollS6: recorded %+v", seed, g)
				}
			}
		}
	}
	if !found {
		t.Fatal("no seed of 300 rolled a skill to re-roll")
	}
}
