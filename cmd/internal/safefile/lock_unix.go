//go:build unix

package safefile

import (
	"context"
	"fmt"
	"os"
	"time"

	"golang.org/x/sys/unix"
)

// lockOpen opens the file at path and waits, until ctx ends, for an
// exclusive flock on it, which closing the file releases. It polls rather
// than blocks, so that an interrupt is not held up by the wait.
func lockOpen(ctx context.Context, path string) (*os.File, error) {
	f, err := openNoWait(path) // flock needs no write access: --dry-run works on read-only files; a named pipe is never waited on
	if err != nil {
		return nil, err
	}
	pause := time.Millisecond
	for {
		err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
		switch err {
		case nil:
			return f, nil
		case unix.EINTR:
			continue
		case unix.EWOULDBLOCK:
			err = wait(ctx, &pause)
		}
		if err != nil {
			f.Close()
			return nil, fmt.Errorf("cannot lock %s: %v", path, err)
		}
	}
}
