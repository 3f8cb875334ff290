// Package safefile writes files so that nothing the user had is lost: a
// new file goes to a temporary file beside its path and is renamed into
// place only when it is whole, and several files are replaced together or
// not at all.
package safefile

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Write writes data to path through a temporary file in the same
// folder and a rename, so that a failed run leaves any older file intact.
// A path of "-" writes to w instead.
func Write(path string, data []byte, w io.Writer) error {
	if path == "-" {
		_, err := w.Write(data)
		return err
	}
	return ReplaceAll([]string{path}, [][]byte{data})
}

// CheckOutPath checks, before any work, that an output file can be written
// at path: it is "-", or a file (new or not) in a folder that exists.
func CheckOutPath(path string) error {
	if path == "-" {
		return nil
	}
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return fmt.Errorf("%s: is a folder; give a file name such as %s", path, filepath.Join(path, "cards.pdf"))
	}
	dir := filepath.Dir(path)
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		return fmt.Errorf("%s: the folder %s does not exist", path, dir)
	}
	return nil
}

// ReplaceAll writes each data[i] to paths[i]: every file goes to a
// temporary file beside its path first, and only when all are written and
// every path is known to be replaceable are they renamed into place, keeping
// the old files' permissions. A failure before the renames leaves every
// older file intact and no temporary file behind.
func ReplaceAll(paths []string, data [][]byte) error {
	for _, p := range paths {
		if info, err := os.Stat(p); err == nil && !info.Mode().IsRegular() {
			return fmt.Errorf("cannot replace %s: it is not a regular file", p)
		}
	}
	tmps := make([]string, 0, len(paths))
	cleanup := func() {
		for _, t := range tmps {
			os.Remove(t)
		}
	}
	for i, p := range paths {
		t, err := writeTemp(p, data[i])
		if err != nil {
			cleanup()
			return err
		}
		tmps = append(tmps, t)
	}
	for i, t := range tmps {
		mode := os.FileMode(0o644)
		if info, err := os.Stat(paths[i]); err == nil {
			mode = info.Mode().Perm()
		}
		if err := os.Chmod(t, mode); err != nil {
			cleanup()
			return err
		}
	}
	for i, t := range tmps {
		if err := os.Rename(t, paths[i]); err != nil {
			cleanup()
			return fmt.Errorf("cannot replace %s: %v", paths[i], err)
		}
	}
	return nil
}

// writeTemp writes data to a new temporary file beside path.
func writeTemp(path string, data []byte) (string, error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return "", err
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp.Name())
		return "", err
	}
	return tmp.Name(), nil
}
