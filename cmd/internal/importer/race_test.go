package importer

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestImportsOneAfterTheOther: two imports into one folder at once write
// one after the other: the first writes its files, the second finds them
// and, without --force, writes nothing (issue 33, item 2). 12 pairs.
func TestImportsOneAfterTheOther(t *testing.T) {
	needArmy(t)
	for i := range 12 {
		dir := filepath.Join(t.TempDir(), "crews")
		var wg sync.WaitGroup
		codes := make([]int, 2)
		errs := make([]string, 2)
		for j := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes[j], _, errs[j] = run("-o", dir, germany, "Panzer IV AUSF G, H, J", "Truck")
			}()
		}
		wg.Wait()
		ok, refused := 0, 0
		for j := range 2 {
			switch {
			case codes[j] == 0:
				ok++
			case strings.Contains(errs[j], "exists; give --force"):
				refused++
			}
		}
		if ok != 1 || refused != 1 {
			t.Fatalf("pair %d: exit codes %v, stderr %q; want one written and one refused", i, codes, errs)
		}
	}
}

// TestImportRemovesKilledTemps: a temporary file a killed import left for
// a file it writes is removed, and named.
func TestImportRemovesKilledTemps(t *testing.T) {
	needArmy(t)
	dir := t.TempDir()
	stale := filepath.Join(dir, ".truck.toml.12345.tmp")
	if err := os.WriteFile(stale, []byte("half"), 0o666); err != nil {
		t.Fatal(err)
	}
	code, _, errs := run("-o", dir, germany, "Truck")
	if code != 0 || !strings.Contains(errs, "removed "+stale+", left by a run that was killed") {
		t.Fatalf("import = %d, stderr %q", code, errs)
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("%s is still there", stale)
	}
}
