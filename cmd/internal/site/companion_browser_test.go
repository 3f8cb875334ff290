package site

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// TestBrowserCompanion plays two games of a scanned crew on a phone's
// screen: the roll table shows each role's six skills in die order, the
// held ones marked; kills, survival and skills ticked stay through a
// reload; each game recorded gives the crew file that `crewcard battle`
// writes for the same file and outcome, byte for byte (the second one
// rolls dice, on the file the first one wrote), and the new card's code.
// The crew is remembered on the start page, across a reload, until it is
// removed. A game is recorded with the network off too. No page scrolls
// sideways, and every request is for the site.
func TestBrowserCompanion(t *testing.T) {
	dir := studioSite(t)
	bin := crewcardBin(t)
	var asked sync.Map
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked.Store(r.URL.Path, true)
		pagesHandler(dir).ServeHTTP(w, r)
	}))
	defer host.Close()
	// a browser context of its own: an empty store, no other test's worker
	ctx, cancel := chromedp.NewContext(browser.ctx, chromedp.WithNewBrowserContext())
	defer cancel()
	ctx, cancelTime := context.WithTimeout(ctx, 4*time.Minute)
	defer cancelTime()
	var mu sync.Mutex
	var urls []string
	if err := chromedp.Listen(ctx, func(ev any) {
		if ev, ok := ev.(*network.EventRequestWillBeSent); ok {
			mu.Lock()
			urls = append(urls, ev.Request.URL)
			mu.Unlock()
		}
	}); err != nil {
		t.Fatal(err)
	}
	downloadInto := func() string {
		d := t.TempDir()
		if _, err := chromedp.CallBrowser(ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
			Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: d,
			BrowserContextID: chromedp.FromContext(ctx).BrowserContextID}); err != nil {
			t.Fatal(err)
		}
		return d
	}
	phone(t, ctx)
	sideways := func(where string) {
		t.Helper()
		if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
			t.Errorf("at 390 px %s is %d px wide", where, w)
		}
	}

	code := sampleCode(t, "regular-tiger.toml")
	open(t, ctx, host.URL+"/"+code)
	if _, ok := asked.Load("/" + StudioWasm); ok {
		t.Errorf("opening a scanned card asked for %s", StudioWasm)
	}

	// The roll table: every present role's six skills, in die order, the
	// held ones marked.
	rows := eval[[]string](t, ctx, `[...document.querySelectorAll("#crew-rows tr:not(.absent-row)")].map((tr) =>
		tr.querySelector("th").textContent + ": " + [...tr.querySelectorAll("li")].map((li) =>
			li.querySelector(".die").textContent + (li.classList.contains("held") ? "*" : "")).join(""))`)
	if len(rows) == 0 {
		t.Fatal("the card shows no roll table")
	}
	for _, r := range rows {
		if dice := strings.ReplaceAll(r[strings.Index(r, ": ")+2:], "*", ""); dice != "123456" {
			t.Errorf("roll table row %q: want the dice 1 to 6 in order", r)
		}
	}
	held := eval[[]string](t, ctx, `[...document.querySelectorAll("#crew-rows li.held .skill-name")].map((s) => s.textContent).sort()`)
	if want := []string{"Deadeye", "Strict Discipline"}; !slices.Equal(held, want) {
		t.Errorf("the roll table marks %q held, want %q", held, want)
	}

	// Game 1, ticked as it is played; a reload keeps it.
	tick := func(skill string) {
		t.Helper()
		eval[bool](t, ctx, fmt.Sprintf(`(() => {
			const li = [...document.querySelectorAll("#crew-rows li")].find((li) => li.querySelector(".skill-name").textContent === %q);
			li.querySelector("input.tick").click();
			return true;
		})()`, skill))
	}
	kill := func(points int) {
		t.Helper()
		eval[bool](t, ctx, fmt.Sprintf(`(() => {
			document.getElementById("kill-points").value = "%d";
			document.getElementById("kill-form").requestSubmit();
			return true;
		})()`, points))
	}
	set := func(id, value string) {
		t.Helper()
		eval[bool](t, ctx, fmt.Sprintf(`(() => {
			const e = document.getElementById(%q);
			if (e.type === "checkbox" || e.type === "radio") { if (e.checked !== (%s)) e.click(); }
			else { e.value = %s; e.dispatchEvent(new Event("input")); e.dispatchEvent(new Event("change")); }
			return true;
		})()`, id, jsString(value)+` === "true"`, jsString(value)))
	}
	// Nothing ticked: battle's own message, and nothing recorded.
	eval[bool](t, ctx, `(document.getElementById("record").click(), true)`)
	waitFor(t, ctx, `document.documentElement.dataset.recorded === "failed"`)
	if got := shown(t, ctx, "record-problem"); !strings.HasPrefix(got, "say how the game went: “survived”") {
		t.Errorf("recording a game with nothing ticked says %q, want battle's usage message", got)
	}
	kill(195)
	kill(110)
	tick("Skill Shot") // gained
	tick("Deadeye")    // used
	set("outcome-survived", "true")
	set("game-name", "Villers-Bocage")
	set("game-date", "1944-06-13")
	if err := chromedp.Do(ctx, chromedp.Reload(), ready()); err != nil {
		t.Fatal(err)
	}
	if got := shown(t, ctx, "kill-count"); got != "2 (195 + 110 pts)" {
		t.Errorf("after a reload the kills are %q", got)
	}
	if got := shown(t, ctx, "gained") + " / " + shown(t, ctx, "used"); got != "Skill Shot / Deadeye" {
		t.Errorf("after a reload the skills gained / used are %q", got)
	}
	if !eval[bool](t, ctx, `document.getElementById("outcome-survived").checked && document.getElementById("game-name").value === "Villers-Bocage"`) {
		t.Errorf("after a reload the outcome or the game's name is gone")
	}

	file, _ := goDecode(code)
	cli := t.TempDir()
	if err := os.WriteFile(filepath.Join(cli, "tiger-131.toml"), []byte(file), 0o644); err != nil {
		t.Fatal(err)
	}
	record := func(args ...string) (got, want string) {
		t.Helper()
		downloads := downloadInto()
		eval[bool](t, ctx, `(delete document.documentElement.dataset.recorded, document.getElementById("record").click(), true)`)
		if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`document.documentElement.dataset.recorded !== undefined`, chromedp.WithPollingTimeout(90*time.Second))); err != nil {
			t.Fatalf("the game was not recorded: %v", err)
		}
		if r := eval[string](t, ctx, `document.documentElement.dataset.recorded`); r == "failed" || r == "missing" {
			t.Fatalf("recording the game: %s: %s %s", r, shown(t, ctx, "record-problem"), shown(t, ctx, "wasm-missing"))
		}
		t.Logf("recorded in %s ms, from the click to the Go code's answer", eval[string](t, ctx, `document.documentElement.dataset.recordMs`))
		if s := shown(t, ctx, "game-status"); s != "Game recorded." || shownOK(t, ctx, "recorded-unkept") {
			t.Errorf("a game recorded and kept: the page says %q and %q", s, shown(t, ctx, "recorded-unkept"))
		}
		eval[bool](t, ctx, `(document.getElementById("recorded-download").click(), true)`)
		got = waitFile(t, downloads)
		if _, err := os.Stat(filepath.Join(downloads, "tiger-131.toml")); err != nil {
			t.Errorf("the crew file is not saved as tiger-131.toml: %v", err)
		}
		cmd := append([]string{"battle", "tiger-131.toml"}, args...)
		out := runIn(t, bin, cli, "tiger-131.toml", mustRead(t, filepath.Join(cli, "tiger-131.toml")), cmd...)
		if page := eval[string](t, ctx, `document.getElementById("recorded-last").textContent`); page != string(out) {
			t.Errorf("the page says:\n%s\ncrewcard battle prints:\n%s", page, out)
		}
		if page, want := eval[string](t, ctx, `document.getElementById("recorded-command").textContent`), "crewcard "+strings.Join(quoteArgs(cmd), " "); page != want {
			t.Errorf("the page names the command %q, want %q", page, want)
		}
		return got, string(mustRead(t, filepath.Join(cli, "tiger-131.toml")))
	}
	got, want := record("--destroyed", "195", "--destroyed", "110", "--survived", "--skill", "gunner:Skill Shot", "--name", "Villers-Bocage", "--date", "1944-06-13")
	if got != want || !strings.HasPrefix(got, file) {
		t.Errorf("the companion's crew file:\n%s\ncrewcard battle's:\n%s", got, want)
	}
	sideways("the crew with its recorded game")
	if n := eval[int](t, ctx, `document.querySelectorAll("#crew-rows .tick:checked").length`); n != 0 || shown(t, ctx, "kill-count") != "none yet" {
		t.Errorf("once the game is recorded, %d boxes stay ticked and the kills are %q", n, shown(t, ctx, "kill-count"))
	}

	// Game 2, on the crew after game 1: knocked out, the dice rolled.
	newCode := eval[string](t, ctx, `document.getElementById("recorded-code").textContent`)
	if href := eval[string](t, ctx, `document.getElementById("recorded-open").getAttribute("href")`); href != "/#"+newCode {
		t.Errorf("the crew after the game is at %q, want /#%s", href, newCode)
	}
	open(t, ctx, host.URL+"/#"+newCode)
	if got := eval[string](t, ctx, `document.querySelector('[data-field="xp"]').textContent`); got != "20" {
		t.Errorf("after game 1 the crew has %s XP, want 20", got)
	}
	downloads := downloadInto()
	eval[bool](t, ctx, `(document.getElementById("kept-download").click(), true)`)
	if kept := waitFile(t, downloads); kept != want {
		t.Errorf("the crew after game 1 offers the file kept:\n%s\nwant the one recorded:\n%s", kept, want)
	}
	kill(250)
	set("outcome-knocked-out", "true")
	set("opt-roll", "true")
	set("opt-rolls", "1")
	set("opt-seed", "7")
	set("opt-set-upgrades", "true")
	eval[bool](t, ctx, `(() => {
		[...document.querySelectorAll("#upgrade-list label")].find((l) => l.textContent.includes("First Aid Box")).querySelector("input").click();
		return true;
	})()`)
	eval[bool](t, ctx, `(document.querySelectorAll("#game details").forEach((d) => d.open = true), true)`)
	sideways("the game with every option open")
	got, want = record("--destroyed", "250", "--knocked-out", "--upgrade", "First Aid Box", "--roll", "--rolls", "1", "--seed", "7")
	if got != want {
		t.Errorf("the companion's crew file after game 2:\n%s\ncrewcard battle's:\n%s", got, want)
	}
	if n := strings.Count(got, "[[battle]]"); n != 2 {
		t.Errorf("the crew file holds %d games, want 2", n)
	}
	code2 := eval[string](t, ctx, `document.getElementById("recorded-code").textContent`)

	// The start page lists the crew, the one after game 2, until removed.
	open(t, ctx, host.URL+"/")
	names := `[...document.querySelectorAll("#crew-list li")].map((li) => li.querySelector(".crew-open").getAttribute("href")).join(" ")`
	list := eval[string](t, ctx, names)
	if strings.Count(list, "#") != 1 || list == "/#"+code || list == "/#"+newCode || !shownOK(t, ctx, "crews") {
		t.Errorf("the start page lists %q, want the crew after game 2 alone", list)
	}
	sideways("the start page")
	if err := chromedp.Do(ctx, chromedp.Reload(), ready()); err != nil {
		t.Fatal(err)
	}
	if got := eval[string](t, ctx, names); got != list {
		t.Errorf("after a reload the start page lists %q, want %q", got, list)
	}
	eval[bool](t, ctx, `(document.querySelector("#crew-list .crew-remove").click(), true)`)
	if got := eval[string](t, ctx, names); got != "" || shownOK(t, ctx, "crews") {
		t.Errorf("after a removal the start page lists %q", got)
	}
	if err := chromedp.Do(ctx, chromedp.Reload(), ready()); err != nil {
		t.Fatal(err)
	}
	if got := eval[string](t, ctx, `localStorage.getItem("crewcard-crews")`); got != "[]" {
		t.Errorf("after a removal the browser keeps %s", got)
	}

	// With the network off, a game is recorded all the same: the service
	// worker kept the WebAssembly when the companion asked for it.
	waitFor(t, ctx, `navigator.serviceWorker.controller !== null`)
	host.Close()
	open(t, ctx, host.URL+"/#"+code2)
	set("outcome-survived", "true")
	file, _ = goDecode(code2)
	if err := os.WriteFile(filepath.Join(cli, "tiger-131.toml"), []byte(file), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, want := record("--survived"); got != want {
		t.Errorf("the companion's crew file, recorded offline:\n%s\ncrewcard battle's:\n%s", got, want)
	}

	mu.Lock()
	defer mu.Unlock()
	for _, u := range urls {
		if !strings.HasPrefix(u, host.URL+"/") && !strings.HasPrefix(u, "blob:"+host.URL+"/") {
			t.Errorf("the page asked for %s, outside the site", u)
		}
	}
	if _, ok := asked.Load("/" + StudioWasm); !ok {
		t.Errorf("the page recorded games without asking for %s", StudioWasm)
	}
}

// TestBrowserCompanionMissing records a game on a site written without the
// WebAssembly: the page says how to build it.
func TestBrowserCompanionMissing(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "/#"+sampleCode(t, "legendary-kv1.toml"))
	eval[bool](t, ctx, `(() => {
		document.getElementById("outcome-survived").click();
		document.getElementById("record").click();
		return true;
	})()`)
	waitFor(t, ctx, `document.documentElement.dataset.recorded === "missing"`)
	if got := shown(t, ctx, "wasm-missing"); !strings.Contains(got, ".ci/studio") {
		t.Errorf("recording without the WebAssembly says %q, want how to build it", got)
	}
	eval[bool](t, ctx, `(localStorage.clear(), true)`)
}

// shownOK reports whether the element with the id is shown.
func shownOK(t *testing.T, ctx context.Context, id string) bool {
	t.Helper()
	return eval[bool](t, ctx, fmt.Sprintf(`document.getElementById(%q).checkVisibility()`, id))
}

// quoteArgs quotes args as the page's command line does.
func quoteArgs(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = a
		if strings.ContainsAny(a, " \t\"'\\$*?[]") {
			out[i] = fmt.Sprintf("%q", a)
		}
	}
	return out
}

// TestBrowserRollTableAbsent opens a jeep's card: its absent roles share
// one line, and each role it has shows its six skills.
func TestBrowserRollTableAbsent(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "/#"+sampleCode(t, "unarmed-jeep.toml"))
	absent := eval[[]string](t, ctx, `[...document.querySelectorAll("#crew-rows tr.absent-row")].map((tr) => tr.textContent)`)
	present := eval[[]int](t, ctx, `[...document.querySelectorAll("#crew-rows tr:not(.absent-row)")].map((tr) => tr.querySelectorAll("li").length)`)
	if len(absent) != 1 || !strings.HasPrefix(absent[0], "Absent") || strings.Count(absent[0], ",") < 1 {
		t.Errorf("the jeep's absent roles show as %q, want one line naming them", absent)
	}
	if len(present) == 0 || slices.ContainsFunc(present, func(n int) bool { return n != 6 }) {
		t.Errorf("the jeep's roles show %v skills, want 6 each", present)
	}
	eval[bool](t, ctx, `(localStorage.clear(), true)`)
}

// TestBrowserCompanionStorageFull records a game once the browser's
// storage is full: the game is recorded, and the page says plainly that
// this browser did not keep it, and how to keep it (the crew file to
// download, the new card's code), never "Game recorded." alone. A reload
// holds what the page said: no crew file kept, the game's ticks still there
// to record again.
func TestBrowserCompanionStorageFull(t *testing.T) {
	dir := studioSite(t)
	ctx, origin := ownTab(t, dir, chromedp.WithNewBrowserContext())
	code := sampleCode(t, "regular-tiger.toml")
	open(t, ctx, origin+"/"+code)
	eval[bool](t, ctx, `(document.getElementById("outcome-survived").click(), true)`)
	if !eval[bool](t, ctx, `JSON.parse(localStorage.getItem("crewcard-game:`+code+`")).outcome === "survived"`) {
		t.Fatal("the game's outcome is not kept")
	}
	fillStorage(t, ctx)

	eval[bool](t, ctx, `(document.getElementById("record").click(), true)`)
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`document.documentElement.dataset.recorded !== undefined`, chromedp.WithPollingTimeout(90*time.Second))); err != nil {
		t.Fatalf("the game was not recorded: %v", err)
	}
	if r := eval[string](t, ctx, `document.documentElement.dataset.recorded`); r == "failed" || r == "missing" {
		t.Fatalf("recording the game: %s: %s", r, shown(t, ctx, "record-problem"))
	}
	status, note := shown(t, ctx, "game-status"), shown(t, ctx, "recorded-unkept")
	if status == "Game recorded." || !strings.Contains(status, "NOT kept") {
		t.Errorf("a game the browser did not keep: the page says %q", status)
	}
	if !shownOK(t, ctx, "recorded-unkept") || !strings.Contains(note, "NOT kept") || !strings.Contains(note, "Download") || !strings.Contains(note, "code") {
		t.Errorf("a game the browser did not keep: the page says %q, want that it is not kept and how to keep it", note)
	}
	downloads := t.TempDir()
	if _, err := chromedp.CallBrowser(ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads,
		BrowserContextID: chromedp.FromContext(ctx).BrowserContextID}); err != nil {
		t.Fatal(err)
	}
	eval[bool](t, ctx, `(document.getElementById("recorded-download").click(), true)`)
	if got := waitFile(t, downloads); !strings.Contains(got, "[[battle]]") {
		t.Errorf("the crew file to download holds no game:\n%s", got)
	}

	// A reload: no crew file kept, and the game's ticks still there.
	if err := chromedp.Do(ctx, chromedp.Reload(), ready()); err != nil {
		t.Fatal(err)
	}
	if shownOK(t, ctx, "kept") {
		t.Errorf("after a reload the page says %q", shown(t, ctx, "kept"))
	}
	if !eval[bool](t, ctx, `document.getElementById("outcome-survived").checked`) {
		t.Error("after a reload the game not kept is gone: its ticks, to record it again, too")
	}
}
