package main

import (
	"bytes"
	"fmt"
	"testing"

	"codeberg.org/go-pdf/fpdf"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/gen"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// benchCrews generates and validates n crews.
func benchCrews(b *testing.B, n int) []*crewexp.Crew {
	b.Helper()
	srcs, err := gen.Crews(n, 1)
	if err != nil {
		b.Fatal(err)
	}
	crews := make([]*crewexp.Crew, n)
	for i, src := range srcs {
		c, errs := crewexp.Check(fmt.Sprintf("crew-%05d.toml", i+1), src)
		if errs.Err() != nil {
			b.Fatal(errs)
		}
		crews[i] = c
	}
	return crews
}

// benchOptions are the benchmark's print settings: A4 8-up sheets with
// crop marks, duplex backs and the roster summary.
func benchOptions() renderOptions {
	return renderOptions{Options: press.Options{LinkBase: saved.DefaultBase, Margin: impose.DefaultMargin, Command: "crewcard render bench",
		Sheet: a4Sheet, Backs: press.BacksDuplex, Card: impose.Size{W: 69, H: 94}}}
}

// BenchmarkRender1000 renders 1,000 generated crews to A4 8-up sheets with
// crop marks and duplex backs, as 'crewcard render' does by default.
func BenchmarkRender1000(b *testing.B) {
	crews := benchCrews(b, 1000)
	o := benchOptions()
	b.ResetTimer()
	var size int
	for i := 0; i < b.N; i++ {
		pdf, errs := renderPDF(crews, &o)
		if len(errs) > 0 {
			b.Fatal(errs)
		}
		size = len(pdf)
	}
	b.ReportMetric(float64(size)/float64(len(crews)), "bytes/crew")
}

// BenchmarkFloor1000 measures the floor under BenchmarkRender1000: the
// same 1,000 QR payloads encoded by our encoder on every core, then fpdf
// writing as many pages as render writes, each front page carrying its
// cards' codes as one rectangle per dark run. Nothing else is drawn, so
// Render1000's time over this one is what the rest of a card costs.
func BenchmarkFloor1000(b *testing.B) {
	crews := benchCrews(b, 1000)
	o := benchOptions()
	pdf, errs := renderPDF(crews, &o)
	if len(errs) > 0 {
		b.Fatal(errs)
	}
	pages := bytes.Count(pdf, []byte("/Type /Page "))
	links := make([]string, len(crews))
	for i, c := range crews {
		text, _ := codec.EncodeText(c.Saved())
		links[i], _ = saved.Link(saved.DefaultBase, text)
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
		for p := 0; p < pages; p++ {
			doc.AddPage()
			if p%2 == 1 || p == pages-1 {
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
	b.ReportMetric(float64(pages), "pages")
}

// floorQR draws code's dark runs at (x, y), module mm a module.
func floorQR(doc *fpdf.Fpdf, code *layout.QR, x, y, module float64) {
	for _, r := range code.Runs {
		doc.Rect(x+float64(r.Col)*module, y+float64(r.Row)*module, float64(r.Len)*module, module, "F")
	}
}
