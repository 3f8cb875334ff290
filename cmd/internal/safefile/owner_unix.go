//go:build unix

package safefile

import (
	"errors"
	"os"
	"syscall"
)

// keepOwner gives the new file tmp the owner and group of the file it
// replaces (old), so that a file root replaces stays its owner's. Root must
// succeed; another user may only give a file its own uid and a group it
// belongs to, and where it may not, the file stays this user's (EPERM is
// ignored).
func keepOwner(tmp string, old os.FileInfo) error {
	st, ok := old.Sys().(*syscall.Stat_t)
	if !ok {
		return nil
	}
	err := os.Chown(tmp, int(st.Uid), int(st.Gid))
	if err != nil && os.Geteuid() != 0 && errors.Is(err, syscall.EPERM) {
		return nil
	}
	return err
}
