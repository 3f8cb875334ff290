package site

import (
	"context"
	"fmt"
	"strings"
	"testing"

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
	eval[bool](t, ctx, `(() => {
		document.getElementById("sample").value = "regular-tiger.toml";
		document.getElementById("add-sample").click();
		return true;
	})()`)
	waitFor(t, ctx, `document.getElementById("summary").textContent.startsWith("regular-tiger.toml: ")`)
	typeText(t, ctx, typed)
	faces := `document.querySelectorAll("#problems li").length === 0 && document.querySelectorAll("#cards img").length >= 2 &&
		[...document.querySelectorAll("#cards img")].every((i) => i.complete && i.naturalWidth > 0)`
	waitFor(t, ctx, faces)

	phone(t, ctx)
	waitFor(t, ctx, `window.innerWidth === 390`)
	ed, card := boxes(t, ctx)
	t.Logf("at 390 px: the editor %+v, the first card %+v: %.0f px under the editor, %.0f px wide", ed, card, card.Top-ed.Bottom, card.Width)
	// below the editor, the summary (a few lines) and no problem
	if card.Top < ed.Bottom || card.Top-ed.Bottom > 200 {
		t.Errorf("at 390 px the first card is %.0f px under the editor, want under it by at most 200 px (the summary's)", card.Top-ed.Bottom)
	}
	if card.Width < 300 {
		t.Errorf("at 390 px the first card is %.0f px wide, want at least 300", card.Width)
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

	// A screen 1280 px wide: the cards beside the editor.
	typeText(t, ctx, typed)
	waitFor(t, ctx, faces)
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
