//go:build unix

package bsdata

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestNamedPipeRefused: a catalogue or roster that is a named pipe is
// refused before it is opened, which would wait for a writer for ever.
func TestNamedPipeRefused(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"x.cat", "x.ros"} {
		path := filepath.Join(dir, name)
		if err := syscall.Mkfifo(path, 0o600); err != nil {
			t.Skipf("mkfifo: %v", err)
		}
		done := make(chan error, 1)
		go func() {
			var err error
			if strings.HasSuffix(name, ".cat") {
				_, err = Load(path, DefaultLimits)
			} else {
				_, err = ReadRoster(path, DefaultLimits)
			}
			done <- err
		}()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), "not a regular file") {
				t.Errorf("%s: %v, want not a regular file", name, err)
			}
		case <-time.After(20 * time.Second): // a deadline for a hang, not a speed target
			t.Fatalf("%s: still waiting on the pipe after 20 s", name)
		}
	}
}
