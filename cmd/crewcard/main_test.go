package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
)

// runCLI runs the program in-process and returns its exit code and streams.
func runCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

const badCrew = `[vehicle]
name = "Panzer IV"
nation = "Germany"
kind = "tank"
points = 188

[crew]
name = "Bad"
start = "inexperienced"

[crew.skills]
gunner = ["Lead Foot"]
`

func TestCLIExitCodes(t *testing.T) {
	tests := []struct {
		name      string
		stdin     string
		args      []string
		code      int
		stdout    string // substring; "" means stdout must be empty
		stderr    string // substring; "" means stderr must be empty
		wantEmpty bool
	}{
		{"check samples is silent", "", []string{"check", samplesDir}, 0, "", "", true},
		{"check -v summarises", "", []string{"check", "-v", "../../samples/regular-tiger.toml"}, 0, "Tiger 131 (Tiger I Ausf. E): level 2 Regular, 0 XP, 2 skills, 300 pts", "", false},
		{"flags after files", "", []string{"check", "../../samples/regular-tiger.toml", "-v"}, 0, "level 2 Regular", "", false},
		{"check -h", "", []string{"check", "-h"}, 0, "", "usage: crewcard check", false},
		{"top-level -h", "", []string{"-h"}, 0, "", "usage: crewcard <command>", false},
		{"no arguments", "", nil, 2, "", "usage: crewcard", false},
		{"unknown command", "", []string{"chekc"}, 2, "", `unknown command "chekc"`, false},
		{"unknown flag", "", []string{"check", "--frobnicate", "x.toml"}, 2, "", "flag provided but not defined", false},
		{"check without files", "", []string{"check"}, 2, "", "usage: crewcard check", false},
		{"missing file", "", []string{"check", "nope.toml"}, 1, "", "nope.toml: no such file or folder", false},
		{"invalid crew on stdin", badCrew, []string{"check", "-"}, 1, "", `<stdin>:12:11: crew.skills.gunner[1]: "Lead Foot" is a driver skill, not a gunner skill; list it under driver (S2)`, false},
		{"show two files", "", []string{"show", "a.toml", "b.toml"}, 2, "", "usage: crewcard show", false},
		{"show text", "", []string{"show", "../../samples/two-man-panzer-i.toml"}, 0, "Loader          (absent)", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := runCLI(t, tt.stdin, tt.args...)
			if code != tt.code {
				t.Errorf("exit code = %d, want %d; stderr:\n%s", code, tt.code, errs)
			}
			check := func(stream, got, want string) {
				if want == "" {
					if got != "" && (stream == "stderr" || tt.wantEmpty) {
						t.Errorf("%s = %q, want it empty", stream, got)
					}
					return
				}
				if !strings.Contains(got, want) {
					t.Errorf("%s = %q, want it to contain %q", stream, got, want)
				}
			}
			check("stdout", out, tt.stdout)
			check("stderr", errs, tt.stderr)
		})
	}
}

func TestShowJSON(t *testing.T) {
	code, out, errs := runCLI(t, "", "show", "--json", "../../samples/veteran-campaign-sherman.toml")
	if code != 0 {
		t.Fatalf("exit code = %d, stderr:\n%s", code, errs)
	}
	var v crewcards.CrewView
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("show --json is not JSON: %v\n%s", err, out)
	}
	want := struct {
		level, morale, xp, games, total, used, allowed, skills int
		quality                                                string
	}{3, 10, 33, 6, 276, 5, 5, 8, "Veteran"}
	got := struct {
		level, morale, xp, games, total, used, allowed, skills int
		quality                                                string
	}{v.Level, v.Morale, v.XP, v.Games, v.Points.Total, v.Slots.Used, v.Slots.Allowed, v.SkillCount, v.Quality}
	if got != want {
		t.Errorf("show --json = %+v, want %+v", got, want)
	}
	if len(v.Roles) != 5 || v.Roles[3].Role != "radio" || len(v.Roles[3].Skills) != 1 {
		t.Errorf("roles = %+v, want five roles with one radio operator skill", v.Roles)
	}
}
