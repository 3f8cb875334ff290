package crewcards_test

import (
	"cmp"
	"math"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/layout/pdf/pdftest"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// plannedCards lays the samples out as render does and returns how many
// card faces each crew has, and the module of each crew's QR code, mm.
// Every crew's first front must carry its QR code.
func plannedCards(t *testing.T, samples []crewtest.Sample) (fronts, backs int, module map[string]float64) {
	t.Helper()
	d := newKit(t, nil, cardtest.Options(t))
	module = map[string]float64{}
	for _, s := range samples {
		f, err := planCrew(d, s.Crew, saved.DefaultBase)
		if err != nil {
			t.Fatalf("%s: plan: %v", s.Name, err)
		}
		face, page := "front", f.Front
		if s.CodeOnBack() {
			face, page = "back", f.Back
		}
		if len(page) == 0 || page[0].QR == nil || page[0].QR.Payload != s.Link {
			t.Fatalf("%s: the first %s page does not carry the link %q", s.Name, face, s.Link)
		}
		for _, op := range page[0].Ops {
			if op.Kind == layout.OpQR {
				module[s.Link] = op.Module
			}
		}
		fronts += len(f.Front)
		backs += len(f.Back)
	}
	return fronts, backs, module
}

// TestEndToEndSamples renders the samples one card a page and checks the PDF
// with qpdf, poppler and zbar. It does not depend on how render interleaves
// fronts, backs and blank duplex pages: the pages that carry a QR code must
// be, in document order, one per crew, in the order of the samples (a crew
// whose code is on its back carries it on each of its backs, in a row).
func TestEndToEndSamples(t *testing.T) {
	needs.Long(t, "renders, rasterises and scans every sample")
	cardtest.Tools(t, "qpdf", "pdfinfo", "pdffonts", "pdftoppm", "zbarimg")
	samples := crewtest.Samples(t)
	fronts, backs, module := plannedCards(t, samples)

	// --sheet none: one card a page.
	pdf := cardtest.WriteFile(t, t.TempDir(), "cards.pdf", renderCrews(t, crewsOf(samples), cardtest.Options(t, "--sheet", "none")))

	t.Run("valid", func(t *testing.T) {
		pdftest.Valid(t, pdf)
	})

	info := cardtest.Run(t, "pdfinfo", pdf)
	m := regexp.MustCompile(`(?m)^Pages:\s+(\d+)$`).FindStringSubmatch(info)
	if m == nil {
		t.Fatalf("pdfinfo gives no page count:\n%s", info)
	}
	pages, _ := strconv.Atoi(m[1])
	if pages < fronts+backs {
		t.Fatalf("pdfinfo: %d pages, want at least %d (%d planned fronts, %d backs)", pages, fronts+backs, fronts, backs)
	}

	t.Run("pdfinfo", func(t *testing.T) {
		info := cardtest.Run(t, "pdfinfo", "-f", "1", "-l", strconv.Itoa(pages), pdf)
		sizes := regexp.MustCompile(`(?m)^Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+) pts`).FindAllStringSubmatch(info, -1)
		if len(sizes) != pages {
			t.Fatalf("pdfinfo lists %d page sizes, want %d:\n%s", len(sizes), pages, info)
		}
		const ptToMM = 25.4 / 72
		for _, sz := range sizes {
			w, _ := strconv.ParseFloat(sz[2], 64)
			h, _ := strconv.ParseFloat(sz[3], 64)
			w, h = w*ptToMM, h*ptToMM
			if math.Abs(w-69) > 0.2 || math.Abs(h-94) > 0.2 {
				t.Errorf("page %s is %.2f x %.2f mm, want 69 x 94 mm (±0.2)", sz[1], w, h)
			}
		}
	})

	t.Run("pdffonts", func(t *testing.T) {
		fonts := cardtest.Run(t, "pdffonts", pdf)
		lines := strings.Split(strings.TrimRight(fonts, "\n"), "\n")
		if len(lines) < 3 {
			t.Fatalf("pdffonts lists no fonts:\n%s", fonts)
		}
		col := strings.Index(lines[0], "emb")
		if col < 0 {
			t.Fatalf("pdffonts header has no emb column:\n%s", fonts)
		}
		for _, l := range lines[2:] {
			if len(l) < col+3 {
				t.Errorf("pdffonts line too short: %q", l)
				continue
			}
			if emb := l[col : col+3]; emb != "yes" {
				t.Errorf("font not embedded (emb=%q): %s", strings.TrimSpace(emb), l)
			}
		}
	})

	var decoded []string // the links the first reading found, in sample order
	rasters := t.TempDir()
	for _, r := range cardtest.Readers {
		t.Run("qr@"+r.String(), func(t *testing.T) {
			cardtest.Tools(t, r.Raster, r.Decoder)
			found := cardtest.ReadPages(t, pdf, rasters, r, pages)
			var links []string
			for i, f := range found {
				if len(f) > 1 {
					t.Errorf("page %d decodes to %d codes %q, want at most one", i+1, len(f), f)
				}
				if len(links) > 0 && len(f) == 1 && f[0] == links[len(links)-1] {
					continue // a crew's code again, on the back of its second card
				}
				links = append(links, f...)
			}
			// Every crew's code reads, and the QR pages, in order, are the
			// crews' cards, in order.
			read := map[string]bool{}
			for _, l := range links {
				read[l] = true
			}
			for _, s := range samples {
				if !read[s.Link] {
					t.Errorf("%s: its QR code (modules %.3f mm) does not read", s.Name, module[s.Link])
				}
			}
			if !t.Failed() { // then the codes come in the samples' order
				for i := range max(len(links), len(samples)) {
					var got, want, name string
					if i < len(links) {
						got = links[i]
					}
					if i < len(samples) {
						want, name = samples[i].Link, samples[i].Name
					}
					if got != want {
						t.Errorf("QR code %d of the deck = %q, want %q (%s)", i+1, got, want, name)
					}
				}
			}
			if r == cardtest.Readers[0] && !t.Failed() {
				decoded = links
			}
		})
	}

	t.Run("decode", func(t *testing.T) {
		if len(decoded) != len(samples) {
			t.Skipf("the scan found %d of %d links", len(decoded), len(samples))
		}
		for i, link := range decoded {
			s := samples[i]
			sealed, _, err := saved.Parse(link)
			var out []byte
			if err == nil {
				out, err = system.File(sealed)
			}
			if err != nil {
				t.Errorf("%s: decode: %v", s.Name, err)
				continue
			}
			doc, errs := system.Check("<stdin>", out)
			if errs.Err() == nil {
				errs = system.Fit(doc)
			}
			if errs.Err() != nil {
				t.Errorf("%s: check rejects the decoded file:\n%v\n%s", s.Name, errs.Err(), out)
				continue
			}
			c, errs2 := crewexp.Check("decoded.toml", out)
			if errs2.Err() != nil {
				t.Fatalf("%s: %v", s.Name, errs2.Err())
			}
			if got, want := normalSaved(c.Saved()), normalSaved(s.Crew.Saved()); !reflect.DeepEqual(got, want) {
				t.Errorf("%s: decoded crew saves\n%+v\nwant\n%+v", s.Name, got, want)
			}
		}
	})
}

// normalSaved sorts the sets of a saved state so that states compare
// independently of the order skills and upgrades are listed in.
func normalSaved(c codec.Crew) codec.Crew {
	c.Skills = append([]codec.Skill(nil), c.Skills...)
	slices.SortFunc(c.Skills, func(a, b codec.Skill) int { return cmp.Compare(a.ID, b.ID) })
	c.Upgrades = append([]uint8(nil), c.Upgrades...)
	slices.Sort(c.Upgrades)
	if len(c.Skills) == 0 {
		c.Skills = nil
	}
	if len(c.Upgrades) == 0 {
		c.Upgrades = nil
	}
	return c
}
