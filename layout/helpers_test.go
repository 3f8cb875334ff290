package layout_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
	"github.com/crewcard/crewcard/layout/listing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func testFonts(t testing.TB) *font.Set { return layouttest.Fonts(t) }

func testTemplate(t testing.TB, name string) *layout.Template { return layouttest.Template(t, name) }

func checkProblems(tp *layout.Template) []string { return layouttest.CheckProblems(tp) }

func testIcons(t testing.TB) layout.IconSet { return layouttest.Icons(t) }

const testPayload = layouttest.Payload

func fullView() layout.View { return layouttest.FullView() }

func minimalView() layout.View { return layouttest.MinimalView() }

func dump(pages []layout.Page) string {
	var b strings.Builder
	for _, p := range pages {
		b.WriteString(listing.Page(p))
	}
	return b.String()
}

// golden compares got with testdata/name.golden, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := 0; i < len(gl) && i < len(wl); i++ {
			if gl[i] != wl[i] {
				t.Fatalf("%s differs at line %d:\n got: %s\nwant: %s", path, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("%s: got %d lines, want %d", path, len(gl), len(wl))
	}
}
