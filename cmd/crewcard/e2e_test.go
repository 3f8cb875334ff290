package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/crewcard/crewcard/layout/needs"

	"github.com/crewcard/crewcard/model/crewexp"
)

// samplesDir holds the samples that the command prints; TestMain points it
// at a copy of ../../samples without the files of game systems that have no
// cards yet (printableSamples).
var samplesDir = "../../samples"

// checkFile reads and validates one crew file.
func checkFile(t *testing.T, path string) *crewexp.Crew {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c, errs := crewexp.Check(path, src)
	if errs.Err() != nil || c == nil {
		t.Fatalf("%s does not check: %v", path, errs.Err())
	}
	return c
}

// TestRenderSilent: render of the samples, one card a page, exits 0 and
// says nothing. What its PDF holds is TestEndToEndSamples's, in crewcards.
func TestRenderSilent(t *testing.T) {
	needs.Long(t, "renders every sample")
	t.Setenv(linkBaseEnv, "")
	pdf := filepath.Join(t.TempDir(), "cards.pdf")
	if code, out, errs := runCLI(t, "", "render", "--sheet", "none", samplesDir, "-o", pdf); code != 0 || out != "" || errs != "" {
		t.Fatalf("render = exit %d, stdout %q, stderr %q; want exit 0 and silence", code, out, errs)
	}
}
