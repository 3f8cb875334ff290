// Command crewcard checks the files of every game system it knows (tank
// crews of the crew-experience supplement, Flames of War units, reference
// decks) against their rules and renders them as printable gaming cards
// whose QR codes hold the saved state.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"sort"
	"strings"
	"syscall"

	"github.com/crewcard/crewcard/cmd/internal/importer"
	"github.com/crewcard/crewcard/cmd/internal/manual"
	"github.com/crewcard/crewcard/cmd/internal/outfile"
	"github.com/crewcard/crewcard/cmd/internal/press"
	_ "github.com/crewcard/crewcard/cmd/internal/press/pngface" // --format png
	"github.com/crewcard/crewcard/cmd/internal/system"
	_ "github.com/crewcard/crewcard/cmd/internal/systems" // every game system
)

// main runs the command. An interrupt or a termination signal ends ctx, so
// that a run stops cleanly and removes its temporary files; a second one
// stops it at once.
func main() {
	tuneGC(os.Getenv)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		stop()
	}()
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// The collector's settings, unless GOGC or GOMEMLIMIT set them: a batch
// allocates hundreds of megabytes of short-lived display lists for a live
// heap of a few dozen, so collecting at four times the live heap, not
// twice, saves a fifth of a render's CPU; the limit, under the 250 MB a
// run of any size may take, makes the collector work harder near it
// rather than let the heap pass it.
const (
	gcPercent = 400
	gcLimit   = 208 << 20
)

// tuneGC sets the collector's settings that getenv leaves unset.
func tuneGC(getenv func(string) string) {
	if getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	if getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(gcLimit)
	}
}

// Exit codes.
const (
	exitOK      = 0 // success
	exitInvalid = 1 // an invalid file, unreadable input or a failed render
	exitUsage   = 2 // a usage error
)

// env is what a subcommand may touch: its streams and the environment.
type env struct {
	ctx    context.Context
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	getenv func(string) string
}

// command is one subcommand.
type command struct {
	run     func(e *env, args []string) int
	summary string
}

// commands is the table of subcommands.
var commands = map[string]command{
	"check":    {runCheck, "validate {and} files against the rules of their game"},
	"show":     {runShow, "print the derived state of one {or}"},
	"render":   {runRender, "render crews, units and reference decks as printable PDF cards"},
	"decode":   {runDecode, "turn a scanned QR link back into the file it holds"},
	"template": {runTemplate, "list or export the built-in card templates"},
	"deck":     {runDeck, "list or export the built-in reference decks"},
	"battle":   {runBattle, "append a game record to a crew file"},
	"history":  {runHistory, "print a crew's career, one game a row"},
	"serve":    {runServe, "serve the crews and their cards to a browser, live as files are saved"},
	"site":     {runSite, "write the static viewer site that opens scanned QR links"},
	"import":   {func(e *env, a []string) int { return importer.Run(e.ctx, a, e.stdout, e.stderr) }, importer.Summary},

	"calibrate": {runCalibrate, "print a duplex sheet that measures the printer's back offset"},
	"version":   {func(e *env, _ []string) int { fmt.Fprintln(e.stdout, press.About()); return exitOK }, "print crewcard's version, Go's and the platform"},
}

// run is the whole program, so that tests can drive it in-process. A
// command that could not write its standard output fails, whatever it
// returns.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	out := &outfile.Checked{W: stdout}
	defer func() {
		if out.Err != nil {
			fmt.Fprintf(stderr, "crewcard: writing the standard output: %v; what it holds is incomplete\n", out.Err)
			code = max(code, exitInvalid)
		}
	}()
	e := &env{ctx: ctx, stdin: stdin, stdout: out, stderr: stderr, getenv: os.Getenv}
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help":
		usage(stderr)
		return exitOK
	case "help":
		return manual.Help(args[1:], e.stdout, stderr, usage)
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "crewcard: unknown command %q\n", args[0])
		usage(stderr)
		return exitUsage
	}
	return cmd.run(e, args[1:])
}

func usage(w io.Writer) {
	var names []string
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString("usage: crewcard <command> [flags] [arguments]\n\ncommands:\n")
	for _, n := range names {
		fmt.Fprintf(&b, "  %-10s %s\n", n, system.Kinds(commands[n].summary))
	}
	b.WriteString("\nRun 'crewcard <command> -h' for a command's flags, 'crewcard help' for the manual.\n")
	io.WriteString(w, b.String())
}
