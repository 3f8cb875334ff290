package inputs

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/safefile/swaptest"
)

// TestReadFileFIFOExchanged: a named pipe exchanged with the file, again
// and again, between any look at it and its opening, never blocks ReadFile
// (the read of check, render, battle and serve's watcher): each of 1,000
// reads returns the file's bytes or refuses the pipe.
func TestReadFileFIFOExchanged(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crew.toml")
	want := []byte("name = \"Tiger\"\n")
	if err := os.WriteFile(path, want, 0o644); err != nil {
		t.Fatal(err)
	}
	refused := swaptest.Race(t, path, 1000, func() error {
		got, err := ReadFile(path, "a crew file")
		if err == nil && !bytes.Equal(got, want) {
			return fmt.Errorf("read %q, want %q", got, want)
		}
		return err
	})
	t.Logf("%d of 1000 reads refused the named pipe", refused)
}
