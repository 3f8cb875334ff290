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

// TestPrintProgressSilent: a 50-crew batch prints nothing on stderr when it
// is not a terminal, neither to a buffer nor to a regular file.
func TestPrintProgressSilent(t *testing.T) {
	crews := crewtest.WriteGenerated(t, 50, 7)
	out := filepath.Join(t.TempDir(), "batch.pdf")
	code, stdout, stderr := runCLI(t, "", "render", "-o", out, crews)
	if code != 0 || stdout != "" || stderr != "" {
		t.Fatalf("render of 50 crews = exit %d, stdout %q, stderr %q; want exit 0 and silence", code, stdout, stderr)
	}
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var so bytes.Buffer
	if code := run(context.Background(), []string{"render", "-o", out, crews}, strings.NewReader(""), &so, f); code != 0 {
		t.Fatalf("render with a file as stderr = exit %d", code)
	}
	if info, err := f.Stat(); err != nil || info.Size() != 0 {
		t.Errorf("render wrote %d bytes to a regular file as stderr (%v), want none", info.Size(), err)
	}
}
