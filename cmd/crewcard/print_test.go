package main

// Helpers that the tests of other files share, left from the print tests
// that moved to cmd/internal/press: a render run in-process, crews checked
// from files and crewgen, and the options of a split run.

import (
	"bytes"
	"context"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// sheetRender runs crewcard render in-process and fails on a non-zero exit.
func sheetRender(t *testing.T, args ...string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if code := run(context.Background(), append([]string{"render"}, args...), strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("render %s = exit %d; stderr:\n%s", strings.Join(args, " "), code, stderr.String())
	}
	if stderr.Len() > 0 {
		t.Errorf("render %s wrote to stderr: %s", strings.Join(args, " "), stderr.String())
	}
}

// printCrews reads and checks crew files.
func printCrews(t *testing.T, paths ...string) []*crewexp.Crew {
	t.Helper()
	var crews []*crewexp.Crew
	for _, p := range paths {
		crews = append(crews, checkFile(t, p))
	}
	return crews
}

// a4Sheet is A4 paper.
var a4Sheet = press.Sheet{Paper: impose.Size{W: 210, H: 297}}

// splitOptions are the settings of a split test run: sheets of paper and
// a page limit of limit.
func splitOptions(t *testing.T, paper, backs string, limit int) *renderOptions {
	t.Helper()
	sheet, err := press.ParseSheet(paper)
	if err != nil {
		t.Fatal(err)
	}
	b, err := press.ParseBacks(backs)
	if err != nil {
		t.Fatal(err)
	}
	return &renderOptions{Options: press.Options{LinkBase: saved.DefaultBase, Margin: impose.DefaultMargin,
		Command: "crewcard render split test", MaxPages: limit, Program: "crewcard " + version,
		Sheet: sheet, Backs: b, Card: impose.Size{W: 69, H: 94}}}
}

// generatedCrews checks n crewgen crews.
func generatedCrews(t *testing.T, n int, seed int64) []*crewexp.Crew {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(crewtest.WriteGenerated(t, n, seed), "*.toml"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(paths)
	return printCrews(t, paths...)
}
