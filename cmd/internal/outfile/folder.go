package outfile

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/safefile"
	"github.com/crewcard/crewcard/layout"
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

// FolderError is WriteFaces' refusal of the output folder, before it
// writes anything: a usage error.
type FolderError struct{ Msg string }

func (e *FolderError) Error() string { return e.Msg }

// maxListed is how many files a refusal names.
const maxListed = 5

// WriteFaces writes the face files docs into the folder out, making it if
// it does not exist. It writes nothing, and the error is a *FolderError,
// when the folder holds:
//   - a file of the same name as one of docs that is not a card face that
//     crewcard wrote (IsCardFace), or is not a regular file: never
//     replaced, even with force;
//   - anything else that this run does not write (another file, a face
//     of an earlier run, a folder), unless force, which writes beside them
//     and leaves them as they are.
//
// Files are written whole or not at all (safefile.ReplaceTidy), and the
// temporary files that a killed run left for the faces this run writes are
// removed and returned, for the user to be told; force also replaces
// read-only faces.
func WriteFaces(ctx context.Context, out string, docs []press.Document, force bool) ([]string, error) {
	writes := map[string]bool{}
	for _, d := range docs {
		writes[d.Name] = true
	}
	entries, err := os.ReadDir(out)
	exists := err == nil
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	var foreign, others []string
	for _, e := range entries {
		path := filepath.Join(out, e.Name())
		switch {
		case e.Type().IsRegular() && writes[leftFor(e.Name())]:
			// a killed run's temporary file of a face this run writes: removed below
		case !writes[e.Name()]:
			others = append(others, e.Name())
		case !e.Type().IsRegular() || !madeHere(path):
			foreign = append(foreign, path)
		}
	}
	if len(foreign) > 0 {
		return nil, &FolderError{fmt.Sprintf("%s: not a card face that crewcard wrote, and this run would replace it; move it away, or give another folder", list(foreign))}
	}
	if len(others) > 0 && !force {
		return nil, &FolderError{fmt.Sprintf("%s: holds %d files that this run does not write (%s); give a new or empty folder, delete them, or give --force to write beside them (they are kept)",
			out, len(others), list(others))}
	}
	if !exists {
		if err := os.Mkdir(out, 0o755); err != nil {
			return nil, err
		}
	}
	paths := make([]string, len(docs))
	data := make([][]byte, len(docs))
	for i, d := range docs {
		paths[i], data[i] = filepath.Join(out, d.Name), d.Data
	}
	removed, err := safefile.ReplaceTidy(ctx, paths, data, force)
	if err != nil && !exists {
		os.Remove(out) // the folder this run made, still empty
	}
	return removed, err
}

// tempName matches the name of the temporary file that safefile writes a
// file's new bytes to (".NAME.123.tmp").
var tempName = regexp.MustCompile(`^\.(.+)\.[0-9]+\.tmp$`)

// leftFor returns the name of the file whose temporary file name is, or ""
// when name is not such a temporary file.
func leftFor(name string) string {
	if m := tempName.FindStringSubmatch(name); m != nil {
		return m[1]
	}
	return ""
}

// madeHere reports whether the file at path is a card face crewcard wrote.
func madeHere(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 512)
	n, _ := io.ReadFull(f, head)
	return layout.IsCardFace(head[:n])
}

// list names up to maxListed files, and how many more there are.
func list(names []string) string {
	if len(names) <= maxListed {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:maxListed], ", "), len(names)-maxListed)
}
