package main

import (
	"fmt"
	"io"

	"github.com/crewcard/crewcard/cmd/internal/system"
)

func runHistory(e *env, args []string) int {
	fs := newFlags(e, "history", "FILE|-",
		"Print a crew's career as a table, one game a row: XP earned and spent, skills\ngained and lost, survivors, and the level after the game; then the totals.")
	file, code, done := oneArg(fs, args)
	if done {
		return code
	}
	docs, ok := loadDocs(e, []string{file})
	if !ok {
		return exitInvalid
	}
	h, ok := docs[0].(system.Historian)
	if !ok {
		fmt.Fprintf(e.stderr, "%s: a %s has no campaign history\n", docs[0].Name(), system.Label(docs[0]))
		return exitInvalid
	}
	io.WriteString(e.stdout, h.History())
	return exitOK
}
