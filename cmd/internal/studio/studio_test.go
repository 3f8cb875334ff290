package studio_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/studio"
	"github.com/crewcard/crewcard/cmd/internal/system"
	_ "github.com/crewcard/crewcard/cmd/internal/systems"
	"github.com/crewcard/crewcard/layout/needs"
)

// sample reads a file of the samples folder as the studio holds it.
func sample(t *testing.T, name string) studio.File {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("../../../samples", name))
	if err != nil {
		t.Fatal(err)
	}
	return studio.File{Name: name, Text: string(b)}
}

// samples reads every file of the samples folder.
func samples(t *testing.T) []studio.File {
	t.Helper()
	names, err := filepath.Glob("../../../samples/*.toml")
	if err != nil || len(names) == 0 {
		t.Fatalf("no samples: %v", err)
	}
	var files []studio.File
	for _, n := range names {
		files = append(files, sample(t, filepath.Base(n)))
	}
	return files
}

// TestSamples holds the embedded samples to the samples folder, followed
// by the built-in decks, each legal under its name.
func TestSamples(t *testing.T) {
	got, want := studio.Samples(), samples(t)
	decks := system.BuiltinIDs()
	if len(got) != len(want)+len(decks) || len(decks) == 0 {
		t.Fatalf("Samples() holds %d files, the folder %d and the decks %d", len(got), len(want), len(decks))
	}
	for i := range want {
		if got[i].Name != want[i].Name || got[i].Text != want[i].Text || got[i].Data != nil {
			t.Errorf("Samples()[%d] = %s, want %s as the folder holds it", i, got[i].Name, want[i].Name)
		}
	}
	for i, r := range studio.Check(got[len(want):]) {
		if r.Name != decks[i]+".toml" || !r.Legal || r.Cards < 2 {
			t.Errorf("the sample of deck %s: %+v, want it legal, with its cards", decks[i], r)
		}
	}
}

// TestCheckBytes checks a file given as its bytes, Latin-1 ones: refused
// as check refuses them, not read as text with a replacement character.
func TestCheckBytes(t *testing.T) {
	tiger := sample(t, "regular-tiger.toml")
	latin1 := []byte(strings.Replace(tiger.Text, `"Tiger 131"`, "\"Caf\xe9 131\"", 1))
	rs := studio.Check([]studio.File{{Name: "cafe.toml", Data: latin1}})
	if len(rs) != 1 || rs[0].Legal || len(rs[0].Problems) != 1 || rs[0].Problems[0].Text != "cafe.toml: not a text file: a crew file is UTF-8 TOML" {
		t.Errorf("Check of a Latin-1 file = %+v, want check's refusal", rs)
	}
	if _, err := studio.Render(context.Background(), []studio.File{{Name: "cafe.toml", Data: latin1}}, []string{"cafe.toml"}, "cafe.pdf"); err == nil ||
		!strings.Contains(err.Error(), "not a text file") {
		t.Errorf("Render of a Latin-1 file: %v, want check's refusal", err)
	}
	if rs := studio.Check([]studio.File{{Name: "t.toml", Data: []byte(tiger.Text)}}); len(rs) != 1 || !rs[0].Legal {
		t.Errorf("Check of a UTF-8 file given as bytes = %+v, want it legal", rs)
	}
}

func TestCheck(t *testing.T) {
	files := samples(t)
	for _, r := range studio.Check(files) {
		if !r.Legal || r.Summary == "" || r.Cards < 1 || len(r.Problems) > 0 {
			t.Errorf("Check(%s) = legal %v, summary %q, %d cards, %v; want a legal sample", r.Name, r.Legal, r.Summary, r.Cards, r.Problems)
		}
	}

	tiger := sample(t, "regular-tiger.toml")
	lines := strings.Split(tiger.Text, "\n")
	at := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "gunner = ") {
			at = i
		}
	}
	if at < 0 {
		t.Fatal("regular-tiger.toml has no gunner line")
	}
	lines[at] = `gunner = ["Lead Foot"]`
	bad := studio.File{Name: tiger.Name, Text: strings.Join(lines, "\n")}
	r := studio.Check([]studio.File{bad})[0]
	if r.Legal || r.Summary != "" || len(r.Problems) == 0 {
		t.Fatalf("Check(a gunner with a driver skill) = legal %v, summary %q, %v; want a problem", r.Legal, r.Summary, r.Problems)
	}
	if p := r.Problems[0]; p.Line != at+1 || p.File != tiger.Name || !strings.HasPrefix(p.Text, p.File+":") || !strings.HasSuffix(p.Text, p.Message) {
		t.Errorf("problem %+v, want one at %s:%d whose text ends with its message", p, tiger.Name, at+1)
	}
}

// TestCheckForce checks a force whose units come from the same list, and
// one whose units are missing from it.
func TestCheckForce(t *testing.T) {
	files := samples(t)
	var force studio.File
	for _, f := range files {
		if f.Name == "fow-force-100.toml" {
			force = f
		}
	}
	r := studio.Check(files)
	for _, x := range r {
		if x.Name == force.Name && (!x.Legal || x.Cards < 6) {
			t.Errorf("the force among its units: %+v, want legal with its units' cards", x)
		}
	}
	one := studio.Check(files, force.Name)
	if len(one) != 1 || one[0].Name != force.Name || !one[0].Legal {
		t.Fatalf("Check(files, the force) = %+v, want the force's Result alone", one)
	}
	if reads := one[0].Reads; len(reads) != 5 || reads[0] != "fow-panzergrenadier-hq.toml" {
		t.Errorf("the force reads %q, want the five unit files it names", reads)
	}
	if r := studio.Check(files, "regular-tiger.toml"); len(r) != 1 || len(r[0].Reads) != 0 {
		t.Errorf("Check(files, a crew) = %+v, want one Result that read nothing", r)
	}
	alone := studio.Check([]studio.File{force})[0]
	if alone.Legal || len(alone.Problems) == 0 || !strings.Contains(alone.Problems[0].Text, "open it too") {
		t.Errorf("the force alone: %+v, want a problem telling to open its units", alone)
	}
}

func TestRenderErrors(t *testing.T) {
	tiger := sample(t, "regular-tiger.toml")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--sheet", "b9", tiger.Name}, "--sheet"},
		{[]string{"--nope", tiger.Name}, "flag provided but not defined: -nope"},
		{[]string{"--card", "poker"}, "give the files"},
		{[]string{"--format", "svg", tiger.Name}, "--format svg"},
		{[]string{"missing.toml"}, "missing.toml: no such file"},
		{[]string{"--link-base", "not a url", tiger.Name}, "--link-base"},
	} {
		_, err := studio.Render(context.Background(), []studio.File{tiger}, c.args, "out.pdf")
		var e *studio.Error
		if !errors.As(err, &e) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Render(%q) = %v, want an *Error with %q", c.args, err, c.want)
		}
	}
}

// TestRenderAsCommand renders in the studio and with `crewcard render`,
// built from this tree, the same files with the same options: the PDFs
// are the same bytes (the creation date is fixed, and the sheets name the
// same command line).
func TestRenderAsCommand(t *testing.T) {
	needs.Long(t, "PDFs of the studio and of crewcard compared")
	dir, bin := buildCrewcard(t)
	files := samples(t)
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, f.Name), []byte(f.Text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, args := range [][]string{
		{"regular-tiger.toml"},
		{"--card", "poker", "--sheet", "letter", "--ink", "low", "legendary-kv1.toml", "regular-tiger.toml"},
		{"--sheet", "none", "--bleed", "3", "fow-force-100.toml", "fow-tiger-tank-unit.toml"},
		{"fow-force-100.toml", "fow-panzer-iv-hq.toml", "--backs", "separate"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			docs, err := studio.Render(context.Background(), files, args, "cards.pdf")
			if err != nil {
				t.Fatal(err)
			}
			os.RemoveAll(filepath.Join(dir, "out"))
			cmd := exec.Command(bin, append([]string{"render", "-o", "out/cards.pdf"}, args...)...)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "CREWCARD_LINK_BASE=")
			os.Mkdir(filepath.Join(dir, "out"), 0o755)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("crewcard render: %v\n%s", err, out)
			}
			wrote, _ := filepath.Glob(filepath.Join(dir, "out", "*.pdf"))
			if len(wrote) != len(docs) {
				t.Fatalf("the studio made %d PDFs, crewcard render %d", len(docs), len(wrote))
			}
			for _, d := range docs {
				want, err := os.ReadFile(filepath.Join(dir, "out", d.Name))
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.HasPrefix(d.Data, []byte("%PDF-")) || !bytes.Equal(d.Data, want) {
					t.Errorf("%s: the studio's %d bytes differ from crewcard render's %d", d.Name, len(d.Data), len(want))
				}
			}
		})
	}
}

func TestFaces(t *testing.T) {
	files := samples(t)
	faces, err := studio.Faces(context.Background(), files, "fow-force-100.toml", []string{"--card", "poker", "--sheet", "a4"})
	if err != nil {
		t.Fatal(err)
	}
	if len(faces) < 12 || faces[0].Name != "fow-force-100-01-front.svg" || faces[1].Name != "fow-force-100-01-back.svg" {
		var names []string
		for _, f := range faces {
			names = append(names, f.Name)
		}
		t.Fatalf("faces %q, want the force's and its units', front and back", names)
	}
	for _, f := range faces {
		if !bytes.Contains(f.Data[:min(len(f.Data), 400)], []byte("<svg")) || !bytes.Contains(f.Data, []byte(`width="63mm"`)) {
			t.Errorf("%s: %.200s…, want an SVG 63 mm wide (poker)", f.Name, f.Data)
		}
	}
}

// maxPreview bounds the studio's preview of a force, all its faces
// together: a phone downloads it from the studio's code at each edit.
const maxPreview = 1_000_000

// TestFacesPreviewSize holds the preview of the sample force, the faces of
// the force and its units as the studio shows them, under 1 MB in all: each
// face embeds only the glyphs it sets (13.1 MB when each embedded both
// fonts whole).
func TestFacesPreviewSize(t *testing.T) {
	faces, err := studio.Faces(context.Background(), samples(t), "fow-force-100.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, f := range faces {
		total += len(f.Data)
	}
	if len(faces) < 12 || total > maxPreview {
		t.Errorf("the preview of fow-force-100.toml is %d faces, %d bytes in all; want the force's and its units' faces in at most %d",
			len(faces), total, maxPreview)
	}
}

// buildCrewcard builds crewcard from this tree into a folder of the test's
// own, and returns the folder and the binary; -short skips the test.
func buildCrewcard(t *testing.T) (dir, bin string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds crewcard")
	}
	dir = t.TempDir()
	bin = filepath.Join(dir, "crewcard")
	if out, err := exec.Command("go", "build", "-o", bin, "../../crewcard").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return dir, bin
}
