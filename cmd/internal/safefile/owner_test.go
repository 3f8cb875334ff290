//go:build unix

package safefile

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestReplaceKeepsOwner: a file that root replaces keeps its owner, its
// group and its mode, so that its owner can still write it.
func TestReplaceKeepsOwner(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root, to own a file as another user")
	}
	const uid, gid = 65534, 65534
	path := filepath.Join(t.TempDir(), "crew.toml")
	if err := os.WriteFile(path, []byte("old"), 0o640); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(path, uid, gid); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := Write(context.Background(), path, []byte("new"), nil, false); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	st := info.Sys().(*syscall.Stat_t)
	if b, _ := os.ReadFile(path); string(b) != "new" {
		t.Errorf("the file holds %q, want \"new\"", b)
	}
	if st.Uid != uid || st.Gid != gid || info.Mode().Perm() != 0o640 {
		t.Errorf("after Write the file is owned by %d:%d, mode %v; want %d:%d, mode 0640", st.Uid, st.Gid, info.Mode().Perm(), uid, gid)
	}
}
