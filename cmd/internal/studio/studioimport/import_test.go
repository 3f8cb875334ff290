package studioimport

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/importer"
	"github.com/crewcard/crewcard/cmd/internal/studio"
	"github.com/crewcard/crewcard/cmd/internal/studio/page"
	_ "github.com/crewcard/crewcard/cmd/internal/systems"
)

// The BattleScribe data of ../shared, and the test roster of Bolt Action.
const (
	fow       = "../../../../../shared/data/bsdata-flamesofwar/"
	boltData  = "../../../../../shared/data/bsdata-boltaction/"
	fowSystem = fow + "Flames_of_War_v4.gst"
	baSystem  = boltData + "Bolt Action 2.gst"
	baRoster  = "../../system/crewcards/bsdata/testdata/panzer-support.ros"
)

// needData skips without ../shared's data, except under CI=true.
func needData(t *testing.T) {
	t.Helper()
	for _, p := range []string{fowSystem, baSystem} {
		if _, err := os.Stat(p); errors.Is(err, fs.ErrNotExist) && os.Getenv("CI") != "true" {
			t.Skipf("test data not present: %v", err)
		}
	}
}

// readFiles reads the files at paths as the studio holds them, by their
// base names.
func readFiles(t *testing.T, paths ...string) []page.File {
	t.Helper()
	var out []page.File
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, page.File{Name: filepath.Base(p), Data: b})
	}
	return out
}

// importCLI runs `crewcard import -o out ARGS...`, the command's code, in
// a folder that holds files, and returns the files it writes, by name, and
// the lines it prints on its standard error.
func importCLI(t *testing.T, files []page.File, args ...string) (map[string][]byte, []string) {
	t.Helper()
	dir := t.TempDir()
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, f.Name), f.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	var stdout, stderr bytes.Buffer
	importer.Run(context.Background(), append([]string{"-o", "out"}, args...), &stdout, &stderr)
	written := map[string][]byte{}
	entries, _ := os.ReadDir("out")
	for _, e := range entries {
		b, err := os.ReadFile(filepath.Join("out", e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		written[e.Name()] = b
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
		if l != "" {
			lines = append(lines, pageWords(l))
		}
	}
	return written, lines
}

// TestImportIsTheCommand imports rosters (zipped or not) and catalogues of
// ../shared's data, Flames of War's and Bolt Action's, held in memory: the
// files are byte for byte those `crewcard import` writes from a folder
// that holds the same files, and the messages its lines, in the page's
// words, where no flag is named.
func TestImportIsTheCommand(t *testing.T) {
	needData(t)
	for _, tc := range []struct {
		files []string // the first is imported
		args  []string
		min   int  // files written, at least
		zip   bool // the catalogues and game system zipped, as BattleScribe keeps them (.catz, .gstz)
	}{
		{[]string{fow + "rosters/Cromwell Squadron.rosz", fow + "LW - Bulge_British.cat", fowSystem}, nil, 8, false},
		{[]string{fow + "rosters/Panzer IV Kampfgruppe.rosz", fow + "LW - Bagration_German.cat", fowSystem}, nil, 7, false},
		{[]string{fow + "rosters/Panzer IV Kampfgruppe.ros", fowSystem, fow + "LW - Bagration_German.cat", fow + "LW - D-Day_German.cat"}, nil, 7, false},
		{[]string{fow + "rosters/Panzer IV Kampfgruppe.rosz", fowSystem, fow + "LW - Bagration_German.cat"}, nil, 7, true},
		{[]string{fow + "LWL - British Force.cat", fow + "LW - Bulge_British.cat", fowSystem}, nil, 10, true},
		// a catalogue that links another: every unit
		{[]string{fow + "LWL - British Force.cat", fow + "LW - Bulge_British.cat", fowSystem}, nil, 10, false},
		{[]string{fow + "LW - D-Day_German.cat", fowSystem}, []string{"Tiger Tank Platoon", "--size", "2"}, 1, false},
		// a catalogue whose name gives no nation: the warning says what to do in the studio
		{[]string{fow + "Fortifications.cat", fowSystem}, nil, 3, false},
		{[]string{baRoster, boltData + "BA2 - Armies of Germany.cat", baSystem}, nil, 3, false},
		{[]string{boltData + "v3/Armies of the soviet union.cat", boltData + "v3/Bolt Action Third Edition.gst"}, nil, 30, false},
	} {
		files := readFiles(t, tc.files...)
		if tc.zip {
			for i, f := range files {
				if ext := filepath.Ext(f.Name); ext == ".cat" || ext == ".gst" {
					files[i] = zipped(t, f)
				}
			}
		}
		args := append([]string{files[0].Name}, tc.args...)
		t.Run(files[0].Name, func(t *testing.T) {
			want, wantMsgs := importCLI(t, files, args...)
			got, err := Import(context.Background(), files, args)
			if err != nil {
				t.Fatal(err)
			}
			if len(got.Files) < tc.min || len(got.Files) != len(want) {
				t.Errorf("%d files, want the command's %d (at least %d)", len(got.Files), len(want), tc.min)
			}
			for _, f := range got.Files {
				if f.Want != f.Name {
					t.Errorf("%s: wanted as %s, with no file taken", f.Name, f.Want)
				}
				if w, ok := want[f.Name]; !ok || string(w) != f.Text {
					t.Errorf("%s: not the command's file (it writes it: %v)\n%s", f.Name, ok, f.Text)
				}
			}
			if !slices.Equal(got.Messages, wantMsgs) {
				t.Errorf("messages\n%q\nwant the command's\n%q", got.Messages, wantMsgs)
			}
			for _, m := range got.Messages {
				if strings.Contains(m, "--") || strings.HasPrefix(m, "crewcard") {
					t.Errorf("message %q names a flag or the command", m)
				}
			}
		})
	}
}

// zipped is f zipped as BattleScribe zips it: f.catz holding f.cat.
func zipped(t *testing.T, f page.File) page.File {
	t.Helper()
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	w, err := zw.Create(f.Name)
	if err == nil {
		_, err = w.Write(f.Bytes())
	}
	if err := errors.Join(err, zw.Close()); err != nil {
		t.Fatal(err)
	}
	return page.File{Name: f.Name + "z", Data: b.Bytes()}
}

// TestImportTaken imports a roster into a studio that holds files of the
// names import gives: none is replaced, the new ones get free names, and
// the force names its units by them and checks.
func TestImportTaken(t *testing.T) {
	needData(t)
	files := readFiles(t, fow+"rosters/Cromwell Squadron.rosz", fow+"LW - Bulge_British.cat", fowSystem)
	fresh, err := Import(context.Background(), files, []string{files[0].Name})
	if err != nil {
		t.Fatal(err)
	}
	taken := []string{"cromwell-squadron.toml", "cromwell-armoured-troop.toml", "sexton-field-troop.toml"}
	got, err := Import(context.Background(), files, []string{files[0].Name}, taken...)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Files) != len(fresh.Files) {
		t.Fatalf("%d files, want %d", len(got.Files), len(fresh.Files))
	}
	var held []page.File
	renamed := 0
	for i, f := range got.Files {
		if slices.Contains(taken, f.Name) {
			t.Errorf("%s is taken, and written", f.Name)
		}
		if f.Want != fresh.Files[i].Name {
			t.Errorf("%s: wanted as %s, want %s", f.Name, f.Want, fresh.Files[i].Name)
		}
		if f.Want != f.Name {
			renamed++
		}
		held = append(held, page.File{Name: f.Name, Text: f.Text})
	}
	if renamed < len(taken) {
		t.Errorf("%d files renamed, want at least %d", renamed, len(taken))
	}
	for _, n := range taken {
		held = append(held, page.File{Name: n, Text: "# the player's own\n"})
	}
	force := got.Files[len(got.Files)-1]
	if force.Name != "cromwell-squadron-2.toml" || !strings.Contains(force.Text, `"cromwell-armoured-troop-2.toml"`) {
		t.Errorf("the force is %s, naming its units:\n%s", force.Name, force.Text)
	}
	if r := studio.Check(held, force.Name); !r[0].Legal {
		t.Errorf("the force does not check: %+v", r[0].Problems)
	}
}

// TestImportMissing imports a roster or a catalogue without the files it
// needs: the error names each, to be added, in the page's words.
func TestImportMissing(t *testing.T) {
	needData(t)
	for _, tc := range []struct {
		files []string
		want  string
	}{
		{[]string{fow + "rosters/Cromwell Squadron.rosz"},
			`"Cromwell Squadron.rosz" needs the catalogue "Late-War - Bulge: British" (a .cat or .catz file, id "46c6-85fe-74b1-31a1") and the game system "Flames of War v4" (a .gst or .gstz file): open them too`},
		{[]string{fow + "rosters/Cromwell Squadron.rosz", fowSystem},
			`"Cromwell Squadron.rosz" needs the catalogue "Late-War - Bulge: British" (a .cat or .catz file, id "46c6-85fe-74b1-31a1"): open it too`},
		{[]string{fow + "rosters/Cromwell Squadron.rosz", fow + "LW - Bulge_British.cat"},
			`"LW - Bulge_British.cat" needs the game system "Flames of War v4" (a .gst or .gstz file, id "976a-b687-1fdb-07ef"): open it too`},
		{[]string{fow + "LW - D-Day_German.cat"},
			`"LW - D-Day_German.cat" needs its game system (a .gst or .gstz file, id "976a-b687-1fdb-07ef"): open it too`},
		{[]string{fow + "LWL - British Force.cat", fowSystem},
			`"LWL - British Force.cat" needs the catalogue "Late-War - Bulge: British" (a .cat or .catz file, id "46c6-85fe-74b1-31a1"): open it too`},
	} {
		files := readFiles(t, tc.files...)
		got, err := Import(context.Background(), files, []string{files[0].Name})
		var se *page.Error
		if !errors.As(err, &se) || !strings.HasPrefix(se.Usage, tc.want) || strings.Contains(se.Usage, "--") || len(got.Files) != 0 {
			t.Errorf("%s: %d files, error %v\nwant %s…", files[0].Name, len(got.Files), err, tc.want)
		}
	}
	// a zipped game system is one
	files := readFiles(t, fow+"rosters/Cromwell Squadron.rosz", fowSystem)
	files[1] = zipped(t, files[1])
	_, err := Import(context.Background(), files, []string{files[0].Name})
	if want := `"Cromwell Squadron.rosz" needs the catalogue "Late-War - Bulge: British" (a .cat or .catz file, id "46c6-85fe-74b1-31a1"): open it too`; err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("with %s: %v\nwant %s…", files[1].Name, err, want)
	}
}
