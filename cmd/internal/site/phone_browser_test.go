package site

import (
	"compress/gzip"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// rectBox is an element's rectangle on the page, in CSS pixels.
type rectBox struct{ Top, Bottom, Left, Right, Width float64 }

// boxes measures the editor and the first card's face (getBoundingClientRect).
func boxes(t *testing.T, ctx context.Context) (editor, card rectBox) {
	t.Helper()
	b := eval[[]rectBox](t, ctx, `["#editor", "#cards img"].map((s) => {
		const r = document.querySelector(s).getBoundingClientRect();
		return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width };
	})`)
	return b[0], b[1]
}

// TestBrowserStudioPhone opens a crew in the studio and measures it: on a
// phone (390 × 844) its cards show right under the editor (only the
// summary between), as wide as the screen allows; at 1280 px, beside the
// editor. The editor wraps a long line rather than scrolling sideways, and
// a problem's button still selects its line, past the long one (issue 34:
// the cards were 1,350 px below the editor and 256 px wide on a phone).
func TestBrowserStudioPhone(t *testing.T) {
	dir := studioSite(t)
	ctx := openStudio(t, dir)
	tiger := string(mustRead(t, "../../../samples/regular-tiger.toml"))
	long := "# " + strings.Repeat("a long comment, ", 20) + "the end\n"
	typed := long + tiger
	addSample(t, ctx, "regular-tiger.toml")
	waitFor(t, ctx, `document.getElementById("summary").textContent.startsWith("regular-tiger.toml: ")`)
	typeText(t, ctx, typed)
	faces := `document.querySelectorAll("#problems li").length === 0 && document.querySelectorAll("#cards img").length >= 2 &&
		[...document.querySelectorAll("#cards img")].every((i) => i.complete && i.naturalWidth > 0)`
	waitFor(t, ctx, faces)

	phone(t, ctx)
	waitFor(t, ctx, `window.innerWidth === 390`)
	// with the rarer print options folded, then unfolded
	for _, more := range []bool{false, true} {
		eval[bool](t, ctx, fmt.Sprintf(`(document.getElementById("more-opts").open = %t, true)`, more))
		ed, card := boxes(t, ctx)
		t.Logf("at 390 px, more print options shown %t: the editor %+v, the first card %+v: %.0f px under the editor, %.0f px wide",
			more, ed, card, card.Top-ed.Bottom, card.Width)
		// below the editor, the summary (a few lines) and no problem
		if card.Top < ed.Bottom || card.Top-ed.Bottom > 200 {
			t.Errorf("at 390 px the first card is %.0f px under the editor, want under it by at most 200 px (the summary's)", card.Top-ed.Bottom)
		}
		if card.Width < 300 {
			t.Errorf("at 390 px the first card is %.0f px wide, want at least 300", card.Width)
		}
	}
	if sw, cw := eval[int](t, ctx, `document.getElementById("editor").scrollWidth`), eval[int](t, ctx, `document.getElementById("editor").clientWidth`); sw > cw {
		t.Errorf("at 390 px the editor scrolls sideways: %d px of text in %d px; want long lines wrapped", sw, cw)
	}
	if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("at 390 px the studio is %d px wide", w)
	}

	// A problem past the long line: its button selects its line.
	bogus := `bogus = "` + strings.Repeat("x", 120) + `"`
	typeText(t, ctx, typed+bogus+"\n")
	line := strings.Count(typed, "\n") + 1
	at := fmt.Sprintf(`#problems li[data-line="%d"] button.where`, line)
	waitFor(t, ctx, fmt.Sprintf(`document.querySelector(%q) !== null`, at))
	eval[bool](t, ctx, fmt.Sprintf(`(document.querySelector(%q).click(), true)`, at))
	sel := `(() => { const e = document.activeElement; return e.id === "editor" ? e.value.slice(e.selectionStart, e.selectionEnd) : "focus on " + e.outerHTML.slice(0, 80); })()`
	if got := eval[string](t, ctx, sel); got != bogus {
		t.Errorf("the problem at line %d selects %q, want its line %q", line, got, bogus)
	}

	typeText(t, ctx, typed)
	waitFor(t, ctx, faces)

	// A screen 800 px wide: the cards right under the editor, in its column.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(800, 1000)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `window.innerWidth === 800`)
	ed, card := boxes(t, ctx)
	t.Logf("at 800 px: the editor %+v, the first card %+v", ed, card)
	if card.Top < ed.Bottom || card.Top-ed.Bottom > 200 || card.Left < ed.Left-1 {
		t.Errorf("at 800 px the first card (%+v) is not right under the editor (%+v)", card, ed)
	}
	if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > 800 {
		t.Errorf("at 800 px the studio is %d px wide", w)
	}

	// A screen 1280 px wide: the cards beside the editor.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `window.innerWidth === 1280`)
	ed, card = boxes(t, ctx)
	t.Logf("at 1280 px: the editor %+v, the first card %+v", ed, card)
	if card.Left < ed.Right || card.Top >= ed.Bottom {
		t.Errorf("at 1280 px the first card (%+v) is not beside the editor (%+v)", card, ed)
	}
	if ed.Width < 400 {
		t.Errorf("at 1280 px the editor is %.0f px wide, want at least 400", ed.Width)
	}
}

// TestBrowserStudioOptionsKept sets print options in the studio, then
// opens it again in a fresh page: the options are as they were, and the
// command line and the PDF follow them. A kept value the page no longer
// offers (a card size gone, a number no longer one, a field gone) is
// dropped without a word, and the others stay.
func TestBrowserStudioOptionsKept(t *testing.T) {
	dir := studioSite(t)
	bin := crewcardBin(t)
	ctx, origin := ownTab(t, dir)
	if err := chromedp.Do(ctx, chromedp.Navigate(origin+"/studio.html")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, pageReady)
	addSample(t, ctx, "regular-tiger.toml")
	setOptions(t, ctx, `[["opt-card", "custom"], ["opt-card-w", "60"], ["opt-card-h", "90"], ["opt-sheet", "letter"], ["opt-ink", "low"],
		["opt-bleed", "3"], ["opt-cut", "lines"], ["opt-summary", false], ["opt-link-base", "HTTPS://CLUB.EXAMPLE/CREWS/"]]`)
	const command = "crewcard render -o regular-tiger.pdf --card 60x90 --sheet letter --ink low --bleed 3 --cut lines --no-summary --link-base HTTPS://CLUB.EXAMPLE/CREWS/ regular-tiger.toml"
	waitFor(t, ctx, `document.getElementById("command").textContent === `+jsString(command)+` && !document.getElementById("download").disabled`)
	fields := `[...document.querySelectorAll(".studio-print select, .studio-print input")].map((e) => e.id + "=" + (e.type === "checkbox" ? e.checked : e.value)).join(" ")`
	want := eval[string](t, ctx, fields)

	// A fresh page, the same browser: the options as they were.
	again, cancel := chromedp.NewContext(browser.ctx)
	defer cancel()
	if err := chromedp.Do(again, chromedp.Navigate(origin+"/studio.html")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, again, pageReady)
	if got := eval[string](t, again, fields); got != want {
		t.Errorf("a fresh page's print options:\n%s\nwant those set before:\n%s", got, want)
	}
	waitFor(t, again, `document.getElementById("command").textContent === `+jsString(command)+` && !document.getElementById("download").disabled`)
	if !shownOK(t, again, "card-size") {
		t.Error("the card's width and height, kept, are hidden")
	}
	saved := downloadTo(t, again)
	eval[bool](t, again, `(document.getElementById("download").click(), true)`)
	if got, want := waitDownload(t, filepath.Join(saved, "regular-tiger.pdf")), renderAsShown(t, bin, command, mustRead(t, "../../../samples/regular-tiger.toml"))["regular-tiger.pdf"]; string(got) != string(want) {
		t.Errorf("%s: the studio's PDF (%d bytes) is not crewcard render's (%d bytes)", command, len(got), len(want))
	}

	// Values no longer valid: dropped, the rest kept, nothing said.
	eval[bool](t, again, `(() => {
		const k = Object.keys(localStorage).find((k) => k.startsWith("crewcard-studio-options"));
		const o = JSON.parse(localStorage.getItem(k));
		Object.assign(o, { "opt-card": "tarot", "opt-margin": "wide", "opt-summary": "yes", "opt-gone": "x" });
		localStorage.setItem(k, JSON.stringify(o));
		return true;
	})()`)
	if err := chromedp.Do(again, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, again, pageReady)
	const dropped = "crewcard render -o regular-tiger.pdf --sheet letter --ink low --bleed 3 --cut lines --link-base HTTPS://CLUB.EXAMPLE/CREWS/ regular-tiger.toml"
	waitFor(t, again, `document.getElementById("command").textContent === `+jsString(dropped)+` && !document.getElementById("download").disabled`)
	if s, e := shown(t, again, "status"), shown(t, again, "opt-error"); s != "" || e != "" {
		t.Errorf("kept values no longer valid: the page says %q, %q", s, e)
	}

	// Storage that is not the page's: ignored.
	eval[bool](t, again, `(Object.keys(localStorage).filter((k) => k.startsWith("crewcard-studio-options")).forEach((k) => localStorage.setItem(k, "{")), true)`)
	if err := chromedp.Do(again, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, again, pageReady+` && document.getElementById("command").textContent === "crewcard render -o regular-tiger.pdf regular-tiger.toml"`)
}

// slowWasm serves the site at dir, studio.wasm held after its first
// quarter until the test closes release, the rest then in small pieces:
// with its length, without it (chunked), or gzip-compressed, its length
// the compressed one, as a static host may serve it.
func slowWasm(t *testing.T, dir, how string, release <-chan struct{}) string {
	t.Helper()
	wasm := mustRead(t, filepath.Join(dir, StudioWasm))
	body := wasm
	if how == "gzip" {
		var b strings.Builder
		z := gzip.NewWriter(&b)
		z.Write(wasm)
		z.Close()
		body = []byte(b.String())
	}
	site := pagesHandler(dir)
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/"+StudioWasm {
			site.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/wasm")
		if how != "chunked" {
			w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		}
		if how == "gzip" {
			w.Header().Set("Content-Encoding", "gzip")
		}
		flush := http.NewResponseController(w).Flush
		w.Write(body[:len(body)/4])
		flush()
		select {
		case <-release:
		case <-r.Context().Done():
			return
		}
		const pieces = 12
		rest := body[len(body)/4:]
		for i := range pieces {
			w.Write(rest[i*len(rest)/pieces : (i+1)*len(rest)/pieces])
			flush()
		}
	}))
	t.Cleanup(host.Close)
	return host.URL
}

// TestBrowserStudioLoading serves studio.wasm slowly, held after its first
// quarter: the status line, a live region, tells how much has come (of
// how much, when the host says it), and changes as more comes. A file
// opened then, through the file picker and by a drop, is listed at once and
// checked once the Go code is ready; the samples, which come with that
// code, are disabled until then, and say why (issue 34: an Add tapped
// before the studio was ready was lost, and nothing showed progress).
func TestBrowserStudioLoading(t *testing.T) {
	dir := studioSite(t)
	jeep, err := filepath.Abs("../../../samples/unarmed-jeep.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, how := range []string{"length", "chunked", "gzip"} {
		t.Run(how, func(t *testing.T) {
			release := make(chan struct{})
			origin := slowWasm(t, dir, how, release)
			ctx, cancel := chromedp.NewContext(browser.ctx)
			defer cancel()
			// every text the status line shows, from the page's start
			if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `
				globalThis.statusTexts = [];
				document.addEventListener("DOMContentLoaded", () => {
					const s = document.getElementById("status");
					statusTexts.push(s.textContent);
					new MutationObserver(() => statusTexts.push(s.textContent)).observe(s, { childList: true, characterData: true, subtree: true });
				});`}); err != nil {
				t.Fatal(err)
			}
			if err := chromedp.Do(ctx, chromedp.Navigate(origin+"/studio.html")); err != nil {
				t.Fatal(err)
			}
			progress := `/\d.*MB/.test(document.getElementById("status").textContent)`
			waitFor(t, ctx, progress)
			first := shown(t, ctx, "status")
			if live := eval[string](t, ctx, `(() => { const s = document.getElementById("status"); return s.getAttribute("role") + " " + s.getAttribute("aria-live"); })()`); live != "status polite" {
				t.Errorf("the status line is %q, want a polite live region", live)
			}
			if how == "gzip" && strings.Contains(first, " of ") {
				t.Errorf("gzip-compressed, the status says %q: its Content-Length counts the bytes compressed, not those read", first)
			}
			if how == "length" && !strings.Contains(first, " of ") {
				t.Errorf("with its length known the status says %q, want how much of it has come", first)
			}

			// Before the Go code is ready: a file opened, a file dropped.
			if err := chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.ID("open"), []string{jeep})); err != nil {
				t.Fatal(err)
			}
			names := `[...document.querySelectorAll("#files .file-name")].map((b) => b.textContent).join(" ")`
			waitFor(t, ctx, names+` === "unarmed-jeep.toml"`)
			eval[bool](t, ctx, `(() => {
				const dt = new DataTransfer();
				dt.items.add(new File([`+jsString(string(mustRead(t, jeep)))+`], "dropped-jeep.toml"));
				document.body.dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
				return true;
			})()`)
			waitFor(t, ctx, names+` === "unarmed-jeep.toml dropped-jeep.toml"`)
			if eval[string](t, ctx, `document.documentElement.dataset.ready ?? ""`) != "" {
				t.Fatal("the studio is ready before its WebAssembly has come")
			}
			if got := eval[string](t, ctx, `(() => { const s = document.getElementById("sample"); return s.disabled + " " + document.getElementById("add-sample").disabled + " " + s.selectedOptions[0].textContent; })()`); !strings.HasPrefix(got, "true true ") || !strings.Contains(got, "loading") {
				t.Errorf("before the studio is ready its samples are %q, want disabled, saying they are loading", got)
			}

			close(release)
			waitFor(t, ctx, pageReady)
			mark := func(name string) string {
				return fmt.Sprintf(`[...document.querySelectorAll("#files li")].find((li) => li.querySelector(".file-name").textContent === %q)?.querySelector(".file-mark").textContent`, name)
			}
			waitFor(t, ctx, names+` === "unarmed-jeep.toml dropped-jeep.toml" && `+mark("unarmed-jeep.toml")+` === "✓" && `+mark("dropped-jeep.toml")+` === "✓" && document.getElementById("summary").textContent.startsWith("dropped-jeep.toml: ")`)
			if got := eval[string](t, ctx, `(() => { const s = document.getElementById("sample"); return s.disabled + " " + document.getElementById("add-sample").disabled + " " + s.options.length; })()`); got == "" || strings.HasPrefix(got, "true") || strings.Contains(got, " true ") {
				t.Errorf("once ready the samples are %q, want enabled", got)
			}
			texts := eval[[]string](t, ctx, `statusTexts`)
			seen := map[string]bool{}
			for _, s := range texts {
				if strings.Contains(s, "MB") {
					seen[s] = true
				}
			}
			t.Logf("the status said %q", texts)
			if len(seen) < 2 {
				t.Errorf("while the studio loaded its status said %q, want at least two texts of progress", texts)
			}
			// the files opened are kept for the next visit
			if n := eval[int](t, ctx, `Object.keys(localStorage).filter((k) => k.startsWith("crewcard-studio-file:")).length`); n != 2 {
				t.Errorf("the browser keeps %d files, want the 2 opened", n)
			}
		})
	}
}
