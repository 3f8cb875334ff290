// Package safefile writes files so that nothing the user had is lost: a
// new file goes to a temporary file beside its path and is renamed into
// place only when it is whole, several files are replaced together or not
// at all, and links, special files and read-only files are never replaced.
package safefile

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"syscall"
)

// Write writes data to path through a temporary file in the same
// folder and a rename, so that a failed run leaves any older file intact.
// A path of "-" writes to w instead. force replaces a read-only file.
func Write(ctx context.Context, path string, data []byte, w io.Writer, force bool) error {
	if path == "-" {
		_, err := w.Write(data)
		return err
	}
	return ReplaceAll(ctx, []string{path}, [][]byte{data}, force)
}

// ReplaceRead replaces the file at path with data, as Write does, but only
// if path still names the file that was read, whose stat (of the open
// file, as OpenInput gives it) is read: path is not resolved again, and a
// symbolic link or another file found there right before the rename is
// refused, never written through (Batch.AddRead). A command that reads a
// file and writes it back (battle) resolves path's links once, before it
// reads, and passes the file it read.
func ReplaceRead(ctx context.Context, path string, data []byte, read os.FileInfo, force bool) error {
	b := Begin(ctx, force)
	if err := b.AddRead(path, data, read); err != nil {
		return err
	}
	return b.Commit()
}

// CheckOutPath checks, before any work, that an output file can be written
// at path: it is "-", or a file (new or not) in a folder that exists, and
// not a folder, a device or another special file, nor (unless force) a
// read-only file. A symbolic link is checked where it leads.
func CheckOutPath(path string, force bool) error {
	if path == "-" {
		return nil
	}
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return fmt.Errorf("%s: is a folder; give a file name such as %s", path, filepath.Join(path, "cards.pdf"))
	}
	target, err := Target(path)
	if err != nil {
		return err
	}
	if err := replaceable(path, target, force); err != nil {
		return err
	}
	dir := filepath.Dir(target)
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		if target != path {
			return fmt.Errorf("%s: a symbolic link to %s, whose folder %s does not exist", path, target, dir)
		}
		return fmt.Errorf("%s: the folder %s does not exist", path, dir)
	}
	return nil
}

// maxLinks bounds the symbolic links followed from one path, as the
// kernel's own limit does.
const maxLinks = 40

// Target returns the file that writing to path changes: path itself, or,
// when path is a symbolic link, the file at the end of its links (which
// may not exist yet), so that a link is written through and stays a link.
// A chain of links that loops is an error that says so.
func Target(path string) (string, error) {
	p := path
	for range maxLinks {
		info, err := os.Lstat(p)
		if err != nil || info.Mode()&os.ModeSymlink == 0 {
			return p, nil
		}
		to, err := os.Readlink(p)
		if errors.Is(err, syscall.EINVAL) {
			continue // no longer a link: look again
		}
		if err != nil {
			return "", fmt.Errorf("%s: cannot read the symbolic link %s: %v", path, p, errors.Unwrap(err))
		}
		if !filepath.IsAbs(to) {
			to = filepath.Join(filepath.Dir(p), to)
		}
		p = to
	}
	return "", fmt.Errorf("%s: its symbolic links loop (more than %d links, last %s); point the link at a file", path, maxLinks, p)
}

// replaceable checks that the existing file at target (path, or where its
// links lead) may be replaced: a regular file, writable unless force.
func replaceable(path, target string, force bool) error {
	info, err := os.Stat(target)
	if err != nil {
		return nil // a new file
	}
	name := path
	if target != path {
		name = fmt.Sprintf("%s (a link to %s)", path, target)
	}
	if !info.Mode().IsRegular() {
		return fmt.Errorf("%s: is %s, not a regular file; give a file name (or - for standard output)", name, Kind(info.Mode()))
	}
	if !force && !writable(target, info) {
		return fmt.Errorf("%s: is read-only; make it writable (chmod u+w) or give --force to replace it", name)
	}
	return nil
}

// Kind names a file mode for messages: "a folder", "a device", ….
func Kind(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}

// CheckRegular checks that path, after its links, is an existing regular
// file, so that reading it cannot block (a FIFO) or read a device; a link
// that leads nowhere, or in a loop, is named as such. It returns the file
// the links lead to.
func CheckRegular(path string) (string, error) {
	target, err := Target(path)
	if err != nil {
		return "", err
	}
	info, err := os.Stat(target)
	switch {
	case err != nil && target != path && errors.Is(err, os.ErrNotExist):
		return "", fmt.Errorf("%s: a symbolic link to %s, which does not exist; point the link at a crew file", path, target)
	case err != nil && errors.Is(err, os.ErrNotExist):
		return "", fmt.Errorf("%s: no such file", path)
	case err != nil:
		return "", fmt.Errorf("%s: %v", path, errors.Unwrap(err))
	case !info.Mode().IsRegular():
		return "", fmt.Errorf("%s: is %s, not a regular file; give a crew file", path, Kind(info.Mode()))
	}
	return target, nil
}

// ReplaceAll writes each data[i] to paths[i]: every file goes to a
// temporary file beside its path first, and only when all are written and
// every path is known to be replaceable are they renamed into place, keeping
// the old files' permissions, owner and group (keepOwner). A symbolic link
// is written through. A failure, or ctx ending (an interrupt), before the
// renames leaves every older file intact and no temporary file behind; once
// the renames begin they all run. force replaces read-only files. A Batch
// does the same for files made one at a time.
func ReplaceAll(ctx context.Context, paths []string, data [][]byte, force bool) error {
	b := Begin(ctx, force) // Add checks each path; a refusal aborts the batch, removing what it wrote

	for i, p := range paths {
		if err := b.Add(p, data[i]); err != nil {
			return err
		}
	}
	return b.Commit()
}

// syncFolders flushes the folders of targets to disk, so that the renames
// outlive a crash together with the files' bytes (which writeTemp synced).
// A file system that cannot sync a folder is left to its own order.
func syncFolders(targets []string) {
	seen := map[string]bool{}
	for _, t := range targets {
		d := filepath.Dir(t)
		if seen[d] {
			continue
		}
		seen[d] = true
		if f, err := openNoWait(d); err == nil {
			f.Sync()
			f.Close()
		}
	}
}

// ReplaceTidy replaces the files as ReplaceAll does, for a command that
// holds no lock on them (render, calibrate): it locks the folder of each
// file it writes (where its links lead), so that two such runs write one
// after the other, removes the temporary files that a run killed while
// writing those same files left there (RemoveTemps), and returns their
// names, for the user to be told. BeginTidy does the same for files made
// one at a time.
func ReplaceTidy(ctx context.Context, paths []string, data [][]byte, force bool) ([]string, error) {
	b := BeginTidy(ctx, force)
	var dirs []string
	for _, p := range paths {
		t, err := Target(p)
		if err != nil {
			return nil, err
		}
		dirs = append(dirs, filepath.Dir(t))
	}
	slices.Sort(dirs)                        // every folder locked, in sorted order, before any is written:
	for _, d := range slices.Compact(dirs) { // two runs never each hold a folder the other waits for
		if err := b.lockDir(d); err != nil {
			b.Abort()
			return nil, err
		}
	}
	for i, p := range paths {
		if err := b.Add(p, data[i]); err != nil {
			return b.Removed(), err
		}
	}
	return b.Removed(), b.Commit()
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
