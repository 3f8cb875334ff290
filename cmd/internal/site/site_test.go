package site

import (
	"bytes"
	"context"
	"encoding/json"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

// pageRefs returns the files a page loads: its scripts and style sheets.
func pageRefs(page string) []string {
	var refs []string
	for _, m := range regexp.MustCompile(`<(?:script[^>]*\ssrc|link[^>]*\shref|img[^>]*\ssrc|a[^>]*\shref)="([^"]*)"`).FindAllStringSubmatch(page, -1) {
		refs = append(refs, m[1])
	}
	return refs
}

func TestFilesPages(t *testing.T) {
	files, err := Files("/viewer/")
	if err != nil {
		t.Fatal(err)
	}
	index, notFound := string(files["index.html"]), string(files["404.html"])
	if strings.Contains(index, "<base") || strings.Contains(index, baseSlot) {
		t.Errorf("index.html has a base; opened from disk, its links must stay relative")
	}
	if want := `<base href="/viewer/">`; !strings.Contains(notFound, want) {
		t.Errorf("404.html lacks %s", want)
	}
	if strings.Replace(notFound, `<base href="/viewer/">`+"\n", "", 1) != index {
		t.Errorf("404.html is not index.html with a base")
	}
	refs := pageRefs(index)
	// The manifest names the icons, and app.js registers the service worker.
	var manifest struct{ Icons []struct{ Src string } }
	if err := json.Unmarshal(files["manifest.webmanifest"], &manifest); err != nil || len(manifest.Icons) == 0 {
		t.Errorf("manifest.webmanifest: %v, %d icons", err, len(manifest.Icons))
	}
	for _, i := range manifest.Icons {
		refs = append(refs, i.Src)
	}
	if strings.Contains(string(files["app.js"]), `register(new URL("sw.js"`) {
		refs = append(refs, "sw.js")
	}
	loaded := map[string]bool{}
	for _, ref := range refs {
		if files[ref] == nil {
			t.Errorf("index.html loads %q, which the site lacks", ref)
		}
		loaded[ref] = true
	}
	// The studio page loads its script, which loads the Go loader in its
	// worker; the site holds the loader only when the studio is built in
	// (FilesWith).
	for _, ref := range pageRefs(string(files["studio.html"])) {
		if files[ref] == nil {
			t.Errorf("studio.html loads %q, which the site lacks", ref)
		}
		loaded[ref] = true
	}
	loaded[StudioExec] = bytes.Contains(files["studio.js"], []byte(`importScripts("`+StudioExec+`")`))
	if !loaded["studio.html"] || !loaded["studio.js"] || !loaded[StudioExec] {
		t.Errorf("index.html links no studio.html, or the studio loads no studio.js or %s", StudioExec)
	}
	for name := range files {
		if !loaded[name] && !strings.HasSuffix(name, ".html") && !strings.HasPrefix(name, manualDir) { // the manual's pages load their own (manual.TestPages)
			t.Errorf("the site holds %s, which the page never loads", name)
		}
	}
}

// TestFilesAskNothingElse looks for every way a page fetches: the page
// links only its own files, the scripts never fetch, and the style sheet
// loads no font or image. The browser test watches the network too.
func TestFilesAskNothingElse(t *testing.T) {
	files, err := Files("/")
	if err != nil {
		t.Fatal(err)
	}
	fetches := regexp.MustCompile(`\bfetch\(|XMLHttpRequest|WebSocket|EventSource|sendBeacon|\bimport\(|importScripts|@import|url\(|new Worker|\.src\s*=|\.href\s*=\s*["'h]`)
	for name, b := range files {
		if strings.HasSuffix(name, ".html") {
			for _, ref := range pageRefs(string(b)) {
				if strings.Contains(ref, ":") || strings.HasPrefix(ref, "/") {
					t.Errorf("%s links %q, not a file of the site", name, ref)
				}
			}
			continue
		}
		if name == "studio.js" {
			// the studio loads its WebAssembly modules, from the site, by
			// their names, in one place
			for _, own := range []string{`fetch(module)`, `"` + StudioWasm + `": {`, `"` + ImportWasm + `": {`} {
				if n := bytes.Count(b, []byte(own)); n != 1 {
					t.Errorf("studio.js holds %s %d times, want once", own, n)
				}
			}
			b = bytes.Replace(b, []byte(`fetch(module)`), nil, 1)
			// and runs it in a worker: this very script, which loads the
			// Go toolchain's loader
			for _, own := range []string{`const SCRIPT = document.currentScript?.src ?? "studio.js";`, `new Worker(SCRIPT)`, `importScripts("` + StudioExec + `")`} {
				if n := bytes.Count(b, []byte(own)); n != 1 {
					t.Errorf("studio.js holds %s %d times, want once", own, n)
				}
				b = bytes.Replace(b, []byte(own), nil, 1)
			}
		}
		if name == "companion.js" {
			// the companion loads the studio's WebAssembly and its loader,
			// from the site, once, when a game is recorded
			for _, load := range []string{`fetch("` + StudioWasm + `")`, `script.src = "` + StudioExec + `"`} {
				if n := bytes.Count(b, []byte(load)); n != 1 {
					t.Errorf("companion.js holds %s %d times, want once", load, n)
				}
				b = bytes.Replace(b, []byte(load), nil, 1)
			}
		}
		if name == "sw.js" {
			// the service worker fetches the site's own files, and answers
			// only requests for its own origin
			b = bytes.Replace(b, []byte("fetch("), nil, -1)
			if guard := "url.origin !== root.origin"; !bytes.Contains(b, []byte(guard)) {
				t.Errorf("sw.js lacks %q: it must leave another host's requests alone", guard)
			}
		}
		if m := fetches.Find(b); m != nil {
			t.Errorf("%s holds %q, which may fetch", name, m)
		}
	}
}

// TestPageWeight sums the files of the first load: under 1 MB.
func TestPageWeight(t *testing.T) {
	files, err := Files("/")
	if err != nil {
		t.Fatal(err)
	}
	total := len(files["404.html"])
	for _, ref := range pageRefs(string(files["404.html"])) {
		if !strings.HasSuffix(ref, ".html") { // a page it links (the studio) is not loaded
			total += len(files[ref])
		}
	}
	t.Logf("first load: %d bytes (404.html and %d files)", total, len(pageRefs(string(files["404.html"]))))
	if total >= 1<<20 {
		t.Errorf("first load is %d bytes, over 1 MB", total)
	}
}

// TestRoot checks the URL path the site is served under: an absolute path
// on the same host, its final slash added, and nothing a browser would
// read as another host, a parent folder or an escape.
func TestRoot(t *testing.T) {
	for _, tc := range []struct{ root, want string }{
		{"/", "/"},
		{"/viewer/", "/viewer/"},
		{"/viewer", "/viewer/"},
		{"/club-2/crews/", "/club-2/crews/"},
		{"/v1.2/", "/v1.2/"},
		{"", "give the URL path"},
		{"viewer", "must start with /"},
		{"//evil.example/", `"//"`},
		{"//evil.example", `"//"`},
		{"///", `"//"`},
		{"/a//b/", `"//"`},
		{"https://x/", "must start with /"},
		{"/https:x/", "':'"},
		{`/a\b/`, `'\\'`},
		{`\\evil.example\`, "must start with /"},
		{"/../", `".."`},
		{"/a/../b/", `".."`},
		{"/a/..", `".."`},
		{"/./", `"."`},
		{"/a\x00b/", `'\x00'`},
		{"/a\nb/", `'\n'`},
		{"/a\x7fb/", `'\x7f'`},
		{`/a"b/`, `'"'`},
		{"/a b/", `' '`},
		{"/a%2e%2e/", `'%'`},
	} {
		got, err := ParseRoot(tc.root)
		switch {
		case strings.HasPrefix(tc.want, "/"):
			if err != nil || got != tc.want {
				t.Errorf("ParseRoot(%q) = %q, %v; want %q", tc.root, got, err, tc.want)
			} else if _, err := Files(got); err != nil {
				t.Errorf("Files(%q): %v", got, err)
			}
		case err == nil || !strings.Contains(err.Error(), tc.want):
			t.Errorf("ParseRoot(%q) = %q, %v; want an error containing %s", tc.root, got, err, tc.want)
		}
		if err != nil {
			if _, err := Files(tc.root); err == nil {
				t.Errorf("Files(%q) accepts the root ParseRoot refuses", tc.root)
			}
		}
	}
}

// listDir returns the files below dir, by their slash-separated paths
// from it, sorted; an empty folder below dir is listed with a trailing /.
func listDir(t *testing.T, dir string) []string {
	t.Helper()
	var names []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || path == dir {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		if d.IsDir() {
			if entries, err := os.ReadDir(path); err == nil && len(entries) == 0 {
				names = append(names, filepath.ToSlash(rel)+"/")
			}
			return nil
		}
		names = append(names, filepath.ToSlash(rel))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(names)
	return names
}

func TestWrite(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "site")
	names, err := Write(ctx, dir, "/", false)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := listDir(t, dir), append([]string{Marker}, names...); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("the folder holds %v, want %v", got, want)
	}

	// A site written before is replaced, and a file of the user's stays.
	// Here an earlier version wrote it, whose marker listed only names:
	// its app.js, not this version's, is replaced with --force only.
	write(t, filepath.Join(dir, "CNAME"), "crews.example.org\n")
	write(t, filepath.Join(dir, "app.js"), "stale")
	write(t, filepath.Join(dir, Marker), "Written by crewcard site; it replaces the files listed below, and leaves every other file here alone.\n"+strings.Join(names, "\n")+"\n")
	if _, err := Write(ctx, dir, "/", false); err == nil || !strings.Contains(err.Error(), "app.js: ") || !strings.Contains(err.Error(), "--force") {
		t.Fatalf("writing over an earlier site's edited app.js: %v; want it refused, naming app.js and --force", err)
	}
	if _, err := Write(ctx, dir, "/", true); err != nil {
		t.Fatalf("writing over an earlier site with --force: %v", err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "CNAME")); string(b) != "crews.example.org\n" {
		t.Errorf("CNAME became %q", b)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "app.js")); string(b) == "stale" {
		t.Errorf("app.js was not replaced")
	}
}

func TestWriteRefuses(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	write(t, filepath.Join(dir, "CNAME"), "crews.example.org\n")
	write(t, filepath.Join(dir, "notes.txt"), "mine")
	_, err := Write(ctx, dir, "/", false)
	if err == nil || !strings.Contains(err.Error(), "did not write") || !strings.Contains(err.Error(), "--force") {
		t.Fatalf("Write into a folder of other files: %v", err)
	}
	if got := listDir(t, dir); len(got) != 2 {
		t.Errorf("a refused Write left %v", got)
	}
	if _, err := Write(ctx, dir, "/", true); err != nil {
		t.Fatalf("Write with force: %v", err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "notes.txt")); string(b) != "mine" {
		t.Errorf("Write with force changed notes.txt")
	}

	file := filepath.Join(t.TempDir(), "file")
	write(t, file, "x")
	if _, err := Write(ctx, file, "/", true); err == nil || !strings.Contains(err.Error(), "not a folder") {
		t.Errorf("Write into a file: %v", err)
	}
	canceled, cancel := context.WithCancel(ctx)
	cancel()
	fresh := filepath.Join(t.TempDir(), "site")
	if _, err := Write(canceled, fresh, "/", false); err == nil {
		t.Errorf("Write after an interrupt succeeds")
	}
	if got := listDir(t, fresh); len(got) != 0 {
		t.Errorf("an interrupted Write left %v", got)
	}
}

func write(t *testing.T, name, text string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestWriteKeepsUsersFiles: a file of the site's names that crewcard site
// did not write as it is now (the user's own, one edited since, a link or
// another special file) is never replaced, not even with force, and
// nothing is written; a file an earlier site wrote and nobody changed since
// is replaced.
func TestWriteKeepsUsersFiles(t *testing.T) {
	ctx := context.Background()
	site := func(t *testing.T) string {
		t.Helper()
		dir := filepath.Join(t.TempDir(), "s")
		if _, err := Write(ctx, dir, "/", false); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	refused := func(t *testing.T, dir string, force bool, name, want string) {
		t.Helper()
		before := listDir(t, dir)
		marker, _ := os.ReadFile(filepath.Join(dir, Marker))
		_, err := Write(ctx, dir, "/", force)
		if err == nil || !strings.Contains(err.Error(), filepath.Join(dir, name)+": "+want) {
			t.Errorf("Write (force %v) = %v; want %s refused: %q", force, err, name, want)
		}
		if got := listDir(t, dir); strings.Join(got, " ") != strings.Join(before, " ") {
			t.Errorf("a refused Write left %v, want %v", got, before)
		}
		if after, _ := os.ReadFile(filepath.Join(dir, Marker)); string(after) != string(marker) {
			t.Errorf("a refused Write changed the marker")
		}
	}
	t.Run("a link in place of a file", func(t *testing.T) {
		dir := site(t)
		precious := filepath.Join(filepath.Dir(dir), "precious.txt")
		write(t, precious, "precious")
		os.Remove(filepath.Join(dir, "app.js"))
		if err := os.Symlink("../precious.txt", filepath.Join(dir, "app.js")); err != nil {
			t.Skip("no symbolic links here:", err)
		}
		for _, force := range []bool{false, true} {
			refused(t, dir, force, "app.js", "is a symbolic link")
			if b, _ := os.ReadFile(precious); string(b) != "precious" {
				t.Fatalf("Write (force %v) replaced the file a link of the site's names leads to: %.20q", force, b)
			}
		}
	})
	t.Run("the user's own page, forced", func(t *testing.T) {
		dir := t.TempDir()
		write(t, filepath.Join(dir, "index.html"), "my own page")
		refused(t, dir, true, "index.html", "crewcard site did not write it")
		if b, _ := os.ReadFile(filepath.Join(dir, "index.html")); string(b) != "my own page" {
			t.Errorf("Write with force replaced the user's index.html")
		}
	})
	t.Run("a file edited since", func(t *testing.T) {
		dir := site(t)
		write(t, filepath.Join(dir, "style.css"), "body { color: red }")
		for _, force := range []bool{false, true} {
			refused(t, dir, force, "style.css", "changed since crewcard site wrote it")
		}
		if b, _ := os.ReadFile(filepath.Join(dir, "style.css")); string(b) != "body { color: red }" {
			t.Errorf("Write replaced an edited style.css")
		}
	})
	t.Run("a marker that crewcard did not write", func(t *testing.T) {
		dir := t.TempDir()
		write(t, filepath.Join(dir, Marker), "my notes")
		refused(t, dir, true, Marker, "crewcard site did not write it")
	})
	t.Run("an edited file under a marker of names only", func(t *testing.T) {
		// An earlier version's marker listed only names: nothing tells
		// the club's banner in index.html from the page crewcard wrote.
		dir := site(t)
		files, _ := Files("/")
		write(t, filepath.Join(dir, Marker), "Written by crewcard site; it replaces the files listed below, and leaves every other file here alone.\n"+strings.Join(slices.Sorted(maps.Keys(files)), "\n")+"\n")
		banner := "<p>Tuesday club night</p>"
		write(t, filepath.Join(dir, "index.html"), banner)
		refused(t, dir, false, "index.html", "an earlier crewcard site wrote it, but its marker keeps no digest")
		_, err := Write(ctx, dir, "/", false)
		if err == nil || !strings.Contains(err.Error(), "--force") {
			t.Errorf("Write = %v; want it to say that --force replaces the file", err)
		}
		if b, _ := os.ReadFile(filepath.Join(dir, "index.html")); string(b) != banner {
			t.Fatalf("Write without --force replaced an index.html whose bytes no marker records")
		}
		if _, err := Write(ctx, dir, "/", true); err != nil {
			t.Fatalf("Write with --force: %v", err)
		}
		if b, _ := os.ReadFile(filepath.Join(dir, "index.html")); !bytes.Equal(b, files["index.html"]) {
			t.Errorf("Write with --force kept the old index.html")
		}
		if _, err := Write(ctx, dir, "/", false); err != nil {
			t.Errorf("Write again, the marker now with digests: %v", err)
		}
	})
	t.Run("an earlier site's files", func(t *testing.T) {
		dir := site(t)
		// An earlier version's app.js, as its marker records it.
		old := "old app"
		write(t, filepath.Join(dir, "app.js"), old)
		marker, _ := os.ReadFile(filepath.Join(dir, Marker))
		files, _ := Files("/")
		m := strings.Replace(string(marker), digest(files["app.js"]), digest([]byte(old)), 1)
		write(t, filepath.Join(dir, Marker), m)
		if _, err := Write(ctx, dir, "/", false); err != nil {
			t.Fatalf("Write over an earlier site: %v", err)
		}
		if b, _ := os.ReadFile(filepath.Join(dir, "app.js")); string(b) == old {
			t.Errorf("app.js of an earlier site was not replaced")
		}
	})
}
