package outfile

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/safefile"
)

// Write writes every document through a temporary file and renames
// them into place only once all are written, so that a failed or
// interrupted run leaves any older files intact. Every path is checked
// again first: none may be, or lead to, a crew file. It returns the
// temporary files that a run killed while writing the same files left,
// which it removed (safefile.ReplaceTidy). "-" writes the one
// document to w. force replaces read-only files.
func Write(ctx context.Context, out string, docs []press.Document, w io.Writer, force bool) ([]string, error) {
	fw := NewWriter(ctx, out, w, force)
	for _, d := range docs {
		if err := fw.Put(d); err != nil {
			return fw.Removed(), err
		}
	}
	err := fw.Commit()
	return fw.Removed(), err
}

// A Writer writes a render's documents as Write does, but one at a time as
// they are finished (it is a press.Sink), so that none is held once it is
// in its temporary file: Put writes one, Commit renames them all into
// place, and Abort removes them. From the first Put to Commit or Abort it
// holds the lock of the output's folder (safefile.BeginTidy). "-" keeps
// the one document it may write, and writes it at Commit.
type Writer struct {
	ctx     context.Context
	out     string
	w       io.Writer
	force   bool
	batch   *safefile.Batch // nil once aborted
	paths   []string        // the files put, in order
	seen    map[string]bool // the paths put
	removed []string        // temporary files of killed runs that earlier batches removed
	stdout  []byte          // "-": the first document
	docs    int             // "-": the documents put
	failed  error           // the error that stopped Put, to tell from a card's
}

// NewWriter returns a Writer of the files of -o out.
func NewWriter(ctx context.Context, out string, w io.Writer, force bool) *Writer {
	fw := &Writer{ctx: ctx, out: out, w: w, force: force}
	fw.begin()
	return fw
}

func (fw *Writer) begin() {
	fw.batch, fw.paths, fw.seen = safefile.BeginTidy(fw.ctx, fw.force), nil, map[string]bool{}
	fw.stdout, fw.docs = nil, 0
}

// Put writes d to a temporary file beside its path (Path), after checking
// that the path is not, and does not lead to, a crew file. An error has
// aborted the writer.
func (fw *Writer) Put(d press.Document) error {
	err := fw.put(d)
	if err != nil && fw.failed == nil {
		fw.failed = err
	}
	return err
}

// Failed returns the first error of Put: the writing failed, not a card.
func (fw *Writer) Failed() error { return fw.failed }

func (fw *Writer) put(d press.Document) error {
	if fw.out == "-" {
		if fw.docs == 0 {
			fw.stdout = d.Data
		}
		fw.docs++
		return nil
	}
	if fw.batch == nil {
		return fmt.Errorf("%s: the writer was aborted", Path(fw.out, d))
	}
	path := Path(fw.out, d)
	if fw.seen[path] {
		fw.Abort()
		return fmt.Errorf("%s: two documents for one file", path)
	}
	if err := notInput(path, nil); err != nil {
		fw.Abort()
		return err
	}
	if err := fw.batch.Add(path, d.Data); err != nil {
		return err
	}
	fw.seen[path] = true
	fw.paths = append(fw.paths, path)
	return nil
}

// Restart removes the files put so far, for a run that starts again.
func (fw *Writer) Restart() {
	fw.Abort()
	fw.begin()
}

// Commit renames every file put into place, or writes the one document
// of "-" to the writer's w.
func (fw *Writer) Commit() error {
	if fw.out == "-" {
		if fw.docs != 1 {
			return fmt.Errorf("the output needs %d files; give -o OUT.pdf instead of -", fw.docs)
		}
		_, err := fw.w.Write(fw.stdout)
		return err
	}
	if fw.batch == nil {
		return fmt.Errorf("%s: the writer was aborted", fw.out)
	}
	return fw.batch.Commit()
}

// Abort removes the files put so far. It may be called more than once,
// and after Commit.
func (fw *Writer) Abort() {
	if fw.batch != nil {
		fw.removed = append(fw.removed, fw.batch.Removed()...)
		fw.batch.Abort()
		fw.batch = nil
	}
}

// Removed returns the temporary files that runs killed while writing the
// same files left, which the writer removed.
func (fw *Writer) Removed() []string {
	if fw.batch == nil {
		return fw.removed
	}
	return append(append([]string(nil), fw.removed...), fw.batch.Removed()...)
}

// Paths returns the files put, in order.
func (fw *Writer) Paths() []string { return fw.paths }

// Spool returns a temporary file for a run's pages (press.Options.Spool),
// removed when closed, and at once where an open file outlives its name;
// nil when none can be made.
func Spool() press.Spool {
	f, err := os.CreateTemp("", "crewcard-spool-*")
	if err != nil {
		return nil
	}
	return &tempSpool{File: f, named: os.Remove(f.Name()) != nil}
}

// tempSpool is a spool's file, removed when closed.
type tempSpool struct {
	*os.File
	named bool // the file still has its name: a system where an open file cannot lose it
}

// Close closes the file and removes it, if it still has its name.
func (t *tempSpool) Close() error {
	err := t.File.Close()
	if t.named {
		os.Remove(t.Name())
	}
	return err
}
