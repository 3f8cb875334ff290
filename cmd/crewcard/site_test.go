package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSiteCommand: site -o writes in silence; its usage errors, and a
// --root that site refuses, write nothing; a folder it may not write is
// exit 1. What the site holds, and each --root refused, is site's tests.
func TestSiteCommand(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "viewer")
	if code, out, errs := runCLI(t, "", "site", "-o", dir); code != exitOK || out != "" || errs != "" {
		t.Fatalf("site -o %s: exit %d, %q %q", dir, code, out, errs)
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
		code, _, errs := runCLI(t, "", tt.args...)
		if code != tt.code || !strings.Contains(errs, tt.err) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tt.args, code, errs, tt.code, tt.err)
		}
		if page, _ := os.ReadFile(filepath.Join(dir, "404.html")); !strings.Contains(string(page), `<base href="/">`) {
			t.Errorf("%v: 404.html changed", tt.args)
		}
	}
}
