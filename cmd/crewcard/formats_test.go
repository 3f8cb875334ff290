package main

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// faceFiles lists the files of a folder, sorted.
func faceFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	return names
}

// What render draws a file a face (the files' names, PNG sizes, SVG, the
// QR codes) is crewcards' TestRenderFaceNames and TestRenderFaceQR.

// TestRenderFaceFolder: the -o folder's rule as a user meets it. A run
// into the folder of an earlier run with the same inputs replaces its
// faces; other files are refused unless --force, which keeps them; a file
// of a face's name that crewcard did not write is never replaced; a
// refusal is a usage error that writes nothing.
func TestRenderFaceFolder(t *testing.T) {
	tiger := filepath.Join(samplesDir, "regular-tiger.toml")
	for _, tc := range []struct {
		name   string
		before map[string]string // files in the folder before the run
		force  bool
		code   int
		stderr string
	}{
		{"a new folder", nil, false, 0, ""},
		{"a file of the user's", map[string]string{"notes.txt": "mine"}, false, 2,
			"faces: holds 1 files that this run does not write (notes.txt); give a new or empty folder, delete them, or give --force"},
		{"a file of the user's, forced", map[string]string{"notes.txt": "mine"}, true, 0, ""},
		{"a drawing of a face's name", map[string]string{"regular-tiger-front.png": "my drawing"}, true, 2,
			"regular-tiger-front.png: not a card face that crewcard wrote, and this run would replace it; move it away, or give another folder"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "faces")
			if tc.before != nil {
				os.Mkdir(out, 0o755)
			}
			for name, data := range tc.before {
				if err := os.WriteFile(filepath.Join(out, name), []byte(data), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			args := []string{"render", "--format", "png", "--dpi", "50", "-o", out, tiger}
			if tc.force {
				args = append(args, "--force")
			}
			code, _, errs := runCLI(t, "", args...)
			if code != tc.code || !strings.Contains(errs, tc.stderr) || tc.stderr == "" && errs != "" {
				t.Fatalf("exit code %d, want %d; stderr:\n%s\nwant %q", code, tc.code, errs, tc.stderr)
			}
			for name, data := range tc.before {
				if b, _ := os.ReadFile(filepath.Join(out, name)); string(b) != data {
					t.Errorf("%s was changed", name)
				}
			}
			if code != 0 {
				if !strings.Contains(errs, "nothing written") || len(faceFiles(t, out)) != len(tc.before) {
					t.Errorf("a refused run wrote %v; stderr:\n%s", faceFiles(t, out), errs)
				}
				return
			}
			if code, _, errs := runCLI(t, "", args...); code != 0 {
				t.Errorf("a second run into the same folder: exit code %d:\n%s", code, errs)
			}
		})
	}
}

// TestRenderFaceFlags: the flags that make no sense for svg and png, --dpi
// for another format, an unknown format and an output that is no folder
// are usage errors that say what to do; the usage says what svg and png
// leave out.
func TestRenderFaceFlags(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "cards.pdf")
	os.WriteFile(file, []byte("%PDF"), 0o644)
	tiger := filepath.Join(samplesDir, "regular-tiger.toml")
	for _, tc := range []struct {
		args   []string
		stderr string
	}{
		{[]string{"--format", "svg", "--cut", "lines", "-o", dir}, "crewcard render: --cut: --format svg writes a file a card face: there are no sheets to cut; leave --cut out"},
		{[]string{"--format", "png", "--sheet", "a4", "-o", dir}, "crewcard render: --sheet: --format png writes a file a card face"},
		{[]string{"--format", "png", "--backs", "separate", "-o", dir}, "--backs: --format png writes a file a card face: each face is a file of its own already"},
		{[]string{"--dpi", "150", "-o", file}, "crewcard render: --dpi 150: only --format png has a resolution"},
		{[]string{"--format", "png", "--dpi", "5000", "-o", dir}, "crewcard render: --dpi 5000: want 50 to 1200"},
		{[]string{"--format", "jpeg", "-o", dir}, `crewcard render: --format "jpeg": want pdf, svg or png`},
		{[]string{"--format", "png", "-o", file}, "crewcard render: -o " + file + ": is a file; --format png writes a file a card face into a folder"},
		{[]string{"--format", "svg", "-o", "-"}, "crewcard render: -o -: --format svg writes a file a card face; give a folder"},
	} {
		code, _, errs := runCLI(t, "", append([]string{"render", tiger}, tc.args...)...)
		if code != 2 || !strings.Contains(errs, tc.stderr) {
			t.Errorf("render %v: exit code %d, stderr:\n%s\nwant 2 and %q", tc.args, code, errs, tc.stderr)
		}
	}
	if _, _, errs := runCLI(t, "", "render", "-h"); !strings.Contains(errs, "--format svg or png writes cards only (no sheets, crop marks or roster)") {
		t.Errorf("render -h does not say what svg and png leave out:\n%s", errs)
	}
}

// TestDefaultPDFUnchanged: the PDF that render writes without --format is
// the one it wrote before --format existed, byte for byte. The SHA-256
// sums in testdata/default-pdf.sha256 are those of .ci/pdfs's sheets.pdf
// and bleed.pdf made at the commit before it (e996cc3), with the same
// command lines, so the sheets' stamps match; since the trailer's /ID
// (issue 30) they are those of the same files with it, which .ci/pdfs
// shows identical to e996cc3's but for the /ID. When the PDF changes on
// purpose (a template, the link base), run go test ./cmd/crewcard -update.
func TestDefaultPDFUnchanged(t *testing.T) {
	golden, err := filepath.Abs(filepath.Join("testdata", "default-pdf.sha256"))
	if err != nil {
		t.Fatal(err)
	}
	readmeScratch(t) // a copy of all the samples, named samples, as .ci/pdfs has
	var got strings.Builder
	for _, run := range [][]string{
		{"render", "-o", "sheets.pdf", "samples"},
		{"render", "-o", "bleed.pdf", "samples", "--sheet", "none", "--bleed", "3"},
	} {
		if code, _, errs := runCLI(t, "", run...); code != 0 {
			t.Fatalf("%v: exit code %d:\n%s", run, code, errs)
		}
		b, err := os.ReadFile(run[2])
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&got, "%x  %s\n", sha256.Sum256(b), run[2])
	}
	if *updateCardGoldens {
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		t.Errorf("the default PDFs differ from testdata/default-pdf.sha256 (run with -update if the change is meant):\n%s", lineDiff(string(want), got.String()))
	}
}
