package safefile

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReplaceRead: the file read is replaced; a symbolic link or another
// file put at its path after the read is refused and never written
// through, and what the link leads to keeps its bytes.
func TestReplaceRead(t *testing.T) {
	for _, tc := range []struct {
		name string
		swap func(t *testing.T, path, victim string) // what happens between the read and the write
		want string                                  // in the error; "" when replaced
	}{
		{"unchanged", func(*testing.T, string, string) {}, ""},
		{"a link swapped in", func(t *testing.T, path, victim string) {
			os.Remove(path)
			if err := os.Symlink(victim, path); err != nil {
				t.Skip("no symbolic links here:", err)
			}
		}, "crew.toml: replaced by a symbolic link since it was read; nothing written through it; remove the link and run again"},
		{"another file", func(t *testing.T, path, _ string) {
			os.Rename(path, path+".old")
			os.WriteFile(path, []byte("saved meanwhile\n"), 0o644)
		}, "crew.toml: replaced by another file since it was read; nothing written; run again"},
		{"gone", func(t *testing.T, path, _ string) { os.Remove(path) }, "crew.toml: gone since it was read"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path, victim := filepath.Join(dir, "crew.toml"), filepath.Join(dir, "victim.txt")
			os.WriteFile(path, []byte("old\n"), 0o600)
			os.WriteFile(victim, []byte("victim\n"), 0o644)
			f, read, err := OpenInput(path, "a crew file")
			if err != nil {
				t.Fatal(err)
			}
			f.Close()
			tc.swap(t, path, victim)
			err = ReplaceRead(context.Background(), path, []byte("new\n"), read, false)
			if got, _ := os.ReadFile(victim); string(got) != "victim\n" {
				t.Errorf("victim.txt = %q, want its bytes kept", got)
			}
			if tc.want == "" {
				got, _ := os.ReadFile(path)
				info, _ := os.Stat(path)
				if err != nil || string(got) != "new\n" || info.Mode().Perm() != 0o600 {
					t.Errorf("ReplaceRead = %v; the file holds %q (%v), want \"new\\n\" (-rw-------)", err, got, info.Mode())
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("ReplaceRead = %v, want %q", err, tc.want)
			}
			if ents, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(ents) > 0 {
				t.Errorf("temporary files left: %q", ents)
			}
		})
	}
}
