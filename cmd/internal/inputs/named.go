package inputs

import "sync/atomic"

// A Reader reads the file at path, a file of what ("a unit file"), as
// ReadFile does.
type Reader func(path, what string) ([]byte, error)

// named is the Reader of ReadNamed; nil means ReadFile.
var named atomic.Pointer[Reader]

// ReadNamed reads a file that another file names, such as a force's unit
// file (path is the naming file's folder joined with the name it gives): by
// ReadFile, from the file system with the limits of every input, unless a
// program without one, such as the studio in the browser, has set its own
// Reader with SetNamed.
func ReadNamed(path, what string) ([]byte, error) {
	if r := named.Load(); r != nil {
		return (*r)(path, what)
	}
	return ReadFile(path, what)
}

// SetNamed sets the Reader of ReadNamed for every later call, nil for
// ReadFile, until restore puts back the one it replaced.
func SetNamed(r Reader) (restore func()) {
	var p *Reader
	if r != nil {
		p = &r
	}
	old := named.Swap(p)
	return func() { named.Store(old) }
}
