package crewcards

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/samples"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
)

// sample returns the bytes of a file among the repository's samples.
func sample(t *testing.T, name string) []byte {
	t.Helper()
	data, err := fs.ReadFile(samples.FS, name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// appendOutcome records the game o describes on src, the file name, as
// battle does: the outcome's Game, then AppendGame; dice gets every die.
func appendOutcome(t *testing.T, name string, src []byte, o Outcome, dice io.Writer) (Appended, []string, error) {
	t.Helper()
	if msg := o.UsageError(); msg != "" {
		t.Fatalf("outcome %+v: %s", o, msg)
	}
	g, err := o.Game()
	if err != nil {
		return Appended{}, nil, err
	}
	a, errs, err := AppendGame(name, src, g, dice)
	var lines []string
	for _, e := range errs.Errors() {
		lines = append(lines, e.Error())
	}
	return a, lines, err
}

func crlf(b []byte) []byte { return bytes.ReplaceAll(b, []byte("\n"), []byte("\r\n")) }

// TestAppendGameByteExact appends a game to files of every shape: the old
// bytes stay a prefix, the record uses the file's line endings and comes
// after a newline, and it reads back as one more record.
func TestAppendGameByteExact(t *testing.T) {
	base := sample(t, "inexperienced-sherman.toml")
	noEOL := bytes.TrimRight(base, "\n")
	join := func(parts ...[]byte) []byte { return bytes.Join(parts, nil) }
	tests := []struct {
		name string
		src  []byte
		crlf bool
	}{
		{"sample", base, false},
		{"no_newline_at_end", noEOL, false},
		{"comment_at_end", join(noEOL, []byte("\n# next game: Villers-Bocage")), false},
		{"comment_after_a_value_at_end", join(noEOL, []byte(" # no newline")), false},
		{"blank_lines_and_comments", join(base, []byte("\n\n# a note\n\n\n")), false},
		{"crlf", crlf(base), true},
		{"crlf_comment_at_end", join(crlf(noEOL), []byte("\r\n# next")), true},
		{"bom", join([]byte("\uFEFF"), base), false},
		{"bom_crlf_no_newline", join([]byte("\uFEFF"), crlf(noEOL)), true},
		{"with_a_record_and_a_comment", join(sample(t, "veteran-campaign-sherman.toml"), []byte("# end")), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n := len(crewtest.Check(t, "crew.toml", tc.src).History)
			var dice strings.Builder
			a, errs, err := appendOutcome(t, "crew.toml", tc.src, Outcome{Name: "Villers-Bocage", Date: "1944-06-13",
				Destroyed: []int64{300}, Note: "# not a comment"}, &dice)
			told := fmt.Sprintf("crew.toml: added battle[%d] \"Villers-Bocage 1944-06-13\": 1 kill, survived; +50 XP\n", n+1)
			if err != nil || !strings.HasPrefix(a.Last, told) || strings.Count(a.Last, "\n") != 2 || len(errs) > 0 || dice.Len() > 0 {
				t.Fatalf("AppendGame: %v, told %q, problems %q, dice %q; want the record told, then the crew", err, a.Last, errs, dice.String())
			}
			if !bytes.HasPrefix(a.File, tc.src) || !bytes.Equal(a.Record, a.File[len(tc.src):]) {
				t.Fatalf("the old file is not a byte prefix of the new one:\n%q", a.File)
			}
			added := string(a.Record)
			eol := "\n"
			if tc.crlf {
				eol = "\r\n"
			}
			if !strings.HasPrefix(added, eol+"[[battle]]"+eol) {
				t.Errorf("the record does not start with a newline and its header:\n%q", added)
			}
			if c := strings.Count(added, "\n"); tc.crlf && c != strings.Count(added, "\r\n") || !tc.crlf && strings.Contains(added, "\r") {
				t.Errorf("the record's line endings do not match the file's:\n%q", added)
			}
			crew := crewtest.Check(t, "crew.toml", a.File)
			if len(crew.History) != n+1 {
				t.Fatalf("%d records after the battle, want %d", len(crew.History), n+1)
			}
			b := crew.File.Battles[n]
			if b.Name != "Villers-Bocage" || b.Date != "1944-06-13" || b.Note != "# not a comment" || !slices.Equal(b.Destroyed, []int64{300}) {
				t.Errorf("the record reads back as %+v", b)
			}
		})
	}
}

// TestOutcomeUsageError: a combination of battle's flags that describes
// no game is told, as battle prints it; so is a skill without its role.
func TestOutcomeUsageError(t *testing.T) {
	tests := []struct {
		name string
		o    Outcome
		want string
	}{
		{"survivors_without_knock_out", Outcome{Survivors: "driver"}, "need --knocked-out"},
		{"massive_damage_without_knock_out", Outcome{Massive: true}, "need --knocked-out"},
		{"rolls_without_roll", Outcome{Rolls: 1}, "--rolls needs --roll"},
		{"reroll_s6_without_roll", Outcome{RerollS6: true}, "--reroll-s6 needs --roll"},
		{"no_outcome", Outcome{Name: "Caen", Upgrades: []string{"Toolbox"}}, "say how the game went: --survived (not knocked out, +20 XP), --knocked-out"},
		{"survived_and_knocked_out", Outcome{Survived: true, KnockedOut: true}, "--knocked-out and --survived contradict"},
		{"bad_date", Outcome{Survived: true, Date: "13/06/1944"}, `--date "13/06/1944" is not a date`},
		{"no_upgrades_and_upgrade", Outcome{NoUpgrades: true, Upgrades: []string{"Toolbox"}}, "contradict"},
		{"fine", Outcome{Survived: true, Date: "1944-06-13"}, ""},
	}
	for _, tc := range tests {
		if got := tc.o.UsageError(); !strings.Contains(got, tc.want) || tc.want == "" && got != "" {
			t.Errorf("%s: UsageError() = %q, want %q", tc.name, got, tc.want)
		}
	}
	_, err := (&Outcome{Skills: []string{"Deadeye"}}).Game()
	if msg := Refused("crew.toml", err); err == nil || !strings.Contains(msg, "write ROLE:SKILL") || !strings.HasSuffix(msg, "; nothing written") {
		t.Errorf("--skill Deadeye: %q, want write ROLE:SKILL; nothing written", msg)
	}
}

// TestAppendGameAfter: the record and the crew after it, as a dry run
// shows them; an illegal record is refused the same way.
func TestAppendGameAfter(t *testing.T) {
	src := sample(t, "inexperienced-sherman.toml")
	o := Outcome{Name: "Villers-Bocage", Destroyed: []int64{300}, Skills: []string{"gunner:Deadeye"}}
	a, errs, err := appendOutcome(t, "crew.toml", src, o, io.Discard)
	if err != nil || len(errs) > 0 {
		t.Fatalf("AppendGame: %v %q", err, errs)
	}
	want := `[[battle]]
name = "Villers-Bocage"
destroyed = [300]
skills = [
  { role = "gunner", skill = "Deadeye" },
]

after this game:
Lucky Lady — M4A3 Sherman (USA, Tank)
level 1 Inexperienced, morale 8, upgrades 1/3, 166 pts
XP 20 (next roll in 10), earned 50, spent 30; 1 game, 1 kill
`
	if out := fmt.Sprintf("%s\n\nafter this game:\n%s", bytes.TrimSpace(a.Record), a.After); !strings.HasPrefix(out, want) || !strings.Contains(out, "Gunner          Deadeye") {
		t.Errorf("the record and the crew after it:\n%s\nwant them to start with:\n%s", out, want)
	}
	// An illegal record is refused, with its rule.
	_, errs, err = appendOutcome(t, "crew.toml", src, Outcome{Skills: []string{"gunner:Deadeye"}}, io.Discard)
	if !errors.Is(err, ErrRecord) || !strings.Contains(strings.Join(errs, "\n"), "(X3)") {
		t.Errorf("illegal record: %v, problems %q; want ErrRecord and an X3 error", err, errs)
	}
}
