package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/png"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// studioPage are the studio's page's files, sorted: only the studio asks
// for them.
var studioPage = []string{"studio.css", "studio.html", "studio.js", "studioimport.js", "studiostore.js"}

// TestServiceWorkerFiles reads the list of files and the version that
// Files writes into the service worker: every file of the site but the
// worker itself, and a version that changes with any file.
func TestServiceWorkerFiles(t *testing.T) {
	list := regexp.MustCompile(`const FILES = (\[.*\]);`)
	version := regexp.MustCompile(`const VERSION = "([0-9a-f]{16})";`)
	versions := map[string]string{}
	for _, root := range []string{"/", "/viewer/"} {
		files, err := Files(root)
		if err != nil {
			t.Fatal(err)
		}
		sw := files["sw.js"]
		var names []string
		if m := list.FindSubmatch(sw); m == nil || json.Unmarshal(m[1], &names) != nil {
			t.Fatalf("sw.js has no list of files: %.300s", sw)
		}
		want := slices.Sorted(maps.Keys(files))
		want = slices.DeleteFunc(want, func(n string) bool {
			return n == "sw.js" || strings.HasPrefix(n, manualDir) || slices.Contains(studioPage, n)
		})
		if !slices.Equal(names, want) {
			t.Errorf("sw.js keeps %q, want every file but itself, the studio's page and the manual's pages, %q", names, want)
		}
		m := version.FindSubmatch(sw)
		if m == nil {
			t.Fatalf("sw.js has no version")
		}
		versions[root] = string(m[1])
		for _, name := range []string{"index.html", "404.html", "app.js", "style.css", "icon-192.png", "icon-512.png", "manifest.webmanifest"} {
			if !slices.Contains(names, name) {
				t.Errorf("sw.js does not keep %s", name)
			}
		}
	}
	if versions["/"] == versions["/viewer/"] {
		t.Errorf("the sites for / and /viewer/ differ (404.html), but their workers have one version, %s", versions["/"])
	}
}

// TestServiceWorkerVersionHoldsItsCode: a worker whose code changes is a
// new version, though no other file does, so that its install never fills,
// or on failing drops, the cache of the version it replaces.
func TestServiceWorkerVersionHoldsItsCode(t *testing.T) {
	code, err := assets.ReadFile("assets/sw.js")
	if err != nil {
		t.Fatal(err)
	}
	versionOf := func(sw string) string {
		files := map[string][]byte{"sw.js": []byte(sw), "index.html": []byte("<!doctype html>")}
		if err := addOffline(files); err != nil {
			t.Fatal(err)
		}
		return regexp.MustCompile(`const VERSION = "([0-9a-f]{16})";`).FindString(string(files["sw.js"]))
	}
	if a, b := versionOf(string(code)), versionOf(string(code)+"// a mended worker\n"); a == "" || a == b {
		t.Errorf("a worker whose code changed has the version %q of the one before, %q", b, a)
	}
}

// TestIcons decodes the icons the manifest names: PNGs of their sizes.
func TestIcons(t *testing.T) {
	files, err := Files("/")
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range iconSizes {
		name := fmt.Sprintf("icon-%d.png", n)
		img, err := png.Decode(bytes.NewReader(files[name]))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if b := img.Bounds(); b.Dx() != n || b.Dy() != n {
			t.Errorf("%s is %v, want %d × %d", name, b, n, n)
		}
		// the corner is the green, the middle the tank's light grey
		if r, _, _, _ := img.At(1, 1).RGBA(); r>>8 != 0x2d {
			t.Errorf("%s: the corner's red is %#x, want the green's 0x2d", name, r>>8)
		}
		if r, _, _, _ := img.At(n/2, n*3/5).RGBA(); r>>8 != 0xe8 {
			t.Errorf("%s: the hull's red is %#x, want the tank's 0xe8", name, r>>8)
		}
		t.Logf("%s: %d bytes", name, len(files[name]))
	}
}

// TestServiceWorkerStudio writes the site with a studio: the worker lists
// the studio's files apart, to keep only once the studio asks for them,
// and they make a new version; a folder without them is refused.
func TestServiceWorkerStudio(t *testing.T) {
	dir := t.TempDir()
	if _, err := ReadStudio(dir); err == nil || !strings.Contains(err.Error(), ".ci/studio") {
		t.Errorf("ReadStudio(an empty folder) = %v, want how to build it", err)
	}
	os.WriteFile(filepath.Join(dir, StudioWasm), []byte("not wasm"), 0o644)
	os.WriteFile(filepath.Join(dir, StudioExec), []byte("// the loader"), 0o644)
	if _, err := ReadStudio(dir); err == nil || !strings.Contains(err.Error(), "not WebAssembly") {
		t.Errorf("ReadStudio(a folder with text for studio.wasm) = %v, want it refused", err)
	}
	os.WriteFile(filepath.Join(dir, StudioWasm), append(wasmMagic, "module"...), 0o644)
	if _, err := ReadStudio(dir); err == nil || !strings.Contains(err.Error(), "no "+ImportWasm) || !strings.Contains(err.Error(), ".ci/studio") {
		t.Errorf("ReadStudio(a folder without %s) = %v, want how to build it", ImportWasm, err)
	}
	os.WriteFile(filepath.Join(dir, ImportWasm), []byte("not wasm"), 0o644)
	if _, err := ReadStudio(dir); err == nil || !strings.Contains(err.Error(), ImportWasm+": is not WebAssembly") {
		t.Errorf("ReadStudio(a folder with text for %s) = %v, want it refused", ImportWasm, err)
	}
	os.WriteFile(filepath.Join(dir, ImportWasm), append(wasmMagic, "import"...), 0o644)
	st, err := ReadStudio(dir)
	if err != nil {
		t.Fatal(err)
	}
	plain, err := Files("/")
	if err != nil {
		t.Fatal(err)
	}
	with, err := FilesWith("/", st)
	if err != nil {
		t.Fatal(err)
	}
	lists := func(sw []byte) (files, studio, later []string, version string) {
		for _, l := range []struct {
			re  string
			dst *[]string
		}{{`const FILES = (\[.*\]);`, &files}, {`const ASKED = (\[.*\]);`, &studio}, {`const LATER = (\[.*\]);`, &later}} {
			m := regexp.MustCompile(l.re).FindSubmatch(sw)
			if m == nil || json.Unmarshal(m[1], l.dst) != nil {
				t.Fatalf("sw.js has no list %s: %.300s", l.re, sw)
			}
		}
		return files, studio, later, regexp.MustCompile(`const VERSION = "([0-9a-f]{16})";`).FindString(string(sw))
	}
	pf, ps, pl, pv := lists(plain["sw.js"])
	wf, ws, wl, wv := lists(with["sw.js"])
	// the modules loaded on demand are kept once fetched, never before
	if len(pl) != 0 || !slices.Equal(wl, []string{ImportWasm}) {
		t.Errorf("the worker keeps %q once fetched without the studio, %q with it; want none, then %s", pl, wl, ImportWasm)
	}
	// the manual's pages are kept once asked for, by their folder
	if !bytes.Contains(plain["sw.js"], []byte(`const MANUAL = "`+manualDir+`"`)) {
		t.Errorf("sw.js does not know the manual's folder %q", manualDir)
	}
	// the studio's page and code are kept once asked for
	if !slices.Equal(ps, studioPage) || !slices.Equal(ws, slices.Sorted(slices.Values(append([]string{StudioWasm, StudioExec}, studioPage...)))) {
		t.Errorf("the worker keeps the studio's %q once asked for without it, %q with it; want its page, then its page and code", ps, ws)
	}
	if slices.ContainsFunc(pf, func(n string) bool { return strings.HasPrefix(n, manualDir) }) {
		t.Errorf("the worker keeps the manual at once: %q", pf)
	}
	if !slices.Equal(pf, wf) || slices.Contains(wf, StudioWasm) || slices.Contains(wf, ImportWasm) || slices.Contains(ws, ImportWasm) {
		t.Errorf("the files kept at once differ with the studio: %q, %q", pf, wf)
	}
	if pv == wv {
		t.Errorf("the site with the studio has the version of the site without it, %s", pv)
	}
	if !bytes.Equal(with[StudioWasm], st.Wasm) || !bytes.Equal(with[ImportWasm], st.Import) || !bytes.Equal(with[StudioExec], st.Exec) {
		t.Errorf("FilesWith does not hold the studio's files")
	}
}
