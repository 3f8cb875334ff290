package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestLinkBaseTooLong: render names what set a link base too long for
// the QR code, --link-base or $CREWCARD_LINK_BASE, and exits 1; the
// message and the longest base that fits are system's TestLinkBaseTooLong.
func TestLinkBaseTooLong(t *testing.T) {
	long := "HTTPS://EXAMPLE.COM/" + strings.Repeat("A", 100) + "/"
	for _, tc := range []struct{ env, flag, from string }{
		{long, "", "$" + linkBaseEnv},
		{"", long, "--link-base"},
	} {
		t.Setenv(linkBaseEnv, tc.env)
		args := []string{"render", tigerSample, "-o", filepath.Join(t.TempDir(), "cards.pdf")}
		if tc.flag != "" {
			args = append(args, "--link-base", tc.flag)
		}
		code, _, errs := runCLI(t, "", args...)
		if want := tc.from + `: "` + long[:60] + `…" (120 characters) is too long`; code != exitInvalid || !strings.Contains(errs, want) {
			t.Errorf("render = exit %d, stderr %q; want %d and %q", code, errs, exitInvalid, want)
		}
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
