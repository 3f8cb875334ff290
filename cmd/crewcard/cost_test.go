package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

// TestDeepFilesRefused: a 1 MiB file nested far too deep is refused by
// check on standard input and by battle, exit 1, which leaves the file as
// it was; where each refusal comes from is system's TestDeepFilesRefused.
func TestDeepFilesRefused(t *testing.T) {
	half := (1<<20 - 100) / 2
	src := []byte("system = \"crew-experience\"\nx = " + strings.Repeat("[", half) + strings.Repeat("]", half) + "\n")
	path := cardtest.WriteFile(t, t.TempDir(), "deep.toml", src)
	const want = ":2:11: x: tables and arrays nest more than 6 deep here, more than a crewcard file ever needs; remove the extra brackets"
	if code, _, stderr := runCLI(t, string(src), "check", "-"); code != exitInvalid || stderr != "<stdin>"+want+"\n" {
		t.Errorf("check - = exit %d, stderr %.300q; want exit %d and %q", code, stderr, exitInvalid, "<stdin>"+want)
	}
	if code, _, stderr := runCLI(t, "", "battle", path, "--destroyed", "100"); code != exitInvalid || !strings.Contains(stderr, path+want) {
		t.Errorf("battle = exit %d, stderr %.300q; want exit %d and %q", code, stderr, exitInvalid, path+want)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, src) {
		t.Errorf("battle changed the refused file")
	}
}
