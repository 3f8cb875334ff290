package progress

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestProgressBar unit-tests the bar's drawing.
func TestProgressBar(t *testing.T) {
	var buf bytes.Buffer
	if p := New(&buf, "rendering"); p.w != nil {
		t.Error("New draws on a bytes.Buffer")
	}
	f, err := os.Create(filepath.Join(t.TempDir(), "f"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if p := New(f, "rendering"); p.w != nil {
		t.Error("New draws on a regular file")
	}
	var nilBar *Bar
	nilBar.Update(1, 2) // must not panic
	nilBar.Done()

	p := &Bar{w: &buf, label: "rendering"}
	p.Update(1, 0) // no total: nothing
	p.Done()       // nothing shown: nothing cleared
	if buf.Len() != 0 {
		t.Fatalf("bar with no total or nothing shown wrote %q", buf.String())
	}
	p.Update(1, 4)
	if want := "\rrendering [" + strings.Repeat("#", 7) + strings.Repeat(".", 23) + "] 1/4 cards"; buf.String() != want {
		t.Errorf("update(1, 4) = %q, want %q", buf.String(), want)
	}
	buf.Reset()
	p.Update(2, 4) // within 100 ms of the last draw
	if buf.Len() != 0 {
		t.Errorf("a second update within 100 ms drew %q", buf.String())
	}
	p.Update(4, 4) // the last one always draws
	if want := "\rrendering [" + strings.Repeat("#", 30) + "] 4/4 cards"; buf.String() != want {
		t.Errorf("update(4, 4) = %q, want %q", buf.String(), want)
	}
	drawn := len(buf.String()) - 1
	buf.Reset()
	p.last = time.Now().Add(-time.Second)
	p.Update(3, 4)
	if want := "\rrendering [" + strings.Repeat("#", 22) + strings.Repeat(".", 8) + "] 3/4 cards"; buf.String() != want {
		t.Errorf("update(3, 4) after 1 s = %q, want %q", buf.String(), want)
	}
	buf.Reset()
	p.Done()
	got := buf.String()
	if !strings.HasPrefix(got, "\r") || !strings.HasSuffix(got, "\r") || strings.Trim(got, "\r ") != "" || len(got)-2 < drawn {
		t.Errorf("done() = %q, want a carriage return, at least %d spaces, a carriage return", got, drawn)
	}
	// The clearing line covers the widest bar of a huge batch.
	buf.Reset()
	p.last = time.Time{}
	p.Update(99999, 100000)
	if wide := len(buf.String()) - 1; len(got)-2 < wide {
		t.Errorf("done() clears %d columns, but a 100,000-crew bar is %d wide", len(got)-2, wide)
	}
}
