package press_test

import (
	"bytes"
	"runtime"
	"sync"
	"testing"

	"codeberg.org/go-pdf/fpdf"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model/saved"
)

// benchOptions are the benchmark's print settings: A4 8-up sheets with
// crop marks, duplex backs and the roster summary.
func benchOptions() press.Options {
	return press.Options{LinkBase: saved.DefaultBase, Margin: impose.DefaultMargin, Command: "crewcard render bench",
		Program: "crewcard " + press.Version, Sheet: press.Sheet{Paper: impose.Size{W: 210, H: 297}},
		Backs: press.BacksDuplex, Card: impose.Size{W: 69, H: 94}}
}

// benchPDF renders docs into one document, as render does, and returns it.
func benchPDF(b *testing.B, docs []system.Doc, o *press.Options) []byte {
	b.Helper()
	out, errs := renderDocs(docs, o)
	if len(errs) > 0 {
		b.Fatal(errs)
	}
	if len(out) != 1 {
		b.Fatalf("render: %d documents, want one", len(out))
	}
	return out[0].Data
}

// BenchmarkRender1000 renders 1,000 generated crews to A4 8-up sheets with
// crop marks and duplex backs, as 'crewcard render' does by default.
func BenchmarkRender1000(b *testing.B) {
	docs := generatedDocs(b, 1000, 1)
	o := benchOptions()
	b.ResetTimer()
	var size int
	for i := 0; i < b.N; i++ {
		size = len(benchPDF(b, docs, &o))
	}
	b.ReportMetric(float64(size)/float64(len(docs)), "bytes/crew")
}

// BenchmarkFloor1000 measures the floor under BenchmarkRender1000: the
// same 1,000 QR payloads encoded by our encoder on every core, then fpdf
// writing as many pages as render writes, each front page carrying its
// cards' codes as one rectangle per dark run. Nothing else is drawn, so
// Render1000's time over this one is what the rest of a card costs.
func BenchmarkFloor1000(b *testing.B) {
	docs := generatedDocs(b, 1000, 1)
	o := benchOptions()
	np := pages(benchPDF(b, docs, &o))
	links := make([]string, len(docs))
	for i, doc := range docs {
		links[i], _, _ = doc.Link(saved.DefaultBase)
	}
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		codes := make([]*layout.QR, len(links))
		parallel(len(links), func(i int) error {
			var err error
			codes[i], err = layout.EncodeQR(links[i])
			return err
		})
		doc := fpdf.NewCustom(&fpdf.InitType{UnitStr: "mm", Size: fpdf.SizeType{Wd: 297, Ht: 210}})
		doc.SetAutoPageBreak(false, 0)
		next := 0
		for p := 0; p < np; p++ {
			doc.AddPage()
			if p%2 == 1 || p == np-1 {
				continue // a back sheet, or the summary
			}
			for slot := 0; slot < 8 && next < len(codes); slot++ {
				floorQR(doc, codes[next], 10.5+float64(slot%4)*69+40, 11+float64(slot/4)*94+55, 0.5)
				next++
			}
		}
		var out bytes.Buffer
		if err := doc.Output(&out); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(np), "pages")
}

// floorQR draws code's dark runs at (x, y), module mm a module.
func floorQR(doc *fpdf.Fpdf, code *layout.QR, x, y, module float64) {
	for _, r := range code.Runs {
		doc.Rect(x+float64(r.Col)*module, y+float64(r.Row)*module, float64(r.Len)*module, module, "F")
	}
}

// parallel runs f(i) for i in [0, n) on every core, for the floor
// benchmark, and returns the errors in index order.
func parallel(n int, f func(i int) error) []error {
	errs := make([]error, n)
	workers := min(runtime.GOMAXPROCS(0), n)
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				errs[i] = f(i)
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	var out []error
	for _, err := range errs {
		if err != nil {
			out = append(out, err)
		}
	}
	return out
}
