//go:build unix

package safefile

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestSpecialFilesNamed: devices and named pipes are never written (an
// output) or read (a crew file to write back: a FIFO would block for
// ever), and a link that leads nowhere or in a loop is named as such, not
// with Go's own words.
func TestSpecialFilesNamed(t *testing.T) {
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
	out := func(p string) error { return CheckOutPath(p, false) }
	in := func(p string) error { _, err := CheckRegular(p); return err }
	for _, tc := range []struct {
		name  string
		check func(string) error
		path  string
		want  string
	}{
		{"output to a device", out, "/dev/null", "/dev/null: is a device, not a regular file; give a file name (or - for standard output)"},
		{"output through a link to a device", out, devLink, devLink + " (a link to /dev/null): is a device"},
		{"output to a FIFO", out, fifo, fifo + ": is a named pipe (FIFO), not a regular file"},
		{"a FIFO to write back", in, fifo, fifo + ": is a named pipe (FIFO), not a regular file; give a crew file"},
		{"a device to write back", in, "/dev/null", "/dev/null: is a device"},
		{"a dangling link to write back", in, dangling, dangling + ": a symbolic link to " + filepath.Join(dir, "nope.toml") + ", which does not exist"},
		{"a link loop to write back", in, loop1, loop1 + ": its symbolic links loop"},
	} {
		err := tc.check(tc.path)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
			continue
		}
		for _, leak := range []string{"lstat", "EvalSymlinks", "too many links"} {
			if strings.Contains(err.Error(), leak) {
				t.Errorf("%s: %q has Go's own words %q", tc.name, err, leak)
			}
		}
	}
	if info, err := os.Lstat("/dev/null"); err != nil || info.Mode()&os.ModeCharDevice == 0 {
		t.Errorf("/dev/null is no longer a device: %v", info.Mode())
	}
	if info, err := os.Lstat(fifo); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced")
	}
}

// TestRemoveTempsOfAKilledRun: the temporary files that a killed run left
// beside a file are removed and told; other files are kept.
func TestRemoveTempsOfAKilledRun(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "crew.toml")
	stale := filepath.Join(dir, ".crew.toml.123456789.tmp")
	keep := []string{".crew.toml.notes.tmp", ".other.toml.123.tmp", "crew.toml.123.tmp", "crew.toml"}
	for _, f := range append([]string{filepath.Base(stale)}, keep...) {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("half a crew"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var told strings.Builder
	TellRemoved(&told, "battle", RemoveTemps(path))
	if want := "crewcard battle: removed " + stale + ", left by a run that was killed\n"; told.String() != want {
		t.Errorf("told %q, want %q", told.String(), want)
	}
	entries, _ := os.ReadDir(dir)
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	if strings.Join(got, " ") != ".crew.toml.notes.tmp .other.toml.123.tmp crew.toml crew.toml.123.tmp" {
		t.Errorf("files left: %q, want %q", got, keep)
	}
}
