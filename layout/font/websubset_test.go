package font

import (
	"bytes"
	"encoding/binary"
	"testing"
)

// TestWebSubset: the web subset of a text parses as a font, maps every
// rune of the text the font maps to a glyph drawn as in the whole font
// (the same outline, a composite's parts renumbered to glyphs with the
// same outlines, the same advance), holds only the glyphs the PDF's subset
// keeps, has the tables a browser's sanitizer requires, and is the same
// bytes when made again.
func TestWebSubset(t *testing.T) {
	for _, file := range []string{"RobotoCondensed-Regular.ttf", "RobotoCondensed-Bold.ttf"} {
		t.Run(file, func(t *testing.T) {
			f := repoFont(t, file)
			text := []rune("Cobra King · Panzerbüchse 2ème Т-34/85 «Ærø» ½ — fin \U0001F600")
			data, err := f.WebSubset(text)
			if err != nil {
				t.Fatal(err)
			}
			if again, _ := f.WebSubset(text); !bytes.Equal(data, again) {
				t.Error("two web subsets of one text differ")
			}
			checkSFNT(t, data)
			tables, _ := tableDir(data)
			for _, need := range []string{"cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "glyf", "loca"} {
				if tables[need] == nil {
					t.Errorf("the web subset has no %s table", need)
				}
			}
			for _, dropped := range []string{"GSUB", "GPOS", "GDEF"} {
				if tables[dropped] != nil {
					t.Errorf("the web subset keeps %s, whose glyph ids it renumbers", dropped)
				}
			}
			sub, err := Parse(data)
			if err != nil {
				t.Fatalf("the web subset does not parse: %v", err)
			}
			orig, _ := parseGlyphs(f.Data, f.upem)
			got, err := parseGlyphs(sub.Data, sub.upem)
			if err != nil {
				t.Fatal(err)
			}
			pdf, err := f.Subset(text)
			if err != nil {
				t.Fatal(err)
			}
			if got.n != len(pdf.Glyphs) {
				t.Errorf("the web subset holds %d glyphs, want the %d the PDF's subset keeps", got.n, len(pdf.Glyphs))
			}
			var same func(a, b uint16) bool // glyph a of the subset is drawn as glyph b of the font
			same = func(a, b uint16) bool {
				o, g := orig.outline(b), got.outline(a)
				oc, gc := components(o), components(g)
				if len(oc) != len(gc) || len(g) < len(o) || len(g) >= len(o)+4 {
					return false
				}
				if len(oc) == 0 || len(o) < 10 || int16(binary.BigEndian.Uint16(o)) >= 0 {
					return bytes.Equal(g[:len(o)], o)
				}
				for i := range oc {
					if !same(gc[i], oc[i]) {
						return false
					}
				}
				return true
			}
			composite := 0
			for _, r := range text {
				want := f.GlyphID(r)
				if want == 0 {
					continue
				}
				g := sub.GlyphID(r)
				if g == 0 || !same(g, want) {
					t.Errorf("%q: glyph %d of the subset is not drawn as glyph %d of the font", r, g, want)
				}
				if sub.Advance(g) != f.Advance(want) {
					t.Errorf("%q: %d units wide, want %d", r, sub.Advance(g), f.Advance(want))
				}
				if len(components(orig.outline(want))) > 0 && int16(binary.BigEndian.Uint16(orig.outline(want))) < 0 {
					composite++
				}
			}
			if composite == 0 {
				t.Error("no composite glyph in the text: it does not test them")
			}
			if sub.GlyphID('Z') != 0 {
				t.Error("the web subset maps 'Z', which the text does not set")
			}
		})
	}
}

// TestWebCmap: the cmap of a web subset reads back as the mapping it was
// made of, runes past the BMP too (a format 12 subtable beside format 4).
func TestWebCmap(t *testing.T) {
	for _, mapped := range []map[rune]uint16{
		{},
		{'A': 36, 'B': 37, 'C': 38, 'a': 68, 'é': 140},
		{'A': 36, 'é': 140, 0x1F600: 900, 0x1F601: 901, 0x10000: 5, 0xFFFD: 7},
	} {
		newID := map[uint16]uint16{}
		want := map[rune]uint16{}
		for r, id := range mapped {
			newID[id] = id / 2
			want[r] = id / 2
		}
		cmap, err := webCmap(mapped, newID)
		if err != nil {
			t.Fatal(err)
		}
		got, err := parseCmap(cmap)
		if err != nil {
			t.Fatalf("%v: the cmap does not parse: %v", mapped, err)
		}
		delete(got, 0xFFFF) // the closing segment, to .notdef
		if len(got) != len(want) {
			t.Errorf("the cmap maps %v, want %v", got, want)
		}
		for r, id := range want {
			if got[r] != id {
				t.Errorf("%q maps to %d, want %d", r, got[r], id)
			}
		}
	}
}
