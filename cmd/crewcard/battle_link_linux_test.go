package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/safefile/swaptest"
)

// TestBattleLinkSwappedIn: while 300 battles run on crew.toml, a loop
// exchanges it, again and again, with a symbolic link to victim.txt
// (renameat2 RENAME_EXCHANGE). A battle writes the file it read or refuses
// with a clear error; it never writes through the link: victim.txt keeps
// its bytes.
func TestBattleLinkSwappedIn(t *testing.T) {
	path := btWrite(t, "crew.toml", btSample(t, "inexperienced-sherman.toml"))
	dir := filepath.Dir(path)
	victim, alt := filepath.Join(dir, "victim.txt"), filepath.Join(dir, "alt")
	want := []byte("the club's notes\n")
	if err := os.WriteFile(victim, want, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("victim.txt", alt); err != nil {
		t.Fatal(err)
	}
	stop := swaptest.Exchange(t, path, alt)
	added, refused := 0, map[string]int{}
	for range 300 {
		code, _, errs := runCLI(t, "", "battle", path, "--name", "Caen", "--destroyed", "100")
		switch {
		case code == exitOK:
			added++
		case code == exitInvalid && strings.HasPrefix(errs, "crewcard battle: "):
			refused[firstLine(errs)]++
		default:
			t.Errorf("battle: exit %d, stderr %q; want it added or refused", code, errs)
		}
		if got, err := os.ReadFile(victim); err != nil || !bytes.Equal(got, want) {
			stop()
			t.Fatalf("victim.txt after %d battles added: %q, %v; want %q: battle wrote through the link swapped in for crew.toml", added, got, err, want)
		}
	}
	stop()
	if info, err := os.Lstat(victim); err != nil || !info.Mode().IsRegular() {
		t.Errorf("victim.txt is no longer a regular file: %v", err)
	}
	var records []int // in the crew file and in alt, wherever the loop left them
	for _, p := range []string{path, alt} {
		b, _ := os.ReadFile(p)
		records = append(records, bytes.Count(b, []byte("[[battle]]")))
	}
	t.Logf("%d of 300 battles added; records in crew.toml and alt: %v; refusals: %v", added, records, refused)
}

// firstLine is s up to its first newline.
func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}
