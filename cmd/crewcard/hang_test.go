//go:build unix

package main

import (
	"bytes"
	"context"
	"errors"
	"io"
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

// hangGuard is how long a test waits for crewcard to stop before it
// calls it hung: a bound on a hang, far above what a busy machine takes,
// not a measure of speed.
const hangGuard = time.Minute

// TestSpecialInputsOneSignal: a named pipe given as an input (a file, a
// folder's member, a --template) is refused before it is opened, so that
// crewcard neither blocks on it nor ignores Ctrl-C; and a standard input
// that sends part of a file and then nothing stops at the first SIGINT
// (render's is TestRenderInterrupted), sent once crewcard reads it, as
// Ctrl-C sends it. Each run must end (within hangGuard), exit 1 and say
// why; nothing is written.
func TestSpecialInputsOneSignal(t *testing.T) {
	dir := t.TempDir()
	fifo := mkfifo(t, filepath.Join(dir, "f.toml"))
	out := filepath.Join(dir, "cards.pdf")
	named := fifo + ": is a named pipe (FIFO), not a regular file; give a TOML file"
	for _, tc := range []struct {
		name  string
		stdin bool // feed standard input slowly: some bytes, then nothing
		args  []string
		want  string
	}{
		{"check a FIFO", false, []string{"check", fifo}, named},
		{"check a folder holding a FIFO", false, []string{"check", dir}, named},
		{"render a FIFO", false, []string{"render", "-o", out, fifo}, named},
		{"render with a FIFO as --template", false, []string{"render", "-o", out, "--template", fifo, tigerSample},
			fifo + ": is a named pipe (FIFO), not a regular file; give a template"},
		{"check a slow standard input", true, []string{"check", "-"}, "<stdin>: reading stopped: interrupt signal received"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], tc.args...)
			cmd.Env = append(os.Environ(), "CREWCARD_TEST_MAIN=1")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			var stdin io.WriteCloser
			if tc.stdin {
				var err error
				if stdin, err = cmd.StdinPipe(); err != nil {
					t.Fatal(err)
				}
				defer stdin.Close()
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			if tc.stdin {
				// More than a pipe holds: the write returns only once
				// crewcard reads, which is after it set its signal handler.
				if _, err := stdin.Write(bytes.Repeat([]byte("# a comment to fill the pipe\n"), 10_000)); err != nil {
					t.Fatal(err)
				}
				cmd.Process.Signal(syscall.SIGINT)
			}
			// A named pipe is refused before it is opened, with no signal
			// needed; one opened would block crewcard until hangGuard.
			var err error
			select {
			case err = <-done:
			case <-time.After(hangGuard):
				cmd.Process.Kill()
				<-done
				t.Fatalf("crewcard %s still running after %v; stderr:\n%s", strings.Join(tc.args, " "), hangGuard, stderr.String())
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

// TestStdinInterrupted: every command that reads standard input returns
// once its context ends while standard input sends nothing (within
// hangGuard), exits 1, says reading stopped and why, and writes nothing.
func TestStdinInterrupted(t *testing.T) {
	out := filepath.Join(t.TempDir(), "cards.pdf")
	for _, args := range [][]string{
		{"check", "-"},
		{"check", tigerSample, "-"},
		{"show", "-"},
		{"history", "-"},
		{"render", "-o", out, "-"},
		{"decode", "-"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			pr, pw := io.Pipe() // never written
			defer pw.Close()    // ends the read left behind
			ctx, cancel := context.WithCancelCause(context.Background())
			var stdout, stderr bytes.Buffer
			done := make(chan int, 1)
			go func() { done <- run(ctx, args, pr, &stdout, &stderr) }()
			time.Sleep(50 * time.Millisecond)
			cancel(errors.New("interrupt signal received"))
			select {
			case code := <-done:
				if code != exitInvalid || !strings.Contains(stderr.String(), "reading stopped: interrupt signal received") {
					t.Errorf("exit %d, stderr %q; want exit %d and %q", code, stderr.String(), exitInvalid, "reading stopped: interrupt signal received")
				}
				if stdout.Len() > 0 {
					t.Errorf("stdout = %q, want nothing", stdout.String())
				}
			case <-time.After(hangGuard):
				t.Fatalf("still reading standard input %v after the context ended", hangGuard)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("%s was written", out)
			}
		})
	}
}
