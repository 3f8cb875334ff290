package site

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// targetsJS lists the companion's tap targets that are smaller than 44 ×
// 44 CSS pixels (WCAG 2.2's 2.5.5, Target Size (Enhanced)): every control
// shown in the game panel, the roll table's boxes and the remembered
// crews, each measured as what a tap hits, the <label> around it if any.
const targetsJS = `[...document.querySelectorAll(
	"#game input, #game button, #game summary, #game a, #crew-rows input, #crews input, #crews button, #crews a")]
	.filter((e) => e.checkVisibility())
	.map((e) => [e, e.closest("label") ?? e])
	.map(([e, t]) => [e, t.getBoundingClientRect()])
	.filter(([, r]) => r.width < 44 || r.height < 44)
	.map(([e, r]) => (e.id || e.getAttribute("aria-label") || e.textContent.trim().slice(0, 30)) +
		" " + Math.round(r.width) + "×" + Math.round(r.height))`

// flagRE is a command-line flag named in a page's text.
var flagRE = regexp.MustCompile(`--[a-z]`)

// TestBrowserCompanionThumbs plays a game on a phone's screen (390 × 844):
// every tap target of the companion is at least 44 × 44 CSS pixels, a
// skill's name ticks its box, the command's warnings show (a soft-skinned
// game on a vehicle not marked so, rule V2) as `crewcard battle` prints
// them, a seed that is not a whole number is refused as the command
// refuses it, and no refusal names a command-line flag: the page says the
// field's label.
func TestBrowserCompanionThumbs(t *testing.T) {
	dir := studioSite(t)
	bin := crewcardBin(t)
	ctx, origin := ownTab(t, dir)
	phone(t, ctx)
	open(t, ctx, origin+"/"+sampleCode(t, "regular-tiger.toml"))
	click := func(id string) {
		t.Helper()
		eval[bool](t, ctx, fmt.Sprintf(`(document.getElementById(%q).click(), true)`, id))
	}
	value := func(id, v string) {
		t.Helper()
		eval[bool](t, ctx, fmt.Sprintf(`(() => { const e = document.getElementById(%q); e.value = %s;
			e.dispatchEvent(new Event("input")); e.dispatchEvent(new Event("change")); return true; })()`, id, jsString(v)))
	}
	// refused records the game and returns the page's refusal.
	refused := func() string {
		t.Helper()
		eval[bool](t, ctx, `(delete document.documentElement.dataset.recorded, document.getElementById("record").click(), true)`)
		if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`document.documentElement.dataset.recorded !== undefined`, chromedp.WithPollingTimeout(90*time.Second))); err != nil {
			t.Fatalf("the page did not answer: %v", err)
		}
		if r := eval[string](t, ctx, `document.documentElement.dataset.recorded`); r != "failed" {
			t.Fatalf("the game was recorded (%s), want it refused", r)
		}
		return shown(t, ctx, "record-problem")
	}

	// Every control shown, at 390 px.
	click("kill-points")
	value("kill-points", "100")
	eval[bool](t, ctx, `(document.getElementById("kill-form").requestSubmit(), true)`)
	click("outcome-knocked-out")
	click("opt-set-upgrades")
	eval[bool](t, ctx, `(document.querySelectorAll("#game details").forEach((d) => d.open = true), true)`)
	click("opt-roll")
	if n := eval[int](t, ctx, `document.querySelectorAll("#crew-rows .tick").length`); n == 0 {
		t.Fatal("the roll table has no boxes to tick")
	}
	if small := eval[[]string](t, ctx, targetsJS); len(small) > 0 {
		t.Errorf("at 390 px these tap targets are under 44 × 44 CSS px: %q", small)
	}
	if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("at 390 px the page is %d px wide", w)
	}
	click("opt-roll")
	click("opt-set-upgrades")
	click("game-clear")

	// A tap on a skill's name ticks its box.
	xy := eval[[]float64](t, ctx, `(() => {
		const s = [...document.querySelectorAll("#crew-rows li:not(.held) .skill-name")].find((s) => s.textContent === "Skill Shot");
		s.scrollIntoView({ block: "center" });
		const r = s.getBoundingClientRect();
		return [r.x + r.width / 2, r.y + r.height / 2];
	})()`)
	if err := chromedp.Do(ctx, chromedp.MouseClickXY(xy[0], xy[1])); err != nil {
		t.Fatal(err)
	}
	if got := shown(t, ctx, "gained"); got != "Skill Shot" {
		t.Errorf("a tap on the name Skill Shot: the skills gained are %q", got)
	}

	// Refusals in the page's words: nothing said, a bad date, bad seeds.
	click("game-clear")
	if got := refused(); flagRE.MatchString(got) || !strings.Contains(got, "survived") {
		t.Errorf("a game with nothing ticked is refused with %q, want the page's words, without a --flag", got)
	} else {
		t.Logf("a game with nothing ticked is refused: %s", got)
	}
	click("outcome-survived")
	value("game-date", "13/06/1944")
	if got := refused(); flagRE.MatchString(got) || !strings.Contains(got, "Date") || !strings.Contains(got, "13/06/1944") {
		t.Errorf("a bad date is refused with %q, want the field's label, without a --flag", got)
	} else {
		t.Logf("a bad date is refused: %s", got)
	}
	value("game-date", "")
	click("opt-roll")
	value("opt-rolls", "99")
	if got := refused(); flagRE.MatchString(got) || !strings.Contains(got, "Skill rolls made") {
		t.Errorf("99 skill rolls are refused with %q, want the field's label, without a --flag", got)
	}
	value("opt-rolls", "0")
	// the seeds `crewcard battle --seed` refuses: not whole, past int64
	for _, seed := range []string{"abc", "7.5", "9223372036854775808"} {
		value("opt-seed", seed)
		if got := refused(); flagRE.MatchString(got) || !strings.Contains(got, "Seed") || !strings.Contains(got, fmt.Sprintf("%q", seed)) {
			t.Errorf("the seed %q is refused with %q, want the field's label and the seed, without a --flag", seed, got)
		} else {
			t.Logf("the seed %q is refused: %s", seed, got)
		}
	}
	click("game-clear")

	// A soft-skinned game of a half-track not marked so: battle's warning.
	code := sampleCode(t, "transport-halftrack.toml")
	open(t, ctx, origin+"/"+code)
	click("outcome-knocked-out")
	click("opt-massive")
	click("opt-soft-skin")
	if got := refused(); flagRE.MatchString(got) || !strings.Contains(got, "soft-skinned") {
		t.Errorf("Massive Damage on a soft-skinned vehicle is refused with %q, want the fields' labels, without a --flag", got)
	} else {
		t.Logf("Massive Damage on a soft-skinned vehicle is refused: %s", got)
	}
	click("opt-massive")
	eval[bool](t, ctx, `(document.querySelector("#survivor-list input").click(), true)`)
	click("opt-roll")
	value("opt-seed", "9223372036854775807") // the largest the command takes
	eval[bool](t, ctx, `(delete document.documentElement.dataset.recorded, document.getElementById("record").click(), true)`)
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`document.documentElement.dataset.recorded !== undefined`, chromedp.WithPollingTimeout(90*time.Second))); err != nil {
		t.Fatalf("the game was not recorded: %v", err)
	}
	if r := eval[string](t, ctx, `document.documentElement.dataset.recorded`); r == "failed" || r == "missing" {
		t.Fatalf("recording the game: %s: %s", r, shown(t, ctx, "record-problem"))
	}
	name := eval[string](t, ctx, `crewcard.fileName(document.querySelector('[data-field="name"]').textContent)`)
	file, _ := goDecode(code)
	cli := t.TempDir()
	if err := os.WriteFile(filepath.Join(cli, name), []byte(file), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "battle", name, "--knocked-out", "--soft-skin", "--roll", "--seed", "9223372036854775807")
	cmd.Dir = cli
	cmd.Env = append(os.Environ(), "CREWCARD_LINK_BASE=")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("crewcard battle: %v\n%s", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "warning") {
		t.Fatalf("crewcard battle prints no warning for the soft-skinned game:\n%s", stderr.String())
	}
	if got := eval[string](t, ctx, `document.getElementById("recorded-warnings").checkVisibility() ? document.getElementById("recorded-warnings").innerText : ""`); strings.TrimSpace(got) != strings.TrimSpace(stderr.String()) {
		t.Errorf("the page warns:\n%s\ncrewcard battle warns:\n%s", got, stderr.String())
	}
	if page := eval[string](t, ctx, `document.getElementById("recorded-last").textContent`); page != string(out) {
		t.Errorf("the page says:\n%s\ncrewcard battle prints:\n%s", page, out)
	}
	eval[bool](t, ctx, `(document.querySelectorAll("#game details").forEach((d) => d.open = true), true)`)
	if small := eval[[]string](t, ctx, targetsJS); len(small) > 0 {
		t.Errorf("at 390 px, a game recorded, these tap targets are under 44 × 44 CSS px: %q", small)
	}

	// The start page's remembered crews.
	open(t, ctx, origin+"/")
	if n := eval[int](t, ctx, `document.querySelectorAll("#crew-list li").length`); n != 2 {
		t.Errorf("the start page lists %d crews, want the tiger and the half-track", n)
	}
	if small := eval[[]string](t, ctx, targetsJS); len(small) > 0 {
		t.Errorf("at 390 px the start page's tap targets under 44 × 44 CSS px: %q", small)
	}
}
