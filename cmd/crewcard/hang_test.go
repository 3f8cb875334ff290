//go:build unix

package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// mkfifo makes a named pipe at path, or skips the test where there are none.
func mkfifo(t *testing.T, path string) string {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	return path
}

// TestSpecialInputsOneSignal: a named pipe given as an input (a file, a
// folder's member, a --template) is refused before it is opened, so that
// crewcard neither blocks on it nor ignores Ctrl-C. Each run gets ONE
// SIGINT, as Ctrl-C sends, and must end within 2 s, exit 1 and say why;
// nothing is written.
func TestSpecialInputsOneSignal(t *testing.T) {
	dir := t.TempDir()
	fifo := mkfifo(t, filepath.Join(dir, "f.toml"))
	out := filepath.Join(dir, "cards.pdf")
	named := fifo + ": is a named pipe (FIFO), not a regular file; give a TOML file"
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"check a FIFO", []string{"check", fifo}, named},
		{"check a folder holding a FIFO", []string{"check", dir}, named},
		{"render a FIFO", []string{"render", "-o", out, fifo}, named},
		{"render with a FIFO as --template", []string{"render", "-o", out, "--template", fifo, tigerSample},
			fifo + ": is a named pipe (FIFO), not a regular file; give a template"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], tc.args...)
			cmd.Env = append(os.Environ(), "CREWCARD_TEST_MAIN=1")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			time.Sleep(300 * time.Millisecond) // the handler is set by then; a fixed crewcard has long exited
			cmd.Process.Signal(syscall.SIGINT) // an error: it exited already
			var err error
			select {
			case err = <-done:
			case <-time.After(2 * time.Second):
				cmd.Process.Kill()
				<-done
				t.Fatalf("crewcard %s still running 2 s after one SIGINT; stderr:\n%s", strings.Join(tc.args, " "), stderr.String())
			}
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != exitInvalid || !strings.Contains(stderr.String(), tc.want) {
				t.Errorf("crewcard %s: %v, stderr %q; want exit %d and %q", strings.Join(tc.args, " "), err, stderr.String(), exitInvalid, tc.want)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("%s was written", out)
			}
		})
	}
}
