package site

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
)

// twoManMembers is how the two-man Panzer I's card back names its crew.
const twoManMembers = "Uffz. Brandt (commander and gunner) · Gefr. Lutz (driver)"

// TestBrowserKeepsMemberNames opens the two-man Panzer I's code: the page
// names its members as the card's back does, and the crew file it offers
// names them; a game recorded in the companion gives a code that still
// carries the names, and the page shows them for that code too.
func TestBrowserKeepsMemberNames(t *testing.T) {
	dir := studioSite(t)
	ctx, origin := ownTab(t, dir, chromedp.WithNewBrowserContext())

	members := `(() => { const dt = [...document.querySelectorAll("#state dt")].find((d) => d.textContent === "Members"); return dt ? dt.nextElementSibling.textContent : ""; })()`
	code := sampleCode(t, "two-man-panzer-i.toml")
	open(t, ctx, origin+"/#"+code)
	if got := eval[string](t, ctx, members); got != twoManMembers {
		t.Errorf("the page names the members %q, want %q", got, twoManMembers)
	}
	if file := eval[string](t, ctx, `document.getElementById("file-text").textContent`); !strings.Contains(file, "name = \"Uffz. Brandt\"\nroles = [\"commander\", \"gunner\"]") {
		t.Errorf("the page's crew file does not name the commander:\n%s", file)
	}

	eval[bool](t, ctx, `(document.getElementById("outcome-survived").click(), document.getElementById("record").click(), true)`)
	waitFor(t, ctx, `document.documentElement.dataset.recorded !== undefined`)
	if r := eval[string](t, ctx, `document.documentElement.dataset.recorded`); r == "failed" || r == "missing" {
		t.Fatalf("recording the game: %s: %s %s", r, shown(t, ctx, "record-problem"), shown(t, ctx, "wasm-missing"))
	}
	newCode := eval[string](t, ctx, `document.getElementById("recorded-code").textContent`)
	c, err := codec.DecodeText(newCode)
	if err != nil {
		t.Fatalf("the recorded code %s: %v", newCode, err)
	}
	var names []string
	for _, m := range c.Members {
		names = append(names, m.Name)
	}
	if got := strings.Join(names, ", "); got != "Uffz. Brandt, Gefr. Lutz" || c.Games != 1 {
		t.Errorf("the code after the game names %q after %d games, want \"Uffz. Brandt, Gefr. Lutz\" after 1", got, c.Games)
	}
	open(t, ctx, origin+"/#"+newCode)
	if got := eval[string](t, ctx, members); got != twoManMembers {
		t.Errorf("after the game the page names the members %q, want %q", got, twoManMembers)
	}
	eval[bool](t, ctx, `(localStorage.clear(), true)`)
}
