package importer

import (
	"archive/zip"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/system"
	_ "github.com/crewcard/crewcard/cmd/internal/systems" // every game system, as the command has them
	"github.com/crewcard/crewcard/layout/needs"
)

// bsdataDir is the BattleScribe test data beside the repository.
var bsdataDir = filepath.Dir(german)

// check checks a file as crewcard check -v does: whether it is legal and
// fits its card, and its summary line or its problems.
func check(path string) (bool, string) {
	src, err := os.ReadFile(path)
	if err != nil {
		return false, err.Error()
	}
	doc, errs := system.Check(path, src)
	if errs.Err() == nil {
		errs = system.Fit(doc)
	}
	if errs.Err() != nil {
		return false, errs.Error()
	}
	return true, doc.Summary()
}

// TestImportCheckRender imports every unit of each catalogue, checks the
// files, and renders every one that checks: the import's files are inputs
// like any other.
func TestImportCheckRender(t *testing.T) {
	needs.Long(t, "imports catalogues, checks and renders them")
	need(t)
	for _, cat := range []string{"LW - D-Day_German.cat", "LW - D-Day_American.cat", "LW - D-Day_British.cat"} {
		t.Run(cat, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "units")
			code, _, errs := run("-o", dir, filepath.Join(bsdataDir, cat))
			if skipped := strings.Contains(errs, "cannot read"); code != 0 && !skipped || skipped && code != 1 {
				t.Errorf("import = %d (%s), want 1 when a unit could not be read, else 0", code, errs)
			}
			files, _ := filepath.Glob(filepath.Join(dir, "*.toml"))
			var good []string
			for _, f := range files {
				if ok, _ := check(f); ok {
					good = append(good, f)
				}
			}
			if len(files) < 40 || len(good) < len(files) {
				t.Fatalf("%d files written, %d check; want 40 or more, every one", len(files), len(good))
			}
			out, rerrs := cardtest.TryRender(t, good)
			if len(rerrs) > 0 {
				t.Fatalf("render: %v", rerrs)
			}
			if len(out) != 1 || len(out[0].Data) < 10000 {
				t.Fatalf("render made %d PDFs, want one of 10000 bytes or more", len(out))
			}
		})
	}
}

// TestImportRoster imports the test roster, zipped, beside its catalogue:
// its units and its force file check and render with the force card.
func TestImportRoster(t *testing.T) {
	_, rosz, force := importChecked(t, "tiger-company.ros", "tiger-kampfgruppe.toml", "1 formations, 4 units, 79 of 100 points, support 1 of 2")
	out := filepath.Dir(force)
	if _, errs := cardtest.TryRender(t, []string{force}); len(errs) > 0 {
		t.Fatalf("render: %v", errs)
	}
	if code, _, errs := run("-o", out, rosz); code != 1 || !strings.Contains(errs, "exists; give --force") {
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
	if code, _, errs := run("-o", out, rosz); code != 0 {
		t.Fatalf("import = %d: %s", code, errs)
	}
	force = filepath.Join(out, forceFile)
	if ok, lines := check(force); !ok || !strings.Contains(lines, want) {
		t.Fatalf("check -v = %v: %s", ok, lines)
	}
	return dir, rosz, force
}

// rosterBeside zips the test roster name into a folder with the German
// catalogue and the game system beside it, as a player has them, and
// returns the folder and the .rosz.
func rosterBeside(t *testing.T, name string) (dir, rosz string) {
	t.Helper()
	need(t)
	dir = t.TempDir()
	for _, f := range []string{"LW - D-Day_German.cat", "Flames_of_War_v4.gst"} {
		abs, _ := filepath.Abs(filepath.Join(bsdataDir, f))
		if err := os.Symlink(abs, filepath.Join(dir, f)); err != nil {
			t.Skip(err)
		}
	}
	ros, err := os.ReadFile("../system/fowcards/bsdata/testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	rosz = filepath.Join(dir, strings.TrimSuffix(name, ".ros")+".rosz")
	f, err := os.Create(rosz)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	w, _ := zw.Create(name)
	w.Write(ros)
	if err := errors.Join(zw.Close(), f.Close()); err != nil {
		t.Fatal(err)
	}
	return dir, rosz
}
