package site

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model/saved"
)

// sampleCode returns the code that the card of a sample carries.
func sampleCode(t *testing.T, name string) string {
	t.Helper()
	return strings.TrimPrefix(sampleLink(t, name, saved.DefaultBase), saved.DefaultBase)
}

// sampleLink returns the link that the card of a sample carries below
// base.
func sampleLink(t *testing.T, name, base string) string {
	t.Helper()
	path := filepath.Join("../../../samples", name)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc, errs := system.Check(path, src)
	if errs.Err() != nil {
		t.Fatal(errs)
	}
	c, err := doc.Card(0, base)
	if err != nil {
		t.Fatal(err)
	}
	return c.View.QR
}

// phone makes the tab a phone's screen, 390 × 844 CSS pixels.
func phone(t *testing.T, ctx context.Context) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulatePortrait)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "light"}}}); err != nil {
		t.Fatal(err)
	}
}

// paste puts text into the paste box and presses Open. It asks the page
// itself: chromedp's node queries may miss a new document's nodes when the
// machine is busy.
func paste(t *testing.T, ctx context.Context, text string) {
	t.Helper()
	eval[bool](t, ctx, `(() => {
		document.getElementById("code-input").value = `+jsString(text)+`;
		document.querySelector('#paste button[type="submit"]').click();
		return true;
	})()`)
}

// TestBrowserDamagedShowsCode opens a damaged code: the page names the code
// it read, to check against the card letter by letter.
func TestBrowserDamagedShowsCode(t *testing.T) {
	ctx := newTab(t)
	code := crewCodes(t, 1)[0]
	damaged := code[:10] + map[bool]string{true: "R", false: "Q"}[code[10] == 'Q'] + code[11:]
	for _, where := range []string{"/" + damaged, "/C/" + strings.ToLower(damaged) + "/", "/#" + damaged} {
		open(t, ctx, where)
		if got := shown(t, ctx, "problem"); !strings.Contains(got, "damaged") || !strings.Contains(got, damaged) {
			t.Errorf("%s: the page says %q; want it damaged, with the code read, %s", where, got, damaged)
		}
	}
}

// TestBrowserFileName names the downloaded file after the crew: accents
// dropped from their letters, not turned into dashes.
func TestBrowserFileName(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "/")
	for _, tc := range []struct{ name, want string }{
		{"Mort-Homme (2ème DB)", "mort-homme-2eme-db.toml"},
		{"Panzerbüchse Ærø Straße", "panzerbuchse-aero-strasse.toml"},
		{"Т-34/85", "т-34-85.toml"},
		{"Œuvre ﬁne Łódź", "oeuvre-fine-lodz.toml"},
		{"  ★ ", "crewcard.toml"},
		{strings.Repeat("Long name ", 8), "long-name-long-name-long-name-long-name.toml"},
	} {
		if got := eval[string](t, ctx, `crewcard.fileName(`+jsString(tc.name)+`)`); got != tc.want {
			t.Errorf("fileName(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestBrowserPasteWithSpaces pastes a code and a link broken by spaces and
// line breaks, as chat apps wrap them: the crew shows.
func TestBrowserPasteWithSpaces(t *testing.T) {
	ctx := newTab(t)
	code := crewCodes(t, 1)[0]
	name := crewName(t, code)
	for _, in := range []string{
		code[:20] + " " + code[20:40] + "\n" + code[40:],
		"  " + strings.ToLower(code[:8]) + "\t" + code[8:] + " ",
		"HTTPS://CREWCARD.GITHUB.IO/" + code[:30] + "\r\n" + code[30:],
	} {
		open(t, ctx, "/")
		paste(t, ctx, in)
		waitShown(t, ctx, "front-name", name)
		if got := eval[string](t, ctx, `location.hash`); got != "#"+code {
			t.Errorf("paste %q: the address ends in %q, want #%s", in, got, code)
		}
	}
}

// TestBrowserEmptyOpen presses Open on an empty box: the page says what
// to do.
func TestBrowserEmptyOpen(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "/")
	for _, in := range []string{"", "   "} {
		paste(t, ctx, in)
		waitShown(t, ctx, "problem", "Paste")
	}
}

// TestBrowserErrorClearsAddress shows a crew, then pastes a code that does
// not open: the address no longer holds the crew's code, so a reload or a
// shared link shows the error, not the crew before it.
func TestBrowserErrorClearsAddress(t *testing.T) {
	ctx := newTab(t)
	codes := crewCodes(t, 2)
	name := crewName(t, codes[0])
	damaged := codes[1][:10] + map[bool]string{true: "R", false: "Q"}[codes[1][10] == 'Q'] + codes[1][11:]
	_, msg := goDecode(damaged)
	for _, where := range []string{"/#" + codes[0], "/C/" + codes[0], "/" + codes[0] + "#" + codes[0]} {
		open(t, ctx, where)
		waitShown(t, ctx, "front-name", name)
		paste(t, ctx, damaged)
		waitShown(t, ctx, "problem", msg)
		addr := eval[string](t, ctx, `location.href`)
		if err := chromedp.Do(ctx, chromedp.Reload(), ready()); err != nil {
			t.Fatal(err)
		}
		if got := shown(t, ctx, "front-name"); got != "" {
			t.Errorf("%s, then a damaged code: the address %s shows %q once reloaded, want the error", where, addr, got)
		}
		if got := shown(t, ctx, "problem"); !strings.Contains(got, msg) {
			t.Errorf("%s, then a damaged code: the address %s says %q once reloaded, want %q", where, addr, got, msg)
		}
	}
}

// overflow is the JavaScript that lists what a phone cannot see without a
// sideways scroll: the page wider than the screen, or a box whose content
// overflows it without a visible cue (the class "scroll-cue").
const overflow = `(() => {
	const out = [];
	if (document.documentElement.scrollWidth > innerWidth || innerWidth !== 390) out.push("the page is " + document.documentElement.scrollWidth + " px wide on a " + innerWidth + " px screen");
	for (const e of document.querySelectorAll("main *")) {
		if (!e.checkVisibility() || e.scrollWidth <= e.clientWidth + 1 || getComputedStyle(e).overflowX === "visible") continue;
		if (e.closest("details:not([open])") || e.tagName === "PRE" || e.clientWidth <= 1) continue; // closed, code, or only for screen readers
		out.push(e.tagName.toLowerCase() + "." + e.className + " hides " + (e.scrollWidth - e.clientWidth) + " px sideways");
	}
	return out;
})()`

// TestBrowserPhoneUnits opens every Flames of War sample at 390 px: their
// weapons' tables fit the screen, nothing scrolls sideways.
func TestBrowserPhoneUnits(t *testing.T) {
	ctx := newTab(t)
	phone(t, ctx)
	names, _ := filepath.Glob("../../../samples/fow-*.toml")
	if len(names) == 0 {
		t.Fatal("no Flames of War samples")
	}
	for _, name := range names {
		code := sampleCode(t, filepath.Base(name))
		if code == "" {
			continue // a force's card carries no code; its units are samples of their own
		}
		open(t, ctx, "/"+code)
		if got := shown(t, ctx, "other"); !strings.Contains(got, "Firepower") {
			t.Fatalf("%s: the page shows no weapons: %.200q", name, got)
		}
		for _, o := range eval[[]string](t, ctx, overflow) {
			t.Errorf("%s at 390 px: %s", filepath.Base(name), o)
		}
		// a weapon is one box of labelled lines, not a stack of boxed cells
		if got := eval[[]string](t, ctx, `[...document.querySelectorAll(".weapons td, .weapons tbody th")].map((c) => getComputedStyle(c).display + " " + getComputedStyle(c).borderTopWidth).filter((s) => s !== "block 0px")`); len(got) > 0 {
			t.Errorf("%s at 390 px: %d weapon cells are not borderless lines: %q", filepath.Base(name), len(got), got[0])
		}
	}
}

// TestBrowserPhoneCrewFirst opens a crew and a unit at 390 px: once shown,
// it starts near the top of the screen, not below the intro and the paste
// box, and the box to open another code is still on the page.
func TestBrowserPhoneCrewFirst(t *testing.T) {
	ctx := newTab(t)
	phone(t, ctx)
	for _, tc := range []struct{ sample, heading string }{
		{"veteran-campaign-sherman.toml", "#front-name"},
		{"fow-tiger-tank-unit.toml", "#other h2"},
	} {
		open(t, ctx, "/"+sampleCode(t, tc.sample))
		top := eval[float64](t, ctx, `document.querySelector(`+jsString(tc.heading)+`).getBoundingClientRect().top + scrollY`)
		t.Logf("%s at 390 px: its name is %.0f px from the top", tc.sample, top)
		if top > 120 {
			t.Errorf("%s at 390 px: the name starts %.0f px down, want 120 at most", tc.sample, top)
		}
		if !eval[bool](t, ctx, `document.getElementById("code-input").checkVisibility()`) {
			t.Errorf("%s: the box to open another code is gone", tc.sample)
		}
		for _, o := range eval[[]string](t, ctx, overflow) {
			t.Errorf("%s at 390 px: %s", tc.sample, o)
		}
	}
	// With nothing shown, the page starts with what it is and the box.
	open(t, ctx, "/")
	if got := shown(t, ctx, "intro"); !strings.Contains(got, "QR code") {
		t.Errorf("the empty page's intro says %q", got)
	}
}
