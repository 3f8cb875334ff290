package layout

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"github.com/crewcard/crewcard/layout/impose"
)

// This is the only file that knows fpdf: PDF is the Backend a Writer draws
// through to make PDF. It keeps fpdf's sticky error, its standard-output
// printing on bad fonts (fonts arrive checked by ParseFont) and its
// automatic page break (always off) in one place.

// fixedDate is the creation and modification date of deterministic output.
var fixedDate = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// pdfFace is a card font as fpdf knows it. fpdf names a font "utf8" plus
// its family and style in the file, which marks no subset; Write puts the
// name a subset must carry (a six-letter tag, "+", the PostScript name: ISO
// 32000-1, 9.6.4) in its place, byte for byte, so no offset moves.
type pdfFace struct {
	family, style string
	from, to      []byte // "/utf8<family><style>" and "/<tag>+<PostScript name>"
}

// newPDFFace names font f for fpdf, with a placeholder family as long as
// the subset name needs. pad tells the placeholders of the faces apart.
func newPDFFace(tag, style string, pad byte, f *Font) pdfFace {
	name := tag + "+" + f.Name
	n := len(name) - len("utf8") - len(style)
	if f.Name == "" || n < len("crewcard") {
		return pdfFace{family: "crewcard" + string(pad), style: style}
	}
	family := "crewcard" + strings.Repeat(string(pad), n-len("crewcard"))
	return pdfFace{family, style, []byte("/utf8" + family + strings.ToUpper(style)), []byte("/" + name)}
}

// WriterOptions tunes a PDF document.
type WriterOptions struct {
	Deterministic bool   // fixed dates and sorted catalogs, so equal input gives equal bytes
	NoCompress    bool   // leave content streams uncompressed (for debugging)
	Title         string // document title, or ""
	Creator       string // creating program, or ""
}

// PDF is the Backend that writes a PDF document with fpdf.
type PDF struct {
	pdf   *fpdf.Fpdf
	faces [2]pdfFace // regular, bold
	pageH float64    // current page height, mm
}

// NewWriter starts a PDF document with the fonts of fs embedded (subset).
// Reuse one Writer for a whole batch: each new document costs milliseconds
// of font parsing.
func NewWriter(fs *FontSet, o WriterOptions) (*Writer, error) {
	p, err := NewPDF(fs, o)
	if err != nil {
		return nil, err
	}
	return NewWriterFor(p), nil
}

// NewPDF starts a PDF document with the fonts of fs embedded (subset).
func NewPDF(fs *FontSet, o WriterOptions) (*PDF, error) {
	if fs == nil || fs.Regular == nil || fs.Bold == nil {
		return nil, errors.New("pdf: no fonts")
	}
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "mm", Size: fpdf.SizeType{Wd: 69, Ht: 94}})
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	pdf.SetCompression(!o.NoCompress)
	pdf.SetProducer("crewcard", false)
	if o.Creator != "" {
		pdf.SetCreator(o.Creator, true)
	}
	if o.Title != "" {
		pdf.SetTitle(o.Title, true)
	}
	if o.Deterministic {
		pdf.SetCreationDate(fixedDate)
		pdf.SetModificationDate(fixedDate)
		pdf.SetCatalogSort(true)
	}
	w := &PDF{pdf: pdf, faces: [2]pdfFace{
		newPDFFace("CRWCRR", "", 'r', fs.Regular),
		newPDFFace("CRWCRB", "B", 'b', fs.Bold),
	}}
	pdf.AddUTF8FontFromBytes(w.faces[0].family, "", fs.Regular.Data)
	pdf.AddUTF8FontFromBytes(w.faces[1].family, "B", fs.Bold.Data)
	pdf.SetLineCapStyle("round")
	pdf.SetLineJoinStyle("round")
	if err := w.Err(); err != nil {
		return nil, err
	}
	return w, nil
}

// BeginPage starts a page of width × height mm with the given TrimBox.
func (w *PDF) BeginPage(width, height float64, trim impose.Rect) {
	w.pdf.AddPageFormat("P", fpdf.SizeType{Wd: width, Ht: height})
	// Both boxes are set on every page, as fpdf carries boxes over to later
	// pages. The BleedBox is the whole page: a card page with bleed ends at
	// its bleed edge, and a sheet's bleed is its paper. fpdf writes a
	// page's boxes in map order; Bytes puts them in one order.
	w.pdf.SetPageBox("bleed", 0, 0, width, height)
	w.pdf.SetPageBox("trim", trim.X, trim.Y, trim.W, trim.H)
	w.pageH = height
}

// EndPage does nothing: fpdf ends a page when the next one begins.
func (w *PDF) EndPage() {}

// PushClip clips to r until the matching PopClip.
func (w *PDF) PushClip(r impose.Rect) { w.pdf.ClipRect(r.X, r.Y, r.W, r.H, false) }

// PopClip ends the last clip.
func (w *PDF) PopClip() { w.pdf.ClipEnd() }

// Err returns fpdf's sticky error: the first one, after which fpdf
// ignores every call.
func (w *PDF) Err() error {
	if err := w.pdf.Error(); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return nil
}

// Finish writes the document, with the fonts' subset names in place of
// fpdf's placeholders. It takes no more pages afterwards.
func (w *PDF) Finish(out io.Writer) error {
	doc, err := w.Bytes()
	if err != nil {
		return err
	}
	_, err = out.Write(doc)
	return err
}

// Bytes ends the document and returns it, as Finish writes it: one
// copy of fpdf's output, the subset names put in place in it, so that a
// large document is not held twice over.
func (w *PDF) Bytes() ([]byte, error) {
	if w.pdf.PageCount() == 0 {
		return nil, errors.New("pdf: no pages")
	}
	var b bytes.Buffer
	if err := w.pdf.Output(&b); err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	doc := b.Bytes()
	for _, f := range w.faces {
		if f.from != nil {
			replaceSameLength(doc, f.from, f.to)
		}
	}
	orderBoxes(doc)
	return doc, nil
}

// orderBoxes puts every page's TrimBox after its BleedBox, in place: fpdf
// writes them, one a line, in map order. Swapping two lines keeps every
// byte offset after them.
func orderBoxes(doc []byte) {
	trim, bleed := []byte("/TrimBox ["), []byte("/BleedBox [")
	for i := 0; ; {
		j := bytes.Index(doc[i:], trim)
		if j < 0 {
			return
		}
		j += i
		n1 := bytes.IndexByte(doc[j:], '\n') // the TrimBox line's length
		if n1 < 0 {
			return
		}
		b := j + n1 + 1 // the next line
		n2 := bytes.IndexByte(doc[b:], '\n')
		if n2 < 0 || !bytes.HasPrefix(doc[b:], bleed) {
			i = b
			continue
		}
		t := slices.Clone(doc[j : j+n1])
		copy(doc[j:], doc[b:b+n2])
		doc[j+n2] = '\n'
		copy(doc[j+n2+1:], t)
		i = b + n2
	}
}

// replaceSameLength replaces every from in doc by to, which is as long,
// in place, as bytes.ReplaceAll would: left to right, without overlaps.
func replaceSameLength(doc, from, to []byte) {
	if len(from) != len(to) || len(from) == 0 {
		panic("layout: a subset name not as long as its placeholder")
	}
	for i := 0; ; {
		j := bytes.Index(doc[i:], from)
		if j < 0 {
			return
		}
		copy(doc[i+j:], to)
		i += j + len(from)
	}
}

func grey255(g float64) int { return int(math.Round(g * 255)) }

// style sets colours and line width for op and returns fpdf's paint style.
func (w *PDF) style(op *Op) string {
	s := ""
	if op.Fill != nil {
		g := grey255(*op.Fill)
		w.pdf.SetFillColor(g, g, g)
		s += "F"
	}
	if op.Stroke != nil {
		g := grey255(*op.Stroke)
		w.pdf.SetDrawColor(g, g, g)
		w.pdf.SetLineWidth(op.LineW)
		s += "D"
	}
	return s
}

// Draw draws op offset by (dx, dy) mm.
func (w *PDF) Draw(op *Op, dx, dy float64) {
	p := w.pdf
	x, y := op.X+dx, op.Y+dy
	switch op.Kind {
	case OpText:
		f := w.faces[0]
		if op.Font == "bold" {
			f = w.faces[1]
		}
		p.SetFont(f.family, f.style, op.Size)
		g := 0
		if op.Fill != nil {
			g = grey255(*op.Fill)
		}
		p.SetTextColor(g, g, g)
		p.Text(x, y, op.Text)
	case OpRect:
		st := w.style(op)
		if st == "" {
			return
		}
		if op.Radius > 0 {
			p.RoundedRect(x, y, op.W, op.H, op.Radius, "1234", st)
		} else {
			p.Rect(x, y, op.W, op.H, st)
		}
	case OpLine:
		if w.style(op) != "" {
			p.Line(x, y, x+op.W, y+op.H)
		}
	case OpPath:
		st := w.style(op)
		if st == "" || len(op.Path) == 0 {
			return
		}
		w.path(dx, dy, op.Path)
		if op.EvenOdd && st == "F" {
			st = "f*"
		}
		p.DrawPath(st)
	case OpQR:
		w.style(op)
		w.runs(dx, dy, op.Runs)
	}
}

func (w *PDF) path(dx, dy float64, segs []Seg) {
	p := w.pdf
	for _, s := range segs {
		switch s.Op {
		case 'M':
			p.MoveTo(s.P[0].X+dx, s.P[0].Y+dy)
		case 'L':
			p.LineTo(s.P[0].X+dx, s.P[0].Y+dy)
		case 'C':
			p.CurveBezierCubicTo(s.P[0].X+dx, s.P[0].Y+dy, s.P[1].X+dx, s.P[1].Y+dy, s.P[2].X+dx, s.P[2].Y+dy)
		case 'Z':
			p.ClosePath()
		}
	}
}

// runs fills the QR code's dark runs as one path of rectangles.
func (w *PDF) runs(dx, dy float64, runs []impose.Rect) {
	const k = 72 / 25.4 // points per mm
	buf := make([]byte, 0, 32*len(runs)+4)
	num := func(v float64) {
		buf = strconv.AppendFloat(buf, math.Round(v*k*1000)/1000, 'f', -1, 64)
		buf = append(buf, ' ')
	}
	for _, r := range runs {
		num(r.X + dx)
		num(w.pageH - (r.Y + dy + r.H))
		num(r.W)
		num(r.H)
		buf = append(buf, "re\n"...)
	}
	buf = append(buf, 'f')
	w.pdf.RawWriteStr(string(buf))
}
