package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/safefile"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
)

// intList is a repeatable integer flag.
type intList []int64

func (l *intList) String() string { return fmt.Sprint(*l) }
func (l *intList) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return fmt.Errorf("%q is not a whole number", s)
	}
	*l = append(*l, n)
	return nil
}

// battleFlags are the battle command's settings: the game's outcome, and
// how to write it.
type battleFlags struct {
	crewcards.Outcome
	dryRun, force bool
}

func runBattle(e *env, args []string) int {
	fs, f := battleFlagSet(e)
	rest, code, done := parseFlags(fs, args)
	if done {
		return code
	}
	if len(rest) != 1 || rest[0] == "-" {
		fs.Usage()
		return exitUsage
	}
	if msg := f.UsageError(); msg != "" {
		fmt.Fprintf(e.stderr, "crewcard battle: %s\n", msg)
		return exitUsage
	}
	// A symlinked crew file is updated where it really lives; a FIFO or a
	// device is refused before it is opened, and so is a read-only file.
	path, err := safefile.CheckRegular(rest[0])
	if err == nil && !f.dryRun {
		err = safefile.CheckOutPath(path, f.force)
	}
	if err == nil {
		var unlock func()
		if unlock, err = safefile.Lock(e.ctx, path); err == nil {
			err = appendGame(e, path, f)
			unlock()
		}
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "crewcard battle: %v\n", err)
		return exitInvalid
	}
	return exitOK
}

// battleFlagSet declares the battle command's flags.
func battleFlagSet(e *env) (*flag.FlagSet, *battleFlags) {
	fs := newFlags(e, "battle", "FILE [flags]",
		"Append one game record to a crew file. The record is added as text at the end:\nnothing already in the file changes. The whole new file is checked first, and\nit replaces the old one atomically; an illegal record leaves the file untouched.")
	f := &battleFlags{}
	fs.Var((*intList)(&f.Destroyed), "destroyed", "`POINTS` of an enemy unit destroyed (repeatable)")
	fs.BoolVar(&f.Survived, "survived", false, "the vehicle was not knocked out (+20 XP); implied by --destroyed and --skill")
	fs.BoolVar(&f.KnockedOut, "knocked-out", false, "the vehicle was knocked out")
	fs.BoolVar(&f.Massive, "massive-damage", false, "knocked out by a Massive Damage result (armoured vehicle)")
	fs.BoolVar(&f.SoftSkin, "soft-skin", false, "the vehicle is soft-skinned (better: soft_skin = true under [vehicle], for every game)")
	fs.StringVar(&f.Survivors, "survivors", "", "`ROLE,ROLE` of the members who got out")
	fs.Var((*listFlag)(&f.Skills), "skill", "`ROLE:SKILL` gained in the game (repeatable)")
	fs.Var((*listFlag)(&f.Upgrades), "upgrade", "`NAME` of an upgrade for the next game (repeatable; left out: keep the last ones)")
	fs.BoolVar(&f.NoUpgrades, "no-upgrades", false, "fit no upgrades for the next game")
	fs.StringVar(&f.Name, "name", "", "name of the game")
	fs.StringVar(&f.Date, "date", "", "date of the game, `YYYY-MM-DD`")
	fs.StringVar(&f.Note, "note", "", "a note")
	fs.BoolVar(&f.Roll, "roll", false, "let the tool roll the dice: survivors when knocked out, and --rolls skill rolls")
	fs.IntVar(&f.Rolls, "rolls", 0, "number of skill rolls (30 XP each) made in the game, with --roll")
	fs.BoolVar(&f.RerollS6, "reroll-s6", false, "with --roll: re-roll a Co-Driver, Gunner Support or Motivational Leader the crew has no use for yet (S6)")
	fs.Int64Var(&f.Seed, "seed", 0, "seed for --roll (default: the clock)")
	fs.BoolVar(&f.dryRun, "dry-run", false, "show the record and the resulting crew without writing")
	fs.BoolVar(&f.force, "force", false, "add the record to a read-only crew file")
	return fs, f
}

// appendGame records one game in the crew file at path, which the caller
// has locked: it checks the file, builds the record (rolling dice if asked),
// validates the new file as a whole, and replaces the old one atomically.
// Rule violations are printed; the error says what happened to the file.
func appendGame(e *env, path string, f *battleFlags) error {
	in, err := inputs.ReadBack(e.ctx, path, e.stdin)
	if err != nil {
		return err
	}
	g, err := f.Game()
	if err != nil {
		return errors.New(crewcards.Refused(path, err))
	}
	a, errs, err := crewcards.AppendGame(in.Name, in.Data, g, e.stdout)
	inputs.PrintErrors(e.stderr, errs)
	if err != nil {
		if errors.Is(err, crewcards.ErrRecord) {
			io.WriteString(e.stderr, a.Numbered())
		}
		return errors.New(crewcards.Refused(path, err))
	}
	if f.dryRun {
		fmt.Fprintf(e.stdout, "%s\n\nafter this game:\n", bytes.TrimSpace(a.Record))
		io.WriteString(e.stdout, a.After)
		return nil
	}
	safefile.TellRemoved(e.stderr, "battle", safefile.RemoveTemps(path))
	if err := safefile.ReplaceRead(e.ctx, path, a.File, in.Info, f.force); err != nil {
		return err
	}
	io.WriteString(e.stdout, a.Last)
	return nil
}
