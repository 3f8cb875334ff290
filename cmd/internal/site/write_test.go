package site

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWriteSite: a site written to a new folder holds its pages and
// scripts, and its 404 page's base is the root, with the final slash a
// root given without one gets; a folder of other files, such as the
// samples, is refused.
func TestWriteSite(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct{ root, base string }{{"/", `<base href="/">`}, {"/viewer", `<base href="/viewer/">`}} {
		dir := filepath.Join(t.TempDir(), "viewer")
		root, err := ParseRoot(tc.root)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Write(ctx, dir, root, false); err != nil {
			t.Fatalf("site -o %s --root %s: %v", dir, tc.root, err)
		}
		for _, name := range []string{"index.html", "404.html", "app.js", "tables.js", "style.css"} {
			if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
				t.Errorf("the site lacks %s: %v", name, err)
			}
		}
		if page, _ := os.ReadFile(filepath.Join(dir, "404.html")); !strings.Contains(string(page), tc.base) {
			t.Errorf("404.html of --root %s lacks %s", tc.root, tc.base)
		}
	}
	if _, err := Write(ctx, "../../../samples", "/", false); err == nil || !strings.Contains(err.Error(), "did not write") {
		t.Errorf("site -o samples: %v, want a refusal", err)
	}
}
