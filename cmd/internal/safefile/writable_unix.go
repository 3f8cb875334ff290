//go:build unix

package safefile

import (
	"os"

	"golang.org/x/sys/unix"
)

// writable reports whether the file at path may be written, as an editor
// decides before it saves: some write permission bit is set (root too is
// held to that), and this user may write it. A file gone since info was
// taken is no read-only file: what replaces it is checked again.
func writable(path string, info os.FileInfo) bool {
	err := unix.Access(path, unix.W_OK)
	return info.Mode().Perm()&0o222 != 0 && (err == nil || err == unix.ENOENT)
}
