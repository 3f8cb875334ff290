package serve

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

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model/saved"
)

// tiger is a sample crew: one front and one back.
var tiger = filepath.Join(samples, "regular-tiger.toml")

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

// runServer runs Run on cfg, as crewcard serve does, until the test ends,
// and returns its address (http://HOST:PORT) and its log. The server must
// stop cleanly when its context ends.
func runServer(t *testing.T, cfg Config) (string, *lockedBuffer) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	log := &lockedBuffer{}
	cfg.Log = log
	done := make(chan error, 1)
	go func() { done <- Run(ctx, cfg) }()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("Run ended with %v after its context ended, want nil\n%s", err, log)
			}
		case <-time.After(hangGuard):
			t.Errorf("Run still running %v after its context ended", hangGuard)
		}
	})
	re := regexp.MustCompile(`at (http://[^/]+)/`)
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if m := re.FindStringSubmatch(log.String()); m != nil {
			return m[1], log
		}
		select {
		case err := <-done:
			done <- err
			t.Fatalf("Run ended at once: %v\n%s", err, log)
		default:
		}
	}
	t.Fatalf("Run did not say where it listens within 5 s\n%s", log)
	return "", nil
}

// httpGet fetches url and returns the status and the body.
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

// TestServeAnswers serves a sample and a built-in deck: the list names
// them, and a code's file is byte for byte what decode prints.
func TestServeAnswers(t *testing.T) {
	cfg := testConfig(t, saved.DefaultBase, tiger, "tank-duel-actions")
	cfg.Addr, cfg.Options.Sheet = "127.0.0.1:0", press.NoSheet // --sheet none
	url, _ := runServer(t, cfg)
	status, body := httpGet(t, url+"/")
	if status != 200 || !strings.Contains(body, "Tiger 131") || !strings.Contains(body, "tank-duel-actions (built in)") {
		t.Errorf("GET /: status %d, want the Tiger and the built-in deck\n%.2000s", status, body)
	}
	code := codeOf(t, tiger)
	sealed, _, err := saved.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	want, err := system.File(sealed) // what decode prints
	if err != nil {
		t.Fatal(err)
	}
	status, got := httpGet(t, url+"/download/"+code)
	if status != 200 || got != string(want) || len(want) == 0 {
		t.Errorf("GET /download/CODE: status %d,\n%s\nwant what decode prints\n%s", status, got, want)
	}
	if status, pdf := httpGet(t, url+"/cards.pdf"); status != 200 || !strings.HasPrefix(pdf, "%PDF-") {
		t.Errorf("GET /cards.pdf: status %d, %.200s", status, pdf)
	}
}

// TestServeLAN: listening beyond loopback takes LAN, and then a warning
// names what is exposed.
func TestServeLAN(t *testing.T) {
	cfg := testConfig(t, saved.DefaultBase, tiger)
	cfg.Addr, cfg.LAN = "0.0.0.0:0", true
	_, log := runServer(t, cfg)
	if w := log.String(); !strings.Contains(w, "warning: listening on") || !strings.Contains(w, tiger) || !strings.Contains(w, "--link-base HTTP://") {
		t.Errorf("serve --lan printed\n%s\nwant a warning naming %s and how to print cards that open here", w, tiger)
	}
}

// TestServeScanLoop prints a card whose link base points at a running
// server, reads its QR code as a phone would (pdftoppm at 300 dpi,
// zbarimg), and opens the link's path on the server: the page is the
// crew's.
func TestServeScanLoop(t *testing.T) {
	cardtest.Tools(t, "pdftoppm", "zbarimg")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	cfg := testConfig(t, saved.DefaultBase, tiger)
	cfg.Addr = addr
	url, _ := runServer(t, cfg)

	doc := checkDoc(t, tiger)
	o := cardtest.Options(t, "--sheet", "none", "--backs", "none")
	o.LinkBase = "HTTP://" + addr + "/"
	kit, err := system.NewKit([]system.Doc{doc}, nil, o)
	if err != nil {
		t.Fatal(err)
	}
	out, rerrs := system.Render(context.Background(), []system.Doc{doc}, kit, o)
	if len(rerrs) > 0 || len(out) != 1 {
		t.Fatalf("render: %d PDFs, %v", len(out), rerrs)
	}
	dir := t.TempDir()
	pdf := cardtest.WriteFile(t, dir, "card.pdf", out[0].Data)
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
