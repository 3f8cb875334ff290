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
		{[]string{"site", "-o", dir, "--root", "viewer"}, exitInvalid, "crewcard site: root \"viewer\""},
		{[]string{"site", "-o", "../../samples"}, exitInvalid, "did not write"},
	} {
		code, _, errs := runCLI(t, "", tt.args...)
		if code != tt.code || !strings.Contains(errs, tt.err) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and %q", tt.args, code, errs, tt.code, tt.err)
		}
	}
}
