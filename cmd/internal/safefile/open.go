package safefile

import (
	"fmt"
	"io"
	"os"
)

// OpenInput opens the file at path for reading, a file of what ("a crew
// file"), and returns it with its stat, taken of the file opened (fstat),
// not of the name: it refuses a folder, a named pipe, a device and any
// other file that is not a regular file. Nothing it does can block: on
// unix the file is opened without waiting (O_NONBLOCK), which a named pipe
// with no writer would otherwise do for ever, whatever signal comes, and
// only a regular file is read. So a pipe swapped in for the file between
// any earlier look at it and this open is refused, never waited on. The
// stat names the file read, for a caller that replaces that very file
// later.
func OpenInput(path, what string) (*os.File, os.FileInfo, error) {
	f, err := openNoWait(path)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	switch {
	case err != nil:
	case info.IsDir():
		err = fmt.Errorf("%s: is a folder; give %s", path, what)
	case !info.Mode().IsRegular():
		err = fmt.Errorf("%s: is %s, not a regular file; give %s", path, Kind(info.Mode()), what)
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, info, nil
}

// ReadInput reads the whole of the regular file at path, a file of what,
// opened as OpenInput opens it. A caller that bounds the size reads the
// file OpenInput returns instead.
func ReadInput(path, what string) ([]byte, error) {
	f, _, err := OpenInput(path, what)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}
