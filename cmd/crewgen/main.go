// Command crewgen writes valid, varied crew files for benchmarks and
// stress tests: crewgen -n N -seed S DIR.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/crewcard/crewcard/cmd/crewgen/gen"
)

func main() { os.Exit(run(os.Args[1:], os.Stderr)) }

func run(args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet("crewgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 100, "number of crews")
	seed := fs.Int64("seed", 1, "random seed; equal seeds give equal files")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: crewgen [-n N] [-seed S] DIR\n\nWrites N valid crew files, crew-00001.toml …, into DIR (created if needed):\nevery kind, start and level, long and non-ASCII names, full skill tables.")
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
	for i, src := range crews {
		name := filepath.Join(dir, fmt.Sprintf("crew-%05d.toml", i+1))
		if err := os.WriteFile(name, src, 0o644); err != nil {
			fmt.Fprintf(stderr, "crewgen: %v\n", err)
			return 1
		}
	}
	return 0
}
