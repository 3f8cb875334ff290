package inputs_test

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/system"
	_ "github.com/crewcard/crewcard/cmd/internal/systems" // every game system
	"github.com/crewcard/crewcard/model"
)

// TestEachKeepsAWindow: Each hands on every legal file in the files' order
// and checks only a bounded number ahead of the one it hands on, however
// many files there are, so that check keeps flat memory over any folder.
func TestEachKeepsAWindow(t *testing.T) {
	src, err := os.ReadFile("../../../samples/regular-tiger.toml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	window := 8 * runtime.GOMAXPROCS(0)
	var names []string
	for i := range 4*window + 5 {
		name := filepath.Join(dir, fmt.Sprintf("crew-%03d.toml", i))
		if err := os.WriteFile(name, src, 0o644); err != nil {
			t.Fatal(err)
		}
		names = append(names, name)
	}
	var outstanding, most atomic.Int64
	more := func(system.Doc) model.ErrorList {
		n := outstanding.Add(1)
		for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
		}
		return nil
	}
	var got []string
	ok := inputs.Each(context.Background(), names, nil, io.Discard, more, func(d system.Doc) {
		time.Sleep(time.Millisecond) // a slow consumer: checking would run ahead if it could
		got = append(got, d.Name())
		outstanding.Add(-1)
	})
	if !ok || !slices.Equal(got, names) {
		t.Fatalf("Each = %v, handed on %d files; want all %d in order", ok, len(got), len(names))
	}
	if m := most.Load(); m > int64(window)+1 {
		t.Errorf("Each checked %d files ahead of the one it handed on, want at most %d", m, window+1)
	}
}
