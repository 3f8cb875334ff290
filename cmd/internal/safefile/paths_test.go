package safefile

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestTargetAndCheckRegular follow links to the file they lead to, and
// name a link that leads nowhere, one that loops, and a special file.
func TestTargetAndCheckRegular(t *testing.T) {
	dir := t.TempDir()
	j := func(p string) string { return filepath.Join(dir, p) }
	if err := os.WriteFile(j("file"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for link, to := range map[string]string{"one": "file", "two": "one", "dangling": "gone", "loop1": "loop2", "loop2": "loop1"} {
		if err := os.Symlink(to, j(link)); err != nil {
			t.Fatal(err)
		}
	}
	if err := syscall.Mkfifo(j("fifo"), 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	if got, err := Target(j("two")); err != nil || got != j("file") {
		t.Errorf("Target(two) = %q, %v", got, err)
	}
	if got, err := CheckRegular(j("two")); err != nil || got != j("file") {
		t.Errorf("CheckRegular(two) = %q, %v", got, err)
	}
	for name, want := range map[string]string{
		"dangling": "a symbolic link to " + j("gone") + ", which does not exist",
		"loop1":    "its symbolic links loop",
		"missing":  "no such file",
		"fifo":     "is a named pipe (FIFO), not a regular file",
		".":        "is a folder, not a regular file",
	} {
		if _, err := CheckRegular(j(name)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("CheckRegular(%s) = %v, want %q", name, err, want)
		}
	}
}

// TestCheckOutPath refuses, before any work, an output path that is a
// folder, a special file, a read-only file without force, or in a folder
// that does not exist, and allows "-", a new file and a link to one.
func TestCheckOutPath(t *testing.T) {
	dir := t.TempDir()
	j := func(p string) string { return filepath.Join(dir, p) }
	if err := os.WriteFile(j("ro.pdf"), nil, 0o444); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(j("nowhere/x.pdf"), j("lost.pdf")); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(j("fifo.pdf"), 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	for _, ok := range []string{"-", j("new.pdf")} {
		if err := CheckOutPath(ok, false); err != nil {
			t.Errorf("CheckOutPath(%s) = %v", ok, err)
		}
	}
	if err := CheckOutPath(j("ro.pdf"), true); err != nil {
		t.Errorf("CheckOutPath(read-only, force) = %v", err)
	}
	for path, want := range map[string]string{
		dir:                  "is a folder; give a file name such as",
		j("fifo.pdf"):        "is a named pipe (FIFO), not a regular file",
		j("missing/out.pdf"): "the folder " + j("missing") + " does not exist",
		j("lost.pdf"):        "a symbolic link to " + j("nowhere/x.pdf") + ", whose folder",
	} {
		if err := CheckOutPath(path, false); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("CheckOutPath(%s) = %v, want %q", path, err, want)
		}
	}
	if os.Geteuid() != 0 { // root writes a read-only file anyway
		if err := CheckOutPath(j("ro.pdf"), false); err == nil || !strings.Contains(err.Error(), "is read-only") {
			t.Errorf("CheckOutPath(read-only) = %v", err)
		}
	}
}

// TestWriteAndTidy: Write to "-" writes to the writer; ReplaceTidy writes
// its files and removes, and names, the temporary files a killed run left
// beside them, which TempFor recognises.
func TestWriteAndTidy(t *testing.T) {
	var out bytes.Buffer
	if err := Write(context.Background(), "-", []byte("pdf"), &out, false); err != nil || out.String() != "pdf" {
		t.Errorf("Write(-) = %q, %v", out.String(), err)
	}
	dir := t.TempDir()
	left := filepath.Join(dir, ".cards.pdf.123.tmp")
	if err := os.WriteFile(left, []byte("half"), 0o644); err != nil {
		t.Fatal(err)
	}
	if TempFor(".cards.pdf.123.tmp") != "cards.pdf" || TempFor("cards.pdf") != "" {
		t.Error("TempFor does not tell a temporary file from a file")
	}
	removed, err := ReplaceTidy(context.Background(), []string{filepath.Join(dir, "cards.pdf"), filepath.Join(dir, "b.pdf")}, [][]byte{[]byte("A"), []byte("B")}, false)
	if err != nil || len(removed) != 1 || removed[0] != left {
		t.Fatalf("ReplaceTidy = %q, %v; want %s removed", removed, err, left)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "cards.pdf")); string(b) != "A" {
		t.Errorf("cards.pdf holds %q", b)
	}
	var told strings.Builder
	TellRemoved(&told, "render", removed)
	if told.String() != "crewcard render: removed "+left+", left by a run that was killed\n" {
		t.Errorf("TellRemoved: %q", told.String())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("the folder holds %d files, want the 2 written", len(entries))
	}
}

// TestLockWaitsForItsTurn: a second Lock on a held file waits until the
// first is released, and one whose context ends first says why.
func TestLockWaitsForItsTurn(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crew.toml")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	unlock, err := Lock(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancelCause(context.Background())
	got := make(chan error, 1)
	go func() {
		_, err := Lock(ctx, path)
		got <- err
	}()
	cancel(context.Canceled)
	if err := <-got; err == nil {
		t.Error("a Lock whose context ended got the held lock")
	}
	again := make(chan func(), 1)
	go func() {
		u, err := Lock(context.Background(), path)
		if err != nil {
			t.Error(err)
		}
		again <- u
	}()
	unlock()
	(<-again)()
}
