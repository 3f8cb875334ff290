package main

import (
	"strings"
	"testing"
)

// TestHistoryUsage checks history's exit codes; what the table says is
// crewcards' TestHistoryCampaign and TestHistoryTotals.
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
