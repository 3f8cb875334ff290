package main

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
)

// TestManualCoversCommands holds the manual to the command line: every
// command is in the commands topic's table, and every flag each command's
// usage lists is named in the README or a topic, as --flag or -flag.
func TestManualCoversCommands(t *testing.T) {
	text := readme(t)
	flag := regexp.MustCompile(`(?m)^  -([a-z][a-z0-9-]*)`)
	for name := range commands {
		if !strings.Contains(text, "| `crewcard "+name) {
			t.Errorf("the manual's table of commands has no row for crewcard %s", name)
		}
		var out, errs strings.Builder
		if code := run(context.Background(), []string{name, "-h"}, strings.NewReader(""), &out, &errs); code != exitOK {
			t.Errorf("crewcard %s -h: exit %d", name, code)
		}
		for _, m := range flag.FindAllStringSubmatch(errs.String(), -1) {
			if !regexp.MustCompile("[` (]-{1,2}" + regexp.QuoteMeta(m[1]) + "\\b").MatchString(text) {
				t.Errorf("crewcard %s -%s: the manual never names the flag", name, m[1])
			}
		}
	}
}

// TestVersion: crewcard version prints the code's version, the Go release
// and the platform, on one line.
func TestVersion(t *testing.T) {
	code, out, errs := runCLI(t, "", "version")
	if code != exitOK || errs != "" || out != press.About()+"\n" || !strings.HasPrefix(out, "crewcard "+press.Version+" (go") {
		t.Errorf("crewcard version: exit %d, %q, %q", code, out, errs)
	}
}
