package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
)

// lockedBuffer is a buffer that a running server writes while a test reads.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// startServe runs crewcard serve ARGS in-process until the test ends, and
// returns its address (http://HOST:PORT) and its standard error. The
// server must stop cleanly, exit 0, when its context ends.
func startServe(t *testing.T, args ...string) (string, *lockedBuffer) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	stderr := &lockedBuffer{}
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, append([]string{"serve"}, args...), strings.NewReader(""), io.Discard, stderr)
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case code := <-done:
			if code != exitOK {
				t.Errorf("serve exited %d after its context ended, want 0\n%s", code, stderr)
			}
		case <-time.After(2 * time.Second):
			t.Errorf("serve still running 2 s after its context ended")
		}
	})
	re := regexp.MustCompile(`at (http://[^/]+)/`)
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if m := re.FindStringSubmatch(stderr.String()); m != nil {
			return m[1], stderr
		}
		select {
		case code := <-done:
			done <- code
			t.Fatalf("serve exited %d at once\n%s", code, stderr)
		default:
		}
	}
	t.Fatalf("serve did not say where it listens within 5 s\n%s", stderr)
	return "", nil
}

func httpGet(t *testing.T, url string) (int, string) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

func TestServeUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-h"}, exitOK, "usage: crewcard serve [--addr HOST:PORT]"},
		{nil, exitUsage, "give crew files"},
		{[]string{"-"}, exitUsage, "not -, which cannot be read again"},
		{[]string{"-o", "x.pdf", tigerSample}, exitUsage, "no -o"},
		{[]string{"--addr", "0.0.0.0:8421", tigerSample}, exitUsage, "give --lan as well"},
		{[]string{"--addr", "8421", tigerSample}, exitUsage, "give HOST:PORT"},
		{[]string{"--sheet", "b9", tigerSample}, exitUsage, "--sheet"},
		{[]string{"--link-base", "http://a b/", tigerSample}, exitUsage, "--link-base"},
	} {
		code, _, errs := runCLI(t, "", append([]string{"serve"}, tc.args...)...)
		if code != tc.code || !strings.Contains(errs, tc.want) {
			t.Errorf("serve %q: exit %d, stderr\n%s\nwant exit %d and %q", tc.args, code, errs, tc.code, tc.want)
		}
	}
}

// TestServeAnswers starts the command on samples and a built-in deck: the
// list names them, and a code's file is byte for byte what decode prints.
func TestServeAnswers(t *testing.T) {
	url, _ := startServe(t, "--addr", "127.0.0.1:0", "--sheet", "none", tigerSample, "tank-duel-actions")
	status, body := httpGet(t, url+"/")
	if status != 200 || !strings.Contains(body, "Tiger 131") || !strings.Contains(body, "tank-duel-actions (built in)") {
		t.Errorf("GET /: status %d, want the Tiger and the built-in deck\n%.2000s", status, body)
	}
	_, code := encodeSample(t, tigerSample)
	_, want, _ := runCLI(t, "", "decode", code)
	status, got := httpGet(t, url+"/download/"+code)
	if status != 200 || got != want || want == "" {
		t.Errorf("GET /download/CODE: status %d,\n%s\nwant what decode prints\n%s", status, got, want)
	}
	if status, pdf := httpGet(t, url+"/cards.pdf"); status != 200 || !strings.HasPrefix(pdf, "%PDF-") {
		t.Errorf("GET /cards.pdf: status %d, %.200s", status, pdf)
	}
}

// encodeSample returns a sample's link below the default base, and its code.
func encodeSample(t *testing.T, path string) (string, string) {
	t.Helper()
	c := checkFile(t, path)
	link, _ := crewtest.Link(t, c, "HTTP://X/")
	return link, strings.TrimPrefix(link, "HTTP://X/")
}

// TestServeLAN: listening beyond loopback takes --lan, and then a warning
// names what is exposed.
func TestServeLAN(t *testing.T) {
	_, stderr := startServe(t, "--lan", "--addr", "0.0.0.0:0", tigerSample)
	if w := stderr.String(); !strings.Contains(w, "warning: listening on") || !strings.Contains(w, tigerSample) || !strings.Contains(w, "--link-base HTTP://") {
		t.Errorf("serve --lan printed\n%s\nwant a warning naming %s and how to print cards that open here", w, tigerSample)
	}
}

// TestServeScanLoop prints a card with --link-base pointing at a running
// serve, reads its QR code as a phone would (pdftoppm at 300 dpi, zbarimg),
// and opens the link's path on the server: the page is the crew's.
func TestServeScanLoop(t *testing.T) {
	cardtest.Tools(t, "pdftoppm", "zbarimg")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	url, _ := startServe(t, "--addr", addr, tigerSample)
	dir := t.TempDir()
	pdf := filepath.Join(dir, "card.pdf")
	if code, _, errs := runCLI(t, "", "render", "--link-base", "HTTP://"+addr+"/", "--sheet", "none", "--backs", "none", "-o", pdf, tigerSample); code != 0 {
		t.Fatalf("render: exit %d\n%s", code, errs)
	}
	links, err := cardtest.ScanPage(pdf, dir, 300, 1)
	if err != nil || len(links) != 1 {
		t.Fatalf("zbarimg read %q (%v), want one link", links, err)
	}
	path, ok := strings.CutPrefix(links[0], "HTTP://"+addr)
	if !ok {
		t.Fatalf("the card links to %s, not to the server at %s", links[0], addr)
	}
	status, body := httpGet(t, url+path)
	if status != 200 || !strings.Contains(body, "<h1>Tiger 131</h1>") {
		t.Errorf("GET %s: status %d, want the Tiger's page\n%.1500s", path, status, body)
	}
}
