package importer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model/crewexp"
)

const germany = "../../../../shared/data/bsdata-boltaction/BA2 - Armies of Germany.cat"

func needArmy(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(germany); err != nil {
		needs.Missing(t, "test data not present: %v", err)
	}
}

// TestImportBoltAction lists an army's vehicles with their kind and the
// points of each rating, writes crew files that check at the start asked
// for, and refuses what it cannot do with the flag at fault.
func TestImportBoltAction(t *testing.T) {
	needArmy(t)
	code, out, errs := run("--list", germany)
	line := "Panzer IV AUSF G, H, J\ttank\tb31f12fc-9c10-bd1a-3efe-edee94f6d465\tinexperienced 188 pts; regular 235 pts; veteran 282 pts\n"
	if code != 0 || !strings.Contains(out, line) {
		t.Fatalf("import --list = %d, %s:\n%s", code, errs, out)
	}
	dir := filepath.Join(t.TempDir(), "crews")
	for _, tc := range []struct {
		name  string
		args  []string
		code  int
		err   string
		file  string
		start string
		pts   int64
	}{
		{"default start", []string{"-o", dir, germany, "Panzer IV AUSF G"}, 0, "", "panzer-iv-ausf-g-h-j.toml", "inexperienced", 188},
		{"legendary", []string{"-o", dir, "--force", "--start", "legendary", germany, "Panzer IV AUSF G, H, J"}, 0, "", "panzer-iv-ausf-g-h-j.toml", "legendary", 282},
		{"no such rating", []string{"-o", dir, "--start", "inexperienced", germany, "Panzer VI Ausf. H 'Tiger'"}, 1, "offers no inexperienced rating", "", "", 0},
		{"bad start", []string{"-o", dir, "--start", "veteran", germany}, 2, `--start "veteran": use one of inexperienced, regular, legendary`, "", "", 0},
		{"size", []string{"-o", dir, "--size", "2", germany}, 2, "has no sizes", "", "", 0},
		{"near miss", []string{"-o", dir, germany, "Panzr IV AUSF A"}, 2, `no vehicle "Panzr IV AUSF A"; did you mean "Panzer IV AUSF A"?`, "", "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := run(tc.args...)
			if code != tc.code || !strings.Contains(errs, tc.err) {
				t.Fatalf("import %q = %d, stderr:\n%s\nwant %d and %q", tc.args, code, errs, tc.code, tc.err)
			}
			if tc.file == "" {
				return
			}
			src, err := os.ReadFile(filepath.Join(dir, tc.file))
			if err != nil {
				t.Fatal(err)
			}
			c, problems := crewexp.Check(tc.file, src)
			if problems.Err() != nil {
				t.Fatalf("%s does not check: %v", tc.file, problems)
			}
			if c.File.Crew.Start != tc.start || c.File.Vehicle.Points != tc.pts || c.Profile == nil {
				t.Errorf("%s: start %s, %d points, profile %v; want %s, %d and a profile", tc.file, c.File.Crew.Start, c.File.Vehicle.Points, c.Profile != nil, tc.start, tc.pts)
			}
		})
	}
}

// TestImportBoltActionRoster imports a roster: a crew file a vehicle, two
// for a selection of two trucks, and --start refused for a roster.
func TestImportBoltActionRoster(t *testing.T) {
	needArmy(t)
	dir := t.TempDir()
	for _, name := range []string{"BA2 - Armies of Germany.cat", "Bolt Action 2.gst"} {
		abs, _ := filepath.Abs(filepath.Join(filepath.Dir(germany), name))
		if err := os.Symlink(abs, filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	src, err := os.ReadFile("../system/crewcards/bsdata/testdata/panzer-support.ros")
	if err != nil {
		t.Fatal(err)
	}
	ros := filepath.Join(dir, "panzer-support.ros")
	if err := os.WriteFile(ros, src, 0o666); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := run("-o", filepath.Join(dir, "out"), "--start", "regular", ros); code != 2 || !strings.Contains(errs, "a roster imports whole") {
		t.Errorf("--start with a roster = %d, %s", code, errs)
	}
	if code, _, errs := run("-o", filepath.Join(dir, "out"), ros); code != 0 {
		t.Fatalf("import of the roster = %d:\n%s", code, errs)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "out", "*.toml"))
	if len(files) != 3 {
		t.Fatalf("the roster gave %d crew files, want 3 (a Panzer IV, two trucks): %v", len(files), files)
	}
	for _, f := range files {
		src, _ := os.ReadFile(f)
		if _, problems := crewexp.Check(f, src); problems.Err() != nil {
			t.Errorf("%s: %v", f, problems)
		}
	}
}
