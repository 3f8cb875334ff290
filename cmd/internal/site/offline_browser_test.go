package site

import (
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/crewcard/crewcard/cmd/internal/manual"
	fcodec "github.com/crewcard/crewcard/model/fow/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// kept is what the service worker's cache holds.
type kept struct {
	Files int // responses kept
	Bytes int // their bodies' bytes
}

// keptJS sums the service worker's cache in the page.
const keptJS = `(async () => {
	let files = 0, bytes = 0;
	for (const name of await caches.keys()) {
		const cache = await caches.open(name);
		for (const req of await cache.keys()) {
			files++;
			bytes += (await (await cache.match(req)).arrayBuffer()).byteLength;
		}
	}
	return { files, bytes };
})()`

// TestBrowserOffline serves the site from a host of its own, at the host's
// root and below /viewer/ (as a club hosts it), opens a scanned link, then
// stops the host: a second scan (a crew's link, with /C/ or without, a
// unit's, the site's root) opens from what the service worker kept, as it
// would on a phone with the network off.
func TestBrowserOffline(t *testing.T) {
	needBrowser(t)
	browser.once.Do(startBrowser)
	if browser.err != nil {
		t.Fatalf("starting the browser: %v", browser.err)
	}
	for _, root := range []string{"/", "/viewer/"} {
		t.Run(root, func(t *testing.T) { offline(t, root) })
	}
}

// offline is TestBrowserOffline for the site served under root.
func offline(t *testing.T, root string) {
	dir := filepath.Join(t.TempDir(), "site")
	if _, err := Write(context.Background(), dir, root, false); err != nil {
		t.Fatal(err)
	}
	// a browser context of its own, so that no other test's worker or cache
	// plays a part
	ctx, cancel := chromedp.NewContext(browser.ctx, chromedp.WithNewBrowserContext())
	defer cancel()
	host := httptest.NewServer(http.StripPrefix(strings.TrimSuffix(root, "/"), pagesHandler(dir)))
	defer host.Close()
	site := host.URL + strings.TrimSuffix(root, "/")
	codes := crewCodes(t, 3)
	open(t, ctx, site+"/"+codes[0])
	if got, want := shown(t, ctx, "front-name"), crewName(t, codes[0]); got != want {
		t.Fatalf("online, the page shows %q, want %q", got, want)
	}
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`navigator.serviceWorker.controller !== null`, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("no service worker took the page: %v", err)
	}
	k, err := chromedp.Run(ctx, chromedp.Evaluate[kept](keptJS, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	files, err := Files(root)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the service worker keeps %d files, %d bytes", k.Files, k.Bytes)
	if want := len(files) - 1 - len(manual.Pages()) - len(studioPage); k.Files != want {
		t.Errorf("the service worker keeps %d files, want the site's %d but itself, the studio's page and the manual's pages", k.Files, want)
	}

	host.Close() // the network is off
	unit, err := fcodec.Encode(unitStates(t)[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ where, id, want string }{
		{"/C/" + codes[1], "front-name", crewName(t, codes[1])},
		{"/" + strings.ToLower(codes[2]) + "/", "front-name", crewName(t, codes[2])},
		{"/#" + codes[1], "front-name", crewName(t, codes[1])},
		{"/" + saved.Text(unit), "other", unitStates(t)[0].Name},
		{"/", "intro", "QR code"},
	} {
		open(t, ctx, site+tc.where)
		if got := shown(t, ctx, tc.id); !strings.Contains(got, tc.want) {
			t.Errorf("offline, %s shows %.80q in #%s, want %q", tc.where, got, tc.id, tc.want)
		}
	}
	if res, err := http.Get(site + "/app.js"); err == nil {
		res.Body.Close()
		t.Errorf("the host still answers (%s): the test is not offline", res.Status)
	}
}

// TestBrowserInstallable asks chromium whether the site installs as an
// app: its manifest parses, and nothing stands in the way.
func TestBrowserInstallable(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "/"+crewCodes(t, 1)[0])
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`navigator.serviceWorker.controller !== null`, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("no service worker took the page: %v", err)
	}
	m, err := chromedp.Call(ctx, page.GetAppManifest, page.GetAppManifestParams{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range m.Errors {
		t.Errorf("the manifest, %s: %s", m.URL, e.Message)
	}
	if !strings.HasSuffix(m.URL, "/manifest.webmanifest") || m.Manifest == nil || m.Manifest.Name != "crewcard: scanned crew cards" {
		t.Errorf("the page's manifest is %s, named %v", m.URL, m.Manifest)
	}
	res, err := chromedp.Call(ctx, page.GetInstallabilityErrors, cdp.Empty{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range res.InstallabilityErrors {
		t.Errorf("chromium will not install the site: %s %v", e.ErrorID, e.ErrorArguments)
	}
}
