package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSiteCommand(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "viewer")
	if code, out, errs := runCLI(t, "", "site", "-o", dir); code != exitOK || out != "" || errs != "" {
		t.Fatalf("site -o %s: exit %d, %q %q", dir, code, out, errs)
	}
	for _, name := range []string{"index.html", "404.html", "app.js", "tables.js", "style.css"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("the site lacks %s: %v", name, err)
		}
	}
	for _, tt := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"site"}, exitUsage, "usage: crewcard site"},
		{[]string{"site", "-o", dir, "extra"}, exitUsage, "usage: crewcard site"},
		{[]string{"site", "-o", dir, "--root", "viewer"}, exitUsage, `crewcard site: --root "viewer": must start with /`},
		{[]string{"site", "-o", dir, "--root", "//evil.example/"}, exitUsage, `crewcard site: --root "//evil.example/": holds "//"`},
		{[]string{"site", "-o", dir, "--root", "/a/../b/"}, exitUsage, `crewcard site: --root "/a/../b/": holds ".."`},
		{[]string{"site", "-o", dir, "--root", `/a\b/`}, exitUsage, `crewcard site: --root "/a\\b/": '\\'`},
		{[]string{"site", "-o", "../../samples"}, exitInvalid, "did not write"},
	} {
		if strings.Contains(tt.err, "--root") {
			if page, _ := os.ReadFile(filepath.Join(dir, "404.html")); !strings.Contains(string(page), `<base href="/">`) {
				t.Errorf("%v: 404.html changed", tt.args)
			}
		}
		code, _, errs := runCLI(t, "", tt.args...)
		if code != tt.code || !strings.Contains(errs, tt.err) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tt.args, code, errs, tt.code, tt.err)
		}
	}
}

// TestSiteRootSlash: a --root without its final slash gets one.
func TestSiteRootSlash(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "viewer")
	if code, _, errs := runCLI(t, "", "site", "-o", dir, "--root", "/viewer"); code != exitOK {
		t.Fatalf("site --root /viewer: exit %d, %q", code, errs)
	}
	if page, _ := os.ReadFile(filepath.Join(dir, "404.html")); !strings.Contains(string(page), `<base href="/viewer/">`) {
		t.Errorf("404.html of --root /viewer lacks <base href=\"/viewer/\">")
	}
}
