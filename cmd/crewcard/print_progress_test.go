package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/crewcard/crewcard/cmd/crewgen/gen"
)

// writeGenerated writes n crewgen crews to a new folder and returns it.
func writeGenerated(t *testing.T, n int, seed int64) string {
	t.Helper()
	srcs, err := gen.Crews(n, seed)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for i, src := range srcs {
		writeFile(t, dir, fmt.Sprintf("crew-%03d.toml", i+1), src)
	}
	return dir
}

// TestPrintProgressSilent: a 50-crew batch prints nothing on stderr when it
// is not a terminal, neither to a buffer nor to a regular file.
func TestPrintProgressSilent(t *testing.T) {
	crews := writeGenerated(t, 50, 7)
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

// TestProgressBar unit-tests the bar's drawing.
func TestProgressBar(t *testing.T) {
	var buf bytes.Buffer
	if p := newProgress(&buf, "rendering"); p.w != nil {
		t.Error("newProgress draws on a bytes.Buffer")
	}
	f, err := os.Create(filepath.Join(t.TempDir(), "f"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if p := newProgress(f, "rendering"); p.w != nil {
		t.Error("newProgress draws on a regular file")
	}
	var nilBar *progress
	nilBar.update(1, 2) // must not panic
	nilBar.done()

	p := &progress{w: &buf, label: "rendering"}
	p.update(1, 0) // no total: nothing
	p.done()       // nothing shown: nothing cleared
	if buf.Len() != 0 {
		t.Fatalf("bar with no total or nothing shown wrote %q", buf.String())
	}
	p.update(1, 4)
	if want := "\rrendering [" + strings.Repeat("#", 7) + strings.Repeat(".", 23) + "] 1/4 crews"; buf.String() != want {
		t.Errorf("update(1, 4) = %q, want %q", buf.String(), want)
	}
	buf.Reset()
	p.update(2, 4) // within 100 ms of the last draw
	if buf.Len() != 0 {
		t.Errorf("a second update within 100 ms drew %q", buf.String())
	}
	p.update(4, 4) // the last one always draws
	if want := "\rrendering [" + strings.Repeat("#", 30) + "] 4/4 crews"; buf.String() != want {
		t.Errorf("update(4, 4) = %q, want %q", buf.String(), want)
	}
	drawn := len(buf.String()) - 1
	buf.Reset()
	p.last = time.Now().Add(-time.Second)
	p.update(3, 4)
	if want := "\rrendering [" + strings.Repeat("#", 22) + strings.Repeat(".", 8) + "] 3/4 crews"; buf.String() != want {
		t.Errorf("update(3, 4) after 1 s = %q, want %q", buf.String(), want)
	}
	buf.Reset()
	p.done()
	got := buf.String()
	if !strings.HasPrefix(got, "\r") || !strings.HasSuffix(got, "\r") || strings.Trim(got, "\r ") != "" || len(got)-2 < drawn {
		t.Errorf("done() = %q, want a carriage return, at least %d spaces, a carriage return", got, drawn)
	}
	// The clearing line covers the widest bar of a huge batch.
	buf.Reset()
	p.last = time.Time{}
	p.update(99999, 100000)
	if wide := len(buf.String()) - 1; len(got)-2 < wide {
		t.Errorf("done() clears %d columns, but a 100,000-crew bar is %d wide", len(got)-2, wide)
	}
}
