//go:build linux

// Package swaptest races a reader of a file against a named pipe (FIFO),
// or a link, that is exchanged with that file again and again, as a
// hostile user would with renameat2(RENAME_EXCHANGE): a reader that looks
// at the file first (stat) and opens it by name after can open the pipe,
// and opening a pipe for reading waits for a writer, for ever if none
// comes. For tests.
package swaptest

import (
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// hang is how long one read may take before it counts as blocked on the
// pipe. It guards a hang, not a speed: a read that returns takes a few
// microseconds, a blocked one never returns.
const hang = 10 * time.Second

// Race makes a named pipe beside path and exchanges the two, as fast as it
// can, while read runs n times. It fails t if a read blocks (the pipe was
// opened) or returns an error other than a refusal of the pipe (one that
// says "not a regular file"). It returns how many reads were refused.
func Race(t testing.TB, path string, n int, read func() error) (refused int) {
	t.Helper()
	fifo := path + ".fifo"
	if err := unix.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	stop := Exchange(t, path, fifo)
	halt := sync.OnceFunc(func() {
		stop()
		release(path, fifo)
	})
	defer halt()
	for i := range n {
		done := make(chan error, 1)
		go func() { done <- read() }()
		select {
		case err := <-done:
			switch {
			case err == nil:
			case strings.Contains(err.Error(), "not a regular file"):
				refused++
			default:
				t.Fatalf("read %d of %d: %v, want the file read or the named pipe refused", i+1, n, err)
			}
		case <-time.After(hang):
			halt()
			<-done
			t.Fatalf("read %d of %d blocked on the named pipe exchanged with %s: it looked at the file, then opened the pipe by its name", i+1, n, path)
		}
	}
	return refused
}

// Exchange exchanges the files at a and b (renameat2 RENAME_EXCHANGE)
// again and again, as fast as it can, until stop is called, which returns
// once the exchanges have ended. It skips t where files cannot be
// exchanged.
func Exchange(t testing.TB, a, b string) (stop func()) {
	t.Helper()
	if err := unix.Renameat2(unix.AT_FDCWD, a, unix.AT_FDCWD, b, unix.RENAME_EXCHANGE); err != nil {
		t.Skip("no renameat2(RENAME_EXCHANGE) here:", err)
	}
	done := make(chan struct{})
	var swaps sync.WaitGroup
	swaps.Go(func() {
		for {
			select {
			case <-done:
				return
			default:
				unix.Renameat2(unix.AT_FDCWD, a, unix.AT_FDCWD, b, unix.RENAME_EXCHANGE)
			}
		}
	})
	return func() {
		close(done)
		swaps.Wait()
	}
}

// release opens for writing whichever of the two names is the pipe, so
// that a reader blocked in opening it returns.
func release(names ...string) {
	for _, name := range names {
		if fd, err := unix.Open(name, unix.O_WRONLY|unix.O_NONBLOCK|unix.O_CLOEXEC, 0); err == nil {
			unix.Close(fd)
		}
	}
}
