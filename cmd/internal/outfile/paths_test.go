package outfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStale: the files an earlier render to the same name left and this
// one did not write are named, whichever of the two was split: the parts of
// an earlier split run after a whole deck, and the whole deck of an earlier
// run after a split one. Files that merely share the stem are not.
func TestStale(t *testing.T) {
	for _, tc := range []struct {
		name          string
		before, wrote []string
		want          string
	}{
		{"split, then whole", []string{"cards-1.pdf", "cards-2.pdf", "cards-backs-1.pdf"}, []string{"cards.pdf"},
			"cards-1.pdf cards-2.pdf cards-backs-1.pdf"},
		{"whole, then split", []string{"cards.pdf", "cards-backs.pdf"}, []string{"cards-1.pdf", "cards-2.pdf"},
			"cards-backs.pdf cards.pdf"},
		{"more parts, then fewer", []string{"cards-1.pdf", "cards-2.pdf", "cards-3.pdf"}, []string{"cards-1.pdf", "cards-2.pdf"},
			"cards-3.pdf"},
		{"the same files", []string{"cards.pdf"}, []string{"cards.pdf"}, ""},
		{"other files", []string{"cardshark.pdf", "cards-x.pdf", "cards.toml"}, []string{"cards.pdf"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for _, f := range append(append([]string{}, tc.before...), tc.wrote...) {
				if err := os.WriteFile(filepath.Join(dir, f), []byte("%PDF-1.3\n"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			var wrote []string
			for _, f := range tc.wrote {
				wrote = append(wrote, filepath.Join(dir, f))
			}
			var got []string
			for _, f := range Stale(filepath.Join(dir, "cards.pdf"), wrote) {
				got = append(got, filepath.Base(f))
			}
			if strings.Join(got, " ") != tc.want {
				t.Errorf("Stale = %q, want %q", got, tc.want)
			}
		})
	}
}
