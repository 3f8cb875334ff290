package main

import (
	"context"
	"io"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/internal/needs"
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

// TestEndToEndUnits prints the unit samples (a force among them) one card
// a page, decodes every QR code with zbar at 300 and 150 dpi, front or back,
// and turns each link back into a unit file with decode: it checks, and
// holds the same unit. Each unit prints once: the force's units with it.
func TestEndToEndUnits(t *testing.T) {
	needs.Long(t, "renders, rasterises and scans the units")
	requireTools(t, "pdftoppm", "zbarimg", "qpdf", "pdfinfo")
	paths := unitSamples(t)
	out := filepath.Join(t.TempDir(), "units.pdf")
	if code, _, errs := runCLI(t, "", append([]string{"render", "--sheet", "none", "-o", out}, paths...)...); code != 0 {
		t.Fatalf("render = exit %d:\n%s", code, errs)
	}
	tool(t, "qpdf", "--check", out)
	docs, ok := inputs.Docs(context.Background(), paths, nil, io.Discard, nil)
	if !ok {
		t.Fatal("the unit samples do not check")
	}
	var want []string // each unit's check -v line, in the order printed
	forces := 0
	for _, d := range docs {
		p, isForce := d.(system.Parent)
		if !isForce {
			want = append(want, d.Summary())
			continue
		}
		forces++
		for _, part := range p.Parts() {
			want = append(want, part.Doc.Summary())
		}
	}
	if forces == 0 || len(want) <= len(docs) {
		t.Fatalf("%d forces among the samples, %d units in %d files: want a force", forces, len(want), len(docs))
	}
	m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)$`).FindStringSubmatch(tool(t, "pdfinfo", out))
	if m == nil {
		t.Fatal("pdfinfo gives no page count")
	}
	pages, _ := strconv.Atoi(m[1])
	for _, dpi := range []int{300, 150} {
		var links []string
		for _, page := range scanPages(t, out, dpi, pages) {
			links = append(links, page...)
		}
		if len(links) != len(want) {
			t.Fatalf("%d dpi: %d QR codes decoded on %d pages, want one a unit (%d)", dpi, len(links), pages, len(want))
		}
		for i, link := range links {
			code, file, errs := runCLI(t, "", "decode", link)
			if code != 0 {
				t.Fatalf("%d dpi: decode %s = exit %d: %s", dpi, link, code, errs)
			}
			doc, problems := system.Check("unit.toml", []byte(file))
			if doc == nil {
				t.Fatalf("%d dpi: the decoded file of unit %d does not check: %v\n%s", dpi, i+1, problems, file)
			}
			if got := strings.TrimPrefix(doc.Summary(), "unit.toml: "); !strings.HasSuffix(want[i], ": "+got) {
				t.Errorf("%d dpi: decoded %q, want %q", dpi, got, want[i])
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
