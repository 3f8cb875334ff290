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
	"github.com/crewcard/crewcard/model/saved"
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
			b, err := studio.RecordGame(c.file, c.o, saved.DefaultBase)
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
		_, err := studio.RecordGame(tiger, c.o, saved.DefaultBase)
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
	b, err := studio.RecordGame(f, crewcards.Outcome{KnockedOut: true, SoftSkin: true, Survivors: "driver"}, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Warnings) != 1 || !b.Warnings[0].Warning || !strings.HasPrefix(b.Warnings[0].Text, "transport-halftrack.toml:") ||
		!strings.HasSuffix(b.Warnings[0].Text, "write soft_skin = true under [vehicle] (V2)") {
		t.Errorf("a soft-skinned game warns %+v, want rule V2's warning", b.Warnings)
	}
	if b, err := studio.RecordGame(f, crewcards.Outcome{Survived: true}, saved.DefaultBase); err != nil || b.Warnings == nil || len(b.Warnings) != 0 {
		t.Errorf("a game without warnings: %v, warnings %+v, want none (an empty list)", err, b.Warnings)
	}
}

// TestRecordGameBase records a game for a club's viewer under a project
// path: the new card's link is below that site's base (scheme and host
// upper-cased, the path's case kept), ends in the same code as below the
// default base, and opens to the crew recorded, whose short code it gives.
func TestRecordGameBase(t *testing.T) {
	tiger := sample(t, "regular-tiger.toml")
	o := crewcards.Outcome{Destroyed: []int64{195}, Survived: true}
	dflt, err := studio.RecordGame(tiger, o, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ base, want string }{
		{"https://owner.github.io/crewcard/", "HTTPS://OWNER.GITHUB.IO/crewcard/"},
		{"http://127.0.0.1:8080/Crew_Cards", "HTTP://127.0.0.1:8080/Crew_Cards/"},
	} {
		b, err := studio.RecordGame(tiger, o, c.base)
		if err != nil {
			t.Fatal(err)
		}
		if b.Link != c.want+b.Code || b.Code != dflt.Code || b.File != dflt.File {
			t.Errorf("below %s: link %q, code %q; want %q and the code %q below the default base", c.base, b.Link, b.Code, c.want+dflt.Code, dflt.Code)
		}
		_, payload, err := saved.Parse(b.Link)
		if err != nil || b.Short != saved.ShortCode(payload) || b.Short != dflt.Short {
			t.Errorf("below %s: the link %q reads as %v; short code %q, want %q", c.base, b.Link, err, b.Short, dflt.Short)
		}
	}
	if _, err := studio.RecordGame(tiger, o, "https://club.example/a b/"); err == nil || !strings.Contains(err.Error(), `/a b/": ' ' at offset 22`) {
		t.Errorf("a base with a space: %v, want an error naming it", err)
	}
}

// TestPageBase: a page's links are below its folder, the site's root for
// the viewer's pages; a page whose address cannot start a link gives the
// default base.
func TestPageBase(t *testing.T) {
	for page, want := range map[string]string{
		"https://owner.github.io/crewcard/":                    "https://owner.github.io/crewcard/",
		"https://owner.github.io/crewcard/index.html#ABCDEFGH": "https://owner.github.io/crewcard/",
		"https://owner.github.io/crewcard/?x=1#C":              "https://owner.github.io/crewcard/",
		"HTTP://127.0.0.1:8080/Crew_Cards/":                    "http://127.0.0.1:8080/Crew_Cards/",
		"https://club.example/":                                "https://club.example/",
		"":                                                     saved.DefaultBase,
		"file:///home/me/site/index.html":                      saved.DefaultBase,
		"http://[::1]:8080/":                                   saved.DefaultBase,
		"https://me:secret@club.example/":                      saved.DefaultBase,
		"https://club.example/a%20b/":                          "https://club.example/a%20b/",
		"https://club.example/(x)/":                            saved.DefaultBase,
		"about:blank":                                          saved.DefaultBase,
	} {
		if got := studio.PageBase(page); got != want {
			t.Errorf("PageBase(%q) = %q, want %q", page, got, want)
		}
	}
}
