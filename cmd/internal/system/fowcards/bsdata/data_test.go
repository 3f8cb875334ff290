package bsdata

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// dataDir is the BSData test data beside the repository.
const dataDir = "../../../../../../shared/data/bsdata-flamesofwar"

// catalogues are the test data's catalogues.
var catalogues = []string{"LW - D-Day_German.cat", "LW - D-Day_American.cat", "LW - D-Day_British.cat"}

// dataCatalogues returns every catalogue of the test data; it skips when
// the data is absent, except under CI=true.
func dataCatalogues(t testing.TB) []string {
	t.Helper()
	if _, err := os.Stat(dataDir); errors.Is(err, fs.ErrNotExist) && os.Getenv("CI") != "true" {
		t.Skipf("test data not present: %v", err)
	}
	paths, err := filepath.Glob(filepath.Join(dataDir, "*.cat"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no catalogue in %s (%v)", dataDir, err)
	}
	return paths
}

// loadData loads a catalogue of the test data; it skips when the data is
// absent, except under CI=true.
func loadData(t testing.TB, name string) *Catalogue {
	t.Helper()
	path := filepath.Join(dataDir, name)
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) && os.Getenv("CI") != "true" {
		t.Skipf("test data not present: %v", err)
	}
	c, err := Load(path, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
