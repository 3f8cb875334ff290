// Command crewcard validates tank-crew files against the crew-experience rules
// and renders them as printable gaming cards.
package main

import (
	"context"
	"io"
	"os"
)

func main() {
	os.Exit(run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the whole program, so that tests can drive it in-process.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	_ = ctx
	_, _, _, _ = args, stdin, stdout, stderr
	return 0
}
