package bsdata

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
	"github.com/crewcard/crewcard/layout/needs"
)

// dataDir is the Bolt Action BSData test data beside the repository: the
// second edition's armies, and the third edition's under v3/.
const dataDir = "../../../../../../shared/data/bsdata-boltaction"

// armies returns every catalogue of the test data, both editions (or ends
// t: needs.Missing skips, or fails under CI=true).
func armies(t testing.TB) []string {
	t.Helper()
	if _, err := os.Stat(dataDir); errors.Is(err, fs.ErrNotExist) {
		needs.Missing(t, "test data not present: %v", err)
	}
	var paths []string
	for _, glob := range []string{"*.cat", "v3/*.cat"} {
		p, err := filepath.Glob(filepath.Join(dataDir, glob))
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p...)
	}
	if len(paths) == 0 {
		t.Fatalf("no catalogue in %s", dataDir)
	}
	return paths
}

func load(t testing.TB, path string) *Army {
	t.Helper()
	a, err := Load(path, bs.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	return a
}
