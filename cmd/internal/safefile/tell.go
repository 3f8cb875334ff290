package safefile

import (
	"fmt"
	"io"
)

// TellRemoved names, on w, the temporary files that RemoveTemps removed
// for command cmd ("render", "import"): a run that was killed left them.
func TellRemoved(w io.Writer, cmd string, removed []string) {
	for _, t := range removed {
		fmt.Fprintf(w, "crewcard %s: removed %s, left by a run that was killed\n", cmd, t)
	}
}
