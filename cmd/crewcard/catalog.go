package main

import (
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/system"
)

// catalog is a set of built-in files a command lists and exports.
type catalog struct {
	name, about string
	list        func() []string
	get         func(id string) ([]byte, error)
}

var templateCatalog = catalog{"template", "List the built-in card templates, or write one to standard output to edit\nand pass to 'crewcard render --template FILE'.",
	system.TemplateNames, system.Template}

var deckCatalog = catalog{"deck", "List the built-in reference decks, or write one to standard output to edit\nand render as a file. 'crewcard render ID' prints a built-in deck by its id.",
	system.BuiltinIDs, func(id string) ([]byte, error) {
		if b, ok := system.Builtin(id); ok {
			return b, nil
		}
		return nil, fmt.Errorf("no built-in deck %q (have %s)", id, strings.Join(system.BuiltinIDs(), ", "))
	}}

func runTemplate(e *env, args []string) int { return templateCatalog.run(e, args) }
func runDeck(e *env, args []string) int     { return deckCatalog.run(e, args) }

func (c catalog) run(e *env, args []string) int {
	fs := newFlags(e, c.name, "list | export NAME", c.about)
	rest, code, done := parseFlags(fs, args)
	if done {
		return code
	}
	switch {
	case len(rest) == 1 && rest[0] == "list":
		fmt.Fprintln(e.stdout, strings.Join(c.list(), "\n"))
		return exitOK
	case len(rest) == 2 && rest[0] == "export":
		src, err := c.get(rest[1])
		if err != nil {
			fmt.Fprintf(e.stderr, "crewcard %s: %v\n", c.name, err)
			return exitInvalid
		}
		e.stdout.Write(src)
		return exitOK
	}
	fs.Usage()
	return exitUsage
}
