package main

import "github.com/crewcard/crewcard/cmd/internal/system"

func runHistory(e *env, args []string) int {
	fs := newFlags(e, "history", "FILE|-",
		"Print a crew's career as a table, one game a row: XP earned and spent, skills\ngained and lost, survivors, and the level after the game; then the totals.")
	file, code, done := oneArg(fs, args)
	if done {
		return code
	}
	c, ok := loadCrew(e, file)
	if !ok {
		return exitInvalid
	}
	system.CrewHistory(e.stdout, c)
	return exitOK
}
