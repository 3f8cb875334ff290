package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// bsdataDir is the BattleScribe test data beside the repository.
const bsdataDir = "../../../shared/data/bsdata-flamesofwar"

// TestImportCheckRender imports every unit of each catalogue, checks the
// files, and renders every one that checks: the import's files are inputs
// like any other.
func TestImportCheckRender(t *testing.T) {
	if _, err := os.Stat(bsdataDir); errors.Is(err, fs.ErrNotExist) && os.Getenv("CI") != "true" {
		t.Skipf("test data not present: %v", err)
	}
	for _, cat := range []string{"LW - D-Day_German.cat", "LW - D-Day_American.cat", "LW - D-Day_British.cat"} {
		t.Run(cat, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "units")
			code, _, errs := runCLI(t, "", "import", "-o", dir, filepath.Join(bsdataDir, cat))
			if skipped := strings.Contains(errs, "cannot read"); code != exitOK && !skipped || skipped && code != exitInvalid {
				t.Errorf("import = %d (%s), want 1 when a unit could not be read, else 0", code, errs)
			}
			files, _ := filepath.Glob(filepath.Join(dir, "*.toml"))
			var good []string
			for _, f := range files {
				if code, _, _ := runCLI(t, "", "check", f); code == exitOK {
					good = append(good, f)
				}
			}
			if len(files) < 40 || len(good) < len(files)-4 {
				t.Fatalf("%d files written, %d check; want 40 or more, all but a few", len(files), len(good))
			}
			out := filepath.Join(t.TempDir(), "cards.pdf")
			if code, _, errs := runCLI(t, "", append([]string{"render", "-o", out}, good...)...); code != exitOK {
				t.Fatalf("render = %d: %s", code, errs)
			}
			if info, err := os.Stat(out); err != nil || info.Size() < 10000 {
				t.Fatalf("render wrote %v, %v", info, err)
			}
		})
	}
}
