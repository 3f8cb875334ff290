package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// writeAtomic writes data to path through a temporary file in the same
// folder and a rename, so that a failed run leaves any older file intact.
// A path of "-" writes to w instead.
func writeAtomic(path string, data []byte, w io.Writer) error {
	if path == "-" {
		_, err := w.Write(data)
		return err
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	name := tmp.Name()
	fail := func(err error) error {
		tmp.Close()
		os.Remove(name)
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		return fail(err)
	}
	mode := os.FileMode(0o644)
	if info, err := os.Stat(path); err == nil {
		mode = info.Mode().Perm()
	}
	if err := os.Chmod(name, mode); err != nil {
		return fail(err)
	}
	if err := os.Rename(name, path); err != nil {
		os.Remove(name)
		return fmt.Errorf("cannot replace %s: %v", path, err)
	}
	return nil
}
