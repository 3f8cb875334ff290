package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
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

// readInput reads one crew file, refusing files over the size limit before
// reading them whole.
func readInput(name string, stdin io.Reader) (input, error) {
	var r io.Reader
	display := name
	if name == "-" {
		r, display = stdin, stdinName
	} else {
		f, err := os.Open(name)
		if err != nil {
			if src, ok := system.BuiltinDeck(name); ok && os.IsNotExist(err) {
				return input{name: name + " (built in)", data: src}, nil
			}
			return input{}, err
		}
		defer f.Close()
		info, err := f.Stat()
		switch {
		case err != nil:
			return input{}, err
		case info.IsDir():
			return input{}, fmt.Errorf("%s: is a folder; give a crew file", name)
		case info.Size() > model.MaxFileSize:
			return input{}, fmt.Errorf("%s: file is %d bytes, more than the 1 MiB a crew file may have", name, info.Size())
		}
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, model.MaxFileSize+1))
	if err != nil {
		return input{}, fmt.Errorf("%s: %v", display, err)
	}
	return input{name: display, data: data}, nil
}

// loadDocs reads and validates every input by the rules of its system. It
// prints every problem to stderr and reports whether all files are legal.
func loadDocs(e *env, names []string) ([]system.Doc, bool) {
	var docs []system.Doc
	ok := true
	for _, n := range names {
		in, err := readInput(n, e.stdin)
		if err != nil {
			fmt.Fprintf(e.stderr, "%v\n", err)
			ok = false
			continue
		}
		doc, errs := system.Check(in.name, in.data)
		printErrors(e.stderr, errs)
		if errs.Err() != nil || doc == nil {
			ok = false
			continue
		}
		docs = append(docs, doc)
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
