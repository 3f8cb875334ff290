package site

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// crewName is the name crewcard show gives the crew of a code.
func crewName(t *testing.T, code string) string {
	t.Helper()
	file, msg := goDecode(code)
	if msg != "" {
		t.Fatalf("decode %s: %s", code, msg)
	}
	var v struct{ Name string }
	if err := json.Unmarshal([]byte(goShow(t, file)), &v); err != nil {
		t.Fatal(err)
	}
	return v.Name
}

// waitShown waits until the element id shows text holding want.
func waitShown(t *testing.T, ctx context.Context, id, want string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		got := shown(t, ctx, id)
		if strings.Contains(got, want) && want != "" || want == "" && got == "" {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("#%s shows %q, want %q", id, got, want)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestBrowserTakesCodeFrom opens the page the ways a code reaches it: the
// path a scanned link gives (with /C/ or without, any case, a final slash,
// a query), the fragment, and a copy opened from disk.
func TestBrowserTakesCodeFrom(t *testing.T) {
	ctx := newTab(t)
	codes := crewCodes(t, 3)
	name := crewName(t, codes[0])
	damaged := codes[1][:10] + "Q" + codes[1][11:]
	if damaged == codes[1] {
		damaged = codes[1][:10] + "R" + codes[1][11:]
	}
	_, damagedMsg := goDecode(browser.srv.URL + "/" + damaged)
	for _, tt := range []struct{ where, name, problem string }{
		{"/" + codes[0], name, ""},
		{"/C/" + codes[0], name, ""},
		{"/" + strings.ToLower(codes[0]) + "/", name, ""},
		{"/C/" + codes[0] + "?utm_source=qr", name, ""},
		{"/#" + strings.ToLower(codes[0]), name, ""},
		{"/index.html#" + codes[0], name, ""},
		{"/" + codes[2] + "#" + codes[0], name, ""},
		{"/" + damaged, "", damagedMsg},
		{"/", "", ""},
		{"/index.html", "", ""},
		{"file://" + filepath.Join(browser.dir, "index.html") + "#" + codes[0], name, ""},
	} {
		open(t, ctx, tt.where)
		if got := shown(t, ctx, "front-name"); got != tt.name {
			t.Errorf("%s: the card shows %q, want %q", tt.where, got, tt.name)
		}
		if got := shown(t, ctx, "problem"); tt.problem == "" && got != "" || !strings.Contains(got, tt.problem) {
			t.Errorf("%s: the page says %q, want %q", tt.where, got, tt.problem)
		}
	}
}

// TestBrowserServedBelowRoot serves a site written with --root /viewer/
// below that path: 404.html finds its scripts from any depth.
func TestBrowserServedBelowRoot(t *testing.T) {
	ctx := newTab(t)
	dir := filepath.Join(t.TempDir(), "site")
	if _, err := Write(context.Background(), dir, "/viewer/", false); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.StripPrefix("/viewer", pagesHandler(dir)))
	defer srv.Close()
	code := crewCodes(t, 1)[0]
	for _, where := range []string{"/viewer/" + code, "/viewer/C/" + code, "/viewer/#" + code} {
		open(t, ctx, srv.URL+where)
		if got, want := shown(t, ctx, "front-name"), crewName(t, code); got != want {
			t.Errorf("%s: the card shows %q, want %q", where, got, want)
		}
	}
}

// TestBrowserHashChange sets location.hash to other codes in one page:
// each one is shown, a damaged one gets decode's message, and no hash
// falls back to the path.
func TestBrowserHashChange(t *testing.T) {
	ctx := newTab(t)
	codes := crewCodes(t, 3)
	open(t, ctx, "/#"+codes[0])
	waitShown(t, ctx, "front-name", crewName(t, codes[0]))
	for _, code := range codes[1:] {
		eval[string](t, ctx, `location.hash = `+jsString(code))
		waitShown(t, ctx, "front-name", crewName(t, code))
	}
	eval[string](t, ctx, `location.hash = "AAAAAAAA"`)
	_, msg := goDecode("AAAAAAAA")
	waitShown(t, ctx, "problem", msg)
	waitShown(t, ctx, "front-name", "")
	eval[string](t, ctx, `location.hash = ""`)
	waitShown(t, ctx, "problem", "")
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestBrowserAsksNothingElse watches the network while the page opens a
// scanned link, downloads the crew file, copies the JSON, takes a pasted
// link and a new fragment: every request is for the site's own files. The
// download is decode's file, the copied JSON show's, and the first load
// weighs under 1 MB.
func TestBrowserAsksNothingElse(t *testing.T) {
	ctx := newTab(t)
	var mu sync.Mutex
	var urls []string
	var bytes float64
	err := chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *network.EventRequestWillBeSent:
			urls = append(urls, ev.Request.URL)
		case *network.EventLoadingFinished:
			bytes += ev.EncodedDataLength
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true}); err != nil {
		t.Fatal(err)
	}
	// the first load from the host, not from the service worker that an
	// earlier test's page registered
	if _, err := chromedp.Call(ctx, network.SetBypassServiceWorker, network.SetBypassServiceWorkerParams{Bypass: true}); err != nil {
		t.Fatal(err)
	}
	codes := crewCodes(t, 3)
	open(t, ctx, "/C/"+strings.ToLower(codes[0])+"/")
	mu.Lock()
	firstLoad := bytes
	mu.Unlock()
	t.Logf("first load: %d requests, %.0f bytes with headers", len(urls), firstLoad)
	if firstLoad >= 1<<20 || firstLoad < 10000 {
		t.Errorf("first load of %.0f bytes; want some, and under 1 MB", firstLoad)
	}

	downloads := t.TempDir()
	if _, err := chromedp.CallBrowser(ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads}); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		if _, err := chromedp.CallBrowser(ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
			Permission: &cdpbrowser.PermissionDescriptor{Name: name}, Setting: cdpbrowser.PermissionSettingGranted, Origin: browser.srv.URL}); err != nil {
			t.Fatal(err)
		}
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("download")), chromedp.Click(chromedp.ID("copy-json"))); err != nil {
		t.Fatal(err)
	}
	file, _ := goDecode(codes[0])
	if got := waitFile(t, downloads); got != file {
		t.Errorf("the downloaded crew file differs from decode's:\n%s\nwant:\n%s", got, file)
	}
	waitShown(t, ctx, "status", "JSON copied")
	copied, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
	if err != nil || copied != goShow(t, file) {
		t.Errorf("copied JSON (%v):\n%s\nwant:\n%s", err, copied, goShow(t, file))
	}

	link := "https://crewcard.github.io/" + codes[1]
	if err := chromedp.Do(ctx, chromedp.SetValue(chromedp.ID("code-input"), link), chromedp.Click(chromedp.CSS(`#paste button[type="submit"]`))); err != nil {
		t.Fatal(err)
	}
	waitShown(t, ctx, "front-name", crewName(t, codes[1]))
	if got, want := eval[string](t, ctx, `location.pathname + location.hash`), "/C/"+strings.ToLower(codes[0])+"/#"+codes[1]; got != want {
		t.Errorf("after a paste the page is at %s, want %s", got, want)
	}
	eval[string](t, ctx, `location.hash = `+jsString(codes[2]))
	waitShown(t, ctx, "front-name", crewName(t, codes[2]))
	time.Sleep(300 * time.Millisecond) // room for a late request

	files, err := Files("/")
	if err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	for _, u := range urls {
		name, own := strings.CutPrefix(u, browser.srv.URL+"/")
		switch {
		case own && (files[name] != nil || strings.HasPrefix(strings.ToUpper(name), "C/")):
		case strings.HasPrefix(u, "blob:"+browser.srv.URL+"/"):
		default:
			t.Errorf("the page asked for %s", u)
		}
	}
	for _, ref := range pageRefs(string(files["404.html"])) {
		// a page it links (the studio) is not loaded
		if !strings.HasSuffix(ref, ".svg") && !strings.HasSuffix(ref, ".html") && !slices.Contains(urls, browser.srv.URL+"/"+ref) {
			t.Errorf("the listener missed the request for %s; it saw %v", ref, urls)
		}
	}
}

// waitFile waits for the one finished download in dir and returns it: a
// file that holds the same bytes twice 50 ms apart, none of them being
// written (chromium may give a download its name before its bytes).
func waitFile(t *testing.T, dir string) string {
	t.Helper()
	last := ""
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		names, _ := filepath.Glob(filepath.Join(dir, "*.toml"))
		partial, _ := filepath.Glob(filepath.Join(dir, "*.crdownload"))
		if len(names) == 1 && len(partial) == 0 {
			b, err := os.ReadFile(names[0])
			if err != nil {
				t.Fatal(err)
			}
			if len(b) > 0 && string(b) == last {
				return last
			}
			last = string(b)
		}
	}
	t.Fatalf("no crew file was downloaded into %s", dir)
	return ""
}
