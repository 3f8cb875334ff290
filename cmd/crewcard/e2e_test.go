package main

import (
	"math"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"

	"github.com/crewcard/crewcard/layout/pdf/pdftest"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// samplesDir holds the samples that the command prints; TestMain points it
// at a copy of ../../samples without the files of game systems that have no
// cards yet (printableSamples).
var samplesDir = "../../samples"

// sample is one sample crew and the QR link its card must carry.
type sample struct {
	name    string // file name without .toml
	path    string
	crew    *crewexp.Crew
	payload []byte // the binary payload
	link    string // the QR link with saved.DefaultBase
}

// loadSamples reads every sample in the order render takes a folder's files
// (sorted), and computes each one's link from its saved state.
// codeOnBack reports whether the sample's card prints its code on its
// back: a vehicle's profile makes its state longer than the front's code.
func (s sample) codeOnBack() bool { return len(s.payload) > crewexp.MaxPayload }

func loadSamples(t *testing.T) []sample {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(samplesDir, "*.toml"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no samples in %s: %v", samplesDir, err)
	}
	sort.Strings(paths)
	var out []sample
	for _, p := range paths {
		if !isCrewFile(t, p) {
			continue // the crew tests take the crews; other systems have their own
		}
		s := sample{name: strings.TrimSuffix(filepath.Base(p), ".toml"), path: p}
		s.crew = checkFile(t, p)
		s.link, s.payload = crewtest.Link(t, s.crew, saved.DefaultBase)
		out = append(out, s)
	}
	return out
}

// isCrewFile reports whether the file at path is a crew file: it names no
// system, or the crew-experience system.
func isCrewFile(t *testing.T, path string) bool {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	key, _ := model.SystemOf(path, src)
	return key == "" || key == crewexp.SystemName
}

// checkFile reads and validates one crew file.
func checkFile(t *testing.T, path string) *crewexp.Crew {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	c, errs := crewexp.Check(path, src)
	if errs.Err() != nil || c == nil {
		t.Fatalf("%s does not check: %v", path, errs.Err())
	}
	return c
}

// plannedCards lays the samples out as render does and returns how many
// card faces each crew has, and the module of each crew's QR code, mm.
// Every crew's first front must carry its QR code.
func plannedCards(t *testing.T, samples []sample) (fronts, backs int, module map[string]float64) {
	t.Helper()
	d, err := newKit(nil, &renderOptions{Options: press.Options{LinkBase: saved.DefaultBase}})
	if err != nil {
		t.Fatal(err)
	}
	module = map[string]float64{}
	for _, s := range samples {
		f, err := plan(d, s.crew, saved.DefaultBase)
		if err != nil {
			t.Fatalf("%s: plan: %v", s.name, err)
		}
		face, page := "front", f.front
		if s.codeOnBack() {
			face, page = "back", f.back
		}
		if len(page) == 0 || page[0].QR == nil || page[0].QR.Payload != s.link {
			t.Fatalf("%s: the first %s page does not carry the link %q", s.name, face, s.link)
		}
		for _, op := range page[0].Ops {
			if op.Kind == layout.OpQR {
				module[s.link] = op.Module
			}
		}
		fronts += len(f.front)
		backs += len(f.back)
	}
	return fronts, backs, module
}

// TestEndToEndSamples renders the samples one card a page and checks the PDF
// with qpdf, poppler and zbar. It does not depend on how render interleaves
// fronts, backs and blank duplex pages: the pages that carry a QR code must
// be, in document order, exactly one per crew, in the order of the samples.
func TestEndToEndSamples(t *testing.T) {
	needs.Long(t, "renders, rasterises and scans every sample")
	cardtest.Tools(t, "qpdf", "pdfinfo", "pdffonts", "pdftoppm", "zbarimg")
	t.Setenv(linkBaseEnv, "") // the default base, whatever the caller's environment
	samples := loadSamples(t)
	fronts, backs, module := plannedCards(t, samples)

	dir := t.TempDir()
	pdf := filepath.Join(dir, "cards.pdf")
	// --sheet none: one card a page.
	if code, out, errs := runCLI(t, "", "render", "--sheet", "none", samplesDir, "-o", pdf); code != 0 || out != "" || errs != "" {
		t.Fatalf("render = exit %d, stdout %q, stderr %q; want exit 0 and silence", code, out, errs)
	}

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
				links = append(links, f...)
			}
			// Every crew's code reads, and the QR pages, in order, are the
			// crews' fronts, in order.
			read := map[string]bool{}
			for _, l := range links {
				read[l] = true
			}
			for _, s := range samples {
				if !read[s.link] {
					t.Errorf("%s: its QR code (modules %.3f mm) does not read", s.name, module[s.link])
				}
			}
			if !t.Failed() { // then the codes come in the samples' order
				for i := range max(len(links), len(samples)) {
					var got, want, name string
					if i < len(links) {
						got = links[i]
					}
					if i < len(samples) {
						want, name = samples[i].link, samples[i].name
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
			code, out, errs := runCLI(t, "", "decode", link)
			if code != 0 || errs != "" {
				t.Errorf("%s: decode = exit %d, stderr %q", s.name, code, errs)
				continue
			}
			if code, _, errs := runCLI(t, out, "check", "-"); code != 0 {
				t.Errorf("%s: check rejects the decoded file (exit %d):\n%s\n%s", s.name, code, errs, out)
				continue
			}
			c, errs2 := crewexp.Check("decoded.toml", []byte(out))
			if errs2.Err() != nil {
				t.Fatalf("%s: %v", s.name, errs2.Err())
			}
			if got, want := normalSaved(c.Saved()), normalSaved(s.crew.Saved()); !reflect.DeepEqual(got, want) {
				t.Errorf("%s: decoded crew saves\n%+v\nwant\n%+v", s.name, got, want)
			}
		}
	})
}

// normalSaved sorts the sets of a saved state so that states compare
// independently of the order skills and upgrades are listed in.
func normalSaved(c codec.Crew) codec.Crew {
	c.Skills = append([]codec.Skill(nil), c.Skills...)
	sort.Slice(c.Skills, func(i, j int) bool { return c.Skills[i].ID < c.Skills[j].ID })
	c.Upgrades = append([]uint8(nil), c.Upgrades...)
	sort.Slice(c.Upgrades, func(i, j int) bool { return c.Upgrades[i] < c.Upgrades[j] })
	if len(c.Skills) == 0 {
		c.Skills = nil
	}
	if len(c.Upgrades) == 0 {
		c.Upgrades = nil
	}
	return c
}
