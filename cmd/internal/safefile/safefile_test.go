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
