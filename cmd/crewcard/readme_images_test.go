package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestREADMEImages keeps the card images the README shows current: the
// command the README gives, run again, must write the same bytes. Run with
// -update to rewrite them after a change to the card.
func TestREADMEImages(t *testing.T) {
	const cmd = "go run ./cmd/crewcard render --format png --dpi 150 -o samples/images samples/legendary-kv1.toml"
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "`"+cmd+"`") {
		t.Fatalf("the README no longer gives the command %q", cmd)
	}
	root := filepath.Join("..", "..")
	images := filepath.Join(root, "samples", "images")
	out := images
	if !*updateCardGoldens {
		out = filepath.Join(t.TempDir(), "images")
	}
	args := strings.Fields(cmd)[3:] // after "go run ./cmd/crewcard"
	for i, a := range args {
		switch a {
		case "samples/images":
			args[i] = out
		case "samples/legendary-kv1.toml":
			args[i] = filepath.Join(root, a)
		}
	}
	if code, _, stderr := runCLI(t, "", args...); code != 0 {
		t.Fatalf("%s: exit %d\n%s", cmd, code, stderr)
	}
	for _, name := range []string{"legendary-kv1-front.png", "legendary-kv1-back.png"} {
		if !strings.Contains(string(readme), "samples/images/"+name) {
			t.Errorf("the README does not show %s", name)
		}
		want, err := os.ReadFile(filepath.Join(images, name))
		if err != nil {
			t.Fatalf("%v (run go test ./cmd/crewcard -run READMEImages -update)", err)
		}
		got, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("samples/images/%s is stale: the README's command now draws a different card; run go test ./cmd/crewcard -run READMEImages -update", name)
		}
	}
}
