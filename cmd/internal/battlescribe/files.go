package battlescribe

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"sort"
)

// Files is where a reader finds its files and the files beside them: the
// disk (Limits.Files nil), or files held in memory (Memory), as the
// studio has them.
type Files interface {
	// Open opens the regular file at path, never waiting on a pipe.
	Open(path string) (io.ReadCloser, error)
	// Glob names the files that match pattern, as filepath.Glob does.
	Glob(pattern string) ([]string, error)
}

// Memory is files held in memory, by name: a folder of its own, which
// a reader finds beside each of its files. Names are plain file names.
type Memory map[string][]byte

// Open opens the file named path.
func (m Memory) Open(path string) (io.ReadCloser, error) {
	b, ok := m[filepath.Clean(path)]
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: path, Err: fs.ErrNotExist}
	}
	return io.NopCloser(bytes.NewReader(b)), nil
}

// Glob names the files that match pattern, sorted.
func (m Memory) Glob(pattern string) ([]string, error) {
	var out []string
	for name := range m {
		ok, err := filepath.Match(pattern, name)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out, nil
}

// disk is the file system.
type disk struct{}

func (disk) Open(path string) (io.ReadCloser, error) { return openRegular(path) }

func (disk) Glob(pattern string) ([]string, error) { return filepath.Glob(pattern) }

// files is where lim reads: Files, or the disk.
func (lim Limits) files() Files {
	if lim.Files == nil {
		return disk{}
	}
	return lim.Files
}

// A NotFound is a file a reader looked for beside another and did not
// find: a catalogue's game system, a catalogue it links, a roster's
// catalogue. Its message names the file it was looked for beside.
type NotFound struct {
	Beside string // the file that needs it, as named
	Kind   string // "game system" or "catalogue"
	Ext    string // ".gst" or ".cat"
	ID     string // its id, as the file that needs it names it
	Name   string // its name, when the file that needs it gives one; else ""
}

func (e *NotFound) Error() string {
	return fmt.Sprintf("%s: no %s %q (%s) beside it", e.Beside, e.Kind, e.ID, e.Ext)
}

// Named gives err, when it is a NotFound, the name of the file it looks
// for, as the file that needs it gives it (a roster's force names its
// catalogue), and returns it.
func Named(err error, name string) error {
	var nf *NotFound
	if errors.As(err, &nf) && nf.Name == "" {
		nf.Name = name
	}
	return err
}
