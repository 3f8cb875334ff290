// Command crewgen writes valid, varied crew files for benchmarks and
// stress tests: crewgen -n N -seed S DIR.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/gen"
)

func main() { os.Exit(run(os.Args[1:], os.Stderr)) }

func run(args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet("crewgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 100, "number of crews")
	seed := fs.Int64("seed", 1, "random seed; equal seeds give equal files")
	force := fs.Bool("force", false, "overwrite crew files of the same names")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: crewgen [-n N] [-seed S] [-force] DIR\n\nWrites N valid crew files, crew-00001.toml …, into DIR (created if needed):\nevery kind, start and level, long and non-ASCII names, full skill tables.\nFiles already there are never overwritten unless -force is given.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	if fs.NArg() != 1 || *n < 0 {
		fs.Usage()
		return 2
	}
	dir := fs.Arg(0)
	crews, err := gen.Crews(*n, *seed)
	if err != nil {
		fmt.Fprintf(stderr, "crewgen: %v\n", err)
		return 1
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintf(stderr, "crewgen: %v\n", err)
		return 1
	}
	names := make([]string, len(crews))
	var existing []string
	for i := range crews {
		names[i] = filepath.Join(dir, fmt.Sprintf("crew-%05d.toml", i+1))
		if _, err := os.Lstat(names[i]); err == nil {
			existing = append(existing, names[i])
		}
	}
	if len(existing) > 0 && !*force {
		more := ""
		if len(existing) > 1 {
			more = fmt.Sprintf(" (and %d more of the %d names)", len(existing)-1, len(names))
		}
		fmt.Fprintf(stderr, "crewgen: %s exists%s; give an empty folder, or -force to overwrite them; nothing written\n", existing[0], more)
		return 1
	}
	flags := os.O_WRONLY | os.O_CREATE | os.O_EXCL
	if *force {
		flags = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	}
	for i, src := range crews {
		if err := writeFile(names[i], src, flags); err != nil {
			fmt.Fprintf(stderr, "crewgen: %v\n", err)
			return 1
		}
	}
	return 0
}

// writeFile writes data to a file opened with flags.
func writeFile(name string, data []byte, flags int) error {
	f, err := os.OpenFile(name, flags, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
