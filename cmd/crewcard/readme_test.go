package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/manual"
)

// readme returns the README followed by the manual's topics in their
// order: the text a player reads, its examples in the order read.
func readme(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	for _, topic := range manual.Topics {
		body, _ := manual.Text(topic.Name)
		text += "\n" + body
	}
	return text
}

// readmeScratch makes the scratch folder the README has its examples run
// in, a copy of the samples in it, and makes it the working folder.
func readmeScratch(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := exec.Command("cp", "-r", "../../samples", filepath.Join(dir, "samples")).Run(); err != nil {
		t.Skip("cannot copy the samples:", err)
	}
	t.Chdir(dir)
	return dir
}

// readmeBlocks returns the lines of the README's sh code blocks, lines
// continued with a backslash joined and comments removed.
func readmeBlocks(text string) []string {
	var lines []string
	for _, m := range regexp.MustCompile("(?s)```sh\n(.*?)```").FindAllStringSubmatch(text, -1) {
		block := strings.ReplaceAll(m[1], "\\\n", " ")
		for _, l := range strings.Split(block, "\n") {
			if i := strings.Index(l, " #"); i >= 0 {
				l = l[:i]
			}
			if l = strings.TrimSpace(l); l != "" {
				lines = append(lines, l)
			}
		}
	}
	return lines
}

// TestREADMEExamples runs every crewcard command of the README's examples as
// written, in a scratch folder with a copy of the samples as the README
// says: each must succeed, and none may be a bare crewcard before the
// README has shown how to install it. The outputs the README shows (the campaign's
// history and battle's report) must be the ones printed, and so must the
// errors of its bad.toml example. `go run ./cmd/crewcard ARGS` runs as
// crewcard ARGS; "> FILE" writes standard output to FILE.
func TestREADMEExamples(t *testing.T) {
	text := readme(t)
	readmeScratch(t)
	battleTold := regexp.MustCompile("(?s)crew's new state:\n\n```\n(.*?)```").FindStringSubmatch(text)
	if battleTold == nil {
		t.Fatal("README shows no battle report")
	}
	if lines := readmeBlocks(text); len(lines) < 2 || lines[0] != "go run ./cmd/crewcard render samples -o cards.pdf" || lines[1] != "go test ./..." {
		t.Errorf("README no longer opens with the render of the samples and go test ./...: %q", lines[:min(2, len(lines))])
	}
	ran := map[string]bool{}
	installed := false // go run turns every exit code into 1: crewcard … needs go install first
	for _, line := range readmeBlocks(text) {
		args := shellWords(line)
		installed = installed || strings.HasPrefix(line, "go install ./cmd/crewcard")
		if args[0] == "crewcard" && !installed {
			t.Errorf("README: %s: crewcard is used before the README installs it with go install ./cmd/crewcard", line)
		}
		switch {
		case args[0] == "cp" && len(args) == 3:
			data, err := os.ReadFile(args[1])
			if err == nil {
				err = os.WriteFile(args[2], data, 0o644)
			}
			if err != nil {
				t.Fatalf("README: %s: %v", line, err)
			}
			continue
		case strings.HasPrefix(line, "go run ./cmd/crewcard "):
			args = args[3:]
		case args[0] == "crewcard":
			args = args[1:]
		default:
			continue // go test, go install, the scratch folder
		}
		var to string
		if n := len(args); n > 2 && args[n-2] == ">" {
			args, to = args[:n-2], args[n-1]
		}
		code, out, errs := runCLI(t, "", args...)
		if code != 0 {
			t.Errorf("README: %s: exit %d\n%s", line, code, errs)
			continue
		}
		if to != "" {
			if err := os.WriteFile(to, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		switch args[0] {
		case "history":
			if !strings.Contains(out, "Villers-Bocage 1944-06-13  30    30    Skill Shot") {
				t.Errorf("history after the README's game:\n%s", out)
			}
		case "battle":
			if out != battleTold[1] {
				t.Errorf("README: %s printed\n%s\nwhile the README shows\n%s", line, out, battleTold[1])
			}
		}
		ran[args[0]] = true
	}
	for _, cmd := range []string{"render", "template", "decode", "battle", "history", "calibrate"} {
		if !ran[cmd] {
			t.Errorf("no example of crewcard %s ran", cmd)
		}
	}
	// The calibration check, given inline with X,Y to fill in.
	m := regexp.MustCompile("`(crewcard calibrate [^`]*--back-offset X,Y)`").FindStringSubmatch(text)
	if m == nil {
		t.Fatal("README does not say how to check a measured back offset")
	}
	args := shellWords(strings.Replace(m[1], "X,Y", "1,-0.5", 1))[1:]
	if code, _, errs := runCLI(t, "", args...); code != 0 {
		t.Errorf("README: %s: exit %d\n%s", m[1], code, errs)
	}
}

// TestREADMEBadCrew: the README's crew that breaks several rules gives
// exactly the errors the README shows.
func TestREADMEBadCrew(t *testing.T) {
	m := regexp.MustCompile("(?s)`bad.toml`:\n\n```toml\n(.*?)```\n\n`(crewcard [^`]*)` [^\n]*\n\n```\n(.*?)```").FindStringSubmatch(readme(t))
	if m == nil {
		t.Fatal("README has no bad.toml example with its file, its command and its output")
	}
	readmeScratch(t)
	if err := os.WriteFile("bad.toml", []byte(m[1]), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := runCLI(t, "", shellWords(m[2])[1:]...)
	if code != exitInvalid || errs != m[3] {
		t.Errorf("%s: exit %d, stderr\n%s\nwhile the README shows\n%s", m[2], code, errs, m[3])
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
