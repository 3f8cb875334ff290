package fow_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

// readme returns the README and the manual's topics, the text a player
// reads, as one.
func readme(t *testing.T) string {
	t.Helper()
	topics, err := filepath.Glob("../../cmd/internal/manual/topics/*.md")
	if err != nil || len(topics) == 0 {
		t.Fatalf("no topics of the manual: %v", err)
	}
	var b strings.Builder
	for _, name := range append([]string{"../../README.md"}, topics...) {
		text, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(text)
	}
	return b.String()
}

// TestREADMEUnitFile checks that the README's annotated unit file is legal,
// without warnings, and is what its text says: a bombardment line, an
// armoured unit that cannot be pinned down, a task rating.
func TestREADMEUnitFile(t *testing.T) {
	const first = "# A Flames of War unit file"
	_, block, found := strings.Cut(readme(t), "```toml\n"+first)
	src, _, closed := strings.Cut(block, "```")
	if !found || !closed {
		t.Fatal("README has no annotated unit file")
	}
	u, errs := fow.Check("README.md", []byte(first+src))
	if u == nil || len(errs) > 0 {
		t.Fatalf("the README's unit file:\n%s", list(errs))
	}
	w := u.Teams[0].Weapons[0]
	if w.Bombard == nil || !u.NeverPinnedDown() || u.Test(fow.Counterattack) != 5 || u.Test(fow.Rally) != 3 || u.CommandDistance() != 6 {
		t.Errorf("the README's unit: bombardment %v, never pinned %v, counterattack %d, rally %d, command %v",
			w.Bombard, u.NeverPinnedDown(), u.Test(fow.Counterattack), u.Test(fow.Rally), u.CommandDistance())
	}
}

// TestREADMERules keeps the README's table of checks and its counts in
// step with the model.
func TestREADMERules(t *testing.T) {
	text := readme(t)
	for _, r := range fow.Rules {
		if row := "| " + r.ID + " | " + r.Summary + " |"; !strings.Contains(text, row) {
			t.Errorf("README lacks the row %q", row)
		}
	}
	named := 0
	for _, k := range fow.Keywords() {
		if k.NamedOnly() {
			named++
		}
	}
	for _, want := range []string{
		fmt.Sprintf("%d keywords, each with a registry number", len(fow.Keywords())),
		fmt.Sprintf("The %d that the seeds", named),
		samplePayloads(t),
	} {
		if !strings.Contains(text, want) {
			t.Errorf("README lacks %q", want)
		}
	}
}

// samplePayloads returns the README's sentence on the samples' payloads.
func samplePayloads(t *testing.T) string {
	lo, hi := fow.MaxPayload, 0
	for path, src := range unitSamples(t) {
		u, errs := fow.Check(path, src)
		if u == nil {
			t.Fatalf("%s: %v", path, errs)
		}
		n := payloadSize(t, u)
		lo, hi = min(lo, n), max(hi, n)
	}
	return fmt.Sprintf("The samples take %d to %d bytes.", lo, hi)
}

// TestREADMEForceFile checks that the README's annotated force file is
// legal against the sample units it names, and holds what its comments
// say: a primary formation with its command, a combat unit and a support
// unit from files, and one combat unit written inline.
func TestREADMEForceFile(t *testing.T) {
	const first = "# A Flames of War force file"
	_, block, found := strings.Cut(readme(t), "```toml\n"+first)
	src, _, closed := strings.Cut(block, "```")
	if !found || !closed {
		t.Fatal("README has no annotated force file")
	}
	read := func(rel string) (string, []byte, error) {
		name := filepath.Join("../../samples", filepath.FromSlash(rel))
		b, err := os.ReadFile(name)
		return name, b, err
	}
	f, errs := fow.CheckForce("README.md", []byte(first+src), read)
	if f == nil || len(errs) > 0 {
		t.Fatalf("the README's force file:\n%s", list(errs))
	}
	fm := f.Primary()
	if len(f.Formations) != 1 || fm.Command() == nil || fm.Count(fow.Combat) != 2 || f.SupportUsed() != 1 || fm.Units[3].File.Name() != "README.md" {
		t.Errorf("the README's force: %s", f.Summary())
	}
}
