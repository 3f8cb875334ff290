package main

import (
	"fmt"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
)

// loadDocs reads and validates every input by the rules of its system. It
// prints every problem to stderr and reports whether all files are legal.
func loadDocs(e *env, names []string) ([]system.Doc, bool) { return readDocs(e, names, nil) }

// readDocs is loadDocs with more checks of each legal file (see inputs.Docs).
func readDocs(e *env, names []string, more func(system.Doc) model.ErrorList) ([]system.Doc, bool) {
	return inputs.Docs(names, e.stdin, e.stderr, more)
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
