//go:build unix

package main

import (
	"fmt"
	"os"
	"syscall"
)

// lockFile takes an exclusive lock on the file at path, waiting for any
// other crewcard that holds it. Since the file is replaced by a rename, the
// lock is taken again if the path no longer names the locked file. The
// returned function releases the lock.
func lockFile(path string) (func(), error) {
	for tries := 0; tries < 100; tries++ {
		f, err := os.Open(path) // flock needs no write access: --dry-run works on read-only files
		if err != nil {
			return nil, err
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
			f.Close()
			return nil, fmt.Errorf("cannot lock %s: %v", path, err)
		}
		held, err1 := f.Stat()
		now, err2 := os.Stat(path)
		if err1 == nil && err2 == nil && os.SameFile(held, now) {
			return func() { f.Close() }, nil
		}
		f.Close()
	}
	return nil, fmt.Errorf("cannot lock %s: it keeps being replaced", path)
}
