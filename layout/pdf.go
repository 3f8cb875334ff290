package layout

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// This is the only file that knows fpdf. It keeps fpdf's sticky error,
// its standard-output printing on bad fonts (fonts arrive checked by
// ParseFont) and its automatic page break (always off) in one place.

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

// WriterOptions tunes a Writer.
type WriterOptions struct {
	Deterministic bool   // fixed dates and sorted catalogs, so equal input gives equal bytes
	NoCompress    bool   // leave content streams uncompressed (for debugging)
	Title         string // document title, or ""
	Creator       string // creating program, or ""
}

// Writer collects pages into one PDF document. Reuse one Writer for a whole
// batch: each new document costs milliseconds of font parsing.
type Writer struct {
	pdf   *fpdf.Fpdf
	faces [2]pdfFace // regular, bold
	pageH float64    // current page height, mm
	pages int
}

// Placement puts a card on a sheet.
type Placement struct {
	Page  Page
	X, Y  float64 // top-left corner of the card's trim on the sheet, mm
	Bleed float64 // how much of the card's bleed art to show around the trim, mm
}

// Sheet is a page of paper carrying several cards and its own marks.
type Sheet struct {
	W, H  float64 // paper size, mm
	Cards []Placement
	Ops   []Op // drawn in sheet coordinates after the cards: crop marks, stamps
}

// NewWriter starts a document with the fonts of fs embedded (subset).
func NewWriter(fs *FontSet, o WriterOptions) (*Writer, error) {
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
	w := &Writer{pdf: pdf, faces: [2]pdfFace{
		newPDFFace("CRWCRR", "", 'r', fs.Regular),
		newPDFFace("CRWCRB", "B", 'b', fs.Bold),
	}}
	pdf.AddUTF8FontFromBytes(w.faces[0].family, "", fs.Regular.Data)
	pdf.AddUTF8FontFromBytes(w.faces[1].family, "B", fs.Bold.Data)
	pdf.SetLineCapStyle("round")
	pdf.SetLineJoinStyle("round")
	if err := pdf.Error(); err != nil {
		return nil, fmt.Errorf("pdf: %w", err)
	}
	return w, nil
}

// Pages returns the number of pages written so far.
func (w *Writer) Pages() int { return w.pages }

// newPage starts a page of w × h mm with the given trim box.
func (w *Writer) newPage(width, height float64, trim Rect) {
	w.pdf.AddPageFormat("P", fpdf.SizeType{Wd: width, Ht: height})
	// Only the TrimBox is set, on every page: fpdf carries boxes over to
	// later pages, and writes a page's boxes in map order, so two boxes
	// would make the output differ from run to run. The BleedBox defaults
	// to the MediaBox, which is the bleed edge of a card page.
	w.pdf.SetPageBox("trim", trim.X, trim.Y, trim.W, trim.H)
	w.pageH = height
	w.pages++
}

// AddCard adds a page of the card's exact size, or, withBleed, a page that
// also carries the bleed, with a TrimBox at the card's cut.
func (w *Writer) AddCard(pg Page, withBleed bool) error {
	b := 0.0
	if withBleed {
		b = pg.Bleed
	}
	w.newPage(pg.W+2*b, pg.H+2*b, Rect{b, b, pg.W, pg.H})
	w.clip(Rect{0, 0, pg.W + 2*b, pg.H + 2*b}, b, b, pg.Ops)
	return w.err()
}

// AddSheet adds a sheet page with cards placed on it, each clipped to its
// trim plus the bleed it may show, then the sheet's own operations.
func (w *Writer) AddSheet(s Sheet) error {
	w.newPage(s.W, s.H, Rect{0, 0, s.W, s.H})
	for _, pl := range s.Cards {
		r := Rect{pl.X - pl.Bleed, pl.Y - pl.Bleed, pl.Page.W + 2*pl.Bleed, pl.Page.H + 2*pl.Bleed}
		w.clip(r, pl.X, pl.Y, pl.Page.Ops)
	}
	w.draw(0, 0, s.Ops)
	return w.err()
}

// clip draws ops offset by (dx, dy) inside the clipping rectangle r.
func (w *Writer) clip(r Rect, dx, dy float64, ops []Op) {
	w.pdf.ClipRect(r.X, r.Y, r.W, r.H, false)
	w.draw(dx, dy, ops)
	w.pdf.ClipEnd()
}

func (w *Writer) err() error {
	if err := w.pdf.Error(); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return nil
}

// Write writes the document. The Writer cannot take more pages afterwards.
func (w *Writer) Write(out io.Writer) error {
	if w.pages == 0 {
		return errors.New("pdf: no pages")
	}
	var b bytes.Buffer
	if err := w.pdf.Output(&b); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	doc := b.Bytes()
	for _, f := range w.faces {
		if f.from != nil {
			doc = bytes.ReplaceAll(doc, f.from, f.to)
		}
	}
	_, err := out.Write(doc)
	return err
}

// Bytes returns the document.
func (w *Writer) Bytes() ([]byte, error) {
	var b bytes.Buffer
	err := w.Write(&b)
	return b.Bytes(), err
}

func grey255(g float64) int { return int(math.Round(g * 255)) }

// style sets colours and line width for op and returns fpdf's paint style.
func (w *Writer) style(op Op) string {
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

// draw renders a display list offset by (dx, dy) mm.
func (w *Writer) draw(dx, dy float64, ops []Op) {
	p := w.pdf
	for _, op := range ops {
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
				continue
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
				continue
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
}

func (w *Writer) path(dx, dy float64, segs []Seg) {
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
func (w *Writer) runs(dx, dy float64, runs []Rect) {
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
