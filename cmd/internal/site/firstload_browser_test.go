package site

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The viewer's first load, as the README gives it: everything a phone
// downloads the first time it opens a scanned card's link, the service
// worker's copy of the site included, but never the studio's WebAssembly.
const (
	pageBudget  = 160_000 // bytes: the page that shows the crew, its scripts, style sheet, manifest and icons (unit body version 4 in fowcodec.js: 150 kB -> 156 kB)
	firstBudget = 350_000 // bytes: that and the service worker's copy of the site (the companion's game panel, 23 kB, counts twice here)
)

// served is one response the host sent.
type served struct {
	path, dest string // dest: the request's Sec-Fetch-Dest, "empty" for the worker's fetches
	bytes      int    // the body's
	gzipped    int    // the body's, gzipped, as a host that compresses sends it
}

// countingWriter counts the body bytes of a response.
type countingWriter struct {
	http.ResponseWriter
	body bytes.Buffer
}

func (w *countingWriter) Write(b []byte) (int, error) {
	w.body.Write(b)
	return w.ResponseWriter.Write(b)
}

// TestBrowserFirstLoad opens a scanned link in a new browser context, from
// a site that holds the studio, and counts what the host sends until the
// service worker has kept the site: the page's bytes (what it needs to show
// the crew) and the first load's (that and the worker's copy of every
// file) stay under their budgets, and neither asks for the studio's
// WebAssembly or its loader. The bytes are the bodies the host sends,
// without compression; the log gives them gzipped too.
func TestBrowserFirstLoad(t *testing.T) {
	needBrowser(t)
	browser.once.Do(startBrowser)
	if browser.err != nil {
		t.Fatalf("starting the browser: %v", browser.err)
	}
	// a stand-in studio: the test is of what the viewer asks for, and a
	// real build takes a minute (TestBrowserStudioOffline makes one)
	studio := t.TempDir()
	wasm := append(append([]byte{}, wasmMagic...), make([]byte, 1<<20)...)
	for _, name := range []string{StudioWasm, ImportWasm} {
		if err := os.WriteFile(filepath.Join(studio, name), wasm, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(studio, StudioExec), []byte("\"use strict\";\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "site")
	if _, err := WriteWith(context.Background(), dir, "/", false, studio); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var log []served
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cw := &countingWriter{ResponseWriter: w}
		pagesHandler(dir).ServeHTTP(cw, r)
		var gz bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
		zw.Write(cw.body.Bytes())
		zw.Close()
		mu.Lock()
		defer mu.Unlock()
		log = append(log, served{r.URL.Path, r.Header.Get("Sec-Fetch-Dest"), cw.body.Len(), gz.Len()})
	}))
	defer host.Close()

	// a browser context of its own: an empty cache, no worker yet
	ctx, cancel := chromedp.NewContext(browser.ctx, chromedp.WithNewBrowserContext())
	defer cancel()
	ctx, cancelTime := context.WithTimeout(ctx, time.Minute)
	defer cancelTime()
	open(t, ctx, host.URL+"/C/"+crewCodes(t, 1)[0])
	// the worker takes the page once it has kept every file
	waitFor(t, ctx, `navigator.serviceWorker.controller !== null`)
	time.Sleep(300 * time.Millisecond) // room for a late request (an icon)

	mu.Lock()
	defer mu.Unlock()
	var page, first, pageGz, firstGz, pageN int
	var table strings.Builder
	for _, s := range log {
		fmt.Fprintf(&table, "\n  %-14s %-44.44s %7d %7d", s.dest, s.path, s.bytes, s.gzipped)
		if strings.HasSuffix(s.path, "/"+StudioWasm) || strings.HasSuffix(s.path, "/"+ImportWasm) || strings.HasSuffix(s.path, "/"+StudioExec) {
			t.Errorf("the first load asked for %s", s.path)
		}
		first += s.bytes
		firstGz += s.gzipped
		if s.dest != "empty" && s.dest != "serviceworker" {
			page += s.bytes
			pageGz += s.gzipped
			pageN++
		}
	}
	t.Logf("first load: the page %d bytes in %d requests (%d gzipped); with the service worker's copy %d bytes in %d requests (%d gzipped)%s",
		page, pageN, pageGz, first, len(log), firstGz, table.String())
	if page == 0 || page >= pageBudget {
		t.Errorf("the page weighs %d bytes, want some and under %d", page, pageBudget)
	}
	if first >= firstBudget {
		t.Errorf("the first load weighs %d bytes, want under %d", first, firstBudget)
	}
}
