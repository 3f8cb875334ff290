package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"math/rand"
	"strconv"
	"strings"
	"time"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/safefile"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/model/crewexp"
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

// battleFlags are the battle command's settings.
type battleFlags struct {
	destroyed              intList
	knockedOut, survived   bool
	massive, softSkin      bool
	survivors              string
	skills, upgrades       listFlag
	name, date, note       string
	dryRun, roll, noUpgrds bool
	rerollS6, force        bool
	rolls                  int
	seed                   int64
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
	if msg := f.usageError(); msg != "" {
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
	fs.Var(&f.destroyed, "destroyed", "`POINTS` of an enemy unit destroyed (repeatable)")
	fs.BoolVar(&f.survived, "survived", false, "the vehicle was not knocked out (+20 XP); implied by --destroyed and --skill")
	fs.BoolVar(&f.knockedOut, "knocked-out", false, "the vehicle was knocked out")
	fs.BoolVar(&f.massive, "massive-damage", false, "knocked out by a Massive Damage result (armoured vehicle)")
	fs.BoolVar(&f.softSkin, "soft-skin", false, "the vehicle is soft-skinned (better: soft_skin = true under [vehicle], for every game)")
	fs.StringVar(&f.survivors, "survivors", "", "`ROLE,ROLE` of the members who got out")
	fs.Var(&f.skills, "skill", "`ROLE:SKILL` gained in the game (repeatable)")
	fs.Var(&f.upgrades, "upgrade", "`NAME` of an upgrade for the next game (repeatable; left out: keep the last ones)")
	fs.BoolVar(&f.noUpgrds, "no-upgrades", false, "fit no upgrades for the next game")
	fs.StringVar(&f.name, "name", "", "name of the game")
	fs.StringVar(&f.date, "date", "", "date of the game, `YYYY-MM-DD`")
	fs.StringVar(&f.note, "note", "", "a note")
	fs.BoolVar(&f.roll, "roll", false, "let the tool roll the dice: survivors when knocked out, and --rolls skill rolls")
	fs.IntVar(&f.rolls, "rolls", 0, "number of skill rolls (30 XP each) made in the game, with --roll")
	fs.BoolVar(&f.rerollS6, "reroll-s6", false, "with --roll: re-roll a Co-Driver, Gunner Support or Motivational Leader the crew has no use for yet (S6)")
	fs.Int64Var(&f.seed, "seed", 0, "seed for --roll (default: the clock)")
	fs.BoolVar(&f.dryRun, "dry-run", false, "show the record and the resulting crew without writing")
	fs.BoolVar(&f.force, "force", false, "add the record to a read-only crew file")
	return fs, f
}

// appendGame records one game in the crew file at path, which the caller
// has locked: it checks the file, builds the record (rolling dice if asked),
// validates the new file as a whole, and replaces the old one atomically.
// Rule violations are printed; the error says what happened to the file.
func appendGame(e *env, path string, f *battleFlags) error {
	in, err := inputs.Read(path, e.stdin)
	if err != nil {
		return err
	}
	if _, err := crewexp.AppendRecord(in.Name, in.Data, crewexp.Battle{}); err != nil {
		return fmt.Errorf("%v; nothing written", err) // the history key is not an array of tables
	}
	crew, errs := crewexp.Check(in.Name, in.Data)
	inputs.PrintErrors(e.stderr, errs)
	if errs.Err() != nil || crew == nil {
		return fmt.Errorf("%s must be legal before a game is added; nothing written", path)
	}
	rec, err := f.record(e, crew.State)
	if err != nil {
		return fmt.Errorf("%v; nothing written", err)
	}
	out, err := crewexp.AppendRecord(in.Name, in.Data, rec)
	if err != nil {
		return err
	}
	crew, errs = crewexp.Check(in.Name, out)
	inputs.PrintErrors(e.stderr, errs)
	if errs.Err() != nil || crew == nil {
		writeNumbered(e.stderr, out, len(in.Data))
		return fmt.Errorf("the record breaks the rules; %s is unchanged", path)
	}
	if f.dryRun {
		fmt.Fprintf(e.stdout, "%s\n\nafter this game:\n", bytes.TrimSpace(out[len(in.Data):]))
		io.WriteString(e.stdout, crewcards.Text(crew))
		return nil
	}
	for _, t := range safefile.RemoveTemps(path) {
		fmt.Fprintf(e.stderr, "crewcard battle: removed %s, left by a run that was killed\n", t)
	}
	if err := safefile.Write(e.ctx, path, out, e.stdout, f.force); err != nil {
		return err
	}
	io.WriteString(e.stdout, crewcards.LastGame(crew))
	return nil
}

// writeNumbered prints the part of src from byte off on, with the line
// numbers it has in src, so that refused positions can be read against it.
func writeNumbered(w io.Writer, src []byte, off int) {
	line := bytes.Count(src[:off], []byte("\n")) + 1
	fmt.Fprintf(w, "the record as it would have been appended (the errors' line numbers count it in):\n")
	for i, l := range strings.Split(strings.TrimRight(string(src[off:]), "\r\n"), "\n") {
		if i == 0 && strings.TrimSpace(l) == "" {
			continue // the newline that separates the record
		}
		fmt.Fprintf(w, "%5d  %s\n", line+i, strings.TrimRight(l, "\r"))
	}
}

// usageError checks flag combinations.
func (f *battleFlags) usageError() string {
	switch {
	case !f.knockedOut && (f.massive || f.softSkin || f.survivors != ""):
		return "--massive-damage, --soft-skin and --survivors need --knocked-out"
	case f.massive && f.softSkin:
		return "--massive-damage is for armoured vehicles, --soft-skin for soft-skinned ones: give one of them"
	case f.rolls != 0 && !f.roll:
		return "--rolls needs --roll"
	case f.rerollS6 && !f.roll:
		return "--reroll-s6 needs --roll"
	case f.rolls < 0 || f.rolls > crewexp.MaxPerGame:
		return fmt.Sprintf("--rolls must be 0 to %d", crewexp.MaxPerGame)
	case f.roll && f.rolls > 0 && len(f.skills) > 0:
		return "give skills with --skill or roll them with --rolls, not both"
	case f.noUpgrds && len(f.upgrades) > 0:
		return "--no-upgrades and --upgrade contradict each other"
	case !f.knockedOut && !f.survived && len(f.destroyed) == 0 && len(f.skills) == 0 && f.rolls == 0:
		return "say how the game went: --survived (not knocked out, +20 XP), --knocked-out, --destroyed POINTS or --skill ROLE:SKILL"
	case f.knockedOut && f.survived:
		return "--knocked-out and --survived contradict each other"
	case f.date != "":
		if _, err := time.Parse(time.DateOnly, f.date); err != nil {
			return fmt.Sprintf("--date %q is not a date in the form YYYY-MM-DD", f.date)
		}
	}
	return ""
}

// record builds the game record from the flags, rolling dice on a copy of
// the crew's current state when asked to, and printing every die.
func (f *battleFlags) record(e *env, s crewexp.State) (crewexp.Battle, error) {
	b := crewexp.Battle{Name: f.name, Date: crewexp.Date(f.date), Note: f.note, Destroyed: f.destroyed,
		KnockedOut: f.knockedOut, MassiveDamage: f.massive}
	if f.softSkin && !s.SoftSkin { // a vehicle marked soft_skin needs no mark in its records
		b.SoftSkin = &f.softSkin
	}
	for _, sk := range f.skills {
		role, name, ok := strings.Cut(sk, ":")
		if !ok {
			return b, fmt.Errorf("--skill %q: write ROLE:SKILL, such as gunner:Deadeye", sk)
		}
		b.Skills = append(b.Skills, crewexp.SkillGain{Role: strings.TrimSpace(role), Skill: strings.TrimSpace(name)})
	}
	if f.survivors != "" {
		b.Survivors = strings.Split(f.survivors, ",")
		for i := range b.Survivors {
			b.Survivors[i] = strings.TrimSpace(b.Survivors[i])
		}
	}
	if len(f.upgrades) > 0 || f.noUpgrds {
		ups := append([]string{}, f.upgrades...)
		b.Upgrades = &ups
	}
	if !f.roll {
		return b, nil
	}
	seed := f.seed
	if seed == 0 {
		seed = time.Now().UnixNano()
	}
	fmt.Fprintf(e.stdout, "rolling with --seed %d\n", seed)
	rng := rand.New(rand.NewSource(seed))
	roll := func(sides int) int { return 1 + rng.Intn(sides) }
	return s.Play(b, crewexp.Plan{Rolls: f.rolls, RerollS6: f.rerollS6}, roll, func(line string) { fmt.Fprintln(e.stdout, line) })
}
