package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/system"
)

// maxCodeLen bounds a scanned link or code read from the command line or stdin.
const maxCodeLen = 4096

func runDecode(e *env, args []string) int {
	fs := newFlags(e, "decode", "URL|CODE|-",
		"Turn a scanned card's QR link (or its code) back into the file it was printed\nfrom, on standard output. The file passes 'crewcard check' and renders the same card.")
	in, code, done := oneArg(fs, args)
	if done {
		return code
	}
	if in == "-" {
		b, err := inputs.ReadAll(e.ctx, io.LimitReader(e.stdin, maxCodeLen+1))
		if err != nil {
			fmt.Fprintf(e.stderr, "crewcard decode: %s: %v\n", inputs.StdinName, err)
			return exitInvalid
		}
		in = string(b)
	}
	// A code saved by Windows Notepad starts with a byte-order mark.
	in = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(in), "\uFEFF"))
	if len(in) > maxCodeLen {
		fmt.Fprintf(e.stderr, "crewcard decode: input is longer than %d characters; a card's code is much shorter\n", maxCodeLen)
		return exitInvalid
	}
	src, err := system.Decode(in)
	if err != nil {
		fmt.Fprintf(e.stderr, "crewcard decode: %v\n", err)
		return exitInvalid
	}
	e.stdout.Write(src)
	return exitOK
}
