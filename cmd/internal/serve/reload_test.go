package serve

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/crewcard/crewcard/model/saved"
)

// stream is an open /events stream: each reload event's data arrives on
// reloads.
type stream struct {
	reloads chan string
	cancel  func()
}

func openStream(t *testing.T, st *started, since string) *stream {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", st.url+"/events?since="+since, nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if ct := res.Header.Get("Content-Type"); res.StatusCode != 200 || ct != "text/event-stream" {
		t.Fatalf("GET /events: status %d, %s, want 200 text/event-stream", res.StatusCode, ct)
	}
	s := &stream{reloads: make(chan string, 16), cancel: cancel}
	go func() {
		defer close(s.reloads)
		defer res.Body.Close()
		sc := bufio.NewScanner(res.Body)
		event := ""
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event: "):
				event = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: ") && event == "reload":
				s.reloads <- strings.TrimPrefix(line, "data: ")
				event = ""
			}
		}
	}()
	t.Cleanup(cancel)
	return s
}

// next waits up to d for the next reload event.
func (s *stream) next(d time.Duration) (string, bool) {
	select {
	case gen, ok := <-s.reloads:
		return gen, ok
	case <-time.After(d):
		return "", false
	}
}

// writeFile replaces a file's contents, as an editor's save does.
func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestSaveReloads checks that a save brings a reload event after which the
// page shows the saved file, at the default poll interval, and logs how
// soon: a timing asserted here would fail on a busy machine, not on a
// fault.
func TestSaveReloads(t *testing.T) {
	dir := t.TempDir()
	path := copyFile(t, filepath.Join(samples, "regular-tiger.toml"), dir)
	orig, _ := os.ReadFile(path)
	cfg := testConfig(t, saved.DefaultBase, dir)
	cfg.Poll = 0 // the default
	st := start(t, cfg)
	ev := openStream(t, st, st.s.inputs.current().gen)
	if gen, ok := ev.next(2 * DefaultPoll); ok {
		t.Fatalf("a reload (%s) before any save", gen)
	}
	var lat []time.Duration
	for i := range 6 {
		name := "Saved " + string(rune('A'+i))
		text := strings.Replace(string(orig), `name = "`, `name = "`+name+` `, 1)
		t0 := time.Now()
		writeFile(t, path, text)
		// A poll may catch the file half written (WriteFile truncates, then
		// writes); the next poll then reloads again with the whole file.
		for {
			if _, ok := ev.next(20 * time.Second); !ok { // a deadline for a page that never reloads, not a speed target
				t.Fatalf("save %d: no reload event that shows %q within 20 s", i+1, name)
			}
			if _, body := st.get(t, "/"); strings.Contains(body, name) {
				break
			}
		}
		lat = append(lat, time.Since(t0))
		time.Sleep(time.Duration(i*37) * time.Millisecond) // saves at different phases of the poll
	}
	slices.Sort(lat)
	t.Logf("save to reload event, %d saves at a %v poll: min %v, median %v, max %v", len(lat), DefaultPoll,
		lat[0].Round(time.Millisecond), lat[len(lat)/2].Round(time.Millisecond), lat[len(lat)-1].Round(time.Millisecond))
}

// TestHalfWrittenFileIsNotShown: an editor that truncates a file and then
// writes it, 10 ms apart, is read once, whole: polling every 5 ms, the
// watcher sees the empty file, but waits for it to settle (150 ms here, so
// that a busy machine does not stretch the gap past it).
func TestHalfWrittenFileIsNotShown(t *testing.T) {
	dir := t.TempDir()
	path := copyFile(t, filepath.Join(samples, "regular-tiger.toml"), dir)
	orig, _ := os.ReadFile(path)
	cfg := testConfig(t, saved.DefaultBase, dir)
	cfg.Poll, cfg.settle = 5*time.Millisecond, 150*time.Millisecond
	st := start(t, cfg)
	number := func(gen string) int {
		n, _ := strconv.Atoi(gen[strings.LastIndexByte(gen, '-')+1:])
		return n
	}
	for i := range 3 {
		gen := st.s.inputs.current().gen
		writeFile(t, path, "")
		time.Sleep(10 * time.Millisecond)
		writeFile(t, path, strings.Replace(string(orig), `name = "Tiger 131"`, fmt.Sprintf(`name = "Tiger %d"`, i), 1))
		waitGen(t, st.s, gen)
		time.Sleep(2 * cfg.settle) // any second snapshot
		if now := st.s.inputs.current().gen; number(now) != number(gen)+1 {
			t.Errorf("save %d: %d snapshots, want 1: the file was read half written", i+1, number(now)-number(gen))
		}
		if e := st.s.inputs.current().files[0]; e.Doc == nil {
			t.Errorf("save %d: the file reads as %q", i+1, e.Problems)
		}
	}
}

// TestStaleGenReloadsAtOnce: a page whose generation is no longer the
// inputs' (a save between its load and its stream, or a restarted server)
// is told to reload as soon as it connects.
func TestStaleGenReloadsAtOnce(t *testing.T) {
	st := start(t, testConfig(t, saved.DefaultBase, filepath.Join(samples, "regular-tiger.toml")))
	gen, ok := openStream(t, st, "old-1").next(time.Second)
	if !ok || gen != st.s.inputs.current().gen {
		t.Errorf("a stream from a stale page got %q, %v; want a reload to %s at once", gen, ok, st.s.inputs.current().gen)
	}
}

// TestVanishingFile: a file that is deleted, then broken, then mended while
// served shows its error on its page and in the list, and the server keeps
// answering; a new file in a served folder appears.
func TestVanishingFile(t *testing.T) {
	dir, folder := t.TempDir(), t.TempDir()
	path := copyFile(t, filepath.Join(samples, "regular-tiger.toml"), dir)
	good, _ := os.ReadFile(path)
	copyFile(t, filepath.Join(samples, "two-man-panzer-i.toml"), folder)
	st := start(t, testConfig(t, saved.DefaultBase, path, folder))
	check := func(step, route string, status int, want ...string) {
		t.Helper()
		res, body := st.get(t, route)
		if res.StatusCode != status {
			t.Errorf("%s: GET %s: status %d, want %d", step, route, res.StatusCode, status)
		}
		for _, w := range want {
			if !strings.Contains(body, w) {
				t.Errorf("%s: GET %s lacks %q\n%.1200s", step, route, w, body)
			}
		}
	}
	gen := st.s.inputs.current().gen
	check("served", "/crew/regular-tiger", 200, "<svg")

	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	gen = waitGen(t, st.s, gen)
	gone := path + ": no such file or folder"
	check("deleted", "/", 200, gone, "two-man-panzer-i")
	check("deleted", "/crew/regular-tiger", 200, gone)
	check("deleted", "/cards.pdf", 422, gone)

	writeFile(t, path, strings.Replace(string(good), "[crew]", "[crew\n", 1))
	gen = waitGen(t, st.s, gen)
	res, body := st.get(t, "/crew/regular-tiger")
	if res.StatusCode != 200 || !strings.Contains(body, path+":") || strings.Contains(body, "<svg") {
		t.Errorf("broken: GET /crew/regular-tiger: status %d, want the file's syntax error and no card\n%.1200s", res.StatusCode, body)
	}

	writeFile(t, path, string(good))
	gen = waitGen(t, st.s, gen)
	check("mended", "/crew/regular-tiger", 200, "<svg")
	check("mended", "/cards.pdf", 200, "%PDF-")

	copyFile(t, filepath.Join(samples, "unarmed-jeep.toml"), folder)
	waitGen(t, st.s, gen)
	check("added", "/", 200, "/crew/unarmed-jeep")
	check("added", "/crew/unarmed-jeep", 200, "<svg")
}

// TestStopWithOpenStream: the server stops at once although a page holds
// its event stream open, and the stream ends.
func TestStopWithOpenStream(t *testing.T) {
	st := start(t, testConfig(t, saved.DefaultBase, filepath.Join(samples, "regular-tiger.toml")))
	ev := openStream(t, st, st.s.inputs.current().gen)
	time.Sleep(50 * time.Millisecond)
	st.stop() // fails the test unless Serve returns nil within hangGuard
	deadline := time.After(hangGuard)
	for {
		select {
		case _, ok := <-ev.reloads:
			if !ok {
				return
			}
		case <-deadline:
			t.Fatalf("the event stream is still open %v after the server stopped", hangGuard)
		}
	}
}
