package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/png"
	"maps"
	"regexp"
	"slices"
	"testing"
)

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
		want = slices.DeleteFunc(want, func(n string) bool { return n == "sw.js" })
		if !slices.Equal(names, want) {
			t.Errorf("sw.js keeps %q, want every file but itself, %q", names, want)
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
