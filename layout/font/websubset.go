package font

import (
	"encoding/binary"
	"errors"
	"maps"
	"slices"
)

// WebSubset returns the subset of f that sets runes as a TrueType file a
// browser loads through @font-face: the glyphs Subset keeps (.notdef, those
// of the runes f maps and the parts of composites), renumbered from 0 in
// the font's order, their outlines and metrics unchanged; a cmap that maps
// each of those runes, which a browser reaches glyphs through; and f's name
// table, which browsers' font sanitizers require. The layout tables (GSUB,
// GPOS, GDEF) are left out: they name glyph ids, and crewcard sets text
// without kerning or ligatures, as the PDF does. Equal inputs give equal
// bytes.
func (f *Font) WebSubset(runes []rune) ([]byte, error) {
	g, err := parseGlyphs(f.Data, f.upem)
	if err != nil {
		return nil, err
	}
	keep := map[uint16]bool{}
	g.keep(0, keep)
	mapped := map[rune]uint16{} // rune → old glyph id
	for _, r := range runes {
		if id := f.GlyphID(r); id != 0 && int(id) < g.n {
			mapped[r] = id
			g.keep(id, keep)
		}
	}
	ids := slices.Sorted(maps.Keys(keep))
	newID := make(map[uint16]uint16, len(ids))
	for i, id := range ids {
		newID[id] = uint16(i)
	}
	glyf, loca := g.renumbered(ids, newID)
	hmtx, err := g.metrics(ids)
	if err != nil {
		return nil, err
	}
	cmap, err := webCmap(mapped, newID)
	if err != nil {
		return nil, err
	}
	head := slices.Clone(g.tables["head"])
	binary.BigEndian.PutUint32(head[8:], 0)  // checkSumAdjustment, set by sfntFile
	binary.BigEndian.PutUint16(head[50:], 1) // long loca offsets
	hhea := slices.Clone(g.tables["hhea"])
	maxp := slices.Clone(g.tables["maxp"])
	if len(hhea) < 36 {
		return nil, errors.New("font: missing or short hhea table")
	}
	binary.BigEndian.PutUint16(hhea[34:], uint16(len(ids))) // every glyph has its own advance
	binary.BigEndian.PutUint16(maxp[4:], uint16(len(ids)))
	post := make([]byte, 32)
	if p := g.tables["post"]; len(p) >= 32 {
		copy(post, p[:32])
	}
	binary.BigEndian.PutUint32(post, 0x00030000) // no glyph names
	out := map[string][]byte{"cmap": cmap, "glyf": glyf, "head": head, "hhea": hhea, "hmtx": hmtx, "loca": loca, "maxp": maxp, "post": post}
	tags := slices.Collect(maps.Keys(out))
	for _, tag := range []string{"OS/2", "cvt ", "fpgm", "name", "prep"} {
		if t, ok := g.tables[tag]; ok {
			out[tag] = t
			tags = append(tags, tag)
		}
	}
	return sfntFile(tags, out), nil
}

// renumbered returns the glyf and (long) loca tables of the glyphs ids,
// ascending, each numbered as newID says, the parts of composites too.
func (g *glyphTables) renumbered(ids []uint16, newID map[uint16]uint16) (glyf, loca []byte) {
	loca = make([]byte, 4*(len(ids)+1))
	for i, id := range ids {
		binary.BigEndian.PutUint32(loca[4*i:], uint32(len(glyf)))
		at := len(glyf)
		glyf = append(glyf, g.outline(id)...)
		for _, p := range partsAt(g.outline(id)) {
			part := binary.BigEndian.Uint16(glyf[at+p:])
			binary.BigEndian.PutUint16(glyf[at+p:], newID[part]) // kept by keep
		}
		for len(glyf)%4 != 0 {
			glyf = append(glyf, 0)
		}
	}
	binary.BigEndian.PutUint32(loca[4*len(ids):], uint32(len(glyf)))
	return glyf, loca
}

// metrics returns an hmtx table that gives each glyph of ids, in order, its
// advance and left side bearing in the font.
func (g *glyphTables) metrics(ids []uint16) ([]byte, error) {
	hhea, hmtx := g.tables["hhea"], g.tables["hmtx"]
	if len(hhea) < 36 {
		return nil, errors.New("font: missing or short hhea table")
	}
	nh := int(binary.BigEndian.Uint16(hhea[34:]))
	if nh == 0 || len(hmtx) < 4*nh+2*(g.n-nh) {
		return nil, errors.New("font: missing or short hmtx table")
	}
	out := make([]byte, 4*len(ids))
	for i, id := range ids {
		adv, lsb := hmtx[4*(min(int(id), nh-1)):], hmtx[4*int(id)+2:]
		if int(id) >= nh {
			lsb = hmtx[4*nh+2*(int(id)-nh):]
		}
		copy(out[4*i:], adv[:2])
		copy(out[4*i+2:], lsb[:2])
	}
	return out, nil
}

// webCmap returns a cmap table that maps each rune of mapped to its glyph
// as newID numbers it: a format 4 subtable (Windows, Unicode BMP) and, for
// runes past the BMP, a format 12 one (Windows, full Unicode) that maps
// them all.
func webCmap(mapped map[rune]uint16, newID map[uint16]uint16) ([]byte, error) {
	runes := slices.Sorted(maps.Keys(mapped))
	type seg struct {
		start, end rune
		id         uint16 // the glyph of start
	}
	var segs []seg // runs of runes whose glyphs follow on
	for _, r := range runes {
		id := newID[mapped[r]]
		if n := len(segs); n > 0 && segs[n-1].end == r-1 && uint32(segs[n-1].id)+uint32(r-segs[n-1].start) == uint32(id) &&
			(r <= 0xFFFF) == (segs[n-1].start <= 0xFFFF) {
			segs[n-1].end = r
			continue
		}
		segs = append(segs, seg{r, r, id})
	}
	var bmp []seg
	for _, s := range segs {
		if s.end <= 0xFFFF {
			bmp = append(bmp, s)
		}
	}
	if n := len(bmp); n == 0 || bmp[n-1].end != 0xFFFF {
		bmp = append(bmp, seg{0xFFFF, 0xFFFF, 0}) // the closing segment, mapped to .notdef
	}
	n := len(bmp)
	if 16+8*n > 0xFFFF {
		return nil, errors.New("font: too many runes for a cmap format 4 subtable")
	}
	f4 := make([]byte, 16+8*n)
	search := 1
	for search*2 <= n {
		search *= 2
	}
	sel := 0
	for 1<<(sel+1) <= search {
		sel++
	}
	put := func(b []byte, at int, v uint16) { binary.BigEndian.PutUint16(b[at:], v) }
	put(f4, 0, 4)
	put(f4, 2, uint16(len(f4)))
	put(f4, 6, uint16(2*n))
	put(f4, 8, uint16(2*search))
	put(f4, 10, uint16(sel))
	put(f4, 12, uint16(2*n-2*search))
	for i, s := range bmp {
		put(f4, 14+2*i, uint16(s.end))
		put(f4, 16+2*n+2*i, uint16(s.start))
		put(f4, 16+4*n+2*i, s.id-uint16(s.start)) // idDelta, modulo 65536; idRangeOffset stays 0
	}
	if len(runes) == 0 || runes[len(runes)-1] <= 0xFFFF {
		cmap := make([]byte, 12, 12+len(f4))
		put(cmap, 2, 1)
		put(cmap, 4, 3)
		put(cmap, 6, 1)
		binary.BigEndian.PutUint32(cmap[8:], 12)
		return append(cmap, f4...), nil
	}
	f12 := make([]byte, 16+12*len(segs))
	put(f12, 0, 12)
	binary.BigEndian.PutUint32(f12[4:], uint32(len(f12)))
	binary.BigEndian.PutUint32(f12[12:], uint32(len(segs)))
	for i, s := range segs {
		binary.BigEndian.PutUint32(f12[16+12*i:], uint32(s.start))
		binary.BigEndian.PutUint32(f12[20+12*i:], uint32(s.end))
		binary.BigEndian.PutUint32(f12[24+12*i:], uint32(s.id))
	}
	cmap := make([]byte, 20, 20+len(f4)+len(f12))
	put(cmap, 2, 2)
	put(cmap, 4, 3)
	put(cmap, 6, 1)
	binary.BigEndian.PutUint32(cmap[8:], 20)
	put(cmap, 12, 3)
	put(cmap, 14, 10)
	binary.BigEndian.PutUint32(cmap[16:], uint32(20+len(f4)))
	return append(append(cmap, f4...), f12...), nil
}
