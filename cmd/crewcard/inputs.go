package main

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
)

// stdinName is how standard input is named in messages.
const stdinName = "<stdin>"

// input is one crew file to read.
type input struct {
	name string // path as given, or stdinName
	data []byte
}

// expandInputs turns files, folders, globs and "-" into a stable list of
// crew files: arguments in the order given; a folder's *.toml files and a
// glob's matches in sorted order. A file named twice is kept once and
// listed in dups. An argument that names no crew file is an error in errs,
// and the others are still listed, so that every input's problems are told.
func expandInputs(args []string) (out, dups []string, errs []error) {
	seen := map[string]bool{}
	add := func(p string) {
		key := p
		if abs, err := filepath.Abs(p); err == nil && p != "-" {
			key = abs
		}
		if !seen[key] {
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
			return nil, fmt.Errorf("%s: folder holds no *.toml crew files", a)
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

// builtinSuffix follows a built-in deck's id where messages name it.
const builtinSuffix = " (built in)"

// readInput reads one crew file, or standard input for "-".
func readInput(name string, stdin io.Reader) (input, error) {
	if name == "-" {
		data, err := readLimited(stdin, stdinName, "a crew file")
		return input{name: stdinName, data: data}, err
	}
	if _, err := os.Stat(name); os.IsNotExist(err) {
		if src, ok := system.BuiltinDeck(name); ok {
			return input{name: name + builtinSuffix, data: src}, nil
		}
	}
	data, err := readFile(name, "a crew file")
	return input{name: name, data: data}, err
}

// readFile reads the file at path, a file of what ("a crew file"). It
// refuses a folder, a device and any other file that is neither a regular
// file nor a pipe, and a file over the size limit, before reading it.
func readFile(path, what string) ([]byte, error) {
	if info, err := os.Stat(path); err == nil {
		switch mode := info.Mode(); {
		case mode.IsDir():
			return nil, fmt.Errorf("%s: is a folder; give %s", path, what)
		case !mode.IsRegular() && mode&fs.ModeNamedPipe == 0:
			return nil, fmt.Errorf("%s: is a device or other special file, not %s; give a regular file", path, what)
		case info.Size() > model.MaxFileSize:
			return nil, fmt.Errorf("%s: file is %d bytes, more than the 1 MiB %s may have", path, info.Size(), what)
		}
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readLimited(f, path, what)
}

// readLimited reads r, named name in messages, to its end, but never more
// than the size limit: a stream that is longer, or never ends, is refused
// once the limit is passed.
func readLimited(r io.Reader, name, what string) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, model.MaxFileSize+1))
	switch {
	case err != nil:
		return nil, fmt.Errorf("%s: %v", name, err)
	case len(data) > model.MaxFileSize:
		return nil, fmt.Errorf("%s: more than the 1 MiB %s may have; reading stopped there", name, what)
	}
	return data, nil
}

// loadDocs reads and validates every input by the rules of its system. It
// prints every problem to stderr and reports whether all files are legal.
func loadDocs(e *env, names []string) ([]system.Doc, bool) { return readDocs(e, names, nil) }

// readDocs is loadDocs, with more checks of each legal file: more returns
// the file's further problems, such as those of laying its cards out. The
// files are read and checked on every core, and told of in order.
func readDocs(e *env, names []string, more func(system.Doc) model.ErrorList) ([]system.Doc, bool) {
	type result struct {
		doc  system.Doc
		errs model.ErrorList
		err  error
	}
	results := make([]chan result, len(names))
	for i := range results {
		results[i] = make(chan result, 1)
	}
	next := make(chan int)
	go func() {
		for i := range names {
			next <- i
		}
		close(next)
	}()
	for range max(1, min(runtime.GOMAXPROCS(0), len(names))) {
		go func() {
			for i := range next {
				in, err := readInput(names[i], e.stdin)
				if err != nil {
					results[i] <- result{err: err}
					continue
				}
				doc, errs := system.Check(in.name, in.data)
				if errs.Err() == nil && doc != nil && more != nil {
					errs = append(errs, more(doc)...)
					errs.Sort()
				}
				results[i] <- result{doc: doc, errs: errs}
			}
		}()
	}
	var docs []system.Doc
	ok := true
	for i := range names {
		r := <-results[i]
		if r.err != nil {
			fmt.Fprintf(e.stderr, "%v\n", r.err)
			ok = false
			continue
		}
		printErrors(e.stderr, r.errs)
		if r.errs.Err() != nil || r.doc == nil {
			ok = false
			continue
		}
		docs = append(docs, r.doc)
	}
	return docs, ok
}

// loadCrew reads and validates one crew file, for the commands that only
// crews have (history).
func loadCrew(e *env, name string) (*crewexp.Crew, bool) {
	docs, ok := loadDocs(e, []string{name})
	if !ok {
		return nil, false
	}
	c, ok := system.CrewOf(docs[0])
	if !ok {
		fmt.Fprintf(e.stderr, "%s: not a crew file; only crews have a campaign history\n", docs[0].Name())
	}
	return c, ok
}

// isBuiltinDeck reports whether a names a built-in deck and no file.
func isBuiltinDeck(a string) bool {
	_, ok := system.BuiltinDeck(a)
	return ok
}
