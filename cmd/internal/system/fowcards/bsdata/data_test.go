package bsdata

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/crewcard/crewcard/layout/needs"
)

// dataDir is the BSData test data beside the repository.
const dataDir = "../../../../../../shared/data/bsdata-flamesofwar"

// catalogues are the test data's catalogues.
var catalogues = []string{"LW - D-Day_German.cat", "LW - D-Day_American.cat", "LW - D-Day_British.cat"}

// needData ends t when the test data is absent (needs.Missing: skipped,
// or failed under CI=true).
func needData(t testing.TB, path string) {
	t.Helper()
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		needs.Missing(t, "test data not present: %v", err)
	}
}

// dataCatalogues returns every catalogue of the test data (needData).
func dataCatalogues(t testing.TB) []string {
	t.Helper()
	needData(t, dataDir)
	paths, err := filepath.Glob(filepath.Join(dataDir, "*.cat"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no catalogue in %s (%v)", dataDir, err)
	}
	return paths
}

// loadData loads a catalogue of the test data (needData).
func loadData(t testing.TB, name string) *Catalogue {
	t.Helper()
	path := filepath.Join(dataDir, name)
	needData(t, path)
	c, err := Load(path, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
