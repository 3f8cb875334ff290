package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system"
)

// unitSamples returns the Flames of War unit files among the samples.
func unitSamples(t *testing.T) []string {
	t.Helper()
	paths, _ := filepath.Glob("../../samples/fow-*.toml")
	if len(paths) < 4 {
		t.Fatalf("%d unit samples, want at least 4", len(paths))
	}
	return paths
}

// TestEndToEndUnits prints the unit samples one card a page, decodes every
// unit card's QR code with zbar at 300 and 150 dpi, and turns each link back
// into a unit file with decode: it checks, and holds the same unit.
func TestEndToEndUnits(t *testing.T) {
	requireTools(t, "pdftoppm", "zbarimg", "qpdf")
	paths := unitSamples(t)
	out := filepath.Join(t.TempDir(), "units.pdf")
	if code, _, errs := runCLI(t, "", append([]string{"render", "--sheet", "none", "-o", out}, paths...)...); code != 0 {
		t.Fatalf("render = exit %d:\n%s", code, errs)
	}
	tool(t, "qpdf", "--check", out)
	var want []string // each unit's check -v line, in order
	for _, p := range paths {
		src, _ := os.ReadFile(p)
		doc, errs := system.Check("unit.toml", src)
		if doc == nil {
			t.Fatalf("%s: %v", p, errs)
		}
		want = append(want, doc.Summary())
	}
	for _, dpi := range []int{300, 150} {
		var links []string
		for _, page := range scanPages(t, out, dpi, 2*len(paths)) {
			links = append(links, page...)
		}
		if len(links) != len(paths) {
			t.Fatalf("%d dpi: %d QR codes decoded, want one a unit (%d)", dpi, len(links), len(paths))
		}
		for i, link := range links {
			code, file, errs := runCLI(t, "", "decode", link)
			if code != 0 {
				t.Fatalf("%d dpi: decode %s = exit %d: %s", dpi, link, code, errs)
			}
			doc, problems := system.Check("unit.toml", []byte(file))
			if doc == nil {
				t.Fatalf("%d dpi: the decoded file of %s does not check: %v\n%s", dpi, paths[i], problems, file)
			}
			if doc.Summary() != want[i] {
				t.Errorf("%d dpi: decoded %q, want %q", dpi, doc.Summary(), want[i])
			}
		}
	}
}

// TestUnitsEveryMode prints the unit samples with the crews in every card
// preset and print mode: nothing is clipped, every text fits.
func TestUnitsEveryMode(t *testing.T) {
	paths := unitSamples(t)
	for _, m := range [][]string{{}, {"--card", "poker"}, {"--card", "57x89"}, {"--card", "63.5x88.9"},
		{"--ink", "low"}, {"--sheet", "letter"}, {"--sheet", "none", "--bleed", "3"}} {
		out := filepath.Join(t.TempDir(), "u.pdf")
		args := append(append([]string{"render", "-o", out, samplesDir}, paths...), m...)
		if code, _, errs := runCLI(t, "", args...); code != 0 {
			t.Errorf("render %v = exit %d:\n%s", m, code, errs)
		}
	}
	code, out, _ := runCLI(t, "", append([]string{"check", "-v"}, paths...)...)
	if code != 0 || strings.Count(out, "\n") != len(paths) {
		t.Errorf("check -v of the units = exit %d:\n%s", code, out)
	}
}
