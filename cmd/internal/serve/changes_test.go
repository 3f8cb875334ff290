package serve

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/gen"
)

// crewFolder writes n generated crews into a new folder and returns it.
func crewFolder(t testing.TB, n int) string {
	t.Helper()
	srcs, err := gen.Crews(n, 7)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for i, src := range srcs {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("crew-%04d.toml", i)), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestRecheckOnlyChanged: in a folder of many crews, a save re-checks the
// file saved and no other, and the page shows it; a new file is checked
// alone, a deleted one checks none, and a file replaced by another with
// the same size and time (a save by rename) is checked again.
func TestRecheckOnlyChanged(t *testing.T) {
	const n = 300
	dir := crewFolder(t, n)
	w := newWatcher([]string{dir}, expandArg, readArg)
	w.settle = time.Millisecond
	if got := w.checked.Load(); got != n {
		t.Fatalf("first look checked %d files, want %d", got, n)
	}
	path := func(i int) string { return filepath.Join(dir, fmt.Sprintf("crew-%04d.toml", i)) }
	entry := func(name string) *entry {
		for _, e := range w.current().files {
			if e.Path == name {
				return e
			}
		}
		return nil
	}
	src, err := os.ReadFile(path(17))
	if err != nil {
		t.Fatal(err)
	}
	renamed := filepath.Join(t.TempDir(), "new.toml")
	for _, tc := range []struct {
		name   string
		change func()
		want   int64 // files checked
		check  func() string
	}{
		{"save", func() { os.WriteFile(path(17), append(src, "bogus = 1\n"...), 0o644) }, 1, func() string {
			if e := entry(path(17)); e == nil || e.Doc != nil || !strings.Contains(strings.Join(e.Problems, "\n"), "bogus") {
				return fmt.Sprintf("the saved file's entry is %+v, want its unknown key told", e)
			}
			return ""
		}},
		{"new file", func() { os.WriteFile(filepath.Join(dir, "zz-new.toml"), src, 0o644) }, 1, func() string {
			if e := entry(filepath.Join(dir, "zz-new.toml")); e == nil || e.Doc == nil {
				return fmt.Sprintf("the new file's entry is %+v, want it legal", e)
			}
			return ""
		}},
		{"deleted file", func() { os.Remove(path(3)) }, 0, func() string {
			if e := entry(path(3)); e != nil {
				return "the deleted file is still listed"
			}
			return ""
		}},
		{"save by rename", func() {
			fi, _ := os.Stat(path(17))
			os.WriteFile(renamed, append(src, "bogus = 2\n"...), 0o644) // as long as the save before
			os.Chtimes(renamed, fi.ModTime(), fi.ModTime())
			os.Rename(renamed, path(17))
		}, 1, func() string {
			if e := entry(path(17)); e == nil || !strings.Contains(strings.Join(e.Problems, "\n"), "bogus") {
				return fmt.Sprintf("the renamed file's entry is %+v", e)
			}
			return ""
		}},
	} {
		before, gen := w.checked.Load(), w.current().gen
		tc.change()
		if !w.refresh(false) {
			t.Errorf("%s: no new snapshot", tc.name)
			continue
		}
		if got := w.checked.Load() - before; got != tc.want {
			t.Errorf("%s: checked %d files, want %d", tc.name, got, tc.want)
		}
		if w.current().gen == gen {
			t.Errorf("%s: the generation did not change", tc.name)
		}
		if msg := tc.check(); msg != "" {
			t.Errorf("%s: %s", tc.name, msg)
		}
	}
	if before := w.checked.Load(); w.refresh(false) || w.checked.Load() != before {
		t.Errorf("a look with nothing changed made a snapshot or checked %d files", w.checked.Load()-before)
	}
}

// BenchmarkPollUnchanged is one look at a folder of 5,000 crews, none
// changed: what serve spends every poll while idle.
func BenchmarkPollUnchanged(b *testing.B) {
	dir := crewFolder(b, 5000)
	w := newWatcher([]string{dir}, expandArg, readArg)
	b.ResetTimer()
	for b.Loop() {
		if w.refresh(false) {
			b.Fatal("a new snapshot, with nothing changed")
		}
	}
}

// BenchmarkPollOneSaved is one look at a folder of 5,000 crews after one
// was saved: what serve spends on each save.
func BenchmarkPollOneSaved(b *testing.B) {
	dir := crewFolder(b, 5000)
	w := newWatcher([]string{dir}, expandArg, readArg)
	w.settle = time.Millisecond
	name := filepath.Join(dir, "crew-0042.toml")
	src, err := os.ReadFile(name)
	if err != nil {
		b.Fatal(err)
	}
	i := 0
	for b.Loop() {
		i++
		os.WriteFile(name, append(src, strings.Repeat("#", i%2+1)...), 0o644)
		if !w.refresh(false) {
			b.Fatal("no new snapshot after a save")
		}
	}
}

// TestPollEvery: a poll waits its interval, or longer when a look takes
// more than a twentieth of it, so that looking takes at most about 5 % of
// a processor.
func TestPollEvery(t *testing.T) {
	for _, tc := range []struct{ d, took, want time.Duration }{
		{250 * time.Millisecond, time.Millisecond, 250 * time.Millisecond},
		{250 * time.Millisecond, 12500 * time.Microsecond, 250 * time.Millisecond},
		{250 * time.Millisecond, 20 * time.Millisecond, 400 * time.Millisecond},
	} {
		if got := pollEvery(tc.d, tc.took); got != tc.want {
			t.Errorf("pollEvery(%v, %v) = %v, want %v", tc.d, tc.took, got, tc.want)
		}
	}
}
