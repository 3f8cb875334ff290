package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutputPaths: an output that cannot be written is a usage error found
// before any work, with a message that says what to give instead.
func TestOutputPaths(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, out, want string
	}{
		{"a folder", dir, "is a folder; give a file name such as"},
		{"a missing folder", filepath.Join(dir, "nope", "cards.pdf"), "does not exist"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := runCLI(t, "", "render", "../../samples/regular-tiger.toml", "-o", tc.out)
			if code != exitUsage || !strings.Contains(errs, tc.want) {
				t.Errorf("render -o %s = exit %d, stderr %q; want exit %d and %q", tc.out, code, errs, exitUsage, tc.want)
			}
		})
	}
}

// TestInputPaths: a folder where a file is wanted, and a file over the size
// limit, are named with what is wrong.
func TestInputPaths(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.toml")
	if err := os.WriteFile(big, bytes.Repeat([]byte("#"), 2_000_000), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"show", dir}, dir + ": is a folder; give a TOML file"},
		{[]string{"check", big}, big + ": file is 2000000 bytes, more than the 1 MiB"},
	} {
		code, _, errs := runCLI(t, "", tc.args...)
		if code != exitInvalid || !strings.Contains(errs, tc.want) {
			t.Errorf("%v = exit %d, stderr %q; want exit 1 and %q", tc.args, code, errs, tc.want)
		}
	}
}

// TestBattleThroughSymlink: a game recorded through a symbolic link lands
// in the file the link points to, and the link stays a link.
func TestBattleThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile("../../samples/regular-tiger.toml")
	if err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(dir, "tiger.toml")
	if err := os.WriteFile(target, src, 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.toml")
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	if code, _, errs := runCLI(t, "", "battle", link, "--destroyed", "100"); code != 0 {
		t.Fatalf("battle through a link: exit %d\n%s", code, errs)
	}
	if info, err := os.Lstat(link); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("link.toml is no longer a symbolic link")
	}
	got, _ := os.ReadFile(target)
	if !bytes.HasPrefix(got, src) || !bytes.Contains(got[len(src):], []byte("destroyed = [100]")) {
		t.Errorf("the target did not get the record:\n%s", got[len(src):])
	}
}
