package site

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/crewcard/crewcard/layout/needs"
	fcodec "github.com/crewcard/crewcard/model/fow/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// axeEnv names the file of axe-core's axe.min.js, the accessibility
// checker TestBrowserAxe runs in the pages. .ci/run downloads it from the
// npm registry, pinned by version and checksum; crewcard never loads it.
const axeEnv = "CREWCARD_AXE"

// axeSource returns axe.min.js, or ends t (needs.Missing) without it.
func axeSource(t *testing.T) string {
	t.Helper()
	name := os.Getenv(axeEnv)
	if name == "" {
		needs.Missing(t, "%s is not set: set it to axe-core's axe.min.js, as .ci/run downloads it", axeEnv)
	}
	src, err := os.ReadFile(name)
	if err != nil {
		needs.Missing(t, "%s: %v: set %s to axe-core's axe.min.js, as .ci/run downloads it", axeEnv, err, axeEnv)
	}
	if !bytes.HasPrefix(src, []byte("/*! axe v")) {
		t.Fatalf("%s=%q does not start as axe-core's axe.min.js does (/*! axe v…): download it as .ci/run does", axeEnv, name)
	}
	return string(src)
}

// axeRunJS runs axe with the rules it runs by default and lists each
// violation: its rule, impact and help, and the elements that break it (the
// first eight); it counts the rules passed and lists those axe could not
// decide (to review by hand), with their elements.
const axeRunJS = `axe.run(document).then((r) => ({
	passed: r.passes.length,
	review: r.incomplete.map((v) => v.id + " ×" + v.nodes.length + v.nodes.map((n) => " " + n.target.join(" ") + ": " + (n.failureSummary || "").replace(/\s+/g, " ")).join("")),
	violations: r.violations.map((v) =>
		v.id + " (" + v.impact + "): " + v.help + " [" + v.helpUrl.replace(/\?.*/, "") + "]" +
		v.nodes.slice(0, 8).map((n) => "\n\t\t" + n.target.join(" ") + ": " + (n.failureSummary || "").replace(/\s+/g, " ")).join("") +
		(v.nodes.length > 8 ? "\n\t\tand " + (v.nodes.length - 8) + " more elements" : "")),
}))`

// axeResult is what axeRunJS returns.
type axeResult struct {
	Passed     int      `json:"passed"`
	Review     []string `json:"review"`
	Violations []string `json:"violations"`
}

// axeRun injects axe into the tab's page and runs it there.
func axeRun(t *testing.T, ctx context.Context, axe string) axeResult {
	t.Helper()
	if !eval[bool](t, ctx, `typeof axe === "object"`) {
		eval[bool](t, ctx, axe+"\n;true")
	}
	r, err := chromedp.Run(ctx, chromedp.Evaluate[axeResult](axeRunJS, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("running axe: %v", err)
	}
	if r.Passed < 10 {
		t.Fatalf("axe passed %d rules, want many: did it check the page?", r.Passed)
	}
	return r
}

// axeScreens are the screens the pages are checked on: a phone's and a
// laptop's, in CSS pixels, each in the light and the dark scheme.
var axeScreens = []struct {
	w, h   int64
	scheme string
}{{390, 844, "light"}, {1280, 800, "light"}, {390, 844, "dark"}, {1280, 800, "dark"}}

// screen sizes the tab and sets its colour scheme, "light" or "dark".
func screen(t *testing.T, ctx context.Context, w, h int64, scheme string) {
	t.Helper()
	opts := []chromedp.EmulateViewportOption{chromedp.EmulateScale(1)}
	if w < 600 {
		opts = []chromedp.EmulateViewportOption{chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulatePortrait}
	}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(w, h, opts...)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}}); err != nil {
		t.Fatal(err)
	}
}

// TestBrowserAxe runs axe-core, with every rule it runs by default, in the
// viewer (the start page, empty and with a crew remembered, a scanned
// crew's card and a Flames of War unit's card, their files open), the
// studio (a crew's cards previewed with every print option shown, then a
// file with a problem) and the companion (a game refused, a game knocked
// out with every option shown, the dice left to crewcard, a game recorded),
// at 390 and 1280 CSS pixels wide, in the light and the dark scheme. Any
// violation fails it, whatever its impact; what axe cannot decide is
// logged, to review by hand.
func TestBrowserAxe(t *testing.T) {
	axe := axeSource(t)
	dir := studioSite(t)
	unit, err := fcodec.Encode(unitStates(t)[0])
	if err != nil {
		t.Fatal(err)
	}
	crew := sampleCode(t, "regular-tiger.toml")
	// record records the game and waits for the page's answer.
	record := func(t *testing.T, ctx context.Context) string {
		t.Helper()
		eval[bool](t, ctx, `(delete document.documentElement.dataset.recorded, document.getElementById("record").click(), true)`)
		waitFor(t, ctx, `document.documentElement.dataset.recorded !== undefined`)
		return eval[string](t, ctx, `document.documentElement.dataset.recorded`)
	}
	// Each page is shown in a tab and checked in each of its states.
	pages := []struct {
		name string
		show func(t *testing.T, ctx context.Context, origin string, check func(state string))
	}{
		{"the viewer", func(t *testing.T, ctx context.Context, origin string, check func(string)) {
			open(t, ctx, origin+"/")
			check("its start page")
			open(t, ctx, origin+"/"+crew)
			waitFor(t, ctx, `document.getElementById("result").checkVisibility()`)
			eval[bool](t, ctx, `(document.querySelectorAll("#result > details").forEach((d) => d.open = true), true)`)
			check("a crew's card, its file and JSON open")
			open(t, ctx, origin+"/"+saved.Text(unit))
			waitFor(t, ctx, `document.getElementById("other").checkVisibility()`)
			eval[bool](t, ctx, `(document.querySelectorAll("#other details").forEach((d) => d.open = true), true)`)
			check("a unit's card, its file open")
			open(t, ctx, origin+"/")
			check("the start page with the crew remembered")
		}},
		{"the studio", func(t *testing.T, ctx context.Context, origin string, check func(string)) {
			if err := chromedp.Do(ctx, chromedp.Navigate(origin+"/studio.html"),
				chromedp.Poll[chromedp.Void](pageReady, chromedp.WithPollingTimeout(90*time.Second))); err != nil {
				t.Fatalf("the studio did not start: %v", err)
			}
			eval[bool](t, ctx, `(() => {
				document.getElementById("sample").value = "regular-tiger.toml";
				document.getElementById("add-sample").click();
				document.getElementById("more-opts").open = true;
				return true;
			})()`)
			waitFor(t, ctx, `!document.getElementById("download").disabled && document.querySelectorAll("#cards img").length >= 2 &&
				[...document.querySelectorAll("#cards img")].every((i) => i.complete && i.naturalWidth > 0)`)
			check("a crew's cards previewed, every print option shown")
			typeText(t, ctx, "bogus = 1\n")
			waitFor(t, ctx, `document.querySelectorAll("#problems li").length > 0`)
			check("a file with a problem")
		}},
		{"the companion", func(t *testing.T, ctx context.Context, origin string, check func(string)) {
			open(t, ctx, origin+"/"+crew)
			if r := record(t, ctx); r != "failed" {
				t.Fatalf("a game with nothing ticked is recorded (%s), want it refused", r)
			}
			check("a game refused")
			eval[bool](t, ctx, `(() => {
				document.getElementById("kill-points").value = "100";
				document.getElementById("kill-form").requestSubmit();
				document.querySelector("#crew-rows li.held input.tick").click();
				document.getElementById("outcome-knocked-out").click();
				document.getElementById("opt-set-upgrades").click();
				document.querySelectorAll("#game details").forEach((d) => d.open = true);
				return true;
			})()`)
			check("a game knocked out, every option shown")
			eval[bool](t, ctx, `(document.getElementById("opt-roll").click(), true)`)
			check("the dice rolled by crewcard")
			if r := record(t, ctx); r == "failed" || r == "missing" {
				t.Fatalf("recording the game: %s: %s", r, shown(t, ctx, "record-problem"))
			}
			eval[bool](t, ctx, `(document.querySelectorAll("#game details").forEach((d) => d.open = true), true)`)
			check("a game recorded")
		}},
	}
	for _, sc := range axeScreens {
		for _, p := range pages {
			t.Run(fmt.Sprintf("%d-%s/%s", sc.w, sc.scheme, p.name), func(t *testing.T) {
				ctx, origin := ownTab(t, dir)
				screen(t, ctx, sc.w, sc.h, sc.scheme)
				p.show(t, ctx, origin, func(state string) {
					t.Helper()
					r := axeRun(t, ctx, axe)
					at := fmt.Sprintf("%s (%s) at %d px, %s", p.name, state, sc.w, sc.scheme)
					t.Logf("%s: axe passes %d rules; to review by hand: %q", at, r.Passed, r.Review)
					if v := r.Violations; len(v) > 0 {
						t.Errorf("axe finds %d violations in %s:\n\t%s", len(v), at, strings.Join(v, "\n\t"))
					}
				})
			})
		}
	}
}
