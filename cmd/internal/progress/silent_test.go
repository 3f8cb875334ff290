package progress

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestSilentBatch: a 50-card batch's bar prints nothing when its writer is
// not a terminal, neither to a buffer nor to a regular file.
func TestSilentBatch(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var buf bytes.Buffer
	for _, p := range []*Bar{New(&buf, "rendering"), New(f, "rendering")} {
		for i := 1; i <= 50; i++ {
			p.Update(i, 50)
		}
		p.Done()
	}
	if info, err := f.Stat(); err != nil || info.Size() != 0 || buf.Len() != 0 {
		t.Errorf("a batch's bar wrote %d bytes to a buffer and %d to a regular file (%v), want none", buf.Len(), info.Size(), err)
	}
}
