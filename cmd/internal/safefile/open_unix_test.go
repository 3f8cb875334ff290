//go:build unix

package safefile

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestOpenInputRefusesSpecialFiles: a named pipe with no writer, a folder
// and a device are refused by OpenInput with what they are and what to
// give, and opening the pipe does not wait for a writer.
func TestOpenInputRefusesSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "crew.toml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	for _, tc := range []struct{ path, want string }{
		{fifo, fifo + ": is a named pipe (FIFO), not a regular file; give a crew file"},
		{dir, dir + ": is a folder; give a crew file"},
		{os.DevNull, os.DevNull + ": is a device, not a regular file; give a crew file"},
	} {
		done := make(chan error, 1)
		go func() {
			f, _, err := OpenInput(tc.path, "a crew file")
			if err == nil {
				f.Close()
			}
			done <- err
		}()
		select {
		case err := <-done:
			if err == nil || err.Error() != tc.want {
				t.Errorf("OpenInput(%q) = %v, want %q", tc.path, err, tc.want)
			}
		case <-time.After(10 * time.Second): // a hang guard: a refusal takes microseconds
			if fd, err := syscall.Open(fifo, syscall.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
				syscall.Close(fd) // the reader waiting on the pipe goes on
			}
			t.Fatalf("OpenInput(%q) blocked: it waits for a writer to the named pipe", tc.path)
		}
	}
}

// TestOpenInputReadsRegular: a regular file is opened, readable and
// blocking, with the stat of the file opened.
func TestOpenInputReadsRegular(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crew.toml")
	if err := os.WriteFile(path, []byte("name = \"Tiger\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, info, err := OpenInput(path, "a crew file")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	named, _ := os.Stat(path)
	if !os.SameFile(info, named) || info.Size() != 15 {
		t.Errorf("OpenInput's stat = %v (%d bytes), want the file's (15 bytes)", info.Name(), info.Size())
	}
	if b, err := ReadInput(path, "a crew file"); err != nil || string(b) != "name = \"Tiger\"\n" {
		t.Errorf("ReadInput = %q, %v", b, err)
	}
	if _, _, err := OpenInput(filepath.Join(filepath.Dir(path), "none.toml"), "a crew file"); !os.IsNotExist(err) {
		t.Errorf("OpenInput of no file = %v, want it not to exist", err)
	}
}
