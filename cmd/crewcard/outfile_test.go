package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

// TestRenderRefusesItsInputs: an output named like a crew file, or that is
// (or leads to) one of the inputs, or that bears the name of one of the
// output's parts, is refused before any work, and the input keeps its
// bytes.
func TestRenderRefusesItsInputs(t *testing.T) {
	tiger := btSample(t, "regular-tiger.toml")
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
			in := cardtest.WriteFile(t, dir, tc.input, tiger)
			out := filepath.Join(dir, tc.out)
			if tc.out == "@link" {
				out = filepath.Join(dir, "cards.pdf")
				if err := os.Symlink(in, out); err != nil {
					t.Skip("no symbolic links here:", err)
				}
			}
			before := dirNames(t, dir)
			code, stdout, errs := runCLI(t, "", "render", "-o", out, in)
			if code != exitUsage || !strings.Contains(errs, tc.want) {
				t.Errorf("render -o %s %s = exit %d, stderr %q; want exit %d and %q", tc.out, tc.input, code, errs, exitUsage, tc.want)
			}
			if stdout != "" {
				t.Errorf("stdout = %q, want it empty", stdout)
			}
			assertUntouched(t, dir, before, in, tiger)
		})
	}
	// The folder form of the issue: render -o x/regular-tiger.toml x/.
	dir := t.TempDir()
	in := cardtest.WriteFile(t, dir, "regular-tiger.toml", tiger)
	if code, _, errs := runCLI(t, "", "render", "-o", in, dir); code != exitUsage {
		t.Errorf("render -o %s %s = exit %d, stderr %q; want %d", in, dir, code, errs, exitUsage)
	}
	if got, _ := os.ReadFile(in); !bytes.Equal(got, tiger) {
		t.Errorf("the crew file was replaced")
	}
}

// TestRenderWritesThroughLinks: -o naming a symbolic link writes the file
// the link leads to (made if it does not exist yet) and leaves the link a
// link; a loop of links is refused with a message that says so.
func TestRenderWritesThroughLinks(t *testing.T) {
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
		if code, _, errs := runCLI(t, "", "render", "-o", link, tigerSample); code != 0 {
			t.Fatalf("render -o %s: exit %d\n%s", tc.link, code, errs)
		}
		if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
			t.Errorf("%s is no longer a symbolic link", tc.link)
		}
		target := tc.target
		if !filepath.IsAbs(target) {
			target = filepath.Join(dir, target)
		}
		if got, err := os.ReadFile(target); err != nil || !bytes.HasPrefix(got, []byte("%PDF-")) || len(got) < 1000 {
			t.Errorf("render -o %s: %s holds %d bytes (%v), want the new PDF", tc.link, target, len(got), err)
		}
	}
	a, b := filepath.Join(dir, "a.pdf"), filepath.Join(dir, "b.pdf")
	os.Symlink(b, a)
	os.Symlink(a, b)
	code, _, errs := runCLI(t, "", "render", "-o", a, tigerSample)
	if code != exitUsage || !strings.Contains(errs, "symbolic links loop") || strings.Contains(errs, "too many links") {
		t.Errorf("render -o a link loop = exit %d, stderr %q; want %d and a message about the loop", code, errs, exitUsage)
	}
}

// TestReadOnlyOutputs: a read-only output file or crew file is refused, as
// an editor refuses it, and left alone; --force replaces it, keeping it
// read-only.
func TestReadOnlyOutputs(t *testing.T) {
	old := []byte("%PDF-1.3 old\n")
	t.Run("render", func(t *testing.T) {
		dir := t.TempDir()
		out := cardtest.WriteFile(t, dir, "deck.pdf", old)
		os.Chmod(out, 0o444)
		before := dirNames(t, dir)
		code, _, errs := runCLI(t, "", "render", "-o", out, tigerSample)
		if code != exitUsage || !strings.Contains(errs, out+": is read-only; make it writable (chmod u+w) or give --force") {
			t.Errorf("render over a read-only file = exit %d, stderr %q; want %d and a read-only message", code, errs, exitUsage)
		}
		assertUntouched(t, dir, before, out, old)
		if code, _, errs := runCLI(t, "", "render", "--force", "-o", out, tigerSample); code != 0 {
			t.Fatalf("render --force: exit %d\n%s", code, errs)
		}
		info, _ := os.Stat(out)
		if got, _ := os.ReadFile(out); bytes.Equal(got, old) || info.Mode().Perm() != 0o444 {
			t.Errorf("render --force: %s kept its old bytes or lost its mode (%v)", out, info.Mode())
		}
	})
	t.Run("render, a read-only part", func(t *testing.T) {
		dir := t.TempDir()
		out := cardtest.WriteFile(t, dir, "deck.pdf", old)
		backs := cardtest.WriteFile(t, dir, "deck-backs.pdf", old)
		os.Chmod(backs, 0o444)
		before := dirNames(t, dir)
		code, _, errs := runCLI(t, "", "render", "--backs", "separate", "-o", out, tigerSample)
		if code != exitUsage || !strings.Contains(errs, "-o "+out+" also writes "+backs+": is read-only") {
			t.Errorf("render with read-only backs = exit %d, stderr %q; want %d naming %s", code, errs, exitUsage, backs)
		}
		assertUntouched(t, dir, before, out, old)
		assertUntouched(t, dir, before, backs, old)
	})
	t.Run("calibrate", func(t *testing.T) {
		dir := t.TempDir()
		out := cardtest.WriteFile(t, dir, "cal.pdf", old)
		os.Chmod(out, 0o444)
		if code, _, errs := runCLI(t, "", "calibrate", "-o", out); code != exitUsage || !strings.Contains(errs, "is read-only") {
			t.Errorf("calibrate over a read-only file = exit %d, stderr %q", code, errs)
		}
		if got, _ := os.ReadFile(out); !bytes.Equal(got, old) {
			t.Errorf("calibrate replaced a read-only file")
		}
	})
	t.Run("battle", func(t *testing.T) {
		src := btSample(t, "regular-tiger.toml")
		path := btWrite(t, "crew.toml", src)
		os.Chmod(path, 0o444)
		code, out, errs := runCLI(t, "", "battle", path, "--destroyed", "100")
		if code != exitInvalid || out != "" || !strings.Contains(errs, path+": is read-only") {
			t.Errorf("battle on a read-only file = exit %d, stdout %q, stderr %q; want 1 and a read-only message", code, out, errs)
		}
		if got, _ := os.ReadFile(path); !bytes.Equal(got, src) {
			t.Errorf("battle changed a read-only file")
		}
		if code, _, errs := runCLI(t, "", "battle", path, "--destroyed", "100", "--dry-run"); code != 0 {
			t.Errorf("battle --dry-run on a read-only file: exit %d\n%s", code, errs)
		}
		if code, _, errs := runCLI(t, "", "battle", path, "--destroyed", "100", "--force"); code != 0 {
			t.Fatalf("battle --force: exit %d\n%s", code, errs)
		}
		info, _ := os.Stat(path)
		if got, _ := os.ReadFile(path); !bytes.HasPrefix(got, src) || len(got) == len(src) || info.Mode().Perm() != 0o444 {
			t.Errorf("battle --force: the record is missing or the file lost its mode (%v)", info.Mode())
		}
	})
}
