package main

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/layout/needs"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// samplesDir holds the samples that the command prints; TestMain points it
// at a copy of ../../samples without the files of game systems that have no
// cards yet (printableSamples).
var samplesDir = "../../samples"

// sample is one sample crew and the QR link its card must carry.
type sample struct {
	name    string // file name without .toml
	path    string
	crew    *crewexp.Crew
	payload []byte // the binary payload
	link    string // the QR link with saved.DefaultBase
}

// loadSamples reads every sample in the order render takes a folder's files
// (sorted), and computes each one's link from its saved state.
func loadSamples(t *testing.T) []sample {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(samplesDir, "*.toml"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no samples in %s: %v", samplesDir, err)
	}
	sort.Strings(paths)
	var out []sample
	for _, p := range paths {
		if !isCrewFile(t, p) {
			continue // the crew tests take the crews; other systems have their own
		}
		s := sample{name: strings.TrimSuffix(filepath.Base(p), ".toml"), path: p}
		s.crew = checkFile(t, p)
		s.link, s.payload = crewtest.Link(t, s.crew, saved.DefaultBase)
		out = append(out, s)
	}
	return out
}

// isCrewFile reports whether the file at path is a crew file: it names no
// system, or the crew-experience system.
func isCrewFile(t *testing.T, path string) bool {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	key, _ := model.SystemOf(path, src)
	return key == "" || key == crewexp.SystemName
}

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
