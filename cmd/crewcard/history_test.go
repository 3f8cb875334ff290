package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var updateBattle = flag.Bool("update-battle", false, "rewrite the golden files of testdata/battle")

// btCampaign is a five-game campaign for the inexperienced Sherman sample,
// one battle command a game: kills, skill rolls, a level-up and new
// upgrades, a knock-out that costs the commander's and gunner's skills,
// and a sixth skill that makes a level 3 upgrade legal in the same game.
var btCampaign = [][]string{
	{"--name", "Alpha", "--date", "1944-07-25", "--destroyed", "282", "--destroyed", "95", "--skill", "gunner:Deadeye"},
	{"--name", "Bravo", "--destroyed", "150", "--destroyed", "180", "--skill", "commander:Lucky", "--skill", "driver:Lead Foot",
		"--upgrade", "Multi-Purpose Box", "--upgrade", "Improved Radio"},
	{"--name", "Charlie", "--date", "1944-08-07", "--destroyed", "300", "--skill", "loader:Fast Reload",
		"--knocked-out", "--massive-damage", "--survivors", "loader,radio,driver"},
	{"--name", "Delta", "--destroyed", "200", "--destroyed", "110", "--skill", "radio:Marking the Target",
		"--note", "New commander and gunner."},
	{"--name", "Echo", "--destroyed", "400", "--destroyed", "320", "--skill", "gunner:Snap Shooter",
		"--skill", "commander:Strict Discipline", "--skill", "driver:Crank Head",
		"--upgrade", "Multi-Purpose Box", "--upgrade", "Improved Radio", "--upgrade", "Camouflage Net"},
}

// TestHistoryCampaign plays the campaign from the command line, then checks
// the history table against its golden file, the state that show reports,
// and that render draws the crew.
func TestHistoryCampaign(t *testing.T) {
	src := btSample(t, "inexperienced-sherman.toml")
	path := btWrite(t, "lucky-lady.toml", src)
	var told strings.Builder // what battle prints, a game and the crew after it in two lines
	for i, args := range btCampaign {
		code, out, errs := runCLI(t, "", append([]string{"battle", path}, args...)...)
		if code != 0 || errs != "" || strings.Count(out, "\n") != 2 || !strings.HasPrefix(out, path+": added battle[") {
			t.Fatalf("game %d: exit %d, stdout %q, stderr %q; want 0 and two lines", i+1, code, out, errs)
		}
		told.WriteString(strings.ReplaceAll(out, path, "lucky-lady.toml"))
		if crew := btCheck(t, path); len(crew.History) != i+1 || crew.State.Games != i+1 {
			t.Fatalf("after game %d: %d records, %d games", i+1, len(crew.History), crew.State.Games)
		}
	}
	final, _ := os.ReadFile(path)
	if !bytes.HasPrefix(final, src) {
		t.Fatal("the sample's bytes are no longer a prefix of the campaign file")
	}

	code, got, errs := runCLI(t, "", "history", path)
	if code != 0 || errs != "" {
		t.Fatalf("history: exit %d, stderr %q", code, errs)
	}
	btGolden(t, "history.golden", got)
	btGolden(t, "battle.golden", told.String())

	code, out, errs := runCLI(t, "", "show", "--json", path)
	if code != 0 {
		t.Fatalf("show: exit %d, stderr %q", code, errs)
	}
	var v struct {
		Level      int `json:"level"`
		XP         int `json:"xp"`
		XPEarned   int `json:"xp_earned"`
		XPSpent    int `json:"xp_spent"`
		Games      int `json:"games"`
		Kills      int `json:"kills"`
		SkillCount int `json:"skill_count"`
		SkillsLost int `json:"skills_lost"`
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("show --json: %v", err)
	}
	type sum = struct{ Level, XP, XPEarned, XPSpent, Games, Kills, SkillCount, SkillsLost int }
	if g, w := sum(v), (sum{3, 43, 283, 240, 5, 9, 6, 2}); g != w {
		t.Errorf("show --json = %+v, want %+v", g, w)
	}

	pdf := filepath.Join(t.TempDir(), "cards.pdf")
	code, out, errs = runCLI(t, "", "render", path, "-o", pdf)
	if code != 0 || out != "" {
		t.Fatalf("render: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	data, err := os.ReadFile(pdf)
	if err != nil || !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Fatalf("render wrote no PDF: %v", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, final) {
		t.Errorf("render changed the crew file")
	}
}

// btGolden compares got with testdata/battle/name, which -update-battle
// rewrites.
func btGolden(t *testing.T, name, got string) {
	t.Helper()
	golden := filepath.Join("testdata", "battle", name)
	if *updateBattle {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run with -update-battle to create it)", err)
	}
	if got != string(want) {
		t.Errorf("got\n%s\nwant (%s)\n%s", got, golden, want)
	}
}

// TestHistoryUsage checks history's exit codes.
func TestHistoryUsage(t *testing.T) {
	bad := btWrite(t, "bad.toml", []byte(strings.Replace(string(btSample(t, "veteran-campaign-sherman.toml")),
		`skills = [{ role = "driver", skill = "Crank Head", dice = [1, 3] }]`, `skills = [{ role = "driver", skill = "Crank Head", dice = [1, 4] }]`, 1)))
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{"sample", []string{"history", btSamples + "/veteran-campaign-sherman.toml"}, 0, "total: 6 games, 9 kills", ""},
		{"no_games", []string{"history", btSamples + "/regular-tiger.toml"}, 0, "total: 0 games", ""},
		{"stdin", []string{"history", "-"}, 0, "Lucky Lady", ""},
		{"illegal_record", []string{"history", bad}, 1, "", `battle[6].skills[1].dice[2]: game "Strasbourg" (1944-11-23): the skill die 4 gives "Eye for Terrain", not "Crank Head"`},
		{"no_file", []string{"history"}, 2, "", "usage: crewcard history"},
		{"two_files", []string{"history", bad, bad}, 2, "", "usage: crewcard history"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := runCLI(t, string(btSample(t, "inexperienced-sherman.toml")), tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d; stderr %q", code, tc.code, errs)
			}
			if !strings.Contains(out, tc.stdout) || tc.stdout == "" && out != "" {
				t.Errorf("stdout = %q, want %q", out, tc.stdout)
			}
			if !strings.Contains(errs, tc.stderr) || tc.stderr == "" && errs != "" {
				t.Errorf("stderr = %q, want %q", errs, tc.stderr)
			}
		})
	}
}
