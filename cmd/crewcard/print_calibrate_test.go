package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/pdf/pdftest"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

// TestPrintCalibrate: the calibration sheet is two pages of the paper in
// the orientation of the render, valid, and its back moves with
// --back-offset; -h is help, a bad offset a usage error.
func TestPrintCalibrate(t *testing.T) {
	cardtest.Tools(t, "pdfinfo", "pdftotext", "qpdf")
	dir := t.TempDir()
	for _, tt := range []struct {
		name string
		args []string
		w, h float64
	}{
		{"a4", nil, 297, 210},
		{"letter", []string{"--sheet", "letter"}, 279.4, 215.9},
		{"a4 poker", []string{"--card", "poker"}, 210, 297},
		{"letter short", []string{"--sheet", "letter", "--flip", "short"}, 279.4, 215.9},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(dir, strings.ReplaceAll(tt.name, " ", "-")+".pdf")
			code, stdout, stderr := runCLI(t, "", append([]string{"calibrate", "-o", out}, tt.args...)...)
			if code != 0 || stdout != "" || stderr != "" {
				t.Fatalf("calibrate = exit %d, stdout %q, stderr %q; want exit 0 and silence", code, stdout, stderr)
			}
			pdftest.Valid(t, out)
			assertPages(t, out, 2, tt.w, tt.h)
			texts := cardtest.PageTexts(t, out)
			if len(texts) != 2 || !strings.Contains(texts[0], "page 1 of 2 (front)") || !strings.Contains(texts[1], "page 2 of 2 (back)") {
				t.Errorf("calibration pages read %q", texts)
			}
		})
	}

	t.Run("offset moves the back", func(t *testing.T) {
		plain, shifted := filepath.Join(dir, "plain.pdf"), filepath.Join(dir, "shifted.pdf")
		for _, c := range []struct {
			out  string
			args []string
		}{{plain, nil}, {shifted, []string{"--back-offset", "2,-1"}}} {
			if code, _, stderr := runCLI(t, "", append([]string{"calibrate", "-o", c.out}, c.args...)...); code != 0 {
				t.Fatalf("calibrate = exit %d: %s", code, stderr)
			}
		}
		ticks := func(pdf string, page int) []pageWord {
			var out []pageWord
			for _, w := range pageWords(t, pdf, page) {
				if regexp.MustCompile(`^[+-]\d+$`).MatchString(w.text) {
					out = append(out, w)
				}
			}
			return out
		}
		a, b := ticks(plain, 2), ticks(shifted, 2)
		if len(a) != 3*2*4 {
			t.Errorf("the back carries %d scale labels, want 24 (3 scales, 2 axes, ±5 and ±10)", len(a))
		}
		assertShift(t, "calibration back", a, b, 2, -1)
		if got := cardtest.PageTexts(t, shifted)[1]; !strings.Contains(got, "already shifted by --back-offset 2,-1") {
			t.Errorf("the shifted back does not say so:\n%s", got)
		}
	})

	t.Run("usage", func(t *testing.T) {
		code, stdout, stderr := runCLI(t, "", "calibrate", "-h")
		if code != 0 || stdout != "" || !strings.Contains(stderr, "usage: crewcard calibrate") {
			t.Errorf("calibrate -h = exit %d, stdout %q, stderr %q; want exit 0 and the usage", code, stdout, stderr)
		}
		out := filepath.Join(dir, "bad.pdf")
		for _, off := range []string{"2", "x,y", "2,", "25,0", "0,-20.5", "NaN,0", ""} {
			code, _, stderr := runCLI(t, "", "calibrate", "-o", out, "--back-offset", off)
			if code != exitUsage || !strings.Contains(stderr, "--back-offset") {
				t.Errorf("calibrate --back-offset %q = exit %d, stderr %q; want exit %d naming --back-offset", off, code, stderr, exitUsage)
			}
			if _, err := os.Stat(out); err == nil {
				t.Fatalf("calibrate --back-offset %q wrote %s", off, out)
			}
		}
		if code, _, _ := runCLI(t, "", "calibrate", "-o", out, "--sheet", "none"); code != exitUsage {
			t.Errorf("calibrate --sheet none = exit %d, want %d", code, exitUsage)
		}
	})
}
