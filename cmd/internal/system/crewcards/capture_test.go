package crewcards_test

import (
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// The phone-capture trial (issue 31): the crews it reads, and the
// resolution a phone's picture of a card comes to.
const (
	captureCrews = 200 // crewgen crews, seed captureSeed, besides the samples
	captureSeed  = 32  // TestDecodedCardsMatch's crews
	captureDPI   = 150
)

// captureDecoders read every captured picture.
var captureDecoders = []string{"zbarimg", "ZXingReader"}

// openMisses are the codes a decoder still misses in a capture, by
// capture and decoder: none. zbar under blur missed one front code of
// version 6 on a card whose crew grid is full (crew-197) while the four
// such codes printed at 0.574 mm in the 28.1 mm between the rule under a
// full grid and the frame; the crew key now gives way to them (issue 31,
// item 6), and they print at 0.619 mm. A miss fails the test, and so
// would fewer than the table holds.
var openMisses = map[[2]string]int{}

// codeFace is where a crew's card carries its code: which document of
// render --sheet none --backs separate (fronts or backs), which page, and
// the code's version and module.
type codeFace struct {
	name   string
	link   string
	back   bool
	page   int // 1-based, in its document
	ver    int
	module float64
}

// TestPhoneCapture renders the samples and 200 generated crews one card a
// page, rasterises the face that carries each crew's code at 150 dpi in
// grey with pdftoppm, spoils it as a phone's capture does (cardtest.Captures:
// blur, JPEG, rotation, keystone, uneven light and ink spread alone, and the
// first five at once) and decodes every picture with zbar and with ZXing:
// every code must read in every condition with both. It logs the reads per
// condition and decoder, the QR versions and modules of the crews, and what
// missed, by version. All 200 crews go through every condition, the
// combined one included; each decoder runs once a condition, on all its
// pictures.
func TestPhoneCapture(t *testing.T) {
	needs.Long(t, "every crew's code spoiled eight ways and decoded twice")
	phoneTrial(t, captureCrews, cardtest.Captures)
}

// frontModule is the module the crew front's code box grows to give its
// code (crew-front.toml's module): zbar reads every code of the trial
// through blur and the combined capture at 0.62 mm and up, and missed
// them at 0.50 to 0.59 mm.
const frontModule = 0.63

// readModule is the module from which zbar read every code of the
// phone-capture trial through blur, and readVersion the largest version
// that prints at it on every crew front, a full crew grid included: the
// box reaches from the rule under the grid to its quiet zone's edge
// inside the frame, 30.3 mm once the crew key gives way (issue 31, item 6).
const (
	readModule  = 0.62
	readVersion = 5
)

// roomyFronts is how many of the samples' and 200 generated crews' front
// codes print at frontModule or more: those whose card has room for the
// box to grow without a smaller tick box, pencil box or text, or a tick
// box nearer a rule. Of the rest, the codes of version 5 on cards whose
// crew grid is full get the 28.1 mm between the rule and the frame
// (0.625 mm), those of version 6 the 30.3 mm the crew key leaves where it
// gives way to a code under readModule (0.619 mm; 0.574 mm with the key),
// and those of version 7 stop at 0.60 to 0.624 mm, where the four kill
// boxes, their gaps closed to 0.9 mm, would go under 5 mm or an upgrade's
// name would wrap. With a fixed box it was the 25 codes of version 4.
const roomyFronts = 149

// readFronts is how many of them print at readModule or more: all but the
// four codes of version 6 on a full crew grid (0.619 mm, the key given
// way) and one of version 7 (0.602 mm); 182 before the key gave way, 149
// before the box reached past the safe line and grew between whole modules.
const readFronts = 183

// TestFrontCodeModules: on the default card the code printed on a crew's
// front, for the samples and 200 generated crews, has modules of
// frontModule or more on roomyFronts cards at least (its box grows with its
// version, issue 31, item 6), of readModule or more on readFronts cards and
// on every card whose code is of readVersion or lower, and never smaller
// than the 26.5 mm box gives.
// The phone-capture trial shows what that buys; this holds it in the short
// suite.
func TestFrontCodeModules(t *testing.T) {
	var crews []*crewexp.Crew
	for _, s := range crewtest.Samples(t) {
		crews = append(crews, s.Crew)
	}
	crews = append(crews, crewtest.Generated(t, captureCrews, captureSeed)...)
	front, roomy, read := 0, 0, 0
	var small []string
	for _, f := range codeFaces(t, crews) {
		if f.back {
			continue
		}
		front++
		if f.module >= readModule-1e-9 {
			read++
		}
		fixed := 26.5 / float64(4*f.ver+17+2*layout.QuietZone)
		switch {
		case f.module < fixed-1e-9:
			t.Errorf("%s: its front code, version %d, prints at %.3f mm modules, smaller than the 26.5 mm box's %.3f mm", f.name, f.ver, f.module, fixed)
		case f.ver <= readVersion && f.module < readModule-1e-9:
			t.Errorf("%s: its front code, version %d, prints at %.3f mm modules, under the %.2f mm every code of version %d or lower prints at", f.name, f.ver, f.module, readModule, readVersion)
		case f.module >= frontModule-1e-9:
			roomy++
		default:
			small = append(small, fmt.Sprintf("%s (version %d, %.3f mm)", f.name, f.ver, f.module))
		}
	}
	if roomy < roomyFronts {
		t.Errorf("%d of %d front codes print at %.2f mm modules or more, want %d: under it %s", roomy, front, frontModule, roomyFronts, strings.Join(small, ", "))
	}
	if read < readFronts {
		t.Errorf("%d of %d front codes print at %.2f mm modules or more, want %d", read, front, readModule, readFronts)
	}
	if front < len(crews)*3/4 {
		t.Errorf("%d of %d crews print their code on the front, want three in four at least", front, len(crews))
	}
	t.Logf("%d of %d front codes print at %.2f mm modules or more, %d at %.2f mm or more; under %.2f mm, on cards with no room: %s", roomy, front, frontModule, read, readModule, frontModule, strings.Join(small, ", "))
}

// phoneTrial is TestPhoneCapture over the samples and n generated crews,
// in the conditions captures.
func phoneTrial(t *testing.T, n int, captures []cardtest.Capture) {
	cardtest.Tools(t, "pdftoppm", "zbarimg", "ZXingReader")
	var crews []*crewexp.Crew
	for _, s := range crewtest.Samples(t) {
		crews = append(crews, s.Crew)
	}
	samples := len(crews)
	crews = append(crews, crewtest.Generated(t, n, captureSeed)...)
	faces := codeFaces(t, crews)
	logCodes(t, faces[samples:])

	out, errs := render(crewDocs(crews), nil, renderOptions(t, "--sheet", "none", "--backs", "separate"))
	if len(errs) > 0 || len(out) != 2 {
		t.Fatalf("render: %d documents, %v", len(out), errs)
	}
	dir := t.TempDir()
	fronts := rasterAll(t, cardtest.WriteFile(t, dir, "fronts.pdf", out[0].Data), dir, "f")
	backs := rasterAll(t, cardtest.WriteFile(t, dir, "backs.pdf", out[1].Data), dir, "b")

	// The pictures, every core spoiling faces, then every condition's
	// pictures decoded by each decoder in one run.
	files := make([][]string, len(captures)) // capture, crew
	for k := range files {
		files[k] = make([]string, len(faces))
	}
	var failures []string
	parallel(len(faces)*len(captures), func(j int) error {
		c, k := j/len(captures), j%len(captures)
		f := faces[c]
		pages := fronts
		if f.back {
			pages = backs
		}
		if f.page > len(pages) {
			return fmt.Errorf("%s: its code is on page %d, of %d", f.name, f.page, len(pages))
		}
		files[k][c] = filepath.Join(dir, fmt.Sprintf("c%d-%03d.png", k, c))
		return spoil(pages[f.page-1], captures[k], files[k][c])
	}, &failures)
	reads := make([][][]bool, len(faces)) // crew, capture, decoder
	for i := range reads {
		reads[i] = make([][]bool, len(captures))
		for j := range reads[i] {
			reads[i][j] = make([]bool, len(captureDecoders))
		}
	}
	if len(failures) == 0 {
		parallel(len(captures)*len(captureDecoders), func(j int) error {
			k, d := j/len(captureDecoders), j%len(captureDecoders)
			found, err := cardtest.DecodeFiles(captureDecoders[d], files[k])
			if err != nil {
				return err
			}
			for c, f := range faces {
				reads[c][k][d] = slices.Contains(found[files[k][c]], f.link)
			}
			return nil
		}, &failures)
	}
	for _, f := range failures {
		t.Fatal(f)
	}

	var table strings.Builder
	fmt.Fprintf(&table, "%-12s", "condition")
	for _, d := range captureDecoders {
		fmt.Fprintf(&table, " %12s", d)
	}
	table.WriteString("   (of " + fmt.Sprint(len(faces)) + " codes)\n")
	for k, c := range captures {
		fmt.Fprintf(&table, "%-12s", c.Name)
		for d := range captureDecoders {
			n := 0
			for i := range faces {
				if reads[i][k][d] {
					n++
				}
			}
			fmt.Fprintf(&table, " %12d", n)
		}
		table.WriteString("\n")
	}
	t.Logf("reads at %d dpi:\n%s", captureDPI, table.String())

	for k, c := range captures {
		for d, dec := range captureDecoders {
			var missed []string
			byVer := map[string]int{}
			for i, f := range faces {
				if !reads[i][k][d] {
					missed = append(missed, fmt.Sprintf("%s (version %d, %.3f mm)", f.name, f.ver, f.module))
					byVer[fmt.Sprintf("version %d at %.3f mm", f.ver, f.module)]++
				}
			}
			switch open := openMisses[[2]string{c.Name, dec}]; {
			case len(missed) > open:
				t.Errorf("%s, %s: %d of %d codes do not read (%v), %d open: %s", c.Name, dec, len(missed), len(faces), byVer, open, strings.Join(missed[:min(len(missed), 8)], ", "))
			case len(missed) < open:
				t.Errorf("%s, %s: %d of %d codes do not read, fewer than the %d open: lower openMisses", c.Name, dec, len(missed), len(faces), open)
			case open > 0:
				t.Logf("%s, %s: %d of %d codes do not read (%s), open in issue 31", c.Name, dec, len(missed), len(faces), strings.Join(missed, ", "))
			}
		}
	}
}

// parallel runs do(0) to do(n-1) on every core and appends the errors
// to errs.
func parallel(n int, do func(i int) error, errs *[]string) {
	next := make(chan int)
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if err := do(i); err != nil {
					mu.Lock()
					*errs = append(*errs, err.Error())
					mu.Unlock()
				}
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}

// spoil spoils the face as c does and writes it to the PNG file path.
func spoil(face *image.Gray, c cardtest.Capture, path string) error {
	img, err := c.Take(face)
	if err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// codeFaces lays every crew out as render does and returns where its code
// is printed.
func codeFaces(t *testing.T, crews []*crewexp.Crew) []codeFace {
	t.Helper()
	kit := newKit(t, nil, cardtest.Options(t))
	out := make([]codeFace, len(crews))
	front, back := 0, 0 // pages before the crew's, in each document
	for i, c := range crews {
		f, err := planCrew(kit, c, saved.DefaultBase)
		if err != nil {
			t.Fatalf("%s: plan: %v", c.File.Name(), err)
		}
		cf := codeFace{name: filepath.Base(c.File.Name()), page: front + 1}
		page := f.Front
		if len(f.Front) == 0 || f.Front[0].QR == nil {
			cf.back, cf.page, page = true, back+1, f.Back
		}
		if len(page) == 0 || page[0].QR == nil {
			t.Fatalf("%s: neither its first front nor its first back carries a code", cf.name)
		}
		cf.link, cf.ver = page[0].QR.Payload, page[0].QR.Version
		for _, op := range page[0].Ops {
			if op.Kind == layout.OpQR {
				cf.module = op.Module
			}
		}
		front += len(f.Front)
		back += len(f.Back)
		out[i] = cf
	}
	return out
}

// logCodes logs how many crews print their code in each version, on which
// face, and at what module.
func logCodes(t *testing.T, faces []codeFace) {
	t.Helper()
	type key struct {
		back bool
		ver  int
	}
	count := map[key]int{}
	module := map[key][2]float64{} // the smallest and largest
	var keys []key
	for _, f := range faces {
		k := key{f.back, f.ver}
		if count[k] == 0 {
			keys = append(keys, k)
		}
		if count[k] == 0 {
			module[k] = [2]float64{f.module, f.module}
		}
		count[k]++
		module[k] = [2]float64{min(module[k][0], f.module), max(module[k][1], f.module)}
	}
	slices.SortFunc(keys, func(a, b key) int {
		if a.back != b.back {
			if a.back {
				return 1
			}
			return -1
		}
		return a.ver - b.ver
	})
	var b strings.Builder
	for _, k := range keys {
		face := "front"
		if k.back {
			face = "back"
		}
		m := module[k]
		fmt.Fprintf(&b, "%-5s version %2d: %3d crews, modules %.3f to %.3f mm (%.2f to %.2f px at %d dpi)\n", face, k.ver, count[k], m[0], m[1], m[0]/25.4*captureDPI, m[1]/25.4*captureDPI, captureDPI)
	}
	t.Logf("the codes of %d generated crews:\n%s", len(faces), b.String())
}

// rasterAll rasterises every page of pdf in grey at captureDPI with
// pdftoppm, into dir, and returns the pages in order.
func rasterAll(t *testing.T, pdf, dir, prefix string) []*image.Gray {
	t.Helper()
	cardtest.Run(t, "pdftoppm", "-r", fmt.Sprint(captureDPI), "-gray", "-png", pdf, filepath.Join(dir, prefix))
	names, err := filepath.Glob(filepath.Join(dir, prefix+"-*.png"))
	if err != nil || len(names) == 0 {
		t.Fatalf("pdftoppm wrote no page of %s: %v", pdf, err)
	}
	slices.Sort(names) // pdftoppm pads the page numbers to one width
	pages := make([]*image.Gray, len(names))
	for i, name := range names {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		g := image.NewGray(img.Bounds())
		draw.Draw(g, g.Rect, img, img.Bounds().Min, draw.Src)
		pages[i] = g
	}
	return pages
}
