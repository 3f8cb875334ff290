package main

import (
	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model"
)

// loadDocs reads and validates every input by the rules of its system. It
// prints every problem to stderr and reports whether all files are legal.
func loadDocs(e *env, names []string) ([]system.Doc, bool) { return readDocs(e, names, nil) }

// readDocs is loadDocs with more checks of each legal file (see inputs.Docs).
func readDocs(e *env, names []string, more func(system.Doc) model.ErrorList) ([]system.Doc, bool) {
	return inputs.Docs(e.ctx, names, e.stdin, e.stderr, more)
}
