package main

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

var (
	btSkillNote    = regexp.MustCompile(`(?m)^skill roll (\d+): crew-member die (\d)\b.*\nskill roll (\d+): skill die (\d)\b`)
	btSurvivalNote = regexp.MustCompile(`(?m)^survival: survival roll \[([\d ]+)\]`)
	btMemberNote   = regexp.MustCompile(`(?m)^survival: crew-member die (\d): (.*)$`)
)

// TestBattleRoll: with --roll and --seed the tool rolls the skills and the
// survivors, prints every die, records the dice, and the same seed gives
// the same record.
func TestBattleRoll(t *testing.T) {
	src := btSample(t, "inexperienced-sherman.toml")
	args := func(path string, extra ...string) []string {
		return append([]string{"battle", path, "--name", "Villers-Bocage", "--destroyed", "300", "--destroyed", "310",
			"--roll", "--rolls", "2", "--knocked-out", "--massive-damage", "--seed", "42"}, extra...)
	}
	path := btWrite(t, "crew.toml", src)
	code, dry1, errs := runCLI(t, "", args(path, "--dry-run")...)
	if code != 0 {
		t.Fatalf("dry run: exit %d, stderr:\n%s", code, errs)
	}
	_, dry2, _ := runCLI(t, "", args(path, "--dry-run")...)
	if dry1 != dry2 {
		t.Errorf("the same seed gave two dry runs:\n%s\n---\n%s", dry1, dry2)
	}
	code, out, errs := runCLI(t, "", args(path)...)
	if code != 0 || errs != "" {
		t.Fatalf("battle --roll: exit %d, stderr:\n%s", code, errs)
	}
	dice, told, _ := strings.Cut(out, path+": added battle[1]")
	if !strings.HasPrefix(dice, "rolling with --seed 42\n") || !strings.HasPrefix(dry1, dice) {
		t.Errorf("the roll printed\n%s\nwhich does not begin the dry run's output\n%s", dice, dry1)
	}
	if want := ` "Villers-Bocage": 2 kills, knocked out, survivors: `; !strings.HasPrefix(told, want) {
		t.Errorf("battle --roll then told %q, want it to begin %q", told, want)
	}
	got, _ := os.ReadFile(path)
	if !bytes.HasPrefix(got, src) {
		t.Fatal("the original bytes are no longer a prefix")
	}
	if rec := string(got[len(src):]); !strings.Contains(dry1, strings.TrimSpace(rec)) {
		t.Errorf("the written record\n%s\nis not the one the dry run showed:\n%s", rec, dry1)
	}
	crew := btCheck(t, path)
	b := crew.File.Battles[len(crew.File.Battles)-1]

	// Every skill roll prints both dice, and records them.
	rolls := btSkillNote.FindAllStringSubmatch(out, -1)
	if len(rolls) != 2 || len(b.Skills) != 2 {
		t.Fatalf("%d skill rolls printed and %d recorded, want 2:\n%s", len(rolls), len(b.Skills), out)
	}
	for i, m := range rolls {
		want := fmt.Sprintf("[%s %s]", m[2], m[4])
		if got := fmt.Sprint(b.Skills[i].Dice); m[1] != fmt.Sprint(i+1) || m[3] != m[1] || got != want {
			t.Errorf("skill roll %d printed dice %s, recorded %s", i+1, want, got)
		}
	}
	// The survival roll prints its D3s and every crew-member die, re-rolls
	// included; the record keeps the D3s and the dice that found someone.
	sm := btSurvivalNote.FindStringSubmatch(out)
	if sm == nil || "["+sm[1]+"]" != fmt.Sprint(b.SurvivalDice) {
		t.Errorf("survival dice printed %v, recorded %v:\n%s", sm, b.SurvivalDice, out)
	}
	var kept []int64
	for _, m := range btMemberNote.FindAllStringSubmatch(out, -1) {
		if !strings.Contains(m[2], "re-roll") {
			kept = append(kept, int64(m[1][0]-'0'))
		}
	}
	if !slices.Equal(kept, b.MemberDice) || len(b.MemberDice) != len(b.Survivors) {
		t.Errorf("crew-member dice printed %v, recorded %v for survivors %q", kept, b.MemberDice, b.Survivors)
	}
	if !b.KnockedOut || !b.MassiveDamage {
		t.Errorf("record %+v, want knocked out by Massive Damage", b)
	}

	// Another seed may roll differently, but its record is legal too.
	for seed := 1; seed <= 20; seed++ {
		p := btWrite(t, "crew.toml", src)
		a := args(p)
		a[len(a)-1] = fmt.Sprint(seed)
		if code, _, errs := runCLI(t, "", a...); code != 0 {
			t.Errorf("seed %d: exit %d, stderr:\n%s", seed, code, errs)
		}
		btCheck(t, p)
	}
}

// TestBattleRollNeedsXP: asking for more skill rolls than the XP pays for
// is refused before anything is rolled into the file.
func TestBattleRollNeedsXP(t *testing.T) {
	src := btSample(t, "inexperienced-sherman.toml")
	path := btWrite(t, "crew.toml", src)
	code, _, errs := runCLI(t, "", "battle", path, "--destroyed", "300", "--roll", "--rolls", "2", "--seed", "7")
	if code != 1 || !strings.Contains(errs, "skill roll 2 needs 30 XP, and the crew has 0 (X3); nothing written") {
		t.Errorf("exit %d, stderr %q; want 1 and an X3 error", code, errs)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, src) {
		t.Errorf("the file changed")
	}
}
