package main

import (
	"archive/zip"
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/needs"
)

// bsdataDir is the BattleScribe test data beside the repository.
const bsdataDir = "../../../shared/data/bsdata-flamesofwar"

// TestImportCheckRender imports every unit of each catalogue, checks the
// files, and renders every one that checks: the import's files are inputs
// like any other.
func TestImportCheckRender(t *testing.T) {
	needs.Long(t, "imports catalogues, checks and renders them")
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
			if len(files) < 40 || len(good) < len(files) {
				t.Fatalf("%d files written, %d check; want 40 or more, every one", len(files), len(good))
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

// TestImportRoster imports the test roster, zipped, beside its catalogue:
// its units and its force file check and render with the force card.
func TestImportRoster(t *testing.T) {
	dir, rosz, force := importChecked(t, "tiger-company.ros", "tiger-kampfgruppe.toml", "1 formations, 4 units, 79 of 100 points, support 1 of 2")
	out := filepath.Dir(force)
	if code, _, errs := runCLI(t, "", "render", "-o", filepath.Join(dir, "force.pdf"), force); code != exitOK {
		t.Fatalf("render = %d: %s", code, errs)
	}
	if code, _, errs := runCLI(t, "", "import", "-o", out, rosz); code != exitInvalid || !strings.Contains(errs, "exists; give --force") {
		t.Errorf("a second import = %d, %q; want a refusal", code, errs)
	}
}

// TestImportTwoForces imports a roster of two forces: the first force's
// formation is the primary, the second's a support formation, and the force
// checks.
func TestImportTwoForces(t *testing.T) {
	importChecked(t, "two-forces.ros", "two-tiger-kampfgruppen.toml", "2 formations, 7 units, 151 of 200 points, support 2 of 2")
}

// importChecked imports the test roster into the folder "force" beside its
// catalogue (rosterBeside), and checks the force file it writes, whose
// check -v line must hold want. It returns the folder, the roster and the
// force file.
func importChecked(t *testing.T, roster, forceFile, want string) (dir, rosz, force string) {
	t.Helper()
	dir, rosz = rosterBeside(t, roster)
	out := filepath.Join(dir, "force")
	if code, _, errs := runCLI(t, "", "import", "-o", out, rosz); code != exitOK {
		t.Fatalf("import = %d: %s", code, errs)
	}
	force = filepath.Join(out, forceFile)
	code, stdout, errs := runCLI(t, "", "check", "-v", force)
	if code != exitOK || !strings.Contains(stdout, want) {
		t.Fatalf("check = %d: %s%s", code, stdout, errs)
	}
	return dir, rosz, force
}

// rosterBeside zips the test roster name into a folder with the German
// catalogue and the game system beside it, as a player has them, and
// returns the folder and the .rosz.
func rosterBeside(t *testing.T, name string) (dir, rosz string) {
	t.Helper()
	if _, err := os.Stat(bsdataDir); errors.Is(err, fs.ErrNotExist) && os.Getenv("CI") != "true" {
		t.Skipf("test data not present: %v", err)
	}
	dir = t.TempDir()
	for _, f := range []string{"LW - D-Day_German.cat", "Flames_of_War_v4.gst"} {
		abs, _ := filepath.Abs(filepath.Join(bsdataDir, f))
		if err := os.Symlink(abs, filepath.Join(dir, f)); err != nil {
			t.Skip(err)
		}
	}
	ros, err := os.ReadFile("../internal/system/fowcards/bsdata/testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, _ := zw.Create(name)
	w.Write(ros)
	zw.Close()
	rosz = filepath.Join(dir, strings.TrimSuffix(name, ".ros")+".rosz")
	if err := os.WriteFile(rosz, buf.Bytes(), 0o666); err != nil {
		t.Fatal(err)
	}
	return dir, rosz
}
