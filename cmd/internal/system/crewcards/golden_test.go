package crewcards_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/layout/listing"
	"github.com/crewcard/crewcard/model/saved"
)

// updateGoldens rewrites testdata/golden/*.golden from the samples; the
// samples themselves are never written.
var updateGoldens = flag.Bool("update", false, "rewrite the card display lists in testdata/golden")

// TestGoldenCards plans every sample's front and back exactly as render does
// and compares the display lists with testdata/golden/<sample>.golden.
func TestGoldenCards(t *testing.T) {
	d := planKit(t, press.Options{LinkBase: saved.DefaultBase})
	for _, s := range crewtest.Samples(t) {
		t.Run(s.Name, func(t *testing.T) {
			f, err := plan(d, s.Crew, saved.DefaultBase)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			for _, pg := range append(f.Front, f.Back...) {
				b.WriteString(listing.Page(pg))
			}
			got := b.String()
			path := filepath.Join("testdata", "golden", s.Name+".golden")
			if *updateGoldens {
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
				t.Errorf("%s: display list differs from %s (run with -update to accept):\n%s", s.Name, path, cardtest.LineDiff(string(want), got))
			}
		})
	}
}
