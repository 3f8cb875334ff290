package site

import (
	"bytes"
	"compress/gzip"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// A slow link as issue 34 measures a phone on it: about 200 KB/s shared by
// every request, 560 ms before each answer starts, the host compressing
// with gzip.
const (
	slowRate    = 200 << 10 // bytes a second
	slowLatency = 560 * time.Millisecond
	slowChunk   = 8 << 10 // bytes written between pauses
)

// slowHost serves h's answers as the slow link delivers them: each starts
// after slowLatency, compressed with gzip where the browser takes it, and
// every body shares slowRate.
type slowHost struct {
	h    http.Handler
	mu   sync.Mutex
	next time.Time // when the link is free for the next chunk
}

func (s *slowHost) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rec := httptest.NewRecorder()
	s.h.ServeHTTP(rec, r)
	body := rec.Body.Bytes()
	for k, v := range rec.Header() {
		w.Header()[k] = v
	}
	w.Header().Del("Content-Length")
	if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") && rec.Code == http.StatusOK {
		var gz bytes.Buffer
		zw := gzip.NewWriter(&gz)
		zw.Write(body)
		zw.Close()
		body = gz.Bytes()
		w.Header().Set("Content-Encoding", "gzip")
	}
	select {
	case <-time.After(slowLatency):
	case <-r.Context().Done():
		return
	}
	w.WriteHeader(rec.Code)
	for len(body) > 0 {
		n := min(slowChunk, len(body))
		s.mu.Lock()
		now := time.Now()
		start := s.next
		if start.Before(now) {
			start = now
		}
		s.next = start.Add(time.Duration(n) * time.Second / slowRate)
		s.mu.Unlock()
		select {
		case <-time.After(s.next.Sub(now)):
		case <-r.Context().Done():
			return
		}
		w.Write(body[:n])
		if f, ok := w.(http.Flusher); ok {
			f.Flush()
		}
		body = body[n:]
	}
}

// TestStudioSlowLink is a benchmark run by hand, not a test of a time: it
// opens the studio (built as .ci/studio builds it) over slowHost, in a
// fresh browser profile at 390 x 844 with the page's CPU slowed 4 times,
// adds a crew sample as soon as the studio has started, and logs how long
// after navigation the sample's card shows. It runs only with
// CREWCARD_BENCH=studio (and the long tests' needs):
//
//	CREWCARD_LONG=1 CREWCARD_BENCH=studio go test -run TestStudioSlowLink -v ./cmd/internal/site
//
// It fails only when the card never shows.
func TestStudioSlowLink(t *testing.T) {
	if os.Getenv("CREWCARD_BENCH") != "studio" {
		t.Skip("a benchmark: run with CREWCARD_BENCH=studio")
	}
	dir := studioSite(t)
	host := httptest.NewServer(&slowHost{h: pagesHandler(dir)})
	t.Cleanup(host.Close)
	ctx, cancel := chromedp.NewContext(browser.ctx, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	ctx, cancelTime := context.WithTimeout(ctx, 5*time.Minute)
	t.Cleanup(cancelTime)
	if _, err := chromedp.Call(ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
		Width: 390, Height: 844, DeviceScaleFactor: 3, Mobile: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 4}); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if err := chromedp.Do(ctx, chromedp.Navigate(host.URL+"/studio.html")); err != nil {
		t.Fatal(err)
	}
	shown := time.Since(start)
	const cards = `document.querySelectorAll("#cards img").length > 0 && [...document.querySelectorAll("#cards img")].every((i) => i.complete && i.naturalWidth > 0)`
	var ready, card time.Duration
	for card == 0 {
		if ctx.Err() != nil {
			t.Fatalf("no card within 5 minutes (studio ready after %v)", ready)
		}
		if ready == 0 && eval[bool](t, ctx, pageReady) {
			ready = time.Since(start)
			addSample(t, ctx, "regular-tiger.toml")
		}
		if ready > 0 && eval[bool](t, ctx, cards) {
			card = time.Since(start)
		}
		time.Sleep(50 * time.Millisecond)
	}
	wasm, err := os.Stat(dir + "/studio.wasm")
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("slow link (%d KB/s, %v latency, gzip), 390 px, CPU 4x: page shown %.1f s, studio ready %.1f s, first card %.1f s after navigation (studio.wasm %d bytes)",
		slowRate>>10, slowLatency, shown.Seconds(), ready.Seconds(), card.Seconds(), wasm.Size())
}
