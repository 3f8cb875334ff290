package inputs_test

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
)

// TestExpand turns files, folders, globs, "-" and a built-in deck's id into
// the list of inputs, each once, in order, and tells every argument that
// names nothing, with the others still listed.
func TestExpand(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"b.toml", "a.toml", "sub/y.toml", "sub/x.toml", "sub/note.txt"} {
		p := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "empty"), 0o755); err != nil {
		t.Fatal(err)
	}
	j := func(p string) string { return filepath.Join(dir, p) }
	out, dups, errs := inputs.Expand([]string{j("b.toml"), j("sub"), j("*.toml"), "-", j("missing.toml"), j("empty"), j("[bad"), j("none*.toml"), "fow-v4-quick-reference"})
	want := []string{j("b.toml"), j("sub/x.toml"), j("sub/y.toml"), j("a.toml"), "-", "fow-v4-quick-reference"}
	if !reflect.DeepEqual(out, want) {
		t.Errorf("Expand = %q, want %q", out, want)
	}
	if !reflect.DeepEqual(dups, []string{j("b.toml")}) {
		t.Errorf("dups = %q, want b.toml once", dups)
	}
	var msgs []string
	for _, e := range errs {
		msgs = append(msgs, e.Error())
	}
	wantErrs := []string{j("missing.toml") + ": no such file or folder", j("empty") + ": folder holds no *.toml files",
		j("[bad") + ": bad pattern: syntax error in pattern", j("none*.toml") + ": no files match"}
	if !reflect.DeepEqual(msgs, wantErrs) {
		t.Errorf("errors %q, want %q", msgs, wantErrs)
	}
	if got := inputs.Key("/w", "a/../b.toml"); got != "/w/b.toml" {
		t.Errorf("Key = %q", got)
	}
	if got := inputs.Key("/w", "-"); got != "-" {
		t.Errorf("Key(-) = %q", got)
	}
}

// TestReadKinds reads standard input, a built-in deck by its id and a file
// read back for writing, which refuses a file put in its place.
func TestReadKinds(t *testing.T) {
	ctx := context.Background()
	in, err := inputs.Read(ctx, "-", strings.NewReader("x = 1\n"))
	if err != nil || in.Name != inputs.StdinName || string(in.Data) != "x = 1\n" || in.Info != nil {
		t.Errorf("Read(-) = %+v, %v", in, err)
	}
	in, err = inputs.Read(ctx, "fow-v4-quick-reference", nil)
	if err != nil || in.Name != "fow-v4-quick-reference"+inputs.BuiltinSuffix || len(in.Data) == 0 {
		t.Errorf("Read(built-in deck) = %q, %v", in.Name, err)
	}
	path := filepath.Join(t.TempDir(), "c.toml")
	if err := os.WriteFile(path, []byte("a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if in, err := inputs.ReadBack(ctx, path, nil); err != nil || string(in.Data) != "a\n" || in.Info == nil {
		t.Errorf("ReadBack = %+v, %v", in, err)
	}
	restore := inputs.SetNamed(func(p, what string) ([]byte, error) { return []byte("named " + what), nil })
	if b, err := inputs.ReadNamed(path, "a unit file"); err != nil || string(b) != "named a unit file" {
		t.Errorf("ReadNamed with a Reader set: %q, %v", b, err)
	}
	restore()
	if b, err := inputs.ReadNamed(path, "a unit file"); err != nil || string(b) != "a\n" {
		t.Errorf("ReadNamed after restore: %q, %v", b, err)
	}
}

// TestReadAllStops: a read of a reader that never sends ends with its
// context, saying why; one that sends is read whole.
func TestReadAllStops(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	ctx, cancel := context.WithCancelCause(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := inputs.ReadAll(ctx, pr)
		done <- err
	}()
	cancel(errors.New("interrupt signal received"))
	if err := <-done; err == nil || err.Error() != "reading stopped: interrupt signal received" {
		t.Errorf("ReadAll after cancel: %v", err)
	}
	if _, err := inputs.ReadAll(ctx, strings.NewReader("x")); err == nil {
		t.Error("ReadAll with a context ended already reads")
	}
	live, stop := context.WithCancel(context.Background())
	defer stop()
	if b, err := inputs.ReadAll(live, strings.NewReader("whole")); err != nil || string(b) != "whole" {
		t.Errorf("ReadAll = %q, %v", b, err)
	}
}
