package battlescribe

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/safefile/swaptest"
)

// TestReadFIFOExchanged: a named pipe exchanged with a roster or a
// catalogue, again and again, between any look at it and its opening,
// never blocks the import's reader: each of 1,000 reads returns the file
// or refuses the pipe.
func TestReadFIFOExchanged(t *testing.T) {
	dir := t.TempDir()
	roster := filepath.Join(dir, "army.ros")
	cat := filepath.Join(dir, "army.cat")
	for path, src := range map[string]string{roster: `<roster name="Army"/>`, cat: `<catalogue id="c1"/>`} {
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	lim := Limits{MaxBytes: 1 << 20, MaxElements: 100, MaxDepth: 8}
	t.Run("roster", func(t *testing.T) {
		swaptest.Race(t, roster, 1000, func() error { _, _, err := ReadRoster(roster, lim); return err })
	})
	t.Run("catalogue", func(t *testing.T) {
		swaptest.Race(t, cat, 1000, func() error { _, err := parseFile(cat, lim); return err })
	})
}
