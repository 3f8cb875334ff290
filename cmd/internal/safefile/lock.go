package safefile

import (
	"context"
	"fmt"
	"os"
)

// Lock takes an exclusive lock on the file at path, waiting for any
// other crewcard that holds it. Since the file is replaced by a rename, the
// lock is taken again if the path no longer names the locked file. The
// returned function releases the lock.
func Lock(ctx context.Context, path string) (func(), error) {
	for tries := 0; tries < 100; tries++ {
		f, err := lockOpen(path)
		if err != nil {
			return nil, err
		}
		if f == nil { // no file locks on this platform
			return func() {}, nil
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
