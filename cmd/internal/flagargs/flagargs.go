// Package flagargs parses a command's flags given before or after its
// arguments, as every crewcard command takes them. It links nothing but
// the standard library's flag package, so that the studio's import.wasm,
// which parses import's flags, carries none of the print code.
package flagargs

import (
	"flag"
	"fmt"
	"unicode/utf8"
)

// Interleaved parses args, whose flags may also follow the arguments, and
// returns the arguments. Its error is the flag package's: flag.ErrHelp for
// -h, anything else a usage error (fs has printed it). A flag's value that
// is not UTF-8 text is a usage error too: what a flag gives may be written
// into a file (battle --name), and a file holds UTF-8 alone.
func Interleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if err := utf8Values(fs); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			return rest, nil
		}
		rest = append(rest, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

// utf8Values reports, and prints, a flag whose value is not UTF-8 text.
func utf8Values(fs *flag.FlagSet) error {
	var bad error
	fs.Visit(func(f *flag.Flag) {
		if v := f.Value.String(); bad == nil && !utf8.ValidString(v) {
			bad = fmt.Errorf("flag -%s: %q is not UTF-8 text; give it in UTF-8", f.Name, v)
			fmt.Fprintf(fs.Output(), "crewcard %s: %v\n", fs.Name(), bad)
		}
	})
	return bad
}
