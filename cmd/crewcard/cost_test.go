package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

// TestDeepFilesRefused: a 1 MiB file nested far too deep is refused, with
// its place and the limit, by every command that reads it, before the
// decoder spends minutes and gigabytes on it.
func TestDeepFilesRefused(t *testing.T) {
	const deep = "tables and arrays nest more than 6 deep here, more than a crewcard file ever needs; "
	half := (1<<20 - 100) / 2
	for _, tc := range []struct{ name, src, want string }{
		{"arrays", "x = " + strings.Repeat("[", half) + strings.Repeat("]", half) + "\n", ":1:11: x: " + deep + "remove the extra brackets"},
		{"inline tables", "x = " + strings.Repeat("{a=", half/2) + "1" + strings.Repeat("}", half/2) + "\n", ":1:23: x.a.a.a.a.a.a: " + deep + "remove the extra brackets"},
		{"a dotted header", "[" + strings.Repeat("a.", half) + "a]\n", ":1:14: a.a.a.a.a.a.a: " + deep + "use fewer dotted parts in the table's name"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			src := []byte("system = \"crew-experience\"\n" + tc.src)
			path := cardtest.WriteFile(t, dir, "deep.toml", src)
			want := path + strings.Replace(tc.want, ":1:", ":2:", 1)
			for _, args := range [][]string{
				{"check", path},
				{"show", path},
				{"battle", path, "--destroyed", "100"},
				{"render", "-o", filepath.Join(dir, "cards.pdf"), "--template", path, tigerSample},
			} {
				code, _, stderr := runCLI(t, "", args...)
				if code != exitInvalid || !strings.Contains(stderr, want) {
					t.Errorf("%s = exit %d, stderr %.300q; want exit %d and %q", args[0], code, stderr, exitInvalid, want)
				}
			}
			if got, _ := os.ReadFile(path); !bytes.Equal(got, src) {
				t.Errorf("battle changed the refused file")
			}
			code, _, stderr := runCLI(t, string(src), "check", "-")
			if want := "<stdin>" + strings.Replace(tc.want, ":1:", ":2:", 1); code != exitInvalid || stderr != want+"\n" {
				t.Errorf("check - = exit %d, stderr %.300q; want exit %d and %q", code, stderr, exitInvalid, want)
			}
		})
	}
}

// its first characters only.
func TestLongValuesQuotedInPart(t *testing.T) {
	dir := t.TempDir()
	crew := cardtest.WriteFile(t, dir, "crew.toml", []byte("system = \""+strings.Repeat("s", 500_000)+"\"\n"))
	code, _, stderr := runCLI(t, "", "check", crew)
	want := crew + `:1:1: system: unknown game system "` + strings.Repeat("s", 60) + `…"; the systems are crew-experience, deck, fow-v4`
	if code != exitInvalid || stderr != want+"\n" {
		t.Errorf("check = exit %d, stderr %.300q; want %q", code, stderr, want)
	}
}
