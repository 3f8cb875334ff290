package importer

import (
	"context"
	"io"

	"github.com/crewcard/crewcard/cmd/internal/battlescribe"
)

// A File is a file an import writes: its name in the folder and its bytes.
type File struct {
	Name string // such as "tiger-tank-platoon.toml"
	// Want is the name it would have had were no other file there: Name,
	// unless a file taken had it (InMemory).
	Want string
	Data []byte
}

// memory is an import in memory: the files it reads, the names taken, and
// what it writes.
type memory struct {
	in    battlescribe.Memory
	taken []string
	out   []File
	err   error // the first error that stopped the import or left a file out
}

// InMemory runs import with args, as Run does, over the files in, by name,
// as the files of one folder; its output folder is that folder too, where
// taken names the files there already: a file the import would write
// under one of their names is given a free one, as though the import had
// written it too (a force file names its units by their new names). args
// are the command's arguments but -o, and stdout and stderr get what it
// prints. It returns the files the import writes, in the order it writes
// them, its exit code, and the first error that stopped it or left a file
// out (a *battlescribe.NotFound when a file it needs is not among in).
func InMemory(ctx context.Context, in map[string][]byte, taken, args []string, stdout, stderr io.Writer) ([]File, int, error) {
	m := &memory{in: in, taken: taken}
	code := (&job{ctx: ctx, stdout: stdout, stderr: stderr, mem: m}).run(args)
	return m.out, code, m.err
}
