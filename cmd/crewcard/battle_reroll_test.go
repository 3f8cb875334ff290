package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

// TestBattleRerollS6: with --roll --reroll-s6, a Co-Driver, Gunner Support
// or Motivational Leader that the crew has no use for yet is re-rolled on
// the same table (S6), the note says so, and the record keeps the three
// dice; without the flag the same seed keeps the skill, with its two dice.
func TestBattleRerollS6(t *testing.T) {
	src, err := os.ReadFile("../../samples/inexperienced-sherman.toml")
	if err != nil {
		t.Fatal(err)
	}
	write := func() string {
		path := filepath.Join(t.TempDir(), "crew.toml")
		if err := os.WriteFile(path, src, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	last := func(path string) crewexp.Battle {
		data, _ := os.ReadFile(path)
		crew, errs := crewexp.Check("crew.toml", data)
		if errs.Err() != nil {
			t.Fatalf("the crew file does not check:\n%v", errs)
		}
		return crew.File.Battles[len(crew.File.Battles)-1]
	}
	found := false
	for seed := 1; seed <= 300 && !found; seed++ {
		args := []string{"battle", "", "--destroyed", "300", "--destroyed", "300", "--roll", "--rolls", "2", "--seed", fmt.Sprint(seed)}
		args[1] = write()
		code, out, errs := runCLI(t, "", append(args, "--reroll-s6")...)
		if code != 0 {
			t.Fatalf("seed %d: exit %d\n%s", seed, code, errs)
		}
		if !strings.Contains(out, "so the player re-rolls on the") {
			continue
		}
		found = true
		b := last(args[1])
		var three []int64
		for _, g := range b.Skills {
			if len(g.Dice) == 3 {
				three = g.Dice
			}
		}
		if three == nil {
			t.Fatalf("seed %d: a re-roll printed\n%s\nbut no record has three dice: %+v", seed, out, b.Skills)
		}
		// The note of the die re-rolled, then the re-roll's.
		if i := strings.Index(out, "so the player re-rolls on the"); !strings.Contains(out[:i], fmt.Sprintf("skill die %d: ", three[1])) ||
			!strings.Contains(out[i:], fmt.Sprintf("skill die %d: ", three[2])) {
			t.Errorf("seed %d: the re-roll printed\n%s\nand recorded %+v", seed, out, b.Skills)
		}
		args[1] = write()
		if code, out, errs := runCLI(t, "", args...); code != 0 || !strings.Contains(out, "so the player could re-roll on the") {
			t.Errorf("seed %d without --reroll-s6: exit %d, out\n%s%s", seed, code, out, errs)
		}
		for _, g := range last(args[1]).Skills {
			if len(g.Dice) != 2 {
				t.Errorf("seed %d without --reroll-s6: recorded %+v", seed, g)
			}
		}
	}
	if !found {
		t.Fatal("no seed of 300 rolled a skill to re-roll")
	}
	code, _, errs := runCLI(t, "", "battle", write(), "--reroll-s6")
	if code != 2 || !strings.Contains(errs, "--reroll-s6 needs --roll") {
		t.Errorf("--reroll-s6 without --roll: exit %d, %q", code, errs)
	}
}
