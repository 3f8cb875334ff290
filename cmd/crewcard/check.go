package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/crewcard/crewcard/cmd/internal/flagargs"
	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/saved"
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
	rest, err := flagargs.Interleaved(fs, args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return nil, exitOK, true
	case err != nil:
		return nil, exitUsage, true
	}
	return rest, 0, false
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
		system.Kinds("Check {and} files against their game's rules (a file without a\nsystem key is a {keyless} file). Every problem is printed, one a line, as\nfile:line:col: key: message (RULE). Silent when all files are legal."))
	verbose := fs.Bool("v", false, "print a summary line for each file")
	files, code, done := parseFlags(fs, args)
	if done {
		return code
	}
	if len(files) == 0 {
		fs.Usage()
		return exitUsage
	}
	names, _, errs := inputs.Expand(files)
	for _, err := range errs {
		fmt.Fprintf(e.stderr, "crewcard check: %v\n", err)
	}
	// Each keeps no file once it is checked, so that a folder of any size
	// is checked in the memory of a few dozen files.
	ok := inputs.Each(e.ctx, names, e.stdin, e.stderr, system.Fit, func(d system.Doc) {
		if *verbose {
			fmt.Fprintln(e.stdout, d.Summary())
		}
	})
	if !ok || len(errs) > 0 {
		return exitInvalid
	}
	return exitOK
}

func runShow(e *env, args []string) int {
	fs := newFlags(e, "show", "[--json [--link-base URL]] FILE|-",
		"Print the derived state of one crew: level, quality, morale, slots, XP,\nskills per role, upgrades and points; units and decks too.")
	asJSON := fs.Bool("json", false, "print JSON (the schema: crewcard help crews), with the card's QR link and short code")
	base := fs.String("link-base", "", "base URL of the QR link (default $"+linkBaseEnv+", else "+saved.DefaultBase+")")
	file, code, done := oneArg(fs, args)
	if done {
		return code
	}
	link, from, err := linkBase(e, *base)
	if err != nil {
		fmt.Fprintf(e.stderr, "crewcard show: %v\n", err)
		return exitUsage
	}
	docs, ok := loadDocs(e, []string{file})
	if !ok {
		return exitInvalid
	}
	if *asJSON && from != "" {
		// The link must print on the card as render draws it: the same
		// templates refuse a base too long for the QR code, in the same words.
		if _, err := newKit(docs, &renderOptions{Options: press.Options{LinkBase: link, LinkBaseFrom: from}}); err != nil {
			for _, err := range model.Split(err) {
				fmt.Fprintf(e.stderr, "crewcard show: %v\n", err)
			}
			return exitInvalid
		}
	}
	if !*asJSON {
		text, _ := docs[0].Show()
		io.WriteString(e.stdout, text)
		return exitOK
	}
	data, err := system.ShowJSON(docs[0], link)
	var b []byte
	if err == nil {
		b, err = json.MarshalIndent(data, "", "  ")
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "crewcard show: %v\n", err)
		return exitInvalid
	}
	e.stdout.Write(append(b, '\n'))
	return exitOK
}

// linkBase returns the base of the QR link and what set it, as render and
// show take it: the flag's, else $CREWCARD_LINK_BASE, else the default
// (set by ""). A base that cannot start a QR link is an error naming what
// set it.
func linkBase(e *env, flagged string) (base, from string, err error) {
	base, from = flagged, "--link-base"
	if base == "" {
		base, from = e.getenv(linkBaseEnv), "$"+linkBaseEnv
	}
	if base == "" {
		return saved.DefaultBase, "", nil
	}
	if _, err := saved.Link(base, "A"); err != nil {
		return "", from, fmt.Errorf("%s: %v", from, err)
	}
	return base, from, nil
}
