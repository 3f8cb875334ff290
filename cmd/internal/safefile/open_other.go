//go:build !unix

package safefile

import "os"

// openNoWait opens the file at path for reading: this platform has no
// named pipes that a plain open waits on.
func openNoWait(path string) (*os.File, error) { return os.Open(path) }
