package safefile

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReplaceAllInterrupted: when the run's context ends (an interrupt)
// before the renames, no file is replaced or made and no temporary file
// is left; the error says so.
func TestReplaceAllInterrupted(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "cards-1.pdf")
	if err := os.WriteFile(old, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(errors.New("interrupt signal received"))
	err := ReplaceAll(ctx, []string{old, filepath.Join(dir, "cards-2.pdf")}, [][]byte{[]byte("new 1"), []byte("new 2")}, false)
	if err == nil || err.Error() != "interrupt signal received; nothing written" {
		t.Errorf("ReplaceAll after an interrupt = %v, want \"interrupt signal received; nothing written\"", err)
	}
	ents, _ := os.ReadDir(dir)
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != "cards-1.pdf" {
		t.Errorf("files after an interrupted ReplaceAll = %q, want only cards-1.pdf", names)
	}
	if got, _ := os.ReadFile(old); string(got) != "old" {
		t.Errorf("cards-1.pdf = %q, want the old bytes", got)
	}
}

// TestBatch: files added to a batch are in place only after Commit; Abort,
// or a failed Add, leaves the older files as they were and no temporary
// file behind; and a tidy batch removes a killed run's temporary file.
func TestBatch(t *testing.T) {
	for _, tc := range []struct {
		name  string
		end   func(b *Batch, dir string) error
		files string // the folder's files afterwards, with their bytes
	}{
		{"commit", func(b *Batch, dir string) error { return b.Commit() }, "a.pdf=new a b.pdf=new b"},
		{"abort", func(b *Batch, dir string) error { b.Abort(); return nil }, "a.pdf=old a"},
		{"failed add", func(b *Batch, dir string) error {
			if err := os.Mkdir(filepath.Join(dir, "c.pdf"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := b.Add(filepath.Join(dir, "c.pdf"), []byte("new c")); err == nil {
				t.Errorf("Add of a folder's path = nil, want an error")
			}
			return b.Commit() // refused: the batch is over
		}, "a.pdf=old a c.pdf=folder"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			write := func(name, data string) {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			write("a.pdf", "old a")
			write(".a.pdf.123.tmp", "killed")
			b := BeginTidy(context.Background(), false)
			for _, name := range []string{"a.pdf", "b.pdf"} {
				if err := b.Add(filepath.Join(dir, name), []byte("new "+name[:1])); err != nil {
					t.Fatal(err)
				}
			}
			if got := b.Removed(); len(got) != 1 || filepath.Base(got[0]) != ".a.pdf.123.tmp" {
				t.Errorf("Removed = %q, want the killed run's .a.pdf.123.tmp", got)
			}
			err := tc.end(b, dir)
			if (err != nil) != (tc.name == "failed add") {
				t.Errorf("end = %v", err)
			}
			ents, _ := os.ReadDir(dir)
			var got []string
			for _, e := range ents {
				data, err := os.ReadFile(filepath.Join(dir, e.Name()))
				if e.IsDir() {
					data, err = []byte("folder"), nil
				}
				if err != nil {
					t.Fatal(err)
				}
				got = append(got, e.Name()+"="+string(data))
			}
			if strings.Join(got, " ") != tc.files {
				t.Errorf("files = %q, want %q", strings.Join(got, " "), tc.files)
			}
		})
	}
}
