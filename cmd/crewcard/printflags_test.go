package main

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
)

// TestParseFormat: svg and png refuse the flags that only sheets use, pdf
// refuses --dpi, and a format or resolution out of range is named.
func TestParseFormat(t *testing.T) {
	a4, _ := press.ParseSheet("a4")
	letter, _ := press.ParseSheet("letter")
	for _, tc := range []struct {
		format string
		dpi    float64
		given  string // flags given, space-separated
		backs  press.Backs
		sheet  press.Sheet
		want   string // "" for success, else part of the error
	}{
		{"pdf", 300, "", press.BacksDuplex, a4, ""},
		{"PNG", 300, "dpi", press.BacksDuplex, a4, ""},
		{"svg", 300, "sheet", press.BacksDuplex, press.NoSheet, ""},
		{"svg", 300, "backs", press.BacksNone, a4, ""},
		{"gif", 300, "", press.BacksDuplex, a4, `--format "gif": want pdf, svg or png`},
		{"pdf", 150, "dpi", press.BacksDuplex, a4, "--dpi 150: only --format png has a resolution"},
		{"svg", 150, "dpi", press.BacksDuplex, a4, "--dpi 150: only --format png has a resolution"},
		{"png", 20, "dpi", press.BacksDuplex, a4, "--dpi 20: want 50 to 1200"},
		{"png", 300, "sheet", press.BacksDuplex, letter, "--sheet: --format png writes a file a card face: each face is a file at the card's size"},
		{"svg", 300, "cut", press.BacksDuplex, a4, "--cut: --format svg writes a file a card face: there are no sheets to cut; leave --cut out"},
		{"svg", 300, "margin", press.BacksDuplex, a4, "--margin:"},
		{"svg", 300, "flip", press.BacksDuplex, a4, "--flip:"},
		{"svg", 300, "back-offset", press.BacksDuplex, a4, "--back-offset:"},
		{"svg", 300, "no-summary", press.BacksDuplex, a4, "--no-summary:"},
		{"svg", 300, "backs", press.BacksSeparate, a4, "--backs: --format svg writes a file a card face: each face is a file of its own already"},
	} {
		o := press.Options{Backs: tc.backs, Sheet: tc.sheet}
		given := map[string]bool{}
		for _, f := range strings.Fields(tc.given) {
			given[f] = true
		}
		f := renderFlags{format: tc.format, dpi: tc.dpi}
		err := f.parseFormat(&o, given)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("parseFormat(%s, %g, %s) = %v, want success", tc.format, tc.dpi, tc.given, err)
		case tc.want == "" && o.Format.Faces() && (!o.Sheet.None() || o.DPI != tc.dpi):
			t.Errorf("parseFormat(%s): sheet %v, dpi %g; want none and %g", tc.format, o.Sheet, o.DPI, tc.dpi)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("parseFormat(%s, %g, %s) = %v, want %q", tc.format, tc.dpi, tc.given, err, tc.want)
		}
	}
}

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
