package outfile

import (
	"strconv"
	"strings"
)

// CommandLine joins args for the sheet stamp, quoting what needs it. The
// output file is left out, so that the same crews give the same PDF
// wherever it is written.
func CommandLine(args []string) string {
	var q []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-o" || a == "--o":
			i++
			continue
		case strings.HasPrefix(a, "-o=") || strings.HasPrefix(a, "--o="):
			continue
		case a == "" || strings.ContainsAny(a, " \t\"'\\$*?[]"):
			a = strconv.Quote(a)
		}
		q = append(q, a)
	}
	return strings.Join(q, " ")
}
