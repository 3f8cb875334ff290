// Package inputs turns the command line's files, folders, globs, "-" and
// built-in deck ids into files read within the size limit, and checks them
// by the rules of their systems, every core at once.
package inputs

import (
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/ordered"
	"github.com/crewcard/crewcard/cmd/internal/safefile"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model"
)

// StdinName is how standard input is named in messages.
const StdinName = "<stdin>"

// Input is one file read.
type Input struct {
	Name string // path as given, StdinName, or a built-in deck's id with BuiltinSuffix
	Data []byte
	Info os.FileInfo // the stat of the file read (safefile.OpenInput); nil for standard input and a built-in file
}

// Key is the name by which a file named p counts as named twice: its
// absolute path below the working folder cwd (read once by the caller, as
// filepath.Abs would read it for each file), cleaned; "-" stays "-".
func Key(cwd, p string) string {
	switch {
	case p == "-":
		return p
	case filepath.IsAbs(p) || cwd == "":
		return filepath.Clean(p)
	}
	return filepath.Join(cwd, p)
}

// Expand turns files, folders, globs and "-" into a stable list of
// crew files: arguments in the order given; a folder's *.toml files and a
// glob's matches in sorted order. A file named twice is kept once and
// listed in dups. An argument that names no crew file is an error in errs,
// and the others are still listed, so that every input's problems are told.
func Expand(args []string) (out, dups []string, errs []error) {
	seen := map[string]bool{}
	// The working folder is read once, as filepath.Abs would read it for
	// each file: serve expands a folder of thousands every poll.
	cwd, _ := os.Getwd() // "" when unknown
	add := func(p string) {
		if key := Key(cwd, p); !seen[key] {
			seen[key] = true
			out = append(out, p)
		} else {
			dups = append(dups, p)
		}
	}
	for _, a := range args {
		files, err := argFiles(a)
		if err != nil {
			errs = append(errs, err)
		}
		for _, f := range files {
			add(f)
		}
	}
	return out, dups, errs
}

// argFiles returns the files one argument names: itself ("-" or a file),
// a folder's *.toml files, or a glob's matches, sorted.
func argFiles(a string) ([]string, error) {
	if a == "-" {
		return []string{a}, nil
	}
	var matches []string
	info, err := os.Stat(a)
	switch {
	case err == nil && !info.IsDir():
		return []string{a}, nil
	case err == nil:
		if matches, _ = filepath.Glob(filepath.Join(a, "*.toml")); len(matches) == 0 {
			return nil, fmt.Errorf("%s: folder holds no *.toml files", a)
		}
	case strings.ContainsAny(a, "*?["):
		if matches, err = filepath.Glob(a); err != nil {
			return nil, fmt.Errorf("%s: bad pattern: %v", a, err)
		}
		if len(matches) == 0 {
			return nil, fmt.Errorf("%s: no files match", a)
		}
	case isBuiltinDeck(a):
		return []string{a}, nil
	default:
		return nil, fmt.Errorf("%s: no such file or folder", a)
	}
	sort.Strings(matches)
	return matches, nil
}

// BuiltinSuffix follows a built-in deck's id where messages name it.
const BuiltinSuffix = " (built in)"

// Read reads one input file of any system, a built-in file by its id, or
// standard input for "-" until ctx ends (see ReadAll).
func Read(ctx context.Context, name string, stdin io.Reader) (Input, error) {
	if name == "-" {
		data, err := readLimited(ctx, stdin, StdinName, "a TOML file")
		return Input{Name: StdinName, Data: data}, err
	}
	if _, err := os.Stat(name); os.IsNotExist(err) {
		if src, ok := system.Builtin(name); ok {
			return Input{Name: name + BuiltinSuffix, Data: src}, nil
		}
	}
	data, info, err := ReadFileStat(name, "a TOML file")
	return Input{Name: name, Data: data, Info: info}, err
}

// ReadBack reads the file at path as Read does, for a command that writes
// it back (battle, with safefile.ReplaceRead): the caller resolved path's
// links once, before, and path must still name the file read, not a
// symbolic link or another file put there meanwhile, whose bytes would be
// read as the file's.
func ReadBack(ctx context.Context, path string, stdin io.Reader) (Input, error) {
	in, err := Read(ctx, path, stdin)
	if err == nil && in.Info != nil {
		err = safefile.StillRead(path, in.Info)
	}
	return in, err
}

// ReadFile reads the file at path, a file of what ("a crew file"). It
// refuses a folder, a named pipe, a device and any other file that is not
// a regular file, and a file over the size limit, by the stat of the file
// it opened, and opens it without waiting (safefile.OpenInput): a named
// pipe opened for reading waits for a writer, for ever if none comes, and
// no signal ends that wait.
func ReadFile(path, what string) ([]byte, error) {
	data, _, err := ReadFileStat(path, what)
	return data, err
}

// ReadFileStat is ReadFile that also returns the stat of the file read,
// for a caller that replaces that very file later (safefile.ReplaceRead).
func ReadFileStat(path, what string) ([]byte, os.FileInfo, error) {
	f, info, err := safefile.OpenInput(path, what)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	if info.Size() > model.MaxFileSize {
		return nil, nil, fmt.Errorf("%s: file is %d bytes, more than the 1 MiB %s may have", path, info.Size(), what)
	}
	data, err := readLimited(context.Background(), f, path, what)
	if err != nil {
		return nil, nil, err
	}
	return data, info, nil
}

// readLimited reads r, named name in messages, to its end, but never more
// than the size limit: a stream that is longer, or never ends, is refused
// once the limit is passed. It stops when ctx ends (see ReadAll).
func readLimited(ctx context.Context, r io.Reader, name, what string) ([]byte, error) {
	data, err := ReadAll(ctx, io.LimitReader(r, model.MaxFileSize+1))
	switch {
	case err != nil:
		return nil, fmt.Errorf("%s: %v", name, err)
	case len(data) > model.MaxFileSize:
		return nil, fmt.Errorf("%s: more than the 1 MiB %s may have; reading stopped there", name, what)
	}
	return data, nil
}

// Docs reads and validates every file named by the rules of its system,
// with more checks of each legal file if more is not nil (the problems of
// laying its cards out, say). The files are read and checked on every
// core; every problem is printed to w in the files' order. Standard input
// is read until ctx ends. It returns the legal files and reports whether
// every file is legal.
func Docs(ctx context.Context, names []string, stdin io.Reader, w io.Writer, more func(system.Doc) model.ErrorList) ([]system.Doc, bool) {
	var docs []system.Doc
	ok := Each(ctx, names, stdin, w, more, func(d system.Doc) { docs = append(docs, d) })
	cwd, _ := os.Getwd()
	return system.Once(docs, func(p string) string { return Key(cwd, p) }), ok
}

// eachAhead is how many files Each may read and check ahead of the one it
// hands on: enough to keep every core busy, few enough that a folder of any
// size is checked in the memory of a few dozen files.
func eachAhead() int { return 8 * runtime.GOMAXPROCS(0) }

// Each is Docs that keeps nothing: it hands each legal file to each, in the
// files' order, as soon as it and every file before it are checked, and
// reads and checks at most eachAhead files ahead of it.
func Each(ctx context.Context, names []string, stdin io.Reader, w io.Writer, more func(system.Doc) model.ErrorList, each func(system.Doc)) bool {
	return eachRead(ctx, names, stdin, w, more, func(_ int, _ []byte, d system.Doc) { each(d) })
}

// eachRead is Each that also hands on the file's index in names and the
// bytes it was read as.
func eachRead(ctx context.Context, names []string, stdin io.Reader, w io.Writer, more func(system.Doc) model.ErrorList, each func(i int, data []byte, d system.Doc)) bool {
	type result struct {
		doc  system.Doc
		data []byte
		errs model.ErrorList
		err  error
	}
	ok := true
	ordered.Run(len(names), eachAhead(), func(i int) result {
		in, err := Read(ctx, names[i], stdin)
		if err != nil {
			return result{err: err}
		}
		doc, errs := system.Check(in.Name, in.Data)
		if errs.Err() == nil && doc != nil && more != nil {
			errs = append(errs, more(doc)...)
			errs.Sort()
		}
		return result{doc: doc, data: in.Data, errs: errs}
	}, func(i int, r result) {
		if r.err != nil {
			fmt.Fprintf(w, "%v\n", r.err)
			ok = false
			return
		}
		PrintErrors(w, r.errs)
		if r.errs.Err() != nil || r.doc == nil {
			ok = false
			return
		}
		each(i, r.data, r.doc)
	})
	return ok
}

// wholeDocs is how many files LightDocs holds whole before it holds them
// light: a batch of a tournament's size is read once.
var wholeDocs = 1024

// LightDocs is Docs for a render of any number of files: past the first
// wholeDocs, each legal file is held as system.Light holds it, and read
// and checked again when its card is drawn, so that memory holds a few
// hundred bytes a file. A file that changed in between is an error that
// says so. Standard input is always held whole.
func LightDocs(ctx context.Context, names []string, stdin io.Reader, w io.Writer) ([]system.Doc, bool) {
	var docs []system.Doc
	ok := eachRead(ctx, names, stdin, w, nil, func(i int, data []byte, d system.Doc) {
		if len(docs) >= wholeDocs && names[i] != "-" {
			name, sum := names[i], sha256.Sum256(data)
			d = system.Light(d, func() (system.Doc, error) { return reread(ctx, name, sum) })
		}
		docs = append(docs, d)
	})
	cwd, _ := os.Getwd()
	return system.Once(docs, func(p string) string { return Key(cwd, p) }), ok
}

// reread reads and checks the file name again, which must still be the
// bytes whose digest is sum.
func reread(ctx context.Context, name string, sum [sha256.Size]byte) (system.Doc, error) {
	in, err := Read(ctx, name, nil)
	if err != nil {
		return nil, err
	}
	if sha256.Sum256(in.Data) != sum {
		return nil, fmt.Errorf("%s: changed since it was checked; nothing is printed from a file that changes during the run, so run again", in.Name)
	}
	doc, errs := system.Check(in.Name, in.Data)
	switch err := errs.Err(); {
	case err != nil:
		return nil, fmt.Errorf("%s: no longer legal when read again: %v", in.Name, err)
	case doc == nil:
		return nil, fmt.Errorf("%s: no longer legal when read again", in.Name)
	}
	return doc, nil
}

// PrintErrors prints a file's problems, warnings included, one a line:
// the first model.MaxAlike of each kind, and a line for the rest of it.
func PrintErrors(w io.Writer, errs model.ErrorList) {
	for _, err := range errs.Capped(model.MaxAlike) {
		fmt.Fprintln(w, err)
	}
}

// isBuiltinDeck reports whether a names a built-in deck and no file.
func isBuiltinDeck(a string) bool {
	_, ok := system.Builtin(a)
	return ok
}
