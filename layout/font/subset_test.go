package font

import (
	"bytes"
	"encoding/binary"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// repoFont reads a font of the repository's fonts/ folder, or of the
// system's Roboto package; it skips the test if neither has it.
func repoFont(t *testing.T, file string) *Font {
	t.Helper()
	for _, dir := range []string{"../../fonts", "/usr/share/fonts/truetype/roboto/unhinted"} {
		if b, err := os.ReadFile(filepath.Join(dir, file)); err == nil {
			f, err := Parse(b)
			if err != nil {
				t.Fatal(err)
			}
			return f
		}
	}
	t.Skipf("font %s not found", file)
	return nil
}

// TestSubset: the subset of a text keeps every glyph the text sets, and
// those the composites among them are built of, with their outlines
// unchanged; every other glyph is empty; and the file reads back with this
// package's own parser, its tables' checksums and the head table's
// checksum adjustment right.
func TestSubset(t *testing.T) {
	for _, file := range []string{"RobotoCondensed-Regular.ttf", "RobotoCondensed-Bold.ttf"} {
		t.Run(file, func(t *testing.T) {
			f := repoFont(t, file)
			text := []rune("Cobra King · Panzerbüchse 2ème Т-34/85 «Ærø» ½ — fin")
			sub, err := f.Subset(text)
			if err != nil {
				t.Fatal(err)
			}
			orig, err := parseGlyphs(f.Data, f.upem)
			if err != nil {
				t.Fatal(err)
			}
			got, err := parseGlyphs(sub.File, f.upem)
			if err != nil {
				t.Fatalf("the subset does not read back: %v", err)
			}
			if got.n != orig.n {
				t.Fatalf("the subset has %d glyphs, want the font's %d (ids kept)", got.n, orig.n)
			}
			want := map[uint16]bool{}
			orig.keep(0, want)
			for _, r := range text {
				id := f.GlyphID(r)
				if id == 0 {
					t.Fatalf("the font has no glyph for %q: pick a text it sets", r)
				}
				orig.keep(id, want)
				if first := text[slices.IndexFunc(text, func(q rune) bool { return f.GlyphID(q) == id })]; sub.ToUnicode[id] != first {
					t.Errorf("ToUnicode[%d] = %q, want %q", id, sub.ToUnicode[id], first)
				}
			}
			if !slices.Equal(sub.Glyphs, slices.Sorted(maps.Keys(want))) {
				t.Errorf("kept glyphs %v, want %v", sub.Glyphs, slices.Sorted(maps.Keys(want)))
			}
			composite := 0
			for id := 0; id < orig.n; id++ {
				o, g := orig.outline(uint16(id)), got.outline(uint16(id))
				switch {
				case want[uint16(id)] && !(len(g) >= len(o) && len(g) < len(o)+4 && bytes.Equal(g[:len(o)], o) && allZero(g[len(o):])):
					t.Errorf("glyph %d: %d bytes in the subset, want its %d bytes unchanged (and padded to 4)", id, len(g), len(o))
				case !want[uint16(id)] && len(g) != 0:
					t.Errorf("glyph %d is not set but keeps %d bytes", id, len(g))
				}
				if want[uint16(id)] && len(o) >= 10 && int16(binary.BigEndian.Uint16(o)) < 0 {
					composite++
					for _, c := range components(o) {
						if len(got.outline(c)) == 0 && len(orig.outline(c)) > 0 {
							t.Errorf("composite glyph %d is built of glyph %d, which the subset left empty", id, c)
						}
					}
				}
			}
			if composite == 0 {
				t.Errorf("no composite glyph among the %d kept: the text does not test them", len(want))
			}
			checkSFNT(t, sub.File)
		})
	}
}

// components returns the glyphs a composite glyph's outline d is built of
// (the OpenType spec's glyf table, read here apart from glyphTables.keep).
func components(d []byte) []uint16 {
	var ids []uint16
	for p := 10; p+4 <= len(d); {
		flags := binary.BigEndian.Uint16(d[p:])
		ids = append(ids, binary.BigEndian.Uint16(d[p+2:]))
		p += 4 + 2 + 2*int(flags&1) // the glyph index, then two offsets: bytes, or words (ARG_1_AND_2_ARE_WORDS)
		switch {
		case flags&0x08 != 0: // WE_HAVE_A_SCALE
			p += 2
		case flags&0x40 != 0: // WE_HAVE_AN_X_AND_Y_SCALE
			p += 4
		case flags&0x80 != 0: // WE_HAVE_A_TWO_BY_TWO
			p += 8
		}
		if flags&0x20 == 0 { // MORE_COMPONENTS
			break
		}
	}
	return ids
}

func allZero(b []byte) bool { return !slices.ContainsFunc(b, func(c byte) bool { return c != 0 }) }

// checkSFNT checks a TrueType file's table directory: every table lies in
// the file (tableDir), its recorded checksum is its own (the head table's
// taken with its adjustment zero), and the whole file sums to 0xB1B0AFBA.
func checkSFNT(t *testing.T, file []byte) {
	t.Helper()
	tables, err := tableDir(file)
	if err != nil {
		t.Fatal(err)
	}
	n := int(binary.BigEndian.Uint16(file[4:]))
	for i := 0; i < n; i++ {
		rec := file[12+16*i:]
		tag := string(rec[:4])
		table := tables[tag]
		if tag == "head" {
			table = slices.Clone(table)
			binary.BigEndian.PutUint32(table[8:], 0)
		}
		if got, want := binary.BigEndian.Uint32(rec[4:]), checksum(table); got != want {
			t.Errorf("table %q: checksum %#x recorded, want %#x", tag, got, want)
		}
	}
	for _, need := range []string{"glyf", "head", "hhea", "hmtx", "loca", "maxp"} {
		if tables[need] == nil {
			t.Errorf("the subset has no %s table", need)
		}
	}
	if sum := checksum(file); sum != 0xB1B0AFBA {
		t.Errorf("the file sums to %#x, want 0xB1B0AFBA (head's checkSumAdjustment)", sum)
	}
}
