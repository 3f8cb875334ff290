package main

import (
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/press"
)

func runTemplate(e *env, args []string) int {
	fs := newFlags(e, "template", "list | export NAME",
		"List the built-in card templates, or write one to standard output to edit\nand pass to 'crewcard render --template FILE'.")
	rest, code, done := parseFlags(fs, args)
	if done {
		return code
	}
	switch {
	case len(rest) == 1 && rest[0] == "list":
		fmt.Fprintln(e.stdout, strings.Join(press.BuiltinNames(), "\n"))
		return exitOK
	case len(rest) == 2 && rest[0] == "export":
		src, err := press.BuiltinTemplate(rest[1])
		if err != nil {
			fmt.Fprintf(e.stderr, "crewcard template: %v\n", err)
			return exitInvalid
		}
		e.stdout.Write(src)
		return exitOK
	}
	fs.Usage()
	return exitUsage
}
