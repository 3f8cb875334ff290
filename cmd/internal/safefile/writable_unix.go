//go:build unix

package safefile

import (
	"os"

	"golang.org/x/sys/unix"
)

// writable reports whether the file at path may be written, as an editor
// decides before it saves: some write permission bit is set (root too is
// held to that), and this user may write it.
func writable(path string, info os.FileInfo) bool {
	return info.Mode().Perm()&0o222 != 0 && unix.Access(path, unix.W_OK) == nil
}
