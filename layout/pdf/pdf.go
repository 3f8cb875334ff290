// Package pdf is the layout Backend that writes PDF: each page's content
// compressed as it ends, the card fonts embedded as subsets at the end.
package pdf

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"errors"
	"fmt"
	"hash"
	"io"
	"strings"
	"time"
	"unicode/utf16"

	"github.com/klauspost/compress/zlib"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
)

// fixedDate is the creation and modification date of deterministic output.
var fixedDate = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// Options tunes a PDF document.
type Options struct {
	Deterministic bool   // a fixed date, so equal input gives equal bytes
	NoCompress    bool   // leave content streams uncompressed (for debugging)
	Title         string // document title, or ""
	Creator       string // creating program, or ""
}

// The objects every document has, by number; the pages' follow them.
const (
	objCatalog = 1 + iota
	objPages
	objResources
	objInfo
	objFonts // two faces of five objects each (see fontObjects)
	objFirst = objFonts + 10
)

// pdfPage is what a page's object needs, kept until the document ends.
type pdfPage struct {
	content int                // its content stream's object
	w, h    float64            // mm
	trim    impose.Rect        // mm, from the top-left
	late    func() []layout.Op // drawn when the document ends, or nil
}

var _ compose.Backend = (*PDF)(nil)

// PDF is the Backend that writes a PDF document. Each page's content is
// compressed when the page ends and written out at once, so a document of
// any length holds only the page being drawn and a few numbers a page.
// What only the end knows is written then: the fonts, subset to the glyphs
// the pages set, the title, each page's late ops (see Later), the page
// objects and the cross-reference table.
type PDF struct {
	dst   io.Writer     // where the document goes
	buf   *bytes.Buffer // dst, for a document kept in memory
	o     Options
	fonts *font.Set
	n     int64     // bytes written
	sum   hash.Hash // of the bytes written, for the trailer's /ID
	offs  []int64   // each object's offset, by number
	pages []pdfPage
	used  *glyphsUsed
	page  content
	clips []drawState // the state each open clip saved
	cur   pdfPage     // the page being drawn
	z     *zlib.Writer
	zbuf  bytes.Buffer
	err   error
	done  bool
}

// NewWriter starts a PDF document, kept in memory, with the fonts of fs
// embedded (subset).
func NewWriter(fs *font.Set, o Options) (*compose.Writer, error) {
	p, err := New(fs, o)
	if err != nil {
		return nil, err
	}
	return compose.NewWriter(p), nil
}

// New starts a PDF document kept in memory until Bytes or Finish.
func New(fs *font.Set, o Options) (*PDF, error) {
	var b bytes.Buffer
	p, err := NewTo(&b, fs, o)
	if err == nil {
		p.buf = &b
	}
	return p, err
}

// NewTo starts a PDF document written to dst as its pages end; Finish
// writes the rest of it to its out, which goes on from where dst left off
// (dst itself, or a writer that holds dst's bytes first).
func NewTo(dst io.Writer, fs *font.Set, o Options) (*PDF, error) {
	if fs == nil || fs.Regular == nil || fs.Bold == nil {
		return nil, errors.New("pdf: no fonts")
	}
	p := &PDF{dst: dst, o: o, fonts: fs, offs: make([]int64, objFirst), used: newGlyphsUsed(), sum: sha256.New()}
	p.page.fonts, p.page.used = fs, p.used
	level := zlib.BestSpeed
	if o.NoCompress {
		level = zlib.NoCompression
	}
	p.z, _ = zlib.NewWriterLevel(&p.zbuf, level)
	p.write([]byte("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"))
	return p, p.err
}

// write appends b to the document, keeping the first error.
func (p *PDF) write(b []byte) {
	if p.err != nil {
		return
	}
	n, err := p.dst.Write(b)
	p.sum.Write(b[:n])
	p.n += int64(n)
	p.err = err
}

// next returns the number of a new object.
func (p *PDF) next() int {
	p.offs = append(p.offs, 0)
	return len(p.offs) - 1
}

// begin starts object num at the current offset.
func (p *PDF) begin(num int) {
	p.offs[num] = p.n
	p.write(fmt.Appendf(nil, "%d 0 obj\n", num))
}

// object writes object num, whose body is body.
func (p *PDF) object(num int, body string) {
	p.begin(num)
	p.write([]byte(body))
	p.write([]byte("\nendobj\n"))
}

// stream writes object num as a stream of data, compressed, with the extra
// dictionary entries dict.
func (p *PDF) stream(num int, dict string, data []byte) {
	filter := ""
	if !p.o.NoCompress {
		p.zbuf.Reset()
		p.z.Reset(&p.zbuf)
		p.z.Write(data)
		p.z.Close()
		data, filter = p.zbuf.Bytes(), " /Filter /FlateDecode"
	}
	p.begin(num)
	p.write(fmt.Appendf(nil, "<< /Length %d%s%s >>\nstream\n", len(data), filter, strings.TrimRight(" "+dict, " ")))
	p.write(data)
	p.write([]byte("\nendstream\nendobj\n"))
}

// BeginPage starts a page of width × height mm with the given TrimBox; its
// BleedBox is the whole page: a card page with bleed ends at its bleed
// edge, and a sheet's bleed is its paper.
func (p *PDF) BeginPage(width, height float64, trim impose.Rect) {
	p.page.reset(height)
	p.clips = p.clips[:0]
	p.cur = pdfPage{w: width, h: height, trim: trim}
}

// EndPage compresses the page's content and writes it.
func (p *PDF) EndPage() {
	if p.done {
		p.err = cmp.Or(p.err, errors.New("pdf: a page after the document's end"))
		return
	}
	p.cur.content = p.next()
	p.stream(p.cur.content, "", p.page.b)
	p.pages = append(p.pages, p.cur)
}

// Later has late draw the last page's final ops when the document ends,
// over everything else on it: text that names what only the end of a run
// knows, such as how many files it took.
func (p *PDF) Later(late func() []layout.Op) {
	if n := len(p.pages); n > 0 {
		p.pages[n-1].late = late
	}
}

// SetTitle sets the document's title, until it ends.
func (p *PDF) SetTitle(title string) { p.o.Title = title }

// writePage writes a page's late content, if any, and its object.
func (p *PDF) writePage(pg pdfPage, num int) {
	contents := fmt.Sprintf("%d 0 R", pg.content)
	if pg.late != nil {
		p.page.reset(pg.h)
		for _, op := range pg.late() {
			p.page.draw(&op, 0, 0)
		}
		late := p.next()
		p.stream(late, "", p.page.b)
		contents = fmt.Sprintf("[%s %d 0 R]", contents, late)
	}
	box := func(r impose.Rect) []byte {
		var b []byte
		for i, v := range []float64{r.X, pg.h - r.Y - r.H, r.X + r.W, pg.h - r.Y} {
			if i > 0 {
				b = append(b, ' ')
			}
			b = appendNum(b, v*ptPerMM, 2)
		}
		return b
	}
	all := impose.Rect{W: pg.w, H: pg.h}
	p.object(num, fmt.Sprintf("<< /Type /Page /Parent %d 0 R /MediaBox [%s] /BleedBox [%s] /TrimBox [%s] /Resources %d 0 R /Contents %s >>",
		objPages, box(all), box(all), box(pg.trim), objResources, contents))
}

// PushClip clips to r until the matching PopClip.
func (p *PDF) PushClip(r impose.Rect) {
	p.clips = append(p.clips, p.page.state)
	p.page.pushClip(r)
}

// PopClip ends the last clip.
func (p *PDF) PopClip() {
	if n := len(p.clips); n > 0 {
		p.page.popClip(p.clips[n-1])
		p.clips = p.clips[:n-1]
	}
}

// Draw draws op offset by (dx, dy) mm.
func (p *PDF) Draw(op *layout.Op, dx, dy float64) { p.page.draw(op, dx, dy) }

// Err returns the first error met writing the document.
func (p *PDF) Err() error {
	if p.err != nil {
		return fmt.Errorf("pdf: %w", p.err)
	}
	return nil
}

// Finish ends the document: the late ops and the pages, the fonts, the
// page tree, the document's information and the cross-reference table. A
// document kept in memory is then written to out whole; one written as it
// went (NewTo) goes on in out from where its destination left it, which
// may be the same writer.
func (p *PDF) Finish(out io.Writer) error {
	if p.buf == nil {
		if len(p.pages) == 0 {
			return errors.New("pdf: no pages")
		}
		p.dst = out
		if !p.done {
			p.done = true
			p.end()
		}
		return p.Err()
	}
	doc, err := p.Bytes()
	if err != nil {
		return err
	}
	_, err = out.Write(doc)
	return err
}

// Bytes ends the document and returns it, when kept in memory.
func (p *PDF) Bytes() ([]byte, error) {
	if len(p.pages) == 0 {
		return nil, errors.New("pdf: no pages")
	}
	if !p.done {
		p.done = true
		p.end()
	}
	if err := p.Err(); err != nil {
		return nil, err
	}
	if p.buf == nil {
		return nil, errors.New("pdf: the document was written as it went")
	}
	return p.buf.Bytes(), nil
}

// end writes everything after the last page.
func (p *PDF) end() {
	kids := make([]string, len(p.pages))
	for i, pg := range p.pages {
		num := p.next()
		p.writePage(pg, num)
		kids[i] = fmt.Sprintf("%d 0 R", num)
	}
	p.object(objResources, fmt.Sprintf("<< /ProcSet [/PDF /Text] /Font << /F1 %d 0 R /F2 %d 0 R >> >>", objFonts, objFonts+5))
	for face, f := range []*font.Font{p.fonts.Regular, p.fonts.Bold} { // after the late ops, whose glyphs they carry
		if err := p.fontObjects(objFonts+5*face, face, f, p.used.runes(face)); err != nil {
			p.err = cmp.Or(p.err, err)
			return
		}
	}
	p.object(objPages, fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), len(p.pages)))
	p.object(objCatalog, fmt.Sprintf("<< /Type /Catalog /Pages %d 0 R >>", objPages))
	date := time.Now()
	if p.o.Deterministic {
		date = fixedDate
	}
	info := "/Producer (crewcard) /CreationDate " + pdfString(pdfDate(date)) + " /ModDate " + pdfString(pdfDate(date))
	if p.o.Title != "" {
		info += " /Title " + pdfString(p.o.Title)
	}
	if p.o.Creator != "" {
		info += " /Creator " + pdfString(p.o.Creator)
	}
	p.object(objInfo, "<< "+info+" >>")
	xref := p.n
	id := fmt.Sprintf("<%X>", p.sum.Sum(nil)[:16]) // the same input, the same document, the same /ID
	var b bytes.Buffer
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(p.offs))
	for _, off := range p.offs[1:] {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R /ID [%s %s] >>\nstartxref\n%d\n%%%%EOF\n", len(p.offs), objCatalog, objInfo, id, id, xref)
	p.write(b.Bytes())
}

// pdfDate is t as a PDF date, in UTC.
func pdfDate(t time.Time) string { return "D:" + t.UTC().Format("20060102150405") + "Z" }

// pdfString is s as a PDF text string: literal when printable ASCII, else
// UTF-16 with a byte-order mark, in hexadecimal.
func pdfString(s string) string {
	ascii := true
	for _, r := range s {
		ascii = ascii && r >= ' ' && r <= '~'
	}
	if ascii {
		return "(" + strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`).Replace(s) + ")"
	}
	var b strings.Builder
	b.WriteString("<FEFF")
	for _, u := range utf16.Encode([]rune(s)) {
		fmt.Fprintf(&b, "%04X", u)
	}
	return b.String() + ">"
}
