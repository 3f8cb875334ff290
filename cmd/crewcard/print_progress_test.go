package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
)

// TestPrintProgressSilent: a batch prints nothing on stderr when it is a
// regular file, not a terminal (the bar itself: progress' TestSilentBatch).
func TestPrintProgressSilent(t *testing.T) {
	crews := crewtest.WriteGenerated(t, 50, 7)
	out := filepath.Join(t.TempDir(), "batch.pdf")
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var so bytes.Buffer
	if code := run(context.Background(), []string{"render", "-o", out, crews}, strings.NewReader(""), &so, f); code != 0 || so.Len() != 0 {
		t.Fatalf("render with a file as stderr = exit %d, stdout %q", code, so.String())
	}
	if info, err := f.Stat(); err != nil || info.Size() != 0 {
		t.Errorf("render wrote %d bytes to a regular file as stderr (%v), want none", info.Size(), err)
	}
}
