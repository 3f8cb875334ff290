//go:build !unix

package safefile

import "os"

// writable reports whether the file may be written: its read-only
// attribute, which Go shows as no write permission bits, is not set.
func writable(path string, info os.FileInfo) bool { return info.Mode().Perm()&0o200 != 0 }
