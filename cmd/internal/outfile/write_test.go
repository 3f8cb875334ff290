package outfile

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
)

// TestWriter: documents put are in their files only after Commit, named
// by part; a restarted run's first documents are dropped, Abort leaves the
// older files and no temporary file, and "-" takes exactly one document.
func TestWriter(t *testing.T) {
	part := func(suffix string, n int, data string) press.Document {
		return press.Document{Suffix: suffix, Part: n, Data: []byte(data)}
	}
	for _, tc := range []struct {
		name   string
		run    func(w *Writer) error
		files  string
		stdout string
	}{
		{"commit", func(w *Writer) error {
			for _, d := range []press.Document{part("", 1, "1"), part("-backs", 1, "b1"), part("", 2, "2")} {
				if err := w.Put(d); err != nil {
					return err
				}
			}
			return w.Commit()
		}, "out-1.pdf=1 out-2.pdf=2 out-backs-1.pdf=b1 out.pdf=old", ""},
		{"restart", func(w *Writer) error {
			if err := w.Put(part("", 1, "guessed")); err != nil {
				return err
			}
			w.Restart()
			if err := w.Put(part("", 0, "whole")); err != nil {
				return err
			}
			return w.Commit()
		}, "out.pdf=whole", ""},
		{"abort", func(w *Writer) error {
			if err := w.Put(part("", 0, "new")); err != nil {
				return err
			}
			w.Abort()
			return nil
		}, "out.pdf=old", ""},
		{"stdout", func(w *Writer) error {
			if err := w.Put(part("", 0, "pdf")); err != nil {
				return err
			}
			return w.Commit()
		}, "out.pdf=old", "pdf"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "out.pdf")
			if err := os.WriteFile(out, []byte("old"), 0o644); err != nil {
				t.Fatal(err)
			}
			var stdout bytes.Buffer
			if tc.stdout != "" {
				out = "-"
			}
			w := NewWriter(context.Background(), out, &stdout, false)
			if err := tc.run(w); err != nil {
				t.Fatal(err)
			}
			w.Abort()
			ents, _ := os.ReadDir(dir)
			var got []string
			for _, e := range ents {
				data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
				got = append(got, e.Name()+"="+string(data))
			}
			if strings.Join(got, " ") != tc.files || stdout.String() != tc.stdout {
				t.Errorf("files %q, stdout %q; want %q, %q", strings.Join(got, " "), stdout.String(), tc.files, tc.stdout)
			}
		})
	}
	w := NewWriter(context.Background(), "-", nil, false)
	w.Put(part("", 1, "1"))
	w.Put(part("", 2, "2"))
	if err := w.Commit(); err == nil || !strings.Contains(err.Error(), "needs 2 files") {
		t.Errorf("Commit of two documents to - = %v, want \"the output needs 2 files\"", err)
	}
}
