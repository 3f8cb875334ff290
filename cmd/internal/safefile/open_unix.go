//go:build unix

package safefile

import (
	"os"

	"golang.org/x/sys/unix"
)

// openNoWait opens the file at path for reading without waiting for
// anything (O_NONBLOCK, and no controlling terminal taken: O_NOCTTY), then
// makes the descriptor blocking again, as a regular file's reads are
// anyway, so that it is read as os.Open's files are.
func openNoWait(path string) (*os.File, error) {
	var fd int
	var err error
	for {
		fd, err = unix.Open(path, unix.O_RDONLY|unix.O_NONBLOCK|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
		if err != unix.EINTR {
			break
		}
	}
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: path, Err: err}
	}
	if err := unix.SetNonblock(fd, false); err != nil {
		unix.Close(fd)
		return nil, &os.PathError{Op: "open", Path: path, Err: err}
	}
	return os.NewFile(uintptr(fd), path), nil
}
