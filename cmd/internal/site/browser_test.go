package site

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/crewcard/crewcard/layout/needs"
)

// The browser tests run the site in Debian's chromium, one browser for the
// whole test binary and a new tab for each test. They skip when chromium is
// missing, except under CI=true, where they fail.

const chromium = "/usr/bin/chromium"

var browser struct {
	once   sync.Once
	ctx    context.Context // the browser's context; tabs are made from it
	stop   func()
	srv    *httptest.Server
	dir    string // the site as crewcard site writes it
	err    error
	served sync.Map // path -> true, every path the server was asked for
}

// longTimeout replaces go test's default limit of 10 minutes for this
// package when its browser tests run (needs.LongRun): some fifty of them,
// each a page driven in chromium, take more than that on a busy 2-core
// machine. It bounds a hang; it measures no speed. A -timeout given on
// the command line other than the default is kept. The go command still
// kills the binary a minute past the -timeout it gave it, whatever the
// binary set: .ci/run gives it this bound too (GOFLAGS).
const longTimeout = 40 * time.Minute

func TestMain(m *testing.M) {
	flag.Parse()
	if f := flag.Lookup("test.timeout"); needs.LongRun() && f != nil && f.Value.String() == (10*time.Minute).String() {
		f.Value.Set(longTimeout.String())
	}
	code := m.Run()
	if browser.stop != nil {
		browser.stop()
	}
	os.Exit(code)
}

// needBrowser skips the test outside .ci/run (needs.Long) or when chromium
// is missing, and fails it under CI.
func needBrowser(t *testing.T) {
	t.Helper()
	needs.Long(t, "a browser driven through the site")
	if _, err := os.Stat(chromium); err != nil {
		needs.Missing(t, "%s is missing: apt-get install chromium to run the browser tests (%v)", chromium, err)
	}
}

// startBrowser writes the site, serves it as GitHub Pages would (a file
// if there is one, else 404.html with status 404) and starts chromium.
func startBrowser() {
	dir, err := os.MkdirTemp("", "crewcard-site-test")
	if err != nil {
		browser.err = err
		return
	}
	browser.dir = filepath.Join(dir, "site")
	if _, err := Write(context.Background(), browser.dir, "/", false); err != nil {
		browser.err = err
		return
	}
	browser.srv = httptest.NewServer(pagesHandler(browser.dir))
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium),
		chromedp.NoSandbox, chromedp.DisableGPU, chromedp.Flag("disable-component-update", true))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelBrowser := chromedp.NewContext(alloc)
	browser.ctx = ctx
	browser.stop = func() {
		cancelBrowser()
		cancelAlloc()
		browser.srv.Close()
		os.RemoveAll(dir)
	}
	browser.err = chromedp.Do(ctx) // start it now, without a test's timeout
}

// pagesHandler serves dir as a static host with a 404 fallback does.
func pagesHandler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		browser.served.Store(r.URL.Path, true)
		name := path.Clean("/" + r.URL.Path)
		if info, err := os.Stat(filepath.Join(dir, filepath.FromSlash(name))); name == "/" || err == nil && !info.IsDir() {
			files.ServeHTTP(w, r)
			return
		}
		page, err := os.ReadFile(filepath.Join(dir, "404.html"))
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		w.Write(page)
	})
}

// newTab returns a tab of the shared browser, closed when the test ends.
func newTab(t *testing.T) context.Context {
	t.Helper()
	needBrowser(t)
	browser.once.Do(startBrowser)
	if browser.err != nil {
		t.Fatalf("starting the browser: %v", browser.err)
	}
	ctx, cancel := context.WithTimeout(browser.ctx, 3*time.Minute)
	t.Cleanup(cancel)
	ctx, cancelTab := chromedp.NewContext(ctx)
	t.Cleanup(cancelTab)
	return ctx
}

// open navigates the tab to the site's path (or to a full URL) and waits
// until the page has read its code.
func open(t *testing.T, ctx context.Context, where string) {
	t.Helper()
	url := where
	if strings.HasPrefix(where, "/") {
		url = browser.srv.URL + where
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url), ready()); err != nil {
		t.Fatalf("open %s: %v", where, err)
	}
}

// pageReady holds once the page's scripts have run: the viewer's, or the
// studio's once its Go code has answered.
const pageReady = `document.documentElement.dataset.ready === "true"`

// ready waits until the page's scripts have run.
func ready() chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void](pageReady, chromedp.WithPollingTimeout(20*time.Second))
}

// eval evaluates a JavaScript expression in the tab and decodes its value.
func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluate %.80s: %v", expr, err)
	}
	return v
}

// jsResult is what window.crewcardDecode returns.
type jsResult struct {
	JSON      *string `json:"json"`
	File      *string `json:"file"`
	ShortCode *string `json:"shortCode"`
	Other     *string `json:"other"`
	Error     *string `json:"error"`
	Kind      *string `json:"kind"`
}

// decodeAll decodes inputs in the page, in batches.
func decodeAll(t *testing.T, ctx context.Context, inputs []string) []jsResult {
	t.Helper()
	const batch = 4000
	var out []jsResult
	for i := 0; i < len(inputs); i += batch {
		b, err := json.Marshal(inputs[i:min(i+batch, len(inputs))])
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, eval[[]jsResult](t, ctx, fmt.Sprintf("%s.map((s) => crewcardDecode(s))", b))...)
	}
	return out
}

// shown returns the text of the page's element with the given id, "" when
// it or an ancestor is hidden.
func shown(t *testing.T, ctx context.Context, id string) string {
	t.Helper()
	return eval[string](t, ctx, fmt.Sprintf(`(() => { const e = document.getElementById(%q); return e && e.checkVisibility() ? e.textContent : ""; })()`, id))
}

func str(p *string) string {
	if p == nil {
		return "<null>"
	}
	return *p
}
