package font

import (
	"encoding/binary"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
)

// Subset is the part of a font a document embeds (see Font.Subset).
type Subset struct {
	// File is a TrueType file that keeps the font's glyph ids: the kept
	// glyphs have their outlines and every other glyph is empty. It has no
	// cmap or name table: a PDF reaches its glyphs by id (Identity).
	File []byte
	// Glyphs are the kept glyph ids, ascending: .notdef, the glyphs of the
	// runes set and those their composites are built of.
	Glyphs []uint16
	// ToUnicode gives the glyph of each rune set, that the font maps, the
	// first rune set with it, for a reader to give the text back.
	ToUnicode map[uint16]rune
	// BBox is the font's bounding box (head table): xMin, yMin, xMax and
	// yMax, in ems.
	BBox [4]float64
}

// Subset returns the subset of f that sets runes (in the order given: the
// first rune of a glyph is the one ToUnicode gives back).
func (f *Font) Subset(runes []rune) (*Subset, error) {
	g, err := parseGlyphs(f.Data, f.upem)
	if err != nil {
		return nil, err
	}
	toUni := map[uint16]rune{}
	keep := map[uint16]bool{}
	g.keep(0, keep)
	for _, r := range runes {
		id := f.GlyphID(r)
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
		return nil, err
	}
	return &Subset{File: file, Glyphs: slices.Sorted(maps.Keys(keep)), ToUnicode: toUni, BBox: g.bbox}, nil
}

// glyphTables is what subsetting needs of a TrueType font.
type glyphTables struct {
	tables map[string][]byte
	n      int      // glyphs
	loca   []uint32 // n+1 offsets into glyf
	glyf   []byte
	bbox   [4]float64 // xMin, yMin, xMax, yMax, ems
}

// parseGlyphs reads the tables of data, a TrueType file whose units per em
// are upem, that subsetting needs.
func parseGlyphs(data []byte, upem float64) (*glyphTables, error) {
	t, err := tableDir(data)
	if err != nil {
		return nil, err
	}
	head, maxp := t["head"], t["maxp"]
	if len(head) < 54 || len(maxp) < 6 {
		return nil, errors.New("font: missing head or maxp table")
	}
	g := &glyphTables{tables: t, n: int(binary.BigEndian.Uint16(maxp[4:])), glyf: t["glyf"]}
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
	for i := range g.bbox {
		g.bbox[i] = float64(int16(binary.BigEndian.Uint16(head[36+2*i:]))) / upem
	}
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
	for _, p := range partsAt(d) {
		g.keep(binary.BigEndian.Uint16(d[p:]), keep)
	}
}

// partsAt returns where, in the outline d of a composite glyph, each
// of its parts' glyph ids lies; none for a simple or empty glyph.
func partsAt(d []byte) []int {
	if len(d) < 10 || int16(binary.BigEndian.Uint16(d)) >= 0 {
		return nil // empty, or a simple glyph
	}
	const (
		argsAreWords = 0x0001
		haveScale    = 0x0008
		moreComps    = 0x0020
		haveXYScale  = 0x0040
		have2x2      = 0x0080
	)
	var at []int
	for p := 10; p+4 <= len(d); {
		flags := binary.BigEndian.Uint16(d[p:])
		at = append(at, p+2)
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
	return at
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
