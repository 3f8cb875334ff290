package outfile

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/safefile"
	"github.com/crewcard/crewcard/layout/pixel"
	"github.com/crewcard/crewcard/layout/svg"
)

// CheckFolder checks, before any work, that face files can go to out: a
// folder, or a new name in a folder that exists (the run makes it). "-"
// and an existing file are refused.
func CheckFolder(out, format string) error {
	if out == "-" {
		return fmt.Errorf("-: --format %s writes a file a card face; give a folder, such as cards-%s", format, format)
	}
	info, err := os.Stat(out)
	switch {
	case err == nil && !info.IsDir():
		return fmt.Errorf("%s: is a file; --format %s writes a file a card face into a folder: give a folder's name, such as cards-%s", out, format, format)
	case err == nil:
		return nil
	case !errors.Is(err, os.ErrNotExist):
		return fmt.Errorf("%s: %v", out, errors.Unwrap(err))
	}
	if parent, err := os.Stat(filepath.Dir(out)); err != nil || !parent.IsDir() {
		return fmt.Errorf("%s: the folder %s does not exist; make it first, or give a folder inside one that exists", out, filepath.Dir(out))
	}
	return nil
}

// FolderError is a refusal of the output folder of faces: a usage error.
// Nothing is written when it is given.
type FolderError struct{ Msg string }

func (e *FolderError) Error() string { return e.Msg }

// maxListed is how many files a refusal names.
const maxListed = 5

// A FaceWriter writes a render's face files into the folder out as they
// are made (it is a press.Sink), so that none is held once written: each
// goes to a temporary file beside its name, and Commit renames them all
// into place, making the folder if it does not exist. Commit writes
// nothing, and its error is a *FolderError, when the folder holds:
//   - a file of the same name as a face of the run that is not a card face
//     that crewcard wrote (IsCardFace), or is not a regular file: never
//     replaced, even with force;
//   - anything else that this run does not write (another file, a face
//     of an earlier run, a folder), unless force, which writes beside them
//     and leaves them as they are.
//
// The temporary files that a killed run left for the faces this run
// writes are removed and told (Removed); force also replaces read-only
// faces.
type FaceWriter struct {
	ctx     context.Context
	out     string
	force   bool
	entries []os.DirEntry // the folder's files before the run
	exists  bool          // the folder was there before the run
	made    bool          // the run made the folder
	batch   *safefile.Batch
	written map[string]bool // the faces put, by name
	foreign []string        // files of the faces' names that are not the run's to replace
	removed []string
}

// NewFaceWriter starts writing faces into out. When ours is not nil, a
// folder that holds a file whose name ours rejects (one no face of the run
// can have) is refused at once, before any card is drawn, unless force.
func NewFaceWriter(ctx context.Context, out string, ours func(name string) bool, force bool) (*FaceWriter, error) {
	entries, err := os.ReadDir(out)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	fw := &FaceWriter{ctx: ctx, out: out, force: force, entries: entries, exists: err == nil}
	if ours != nil && !force {
		var others []string
		for _, e := range entries {
			if !ours(e.Name()) && !ours(safefile.TempFor(e.Name())) {
				others = append(others, e.Name())
			}
		}
		if len(others) > 0 {
			return nil, fw.othersError(others)
		}
	}
	fw.begin()
	return fw, nil
}

// othersError refuses a folder that holds others, files the run does not
// write.
func (fw *FaceWriter) othersError(others []string) error {
	return &FolderError{fmt.Sprintf("%s: holds %d files that this run does not write (%s); give a new or empty folder, delete them, or give --force to write beside them (they are kept)",
		fw.out, len(others), list(others))}
}

func (fw *FaceWriter) begin() {
	fw.batch, fw.written, fw.foreign = safefile.BeginTidy(fw.ctx, fw.force), map[string]bool{}, nil
}

// Put writes face d to a temporary file beside its name in the folder; a
// file of that name that is not the run's to replace is told by Commit.
func (fw *FaceWriter) Put(d press.Document) error {
	if fw.written[d.Name] {
		return fmt.Errorf("%s: two faces of one name", d.Name)
	}
	fw.written[d.Name] = true
	path := filepath.Join(fw.out, d.Name)
	if info, err := os.Lstat(path); err == nil && (!info.Mode().IsRegular() || !madeHere(path)) {
		fw.foreign = append(fw.foreign, path)
		return nil
	}
	if fw.batch == nil {
		return fmt.Errorf("%s: the writer was aborted", path)
	}
	if !fw.exists && !fw.made {
		if err := os.Mkdir(fw.out, 0o755); err != nil {
			return err
		}
		fw.made = true
	}
	return fw.batch.Add(path, d.Data)
}

// Restart drops the faces put so far, for a run that starts again.
func (fw *FaceWriter) Restart() {
	fw.Abort()
	fw.begin()
}

// Commit checks the folder and renames every face into place; a refusal
// writes nothing.
func (fw *FaceWriter) Commit() error {
	var others []string
	for _, e := range fw.entries {
		switch {
		case e.Type().IsRegular() && fw.written[safefile.TempFor(e.Name())]:
			// a killed run's temporary file of a face this run writes: removed
		case !fw.written[e.Name()]:
			others = append(others, e.Name())
		}
	}
	var err error
	switch {
	case len(fw.foreign) > 0:
		err = &FolderError{fmt.Sprintf("%s: not a card face that crewcard wrote, and this run would replace it; move it away, or give another folder", list(fw.foreign))}
	case len(others) > 0 && !fw.force:
		err = fw.othersError(others)
	case fw.batch == nil:
		err = fmt.Errorf("%s: the writer was aborted", fw.out)
	default:
		err = fw.batch.Commit()
	}
	if err != nil {
		fw.Abort()
	}
	fw.made = false // the folder is the user's now, or gone
	return err
}

// Abort removes the faces put so far, and the folder if the run made it.
// It may be called more than once, and after Commit.
func (fw *FaceWriter) Abort() {
	if fw.batch != nil {
		fw.removed = append(fw.removed, fw.batch.Removed()...)
		fw.batch.Abort()
		fw.batch = nil
	}
	if fw.made {
		os.Remove(fw.out) // the folder this run made, still empty
		fw.made = false
	}
}

// Removed returns the temporary files of killed runs that the writer
// removed.
func (fw *FaceWriter) Removed() []string {
	if fw.batch == nil {
		return fw.removed
	}
	return append(append([]string(nil), fw.removed...), fw.batch.Removed()...)
}

// madeHere reports whether the file at path is a card face crewcard wrote.
func madeHere(path string) bool {
	f, _, err := safefile.OpenInput(path, "a card face")
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 512)
	n, _ := io.ReadFull(f, head)
	return svg.IsPage(head[:n]) || pixel.IsPage(head[:n])
}

// list names up to maxListed files, and how many more there are.
func list(names []string) string {
	if len(names) <= maxListed {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:maxListed], ", "), len(names)-maxListed)
}
