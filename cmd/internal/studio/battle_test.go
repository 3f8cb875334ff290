package studio_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/studio"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/layout/needs"
)

// TestRecordGameAsCommand records games with RecordGame and with `crewcard
// battle` on the same file and flags: the new files are byte for byte the
// same, and so is what battle prints (the dice and the two lines); a usage
// error and an illegal record are battle's messages.
func TestRecordGameAsCommand(t *testing.T) {
	needs.Long(t, "games recorded by the studio and by crewcard")
	dir, bin := buildCrewcard(t)
	tiger := sample(t, "regular-tiger.toml")
	crlf := studio.File{Name: "crlf.toml", Text: "\ufeff" + strings.ReplaceAll(tiger.Text, "\n", "\r\n") + "# last line"}
	for _, c := range []struct {
		file studio.File
		o    crewcards.Outcome
		args []string
	}{
		{tiger, crewcards.Outcome{Survived: true}, []string{"--survived"}},
		{tiger, crewcards.Outcome{Destroyed: []int64{195, 110}, Skills: []string{"gunner:Skill Shot"}, Name: "Villers-Bocage", Date: "1944-06-13"},
			[]string{"--destroyed", "195", "--destroyed", "110", "--skill", "gunner:Skill Shot", "--name", "Villers-Bocage", "--date", "1944-06-13"}},
		{crlf, crewcards.Outcome{KnockedOut: true, Massive: true, Survivors: "commander,gunner", Note: `a "note"`},
			[]string{"--knocked-out", "--massive-damage", "--survivors", "commander,gunner", "--note", `a "note"`}},
		{tiger, crewcards.Outcome{Destroyed: []int64{300, 200}, KnockedOut: true, Roll: true, Rolls: 1, RerollS6: true, Seed: 42},
			[]string{"--destroyed", "300", "--destroyed", "200", "--knocked-out", "--roll", "--rolls", "1", "--reroll-s6", "--seed", "42"}},
		{tiger, crewcards.Outcome{Survived: true, NoUpgrades: true}, []string{"--survived", "--no-upgrades"}},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			if got := c.o.Args(); !reflect.DeepEqual(got, c.args) {
				t.Errorf("Args() = %q, want %q", got, c.args)
			}
			b, err := studio.RecordGame(c.file, c.o)
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, c.file.Name)
			if err := os.WriteFile(path, []byte(c.file.Text), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(bin, append([]string{"battle", c.file.Name}, c.args...)...)
			cmd.Dir = dir
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("crewcard battle: %v\n%s", err, out)
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if b.File != string(want) || !strings.HasSuffix(b.File, b.Record) || len(b.Record) == 0 {
				t.Errorf("RecordGame's file:\n%q\nbattle's:\n%q", b.File, want)
			}
			if b.Dice+b.Last != string(out) {
				t.Errorf("RecordGame says:\n%s%s\nbattle prints:\n%s", b.Dice, b.Last, out)
			}
			if !strings.HasPrefix(b.Command, "crewcard battle "+c.file.Name+" ") || b.Code == "" || !strings.HasSuffix(b.Link, "/"+b.Code) || b.Short == "" {
				t.Errorf("command %q, code %q, link %q, short code %q", b.Command, b.Code, b.Link, b.Short)
			}
		})
	}

	for _, c := range []struct {
		o    crewcards.Outcome
		args []string
	}{
		{crewcards.Outcome{}, nil},
		{crewcards.Outcome{Survived: true, KnockedOut: true}, []string{"--survived", "--knocked-out"}},
		{crewcards.Outcome{Skills: []string{"gunner:Lead Foot"}}, []string{"--skill", "gunner:Lead Foot"}},
	} {
		_, err := studio.RecordGame(tiger, c.o)
		var se *studio.Error
		if !errors.As(err, &se) {
			t.Fatalf("RecordGame(%q) = %v, want an *Error", c.args, err)
		}
		if err := os.WriteFile(filepath.Join(dir, tiger.Name), []byte(tiger.Text), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin, append([]string{"battle", tiger.Name}, c.args...)...)
		cmd.Dir = dir
		out, _ := cmd.CombinedOutput()
		if !strings.Contains(string(out), "crewcard battle: "+strings.SplitN(se.Usage, "\n", 2)[0]) {
			t.Errorf("RecordGame(%q) says %q; battle prints:\n%s", c.args, se.Usage, out)
		}
	}
}

// TestRecordGameWarnings records a soft-skinned game of a half-track whose
// file does not mark it so: the game is recorded, with rule V2's warning
// as battle prints it; a game without one has none.
func TestRecordGameWarnings(t *testing.T) {
	f := sample(t, "transport-halftrack.toml")
	b, err := studio.RecordGame(f, crewcards.Outcome{KnockedOut: true, SoftSkin: true, Survivors: "driver"})
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Warnings) != 1 || !b.Warnings[0].Warning || !strings.HasPrefix(b.Warnings[0].Text, "transport-halftrack.toml:") ||
		!strings.HasSuffix(b.Warnings[0].Text, "write soft_skin = true under [vehicle] (V2)") {
		t.Errorf("a soft-skinned game warns %+v, want rule V2's warning", b.Warnings)
	}
	if b, err := studio.RecordGame(f, crewcards.Outcome{Survived: true}); err != nil || b.Warnings == nil || len(b.Warnings) != 0 {
		t.Errorf("a game without warnings: %v, warnings %+v, want none (an empty list)", err, b.Warnings)
	}
}
