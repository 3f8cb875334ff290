package qrcode

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// TestAnnexI checks the encoding example of ISO/IEC 18004 Annex I:
// "01234567" at version 1-M.
func TestAnnexI(t *testing.T) {
	const payload = "01234567"
	if m := chooseMode(payload); m != modeNumeric {
		t.Fatalf("chooseMode(%q) = %v, want numeric", payload, m)
	}
	v, segs := plan(payload, M)
	if v != 1 || len(segs) != 1 || segs[0] != (segment{modeNumeric, payload}) {
		t.Fatalf("plan = %d, %v; want 1, one numeric segment", v, segs)
	}
	data := encodeData(segs, 1, M)
	wantData := []byte{0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11}
	if !bytes.Equal(data, wantData) {
		t.Errorf("data codewords = % x, want % x", data, wantData)
	}
	all := interleave(data, 1, M)
	wantEC := []byte{0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55}
	if !bytes.Equal(all[16:], wantEC) {
		t.Errorf("error correction codewords = % x, want % x", all[16:], wantEC)
	}
	c, err := Encode(payload, M)
	if err != nil {
		t.Fatal(err)
	}
	if c.Version != 1 || c.Size != 21 {
		t.Errorf("Encode(%q, M) = version %d, size %d; want version 1, size 21", payload, c.Version, c.Size)
	}
}

// TestBCH checks format and version information against Annexes C and D.
func TestBCH(t *testing.T) {
	for _, tt := range []struct {
		level Level
		mask  int
		want  uint
	}{
		{M, 5, 0b100000011001110}, // Annex C example: M, mask 101
		{L, 0, 0b111011111000100},
		{M, 0, 0b101010000010010},
		{Q, 7, 0b010101111101101},
		{H, 3, 0b001100111010000},
	} {
		if got := formatBits(tt.level, tt.mask); got != tt.want {
			t.Errorf("formatBits(%v, %d) = %015b, want %015b", tt.level, tt.mask, got, tt.want)
		}
	}
	for _, tt := range []struct {
		version int
		want    uint
	}{{7, 0x07c94}, {8, 0x085bc}, {21, 0x15683}, {40, 0x28c69}} {
		if got := bch(uint(tt.version), 6, versionGen); got != tt.want {
			t.Errorf("version information of %d = %018b, want %018b", tt.version, got, tt.want)
		}
	}
}

// rawModules returns the modules left for codewords in version v, counted
// from the function patterns rather than read from a table.
func rawModules(v int) int {
	r := (16*v+128)*v + 64
	if v >= 2 {
		a := v/7 + 2
		r -= (25*a-10)*a - 55
		if v >= 7 {
			r -= 36
		}
	}
	return r
}

// TestTables cross-checks the tables with each other and with the symbol.
func TestTables(t *testing.T) {
	for v := 1; v <= 40; v++ {
		if got, want := totalCodewords[v], rawModules(v)/8; got != want {
			t.Errorf("totalCodewords[%d] = %d, want %d", v, got, want)
		}
		s := symbolFor(v)
		if got, want := len(s.order), rawModules(v); got != want {
			t.Errorf("version %d has %d data modules, want %d", v, got, want)
		}
		if a := alignTable[v]; v > 1 && (len(a) != v/7+2 || a[0] != 6 || a[len(a)-1] != s.size-7) {
			t.Errorf("alignTable[%d] = %v, want %d centres from 6 to %d", v, a, v/7+2, s.size-7)
		}
		for l := L; l <= H; l++ {
			e := ecTable[v][l]
			short := totalCodewords[v]/e.blocks - e.ecPerBlock
			if short < 1 || e.ecPerBlock < 7 || e.ecPerBlock > 30 {
				t.Errorf("ecTable[%d][%v] = %+v: %d data codewords a block", v, l, e, short)
			}
			if l > L && dataCodewords(v, l) >= dataCodewords(v, l-1) {
				t.Errorf("version %d: level %v holds %d data codewords, level %v %d", v, l, dataCodewords(v, l), l-1, dataCodewords(v, l-1))
			}
		}
	}
}

// TestCapacity checks the character capacities of Table 7 at their edges,
// and that one character more moves to the next version or fails.
func TestCapacity(t *testing.T) {
	for _, tt := range []struct {
		version int
		level   Level
		digit   string
		max     int
	}{
		{1, M, "1", 34},
		{1, M, "A", 20},
		{1, M, "a", 14},
		{1, H, "1", 17},
		{5, M, "A", 122},
		{10, Q, "a", 151},
		{27, L, "1", 3517},
		{40, L, "1", 7089},
		{40, L, "A", 4296},
		{40, L, "a", 2953},
		{40, M, "a", 2331},
		{40, H, "a", 1273},
	} {
		name := fmt.Sprintf("%d-%v/%s", tt.version, tt.level, tt.digit)
		t.Run(name, func(t *testing.T) {
			c, err := Encode(strings.Repeat(tt.digit, tt.max), tt.level)
			if err != nil || c.Version != tt.version {
				t.Fatalf("Encode(%d × %q, %v) = %v, %v; want version %d", tt.max, tt.digit, tt.level, version(c), err, tt.version)
			}
			c, err = Encode(strings.Repeat(tt.digit, tt.max+1), tt.level)
			switch {
			case tt.version == 40 && err == nil:
				t.Errorf("Encode(%d × %q, %v) = version %d, want an error", tt.max+1, tt.digit, tt.level, c.Version)
			case tt.version == 40 && !strings.Contains(err.Error(), "does not fit version 40"):
				t.Errorf("Encode(%d × %q, %v) error = %q, want it to say it does not fit", tt.max+1, tt.digit, tt.level, err)
			case tt.version < 40 && (err != nil || c.Version != tt.version+1):
				t.Errorf("Encode(%d × %q, %v) = %v, %v; want version %d", tt.max+1, tt.digit, tt.level, version(c), err, tt.version+1)
			}
		})
	}
}

func TestModeAndLevel(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want mode
	}{
		{"", modeNumeric},
		{"0123456789", modeNumeric},
		{"HTTPS://CREWCARD.APP/C/AB", modeAlpha},
		{"+12345", modeAlpha},
		{"$%*+-./: ", modeAlpha},
		{"https://crewcard.app", modeByte},
		{"ÜBER", modeByte},
		{"AB\x00", modeByte},
	} {
		if got := chooseMode(tt.in); got != tt.want {
			t.Errorf("chooseMode(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
	if _, err := Encode("A", Level(4)); err == nil {
		t.Error("Encode with Level(4) = nil error")
	}
	if _, err := Encode("A", Level(-1)); err == nil {
		t.Error("Encode with Level(-1) = nil error")
	}
}

// TestDark checks the fixed modules every symbol has.
func TestDark(t *testing.T) {
	c, err := Encode("HTTPS://CREWCARD.APP/C/AB", M)
	if err != nil {
		t.Fatal(err)
	}
	n := c.Size
	for _, tt := range []struct {
		x, y int
		want bool
	}{
		{0, 0, true}, {3, 3, true}, {1, 1, false}, {7, 7, false}, // top-left finder
		{n - 1, 0, true}, {0, n - 1, true}, {n - 8, 0, false},
		{8, n - 8, true},                           // dark module
		{8, 6, true}, {9, 6, false}, {6, 10, true}, // timing
		{-1, 0, false}, {0, n, false},
	} {
		if got := c.Dark(tt.x, tt.y); got != tt.want {
			t.Errorf("Dark(%d, %d) = %v, want %v", tt.x, tt.y, got, tt.want)
		}
	}
	if got := len(c.Row(n - 1)); got != n {
		t.Errorf("len(Row(%d)) = %d, want %d", n-1, got, n)
	}
}

// version returns c's version, or 0 for nil.
func version(c *Code) int {
	if c == nil {
		return 0
	}
	return c.Version
}
