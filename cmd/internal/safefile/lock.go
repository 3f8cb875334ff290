package safefile

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"time"
)

// Lock takes an exclusive lock on the file at path, waiting for any other
// crewcard that holds it until ctx ends. Since the file is replaced by a
// rename, the lock is taken again whenever the path no longer names the
// locked file. Each such retry means that another run has replaced the
// file, that is finished, so however many runs wait, every one gets its
// turn. The returned function releases the lock.
func Lock(ctx context.Context, path string) (func(), error) {
	for {
		f, err := lockOpen(ctx, path)
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
}

// lockWait is the longest pause between two tries for a held lock.
const lockWait = 20 * time.Millisecond

// wait pauses for d, doubled for the next call up to lockWait, or until
// ctx ends, whose cause it returns.
func wait(ctx context.Context, d *time.Duration) error {
	t := time.NewTimer(*d)
	defer t.Stop()
	*d = min(*d*2, lockWait)
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return context.Cause(ctx)
	}
}

// RemoveTemps removes the temporary files that a run killed while writing
// path left beside it (.NAME.*.tmp, as Write names them) and returns their
// names. Call it only while holding the lock on path, or on its folder (as
// ReplaceTidy does), so that no other run is writing one.
func RemoveTemps(path string) []string {
	dir, base := filepath.Split(path)
	var removed []string
	for _, tmp := range killedTemps(filepath.Clean(dir))[base] {
		if os.Remove(tmp) == nil {
			removed = append(removed, tmp)
		}
	}
	return removed
}

// tempName matches the name of a temporary file that Write makes for a
// file (".NAME.123.tmp"), the file's name its first group.
var tempName = regexp.MustCompile(`^\.(.+)\.[0-9]+\.tmp$`)

// TempFor returns the name of the file that name is a temporary file of,
// or "" when it is none.
func TempFor(name string) string {
	if m := tempName.FindStringSubmatch(name); m != nil {
		return m[1]
	}
	return ""
}
