package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestREADMEBattleExample runs the README's campaign example as written, on
// a copy of the sample, so that the example never rots.
func TestREADMEBattleExample(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	start := strings.Index(readme, "cp samples/regular-tiger.toml tiger.toml")
	if start < 0 {
		t.Fatal("README has no campaign example")
	}
	block := readme[start : start+strings.Index(readme[start:], "```")]
	block = strings.ReplaceAll(block, "\\\n", " ")
	dir := t.TempDir()
	src, err := os.ReadFile("../../samples/regular-tiger.toml")
	if err != nil {
		t.Fatal(err)
	}
	tiger := filepath.Join(dir, "tiger.toml")
	if err := os.WriteFile(tiger, src, 0o644); err != nil {
		t.Fatal(err)
	}
	ran := 0
	for _, line := range strings.Split(block, "\n") {
		args := shellWords(line)
		if len(args) < 3 || args[0] != "go" {
			continue
		}
		args = args[3:] // drop "go run ./cmd/crewcard"
		for i, a := range args {
			if a == "tiger.toml" {
				args[i] = tiger
			}
		}
		code, out, errs := runCLI(t, "", args...)
		if code != 0 {
			t.Fatalf("README: crewcard %s: exit %d\n%s", strings.Join(args, " "), code, errs)
		}
		if args[0] == "history" && !strings.Contains(out, "Villers-Bocage 1944-06-13  30    30    Skill Shot") {
			t.Errorf("history after the README's game:\n%s", out)
		}
		ran++
	}
	if ran != 2 {
		t.Errorf("ran %d crewcard commands from the README example, want 2", ran)
	}
}

// shellWords splits a command line at spaces, keeping double-quoted parts
// together, as a shell would for these simple examples.
func shellWords(line string) []string {
	var words []string
	var cur strings.Builder
	quoted, in := false, false
	for _, r := range line {
		switch {
		case r == '"':
			quoted, in = !quoted, true
		case r == ' ' && !quoted:
			if in {
				words = append(words, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteRune(r)
			in = true
		}
	}
	if in {
		words = append(words, cur.String())
	}
	return words
}
