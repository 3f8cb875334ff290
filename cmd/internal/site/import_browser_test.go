package site

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The Flames of War data of ../shared: a roster New Recruit saved, its
// catalogue and its game system.
const (
	fowData     = "../../../../shared/data/bsdata-flamesofwar/"
	fowRoster   = fowData + "rosters/Cromwell Squadron.rosz"
	fowCatalog  = fowData + "LW - Bulge_British.cat"
	fowGameSys  = fowData + "Flames_of_War_v4.gst"
	studioFiles = `Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith("crewcard-studio-file:")).map((k) => { const f = JSON.parse(localStorage[k]); return [f.name, f.text]; }))`
)

// importBin is what `crewcard import -o DIR SOURCE` writes where the data
// is, by name.
func importBin(t *testing.T, bin, source string) map[string]string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "out")
	if out, err := exec.Command(bin, "import", "-o", dir, source).CombinedOutput(); err != nil {
		t.Fatalf("crewcard import %s: %v\n%s", source, err, out)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, e := range entries {
		out[e.Name()] = string(mustRead(t, filepath.Join(dir, e.Name())))
	}
	return out
}

// TestBrowserStudioImport opens a roster New Recruit saved (.rosz) in the
// studio, through its file input: the page names the catalogue and game
// system it needs; opened, they import it, and the studio holds the files
// `crewcard import` writes, names and text, the force's cards in its
// preview. The same roster dropped again replaces none of them: its files
// get free names, and the page says so.
func TestBrowserStudioImport(t *testing.T) {
	if _, err := os.Stat(fowRoster); errors.Is(err, fs.ErrNotExist) && os.Getenv("CI") != "true" {
		t.Skipf("test data not present: %v", err)
	}
	dir := studioSite(t)
	want := importBin(t, crewcardBin(t), fowRoster)
	ctx := openStudio(t, dir)
	abs := func(p string) string {
		a, err := filepath.Abs(p)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}

	// The roster alone: what to add, and nothing imported.
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.ID("open"), []string{abs(fowRoster)})); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `!document.getElementById("imported").hidden`)
	msg := shown(t, ctx, "imported")
	for _, w := range []string{`"Late-War - Bulge: British" (a .cat or .catz file`, `"Flames of War v4" (a .gst or .gstz file)`, "open them too"} {
		if !strings.Contains(msg, w) {
			t.Errorf("the roster alone: the page says %q, want it to name %s", msg, w)
		}
	}
	if strings.Contains(msg, "--") || strings.Contains(msg, "crewcard import") {
		t.Errorf("the page says %q, naming the command or a flag", msg)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#files li").length`); n != 0 {
		t.Errorf("the studio holds %d files before the roster imports", n)
	}

	// Its catalogue and game system opened: the roster imports.
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.ID("open"), []string{abs(fowCatalog), abs(fowGameSys)})); err != nil {
		t.Fatal(err)
	}
	names := `[...document.querySelectorAll("#files .file-name")].map((b) => b.textContent)`
	waitFor(t, ctx, names+`.length === `+jsInt(len(want)))
	got := eval[map[string]string](t, ctx, studioFiles)
	if !slices.Equal(slices.Sorted(maps.Keys(got)), slices.Sorted(maps.Keys(want))) {
		t.Errorf("the studio holds %q, want the files crewcard import writes, %q", slices.Sorted(maps.Keys(got)), slices.Sorted(maps.Keys(want)))
	}
	for name, text := range want {
		if got[name] != text {
			t.Errorf("%s: the studio's text is not crewcard import's:\n%s\nwant\n%s", name, got[name], text)
		}
	}
	if !strings.HasPrefix(shown(t, ctx, "imported"), "Imported Cromwell Squadron.rosz: 8 files") {
		t.Errorf("the page says %q", shown(t, ctx, "imported"))
	}
	// the force is shown: it checks, and its cards preview
	waitFor(t, ctx, `document.documentElement.dataset.faces === "cromwell-squadron.toml" && document.querySelectorAll("#cards img").length >= 8 &&
		[...document.querySelectorAll("#cards img")].every((i) => i.complete && i.naturalWidth > 0)`)
	if s := shown(t, ctx, "summary"); !strings.HasPrefix(s, "cromwell-squadron.toml: ") {
		t.Errorf("summary %q, want the force's", s)
	}
	t.Logf("%d cards: %s", eval[int](t, ctx, `document.querySelectorAll("#cards img").length`), shown(t, ctx, "summary"))

	// Dropped again: nothing replaced, the new files named apart.
	rosz := base64.StdEncoding.EncodeToString(mustRead(t, fowRoster))
	eval[bool](t, ctx, `(() => {
		const dt = new DataTransfer();
		dt.items.add(new File([Uint8Array.from(atob(`+jsString(rosz)+`), (c) => c.charCodeAt(0))], "Cromwell Squadron.rosz"));
		document.body.dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
		return true;
	})()`)
	waitFor(t, ctx, names+`.length === `+jsInt(2*len(want)))
	again := eval[map[string]string](t, ctx, studioFiles)
	for name, text := range want {
		if again[name] != text {
			t.Errorf("%s: replaced by the second import", name)
		}
	}
	if msg := shown(t, ctx, "imported"); !strings.Contains(msg, "cromwell-squadron.toml as cromwell-squadron-2.toml") {
		t.Errorf("the second import says %q, not that it named its files apart", msg)
	}
	if force := again["cromwell-squadron-2.toml"]; !strings.Contains(force, `"cromwell-armoured-troop-3.toml"`) {
		t.Errorf("the second force does not name its own units:\n%s", force)
	}
}

// jsInt is n as JavaScript.
func jsInt(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
