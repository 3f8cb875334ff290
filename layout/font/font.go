// Package font reads the TrueType fonts cards are set in: which runes a
// font maps and how wide they are (the metrics layout fits text with), and
// the subset of its glyphs a document embeds.
package font

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"unicode"
	"unicode/utf16"
)

// Font is a TrueType font checked for use: its bytes, the runes it maps to
// glyphs and the advance widths needed to measure and set text.
type Font struct {
	Name string // PostScript name from the name table, or "" if it has none
	Data []byte // the TTF file, unchanged

	ascent    float64 // hhea ascender, em
	descent   float64 // hhea descender, em (positive below the baseline)
	capHeight float64 // OS/2 cap height, em (0.7 if absent)
	upem      float64 // design units per em
	glyphs    map[rune]uint16
	advance   []uint16 // hmtx advance widths, design units, by glyph id
	// low holds the advance of every rune below lowRunes (Latin, Greek,
	// Cyrillic): measuring them needs no map lookup, which the cards'
	// wrapping and fitting do millions of times a run.
	low [lowRunes]uint16
	// lowGlyph holds the glyph of every rune below lowRunes, for setting
	// text in glyph ids without a map lookup.
	lowGlyph [lowRunes]uint16
	// lowMapped says of every rune below lowRunes whether the font maps
	// it, for checking a card's texts without a map lookup a rune.
	lowMapped [lowRunes]bool
}

// ptToMM converts typographic points to millimetres (layout.PtToMM).
const ptToMM = 25.4 / 72

// lowRunes bounds the runes whose advances Font keeps in an array.
const lowRunes = 0x530

// maxMapped bounds how many runes a cmap may map, so hostile files stay small.
const maxMapped = 1 << 18

// maxListed bounds how many code points the cmap's ranges may list in all,
// overlaps and repeated subtables included, so that a hostile file cannot
// keep the parser busy for minutes: four times all of Unicode.
const maxListed = 4 * (unicode.MaxRune + 1)

// Check reports whether data looks like a TrueType (glyf) font that a
// PDF can embed as a subset. OpenType/CFF files and collections are
// rejected with an error.
func Check(data []byte) error {
	if len(data) < 12 {
		return errors.New("font: file too short to be a TrueType font")
	}
	switch tag := string(data[:4]); tag {
	case "\x00\x01\x00\x00", "true":
		return nil
	case "OTTO":
		return errors.New("font: OpenType font with CFF outlines is not supported; use a TrueType (.ttf) font")
	case "ttcf":
		return errors.New("font: TrueType collection (.ttc) is not supported; extract one font as .ttf")
	default:
		return fmt.Errorf("font: not a TrueType font (starts with %q)", tag)
	}
}

// Parse checks data with Check and reads the tables needed to know
// which runes it covers and how wide they are.
func Parse(data []byte) (*Font, error) {
	if err := Check(data); err != nil {
		return nil, err
	}
	// The tables are read here, not with golang.org/x/image/font/sfnt: its
	// format 4 lookup drops idDelta where idRangeOffset is set, it reads one
	// cmap subtable where this merges all Unicode ones, it cannot list a
	// font's runes, and measuring through it is 1.6 times slower.
	tables, err := tableDir(data)
	if err != nil {
		return nil, err
	}
	f := &Font{Data: data, capHeight: 0.7}
	head, ok := tables["head"]
	if !ok || len(head) < 54 {
		return nil, errors.New("font: missing or short head table")
	}
	f.upem = float64(binary.BigEndian.Uint16(head[18:]))
	if f.upem < 16 {
		return nil, fmt.Errorf("font: bad units per em %v", f.upem)
	}
	hhea, ok := tables["hhea"]
	if !ok || len(hhea) < 36 {
		return nil, errors.New("font: missing or short hhea table")
	}
	f.ascent = float64(int16(binary.BigEndian.Uint16(hhea[4:]))) / f.upem
	f.descent = -float64(int16(binary.BigEndian.Uint16(hhea[6:]))) / f.upem
	nh := int(binary.BigEndian.Uint16(hhea[34:]))
	hmtx := tables["hmtx"]
	if nh == 0 || len(hmtx) < 4*nh {
		return nil, errors.New("font: missing or short hmtx table")
	}
	f.advance = make([]uint16, nh)
	for i := range f.advance {
		f.advance[i] = binary.BigEndian.Uint16(hmtx[4*i:])
	}
	if os2, ok := tables["OS/2"]; ok && len(os2) >= 90 && binary.BigEndian.Uint16(os2) >= 2 {
		if c := float64(int16(binary.BigEndian.Uint16(os2[88:]))) / f.upem; c > 0 {
			f.capHeight = c
		}
	}
	if f.glyphs, err = parseCmap(tables["cmap"]); err != nil {
		return nil, err
	}
	for r := range f.low {
		f.low[r] = f.advance[f.glyphOf(rune(r))]
		f.lowGlyph[r] = f.glyphs[rune(r)]
		_, f.lowMapped[r] = f.glyphs[rune(r)]
	}
	f.Name = postScriptName(tables["name"])
	return f, nil
}

// glyphOf returns the glyph that draws r: .notdef (0) for a rune the font
// lacks, and the last advance's glyph for an id past the hmtx table.
func (f *Font) glyphOf(r rune) uint16 {
	g := f.glyphs[r] // 0, .notdef, when absent
	if int(g) >= len(f.advance) {
		g = uint16(len(f.advance) - 1)
	}
	return g
}

// tableDir returns the font's tables by tag, each checked to lie in data.
func tableDir(data []byte) (map[string][]byte, error) {
	n := int(binary.BigEndian.Uint16(data[4:]))
	if len(data) < 12+16*n {
		return nil, errors.New("font: truncated table directory")
	}
	tables := make(map[string][]byte, n)
	for i := 0; i < n; i++ {
		rec := data[12+16*i:]
		off := uint64(binary.BigEndian.Uint32(rec[8:]))
		size := uint64(binary.BigEndian.Uint32(rec[12:]))
		if off+size > uint64(len(data)) {
			return nil, fmt.Errorf("font: table %q lies outside the file", rec[:4])
		}
		tables[string(rec[:4])] = data[off : off+size]
	}
	return tables, nil
}

// parseCmap merges the Unicode subtables of formats 4 and 12.
func parseCmap(cmap []byte) (map[rune]uint16, error) {
	if len(cmap) < 4 {
		return nil, errors.New("font: missing cmap table")
	}
	n := int(binary.BigEndian.Uint16(cmap[2:]))
	if len(cmap) < 4+8*n {
		return nil, errors.New("font: truncated cmap table")
	}
	m := make(map[rune]uint16)
	found := false
	budget := int(maxListed)
	for i := 0; i < n; i++ {
		rec := cmap[4+8*i:]
		plat, enc := binary.BigEndian.Uint16(rec), binary.BigEndian.Uint16(rec[2:])
		if !(plat == 0 || plat == 3 && (enc == 1 || enc == 10)) {
			continue
		}
		off := int(binary.BigEndian.Uint32(rec[4:]))
		if off < 0 || off+2 > len(cmap) {
			return nil, errors.New("font: cmap subtable lies outside the table")
		}
		sub := cmap[off:]
		var err error
		switch binary.BigEndian.Uint16(sub) {
		case 4:
			err = cmapFormat4(sub, m, &budget)
		case 12:
			err = cmapFormat12(sub, m, &budget)
		default:
			continue
		}
		if err != nil {
			return nil, err
		}
		found = true
	}
	if !found {
		return nil, errors.New("font: no Unicode cmap subtable of format 4 or 12")
	}
	return m, nil
}

func cmapFormat4(sub []byte, m map[rune]uint16, budget *int) error {
	if len(sub) < 14 {
		return errors.New("font: truncated cmap format 4")
	}
	segs := int(binary.BigEndian.Uint16(sub[6:])) / 2
	if len(sub) < 16+8*segs {
		return errors.New("font: truncated cmap format 4")
	}
	u16 := func(at int) int { return int(binary.BigEndian.Uint16(sub[at:])) }
	ends, starts, deltas, ranges := 14, 16+2*segs, 16+4*segs, 16+6*segs
	for s := 0; s < segs; s++ {
		start, end := u16(starts+2*s), u16(ends+2*s)
		delta, ro := u16(deltas+2*s), u16(ranges+2*s)
		if err := spend(budget, start, end); err != nil {
			return err
		}
		for c := start; c <= end && c != 0xFFFF; c++ {
			g := 0
			if ro == 0 {
				g = (c + delta) & 0xFFFF
			} else {
				at := ranges + 2*s + ro + 2*(c-start)
				if at+2 > len(sub) {
					return errors.New("font: cmap format 4 glyph index outside the table")
				}
				if g = u16(at); g != 0 {
					g = (g + delta) & 0xFFFF
				}
			}
			if g != 0 {
				if _, dup := m[rune(c)]; !dup {
					m[rune(c)] = uint16(g)
				}
			}
		}
	}
	return nil
}

func cmapFormat12(sub []byte, m map[rune]uint16, budget *int) error {
	if len(sub) < 16 {
		return errors.New("font: truncated cmap format 12")
	}
	n := int(binary.BigEndian.Uint32(sub[12:]))
	if n < 0 || n > (len(sub)-16)/12 {
		return errors.New("font: truncated cmap format 12")
	}
	for i := 0; i < n; i++ {
		g := sub[16+12*i:]
		start, end := binary.BigEndian.Uint32(g), binary.BigEndian.Uint32(g[4:])
		gid := binary.BigEndian.Uint32(g[8:])
		if end > unicode.MaxRune || start > end {
			return errors.New("font: bad cmap format 12 group")
		}
		if err := spend(budget, int(start), int(end)); err != nil {
			return err
		}
		for c := start; c <= end; c++ {
			if len(m) >= maxMapped {
				return errors.New("font: cmap maps too many characters")
			}
			if id := gid + (c - start); id != 0 && id <= 0xFFFF {
				if _, dup := m[rune(c)]; !dup {
					m[rune(c)] = uint16(id)
				}
			}
		}
	}
	return nil
}

// spend takes the code points start to end from budget, or fails when the
// cmap lists more than maxListed in all.
func spend(budget *int, start, end int) error {
	if end >= start {
		*budget -= end - start + 1
	}
	if *budget < 0 {
		return errors.New("font: cmap lists too many characters")
	}
	return nil
}

// postScriptName reads name ID 6 from the name table, or returns "".
func postScriptName(name []byte) string {
	if len(name) < 6 {
		return ""
	}
	n := int(binary.BigEndian.Uint16(name[2:]))
	base := int(binary.BigEndian.Uint16(name[4:]))
	for i := 0; i < n && 6+12*i+12 <= len(name); i++ {
		rec := name[6+12*i:]
		plat, id := binary.BigEndian.Uint16(rec), binary.BigEndian.Uint16(rec[6:])
		ln, off := int(binary.BigEndian.Uint16(rec[8:])), int(binary.BigEndian.Uint16(rec[10:]))
		if id != 6 || base+off+ln > len(name) {
			continue
		}
		s := name[base+off : base+off+ln]
		switch plat {
		case 1:
			return string(s)
		case 0, 3:
			u := make([]uint16, len(s)/2)
			for j := range u {
				u[j] = binary.BigEndian.Uint16(s[2*j:])
			}
			return string(utf16.Decode(u))
		}
	}
	return ""
}

// Has reports whether the font maps r to a glyph. Control characters count
// as present: they are never drawn.
func (f *Font) Has(r rune) bool {
	switch {
	case r < 0x20 || r == 0x7F:
		return true
	case r < lowRunes:
		return f.lowMapped[r]
	}
	_, ok := f.glyphs[r]
	return ok
}

// Missing returns, in order of first appearance and without repeats, the
// runes of s that the font has no glyph for.
func (f *Font) Missing(s string) []rune {
	var out []rune
	for _, r := range s {
		if !f.Has(r) && !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return out
}

// Width returns the advance width of s set at size pt, in mm.
func (f *Font) Width(s string, size float64) float64 { return f.WidthOf(f.Units(s), size) }

// Units returns the advance width of s in design units, for measuring a
// word once at every size with WidthOf.
func (f *Font) Units(s string) int {
	units := 0
	for _, r := range s {
		units += f.RuneUnits(r)
	}
	return units
}

// RuneUnits returns the advance width of r in design units: a string's
// width is the sum of its runes' (the fonts set no kerning).
func (f *Font) RuneUnits(r rune) int {
	if r >= 0 && r < lowRunes {
		return int(f.low[r])
	}
	return int(f.advance[f.glyphOf(r)])
}

// WidthOf returns a width of units design units at size pt, in mm.
func (f *Font) WidthOf(units int, size float64) float64 {
	return float64(units) / f.upem * size * ptToMM
}

// Ascent returns the height above the baseline of the font's tallest
// glyphs (hhea ascender) at size pt, in mm.
func (f *Font) Ascent(size float64) float64 { return f.ascent * size * ptToMM }

// Descent returns the depth below the baseline of the font's lowest glyphs
// (hhea descender) at size pt, in mm.
func (f *Font) Descent(size float64) float64 { return f.descent * size * ptToMM }

// CapHeight returns the height of capital letters at size pt, in mm.
func (f *Font) CapHeight(size float64) float64 { return f.capHeight * size * ptToMM }

// Metrics returns the ascent, the descent (positive below the baseline)
// and the cap height, in ems, as a PDF's font descriptor gives them.
func (f *Font) Metrics() (ascent, descent, capHeight float64) {
	return f.ascent, f.descent, f.capHeight
}

// UnitsPerEm returns the font's design units per em.
func (f *Font) UnitsPerEm() float64 { return f.upem }

// GlyphID returns the id of the glyph that draws r, 0 (.notdef) if the
// font has none.
func (f *Font) GlyphID(r rune) uint16 {
	if r >= 0 && r < lowRunes {
		return f.lowGlyph[r]
	}
	return f.glyphs[r]
}

// Advance returns the advance width of glyph g in design units; a glyph
// past the hmtx table takes its last advance.
func (f *Font) Advance(g uint16) int { return int(f.advance[min(int(g), len(f.advance)-1)]) }

// Set holds the two faces a template can name.
type Set struct {
	Regular *Font
	Bold    *Font
}

// NewSet parses the regular and bold TrueType fonts.
func NewSet(regular, bold []byte) (*Set, error) {
	r, err := Parse(regular)
	if err != nil {
		return nil, fmt.Errorf("regular %w", err)
	}
	b, err := Parse(bold)
	if err != nil {
		return nil, fmt.Errorf("bold %w", err)
	}
	return &Set{Regular: r, Bold: b}, nil
}

// Weight returns the bold face or the regular one.
func (fs *Set) Weight(bold bool) *Font {
	if bold {
		return fs.Bold
	}
	return fs.Regular
}

// Face returns the font for a template font name: "bold" or "regular"
// (also the empty name).
func (fs *Set) Face(name string) *Font {
	if name == "bold" {
		return fs.Bold
	}
	return fs.Regular
}
