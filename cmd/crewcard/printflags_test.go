package main

import (
	"strings"
	"testing"
)

// TestPrintFlagErrors: a print flag's bad value is a usage error that
// names the flag, then says what was wrong with the value.
func TestPrintFlagErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--sheet", "b5"}, `--sheet: paper "b5": unknown; want a name (a4, letter, a3, legal, a5) or WxH in mm, like "70x100"`},
		{[]string{"--margin", "60"}, "--margin 60: want 0 to 50 mm"},
		{[]string{"--bleed", "-1"}, "--bleed -1: want 0 to 10 mm"},
		{[]string{"--cut", "dots"}, `--cut "dots": want marks, lines or none`},
		{[]string{"--sheet", "none", "--cut", "lines"}, "--cut lines: cutting guides are drawn on sheets, and --sheet none prints each card on a page of its own; leave --cut out, or give a --sheet"},
		{[]string{"--backs", "both"}, `--backs "both": want duplex, separate or none`},
		{[]string{"--flip", "tumble"}, `--flip: flip "tumble": want long or short`},
		{[]string{"--back-offset", "1"}, `--back-offset "1": want X,Y in mm, like 0.5,-1`},
		{[]string{"--back-offset", "1,30"}, "--back-offset 30: want -20 to 20 mm"},
		{[]string{"--card", "tarot"}, `--card: card size "tarot": unknown;`},
		{[]string{"--ink", "high"}, `--ink "high": want normal or low`},
		{[]string{"--format", "gif"}, `--format "gif": want pdf, svg or png`},
		{[]string{"--backs", "separate", "-o", "-"}, "--backs separate writes a second file; give -o OUT.pdf, not -"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			args := append([]string{"render", tigerSample, "-o", t.TempDir() + "/cards.pdf"}, tc.args...)
			code, _, errs := runCLI(t, "", args...)
			if code != exitUsage || !strings.HasPrefix(errs, "crewcard render: "+tc.want) {
				t.Errorf("render %s = exit %d, stderr %q; want exit %d and %q", strings.Join(tc.args, " "), code, errs, exitUsage, tc.want)
			}
		})
	}
}
