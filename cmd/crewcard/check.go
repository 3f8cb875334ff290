package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/crewcard/crewcard/model/crewexp"
)

// newFlags makes a flag set whose -h prints the usage and exits 0.
func newFlags(e *env, name, args, about string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "usage: crewcard %s %s\n\n%s\n", name, args, about)
		if hasFlags(fs) {
			fmt.Fprintln(e.stderr, "\nflags:")
			fs.PrintDefaults()
		}
	}
	return fs
}

func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

// parseFlags parses args; done is true with the exit code when the command
// should stop (-h, or a usage error). Flags may follow the arguments.
func parseFlags(fs *flag.FlagSet, args []string) (rest []string, code int, done bool) {
	for {
		if err := fs.Parse(args); err != nil {
			if err == flag.ErrHelp {
				return nil, exitOK, true
			}
			return nil, exitUsage, true
		}
		if fs.NArg() == 0 {
			return rest, 0, false
		}
		rest = append(rest, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

// oneArg parses flags for a command that takes exactly one argument; done
// is true with the exit code when the command should stop.
func oneArg(fs *flag.FlagSet, args []string) (arg string, code int, done bool) {
	rest, code, done := parseFlags(fs, args)
	switch {
	case done:
		return "", code, true
	case len(rest) != 1:
		fs.Usage()
		return "", exitUsage, true
	}
	return rest[0], 0, false
}

func runCheck(e *env, args []string) int {
	fs := newFlags(e, "check", "[-v] FILE|DIR|GLOB|- ...",
		"Check crew files against the crew-experience rules. Every problem is printed,\none a line, as file:line:col: key: message (RULE). Silent when all crews are legal.")
	verbose := fs.Bool("v", false, "print a summary line for each crew")
	files, code, done := parseFlags(fs, args)
	if done {
		return code
	}
	if len(files) == 0 {
		fs.Usage()
		return exitUsage
	}
	names, err := expandArgs(files)
	if err != nil {
		fmt.Fprintf(e.stderr, "crewcard check: %v\n", err)
		return exitInvalid
	}
	crews, ok := loadCrews(e, names)
	if *verbose {
		for _, c := range crews {
			fmt.Fprintln(e.stdout, summaryLine(c))
		}
	}
	if !ok {
		return exitInvalid
	}
	return exitOK
}

// summaryLine is check -v's line for one crew.
func summaryLine(c *crewexp.Crew) string {
	s := &c.State
	lvl := s.Level()
	return fmt.Sprintf("%s: %s (%s): level %d %s, %d XP, %d skills, %d pts",
		c.File.Name(), c.Name, c.Vehicle, lvl.Level, lvl.Quality, s.XP, len(s.Skills), s.TotalPoints())
}

func runShow(e *env, args []string) int {
	fs := newFlags(e, "show", "[--json] FILE|-",
		"Print the derived state of one crew: level, quality, morale, slots, XP,\nskills per role, upgrades and points.")
	asJSON := fs.Bool("json", false, "print JSON (the schema is in the README)")
	file, code, done := oneArg(fs, args)
	if done {
		return code
	}
	crews, ok := loadCrews(e, []string{file})
	if !ok {
		return exitInvalid
	}
	v := newShowView(crews[0])
	if *asJSON {
		return writeJSON(e.stdout, v)
	}
	writeShowText(e.stdout, v)
	return exitOK
}

func writeShowText(w io.Writer, v showView) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s — %s (%s, %s)\n", v.Name, v.Vehicle, v.Nation, v.KindLabel)
	fmt.Fprintf(&b, "level %d %s, morale %d, upgrades %d/%d, %d pts\n", v.Level, v.Quality, v.Morale, v.Slots.Used, v.Slots.Allowed, v.Points.Total)
	fmt.Fprintf(&b, "XP %d (next roll in %d), earned %d, spent %d; %s, %s\n", v.XP, v.XPToNextRoll, v.XPEarned, v.XPSpent, count(v.Games, "game"), count(v.Kills, "kill"))
	for _, r := range v.Roles {
		if !r.Present {
			fmt.Fprintf(&b, "  %-15s (absent)\n", r.Label)
			continue
		}
		var names []string
		for _, s := range r.Skills {
			n := s.Name
			if s.Basic {
				n += " *"
			}
			names = append(names, n)
		}
		fmt.Fprintf(&b, "  %-15s %s\n", r.Label, strings.Join(names, ", "))
	}
	for _, u := range v.Upgrades {
		fmt.Fprintf(&b, "  upgrade: %s (level %d, %d pts)\n", u.Name, u.Level, u.Cost)
	}
	if v.Slow {
		b.WriteString("  Slow (Extra Armor)\n")
	}
	io.WriteString(w, b.String())
}
