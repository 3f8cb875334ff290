package crewcards_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

// init declares -update, which rewrites the README's card images, unless
// another test file of the package declared it first.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files and images")
	}
}

// updating reports whether the tests run with -update.
func updating() bool { return flag.Lookup("update").Value.String() == "true" }

// TestREADMEImages keeps the card images the README shows current: the
// command the README gives, run again, must draw the same bytes. Run with
// -update to rewrite them after a change to the card.
func TestREADMEImages(t *testing.T) {
	const cmd = "go run ./cmd/crewcard render --format png --dpi 150 -o samples/images samples/legendary-kv1.toml"
	root := filepath.Join("..", "..", "..", "..")
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "`"+cmd+"`") {
		t.Fatalf("the README no longer gives the command %q", cmd)
	}
	images := filepath.Join(root, "samples", "images")
	var inputs, flags []string
	args := strings.Fields(cmd)[4:] // after "go run ./cmd/crewcard render"
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "-o":
			i++ // samples/images, where -update writes
		case strings.HasSuffix(a, ".toml"):
			inputs = append(inputs, filepath.Join(root, a))
		default:
			flags = append(flags, a)
		}
	}
	got := map[string][]byte{}
	for _, f := range cardtest.Render(t, inputs, flags...) {
		got[f.Name] = f.Data
	}
	for _, name := range []string{"legendary-kv1-front.png", "legendary-kv1-back.png"} {
		if !strings.Contains(string(readme), "samples/images/"+name) {
			t.Errorf("the README does not show %s", name)
		}
		if updating() {
			if err := os.WriteFile(filepath.Join(images, name), got[name], 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(filepath.Join(images, name))
		if err != nil {
			t.Fatalf("%v (run go test ./cmd/internal/system/crewcards -run READMEImages -update)", err)
		}
		if string(got[name]) != string(want) {
			t.Errorf("samples/images/%s is stale: the README's command now draws a different card; run go test ./cmd/internal/system/crewcards -run READMEImages -update", name)
		}
	}
}
