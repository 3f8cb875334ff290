package main

import (
	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/system"
)

// loadDocs reads and validates every input by the rules of its system. It
// prints every problem to stderr and reports whether all files are legal.
func loadDocs(e *env, names []string) ([]system.Doc, bool) {
	return inputs.Docs(e.ctx, names, e.stdin, e.stderr, nil)
}
