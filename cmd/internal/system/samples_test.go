package system_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system"
)

// samplesDir is the repository's samples folder.
const samplesDir = "../../../samples"

// samplesOf returns the sample files of s, by its Info.Samples glob.
func samplesOf(t testing.TB, s system.System) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(samplesDir, s.Info().Samples))
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestSamplesBySystem walks the samples folder: every file is a sample of
// exactly one system, whose glob names it, and checks as a legal file of
// that system that fits the default card; every system that prints files
// of its own has samples.
func TestSamplesBySystem(t *testing.T) {
	owner := map[string]string{}
	for _, s := range system.All() {
		name := s.Info().Name
		if s.Info().Samples == "" {
			continue
		}
		files := samplesOf(t, s)
		if len(files) == 0 {
			t.Errorf("%s: no samples match %q", name, s.Info().Samples)
		}
		for _, f := range files {
			if o, ok := owner[f]; ok {
				t.Errorf("%s is a sample of both %s and %s", f, o, name)
			}
			owner[f] = name
		}
	}
	all, err := filepath.Glob(filepath.Join(samplesDir, "*.toml"))
	if err != nil || len(all) == 0 {
		t.Fatalf("no samples: %v", err)
	}
	for _, f := range all {
		want, ok := owner[f]
		if !ok {
			t.Errorf("%s is no system's sample", f)
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, errs := system.Check(f, src) // by its path: a force reads its units beside it
		if errs.Err() == nil {
			errs = system.Fit(doc)
		}
		if len(errs.Errors()) > 0 {
			t.Errorf("%s: %v", f, errs)
			continue
		}
		if got := doc.System().Info().Name; got != want {
			t.Errorf("%s checks as a %s file, want %s", f, got, want)
		}
	}
}

// FuzzSystems checks any file through the registry, seeded with every
// system's samples and built-in files: a file is legal exactly when Check
// returns a Doc, and a legal file's roster row, show data and layout on the
// default card never panic, its row having a cell for each of its system's
// columns.
func FuzzSystems(f *testing.F) {
	for _, s := range system.All() {
		if s.Info().Samples == "" {
			continue
		}
		for _, file := range samplesOf(f, s) {
			src, err := os.ReadFile(file)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(src)
		}
	}
	for _, id := range system.BuiltinIDs() {
		src, _ := system.Builtin(id)
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		doc, errs := system.Check("f.toml", src)
		if (doc != nil) != (errs.Err() == nil) {
			t.Fatalf("Check = %v, %v: a Doc exactly when the file is legal", doc, errs)
		}
		if doc == nil {
			return
		}
		row, _ := doc.Roster()
		if n := len(doc.System().Info().Roster); len(row) != n {
			t.Errorf("Roster gives %d cells for %d columns", len(row), n)
		}
		doc.Show()
		system.Fit(doc)
	})
}
