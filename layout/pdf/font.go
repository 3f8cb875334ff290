package pdf

import (
	"cmp"
	"fmt"
	"hash/fnv"
	"maps"
	"slices"
	"strings"
	"unicode/utf16"

	"github.com/crewcard/crewcard/layout/font"
)

// Text is set in glyph ids (Identity-H), and each face is embedded as a
// TrueType subset that keeps the font's glyph ids: the glyphs a document
// sets, and those their composites are built of, keep their outlines and
// every other glyph is left empty. A ToUnicode map gives the text back for
// search, copy and pdftotext.

// lowRunes bounds the runes glyphsUsed keeps in an array: Latin, Greek
// and Cyrillic.
const lowRunes = 0x530

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
func (u *glyphsUsed) encode(b []byte, face int, f *font.Font, s string) []byte {
	for _, r := range s {
		if r >= 0 && r < lowRunes {
			u.low[face][r] = true
		} else {
			u.more[face][r] = true
		}
		g := f.GlyphID(r)
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

// subsetTag names a subset of face, keeping glyphs keep (ISO 32000-1,
// 9.6.4): six capitals from a digest of both, so that two files with
// different subsets of one font, such as the parts of a split output that a
// print shop merges, never name them alike, and equal runs name them
// alike.
func subsetTag(face int, keep []uint16) string {
	h := fnv.New64a()
	h.Write([]byte{byte(face)})
	for _, id := range keep {
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
func (p *PDF) fontObjects(first, face int, f *font.Font, runes []rune) error {
	sub, err := f.Subset(runes)
	if err != nil {
		return err
	}
	name := subsetTag(face, sub.Glyphs) + "+" + pdfName(cmp.Or(f.Name, "crewcard"))
	p.object(first, fmt.Sprintf("<< /Type /Font /Subtype /Type0 /BaseFont /%s /Encoding /Identity-H /DescendantFonts [%d 0 R] /ToUnicode %d 0 R >>",
		name, first+1, first+4))
	p.object(first+1, fmt.Sprintf("<< /Type /Font /Subtype /CIDFontType2 /BaseFont /%s /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor %d 0 R /CIDToGIDMap /Identity /DW 0 /W %s >>",
		name, first+2, widths(f, sub.Glyphs)))
	stemV := 80
	if face == 1 {
		stemV = 140
	}
	box := make([]string, len(sub.BBox))
	for i, v := range sub.BBox {
		box[i] = em(v)
	}
	ascent, descent, capHeight := f.Metrics()
	p.object(first+2, fmt.Sprintf("<< /Type /FontDescriptor /FontName /%s /Flags 4 /FontBBox [%s] /ItalicAngle 0 /Ascent %s /Descent %s /CapHeight %s /StemV %d /FontFile2 %d 0 R >>",
		name, strings.Join(box, " "), em(ascent), em(-descent), em(capHeight), stemV, first+3))
	p.stream(first+3, fmt.Sprintf("/Length1 %d", len(sub.File)), sub.File)
	p.stream(first+4, "", toUnicode(sub.ToUnicode))
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

// widths returns the W array of the glyphs ids (ascending), in thousandths of an em.
func widths(f *font.Font, ids []uint16) string {
	var b []byte
	b = append(b, '[')
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
			b = appendNum(b, float64(f.Advance(id))*1000/f.UnitsPerEm(), 2)
		}
		b = append(b, "] "...)
		i = j
	}
	return strings.TrimSpace(string(b)) + "]"
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
