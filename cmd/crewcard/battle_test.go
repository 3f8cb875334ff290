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

// TestBattleWrites: battle tells the dice, then the game and the crew,
// and replaces the file with the old bytes and the record, leaving no
// other file; the records themselves are crewcards' tests.
func TestBattleWrites(t *testing.T) {
	src := btSample(t, "inexperienced-sherman.toml")
	path := btWrite(t, "crew.toml", src)
	code, out, errs := runCLI(t, "", "battle", path, "--name", "Villers-Bocage", "--date", "1944-06-13", "--destroyed", "300", "--roll", "--seed", "42")
	told := "rolling with --seed 42\n" + path + ": added battle[1] \"Villers-Bocage 1944-06-13\": 1 kill, survived; +50 XP\n"
	if code != 0 || !strings.HasPrefix(out, told) || strings.Count(out, "\n") != 3 || errs != "" {
		t.Fatalf("battle: exit %d, stdout %q, stderr %q; want 0 and the dice, the record told, then the crew", code, out, errs)
	}
	if got, _ := os.ReadFile(path); !bytes.HasPrefix(got, src) || len(btCheck(t, path).History) != 1 {
		t.Fatalf("the file after the battle:\n%s", got)
	}
	if left := btFolder(t, path); !slices.Equal(left, []string{"crew.toml"}) {
		t.Errorf("files left in the folder: %q", left)
	}
}

// TestBattleUsage: the command line's mistakes exit 2 (the outcome's own
// are crewcards' TestOutcomeUsageError), and none touches the file.
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
		{"survivors_without_knock_out", []string{"battle", path, "--survivors", "driver"}, 2, "crewcard battle: --massive-damage, --soft-skin and --survivors need --knocked-out"},
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
// crew after it (crewcards' TestAppendGameAfter checks what they say).
func TestBattleDryRun(t *testing.T) {
	src := btSample(t, "inexperienced-sherman.toml")
	path := btWrite(t, "crew.toml", src)
	code, out, errs := runCLI(t, "", "battle", path, "--dry-run", "--name", "Villers-Bocage", "--destroyed", "300", "--skill", "gunner:Deadeye")
	if code != 0 || errs != "" || !strings.HasPrefix(out, "[[battle]]\nname = \"Villers-Bocage\"\n") || !strings.Contains(out, "]\n\nafter this game:\nLucky Lady") {
		t.Fatalf("exit %d, stderr %q, stdout\n%s", code, errs, out)
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
