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

// TestSeparateAtomic: a run with separate backs that fails after putting
// its cards and their backs leaves OUT.pdf and OUT-backs.pdf byte for byte
// and no temporary file; a folder where the backs go is refused before any
// work, naming it.
func TestSeparateAtomic(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "deck.pdf")
	old := map[string][]byte{"deck.pdf": []byte("%PDF-1.3 old fronts\n"), "deck-backs.pdf": []byte("%PDF-1.3 old backs\n")}
	for name, data := range old {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	w := NewWriter(context.Background(), out, nil, false)
	for _, d := range []press.Document{{Data: []byte("new fronts")}, {Suffix: "-backs", Data: []byte("new backs")}} {
		if err := w.Put(d); err != nil {
			t.Fatal(err)
		}
	}
	w.Abort()
	ents, _ := os.ReadDir(dir)
	if len(ents) != len(old) {
		t.Errorf("%d files after the failure, want the %d old ones and no temporary file", len(ents), len(old))
	}
	for name, data := range old {
		if got, _ := os.ReadFile(filepath.Join(dir, name)); !bytes.Equal(got, data) {
			t.Errorf("%s after the failure holds %q, want %q", name, got, data)
		}
	}

	if err := os.MkdirAll(filepath.Join(dir, "folder-backs.pdf", "keep"), 0o755); err != nil {
		t.Fatal(err)
	}
	err := CheckRender(filepath.Join(dir, "folder.pdf"), nil, true, false)
	if err == nil || !strings.Contains(err.Error(), "folder-backs.pdf: is a folder") {
		t.Errorf("CheckRender with a folder where the backs go = %v, want it to name folder-backs.pdf", err)
	}
	if err := CheckRender(filepath.Join(dir, "folder.pdf"), nil, false, false); err != nil {
		t.Errorf("CheckRender without separate backs = %v, want nil", err)
	}
}
