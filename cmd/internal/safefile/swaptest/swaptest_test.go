//go:build linux

package swaptest

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestRace: a reader that refuses anything but a regular file survives
// the race (how many of its reads met the pipe is logged: a busy machine
// may exchange the two rarely); afterwards the file, at one of the two
// names, keeps its content.
func TestRace(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crew.toml")
	if err := os.WriteFile(path, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	refused := Race(t, path, 2000, func() error {
		st, err := os.Lstat(path)
		if err != nil {
			return err
		}
		if !st.Mode().IsRegular() {
			return errors.New("not a regular file")
		}
		return nil
	})
	t.Logf("%d of 2000 reads met the pipe", refused)
	// The exchanges end with the file at either name; the pipe, at the
	// other, is never opened.
	for _, name := range []string{path, path + ".fifo"} {
		if st, err := os.Lstat(name); err == nil && st.Mode().IsRegular() {
			if b, err := os.ReadFile(name); err != nil || string(b) != "x" {
				t.Errorf("after the race %s holds %q, %v; want the file's content", name, b, err)
			}
			return
		}
	}
	t.Errorf("after the race neither %s nor its pipe's name holds the file", path)
}
