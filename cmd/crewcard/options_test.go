package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

// TestLinkBaseTooLong: a link base that makes the fullest card's QR code
// too dense is reported as the base's fault, naming what set it and the
// longest base that fits, which does fit, one character more not.
func TestLinkBaseTooLong(t *testing.T) {
	long := "HTTPS://EXAMPLE.COM/" + strings.Repeat("A", 100) + "/"
	for _, tc := range []struct{ name, env, flag, from string }{
		{"env", long, "", "$" + linkBaseEnv},
		{"flag", "", long, "--link-base"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv(linkBaseEnv, tc.env)
			out := filepath.Join(t.TempDir(), "cards.pdf")
			args := []string{"render", tigerSample, "-o", out}
			if tc.flag != "" {
				args = append(args, "--link-base", tc.flag)
			}
			code, _, errs := runCLI(t, "", args...)
			want := tc.from + `: "` + long[:60] + `…" (120 characters) is too long: with it the QR code of crew-front.toml (built in) needs modules under 0.5 mm; give a base of at most `
			if code != exitInvalid || !strings.Contains(errs, want) || strings.Contains(errs, "widget") {
				t.Fatalf("render = exit %d, stderr %q; want %d and %q", code, errs, exitInvalid, want)
			}
			m := regexp.MustCompile(`at most (\d+) characters`).FindStringSubmatch(errs)
			n, _ := strconv.Atoi(m[1])
			fits := "HTTPS://E.COM/" + strings.Repeat("A", n-len("HTTPS://E.COM/"))
			if code, _, errs := runCLI(t, "", "render", tigerSample, "-o", out, "--link-base", fits); code != 0 {
				t.Errorf("a base of %d characters, as the message allows: exit %d\n%s", len(fits), code, errs)
			}
			if code, _, _ := runCLI(t, "", "render", tigerSample, "-o", out, "--link-base", fits+"A"); code == 0 {
				t.Errorf("a base of %d characters, one more than the message allows, renders", len(fits)+1)
			}
		})
	}
}

// TestTemplateTwice: two --template files for the same template are
// refused, naming both.
func TestTemplateTwice(t *testing.T) {
	dir := t.TempDir()
	src := exportFront(t)
	a := cardtest.WriteFile(t, dir, "a.toml", []byte(src))
	b := cardtest.WriteFile(t, dir, "b.toml", []byte(src))
	out := filepath.Join(dir, "cards.pdf")
	code, _, errs := runCLI(t, "", "render", tigerSample, "--template", a, "--template", b, "-o", out)
	want := b + `:4:1: name: template "crew-front" is also given by ` + a + "; give each template once"
	if code != exitInvalid || !strings.Contains(errs, want) {
		t.Errorf("render with two crew-front templates = exit %d, stderr %q; want %d and %q", code, errs, exitInvalid, want)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("%s was written", out)
	}
}

// TestCutWithoutSheet: --cut marks or lines with --sheet none, which has no
// sheet to cut, is a usage error; --cut none and no --cut are not.
func TestCutWithoutSheet(t *testing.T) {
	out := filepath.Join(t.TempDir(), "cards.pdf")
	for _, tc := range []struct {
		args []string
		code int
	}{
		{[]string{"--cut", "lines"}, exitUsage},
		{[]string{"--cut", "marks"}, exitUsage},
		{[]string{"--cut", "none"}, 0},
		{nil, 0},
	} {
		args := append([]string{"render", "--sheet", "none", tigerSample, "-o", out}, tc.args...)
		code, _, errs := runCLI(t, "", args...)
		if code != tc.code || tc.code != 0 && !strings.Contains(errs, "cutting guides are drawn on sheets, and --sheet none prints each card on a page of its own") {
			t.Errorf("render --sheet none %v = exit %d, stderr %q; want %d", tc.args, code, errs, tc.code)
		}
	}
}
