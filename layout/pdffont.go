package layout

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"maps"
	"slices"
	"sort"
	"strings"
	"unicode/utf16"
)

// Text is set in glyph ids (Identity-H), and each face is embedded as a
// TrueType subset that keeps the font's glyph ids: the glyphs a document
// sets, and those their composites are built of, keep their outlines and
// every other glyph is left empty. A ToUnicode map gives the text back for
// search, copy and pdftotext.

// glyphsUsed records the runes a document sets, per face: those below
// lowRunes in an array, as every glyph a page sets is marked, the rest in
// a map.
type glyphsUsed struct {
	low  [2][lowRunes]bool
	more [2]map[rune]bool
}

func newGlyphsUsed() *glyphsUsed { return &glyphsUsed{more: [2]map[rune]bool{{}, {}}} }

// encode appends s in face's glyph ids, two bytes each, as the inside of
// a literal string, and records its runes.
func (u *glyphsUsed) encode(b []byte, face int, f *Font, s string) []byte {
	for _, r := range s {
		if r >= 0 && r < lowRunes {
			u.low[face][r] = true
		} else {
			u.more[face][r] = true
		}
		g := f.glyphID(r)
		b = appendEscaped(appendEscaped(b, byte(g>>8)), byte(g))
	}
	return b
}

// runes returns the runes face has set, in order.
func (u *glyphsUsed) runes(face int) []rune {
	var out []rune
	for r, set := range u.low[face] {
		if set {
			out = append(out, rune(r))
		}
	}
	return append(out, slices.Sorted(maps.Keys(u.more[face]))...)
}

// appendEscaped appends c to a literal string: escaped where a reader
// would take it for the string's end, an escape or a line end to normalise.
func appendEscaped(b []byte, c byte) []byte {
	switch c {
	case '(', ')', '\\':
		return append(b, '\\', c)
	case '\r':
		return append(b, '\\', 'r')
	}
	return append(b, c)
}

// glyphID returns the id of the glyph that draws r, 0 (.notdef) if the font
// has none.
func (f *Font) glyphID(r rune) uint16 {
	if r >= 0 && r < lowRunes {
		return f.lowGlyph[r]
	}
	return f.glyphs[r]
}

// subsetTag names a subset of face, keeping glyphs keep (ISO 32000-1,
// 9.6.4): six capitals from a digest of both, so that two files with
// different subsets of one font, such as the parts of a split output that a
// print shop merges, never name them alike, and equal runs name them
// alike.
func subsetTag(face int, keep map[uint16]bool) string {
	h := fnv.New64a()
	h.Write([]byte{byte(face)})
	for _, id := range slices.Sorted(maps.Keys(keep)) {
		h.Write([]byte{byte(id >> 8), byte(id)})
	}
	sum := h.Sum64()
	tag := make([]byte, 6)
	for i := range tag {
		tag[i] = byte('A' + sum%26)
		sum /= 26
	}
	return string(tag)
}

// fontObjects writes face's font as five objects numbered from first: the
// Type 0 font, its CIDFontType2 descendant, the descriptor, the subset
// TrueType file and the ToUnicode map.
func (p *PDF) fontObjects(first, face int, f *Font, runes []rune) error {
	g, err := parseGlyphs(f)
	if err != nil {
		return err
	}
	toUni := map[uint16]rune{}
	keep := map[uint16]bool{}
	g.keep(0, keep)
	for _, r := range runes {
		id := f.glyphID(r)
		if id == 0 || int(id) >= g.n {
			continue
		}
		if _, ok := toUni[id]; !ok {
			toUni[id] = r
		}
		g.keep(id, keep)
	}
	file, err := g.subset(keep)
	if err != nil {
		return err
	}
	name := subsetTag(face, keep) + "+" + pdfName(cmp.Or(f.Name, "crewcard"))
	p.object(first, fmt.Sprintf("<< /Type /Font /Subtype /Type0 /BaseFont /%s /Encoding /Identity-H /DescendantFonts [%d 0 R] /ToUnicode %d 0 R >>",
		name, first+1, first+4))
	p.object(first+1, fmt.Sprintf("<< /Type /Font /Subtype /CIDFontType2 /BaseFont /%s /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor %d 0 R /CIDToGIDMap /Identity /DW 0 /W %s >>",
		name, first+2, g.widths(f, keep)))
	stemV := 80
	if face == 1 {
		stemV = 140
	}
	p.object(first+2, fmt.Sprintf("<< /Type /FontDescriptor /FontName /%s /Flags 4 /FontBBox [%s] /ItalicAngle 0 /Ascent %s /Descent %s /CapHeight %s /StemV %d /FontFile2 %d 0 R >>",
		name, g.bbox, em(f.ascent), em(-f.descent), em(f.capHeight), stemV, first+3))
	p.stream(first+3, fmt.Sprintf("/Length1 %d", len(file)), file)
	p.stream(first+4, "", toUnicode(toUni))
	return nil
}

// em writes a length in ems as thousandths, the unit of font metrics.
func em(v float64) string { return string(appendNum(nil, v*1000, 0)) }

// pdfName keeps the characters a PDF name may hold unescaped.
func pdfName(s string) string {
	return strings.Map(func(r rune) rune {
		if r <= ' ' || r > '~' || strings.ContainsRune("()<>[]{}/%#", r) {
			return '-'
		}
		return r
	}, s)
}

// glyphTables is what subsetting needs of a TrueType font.
type glyphTables struct {
	tables map[string][]byte
	n      int      // glyphs
	loca   []uint32 // n+1 offsets into glyf
	glyf   []byte
	upem   float64
	bbox   string // FontBBox, thousandths of an em
}

func parseGlyphs(f *Font) (*glyphTables, error) {
	t, err := tableDir(f.Data)
	if err != nil {
		return nil, err
	}
	head, maxp := t["head"], t["maxp"]
	if len(head) < 54 || len(maxp) < 6 {
		return nil, errors.New("font: missing head or maxp table")
	}
	g := &glyphTables{tables: t, n: int(binary.BigEndian.Uint16(maxp[4:])), glyf: t["glyf"], upem: f.upem}
	loca := t["loca"]
	long := binary.BigEndian.Uint16(head[50:]) == 1
	size := 2
	if long {
		size = 4
	}
	if len(loca) < (g.n+1)*size {
		return nil, errors.New("font: short loca table")
	}
	g.loca = make([]uint32, g.n+1)
	for i := range g.loca {
		if long {
			g.loca[i] = binary.BigEndian.Uint32(loca[4*i:])
		} else {
			g.loca[i] = 2 * uint32(binary.BigEndian.Uint16(loca[2*i:]))
		}
		if g.loca[i] > uint32(len(g.glyf)) || (i > 0 && g.loca[i] < g.loca[i-1]) {
			return nil, errors.New("font: bad loca table")
		}
	}
	var box []string
	for i := 36; i < 44; i += 2 {
		box = append(box, em(float64(int16(binary.BigEndian.Uint16(head[i:])))/g.upem))
	}
	g.bbox = strings.Join(box, " ")
	return g, nil
}

// outline returns glyph id's data in glyf.
func (g *glyphTables) outline(id uint16) []byte {
	return g.glyf[g.loca[id]:g.loca[id+1]]
}

// keep marks id and, for a composite glyph, every glyph it is built of.
func (g *glyphTables) keep(id uint16, keep map[uint16]bool) {
	if int(id) >= g.n || keep[id] {
		return
	}
	keep[id] = true
	d := g.outline(id)
	if len(d) < 10 || int16(binary.BigEndian.Uint16(d)) >= 0 {
		return // empty, or a simple glyph
	}
	const (
		argsAreWords = 0x0001
		haveScale    = 0x0008
		moreComps    = 0x0020
		haveXYScale  = 0x0040
		have2x2      = 0x0080
	)
	for p := 10; p+4 <= len(d); {
		flags := binary.BigEndian.Uint16(d[p:])
		g.keep(binary.BigEndian.Uint16(d[p+2:]), keep)
		p += 4
		if flags&argsAreWords != 0 {
			p += 4
		} else {
			p += 2
		}
		switch {
		case flags&haveScale != 0:
			p += 2
		case flags&haveXYScale != 0:
			p += 4
		case flags&have2x2 != 0:
			p += 8
		}
		if flags&moreComps == 0 {
			break
		}
	}
}

// widths returns the W array of the kept glyphs, in thousandths of an em.
func (g *glyphTables) widths(f *Font, keep map[uint16]bool) string {
	var b []byte
	b = append(b, '[')
	ids := slices.Sorted(maps.Keys(keep))
	for i := 0; i < len(ids); {
		j := i + 1
		for j < len(ids) && ids[j] == ids[j-1]+1 {
			j++
		}
		b = appendNum(b, float64(ids[i]), 0)
		b = append(b, " ["...)
		for k, id := range ids[i:j] {
			if k > 0 {
				b = append(b, ' ')
			}
			adv := f.advance[min(int(id), len(f.advance)-1)]
			b = appendNum(b, float64(adv)*1000/g.upem, 2)
		}
		b = append(b, "] "...)
		i = j
	}
	return strings.TrimSpace(string(b)) + "]"
}

// subsetTables are the tables a subset keeps (ISO 32000-1, 9.9: those a
// CIDFontType2 needs; cmap and name are not used through Identity).
var subsetTables = []string{"OS/2", "cvt ", "fpgm", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "post", "prep"}

// subset returns a TrueType file with the glyphs of keep and every other
// glyph empty, its ids unchanged.
func (g *glyphTables) subset(keep map[uint16]bool) ([]byte, error) {
	var glyf []byte
	loca := make([]byte, 4*(g.n+1))
	for id := 0; id < g.n; id++ {
		binary.BigEndian.PutUint32(loca[4*id:], uint32(len(glyf)))
		if keep[uint16(id)] {
			glyf = append(glyf, g.outline(uint16(id))...)
			for len(glyf)%4 != 0 {
				glyf = append(glyf, 0)
			}
		}
	}
	binary.BigEndian.PutUint32(loca[4*g.n:], uint32(len(glyf)))
	head := slices.Clone(g.tables["head"])
	binary.BigEndian.PutUint32(head[8:], 0)  // checkSumAdjustment, set below
	binary.BigEndian.PutUint16(head[50:], 1) // long loca offsets
	post := make([]byte, 32)
	if p := g.tables["post"]; len(p) >= 32 {
		copy(post, p[:32])
	}
	binary.BigEndian.PutUint32(post, 0x00030000) // no glyph names
	out := map[string][]byte{"glyf": glyf, "loca": loca, "head": head, "post": post}
	var tags []string
	for _, tag := range subsetTables {
		if out[tag] == nil {
			out[tag] = g.tables[tag]
		}
		if out[tag] != nil {
			tags = append(tags, tag)
		}
	}
	for _, need := range []string{"hhea", "hmtx", "maxp"} {
		if out[need] == nil {
			return nil, fmt.Errorf("font: no %s table", need)
		}
	}
	return sfntFile(tags, out), nil
}

// sfntFile assembles tables into a TrueType file, tags in sorted order, with
// their checksums and the head table's checksum adjustment.
func sfntFile(tags []string, tables map[string][]byte) []byte {
	sort.Strings(tags)
	n := len(tags)
	sel := 0
	for 1<<(sel+1) <= n {
		sel++
	}
	hdr := make([]byte, 12+16*n)
	binary.BigEndian.PutUint32(hdr, 0x00010000)
	binary.BigEndian.PutUint16(hdr[4:], uint16(n))
	binary.BigEndian.PutUint16(hdr[6:], uint16(16<<sel))
	binary.BigEndian.PutUint16(hdr[8:], uint16(sel))
	binary.BigEndian.PutUint16(hdr[10:], uint16(16*n-16<<sel))
	body := make([]byte, len(hdr))
	headAt := -1
	for i, tag := range tags {
		t := tables[tag]
		rec := hdr[12+16*i:]
		copy(rec, tag)
		binary.BigEndian.PutUint32(rec[4:], checksum(t))
		binary.BigEndian.PutUint32(rec[8:], uint32(len(body)))
		binary.BigEndian.PutUint32(rec[12:], uint32(len(t)))
		if tag == "head" {
			headAt = len(body)
		}
		body = append(body, t...)
		for len(body)%4 != 0 {
			body = append(body, 0)
		}
	}
	copy(body, hdr)
	if headAt >= 0 {
		binary.BigEndian.PutUint32(body[headAt+8:], 0xB1B0AFBA-checksum(body))
	}
	return body
}

// checksum is the TrueType table checksum: the sum of big-endian words.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}

// toUnicode returns a ToUnicode CMap giving each glyph id its rune.
func toUnicode(m map[uint16]rune) []byte {
	var b strings.Builder
	b.WriteString("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n" +
		"/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n" +
		"/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n" +
		"1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n")
	ids := slices.Sorted(maps.Keys(m))
	for len(ids) > 0 {
		block := ids[:min(len(ids), 100)]
		ids = ids[len(block):]
		fmt.Fprintf(&b, "%d beginbfchar\n", len(block))
		for _, id := range block {
			fmt.Fprintf(&b, "<%04X> <", id)
			for _, u := range utf16.Encode([]rune{m[id]}) {
				fmt.Fprintf(&b, "%04X", u)
			}
			b.WriteString(">\n")
		}
		b.WriteString("endbfchar\n")
	}
	b.WriteString("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n")
	return []byte(b.String())
}
