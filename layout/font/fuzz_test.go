package font_test

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
)

// tinyFont builds a minimal TrueType file, small enough to fuzz: 1,000
// units per em, ascender 800, cap height 650, PostScript name "Tiny", and
// three advance widths (500, 600, 700; later glyphs take the last). Its
// format 4 cmap maps 'A' through a glyph array plus an idDelta of 1 to
// glyph 2, leaves 'B' unmapped, and maps 'a'..'z' to glyphs 1..26; its
// format 12 cmap maps U+1F42F to glyph 1.
func tinyFont() []byte {
	be := binary.BigEndian
	u16 := func(b []byte, vs ...int) []byte {
		for _, v := range vs {
			b = be.AppendUint16(b, uint16(v))
		}
		return b
	}
	head := make([]byte, 54)
	be.PutUint16(head[18:], 1000)
	hhea := make([]byte, 36)
	be.PutUint16(hhea[4:], 800)
	be.PutUint16(hhea[6:], uint16(0x10000-200))
	be.PutUint16(hhea[34:], 3)
	hmtx := u16(nil, 500, 0, 600, 0, 700, 0)
	os2 := make([]byte, 96)
	be.PutUint16(os2, 2)
	be.PutUint16(os2[88:], 650)

	const segs = 3 // 'A'-'B' through the glyph array, 'a'-'z' by delta, the 0xFFFF end
	f4 := u16(nil, 4, 16+8*segs+4, 0, 2*segs, 0, 0, 0)
	f4 = u16(f4, 'B', 'z', 0xFFFF, 0) // endCode, reservedPad
	f4 = u16(f4, 'A', 'a', 0xFFFF)    // startCode
	f4 = u16(f4, 1, 1-'a'+0x10000, 1) // idDelta
	f4 = u16(f4, 2*segs, 0, 0)        // idRangeOffset: segment 0 reads the glyph array
	f4 = u16(f4, 1, 0)                // glyphIdArray: 'A' → 1+1, 'B' → 0
	f12 := u16(nil, 12, 0)
	f12 = be.AppendUint32(f12, 28)
	f12 = be.AppendUint32(f12, 0)
	f12 = be.AppendUint32(f12, 1)
	f12 = be.AppendUint32(f12, 0x1F42F)
	f12 = be.AppendUint32(f12, 0x1F42F)
	f12 = be.AppendUint32(f12, 1)
	cmap := u16(nil, 0, 2, 3, 1)
	cmap = be.AppendUint32(cmap, 20)
	cmap = u16(cmap, 3, 10)
	cmap = be.AppendUint32(cmap, uint32(20+len(f4)))
	cmap = append(append(cmap, f4...), f12...)
	name := u16(nil, 0, 1, 18, 3, 1, 0x409, 6, 8, 0)
	name = u16(name, 'T', 'i', 'n', 'y')

	tables := []struct {
		tag  string
		data []byte
	}{{"OS/2", os2}, {"cmap", cmap}, {"head", head}, {"hhea", hhea}, {"hmtx", hmtx}, {"name", name}}
	out := u16(nil, 1, 0, len(tables), 0, 0, 0)
	off := len(out) + 16*len(tables)
	var body []byte
	for _, t := range tables {
		out = append(out, t.tag...)
		out = be.AppendUint32(out, 0)
		out = be.AppendUint32(out, uint32(off+len(body)))
		out = be.AppendUint32(out, uint32(len(t.data)))
		body = append(body, t.data...)
		for len(body)%4 != 0 {
			body = append(body, 0)
		}
	}
	return append(out, body...)
}

func TestParseTiny(t *testing.T) {
	f, err := font.Parse(tinyFont())
	if err != nil {
		t.Fatal(err)
	}
	if f.Name != "Tiny" {
		t.Errorf("Name = %q, want Tiny", f.Name)
	}
	em := 10 * layout.PtToMM // 10 pt in mm
	tests := []struct {
		s     string
		units float64 // advance, design units
		has   bool
	}{
		{"A", 700, true},  // glyph array 1, plus idDelta 1: glyph 2
		{"B", 500, false}, // glyph array 0: missing, measured as glyph 0
		{"a", 600, true},  // glyph 1
		{"z", 700, true},  // glyph 26: past the hmtx metrics, takes the last
		{"🐯", 600, true},  // format 12: glyph 1
		{"C", 500, false}, // no segment
	}
	for _, tc := range tests {
		if got, want := f.Width(tc.s, 10), tc.units/1000*em; math.Abs(got-want) > 1e-9 {
			t.Errorf("Width(%q, 10) = %v, want %v", tc.s, got, want)
		}
		if got := f.Has([]rune(tc.s)[0]); got != tc.has {
			t.Errorf("Has(%q) = %v, want %v", tc.s, got, tc.has)
		}
	}
	if got, want := f.CapHeight(10), 0.65*em; math.Abs(got-want) > 1e-9 {
		t.Errorf("CapHeight(10) = %v, want %v", got, want)
	}
	if got, want := f.Ascent(10), 0.8*em; math.Abs(got-want) > 1e-9 {
		t.Errorf("Ascent(10) = %v, want %v", got, want)
	}
}

// FuzzParseFont feeds arbitrary bytes to Parse: it must never panic nor
// take long, and a font it accepts must measure any text without panicking,
// with a finite, non-negative width.
func FuzzParseFont(f *testing.F) {
	f.Add(tinyFont())
	f.Fuzz(func(t *testing.T, data []byte) {
		ft, err := font.Parse(data)
		if err != nil {
			return
		}
		for _, s := range []string{"", "Cobra King", "Panzerbüchse Т-34 中 🐯", "\x00\uffff\U0010FFFF"} {
			ft.Missing(s)
			if w := ft.Width(s, 10); !(w >= 0) || math.IsInf(w, 0) {
				t.Fatalf("Width(%q) = %v", s, w)
			}
		}
		ft.Ascent(10)
		ft.CapHeight(10)
	})
}
