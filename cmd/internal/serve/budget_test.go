package serve

import (
	"context"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/crewcard/crewcard/model/saved"
)

// TestBudget: a budget's slots are taken at once, then its queue waits for
// one, and beyond the queue, past the wait or when the client goes away,
// acquire says why it gives no slot.
func TestBudget(t *testing.T) {
	b := newBudget("pages drawn", 1, 1, 50*time.Millisecond)
	release, err := b.acquire(context.Background())
	if err != nil {
		t.Fatalf("acquire with a free slot: %v", err)
	}
	var busyErr *errBusy
	if _, err := b.acquire(context.Background()); !errors.As(err, &busyErr) || !strings.Contains(err.Error(), "waited 50ms") {
		t.Errorf("acquire past the wait: %v, want busy: waited 50ms", err)
	}

	ctx, cancel := context.WithCancel(context.Background())
	waited := make(chan error, 1)
	b.wait = time.Minute
	go func() { _, err := b.acquire(ctx); waited <- err }()
	waitFor(t, "a request waiting", func() bool { return len(b.waiting) == 1 })
	if _, err := b.acquire(context.Background()); !errors.As(err, &busyErr) || !strings.Contains(err.Error(), "1 more waiting") {
		t.Errorf("acquire with the queue full: %v, want busy: 1 more waiting", err)
	}
	cancel()
	if err := <-waited; !errors.Is(err, context.Canceled) {
		t.Errorf("acquire whose client went away: %v, want %v", err, context.Canceled)
	}
	if len(b.waiting) != 0 {
		t.Errorf("%d still waiting after the client went away", len(b.waiting))
	}

	go func() {
		rel, err := b.acquire(context.Background())
		if err == nil {
			rel()
		}
		waited <- err
	}()
	waitFor(t, "a request waiting", func() bool { return len(b.waiting) == 1 })
	release()
	if err := <-waited; err != nil {
		t.Errorf("acquire once the slot is given back: %v", err)
	}
	if len(b.slots) != 0 || len(b.waiting) != 0 {
		t.Errorf("after all: %d slots taken, %d waiting; want none", len(b.slots), len(b.waiting))
	}
}

// TestDrawsAreBounded: with every drawing slot taken, a file page waits,
// then is answered 503 with Retry-After, and so is a code's page and, with
// its one render under way, /cards.pdf; a page drawn already for these
// inputs is answered without drawing; once a file changes, it is drawn
// again.
func TestDrawsAreBounded(t *testing.T) {
	dir := t.TempDir()
	tiger := copyFile(t, filepath.Join(samples, "regular-tiger.toml"), dir)
	s := New(testConfig(t, saved.DefaultBase, dir))
	s.draws = newBudget("pages drawn", 1, 2, 100*time.Millisecond)
	s.pdfs = newBudget("PDFs rendered", 1, 1, 100*time.Millisecond)
	st := serveLocal(t, s)

	// Drawn once while a slot is free, the page is kept.
	if res, _ := st.get(t, "/crew/regular-tiger"); res.StatusCode != http.StatusOK {
		t.Fatalf("GET /crew/regular-tiger: %d, want 200", res.StatusCode)
	}
	release, err := s.draws.acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if res, _ := st.get(t, "/crew/regular-tiger"); res.StatusCode != http.StatusOK {
		t.Errorf("GET /crew/regular-tiger drawn already, every slot taken: %d, want 200", res.StatusCode)
	}
	releasePDF, err := s.pdfs.acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	code := codeOf(t, tiger)
	old := s.inputs.current().gen
	writeFile(t, tiger, strings.Replace(readFile(t, tiger), "Tiger 131", "Tiger 132", 1))
	waitGen(t, s, old)
	for _, path := range []string{"/crew/regular-tiger", "/" + code, "/cards.pdf"} {
		start := time.Now()
		res, body := st.get(t, path)
		if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") == "" || !strings.Contains(body, "busy: waited 100ms") {
			t.Errorf("GET %s, every slot taken: %d, Retry-After %q, %q; want 503 with Retry-After after waiting", path, res.StatusCode, res.Header.Get("Retry-After"), body)
		}
		if d := time.Since(start); d < 100*time.Millisecond {
			t.Errorf("GET %s answered after %v, before its wait of 100ms", path, d)
		}
	}
	release()
	releasePDF()
	if res, body := st.get(t, "/crew/regular-tiger"); res.StatusCode != http.StatusOK || !strings.Contains(body, "Tiger 132") {
		t.Errorf("GET /crew/regular-tiger once a slot is free: %d, want 200 with the saved name", res.StatusCode)
	}
}

// TestDrawWaitEndsWithClient: a request waiting for a slot stops waiting
// when its client goes away, and one beyond the queue is answered at once.
func TestDrawWaitEndsWithClient(t *testing.T) {
	dir := t.TempDir()
	copyFile(t, filepath.Join(samples, "regular-tiger.toml"), dir)
	copyFile(t, filepath.Join(samples, "legendary-kv1.toml"), dir)
	s := New(testConfig(t, saved.DefaultBase, dir))
	s.draws = newBudget("pages drawn", 1, 1, time.Minute)
	st := serveLocal(t, s)
	release, err := s.draws.acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", st.url+"/crew/regular-tiger", nil)
	gone := make(chan error, 1)
	go func() {
		res, err := http.DefaultClient.Do(req)
		if err == nil {
			res.Body.Close()
		}
		gone <- err
	}()
	waitFor(t, "the request waiting", func() bool { return len(s.draws.waiting) == 1 })
	res, body := st.get(t, "/crew/legendary-kv1") // another page: a request for the same one would wait for that draw
	if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") != "1" || !strings.Contains(body, "1 more waiting") {
		t.Errorf("GET with the queue full: %d, Retry-After %q, %q; want 503, Retry-After 1", res.StatusCode, res.Header.Get("Retry-After"), body)
	}
	cancel()
	<-gone
	waitFor(t, "the wait to end", func() bool { return len(s.draws.waiting) == 0 })
}

// waitFor waits up to 3 s for cond.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(3 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("no %s within 3 s", what)
}

// readFile returns the text of the file at path.
func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestBurstDrawsOnce: a burst of requests for one page, beyond the draws'
// slots and queue, draws it once and answers every request with it, since
// the requests after the first wait for that draw instead of a slot.
func TestBurstDrawsOnce(t *testing.T) {
	dir := t.TempDir()
	copyFile(t, filepath.Join(samples, "regular-tiger.toml"), dir)
	s := New(testConfig(t, saved.DefaultBase, dir))
	s.draws = newBudget("pages drawn", 1, 1, 10*time.Second)
	st := serveLocal(t, s)
	release, err := s.draws.acquire(context.Background()) // hold the slot until all have asked
	if err != nil {
		t.Fatal(err)
	}
	const n = 20
	codes := make(chan int, n)
	for range n {
		go func() {
			res, err := http.Get(st.url + "/crew/regular-tiger")
			if err != nil {
				codes <- 0
				return
			}
			res.Body.Close()
			codes <- res.StatusCode
		}()
	}
	waitFor(t, "the first request waiting", func() bool { return len(s.draws.waiting) == 1 })
	time.Sleep(100 * time.Millisecond) // let the others reach their wait
	release()
	for range n {
		if code := <-codes; code != http.StatusOK {
			t.Errorf("a request of the burst got %d, want 200", code)
		}
	}
}
