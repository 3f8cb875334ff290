package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

// TestRenderRefusesItsInputs: an output that is one of the inputs is a
// usage error that writes nothing, and the input keeps its bytes.
func TestRenderRefusesItsInputs(t *testing.T) {
	tiger := btSample(t, "regular-tiger.toml")
	// Each output refused, and why, is outfile's TestCheckRenderRefusesItsInputs.
	dir := t.TempDir()
	in := cardtest.WriteFile(t, dir, "tiger.crew", tiger)
	before := dirNames(t, dir)
	code, stdout, errs := runCLI(t, "", "render", "-o", in, in)
	if want := "is one of the files to render"; code != exitUsage || !strings.Contains(errs, want) {
		t.Errorf("render -o tiger.crew tiger.crew = exit %d, stderr %q; want exit %d and %q", code, errs, exitUsage, want)
	}
	if stdout != "" {
		t.Errorf("stdout = %q, want it empty", stdout)
	}
	assertUntouched(t, dir, before, in, tiger)
	// The folder form of the issue: render -o x/regular-tiger.toml x/.
	dir = t.TempDir()
	in = cardtest.WriteFile(t, dir, "regular-tiger.toml", tiger)
	if code, _, errs := runCLI(t, "", "render", "-o", in, dir); code != exitUsage {
		t.Errorf("render -o %s %s = exit %d, stderr %q; want %d", in, dir, code, errs, exitUsage)
	}
	if got, _ := os.ReadFile(in); !bytes.Equal(got, tiger) {
		t.Errorf("the crew file was replaced")
	}
}

// TestReadOnlyOutputs: a read-only output file or crew file is refused, as
// an editor refuses it, and left alone; --force replaces it, keeping it
// read-only. A read-only part, and the messages, are outfile's tests.
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
