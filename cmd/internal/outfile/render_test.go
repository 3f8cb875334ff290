package outfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
)

// crewFile is a crew file's bytes, to stand for an input.
var crewFile = []byte("[vehicle]\nname = \"Tiger I\"\n")

// TestCheckRenderRefusesItsInputs: an output named like a crew file, or
// that is (or leads to) one of the inputs, or that bears the name of one
// of the output's parts, is refused before any work.
func TestCheckRenderRefusesItsInputs(t *testing.T) {
	for _, tc := range []struct {
		name  string
		input string // the crew file's name in a fresh folder
		out   string // -o, relative to that folder; "@link" is a link to the input
		want  string
	}{
		{"the input by its .toml name", "tiger.toml", "tiger.toml", "tiger.toml: is the name of a TOML file, as crew and unit files are; give the PDF's name, such as"},
		{"any .toml name", "tiger.toml", "cards.TOML", "is the name of a TOML file"},
		{"an input without .toml", "tiger.crew", "tiger.crew", "is one of the files to render"},
		{"a link to an input", "tiger.crew", "@link", "is one of the files to render"},
		{"an input named like a part", "deck-2.pdf", "deck.pdf", "is one of the files to render ("},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			in := cardtest.WriteFile(t, dir, tc.input, crewFile)
			out := filepath.Join(dir, tc.out)
			if tc.out == "@link" {
				out = filepath.Join(dir, "cards.pdf")
				if err := os.Symlink(in, out); err != nil {
					t.Skip("no symbolic links here:", err)
				}
			}
			if err := CheckRender(out, []string{in}, false, false); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("render -o %s %s: %v; want %q", tc.out, tc.input, err, tc.want)
			}
		})
	}
}

// newPDF stands for a rendered PDF.
var newPDF = press.Document{Data: []byte("%PDF-1.3 new\n" + strings.Repeat("%\n", 600))}

// TestWriteThroughLinks: an output naming a symbolic link writes the file
// the link leads to (made if it does not exist yet) and leaves the link a
// link; a loop of links is refused with a message that says so.
func TestWriteThroughLinks(t *testing.T) {
	dir := t.TempDir()
	real := cardtest.WriteFile(t, dir, "real.pdf", []byte("%PDF-1.3 old\n"))
	for _, tc := range []struct{ link, target string }{
		{"link.pdf", real},
		{"dangling.pdf", filepath.Join(dir, "made.pdf")},
		{"relative.pdf", "real.pdf"},
	} {
		link := filepath.Join(dir, tc.link)
		if err := os.Symlink(tc.target, link); err != nil {
			t.Skip("no symbolic links here:", err)
		}
		if err := CheckRender(link, nil, false, false); err != nil {
			t.Fatalf("render -o %s: %v", tc.link, err)
		}
		if _, err := Write(t.Context(), link, []press.Document{newPDF}, nil, false); err != nil {
			t.Fatalf("render -o %s: %v", tc.link, err)
		}
		if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
			t.Errorf("%s is no longer a symbolic link", tc.link)
		}
		target := tc.target
		if !filepath.IsAbs(target) {
			target = filepath.Join(dir, target)
		}
		if got, err := os.ReadFile(target); err != nil || string(got) != string(newPDF.Data) {
			t.Errorf("render -o %s: %s holds %d bytes (%v), want the new PDF", tc.link, target, len(got), err)
		}
	}
	a, b := filepath.Join(dir, "a.pdf"), filepath.Join(dir, "b.pdf")
	os.Symlink(b, a)
	os.Symlink(a, b)
	if err := CheckRender(a, nil, false, false); err == nil || !strings.Contains(err.Error(), "symbolic links loop") || strings.Contains(err.Error(), "too many links") {
		t.Errorf("render -o a link loop: %v; want a message about the loop", err)
	}
}

// TestReadOnlyOutputs: a read-only output file, or a read-only part of
// the output, is refused, as an editor refuses it, and left alone; force
// replaces it, keeping it read-only.
func TestReadOnlyOutputs(t *testing.T) {
	const old = "%PDF-1.3 old\n"
	dir := t.TempDir()
	out, backs := cardtest.WriteFile(t, dir, "deck.pdf", []byte(old)), cardtest.WriteFile(t, dir, "deck-backs.pdf", []byte(old))
	os.Chmod(backs, 0o444)
	if err := CheckRender(out, nil, true, false); err == nil || !strings.Contains(err.Error(), out+" also writes "+backs+": is read-only") {
		t.Errorf("render with read-only backs: %v; want it refused, naming %s", err, backs)
	}
	os.Chmod(out, 0o444)
	if err := CheckRender(out, nil, false, false); err == nil || !strings.Contains(err.Error(), out+": is read-only; make it writable (chmod u+w) or give --force") {
		t.Errorf("render over a read-only file: %v; want a read-only message", err)
	}
	if err := CheckRender(out, nil, false, true); err != nil {
		t.Fatalf("render --force: %v", err)
	}
	if _, err := Write(t.Context(), out, []press.Document{newPDF}, nil, true); err != nil {
		t.Fatalf("render --force: %v", err)
	}
	info, _ := os.Stat(out)
	if got, _ := os.ReadFile(out); string(got) != string(newPDF.Data) || info.Mode().Perm() != 0o444 {
		t.Errorf("render --force: %s kept its old bytes or lost its mode (%v)", out, info.Mode())
	}
	if got, _ := os.ReadFile(backs); string(got) != old {
		t.Errorf("the read-only backs were replaced")
	}
}
