package outfile_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/outfile"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/svg"
)

// face is a card face as the SVG backend writes it, to stand for one that
// an earlier run wrote.
func face(t *testing.T) []byte {
	t.Helper()
	fs, err := font.NewSet(mustRead(t, "../../../fonts/RobotoCondensed-Regular.ttf"), mustRead(t, "../../../fonts/RobotoCondensed-Bold.ttf"))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := svg.New(fs)
	w := compose.NewWriter(b)
	w.AddCard(layout.Page{W: 10, H: 10}, false)
	doc, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// writeFaces writes the face files docs into the folder out through a
// FaceWriter, as render does, and commits them.
func writeFaces(ctx context.Context, out string, docs []press.Document, force bool) ([]string, error) {
	fw, err := outfile.NewFaceWriter(ctx, out, nil, force)
	if err != nil {
		return nil, err
	}
	for _, d := range docs {
		if err := fw.Put(d); err != nil {
			fw.Abort()
			return fw.Removed(), err
		}
	}
	err = fw.Commit()
	return fw.Removed(), err
}

// TestWriteFaces: the output folder's rule. A new folder is made; a folder
// may hold the faces this run writes, which are replaced; anything else is
// refused unless --force, which writes beside it; a file this run would
// replace that is not a card face crewcard wrote is never replaced. A
// refusal writes nothing.
func TestWriteFaces(t *testing.T) {
	ours := face(t)
	docs := []press.Document{{Name: "a-front.svg", Data: []byte("new front")}, {Name: "a-back.svg", Data: []byte("new back")}}
	for _, tc := range []struct {
		name   string
		before map[string]string // "" for a face crewcard wrote
		force  bool
		want   string // "" for success, else part of the error
	}{
		{"a new folder", nil, false, ""},
		{"an empty folder", map[string]string{}, false, ""},
		{"the faces of an earlier run", map[string]string{"a-front.svg": ""}, false, ""},
		{"a face of another card", map[string]string{"b-front.svg": ""}, false, "faces: holds 1 files that this run does not write (b-front.svg); give a new or empty folder, delete them, or give --force"},
		{"a face of another card, forced", map[string]string{"b-front.svg": ""}, true, ""},
		{"another file", map[string]string{"notes.txt": "mine"}, false, "(notes.txt)"},
		{"another file, forced", map[string]string{"notes.txt": "mine"}, true, ""},
		{"a file of a face's name", map[string]string{"a-back.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"}, false,
			"a-back.svg: not a card face that crewcard wrote, and this run would replace it; move it away, or give another folder"},
		{"a file of a face's name, forced", map[string]string{"a-back.svg": "my drawing"}, true, "not a card face that crewcard wrote"},
		{"many other files", map[string]string{"1": "", "2": "", "3": "", "4": "", "5": "", "6": "", "7": ""}, false, "(1, 2, 3, 4, 5 and 2 more)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "faces")
			if tc.before != nil {
				if err := os.Mkdir(dir, 0o755); err != nil {
					t.Fatal(err)
				}
			}
			for name, data := range tc.before {
				b := []byte(data)
				if data == "" {
					b = ours
				}
				if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if err := outfile.CheckFolder(dir, "svg"); err != nil {
				t.Fatalf("CheckFolder = %v", err)
			}
			_, err := writeFaces(context.Background(), dir, docs, tc.force)
			got := list(t, dir)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("WriteFaces = %v, want success", err)
			case tc.want == "":
				for _, d := range docs {
					if b, _ := os.ReadFile(filepath.Join(dir, d.Name)); string(b) != string(d.Data) {
						t.Errorf("%s holds %.20q, want %q", d.Name, b, d.Data)
					}
				}
				for name := range tc.before {
					if !strings.Contains(got, name) {
						t.Errorf("%s is gone; it must be kept", name)
					}
				}
			case err == nil || !strings.Contains(err.Error(), tc.want) || !errors.As(err, new(*outfile.FolderError)):
				t.Fatalf("WriteFaces = %v, want a FolderError with %q", err, tc.want)
			default:
				for _, d := range docs {
					if b, _ := os.ReadFile(filepath.Join(dir, d.Name)); string(b) == string(d.Data) {
						t.Errorf("%s was written, though the folder was refused", d.Name)
					}
				}
			}
		})
	}
}

// list names the files in dir, sorted, "" when it does not exist.
func list(t *testing.T, dir string) string {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	return strings.Join(names, " ")
}

// TestCheckFolder: standard output, a file and a folder in a folder that
// does not exist are refused before any work, each saying what to give.
func TestCheckFolder(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "cards.pdf")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ out, want string }{
		{dir, ""},
		{filepath.Join(dir, "new"), ""},
		{"-", "-: --format png writes a file a card face; give a folder, such as cards-png"},
		{file, file + ": is a file; --format png writes a file a card face into a folder: give a folder's name"},
		{filepath.Join(dir, "no", "new"), "the folder " + filepath.Join(dir, "no") + " does not exist; make it first"},
	} {
		err := outfile.CheckFolder(tc.out, "png")
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("CheckFolder(%s) = %v, want %q", tc.out, err, tc.want)
		}
	}
}

// TestWriteFacesKilledRun: the temporary file that a killed run left for a
// face this run writes does not make the folder another's: it is removed
// and named, and the faces are written; a temporary file of a face this run
// does not write is the folder's like any other file.
func TestWriteFacesKilledRun(t *testing.T) {
	docs := []press.Document{{Name: "a-front.svg", Data: face(t)}}
	dir := filepath.Join(t.TempDir(), "faces")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	left := filepath.Join(dir, ".a-front.svg.12345.tmp")
	if err := os.WriteFile(left, []byte("half a face"), 0o600); err != nil {
		t.Fatal(err)
	}
	removed, err := writeFaces(context.Background(), dir, docs, false)
	if err != nil || len(removed) != 1 || removed[0] != left {
		t.Fatalf("WriteFaces = %q, %v; want %s removed and the faces written", removed, err, left)
	}
	if got := list(t, dir); got != "a-front.svg" {
		t.Errorf("the folder holds %q, want only a-front.svg", got)
	}
	other := filepath.Join(dir, ".b-front.svg.12345.tmp")
	if err := os.WriteFile(other, []byte("half another face"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := writeFaces(context.Background(), dir, docs, false); err == nil || !strings.Contains(err.Error(), ".b-front.svg.12345.tmp") {
		t.Errorf("WriteFaces beside another face's temporary file = %v, want the folder refused naming it", err)
	}
}

// TestFaceWriterRefusesAtOnce: a folder that holds a file no face of the
// run can be named is refused before any face is drawn or written, unless
// force.
func TestFaceWriterRefusesAtOnce(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	ours := press.FaceOf([]string{"a"}, "svg")
	_, err := outfile.NewFaceWriter(context.Background(), dir, ours, false)
	if fe := new(outfile.FolderError); !errors.As(err, &fe) || !strings.Contains(err.Error(), "notes.txt") {
		t.Fatalf("NewFaceWriter over a folder with notes.txt: %v, want a FolderError naming it", err)
	}
	fw, err := outfile.NewFaceWriter(context.Background(), dir, ours, true)
	if err != nil {
		t.Fatalf("with force: %v", err)
	}
	if err := fw.Put(press.Document{Name: "a-front.svg", Data: []byte("front")}); err != nil {
		t.Fatal(err)
	}
	if err := fw.Commit(); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "notes.txt")); err != nil || string(b) != "mine" {
		t.Errorf("notes.txt after a forced run: %q, %v", b, err)
	}
}
