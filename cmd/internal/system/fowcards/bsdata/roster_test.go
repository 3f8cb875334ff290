package bsdata

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model/fow"
)

// rosterDir makes a folder with the test data's catalogues and game system
// (linked, not copied) and the files given, as a user has them beside a
// roster.
func rosterDir(t *testing.T, files map[string][]byte) string {
	t.Helper()
	if _, err := os.Stat(dataDir); errors.Is(err, fs.ErrNotExist) && os.Getenv("CI") != "true" {
		t.Skipf("test data not present: %v", err)
	}
	dir := t.TempDir()
	data, err := filepath.Glob(filepath.Join(dataDir, "*.[cg][as][tt]"))
	if err != nil || len(data) < 4 {
		t.Fatalf("test data: %v %v", data, err)
	}
	for _, f := range data {
		abs, _ := filepath.Abs(f)
		if err := os.Symlink(abs, filepath.Join(dir, filepath.Base(f))); err != nil {
			t.Skip(err)
		}
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o666); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func zipped(t *testing.T, files map[string][]byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, b := range files {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(b)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestReadRoster reads the test roster, plain and zipped, into its
// formation and support unit with the sizes and points chosen.
func TestReadRoster(t *testing.T) {
	ros, err := os.ReadFile("testdata/tiger-company.ros")
	if err != nil {
		t.Fatal(err)
	}
	dir := rosterDir(t, map[string][]byte{"k.ros": ros, "k.rosz": zipped(t, map[string][]byte{"k.ros": ros})})
	for _, name := range []string{"k.ros", "k.rosz"} {
		r, err := ReadRoster(filepath.Join(dir, name), DefaultLimits)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, fm := range r.Formations {
			for _, u := range fm.Units {
				got = append(got, fmt.Sprintf("%s/%s/%s/%g", fm.Name, u.Unit.Name, u.Size.Name, u.Points))
			}
		}
		for _, u := range r.Support {
			got = append(got, fmt.Sprintf("support/%s/%s/%g", u.Unit.Name, u.Size.Name, u.Points))
		}
		want := "Tiger Tank Company/Tiger Tank Company HQ (LG180)/1x Tiger (8.8cm)/12 " +
			"Tiger Tank Company/Tiger Tank Platoon (LG102)/3x Tiger (8.8cm)/36 " +
			"Tiger Tank Company/Tiger Tank Platoon (LG102)/2x Tiger (8.8cm)/24 " +
			"support/10.5cm Artillery Battery (LG136)/2x 10.5cm howitzer/7"
		if g := strings.Join(got, " "); g != want || r.Name != "Tiger Kampfgruppe" || r.Limit != 100 {
			t.Errorf("%s: %q, limit %g:\n%s\nwant\n%s", name, r.Name, r.Limit, g, want)
		}
	}
}

// TestRosterHostile refuses a zip bomb, a zip of two files and a roster
// whose catalogue is not beside it, quickly.
func TestRosterHostile(t *testing.T) {
	bomb := zipped(t, map[string][]byte{"b.ros": bytes.Repeat([]byte(" "), 17<<20)})
	two := zipped(t, map[string][]byte{"a.ros": []byte("<roster/>"), "b.ros": []byte("<roster/>")})
	lost := []byte(`<roster id="1" name="x" gameSystemId="976a-b687-1fdb-07ef"><forces><force id="2" name="f" entryId="3" catalogueId="none"/></forces></roster>`)
	dir := rosterDir(t, map[string][]byte{"bomb.rosz": bomb, "two.rosz": two, "lost.ros": lost, "cat.ros": []byte("<catalogue/>")})
	for name, want := range map[string]string{
		"bomb.rosz": "bomb.rosz:b.ros: larger than the 16 MiB limit once unzipped",
		"two.rosz":  "two.rosz: 2 files in it, want the one roster",
		"lost.ros":  `lost.ros: no catalogue "none" (.cat) beside it`,
		"cat.ros":   "cat.ros:1: not a BattleScribe roster: its root is <catalogue>",
	} {
		_, err := ReadRoster(filepath.Join(dir, name), DefaultLimits)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ReadRoster(%s) = %v, want %q", name, err, want)
		}
	}
}

// TestRosterTwoForces reads a roster of two forces: every force's
// formations in order, the catalogue named once, and a force file that
// names both formations.
func TestRosterTwoForces(t *testing.T) {
	ros, err := os.ReadFile("testdata/two-forces.ros")
	if err != nil {
		t.Fatal(err)
	}
	dir := rosterDir(t, map[string][]byte{"two.ros": ros})
	r, err := ReadRoster(filepath.Join(dir, "two.ros"), DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, fm := range r.Formations {
		got = append(got, fmt.Sprintf("%s: %d units", fm.Name, len(fm.Units)))
	}
	if g := strings.Join(got, ", "); g != "Tiger Tank Company: 3 units, Tiger Tank Company: 3 units" || len(r.Support) != 1 || len(r.Cats) != 1 || r.Limit != 200 {
		t.Errorf("formations %q, %d support units, %d catalogues, limit %g", g, len(r.Support), len(r.Cats), r.Limit)
	}
	force := string(r.ForceFile([][]string{{"a.toml"}, {"b.toml"}}, 151, nil))
	if !strings.Contains(force, "type = \"primary\"\nunits = [\n  \"a.toml\"") || !strings.Contains(force, "type = \"support\"\nunits = [\n  \"b.toml\"") {
		t.Errorf("force file:\n%s", force)
	}
}

// TestRosterSchema validates the test roster against the BSData schema, its
// namespace set to the roster's as the schema's comment says.
func TestRosterSchema(t *testing.T) {
	xmllint := needs.Program(t, "xmllint", "apt-get install libxml2-utils")
	xsd, err := os.ReadFile(filepath.Join(dataDir, "Catalogue-v2_03.xsd"))
	if errors.Is(err, fs.ErrNotExist) && os.Getenv("CI") != "true" {
		t.Skipf("test data not present: %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	schema := filepath.Join(t.TempDir(), "roster.xsd")
	os.WriteFile(schema, bytes.ReplaceAll(xsd, []byte("schema/catalogueSchema"), []byte("schema/rosterSchema")), 0o666)
	if out, err := exec.Command(xmllint, "--noout", "--schema", schema, "testdata/tiger-company.ros", "testdata/two-forces.ros").CombinedOutput(); err != nil {
		t.Fatalf("xmllint: %v\n%s", err, out)
	}
}

// TestSharedRosters imports the two rosters of the test data (a German
// Panzer IV Kampfgruppe, zipped, and a British Cromwell Squadron): every
// unit is read, the teams chosen are the units' (the half-tracks, the
// Panzerschreck team and the Kangaroos among them, each with its
// weapons), and the force file check accepts has the roster's points.
func TestSharedRosters(t *testing.T) {
	for _, tc := range []struct {
		file, unit, teams string
		points            int
	}{
		{"Panzer IV Kampfgruppe.rosz", "Armoured Panzergrenadier Platoon",
			`7 MG42 team ["MG42 team" "Panzerfaust anti-tank"]; 4 Sd Kfz 251 (MG) half-track ["MGs"]; 1 Panzerschreck anti-tank team ["Panzerschreck anti-tank"]`, 100},
		{"Cromwell Squadron.ros", "Kangaroo Rifle Platoon",
			`7 Bren Gun & SMLE rifle team ["Bren Gun & SMLE rifle"]; 1 PIAT anti-tank team ["PIAT"]; 1 2-inch mortar team ["2-inch mortar"]; 4 Ram Kangaroo ["MG"]`, 100},
	} {
		t.Run(tc.file, func(t *testing.T) {
			path := filepath.Join(dataDir, "rosters", tc.file)
			needData(t, path)
			r, err := ReadRoster(path, DefaultLimits)
			if err != nil {
				t.Fatal(err)
			}
			var files []string
			found := false
			for _, ru := range append(append([]RosterUnit(nil), r.Formations[0].Units...), r.Support...) {
				im := ru.File(FormationRole(ru.Unit))
				u, errs := fow.Check(ru.Unit.Name, im.File)
				if im.File == nil || errs.Err() != nil {
					t.Fatalf("%s: %v %v", ru.Unit.Name, im.Problems, errs)
				}
				files = append(files, ru.Unit.ID+".toml")
				if u.Name != tc.unit {
					continue
				}
				found = true
				var teams []string
				for _, tm := range u.Teams {
					var ws []string
					for _, w := range tm.Weapons {
						ws = append(ws, w.Name)
					}
					teams = append(teams, fmt.Sprintf("%d %s %q", tm.Count, tm.Name, ws))
				}
				if got := strings.Join(teams, "; "); got != tc.teams {
					t.Errorf("%s:\n%s\nwant\n%s", tc.unit, got, tc.teams)
				}
			}
			if !found {
				t.Errorf("no %s in the roster", tc.unit)
			}
			force := string(r.ForceFile([][]string{files}, 0, nil))
			if !strings.Contains(force, fmt.Sprintf("points = %d\n", tc.points)) {
				t.Errorf("force file:\n%s", force)
			}
		})
	}
}
