package serve

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// phone makes the tab a phone's screen, 390 × 844 CSS pixels, in the
// colour scheme given ("light" or "dark").
func phone(t *testing.T, ctx context.Context, scheme string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulatePortrait)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}}); err != nil {
		t.Fatal(err)
	}
}

// phonePaths are the pages a phone opens: the list, a crew's and a unit's
// page with their cards and history, a file with problems, a scanned code
// and a code that does not open.
func phonePaths(t *testing.T) []string {
	code := codeOf(t, filepath.Join(samples, "veteran-campaign-sherman.toml"))
	return []string{"/", "/crew/veteran-campaign-sherman", "/crew/fow-tiger-tank-unit", "/crew/bad", "/C/" + code, "/HELLO"}
}

// loaded waits until the page has loaded and has its heading. It asks the
// page itself: chromedp's WaitVisible may miss a new document's nodes when
// the machine is busy.
func loaded() chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void](`document.readyState === "complete" && document.querySelector("h1") !== null`, chromedp.WithPollingTimeout(20*time.Second))
}

// widest names the page's width and its widest element, for a failure.
const widest = `(() => {
	let w = null;
	for (const e of document.querySelectorAll("body *")) {
		const r = e.getBoundingClientRect();
		const clips = getComputedStyle(e).overflowX !== "visible"; // a box that scrolls its own content
		const right = clips ? r.right : Math.max(r.right, r.left + e.scrollWidth);
		if (!w || right > w.right || right === w.right && e.scrollWidth > e.clientWidth) w = { right: Math.round(right), what: e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (e.className && typeof e.className === "string" ? "." + e.className : "") };
	}
	return { scroll: document.documentElement.scrollWidth, inner: innerWidth, right: w ? w.right : 0, what: w ? w.what : "" };
})()`

type width struct {
	Scroll, Inner, Right int
	What                 string
}

// TestBrowserPhoneWidth opens every kind of page at 390 px: none is wider
// than the screen, so nothing needs a sideways scroll of the whole page.
func TestBrowserPhoneWidth(t *testing.T) {
	ctx := tab(t)
	st, _ := desk(t)
	phone(t, ctx, "light")
	for _, path := range phonePaths(t) {
		if err := chromedp.Do(ctx, chromedp.Navigate(st.url+path), loaded()); err != nil {
			t.Fatalf("opening %s: %v", path, err)
		}
		w, err := chromedp.Run(ctx, chromedp.Evaluate[width](widest))
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s at 390 px: scrollWidth %d, innerWidth %d", path, w.Scroll, w.Inner)
		if w.Inner != 390 || w.Scroll > w.Inner {
			t.Errorf("%s: the page is %d px wide on a %d px screen, want 390 at most (its widest element, %s, ends at %d px)", path, w.Scroll, w.Inner, w.What, w.Right)
		}
	}
}

// contrast is the JavaScript that finds the lowest contrast ratio (WCAG
// 2.1) of the page's visible text against the background drawn behind it,
// and the page's own background's luminance.
const contrast = `(() => {
	const rgb = (s) => s.match(/[\d.]+/g).map(Number);
	const lum = ([r, g, b]) => { const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; }; return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
	const bg = (e) => { for (; e; e = e.parentElement) { const c = rgb(getComputedStyle(e).backgroundColor); if (c.length < 4 || c[3] > 0) return c; } return [255, 255, 255]; };
	let worst = { ratio: 99, what: "" };
	for (const e of document.querySelectorAll("body *")) {
		if (e.closest("svg") || ![...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()) || !e.checkVisibility()) continue;
		const [a, b] = [lum(rgb(getComputedStyle(e).color)), lum(bg(e))];
		const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
		if (ratio < worst.ratio) worst = { ratio, what: e.tagName.toLowerCase() + " " + JSON.stringify(e.textContent.trim().slice(0, 30)) };
	}
	return { page: lum(bg(document.body)), ratio: worst.ratio, what: worst.what };
})()`

// scheme is what contrast finds.
type scheme struct {
	Page  float64 // the luminance of the page's background, 0 to 1
	Ratio float64 // the lowest contrast ratio of a text
	What  string  // the text of the lowest ratio
}

// TestBrowserDarkMode opens every kind of page in the light and the dark
// colour scheme: the page follows the scheme (a light or a dark
// background), and its text keeps a contrast of 4.5:1 or more on both.
func TestBrowserDarkMode(t *testing.T) {
	ctx := tab(t)
	st, _ := desk(t)
	for _, colors := range []string{"light", "dark"} {
		phone(t, ctx, colors)
		for _, path := range phonePaths(t) {
			if err := chromedp.Do(ctx, chromedp.Navigate(st.url+path), loaded()); err != nil {
				t.Fatalf("opening %s: %v", path, err)
			}
			c, err := chromedp.Run(ctx, chromedp.Evaluate[scheme](contrast))
			if err != nil {
				t.Fatal(err)
			}
			if dark := c.Page < 0.1; dark != (colors == "dark") {
				t.Errorf("%s in the %s scheme: the page's background has luminance %.2f", path, colors, c.Page)
			}
			if dir := os.Getenv("SERVE_SCREENSHOTS"); dir != "" {
				if png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)); err == nil {
					os.WriteFile(filepath.Join(dir, colors+strings.ReplaceAll(path, "/", "_")[:min(len(path), 30)]+".png"), png, 0o644)
				}
			}
			if c.Ratio < 4.5 {
				t.Errorf("%s in the %s scheme: %s has a contrast of %.2f:1, want 4.5:1 at least", path, colors, c.What, c.Ratio)
			}
		}
	}
}
