package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/model/saved"
)

// updateCardGoldens rewrites testdata/golden/*.golden from the samples; the
// samples themselves are never written.
var updateCardGoldens = flag.Bool("update", false, "rewrite the card display lists in testdata/golden")

// TestGoldenCards plans every sample's front and back exactly as render does
// and compares the display lists with testdata/golden/<sample>.golden.
func TestGoldenCards(t *testing.T) {
	d, err := newKit(nil, &renderOptions{Options: press.Options{LinkBase: saved.DefaultBase}})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range loadSamples(t) {
		t.Run(s.name, func(t *testing.T) {
			f, err := plan(d, s.crew, saved.DefaultBase)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			for _, pg := range append(f.front, f.back...) {
				b.WriteString(pg.String())
			}
			got := b.String()
			path := filepath.Join("testdata", "golden", s.name+".golden")
			if *updateCardGoldens {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("%s: display list differs from %s (run with -update to accept):\n%s", s.name, path, lineDiff(string(want), got))
			}
		})
	}
}

// lineDiff describes the first lines where want and got differ, with a
// little context, enough to see what changed without a diff tool.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	shown := 0
	for i := 0; i < max(len(w), len(g)) && shown < 10; i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			fmt.Fprintf(&b, "line %d:\n  want %s\n  got  %s\n", i+1, wl, gl)
			shown++
		}
	}
	if len(w) != len(g) {
		fmt.Fprintf(&b, "want %d lines, got %d\n", len(w), len(g))
	}
	return b.String()
}
