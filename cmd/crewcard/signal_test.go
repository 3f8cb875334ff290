//go:build unix

package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"

	"github.com/crewcard/crewcard/cmd/internal/safefile"
)

// TestRenderInterrupted: SIGINT or SIGTERM stops a render cleanly: it says
// so and exits 1, the old output keeps its bytes, and no temporary file is
// left. The signal is sent while crewcard reads standard input: writing
// more than a pipe holds returns only once it reads, which is after it has
// set its signal handler, and nothing more is sent: the signal stops the
// reading. (A crewcard that ignores it is sent the rest of a file after
// hangGuard, renders it, and fails the test.)
func TestRenderInterrupted(t *testing.T) {
	tiger := btSample(t, "regular-tiger.toml")
	old := []byte("%PDF-1.3 old\n")
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			out := cardtest.WriteFile(t, dir, "cards.pdf", old)
			cmd := exec.Command(os.Args[0], "render", "-o", out, samplesDir, "-")
			cmd.Env = append(os.Environ(), "CREWCARD_TEST_MAIN=1")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			stdin, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			if _, err := stdin.Write(bytes.Repeat([]byte("# a comment to fill the pipe\n"), 10_000)); err != nil {
				t.Fatal(err)
			}
			cmd.Process.Signal(sig)
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case err = <-done:
			case <-time.After(hangGuard):
				stdin.Write(tiger) // a crewcard that ignores the signal renders it
				stdin.Close()
				err = <-done
			}
			stdin.Close()
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != exitInvalid {
				t.Errorf("render after %v: %v, want exit %d; stderr:\n%s", sig, err, exitInvalid, stderr.String())
			}
			stopped := " stopped: " + sig.String() + " signal received\ncrewcard render: nothing written\n"
			if !strings.Contains(stderr.String(), "<stdin>: reading"+stopped) && !strings.Contains(stderr.String(), "render"+stopped) {
				t.Errorf("stderr = %q, want it to say the signal stopped the render", stderr.String())
			}
			if names := dirNames(t, dir); strings.Join(names, " ") != "cards.pdf" {
				t.Errorf("files after the signal = %q, want only cards.pdf", names)
			}
			if got, _ := os.ReadFile(out); !bytes.Equal(got, old) {
				t.Errorf("cards.pdf was replaced")
			}
		})
	}
}

// TestBattleInterruptedWaiting: a battle waiting for another run's lock
// stops when interrupted, without writing.
func TestBattleInterruptedWaiting(t *testing.T) {
	src := btSample(t, "regular-tiger.toml")
	path := btWrite(t, "crew.toml", src)
	unlock, err := safefile.Lock(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	ctx, cancel := context.WithCancelCause(context.Background())
	done := make(chan string, 1)
	go func() {
		var out, errb bytes.Buffer
		code := run(ctx, []string{"battle", path, "--destroyed", "100"}, strings.NewReader(""), &out, &errb)
		done <- fmt.Sprintf("%s (exit %d)", strings.TrimSpace(errb.String()), code)
	}()
	time.Sleep(50 * time.Millisecond)
	cancel(errors.New("interrupt signal received"))
	select {
	case got := <-done:
		want := "crewcard battle: cannot lock " + path + ": interrupt signal received (exit 1)"
		if got != want {
			t.Errorf("interrupted battle: %q, want %q", got, want)
		}
	case <-time.After(hangGuard):
		t.Fatal("battle waiting for the lock did not stop when interrupted")
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, src) {
		t.Errorf("the crew file changed")
	}
	if names := btFolder(t, path); len(names) != 1 {
		t.Errorf("files left: %q", names)
	}
}
