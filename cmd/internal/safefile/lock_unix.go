//go:build unix

package safefile

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// lockOpen opens the file at path and waits for an exclusive flock on it,
// which closing the file releases.
func lockOpen(path string) (*os.File, error) {
	f, err := os.Open(path) // flock needs no write access: --dry-run works on read-only files
	if err != nil {
		return nil, err
	}
	if err := unix.Flock(int(f.Fd()), unix.LOCK_EX); err != nil {
		f.Close()
		return nil, fmt.Errorf("cannot lock %s: %v", path, err)
	}
	return f, nil
}
