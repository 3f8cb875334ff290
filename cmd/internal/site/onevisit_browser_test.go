package site

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserOfflineOneVisit opens one page of a site that holds the
// studio once, online, in a browser context of its own, closes its tab
// and stops the host: a fresh tab of the studio, of the viewer (a scanned
// link) and of its companion each work with the network off. Once the
// studio was the page opened, the studio checks a sample and shows its
// cards, and once its code is lost, says it is not kept; when a scanned
// card was, the studio and the manual, kept only once asked for, say so
// and how to mend it rather than failing bare.
func TestBrowserOfflineOneVisit(t *testing.T) {
	const unkept = "The studio is not kept on this device yet: open it once online"
	dir := studioSite(t)
	code := sampleCode(t, "regular-tiger.toml")
	for name, first := range map[string]string{"studio": "/studio.html", "viewer": "/" + code} {
		t.Run(name, func(t *testing.T) {
			host := httptest.NewServer(pagesHandler(dir))
			defer host.Close()
			// a browser context of its own, whose tabs share its worker
			// and caches, as a phone's browser does
			bctx, cancel := chromedp.NewContext(browser.ctx, chromedp.WithNewBrowserContext())
			defer cancel()
			bctx, cancelTime := context.WithTimeout(bctx, 3*time.Minute)
			defer cancelTime()
			if err := chromedp.Do(bctx); err != nil {
				t.Fatal(err)
			}
			visit, closeTab := chromedp.NewContext(bctx)
			if err := chromedp.Do(visit, chromedp.Navigate(host.URL+first)); err != nil {
				t.Fatal(err)
			}
			waitFor(t, visit, pageReady)
			if first == "/studio.html" {
				// the page says once the studio works offline
				waitFor(t, visit, `document.documentElement.dataset.offline === "kept"`)
			} else {
				waitFor(t, visit, `navigator.serviceWorker.controller !== null`)
			}
			closeTab()
			host.Close() // the network is off

			fresh := func() context.Context {
				ctx, cancel := chromedp.NewContext(bctx)
				t.Cleanup(cancel)
				return ctx
			}
			studio := fresh()
			if err := chromedp.Do(studio, chromedp.Navigate(host.URL+"/studio.html")); err != nil {
				t.Fatal(err)
			}
			if first == "/studio.html" {
				waitFor(t, studio, pageReady)
				addSample(t, studio, "legendary-kv1.toml")
				waitFor(t, studio, `document.getElementById("summary").textContent.startsWith("legendary-kv1.toml: ") &&
					[...document.querySelectorAll("#cards img")].some((i) => i.complete && i.naturalWidth > 0)`)
				// its code lost (a browser short of room evicts it), the
				// page kept says what to do
				if _, err := chromedp.Run(studio, chromedp.Evaluate[bool](`(async () => {
					for (const name of await caches.keys()) await (await caches.open(name)).delete(new URL("studio.wasm", location.href));
					return true;
				})()`, chromedp.EvalAwaitPromise)); err != nil {
					t.Fatal(err)
				}
				if err := chromedp.Do(studio, chromedp.Reload()); err != nil {
					t.Fatal(err)
				}
				waitFor(t, studio, `document.documentElement.dataset.ready === "unkept"`)
				if got := shown(t, studio, "status"); !strings.HasPrefix(got, unkept) {
					t.Errorf("offline, a studio whose code is not kept says %q, want %q", got, unkept)
				}
			} else {
				// the page itself is not kept: the service worker says so
				waitFor(t, studio, `document.readyState === "complete"`)
				if got := eval[string](t, studio, `document.body.textContent`); !strings.HasPrefix(got, unkept) {
					t.Errorf("offline, a studio never opened says %q, want %q", got, unkept)
				}
				// so does a page of the manual never read
				if err := chromedp.Do(studio, chromedp.Navigate(host.URL+"/manual/index.html")); err != nil {
					t.Fatal(err)
				}
				waitFor(t, studio, `document.readyState === "complete"`)
				if got, want := eval[string](t, studio, `document.body.textContent`), "This page of the manual is not kept on this device yet: open it once online"; !strings.HasPrefix(got, want) {
					t.Errorf("offline, a page of the manual never read says %q, want %q", got, want)
				}
			}

			viewer := fresh()
			open(t, viewer, host.URL+"/"+code)
			if got, want := shown(t, viewer, "front-name"), crewName(t, code); got != want {
				t.Errorf("offline, the scanned link shows %q, want %q", got, want)
			}
			// the companion opens on the card: its panel and tick boxes
			if !shownOK(t, viewer, "game") || eval[int](t, viewer, `document.querySelectorAll("#crew-rows input.tick").length`) == 0 {
				t.Errorf("offline, the companion does not open on the card")
			}
		})
	}
}
