//go:build unix

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

// TestSpecialFiles: render refuses a link to a device as its output
// (exit 2) and battle a named pipe as its crew file (exit 1: a FIFO would
// block it for ever), leaving both as they were; what safefile says of
// each kind of file is its TestSpecialFilesNamed.
func TestSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	devLink := filepath.Join(dir, "null.pdf")
	if err := os.Symlink("/dev/null", devLink); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"render", "-o", devLink, tigerSample}, exitUsage, "crewcard render: -o " + devLink + " (a link to /dev/null): is a device"},
		{[]string{"battle", fifo, "--destroyed", "100"}, exitInvalid, "crewcard battle: " + fifo + ": is a named pipe (FIFO), not a regular file; give a crew file"},
	} {
		code, out, errs := runCLI(t, "", tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.want) || out != "" {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want %d and %q", tc.args[0], code, out, errs, tc.code, tc.want)
		}
	}
	if info, err := os.Lstat("/dev/null"); err != nil || info.Mode()&os.ModeCharDevice == 0 {
		t.Errorf("/dev/null is no longer a device: %v", info.Mode())
	}
	if info, err := os.Lstat(fifo); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced")
	}
}

// TestBattleRemovesStaleTemps: a temporary file that a killed battle left
// beside the crew file is removed by the next run, which says so (which
// files are temporary is safefile's TestRemoveTempsOfAKilledRun).
func TestBattleRemovesStaleTemps(t *testing.T) {
	path := btWrite(t, "crew.toml", btSample(t, "regular-tiger.toml"))
	stale := cardtest.WriteFile(t, filepath.Dir(path), ".crew.toml.123456789.tmp", []byte("half a crew"))
	code, _, errs := runCLI(t, "", "battle", path, "--destroyed", "100")
	if code != 0 || !strings.Contains(errs, "removed "+stale+", left by a run that was killed") {
		t.Errorf("battle = exit %d, stderr %q; want 0 and the stale file named", code, errs)
	}
	if got := btFolder(t, path); !slices.Equal(got, []string{"crew.toml"}) {
		t.Errorf("files after battle = %q", got)
	}
	if got, _ := os.ReadFile(path); !bytes.Contains(got, []byte("destroyed = [100]")) {
		t.Errorf("the record is missing")
	}
}

// sameSet reports whether a and b hold the same strings, in any order.
func sameSet(a, b []string) bool {
	m := map[string]int{}
	for _, s := range a {
		m[s]++
	}
	for _, s := range b {
		m[s]--
	}
	for _, n := range m {
		if n != 0 {
			return false
		}
	}
	return true
}

// TestEndlessInputs: render refuses a device as a template, exit 1, and
// writes nothing; what inputs says of each endless input is its
// TestEndlessInputs.
func TestEndlessInputs(t *testing.T) {
	out := filepath.Join(t.TempDir(), "cards.pdf")
	code, _, stderr := runCLI(t, "", "render", "-o", out, "--template", os.DevNull, tigerSample)
	if want := os.DevNull + ": is a device, not a regular file; give a template"; code != exitInvalid || !strings.Contains(stderr, want) {
		t.Errorf("render --template %s = exit %d, stderr %q; want exit %d and %q", os.DevNull, code, stderr, exitInvalid, want)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("render wrote %s", out)
	}
}

// TestLongValuesQuotedInPart: a message quoting what the user wrote quotes
