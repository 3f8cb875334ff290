package site

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	fcodec "github.com/crewcard/crewcard/model/fow/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// press presses keys in the tab, as a keyboard does, with modifiers.
func press(t *testing.T, ctx context.Context, keys string, mods ...chromedp.Modifier) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.KeyEvent(keys, chromedp.KeyModifiers(mods...))); err != nil {
		t.Fatalf("pressing %q: %v", keys, err)
	}
}

// tabTo presses Tab until the focused element (document.activeElement,
// as e) matches the JavaScript test, at most 100 times.
func tabTo(t *testing.T, ctx context.Context, test string) {
	t.Helper()
	holds := fmt.Sprintf(`((e) => !!e && (%s))(document.activeElement)`, test)
	for range 100 {
		if eval[bool](t, ctx, holds) {
			return
		}
		press(t, ctx, kb.Tab)
	}
	t.Fatalf("Tab does not reach the element where %s (focus on %s)", test,
		eval[string](t, ctx, `document.activeElement ? document.activeElement.outerHTML.slice(0, 120) : "nothing"`))
}

// TestBrowserStudioKeyboard works the studio with the keyboard alone, key
// events and no click: Tab to "Open files…" and Enter opens the file
// picker; the file opened, its text edited, Tab and Enter on a problem
// select its line in the editor, where the line is mended; Tab and Enter on
// "Download PDF" saves the PDF.
func TestBrowserStudioKeyboard(t *testing.T) {
	dir := studioSite(t)
	ctx := openStudio(t, dir)
	downloads := t.TempDir()
	if _, err := chromedp.Call(ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads}); err != nil {
		t.Fatal(err)
	}
	// the file picker, as the browser would show it, answered by the test
	if _, err := chromedp.Call(ctx, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
		t.Fatal(err)
	}
	chooser := make(chan *page.EventFileChooserOpened, 1)
	if err := chromedp.Listen(ctx, func(ev any) {
		if ev, ok := ev.(*page.EventFileChooserOpened); ok {
			select {
			case chooser <- ev:
			default:
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	tiger, err := filepath.Abs("../../../samples/regular-tiger.toml")
	if err != nil {
		t.Fatal(err)
	}

	tabTo(t, ctx, `e.textContent === "Open files…"`)
	press(t, ctx, kb.Enter)
	select {
	case ev := <-chooser:
		if _, err := chromedp.Call(ctx, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: []string{tiger}, BackendNodeID: ev.BackendNodeID}); err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal(`Enter on "Open files…" opens no file picker`)
	}
	waitFor(t, ctx, `document.getElementById("summary").textContent.startsWith("regular-tiger.toml: ")`)

	// An edit: a line of no meaning at the end, a problem at its line.
	tabTo(t, ctx, `e.id === "editor"`)
	press(t, ctx, kb.End, chromedp.ModifierCtrl)
	press(t, ctx, "\nbogus = 1")
	line := eval[int](t, ctx, `document.getElementById("editor").value.split("\n").length`)
	at := fmt.Sprintf(`#problems li[data-line="%d"]`, line)
	waitFor(t, ctx, fmt.Sprintf(`document.querySelector(%q) !== null`, at))
	tabTo(t, ctx, fmt.Sprintf(`e.closest(%q) !== null`, at))
	press(t, ctx, kb.Enter)
	sel := `(() => { const e = document.activeElement; return e.id === "editor" ? e.value.slice(e.selectionStart, e.selectionEnd) : "focus on " + e.outerHTML.slice(0, 80); })()`
	if got := eval[string](t, ctx, sel); got != "bogus = 1" {
		t.Fatalf("Enter on the problem at line %d selects %q, want the line in the editor", line, got)
	}
	// the line selected, mended: removed with its line break
	press(t, ctx, kb.Backspace)
	press(t, ctx, kb.Backspace)
	waitFor(t, ctx, `document.querySelectorAll("#problems li").length === 0 && !document.getElementById("download").disabled`)

	tabTo(t, ctx, `e.id === "download"`)
	press(t, ctx, kb.Enter)
	got := waitDownload(t, filepath.Join(downloads, "regular-tiger.pdf"))
	t.Logf("downloaded regular-tiger.pdf, %d bytes, by the keyboard alone", len(got))
}

// TestBrowserScrollableFocus opens a crew's and a unit's card: every block
// of text that may scroll sideways (the files, the JSON) is reached by
// Tab, so that a keyboard scrolls it, and is a region with a name to be
// announced by (ARIA allows no name on a <pre> of no role: axe leaves it
// to review by hand, and screen readers may not say it).
func TestBrowserScrollableFocus(t *testing.T) {
	ctx := newTab(t)
	unit, err := fcodec.Encode(unitStates(t)[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, where := range []string{"/" + crewCodes(t, 1)[0], "/" + saved.Text(unit)} {
		open(t, ctx, where)
		bad := eval[[]string](t, ctx, `[...document.querySelectorAll("pre")].filter((p) => ["auto", "scroll"].includes(getComputedStyle(p).overflowX) && getComputedStyle(p).whiteSpace === "pre")
			.filter((p) => p.tabIndex < 0 || !p.getAttribute("aria-label") || p.getAttribute("role") !== "region").map((p) => p.id || p.textContent.slice(0, 40))`)
		if len(bad) > 0 {
			t.Errorf("%s: blocks that scroll but take no focus or are not a region with a name: %s", where, strings.Join(bad, ", "))
		}
	}
}

// TestBrowserCompanionRecordFocus records a crew's game with the keyboard
// alone, key events and no click, each time on a page that has not yet
// loaded crewcard's Go code, which the first "Record the game" loads.
// Refused (nothing ticked), the focus stays on the button, not dropped to
// the top of the page as it was while the button was disabled during the
// load. Recorded (Tab to the outcome, Space on "survived"), the focus moves
// to the result's heading, on the screen, and the next Tab reaches the
// result's "Download crew file".
func TestBrowserCompanionRecordFocus(t *testing.T) {
	dir := studioSite(t)
	ctx, origin := ownTab(t, dir)
	phone(t, ctx)
	focus := `(() => { const e = document.activeElement;
		return !e || e === document.body ? "nothing (the top of the page)" : e.matches("#recorded h3") ? "the heading" : e.id || e.outerHTML.slice(0, 80); })()`
	record := func() string {
		t.Helper()
		tabTo(t, ctx, `e.id === "record"`)
		press(t, ctx, kb.Enter)
		waitFor(t, ctx, `document.documentElement.dataset.recorded !== undefined`)
		return eval[string](t, ctx, `document.documentElement.dataset.recorded`)
	}

	open(t, ctx, origin+"/"+sampleCode(t, "regular-tiger.toml"))
	if r := record(); r != "failed" {
		t.Fatalf("a game with nothing ticked: %s, want it refused", r)
	}
	if got := eval[string](t, ctx, focus); got != "record" {
		t.Errorf(`Enter on "Record the game", the first time, refused: the focus is on %s, want the button`, got)
	}

	open(t, ctx, origin+"/"+sampleCode(t, "regular-tiger.toml"))
	tabTo(t, ctx, `e.name === "outcome"`)
	press(t, ctx, " ")
	if !eval[bool](t, ctx, `document.getElementById("outcome-survived").checked`) {
		t.Fatal(`Space on the outcome does not tick "survived"`)
	}
	if r := record(); r == "failed" || r == "missing" {
		t.Fatalf("recording the game: %s: %s", r, shown(t, ctx, "record-problem"))
	}
	if got := eval[string](t, ctx, focus); got != "the heading" {
		t.Fatalf(`Enter on "Record the game", the first time, recorded: the focus is on %s, want the heading of the game recorded`, got)
	}
	if !eval[bool](t, ctx, `(() => { const r = document.activeElement.getBoundingClientRect(); return r.top > -1 && r.bottom < innerHeight + 1; })()`) { // within a pixel
		t.Errorf("the focused heading of the game recorded is off the screen: %s", eval[string](t, ctx, `JSON.stringify([document.activeElement.getBoundingClientRect(), innerHeight, scrollY, document.documentElement.scrollHeight])`))
	}
	press(t, ctx, kb.Tab)
	if got := eval[string](t, ctx, `document.activeElement.id`); got != "recorded-download" {
		t.Errorf(`Tab from the game recorded's heading goes to %q, want "recorded-download"`, got)
	}
}
