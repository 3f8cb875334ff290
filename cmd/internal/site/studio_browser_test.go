package site

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/layout/pdf/pdftest"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	cdpinput "github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/crewcard/crewcard/layout/needs"
)

// buildStudio builds the studio's WebAssembly modules and their loader
// into a folder, as .ci/studio does. It skips when Go cannot build for
// js/wasm here, except under CI=true, where it fails.
func buildStudio(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for name, pkg := range map[string]string{StudioWasm: "../studio/wasm", ImportWasm: "../studio/importwasm"} {
		cmd := exec.Command("go", "build", "-trimpath", "-o", filepath.Join(dir, name), pkg)
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		if out, err := cmd.CombinedOutput(); err != nil {
			needs.Missing(t, "building the studio's WebAssembly (%s) failed: %v\n%s", name, err, out)
		}
	}
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		needs.Missing(t, "go env GOROOT failed: %v", err)
	}
	var loader []byte
	for _, p := range []string{"lib/wasm", "misc/wasm"} { // Go 1.24 moved it to lib
		if loader, err = os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), p, StudioExec)); err == nil {
			break
		}
	}
	if err != nil {
		needs.Missing(t, "the Go toolchain has no %s: %v", StudioExec, err)
	}
	if err := os.WriteFile(filepath.Join(dir, StudioExec), loader, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestBrowserStudio serves the site with the studio built in, opens the
// studio, adds a sample crew and sees its summary; breaks a line and sees
// the problem at that line; mends it and sees its cards; then downloads the
// PDF with some print options: it is the PDF `crewcard render` writes for
// the same file and options, byte for byte. Then a force and its units: an
// edit of a unit makes the force illegal too.
func TestBrowserStudio(t *testing.T) {
	dir := studioSite(t)
	bin := crewcardBin(t)
	ctx, origin := ownTab(t, dir)
	downloads := t.TempDir()
	if _, err := chromedp.Call(ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads}); err != nil {
		t.Fatal(err)
	}

	start := time.Now()
	if err := chromedp.Do(ctx, chromedp.Navigate(origin+"/studio.html"),
		chromedp.Poll[chromedp.Void](pageReady, chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Fatalf("the studio did not start: %v (status %q)", err, shown(t, ctx, "status"))
	}
	t.Logf("the studio started in %v (%s ms from the page's script to the Go code's answer)", time.Since(start).Round(time.Millisecond),
		eval[string](t, ctx, `document.documentElement.dataset.loadMs`))

	// A sample, added: its summary is check -v's line.
	tiger, err := os.ReadFile("../../../samples/regular-tiger.toml")
	if err != nil {
		t.Fatal(err)
	}
	addSample(t, ctx, "regular-tiger.toml")
	waitFor(t, ctx, `document.getElementById("summary").textContent !== ""`)
	if got, want := shown(t, ctx, "summary"), checkV(t, bin, "regular-tiger.toml", tiger); got != want {
		t.Errorf("summary %q, want check -v's %q", got, want)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#problems li").length`); n != 0 {
		t.Errorf("the sample shows %d problems: %s", n, shown(t, ctx, "problems"))
	}

	// A driver's skill given to the gunner: the problem at its line.
	lines := strings.Split(string(tiger), "\n")
	at := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "gunner = ") {
			at = i
		}
	}
	if at < 0 {
		t.Fatal("regular-tiger.toml has no gunner line")
	}
	broken := append([]string(nil), lines...)
	broken[at] = `gunner = ["Lead Foot"]`
	typeText(t, ctx, strings.Join(broken, "\n"))
	waitFor(t, ctx, fmt.Sprintf(`document.querySelector('#problems li[data-line="%d"]') !== null`, at+1))
	problem := eval[string](t, ctx, fmt.Sprintf(`document.querySelector('#problems li[data-line="%d"]').textContent`, at+1))
	if !strings.HasPrefix(problem, fmt.Sprintf("line %d: ", at+1)) || !strings.Contains(problem, "Lead Foot") {
		t.Errorf("problem %q, want one at line %d naming Lead Foot", problem, at+1)
	}
	if eval[bool](t, ctx, `!document.getElementById("download").disabled`) || shown(t, ctx, "summary") != "" {
		t.Errorf("a file with a problem may be downloaded, or keeps its summary")
	}

	// Mended, with poker cards in low ink on Letter: its faces show.
	typeText(t, ctx, string(tiger))
	eval[bool](t, ctx, `(() => {
		for (const [id, v] of [["opt-card", "poker"], ["opt-ink", "low"], ["opt-sheet", "letter"]]) {
			const s = document.getElementById(id);
			s.value = v;
			s.dispatchEvent(new Event("change"));
		}
		return true;
	})()`)
	waitFor(t, ctx, `!document.getElementById("download").disabled && document.querySelectorAll("#cards img").length >= 2 &&
		[...document.querySelectorAll("#cards img")].every((i) => i.complete && i.naturalWidth > 0)`)

	// The PDF, downloaded: render's, byte for byte.
	eval[bool](t, ctx, `(document.getElementById("download").click(), true)`)
	got := waitDownload(t, filepath.Join(downloads, "regular-tiger.pdf"))
	command := shown(t, ctx, "command")
	if want := "crewcard render -o regular-tiger.pdf --card poker --sheet letter --ink low regular-tiger.toml"; command != want {
		t.Errorf("the page names the command %q, want %q", command, want)
	}
	want := renderCLI(t, bin, tiger, "--card", "poker", "--sheet", "letter", "--ink", "low")
	if !bytes.HasPrefix(got, []byte("%PDF-")) || !bytes.Equal(got, want) {
		t.Errorf("the studio's PDF (%d bytes, %.8q) is not crewcard render's (%d bytes)", len(got), got, len(want))
	}
	pdfTools(t, got, "Tiger 131")
	if n := eval[int](t, ctx, `Object.keys(localStorage).filter((k) => k.startsWith("crewcard-studio-file:")).length`); n != 1 {
		t.Errorf("the browser keeps %d files, want the one open", n)
	}

	// The other print options, as the page offers them: the page names the
	// command line, and the PDFs it saves are the ones `crewcard render`
	// writes for that very line, the backs' too when they go apart.
	eval[bool](t, ctx, `(document.getElementById("more-opts").open = true)`)
	for _, tc := range []struct {
		fields  string // [id, value] pairs, as JavaScript
		command string
		docs    []string
	}{
		{`[["opt-sheet", "none"], ["opt-bleed", "3"], ["opt-cut", "none"]]`,
			"crewcard render -o regular-tiger.pdf --sheet none --bleed 3 --cut none regular-tiger.toml", []string{"regular-tiger.pdf"}},
		{`[["opt-card", "custom"], ["opt-card-w", "60"], ["opt-card-h", "90"], ["opt-backs", "separate"], ["opt-flip", "short"],
			["opt-back-x", "1"], ["opt-back-y", "-0.5"], ["opt-margin", "7"], ["opt-summary", false]]`,
			"crewcard render -o regular-tiger.pdf --card 60x90 --backs separate --margin 7 --flip short --back-offset 1,-0.5 --no-summary regular-tiger.toml",
			[]string{"regular-tiger.pdf", "regular-tiger-backs.pdf"}},
		{`[["opt-sheet", "custom"], ["opt-sheet-w", "320"], ["opt-sheet-h", "210.5"], ["opt-ink", "low"], ["opt-cut", "lines"],
			["opt-back-y", "2"], ["opt-link-base", "HTTPS://CLUB.EXAMPLE/CREWS/"]]`,
			"crewcard render -o regular-tiger.pdf --sheet 320x210.5 --ink low --cut lines --back-offset 0,2 --link-base HTTPS://CLUB.EXAMPLE/CREWS/ regular-tiger.toml",
			[]string{"regular-tiger.pdf"}},
	} {
		setOptions(t, ctx, tc.fields)
		waitFor(t, ctx, `document.getElementById("command").textContent === `+jsString(tc.command)+
			` && document.getElementById("opt-error").hidden && !document.getElementById("download").disabled`)
		dir := downloadTo(t, ctx)
		eval[bool](t, ctx, `(document.getElementById("download").click(), true)`)
		want := renderAsShown(t, bin, tc.command, tiger)
		if len(want) != len(tc.docs) {
			t.Errorf("%s writes %d PDFs, want %d", tc.command, len(want), len(tc.docs))
		}
		for _, name := range tc.docs {
			got := waitDownload(t, filepath.Join(dir, name))
			if !bytes.Equal(got, want[name]) {
				t.Errorf("%s: the studio's %s (%d bytes) is not crewcard render's (%d bytes)", tc.command, name, len(got), len(want[name]))
			}
		}
		waitFor(t, ctx, `[...document.querySelectorAll("#docs a")].map((a) => a.textContent).join(" ") === `+jsString(strings.Join(tc.docs, " ")))
		if entries, _ := os.ReadDir(dir); len(entries) != len(tc.docs) {
			t.Errorf("%s: the studio saved %d files, want %d", tc.command, len(entries), len(tc.docs))
		}
	}

	// A value render refuses: its error, and no download.
	for _, tc := range []struct{ fields, flags string }{
		{`[["opt-bleed", "50"]]`, "--bleed 50"},
		{`[["opt-card", "custom"], ["opt-card-w", "10"], ["opt-card-h", "90"]]`, "--card 10x90"},
		{`[["opt-sheet", "none"], ["opt-cut", "lines"]]`, "--sheet none --cut lines"},
		{`[["opt-back-x", "-20.5"]]`, "--back-offset -20.5,0"},
		{`[["opt-margin", "51"]]`, "--margin 51"},
	} {
		setOptions(t, ctx, tc.fields)
		want := renderError(t, bin, tiger, strings.Fields(tc.flags)...)
		command := "crewcard render -o regular-tiger.pdf " + tc.flags + " regular-tiger.toml"
		if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`document.getElementById("command").textContent === `+jsString(command)+
			` && !document.getElementById("opt-error").hidden && document.getElementById("download").disabled && document.querySelectorAll("#cards img").length === 0 &&
			document.getElementById("opt-error").textContent === `+jsString(want), chromedp.WithPollingTimeout(20*time.Second))); err != nil {
			t.Errorf("with %s the page names %q and says %q, want %q and render's %q", tc.flags, shown(t, ctx, "command"), shown(t, ctx, "opt-error"), command, want)
		}
	}
	// What the page cannot pass on: a size without its height, a field
	// that holds no number (as typed: a script cannot set one).
	setOptions(t, ctx, `[["opt-card", "custom"], ["opt-card-w", "60"]]`)
	waitFor(t, ctx, `document.getElementById("opt-error").textContent === "Card size: give its width and height in mm" && document.getElementById("download").disabled`)
	setOptions(t, ctx, `[]`)
	eval[bool](t, ctx, `(document.getElementById("opt-margin").focus(), true)`)
	if _, err := chromedp.Call(ctx, cdpinput.InsertText, cdpinput.InsertTextParams{Text: "1e"}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.getElementById("opt-margin").validity.badInput && document.getElementById("opt-error").textContent === "Margin: not a number" && document.getElementById("download").disabled`)
	setOptions(t, ctx, `[]`)
	waitFor(t, ctx, `document.getElementById("opt-error").hidden && !document.getElementById("download").disabled`)

	// A file whose name holds spaces: the page quotes it as the sheets'
	// stamp does, and the command line, run as shown, writes its PDF.
	eval[bool](t, ctx, `(() => {
		const dt = new DataTransfer();
		dt.items.add(new File([`+jsString(string(tiger))+`], "my tiger.toml"));
		document.body.dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
		return true;
	})()`)
	setOptions(t, ctx, `[["opt-ink", "low"]]`)
	spaced := `crewcard render -o "my tiger.pdf" --ink low "my tiger.toml"`
	waitFor(t, ctx, `document.getElementById("command").textContent === `+jsString(spaced)+` && !document.getElementById("download").disabled`)
	saved := downloadTo(t, ctx)
	eval[bool](t, ctx, `(document.getElementById("download").click(), true)`)
	if got, want := waitDownload(t, filepath.Join(saved, "my tiger.pdf")), renderAsShown(t, bin, spaced, tiger)["my tiger.pdf"]; !bytes.Equal(got, want) {
		t.Errorf("%s: the studio's PDF (%d bytes) is not crewcard render's (%d bytes)", spaced, len(got), len(want))
	}
	eval[bool](t, ctx, `([...document.querySelectorAll("#files li")].find((li) => li.querySelector(".file-name").textContent === "my tiger.toml").querySelector(".file-remove").click(), true)`)
	setOptions(t, ctx, `[]`)

	// A force and its units: an edit of a unit checks the force again.
	eval[bool](t, ctx, `(() => {
		for (const n of ["fow-force-100.toml", "fow-panzergrenadier-hq.toml", "fow-panzergrenadier-platoon.toml",
			"fow-105-battery-unit.toml", "fow-panzer-iv-hq.toml", "fow-panzer-iv-platoon.toml"]) {
			document.getElementById("sample").value = n;
			document.getElementById("add-sample").click();
		}
		return true;
	})()`)
	mark := func(name string) string {
		return fmt.Sprintf(`[...document.querySelectorAll("#files li")].find((li) => li.querySelector(".file-name").textContent === %q)?.querySelector(".file-mark").textContent`, name)
	}
	waitFor(t, ctx, mark("fow-force-100.toml")+` === "✓" && `+mark("fow-panzer-iv-platoon.toml")+` === "✓"`)

	// The force's PDF, rendered while the page's timers run: the page goes
	// on, as typing needs, while the Go code renders in its worker. (Once
	// the force's faces are painted: the page draws them itself.)
	eval[bool](t, ctx, `([...document.querySelectorAll("#files .file-name")].find((b) => b.textContent === "fow-force-100.toml").click(), true)`)
	waitFor(t, ctx, `!document.getElementById("download").disabled && document.documentElement.dataset.faces === "fow-force-100.toml" &&
		[...document.querySelectorAll("#cards img")].every((i) => i.complete)`)
	lag, err := chromedp.Run(ctx, chromedp.Evaluate[struct{ MS, Max, Settled float64 }](`(async () => {
		let max = 0, last = performance.now(), done = false;
		const tick = () => {
			const now = performance.now();
			max = Math.max(max, now - last);
			last = now;
			if (!done) setTimeout(tick, 4);
		};
		setTimeout(tick, 4);
		const s0 = performance.now();
		for (let i = 0; i < 50; i++) { // a quiet 300 ms: the faces painted
			max = 0;
			await new Promise((resolve) => setTimeout(resolve, 300));
			if (max < 50) break;
		}
		max = 0;
		const t0 = performance.now();
		document.getElementById("download").click();
		await new Promise((resolve) => {
			const saved = () => document.getElementById("status").textContent.startsWith("Saved fow-force-100.pdf") ? resolve() : setTimeout(saved, 4);
			saved();
		});
		done = true;
		return { ms: performance.now() - t0, max, settled: t0 - s0 };
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	// Measured, not held to: how long a busy machine keeps the page's
	// thread is no test of the code. What the test holds is where the Go
	// code runs: not on the page's thread, whose timers it would stop.
	t.Logf("the force's PDF took %.0f ms; the page's longest wait meanwhile %.0f ms (the page settled in %.0f ms)", lag.MS, lag.Max, lag.Settled)
	if eval[bool](t, ctx, `typeof globalThis.Go !== "undefined" || typeof globalThis.crewcardRender === "function"`) {
		t.Error("the Go code is loaded on the page's thread; it belongs in the studio's worker, so that the page goes on while it renders")
	}
	eval[bool](t, ctx, `([...document.querySelectorAll("#files .file-name")].find((b) => b.textContent === "fow-panzer-iv-platoon.toml").click(), true)`)
	typeText(t, ctx, eval[string](t, ctx, `document.getElementById("editor").value`)+"\n]]]\n")
	waitFor(t, ctx, mark("fow-force-100.toml")+` !== "✓" && `+mark("fow-panzer-iv-platoon.toml")+` !== "✓"`)

	// On a phone, the studio with its file, problems, cards and every print
	// option shown does not scroll sideways.
	setOptions(t, ctx, `[["opt-card", "custom"], ["opt-sheet", "custom"], ["opt-backs", "separate"]]`)
	eval[bool](t, ctx, `(document.getElementById("more-opts").open = true)`)
	phone(t, ctx)
	if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("at 390 px the studio is %d px wide", w)
	}
}

// TestBrowserStudioOffline opens the studio once the service worker has
// taken the site, then stops the host: the studio opens again, its
// WebAssembly kept, and checks a sample with the network off. The
// viewer's first load never asked for the WebAssembly.
func TestBrowserStudioOffline(t *testing.T) {
	dir := studioSite(t)
	// a browser context of its own: no other test's worker or cache
	ctx, cancel := chromedp.NewContext(browser.ctx, chromedp.WithNewBrowserContext())
	defer cancel()
	ctx, cancelTime := context.WithTimeout(ctx, 3*time.Minute)
	defer cancelTime()
	var asked sync.Map
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked.Store(r.URL.Path, true)
		pagesHandler(dir).ServeHTTP(w, r)
	}))
	defer host.Close()

	open(t, ctx, host.URL+"/")
	waitFor(t, ctx, `navigator.serviceWorker.controller !== null`)
	for _, name := range []string{StudioWasm, StudioExec} {
		if _, ok := asked.Load("/" + name); ok {
			t.Errorf("the viewer's first load asked for %s", name)
		}
	}
	for range 2 { // the second load goes through the worker, which keeps the studio
		if err := chromedp.Do(ctx, chromedp.Navigate(host.URL+"/studio.html")); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, pageReady)
	}
	host.Close() // the network is off
	if err := chromedp.Do(ctx, chromedp.Navigate(host.URL+"/studio.html")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, pageReady)
	addSample(t, ctx, "legendary-kv1.toml")
	waitFor(t, ctx, `document.getElementById("summary").textContent.startsWith("legendary-kv1.toml: ")`)
}

// TestBrowserStudioFiles opens a file through the page's file picker,
// reloads the page (the files stay, kept in the browser), removes one,
// drops one on the page, and starts from a built-in deck.
func TestBrowserStudioFiles(t *testing.T) {
	dir := studioSite(t)
	ctx := openStudio(t, dir)
	jeep, err := filepath.Abs("../../../samples/unarmed-jeep.toml")
	if err != nil {
		t.Fatal(err)
	}
	kv1, _ := filepath.Abs("../../../samples/legendary-kv1.toml")
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.ID("open"), []string{jeep, kv1})); err != nil {
		t.Fatal(err)
	}
	names := `[...document.querySelectorAll("#files .file-name")].map((b) => b.textContent).join(" ")`
	waitFor(t, ctx, names+` === "unarmed-jeep.toml legendary-kv1.toml" && document.getElementById("summary").textContent.startsWith("legendary-kv1.toml: ")`)

	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, pageReady)
	if got := eval[string](t, ctx, names); got != "unarmed-jeep.toml legendary-kv1.toml" {
		t.Errorf("after a reload the studio holds %q, want the files opened", got)
	}
	eval[bool](t, ctx, `(document.querySelector("#files .file-remove").click(), true)`)
	waitFor(t, ctx, names+` === "legendary-kv1.toml"`)
	if got := eval[string](t, ctx, `Object.keys(localStorage).filter((k) => k.startsWith("crewcard-studio-file:")).join(" ")`); got != "crewcard-studio-file:legendary-kv1.toml" {
		t.Errorf("after a removal the browser keeps %q, want legendary-kv1.toml", got)
	}

	// A file dropped on the page opens, and a built-in deck is a sample.
	eval[bool](t, ctx, `(() => {
		const dt = new DataTransfer();
		dt.items.add(new File([`+jsString(string(mustRead(t, jeep)))+`], "dropped-jeep.toml"));
		document.body.dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
		return true;
	})()`)
	waitFor(t, ctx, names+` === "legendary-kv1.toml dropped-jeep.toml" && document.getElementById("summary").textContent.startsWith("dropped-jeep.toml: ")`)
	addSample(t, ctx, "tank-duel-actions.toml")
	waitFor(t, ctx, `document.getElementById("summary").textContent.startsWith("tank-duel-actions.toml: ") && document.querySelectorAll("#cards img").length > 2`)
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestBrowserStudioMissing opens the studio of a site written without
// its WebAssembly: the page says how to build it.
func TestBrowserStudioMissing(t *testing.T) {
	ctx := newTab(t)
	if err := chromedp.Do(ctx, chromedp.Navigate(browser.srv.URL+"/studio.html")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.documentElement.dataset.ready === "missing"`)
	if got := shown(t, ctx, "missing"); !strings.Contains(got, ".ci/studio") {
		t.Errorf("the studio without its WebAssembly says %q, want how to build it", got)
	}
}

// setOptions sets the print options to their defaults, then the fields
// given as JavaScript [id, value] pairs, as a player does: an input event,
// a change event.
func setOptions(t *testing.T, ctx context.Context, fields string) {
	t.Helper()
	eval[bool](t, ctx, `(() => {
		const defaults = [["opt-card", ""], ["opt-card-w", ""], ["opt-card-h", ""], ["opt-sheet", "a4"], ["opt-sheet-w", ""], ["opt-sheet-h", ""],
			["opt-backs", "duplex"], ["opt-ink", "normal"], ["opt-bleed", ""], ["opt-cut", ""], ["opt-margin", ""], ["opt-flip", "long"],
			["opt-back-x", ""], ["opt-back-y", ""], ["opt-summary", true], ["opt-link-base", ""]];
		for (const [id, v] of [...defaults, ...`+fields+`]) {
			const e = document.getElementById(id);
			if (e.type === "checkbox") e.checked = v;
			else e.value = v;
			if (e.value !== String(v) && e.type !== "checkbox") throw new Error(id + " takes no " + v);
			e.dispatchEvent(new Event("input"));
			e.dispatchEvent(new Event("change"));
		}
		return true;
	})()`)
}

// downloadTo makes the browser save downloads into a new folder, which it
// returns.
func downloadTo(t *testing.T, ctx context.Context) string {
	t.Helper()
	dir := t.TempDir()
	if _, err := chromedp.Call(ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir}); err != nil {
		t.Fatal(err)
	}
	return dir
}

// renderAsShown runs the command line the studio names, `crewcard render
// -o OUT.pdf FLAGS FILE`, on src as FILE, and returns the PDFs it writes.
func renderAsShown(t *testing.T, bin, command string, src []byte) map[string][]byte {
	t.Helper()
	var args []string // as a shell reads them: Go's quotes, as outfile.CommandLine writes them
	for rest := strings.TrimSpace(command); rest != ""; rest = strings.TrimLeft(rest, " ") {
		if q, err := strconv.QuotedPrefix(rest); err == nil {
			a, _ := strconv.Unquote(q)
			args, rest = append(args, a), rest[len(q):]
			continue
		}
		a, after, _ := strings.Cut(rest, " ")
		args, rest = append(args, a), after
	}
	if len(args) < 5 || strings.Join(args[:3], " ") != "crewcard render -o" {
		t.Fatalf("the studio names %q, not a crewcard render -o command line", command)
	}
	dir := t.TempDir()
	runIn(t, bin, dir, args[len(args)-1], src, args[1:]...)
	pdfs := map[string][]byte{}
	matches, _ := filepath.Glob(filepath.Join(dir, "*.pdf"))
	for _, m := range matches {
		pdfs[filepath.Base(m)] = mustRead(t, m)
	}
	return pdfs
}

// renderError is what `crewcard render` says of flags it refuses, after
// its "crewcard render: ".
func renderError(t *testing.T, bin string, src []byte, flags ...string) string {
	t.Helper()
	const name = "regular-tiger.toml"
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name), src, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, append(append([]string{"render", "-o", "regular-tiger.pdf"}, flags...), name)...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("crewcard render %s writes a PDF", strings.Join(flags, " "))
	}
	msg, ok := strings.CutPrefix(strings.TrimSpace(string(out)), "crewcard render: ")
	if !ok {
		t.Fatalf("crewcard render %s says %q", strings.Join(flags, " "), out)
	}
	return msg
}

// ownTab serves the site at dir on an origin of its own (an empty store)
// and opens a tab of the shared browser, within 3 minutes; opts give the
// tab a browser context of its own (no other test's service worker). It
// returns the tab and the origin's URL.
func ownTab(t *testing.T, dir string, opts ...chromedp.ContextOption) (context.Context, string) {
	t.Helper()
	return hostTab(t, pagesHandler(dir), opts...)
}

// hostTab is ownTab with the host's handler given.
func hostTab(t *testing.T, pages http.Handler, opts ...chromedp.ContextOption) (context.Context, string) {
	t.Helper()
	host := httptest.NewServer(pages)
	t.Cleanup(host.Close)
	ctx, cancel := chromedp.NewContext(browser.ctx, opts...)
	t.Cleanup(cancel)
	ctx, cancelTime := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(cancelTime)
	return ctx, host.URL
}

// openStudio opens the studio in an ownTab and waits until it has started.
func openStudio(t *testing.T, dir string) context.Context {
	t.Helper()
	ctx, origin := ownTab(t, dir)
	if err := chromedp.Do(ctx, chromedp.Navigate(origin+"/studio.html")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, pageReady)
	return ctx
}

// addSample adds the studio's sample name to its files, as picking it and
// tapping Add does.
func addSample(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	eval[bool](t, ctx, `(() => {
		document.getElementById("sample").value = `+jsString(name)+`;
		document.getElementById("add-sample").click();
		return true;
	})()`)
}

// waitFor waits until the expression holds in the tab, for as long as
// waitLimit: a page that never gets there fails the test, one that gets
// there slowly does not (under CI, beside the other packages' tests,
// opening 100 files took more than a minute, where alone it takes 14 s).
func waitFor(t *testing.T, ctx context.Context, expr string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Fatalf("waiting for %s: %v (status %q)", expr, err, shown(t, ctx, "status"))
	}
}

// waitLimit is how long waitFor waits.
const waitLimit = 5 * time.Minute

// typeText puts text into the editor as typing does, with an input event.
func typeText(t *testing.T, ctx context.Context, text string) {
	t.Helper()
	eval[bool](t, ctx, `(() => {
		const ed = document.getElementById("editor");
		ed.value = `+jsString(text)+`;
		ed.dispatchEvent(new Event("input"));
		return true;
	})()`)
}

// waitDownload waits until the browser has saved the file at path, and
// returns its bytes.
func waitDownload(t *testing.T, path string) []byte {
	t.Helper()
	for range 600 {
		if b, err := os.ReadFile(path); err == nil && len(b) > 0 && bytes.HasSuffix(bytes.TrimSpace(b), []byte("%%EOF")) {
			return b
		}
		time.Sleep(100 * time.Millisecond)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	t.Fatalf("no %s downloaded within a minute (the folder holds %d files)", filepath.Base(path), len(entries))
	return nil
}

// studioSite writes the site with the studio built in, and starts the
// shared browser; it returns the site's folder.
func studioSite(t *testing.T) string {
	t.Helper()
	needBrowser(t)
	build := buildStudio(t)
	dir := filepath.Join(t.TempDir(), "site")
	if _, err := WriteWith(context.Background(), dir, "/", false, build); err != nil {
		t.Fatal(err)
	}
	browser.once.Do(startBrowser)
	if browser.err != nil {
		t.Fatalf("starting the browser: %v", browser.err)
	}
	return dir
}

// crewcardBin builds crewcard from this tree.
func crewcardBin(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "crewcard")
	if out, err := exec.Command("go", "build", "-o", bin, "../../crewcard").CombinedOutput(); err != nil {
		t.Fatalf("go build crewcard: %v\n%s", err, out)
	}
	return bin
}

// checkV is `crewcard check -v`'s line for the file.
func checkV(t *testing.T, bin, name string, src []byte) string {
	t.Helper()
	return strings.TrimSpace(string(runIn(t, bin, t.TempDir(), name, src, "check", "-v", name)))
}

// renderCLI is the PDF `crewcard render -o regular-tiger.pdf FLAGS
// regular-tiger.toml` writes for src.
func renderCLI(t *testing.T, bin string, src []byte, flags ...string) []byte {
	t.Helper()
	const name = "regular-tiger.toml"
	dir := t.TempDir()
	args := append(append([]string{"render", "-o", "regular-tiger.pdf"}, flags...), name)
	runIn(t, bin, dir, name, src, args...)
	b, err := os.ReadFile(filepath.Join(dir, "regular-tiger.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// runIn runs crewcard with args in dir, which it gives the file name.
func runIn(t *testing.T, bin, dir, name string, src []byte, args ...string) []byte {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), src, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CREWCARD_LINK_BASE=")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("crewcard %s: %v", strings.Join(args, " "), err)
	}
	return out
}

// pdfTools holds the PDF to qpdf and mutool (pdftest.Valid), and finds
// the text want in it with pdftotext. Without them it skips, except under
// CI=true, where it fails.
func pdfTools(t *testing.T, pdf []byte, want string) {
	t.Helper()
	cardtest.Tools(t, "pdftotext")
	path := filepath.Join(t.TempDir(), "studio.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	pdftest.Valid(t, path)
	if text := cardtest.Run(t, "pdftotext", path, "-"); !strings.Contains(text, want) {
		t.Errorf("pdftotext: the PDF's text lacks %q", want)
	}
}

// TestBrowserStudioLatin1 opens a crew file written in Latin-1 ("Café
// 131" with é as the byte 0xE9), not UTF-8: the studio refuses it as
// `crewcard check` and the command line the page names refuse it, with
// their message, and prints nothing. A UTF-8 file with a byte order mark
// is read as its bytes too: legal, as check finds it.
func TestBrowserStudioLatin1(t *testing.T) {
	dir := studioSite(t)
	bin := crewcardBin(t)
	ctx := openStudio(t, dir)

	tiger := mustRead(t, "../../../samples/regular-tiger.toml")
	latin1 := bytes.Replace(tiger, []byte(`name = "Tiger 131"`), []byte("name = \"Caf\xe9 131\""), 1)
	if bytes.Equal(latin1, tiger) {
		t.Fatal("regular-tiger.toml has no name Tiger 131")
	}
	bom := append([]byte("\xef\xbb\xbf"), tiger...)
	// Go's refusal, as the command line prints it
	cmd := exec.Command(bin, "check", "cafe.toml")
	cmd.Dir = t.TempDir()
	if err := os.WriteFile(filepath.Join(cmd.Dir, "cafe.toml"), latin1, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := cmd.CombinedOutput()
	refusal := strings.TrimSpace(string(out))
	if err == nil || !strings.Contains(refusal, "not a text file") {
		t.Fatalf("crewcard check of a Latin-1 file: %v, %q; want its refusal", err, out)
	}
	drop := func(name string, b []byte) {
		t.Helper()
		js := make([]string, len(b))
		for i, c := range b {
			js[i] = strconv.Itoa(int(c))
		}
		eval[bool](t, ctx, `(() => {
			const dt = new DataTransfer();
			dt.items.add(new File([new Uint8Array([`+strings.Join(js, ",")+`])], `+jsString(name)+`));
			document.body.dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
			return true;
		})()`)
	}
	drop("cafe.toml", latin1)
	waitFor(t, ctx, `document.getElementById("editor").dataset.name === "cafe.toml" && document.querySelector("#files li.current .file-mark").textContent !== ""`)
	problems := eval[[]string](t, ctx, `[...document.querySelectorAll("#problems li")].map((li) => li.textContent)`)
	if len(problems) != 1 || "cafe.toml: "+problems[0] != refusal {
		t.Errorf("the studio says %q of a Latin-1 file; crewcard check says %q", problems, refusal)
	}
	if s := shown(t, ctx, "summary"); s != "" || strings.Contains(s, "Caf") {
		t.Errorf("the studio reads a Latin-1 file as %q", s)
	}
	if eval[bool](t, ctx, `!document.getElementById("download").disabled || document.querySelectorAll("#cards img").length > 0`) {
		t.Error("the studio offers to print a Latin-1 file")
	}
	// render, as the page names it, refuses it too
	line := shown(t, ctx, "command")
	args := strings.Fields(line)
	cmd = exec.Command(bin, args[1:]...)
	cmd.Dir = t.TempDir()
	if err := os.WriteFile(filepath.Join(cmd.Dir, "cafe.toml"), latin1, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), refusal) {
		t.Errorf("%s: %v, %q; want check's refusal %q", line, err, out, refusal)
	}

	// A byte order mark, then UTF-8: legal, as check -v says.
	drop("bom.toml", bom)
	waitFor(t, ctx, `document.getElementById("summary").textContent.startsWith("bom.toml: ")`)
	if got, want := shown(t, ctx, "summary"), checkV(t, bin, "bom.toml", bom); got != want {
		t.Errorf("summary %q, want check -v's %q", got, want)
	}
}

// TestBrowserStudioManyFiles opens 100 files at once, as a drop or the
// file picker gives them, and counts the page's work: opening N files
// checks each once, posts each to the Go code's worker a bounded number of
// times, writes each to the browser's storage once and draws each row of
// the list a bounded number of times. Opening files one by one did each of
// these for every file open at every file added, N²/2 in all (issue 33:
// 300 files took 112 s). The same for the files kept, on a reload.
func TestBrowserStudioManyFiles(t *testing.T) {
	dir := studioSite(t)
	ctx := openStudio(t, dir)
	tiger := string(mustRead(t, "../../../samples/regular-tiger.toml"))
	const n = 100
	type work struct{ Checked, Posted, Stored, Rows int }
	budget := func(when string, w work) {
		t.Helper()
		t.Logf("%s: %+v", when, w)
		// a file is checked once, posted to the worker for its check and
		// for the current file's faces, stored once (its name and text,
		// and a little more) and drawn in a row a few times
		if w.Checked > n+2 || w.Posted > 3*n || w.Stored > n*(len(tiger)+200) || w.Rows > 4*n {
			t.Errorf("%s %d files: %+v; want at most %d checked, %d posted, %d characters stored, %d rows drawn",
				when, n, w, n+2, 3*n, n*(len(tiger)+200), 4*n)
		}
	}
	all := fmt.Sprintf(`document.querySelectorAll("#files li").length === %d && [...document.querySelectorAll("#files .file-mark")].every((m) => m.textContent === "✓") && document.documentElement.dataset.faces === "tiger-%03d.toml"`, n, n-1)
	eval[bool](t, ctx, fmt.Sprintf(`(() => {
		Object.assign(crewcardStudioWork, { checked: 0, posted: 0, stored: 0, rows: 0 });
		const dt = new DataTransfer();
		for (let i = 0; i < %d; i++) dt.items.add(new File([%s], "tiger-" + String(i).padStart(3, "0") + ".toml"));
		document.body.dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
		return true;
	})()`, n, jsString(tiger)))
	waitFor(t, ctx, all)
	budget("opening", eval[work](t, ctx, `crewcardStudioWork`))

	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, pageReady+` && document.querySelectorAll("#files li").length === `+strconv.Itoa(n)+
		` && [...document.querySelectorAll("#files .file-mark")].every((m) => m.textContent === "✓")`)
	budget("reloading", eval[work](t, ctx, `crewcardStudioWork`))

	// An edit writes its own file to the storage, not the hundred.
	eval[bool](t, ctx, `(Object.assign(crewcardStudioWork, { checked: 0, posted: 0, stored: 0, rows: 0 }), true)`)
	typeText(t, ctx, strings.Replace(tiger, "Tiger 131", "Tiger 132", 1))
	if w := eval[work](t, ctx, `crewcardStudioWork`); w.Stored > len(tiger)+200 {
		t.Errorf("an edit of one of %d files writes %d characters to the storage, want its own, at most %d", n, w.Stored, len(tiger)+200)
	}
}

// fillStorage fills the page's localStorage with keys of its own until the
// browser takes no more, not even a key of one character: the storage of a
// player who opened too much. It returns the characters it wrote.
func fillStorage(t *testing.T, ctx context.Context) int {
	t.Helper()
	return eval[int](t, ctx, `(() => {
		let n = 0, i = 0;
		for (let size = 1 << 20; size >= 1; size >>= 1) {
			const v = "x".repeat(size);
			for (;;) {
				try {
					localStorage.setItem("filler-" + i, v);
				} catch {
					break;
				}
				i++;
				n += size;
			}
		}
		return n;
	})()`)
}

// TestBrowserStudioStorageFull fills the browser's storage, then works in
// the studio: a file added is not kept, and the page says so, by name, for
// as long as it is so, with a button that saves it and what else to do; an
// edit of a file kept that still fits (a shorter one) is kept, a longer one
// is not, and the page says that its edits are not kept. A reload holds
// what the page said it kept, and no more. Removing a file makes room: the
// file not kept is kept then, and the page says nothing more.
func TestBrowserStudioStorageFull(t *testing.T) {
	dir := studioSite(t)
	ctx := openStudio(t, dir)
	names := `[...document.querySelectorAll("#files .file-name")].map((b) => b.textContent).join(" ")`
	const kept, small = "regular-tiger.toml", "at-transport-sdkfz251.toml"
	tiger := string(mustRead(t, "../../../samples/"+kept))
	halftrack := string(mustRead(t, "../../../samples/"+small))
	addSample(t, ctx, kept)
	waitFor(t, ctx, `document.getElementById("summary").textContent.startsWith("regular-tiger.toml: ")`)
	if shownOK(t, ctx, "unkept") {
		t.Errorf("with room to spare the page says %q", shown(t, ctx, "unkept"))
	}

	t.Logf("the storage took %d characters more", fillStorage(t, ctx))
	// A file added: not kept, and the page says so.
	addSample(t, ctx, small)
	waitFor(t, ctx, names+` === "regular-tiger.toml at-transport-sdkfz251.toml" && document.getElementById("summary").textContent.startsWith("at-transport-sdkfz251.toml: ")`)
	note := shown(t, ctx, "unkept")
	if !shownOK(t, ctx, "unkept") || !strings.Contains(note, `"at-transport-sdkfz251.toml" is not kept`) || strings.Contains(note, kept) ||
		!strings.Contains(note, "Save") || !strings.Contains(note, "remove files") {
		t.Errorf("a file the browser did not keep: the page says %q, want that it is not kept, by name, and what to do", note)
	}
	if s := shown(t, ctx, "status"); strings.Contains(s, "kept") || strings.Contains(s, "keeps") {
		t.Errorf("the status says %q", s)
	}
	// its button saves it
	downloads := downloadTo(t, ctx)
	eval[bool](t, ctx, `([...document.querySelectorAll("#unkept button")].find((b) => b.textContent.includes(`+jsString(small)+`)).click(), true)`)
	if got := waitFile(t, downloads); got != halftrack {
		t.Errorf("the file not kept saves as:\n%s\nwant:\n%s", got, halftrack)
	}

	// An edit of the file kept that fits, a shorter one: kept. A longer
	// one: not, and the page says so.
	pick := func(name string) {
		t.Helper()
		eval[bool](t, ctx, `([...document.querySelectorAll("#files .file-name")].find((b) => b.textContent === `+jsString(name)+`).click(), true)`)
		waitFor(t, ctx, `document.getElementById("editor").dataset.name === `+jsString(name))
	}
	pick(kept)
	shorter := strings.Replace(tiger, `"Tiger 131"`, `"Tiger 13"`, 1)
	typeText(t, ctx, shorter)
	note = shown(t, ctx, "unkept")
	if strings.Contains(note, kept) || !strings.Contains(note, small) {
		t.Errorf("after an edit that fits, the page says %q; want it to name %s alone", note, small)
	}
	typeText(t, ctx, strings.Replace(tiger, `"Tiger 131"`, `"Tiger 131, the one at Bovington"`, 1))
	note = shown(t, ctx, "unkept")
	if !strings.Contains(note, `edits of "regular-tiger.toml" are not kept`) || !strings.Contains(note, small) {
		t.Errorf("after an edit that does not fit, the page says %q; want that the edits of %s are not kept, and %s not", note, kept, small)
	}

	// A reload: the shorter edit, and no more.
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, pageReady)
	if got := eval[string](t, ctx, names); got != kept {
		t.Fatalf("after a reload the studio holds %q, want %s alone", got, kept)
	}
	pick(kept)
	if got := eval[string](t, ctx, `document.getElementById("editor").value`); got != shorter {
		t.Errorf("after a reload %s holds:\n%s\nwant the edit kept:\n%s", kept, got, shorter)
	}
	if shownOK(t, ctx, "unkept") {
		t.Errorf("after a reload the page says %q", shown(t, ctx, "unkept"))
	}

	// Room made by removing a file: the file not kept is kept.
	addSample(t, ctx, small)
	waitFor(t, ctx, names+` === "regular-tiger.toml at-transport-sdkfz251.toml"`)
	waitFor(t, ctx, `document.getElementById("unkept").textContent.includes(`+jsString(small)+`)`)
	eval[bool](t, ctx, `([...document.querySelectorAll("#files li")].find((li) => li.querySelector(".file-name").textContent === `+jsString(kept)+`).querySelector(".file-remove").click(), true)`)
	waitFor(t, ctx, names+` === "at-transport-sdkfz251.toml"`)
	if shownOK(t, ctx, "unkept") {
		t.Errorf("with room made, the page says %q", shown(t, ctx, "unkept"))
	}
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, pageReady)
	if got := eval[string](t, ctx, names); got != small {
		t.Errorf("after a reload the studio holds %q, want %s", got, small)
	}
}

// TestBrowserStudioOldStore opens the studio on the store of an earlier
// studio, every file in one array: the files open, in their order, and
// move to keys of their own. With the storage full they stay where they
// were, kept, and nothing is said to be lost; removing one makes room.
func TestBrowserStudioOldStore(t *testing.T) {
	dir := studioSite(t)
	ctx, origin := ownTab(t, dir)
	reload := func() {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, pageReady)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(origin+"/studio.html")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, pageReady)
	tiger := string(mustRead(t, "../../../samples/regular-tiger.toml"))
	jeep := string(mustRead(t, "../../../samples/unarmed-jeep.toml"))
	old := `(localStorage.clear(), localStorage.setItem("crewcard-studio-files", JSON.stringify([{ name: "tiger.toml", text: ` + jsString(tiger) +
		` }, { name: "jeep.toml", text: ` + jsString(jeep) + ` }])), true)`
	names := `[...document.querySelectorAll("#files .file-name")].map((b) => b.textContent).join(" ")`
	keys := `Object.keys(localStorage).filter((k) => k.startsWith("crewcard-studio-file")).sort().join(" ")`

	eval[bool](t, ctx, old)
	reload()
	for range 2 {
		if got, k := eval[string](t, ctx, names), eval[string](t, ctx, keys); got != "tiger.toml jeep.toml" || k != "crewcard-studio-file:jeep.toml crewcard-studio-file:tiger.toml" {
			t.Errorf("an earlier studio's store opens as %q, kept as %q; want its files in order, each under a key of its own", got, k)
		}
		reload()
	}

	// The storage full: the files stay in the array, kept.
	eval[bool](t, ctx, old)
	fillStorage(t, ctx)
	reload()
	if got, k := eval[string](t, ctx, names), eval[string](t, ctx, keys); got != "tiger.toml jeep.toml" || k != "crewcard-studio-files" || shownOK(t, ctx, "unkept") {
		t.Errorf("an earlier studio's store, the storage full, opens as %q, kept as %q, and the page says %q; want its files, kept where they were",
			got, k, shown(t, ctx, "unkept"))
	}
	eval[bool](t, ctx, `([...document.querySelectorAll("#files .file-remove")][0].click(), true)`)
	reload()
	if got := eval[string](t, ctx, names); got != "jeep.toml" {
		t.Errorf("after a removal the studio holds %q, want jeep.toml", got)
	}
	// an edit, kept under the file's own key, in the room the removal made
	typeText(t, ctx, jeep+"# edited\n")
	reload()
	if got, k := eval[string](t, ctx, `document.getElementById("editor").value`), eval[string](t, ctx, keys); got != jeep+"# edited\n" || k != "crewcard-studio-file:jeep.toml" {
		t.Errorf("after an edit the file holds %q, kept as %q", got, k)
	}
}
