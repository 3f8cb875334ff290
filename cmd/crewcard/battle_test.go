package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

const btSamples = "../../samples"

// btSample returns the bytes of a sample crew.
func btSample(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(btSamples, name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// btWrite writes data to a fresh folder and returns the file's path.
func btWrite(t *testing.T, name string, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// btFolder lists the names in the folder of path.
func btFolder(t *testing.T, path string) []string {
	t.Helper()
	es, err := os.ReadDir(filepath.Dir(path))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

// btCheck validates the file at path and returns its crew.
func btCheck(t *testing.T, path string) *crewexp.Crew {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	crew, errs := crewexp.Check(filepath.Base(path), data)
	if errs.Err() != nil || crew == nil {
		t.Fatalf("%s is not legal:\n%v\n%s", path, errs, data)
	}
	return crew
}

func btCRLF(b []byte) []byte { return bytes.ReplaceAll(b, []byte("\n"), []byte("\r\n")) }

// TestBattleAppendsByteExact runs battle on files of every shape: the old
// bytes stay a prefix, the record uses the file's line endings and comes
// after a newline, and it reads back as one more record.
func TestBattleAppendsByteExact(t *testing.T) {
	base := btSample(t, "inexperienced-sherman.toml")
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
		{"crlf", btCRLF(base), true},
		{"crlf_comment_at_end", join(btCRLF(noEOL), []byte("\r\n# next")), true},
		{"bom", join([]byte("\uFEFF"), base), false},
		{"bom_crlf_no_newline", join([]byte("\uFEFF"), btCRLF(noEOL)), true},
		{"with_a_record_and_a_comment", join(btSample(t, "veteran-campaign-sherman.toml"), []byte("# end")), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := btWrite(t, "crew.toml", tc.src)
			n := len(btCheck(t, path).History)
			code, out, errs := runCLI(t, "", "battle", path, "--name", "Villers-Bocage", "--date", "1944-06-13",
				"--destroyed", "300", "--note", "# not a comment")
			told := fmt.Sprintf("%s: added battle[%d] \"Villers-Bocage 1944-06-13\": 1 kill, survived; +50 XP\n", path, n+1)
			if code != 0 || !strings.HasPrefix(out, told) || strings.Count(out, "\n") != 2 || errs != "" {
				t.Fatalf("battle: exit %d, stdout %q, stderr %q; want 0 and the record told, then the crew", code, out, errs)
			}
			got, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(got, tc.src) {
				t.Fatalf("the old file is not a byte prefix of the new one:\n%q", got)
			}
			added := string(got[len(tc.src):])
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
			crew := btCheck(t, path)
			if len(crew.History) != n+1 {
				t.Fatalf("%d records after the battle, want %d", len(crew.History), n+1)
			}
			b := crew.File.Battles[n]
			if b.Name != "Villers-Bocage" || b.Date != "1944-06-13" || b.Note != "# not a comment" || !slices.Equal(b.Destroyed, []int64{300}) {
				t.Errorf("the record reads back as %+v", b)
			}
			if left := btFolder(t, path); !slices.Equal(left, []string{"crew.toml"}) {
				t.Errorf("files left in the folder: %q", left)
			}
		})
	}
}

func TestBattleUsage(t *testing.T) {
	path := btWrite(t, "crew.toml", btSample(t, "inexperienced-sherman.toml"))
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"no_file", []string{"battle"}, 2, "usage: crewcard battle"},
		{"stdin", []string{"battle", "-"}, 2, "usage: crewcard battle"},
		{"two_files", []string{"battle", path, path}, 2, "usage: crewcard battle"},
		{"survivors_without_knock_out", []string{"battle", path, "--survivors", "driver"}, 2, "need --knocked-out"},
		{"massive_damage_without_knock_out", []string{"battle", path, "--massive-damage"}, 2, "need --knocked-out"},
		{"rolls_without_roll", []string{"battle", path, "--rolls", "1"}, 2, "--rolls needs --roll"},
		{"no_outcome", []string{"battle", path, "--name", "Caen", "--upgrade", "Toolbox"}, 2, "say how the game went: --survived (not knocked out, +20 XP), --knocked-out"},
		{"survived_and_knocked_out", []string{"battle", path, "--survived", "--knocked-out"}, 2, "--knocked-out and --survived contradict"},
		{"bad_date", []string{"battle", path, "--survived", "--date", "13/06/1944"}, 2, `--date "13/06/1944" is not a date`},
		{"no_upgrades_and_upgrade", []string{"battle", path, "--no-upgrades", "--upgrade", "Toolbox"}, 2, "contradict"},
		{"bad_destroyed", []string{"battle", path, "--destroyed", "lots"}, 2, `"lots" is not a whole number`},
		{"skill_without_role", []string{"battle", path, "--skill", "Deadeye"}, 1, `write ROLE:SKILL`},
		{"missing_file", []string{"battle", filepath.Join(t.TempDir(), "nope.toml"), "--survived"}, 1, "no such file"},
		{"help", []string{"battle", "-h"}, 0, "usage: crewcard battle"},
	}
	orig, _ := os.ReadFile(path)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := runCLI(t, "", tc.args...)
			if code != tc.code || !strings.Contains(errs, tc.stderr) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, errs, tc.code, tc.stderr)
			}
			if out != "" {
				t.Errorf("stdout = %q, want it empty", out)
			}
		})
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, orig) {
		t.Errorf("the file changed")
	}
}

// TestBattleDryRun: --dry-run writes nothing and prints the record and the
// crew after it.
func TestBattleDryRun(t *testing.T) {
	src := btSample(t, "inexperienced-sherman.toml")
	path := btWrite(t, "crew.toml", src)
	code, out, errs := runCLI(t, "", "battle", path, "--dry-run", "--name", "Villers-Bocage", "--destroyed", "300", "--skill", "gunner:Deadeye")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
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
	if !strings.HasPrefix(out, want) || !strings.Contains(out, "Gunner          Deadeye") {
		t.Errorf("dry run printed:\n%s\nwant it to start with:\n%s", out, want)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, src) {
		t.Errorf("--dry-run changed the file")
	}
	if left := btFolder(t, path); !slices.Equal(left, []string{"crew.toml"}) {
		t.Errorf("files left in the folder: %q", left)
	}
	// An illegal record in a dry run is refused the same way.
	code, out, errs = runCLI(t, "", "battle", path, "--dry-run", "--skill", "gunner:Deadeye")
	if code != 1 || out != "" || !strings.Contains(errs, "(X3)") {
		t.Errorf("illegal dry run: exit %d, stdout %q, stderr %q; want 1, nothing, an X3 error", code, out, errs)
	}
}

// TestBattleConcurrent runs 200 battles on one file at once, in-process:
// the lock serialises them all, however often the file is replaced under
// a waiting run, so every record lands exactly once and the file is never
// torn.
func TestBattleConcurrent(t *testing.T) {
	const n = 200
	src := btSample(t, "veteran-campaign-sherman.toml")
	path := btWrite(t, "crew.toml", src)
	before := len(btCheck(t, path).History)
	var wg sync.WaitGroup
	codes := make([]int, n)
	stderrs := make([]string, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			var out, errb bytes.Buffer
			codes[i] = run(context.Background(), []string{"battle", path, "--name", fmt.Sprintf("Game %d", i), "--destroyed", "150"},
				strings.NewReader(""), &out, &errb)
			stderrs[i] = errb.String()
		}(i)
	}
	wg.Wait()
	for i := range codes {
		if codes[i] != 0 {
			t.Errorf("battle %d: exit %d, stderr:\n%s", i, codes[i], stderrs[i])
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(got, src) {
		t.Fatalf("the original bytes are no longer a prefix")
	}
	crew := btCheck(t, path)
	if len(crew.History) != before+n {
		t.Fatalf("%d records, want %d", len(crew.History), before+n)
	}
	seen := map[string]int{}
	for _, b := range crew.File.Battles[before:] {
		seen[b.Name]++
	}
	for i := 0; i < n; i++ {
		if name := fmt.Sprintf("Game %d", i); seen[name] != 1 {
			t.Errorf("record %q appears %d times", name, seen[name])
		}
	}
	if c := bytes.Count(got, []byte("[[battle]]")); c != before+n {
		t.Errorf("%d [[battle]] headers, want %d", c, before+n)
	}
	if left := btFolder(t, path); !slices.Equal(left, []string{"crew.toml"}) {
		t.Errorf("files left in the folder: %q", left)
	}
}
