package site

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserImportOnDemand watches what the host serves: opening the
// studio and previewing a crew never fetches import.wasm, the import's
// WebAssembly; opening a .rosz does, once, and its answer (a roster that
// is no zip, refused by import's own code) shows. With the network off
// afterwards, a fresh tab of that browser imports again, the module kept;
// a browser that opened the studio but no BattleScribe file says, in the
// page's words, that importing is not kept yet.
func TestBrowserImportOnDemand(t *testing.T) {
	const unkept = "Importing BattleScribe files is not kept on this device yet: open such a file once online"
	dir := studioSite(t)
	var mu sync.Mutex
	served := map[string]int{}
	pages := pagesHandler(dir)
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		served[r.URL.Path]++
		mu.Unlock()
		pages.ServeHTTP(w, r)
	}))
	defer host.Close()
	fetched := func(name string) int {
		mu.Lock()
		defer mu.Unlock()
		return served["/"+name]
	}
	roster := filepath.Join(t.TempDir(), "broken.rosz")
	if err := os.WriteFile(roster, []byte("not a zip"), 0o644); err != nil {
		t.Fatal(err)
	}
	// browser contexts of their own, whose tabs share their worker and
	// caches, as a phone's browser does: one opens a roster, one does not
	device := func() context.Context {
		bctx, cancel := chromedp.NewContext(browser.ctx, chromedp.WithNewBrowserContext())
		t.Cleanup(cancel)
		bctx, cancelTime := context.WithTimeout(bctx, 3*time.Minute)
		t.Cleanup(cancelTime)
		if err := chromedp.Do(bctx); err != nil {
			t.Fatal(err)
		}
		return bctx
	}
	tab := func(bctx context.Context) context.Context {
		t.Helper()
		ctx, cancel := chromedp.NewContext(bctx)
		t.Cleanup(cancel)
		if err := chromedp.Do(ctx, chromedp.Navigate(host.URL+"/studio.html")); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, pageReady)
		return ctx
	}
	open := func(ctx context.Context) string {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.ID("open"), []string{roster})); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, `!document.getElementById("imported").hidden`)
		return shown(t, ctx, "imported")
	}

	importer, never := device(), device()
	ctx := tab(importer)
	waitFor(t, ctx, `document.documentElement.dataset.offline === "kept"`)
	addSample(t, ctx, "regular-tiger.toml")
	waitFor(t, ctx, `document.getElementById("summary").textContent.startsWith("regular-tiger.toml: ") &&
		[...document.querySelectorAll("#cards img")].some((i) => i.complete && i.naturalWidth > 0)`)
	if fetched(StudioWasm) == 0 {
		t.Fatalf("the host served no %s: the test sees nothing (%v)", StudioWasm, served)
	}
	if n := fetched(ImportWasm); n != 0 {
		t.Errorf("opening the studio and previewing a crew fetched %s %d times, want never", ImportWasm, n)
	}
	if msg := open(ctx); !strings.Contains(msg, "broken.rosz") || !strings.Contains(msg, "not a zipped roster") {
		t.Errorf("a roster that is no zip: the page says %q, want import's refusal", msg)
	}
	if n := fetched(ImportWasm); n != 1 {
		t.Errorf("opening a .rosz fetched %s %d times, want once", ImportWasm, n)
	}
	waitFor(t, ctx, `(document.documentElement.dataset.kept ?? "").split(" ").includes("`+ImportWasm+`:kept")`)
	// the studio, opened online and kept, and no roster
	waitFor(t, tab(never), `document.documentElement.dataset.offline === "kept"`)
	host.Close() // the network is off

	if msg := open(tab(importer)); !strings.Contains(msg, "not a zipped roster") {
		t.Errorf("offline, after an import online: the page says %q, want import's refusal", msg)
	}
	if msg := open(tab(never)); !strings.HasPrefix(msg, unkept) {
		t.Errorf("offline, never having imported: the page says %q, want %q", msg, unkept)
	}
}

// TestBrowserImportKeptAcrossVersions imports once, online, then
// publishes a new version of the site while the host fails to serve
// import.wasm: the old version stays, its module kept, and the new one
// leaves no cache behind. Once the host serves it again, the new version's
// service worker, once active, holds import.wasm and the studio, every file
// of it though the old version lacked one, fetched afresh, and no older
// copy of the site is left, so that the studio and its import still work
// offline after an update.
func TestBrowserImportKeptAcrossVersions(t *testing.T) {
	dir := studioSite(t)
	roster := filepath.Join(t.TempDir(), "broken.rosz")
	if err := os.WriteFile(roster, []byte("not a zip"), 0o644); err != nil {
		t.Fatal(err)
	}
	var refuse atomic.Bool
	var refused atomic.Int32
	// what the host answered while it refused import.wasm, for the report
	// of an update that never came
	var mu sync.Mutex
	var log []string
	pages := pagesHandler(dir)
	ctx, origin := hostTab(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !refuse.Load() {
			pages.ServeHTTP(w, r)
			return
		}
		rec := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		if r.URL.Path == "/"+ImportWasm {
			refused.Add(1)
			http.Error(rec, "the host is down", http.StatusServiceUnavailable)
		} else {
			pages.ServeHTTP(rec, r)
		}
		mu.Lock()
		log = append(log, fmt.Sprintf("%s %d", r.URL.Path, rec.status))
		mu.Unlock()
	}), chromedp.WithNewBrowserContext())
	if err := chromedp.Do(ctx, chromedp.Navigate(origin+"/studio.html")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, pageReady)
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.ID("open"), []string{roster})); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `(document.documentElement.dataset.kept ?? "").split(" ").includes("`+ImportWasm+`:kept")`)
	// The old version lacks one of the studio's files, as one before a
	// file was added to the studio would: the new version keeps the
	// studio whole all the same.
	if took, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(async () => {
		const keys = await caches.keys();
		return keys.length === 1 && await (await caches.open(keys[0])).delete(new URL("studio.css", location.href));
	})()`, chromedp.EvalAwaitPromise)); err != nil || !took {
		t.Fatalf("the old version holds no studio.css to take away (%v)", err)
	}

	// a new version: the worker's own bytes change, as any file's would
	sw := filepath.Join(dir, "sw.js")
	b := mustRead(t, sw)
	version := regexp.MustCompile(`const VERSION = "([0-9a-f]{16})";`).FindSubmatch(b)
	if version == nil {
		t.Fatalf("sw.js has no version")
	}
	next := "0123456789abcdef"
	if string(version[1]) == next {
		next = "fedcba9876543210"
	}
	info, err := os.Stat(sw)
	if err != nil {
		t.Fatal(err)
	}
	refuse.Store(true)
	if err := os.WriteFile(sw, bytes.Replace(b, version[1], []byte(next), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	// The new bytes bear a time a minute past the old ones', whatever the
	// clock's grain: an update check that revalidates the worker (with
	// If-Modified-Since, in whole seconds) finds it changed.
	later := info.ModTime().Add(time.Minute)
	if err := os.Chtimes(sw, later, later); err != nil {
		t.Fatal(err)
	}
	// The update is asked for every 5 s until the new version's install has
	// asked for import.wasm and been refused, then awaited until it has
	// failed; asking stops 15 s before the tab's budget ends, leaving it
	// time to say what it holds.
	const askUpdate = `navigator.serviceWorker.getRegistration().then((r) => r && r.update()).catch(() => {}), true`
	end, _ := ctx.Deadline()
	for asked := time.Now(); refused.Load() == 0; {
		if time.Until(end) < 15*time.Second {
			mu.Lock()
			served := strings.Join(log, ", ")
			mu.Unlock()
			t.Fatalf("the new version never asked for %s in %v of asking for updates; the host served %s; %s", ImportWasm, time.Since(asked).Round(time.Second), served, workerState(t, ctx))
		}
		eval[bool](t, ctx, askUpdate)
		for i := 0; i < 20 && refused.Load() == 0; i++ {
			time.Sleep(250 * time.Millisecond)
		}
	}
	waitFor(t, ctx, `navigator.serviceWorker.getRegistration().then((r) => !r.installing && !r.waiting)`)
	const holding = `(async () => {
		const out = [];
		for (const k of await caches.keys()) {
			out.push(k + (await (await caches.open(k)).match(new URL("` + ImportWasm + `", location.href)) ? " holds " : " lacks ") + "` + ImportWasm + `");
		}
		return out.join("; ");
	})()`
	got, err := chromedp.Run(ctx, chromedp.Evaluate[string](holding, chromedp.EvalAwaitPromise))
	if want := "crewcard-site-" + string(version[1]) + " holds " + ImportWasm; err != nil || got != want {
		t.Fatalf("a new version the host could not serve %s to: the caches are %q (%v), want the old version's alone, whole: %q", ImportWasm, got, err, want)
	}

	refuse.Store(false)
	// The update is asked for again every few seconds until the new
	// version's cache is there: on a busy machine an update asked for
	// while the first version still installs may find nothing new. The
	// wait leaves the tab time to say what it holds where it runs out.
	kept := `(async () => {
		if (!(Date.now() - (window.askedUpdate ?? 0) < 5000)) {
			window.askedUpdate = Date.now();
			navigator.serviceWorker.getRegistration().then((r) => r && r.update()).catch(() => {});
		}
		const keys = await caches.keys();
		if (keys.length !== 1 || keys[0] !== "crewcard-site-` + next + `") return false;
		const cache = await caches.open(keys[0]);
		for (const name of ["` + ImportWasm + `", "studio.html", "studio.css", "` + StudioWasm + `"]) {
			if (!await cache.match(new URL(name, location.href))) return false;
		}
		return true;
	})()`
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](kept, chromedp.WithPollingTimeout(100*time.Second))); err != nil {
		t.Fatalf("the new version (%s) did not keep the studio and %s: %v; %s", next, ImportWasm, err, workerState(t, ctx))
	}
}

// workerState says, for a failure's report, which service workers the
// tab's registration holds and what each cache of the site keeps.
func workerState(t *testing.T, ctx context.Context) string {
	t.Helper()
	held, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(async () => {
		const r = await navigator.serviceWorker.getRegistration();
		const w = (x) => x ? x.state : "none";
		const out = [];
		for (const k of await caches.keys()) {
			const c = await caches.open(k);
			out.push(k + ": " + (await c.keys()).length + " files, import " + !!await c.match(new URL("`+ImportWasm+`", location.href)) + ", studio " + !!await c.match(new URL("studio.html", location.href)));
		}
		return "workers: active " + w(r?.active) + ", waiting " + w(r?.waiting) + ", installing " + w(r?.installing) + "; caches: " + out.join("; ");
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		return fmt.Sprintf("the tab did not say what it holds (%v)", err)
	}
	return held
}

// statusWriter notes the status a handler answers with.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(status int) {
	w.status = status
	w.ResponseWriter.WriteHeader(status)
}
