package site

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/model/saved"
)

// projectHost serves dir as GitHub Pages serves a project site below
// project (such as /crewcard/) on an owner's host: paths case-sensitive, a
// file if there is one, else the project's 404.html with status 404; any
// path outside the project gets the host's own 404, not the project's.
func projectHost(dir, project string) http.Handler {
	site := http.StripPrefix(strings.TrimSuffix(project, "/"), pagesHandler(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, project) {
			http.Error(w, "404: There isn't a GitHub Pages site here.", http.StatusNotFound)
			return
		}
		site.ServeHTTP(w, r)
	})
}

// printedLink returns the link that zbar reads in the QR code of the card
// that crewcard (the binary bin) renders for the sample name with base as
// --link-base, rasterised at 300 dpi, having checked that it is the link
// the card's Go code makes.
func printedLink(t *testing.T, bin, name, base string) string {
	t.Helper()
	path := filepath.Join("../../../samples", name)
	link := sampleLink(t, name, base)
	dir := t.TempDir()
	pdf := filepath.Join(dir, "card.pdf")
	cmd := exec.Command(bin, "render", "--sheet", "none", "--link-base", base, "-o", pdf, path)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("crewcard render: %v\n%s", err, out)
	}
	var found []string
	for p := 1; p <= 2; p++ { // the front, or the back of a crew whose code is long; a short back draws it again
		got, err := cardtest.ScanPage(pdf, dir, 300, p)
		if err != nil {
			t.Fatal(err)
		}
		found = append(found, got...)
	}
	if len(found) == 0 || slices.ContainsFunc(found, func(f string) bool { return f != link }) {
		t.Fatalf("%s printed with --link-base %s: zbar reads %q, want %q on each code", name, base, found, link)
	}
	return found[0]
}

// TestBrowserProjectPath publishes the site as pages.yml does for a
// project (crewcard site --root /crewcard/) on a host that serves it as
// GitHub Pages would, prints cards with the project's address as their
// link base (crewcard render), scans their QR codes (zbar at 300 dpi) and
// opens the links read as a phone that scanned them: the
// viewer shows the card, and, the host stopped, a second card's link
// opens from what the service worker kept.
func TestBrowserProjectPath(t *testing.T) {
	needBrowser(t)
	browser.once.Do(startBrowser)
	if browser.err != nil {
		t.Fatalf("starting the browser: %v", browser.err)
	}
	cardtest.Tools(t, "pdftoppm", "zbarimg")
	bin := crewcardBin(t)
	for _, project := range []string{"/crewcard/", "/Crew_Cards/"} {
		t.Run(project, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "site")
			if _, err := Write(context.Background(), dir, project, false); err != nil {
				t.Fatal(err)
			}
			host := httptest.NewServer(projectHost(dir, project))
			defer host.Close()
			base := host.URL + project // as the project's settings show it
			first, second := printedLink(t, bin, "regular-tiger.toml", base), printedLink(t, bin, "legendary-kv1.toml", base)
			if strings.ToLower(first) == first {
				t.Fatalf("the card's link %s is all lower case; want its scheme and host upper-cased for the QR code", first)
			}
			bctx, cancel := chromedp.NewContext(browser.ctx, chromedp.WithNewBrowserContext())
			defer cancel()
			ctx, cancelTime := context.WithTimeout(bctx, 2*time.Minute)
			defer cancelTime()
			for i, link := range []string{first, second} {
				if i == 1 {
					host.Close() // the network is off
				}
				tab, closeTab := chromedp.NewContext(ctx)
				if err := chromedp.Do(tab, chromedp.Navigate(link), chromedp.Poll[chromedp.Void](pageReady, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
					t.Fatalf("open the scanned link %s (network on: %v): %v", link, i == 0, err)
				}
				code := link[strings.LastIndex(link, "/")+1:]
				if got, want := shown(t, tab, "front-name"), crewName(t, code); got != want {
					t.Errorf("the scanned link %s (network on: %v) shows %q, want %q", link, i == 0, got, want)
				}
				if i == 0 {
					if err := chromedp.Do(tab, chromedp.Poll[chromedp.Void](`navigator.serviceWorker.controller !== null`, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
						t.Fatalf("no service worker took the scanned link's page: %v", err)
					}
				}
				closeTab()
			}
		})
	}
}

// TestBrowserCompanionProjectPath records a game in the companion of a
// site published under a project path (crewcard site --root PROJECT, with
// the studio) on a host that serves it as GitHub Pages would: the new
// card's link that the page shows starts with that site's base (its scheme
// and host upper-cased, its path as the project spells it), its short code
// is the new card's, and opening the link shows the crew after the game.
func TestBrowserCompanionProjectPath(t *testing.T) {
	needBrowser(t)
	build := buildStudio(t)
	browser.once.Do(startBrowser)
	if browser.err != nil {
		t.Fatalf("starting the browser: %v", browser.err)
	}
	for _, project := range []string{"/crewcard/", "/Crew_Cards/"} {
		t.Run(project, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "site")
			if _, err := WriteWith(context.Background(), dir, project, false, build); err != nil {
				t.Fatal(err)
			}
			host := httptest.NewServer(projectHost(dir, project))
			defer host.Close()
			base := host.URL + project
			bctx, cancel := chromedp.NewContext(browser.ctx, chromedp.WithNewBrowserContext())
			defer cancel()
			ctx, cancelTime := context.WithTimeout(bctx, 3*time.Minute)
			defer cancelTime()
			scanned, err := saved.Link(base, sampleCode(t, "regular-tiger.toml"))
			if err != nil {
				t.Fatal(err)
			}
			open(t, ctx, scanned)
			eval[bool](t, ctx, `(() => {
				document.getElementById("outcome-survived").click();
				document.getElementById("record").click();
				return true;
			})()`)
			if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`document.documentElement.dataset.recorded !== undefined`, chromedp.WithPollingTimeout(90*time.Second))); err != nil {
				t.Fatalf("the game was not recorded: %v", err)
			}
			code := eval[string](t, ctx, `document.documentElement.dataset.recorded`)
			if code == "failed" || code == "missing" {
				t.Fatalf("recording the game: %s: %s %s", code, shown(t, ctx, "record-problem"), shown(t, ctx, "wasm-missing"))
			}
			link := shown(t, ctx, "recorded-link")
			want, err := saved.Link(base, code)
			if err != nil {
				t.Fatal(err)
			}
			if link != want || !strings.HasPrefix(link, strings.ToUpper(host.URL)+project) {
				t.Fatalf("on the site at %s the companion gives the new card's link %q, want %q", base, link, want)
			}
			_, payload, err := saved.Parse(link)
			if short := shown(t, ctx, "recorded-short"); err != nil || short != saved.ShortCode(payload) {
				t.Errorf("the new card's short code is %q, want %q (%v)", short, saved.ShortCode(payload), err)
			}
			tab, closeTab := chromedp.NewContext(ctx)
			defer closeTab()
			open(t, tab, link)
			if got, want := shown(t, tab, "front-name"), crewName(t, code); got != want {
				t.Errorf("the new card's link %s shows %q, want %q", link, got, want)
			}
			if got := eval[string](t, tab, `document.querySelector('[data-field="xp"]').textContent`); got != "20" {
				t.Errorf("the new card's link %s shows the crew with %s XP, want 20, as after the game", link, got)
			}
		})
	}
}
