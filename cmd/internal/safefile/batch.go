package safefile

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// A Batch replaces several files together, as ReplaceAll does, but takes
// each file's bytes as they are made, so that a run need not hold them all:
// Add writes one file to a temporary file beside its path, Commit renames
// them all into place, and Abort removes them. An error from Add or Commit
// has already aborted the batch. Until Commit or Abort, a tidy batch holds
// the locks of the folders it writes to.
type Batch struct {
	ctx     context.Context
	force   bool
	tidy    bool // lock each folder and remove a killed run's temporary files, as ReplaceTidy does
	paths   []string
	targets []string
	tmps    []string
	reads   []os.FileInfo                  // per file: the stat of the file read, which must still be there (AddRead); nil for Add
	dirs    map[string]bool                // folders seen, and whether each is locked
	temps   map[string]map[string][]string // locked folder -> file name -> its killed runs' temporary files
	unlocks []func()
	removed []string
	done    bool
}

// Begin starts a batch that replaces files as ReplaceAll does.
func Begin(ctx context.Context, force bool) *Batch {
	return &Batch{ctx: ctx, force: force, dirs: map[string]bool{}, temps: map[string]map[string][]string{}}
}

// BeginTidy starts a batch that replaces files as ReplaceTidy does: Add
// locks the folder of each file it writes (where its links lead), waiting
// for any other run that holds it, and removes the temporary files that a
// run killed while writing that file left (see Removed). Folders are
// locked as files come, not in sorted order, so two tidy batches that
// write into the same two folders in opposite orders can wait for each
// other until one's context ends; a render writes all its files beside
// -o unless links lead them elsewhere.
func BeginTidy(ctx context.Context, force bool) *Batch {
	b := Begin(ctx, force)
	b.tidy = true
	return b
}

// Removed returns the temporary files of killed runs that the batch
// removed, for the user to be told.
func (b *Batch) Removed() []string { return b.removed }

// Add writes data to a temporary file beside path (or where its links
// lead), after checking that the file there may be replaced.
func (b *Batch) Add(path string, data []byte) error {
	if b.done {
		return fmt.Errorf("safefile: %s added to a finished batch", path)
	}
	t, err := Target(path)
	if err != nil {
		b.Abort()
		return err
	}
	return b.add(path, t, data, nil)
}

// AddRead writes data to a temporary file beside path, to replace the very
// file that was read from path: read is the stat of that file as opened
// (OpenInput). Path is taken as it is, its links not followed again: the
// caller resolved them once, before it read. Commit replaces the file only
// if path still names that file, right before the rename, and refuses if
// it names another file or a symbolic link (one swapped in meanwhile), so
// that nothing is ever written through a link that appeared after the read.
func (b *Batch) AddRead(path string, data []byte, read os.FileInfo) error {
	if b.done {
		return fmt.Errorf("safefile: %s added to a finished batch", path)
	}
	if err := StillRead(path, read); err != nil {
		b.Abort()
		return err
	}
	return b.add(path, path, data, read)
}

// add writes data to a temporary file beside t, the file that writing to
// path changes, after checking that it may be replaced.
func (b *Batch) add(path, t string, data []byte, read os.FileInfo) error {
	if b.tidy {
		if err := b.lock(t); err != nil {
			b.Abort()
			return err
		}
	}
	if err := replaceable(path, t, b.force); err != nil {
		b.Abort()
		return fmt.Errorf("cannot replace %v", err)
	}
	if err := context.Cause(b.ctx); err != nil {
		b.Abort()
		return fmt.Errorf("%v; nothing written", err)
	}
	tmp, err := writeTemp(t, data)
	if err != nil {
		b.Abort()
		return err
	}
	b.paths, b.targets, b.tmps = append(b.paths, path), append(b.targets, t), append(b.tmps, tmp)
	b.reads = append(b.reads, read)
	return nil
}

// StillRead checks that path names the file whose stat (of the open file)
// is read, and not a symbolic link or another file put there since.
func StillRead(path string, read os.FileInfo) error {
	now, err := os.Lstat(path)
	switch {
	case read == nil:
		return fmt.Errorf("%s: was not read from a file; nothing written", path)
	case err != nil:
		return fmt.Errorf("%s: gone since it was read (%v); nothing written; run again", path, errors.Unwrap(err))
	case now.Mode()&os.ModeSymlink != 0:
		return fmt.Errorf("%s: replaced by a symbolic link since it was read; nothing written through it; remove the link and run again", path)
	case !os.SameFile(read, now):
		return fmt.Errorf("%s: replaced by another file since it was read; nothing written; run again", path)
	}
	return nil
}

// lock locks the folder of target the first time a file goes there, and
// removes the temporary files a killed run left beside target. A folder
// that cannot be opened is left unlocked, and its files untidied.
func (b *Batch) lock(target string) error {
	if err := b.lockDir(filepath.Dir(target)); err != nil {
		return err
	}
	dir, base := filepath.Split(target)
	for _, tmp := range b.temps[filepath.Clean(dir)][base] {
		if os.Remove(tmp) == nil {
			b.removed = append(b.removed, tmp)
		}
	}
	delete(b.temps[filepath.Clean(dir)], base)
	return nil
}

// lockDir locks the folder d, once: a folder that cannot be opened (one
// this user may write but not read) is left unlocked.
func (b *Batch) lockDir(d string) error {
	if _, seen := b.dirs[d]; seen {
		return nil
	}
	u, err := Lock(b.ctx, d)
	if err != nil && context.Cause(b.ctx) != nil {
		return err
	}
	b.dirs[d] = err == nil
	if err == nil {
		b.unlocks = append(b.unlocks, u)
		b.temps[filepath.Clean(d)] = killedTemps(d)
	}
	return nil
}

// killedTemps lists, by the name of the file each was for, the temporary
// files that runs killed while writing left in the folder d: read once, so
// that a batch of any number of files into one folder reads it once, not
// once a file. Call it only while holding the folder's lock.
func killedTemps(d string) map[string][]string {
	ents, _ := os.ReadDir(d)
	temps := map[string][]string{}
	for _, e := range ents {
		if m := tempName.FindStringSubmatch(e.Name()); m != nil && e.Type().IsRegular() {
			temps[m[1]] = append(temps[m[1]], filepath.Join(d, e.Name()))
		}
	}
	return temps
}

// Commit renames every file added into place, keeping the old files'
// permissions, owner and group. A failure, or the context ending, before
// the renames leaves every older file intact and no temporary file behind.
func (b *Batch) Commit() error {
	if b.done {
		return fmt.Errorf("safefile: a finished batch committed")
	}
	defer b.Abort()
	for i, t := range b.tmps {
		mode := os.FileMode(0o644)
		info, err := os.Stat(b.targets[i])
		if b.reads[i] != nil { // the file read, not where a link put there since leads
			info, err = b.reads[i], nil
		}
		if err == nil {
			mode = info.Mode().Perm()
			if err := keepOwner(t, info); err != nil {
				return fmt.Errorf("cannot keep the owner of %s: %v", b.paths[i], err)
			}
		}
		if err := os.Chmod(t, mode); err != nil {
			return err
		}
	}
	if err := context.Cause(b.ctx); err != nil {
		return fmt.Errorf("%v; nothing written", err)
	}
	for i, read := range b.reads { // right before the renames: the files read are still there
		if read != nil {
			if err := StillRead(b.targets[i], read); err != nil {
				return err
			}
		}
	}
	for i, t := range b.tmps {
		if err := os.Rename(t, b.targets[i]); err != nil {
			return fmt.Errorf("cannot replace %s: %v", b.paths[i], err)
		}
		b.tmps[i] = ""
	}
	syncFolders(b.targets)
	return nil
}

// Abort removes the temporary files not yet renamed into place and
// releases the folders' locks. It may be called more than once, and after
// Commit.
func (b *Batch) Abort() {
	if b.done {
		return
	}
	b.done = true
	for _, t := range b.tmps {
		if t != "" {
			os.Remove(t)
		}
	}
	for _, u := range b.unlocks {
		u()
	}
}
