package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRefusesToOverwrite: crew files already in the folder are never
// overwritten unless -force is given, and a refused run writes nothing.
func TestRefusesToOverwrite(t *testing.T) {
	dir := t.TempDir()
	mine := []byte("# my own crew\n")
	first := filepath.Join(dir, "crew-00001.toml")
	if err := os.WriteFile(first, mine, 0o644); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "crew-00003.toml"), mine, 0o644)
	var stderr bytes.Buffer
	if code := run([]string{"-n", "3", dir}, &stderr); code != 1 {
		t.Errorf("crewgen over existing files: exit %d, want 1", code)
	}
	want := "crewgen: " + first + " exists (and 1 more of the 3 names); give an empty folder, or -force to overwrite them; nothing written\n"
	if stderr.String() != want {
		t.Errorf("stderr = %q, want %q", stderr.String(), want)
	}
	if got, _ := os.ReadFile(first); !bytes.Equal(got, mine) {
		t.Errorf("crew-00001.toml was overwritten")
	}
	if _, err := os.Stat(filepath.Join(dir, "crew-00002.toml")); err == nil {
		t.Errorf("a refused run wrote crew-00002.toml")
	}
	stderr.Reset()
	if code := run([]string{"-n", "3", "-force", dir}, &stderr); code != 0 {
		t.Fatalf("crewgen -force: exit %d\n%s", code, stderr.String())
	}
	for _, n := range []string{"crew-00001.toml", "crew-00002.toml", "crew-00003.toml"} {
		if got, _ := os.ReadFile(filepath.Join(dir, n)); !strings.Contains(string(got), "[crew]") {
			t.Errorf("crewgen -force: %s is not a generated crew", n)
		}
	}
	// A new folder is made and filled.
	fresh := filepath.Join(dir, "new")
	if code := run([]string{"-n", "2", fresh}, &stderr); code != 0 {
		t.Fatalf("crewgen into a new folder: exit %d\n%s", code, stderr.String())
	}
	if ents, _ := os.ReadDir(fresh); len(ents) != 2 {
		t.Errorf("crewgen -n 2 wrote %d files", len(ents))
	}
}
