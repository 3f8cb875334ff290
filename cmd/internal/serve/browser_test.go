package serve

import (
	"context"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model/saved"
)

// chromium is Debian's browser, which the browser tests drive.
const chromium = "/usr/bin/chromium"

// browserCtx is the one browser the tests share, each test in a tab of its
// own; stopBrowser ends it after the tests.
var (
	browserOnce sync.Once
	browserCtx  context.Context
	browserErr  error
	stopBrowser = func() {}
)

func TestMain(m *testing.M) {
	code := m.Run()
	stopBrowser()
	os.Exit(code)
}

// tab opens a tab of the shared browser for the test. Without chromium the
// test is skipped, except under CI=true, where it fails.
func tab(t *testing.T) context.Context {
	t.Helper()
	needs.Long(t, "a browser driven through serve's pages")
	needTool(t, chromium)
	browserOnce.Do(func() {
		opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium),
			chromedp.NoSandbox, chromedp.DisableGPU, chromedp.Flag("disable-component-update", true))
		actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
		bctx, cancelB := chromedp.NewContext(actx)
		stopBrowser = func() { cancelB(); cancelA() }
		browserErr = chromedp.Do(bctx) // starts the browser
		browserCtx = bctx
	})
	if browserErr != nil {
		t.Fatalf("starting %s: %v", chromium, browserErr)
	}
	ctx, cancel := chromedp.NewContext(browserCtx)
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("opening a tab: %v", err)
	}
	ctx, cancelT := context.WithTimeout(ctx, 30*time.Second)
	t.Cleanup(cancelT)
	return ctx
}

// heading is the page's first h1, or "" while the page loads.
func heading(ctx context.Context) string {
	h, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.querySelector("h1") || {textContent: ""}).textContent`))
	if err != nil {
		return ""
	}
	return h
}

// TestBrowserReloadsOnSave: a file saved while its page is open shows up on
// the page, without a manual refresh. How soon is logged, not asserted: a
// busy machine is no fault of the code (the poll interval sets it, about
// a second); the deadline only tells a page that never updates.
func TestBrowserReloadsOnSave(t *testing.T) {
	ctx := tab(t)
	dir := t.TempDir()
	path := copyFile(t, filepath.Join(samples, "regular-tiger.toml"), dir)
	orig, _ := os.ReadFile(path)
	cfg := testConfig(t, saved.DefaultBase, dir)
	cfg.Poll = 0 // the default
	st := start(t, cfg)
	if err := chromedp.Do(ctx, chromedp.Navigate(st.url+"/crew/regular-tiger"), chromedp.WaitVisible("figure.face")); err != nil {
		t.Fatal(err)
	}
	var lat []time.Duration
	for i := range 3 {
		name := "Saved Tiger " + string(rune('A'+i))
		t0 := time.Now()
		writeFile(t, path, strings.Replace(string(orig), `name = "Tiger 131"`, `name = "`+name+`"`, 1))
		for !strings.HasPrefix(heading(ctx), name) {
			if time.Since(t0) > 20*time.Second {
				t.Fatalf("save %d: the page shows %q 20 s after the save, want %s", i+1, heading(ctx), name)
			}
			time.Sleep(10 * time.Millisecond)
		}
		lat = append(lat, time.Since(t0))
		time.Sleep(time.Duration(50+i*70) * time.Millisecond)
	}
	slices.Sort(lat)
	t.Logf("save to the page showing it, %d saves, poll %v: min %v, median %v, max %v", len(lat), DefaultPoll,
		lat[0].Round(time.Millisecond), lat[len(lat)/2].Round(time.Millisecond), lat[len(lat)-1].Round(time.Millisecond))
}

// TestBrowserScanLoop prints cards that link to the server, reads their QR
// codes as a phone would (pdftoppm at 300 dpi, then zbarimg), and opens
// each link's path on the server: the page shows the crew.
func TestBrowserScanLoop(t *testing.T) {
	ctx := tab(t)
	needTool(t, "pdftoppm", "zbarimg")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	base := "HTTP://" + ln.Addr().String() + "/"
	var args []string
	for _, f := range []string{"veteran-campaign-sherman.toml", "two-man-panzer-i.toml", "fow-tiger-tank-unit.toml"} {
		args = append(args, filepath.Join(samples, f))
	}
	st := startOn(t, testConfig(t, base, args...), ln)
	names := map[string]bool{}
	for _, e := range st.s.inputs.current().files {
		names[system.Cells(e.Doc)[system.NameColumn]] = true
	}

	res, pdf := st.get(t, "/cards.pdf")
	if res.StatusCode != 200 {
		t.Fatalf("GET /cards.pdf: status %d\n%s", res.StatusCode, pdf)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "cards.pdf"), []byte(pdf), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("pdftoppm", "-r", "300", "-gray", "-f", "1", "-l", "1", "-png", filepath.Join(dir, "cards.pdf"), filepath.Join(dir, "page")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, out)
	}
	pngs, _ := filepath.Glob(filepath.Join(dir, "page*.png"))
	out, err := exec.Command("zbarimg", append([]string{"--raw", "-q"}, pngs...)...).Output()
	if err != nil {
		t.Fatalf("zbarimg: %v", err)
	}
	links := strings.Fields(string(out))
	if len(links) != len(args) {
		t.Fatalf("zbarimg read %d codes from the first sheet, want %d: %q", len(links), len(args), links)
	}
	seen := map[string]bool{}
	for _, link := range links {
		if !strings.HasPrefix(link, base) {
			t.Errorf("the card links to %s, want a link below %s", link, base)
			continue
		}
		path := "/" + strings.TrimPrefix(link, base)
		if err := chromedp.Do(ctx, chromedp.Navigate(st.url+path), chromedp.WaitVisible("#download")); err != nil {
			t.Fatalf("opening %s: %v", path, err)
		}
		h := heading(ctx)
		if !names[h] {
			t.Errorf("%s shows %q, want one of the crews %v", path, h, names)
		}
		seen[h] = true
		if dirs := os.Getenv("SERVE_SCREENSHOTS"); dirs != "" {
			if png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)); err == nil {
				os.WriteFile(filepath.Join(dirs, fileSlug(h)+".png"), png, 0o644)
			}
		}
	}
	if !seen["Mort-Homme (2ème DB)"] || len(seen) != len(args) {
		t.Errorf("the scanned cards opened %v, want every crew and unit once", seen)
	}
}

// TestBrowserStaysHome loads every kind of page and records each request the
// browser makes: all go to the server (or are data: URLs inside it), the
// content security policy blocks nothing, and the card fonts load.
func TestBrowserStaysHome(t *testing.T) {
	ctx := tab(t)
	st, _ := desk(t)
	var mu sync.Mutex
	var urls, blocked []string
	chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch ev := ev.(type) {
		case *network.EventRequestWillBeSent:
			urls = append(urls, ev.Request.URL)
		case *cdplog.EventEntryAdded:
			if strings.Contains(ev.Entry.Text, "Content Security Policy") || ev.Entry.Level == cdplog.EntryLevelError {
				blocked = append(blocked, ev.Entry.Text)
			}
		}
	})
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, cdplog.Enable, cdp.Empty{}); err != nil {
		t.Fatal(err)
	}
	code := codeOf(t, filepath.Join(samples, "veteran-campaign-sherman.toml"))
	for _, path := range []string{"/", "/crew/veteran-campaign-sherman", "/C/" + code} {
		if err := chromedp.Do(ctx, chromedp.Navigate(st.url+path), chromedp.WaitVisible("h1")); err != nil {
			t.Fatalf("opening %s: %v", path, err)
		}
		if path == "/" {
			continue
		}
		// Each face embeds the subsets of the fonts it sets (layout/svg), so
		// a page has a pair of fonts a face: every one must load.
		fonts, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`document.fonts.ready.then(() =>
			[...document.fonts].filter(f => f.family.replace(/"/g, "") === "card").map(f => f.weight + " " + f.status))`,
			chromedp.EvalAwaitPromise))
		if err != nil || !slices.Contains(fonts, "normal loaded") || !slices.Contains(fonts, "bold loaded") ||
			slices.ContainsFunc(fonts, func(f string) bool { return !strings.HasSuffix(f, " loaded") }) {
			t.Errorf("%s: card fonts %q (%v), want every one loaded, regular and bold among them", path, fonts, err)
		}
	}
	time.Sleep(100 * time.Millisecond) // the last events
	mu.Lock()
	defer mu.Unlock()
	if len(urls) < 6 {
		t.Fatalf("only %d requests seen: %q; is the listener working?", len(urls), urls)
	}
	for _, u := range urls {
		if !strings.HasPrefix(u, st.url+"/") && !strings.HasPrefix(u, "data:") {
			t.Errorf("the page requested %s, outside the server %s", u, st.url)
		}
	}
	for _, b := range blocked {
		t.Errorf("the browser logged: %s", b)
	}
}
