//go:build unix

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

// TestSpecialFiles: devices and named pipes are never written by render
// or read by battle (a FIFO would block it for ever), and a link that
// leads nowhere or in a loop is named as such, not with Go's own words.
func TestSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	devLink := filepath.Join(dir, "null.pdf")
	loop1, loop2 := filepath.Join(dir, "a.toml"), filepath.Join(dir, "b.toml")
	dangling := filepath.Join(dir, "gone.toml")
	for _, l := range [][2]string{{"/dev/null", devLink}, {loop2, loop1}, {loop1, loop2}, {filepath.Join(dir, "nope.toml"), dangling}} {
		if err := os.Symlink(l[0], l[1]); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"render to a device", []string{"render", "-o", "/dev/null", tigerSample}, exitUsage, "/dev/null: is a device, not a regular file; give a file name (or - for standard output)"},
		{"render through a link to a device", []string{"render", "-o", devLink, tigerSample}, exitUsage, devLink + " (a link to /dev/null): is a device"},
		{"render to a FIFO", []string{"render", "-o", fifo, tigerSample}, exitUsage, fifo + ": is a named pipe (FIFO), not a regular file"},
		{"battle on a FIFO", []string{"battle", fifo, "--destroyed", "100"}, exitInvalid, "crewcard battle: " + fifo + ": is a named pipe (FIFO), not a regular file; give a crew file"},
		{"battle on a device", []string{"battle", "/dev/null", "--destroyed", "100"}, exitInvalid, "/dev/null: is a device"},
		{"battle on a dangling link", []string{"battle", dangling, "--destroyed", "100"}, exitInvalid,
			dangling + ": a symbolic link to " + filepath.Join(dir, "nope.toml") + ", which does not exist"},
		{"battle on a link loop", []string{"battle", loop1, "--destroyed", "100"}, exitInvalid, loop1 + ": its symbolic links loop"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := runCLI(t, "", tc.args...)
			if code != tc.code || !strings.Contains(errs, tc.want) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, errs, tc.code, tc.want)
			}
			for _, leak := range []string{"lstat", "EvalSymlinks", "too many links"} {
				if strings.Contains(errs, leak) {
					t.Errorf("stderr %q has Go's own words %q", errs, leak)
				}
			}
			if out != "" {
				t.Errorf("stdout = %q, want it empty", out)
			}
		})
	}
	if info, err := os.Lstat("/dev/null"); err != nil || info.Mode()&os.ModeCharDevice == 0 {
		t.Errorf("/dev/null is no longer a device: %v", info.Mode())
	}
	if info, err := os.Lstat(fifo); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced")
	}
}

// TestBattleRemovesStaleTemps: temporary files that a killed battle left
// beside the crew file are removed by the next run, which says so; other
// files are kept.
func TestBattleRemovesStaleTemps(t *testing.T) {
	path := btWrite(t, "crew.toml", btSample(t, "regular-tiger.toml"))
	dir := filepath.Dir(path)
	stale := cardtest.WriteFile(t, dir, ".crew.toml.123456789.tmp", []byte("half a crew"))
	keep := []string{".crew.toml.notes.tmp", ".other.toml.123.tmp", "crew.toml.123.tmp"}
	for _, k := range keep {
		cardtest.WriteFile(t, dir, k, []byte("x"))
	}
	code, _, errs := runCLI(t, "", "battle", path, "--destroyed", "100")
	if code != 0 || !strings.Contains(errs, "removed "+stale+", left by a run that was killed") {
		t.Errorf("battle = exit %d, stderr %q; want 0 and the stale file named", code, errs)
	}
	want := append([]string{}, keep...)
	want = append(want, "crew.toml")
	if got := dirNames(t, dir); !sameSet(got, want) {
		t.Errorf("files after battle = %q, want %q", got, want)
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

// TestEndlessInputs: an input that is a device or a named pipe is refused
// before it is opened, and a stream that runs past the size limit while it
// is read, not after: /dev/zero as a template grew to 4 GB.
func TestEndlessInputs(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "cards.pdf")
	fifo := filepath.Join(dir, "template.fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no named pipes here:", err)
	}
	for _, tc := range []struct {
		name, stdin string
		args        []string
		want        string
	}{
		{"a device as a crew", "", []string{"check", os.DevNull}, os.DevNull + ": is a device, not a regular file; give a TOML file"},
		{"a device as a template", "", []string{"render", "-o", out, "--template", os.DevNull, tigerSample},
			os.DevNull + ": is a device, not a regular file; give a template"},
		{"a pipe as a template", "", []string{"render", "-o", out, "--template", fifo, tigerSample},
			fifo + ": is a named pipe (FIFO), not a regular file; give a template"},
		{"standard input", strings.Repeat("# comment\n", 200_000), []string{"check", "-"}, "<stdin>: more than the 1 MiB a TOML file may have; reading stopped there"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, stderr := runCLI(t, tc.stdin, tc.args...)
			if code != exitInvalid || !strings.Contains(stderr, tc.want) {
				t.Errorf("%v = exit %d, stderr %q; want exit %d and %q", tc.args, code, stderr, exitInvalid, tc.want)
			}
		})
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("render wrote %s", out)
	}
}

// TestLongValuesQuotedInPart: a message quoting what the user wrote quotes
