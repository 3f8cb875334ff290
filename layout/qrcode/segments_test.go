package qrcode

import (
	"fmt"
	"strings"
	"testing"

	"github.com/boombuler/barcode/qr"
	"rsc.io/qr/coding"
)

// projectLinks are links below a project site's path, which keeps its case
// (GitHub Pages serves /crewcard/ and not /CREWCARD/): an alphanumeric
// scheme, host and code around a byte-mode path.
func projectLinks() []string {
	var out []string
	for _, base := range []string{
		"HTTPS://OWNER.GITHUB.IO/crewcard/",
		"HTTPS://A-CLUB.GITHUB.IO/my_cards/",
		"HTTPS://OWNER.GITHUB.IO/Crew-Card/v2/",
		"HTTP://127.0.0.1:8080/crewcard/",
		"https://owner.github.io/crewcard/",
	} {
		for _, n := range []int{8, 40, 99, 150, 190, 400} {
			out = append(out, base+strings.Repeat("MZXW6YTBOI234567", 30)[:n])
		}
	}
	return out
}

// TestSegments checks the segments a payload is split into: one segment in
// the densest mode that covers it, unless alphanumeric segments within a
// byte-mode payload take fewer bits, and then the fewest bits.
func TestSegments(t *testing.T) {
	for _, tt := range []struct {
		payload string
		want    string // mode:text, space-separated
	}{
		{"HTTPS://CREWCARD.GITHUB.IO/MFRGG", "alphanumeric:HTTPS://CREWCARD.GITHUB.IO/MFRGG"},
		{"0123", "numeric:0123"},
		{"hello, world", "byte:hello, world"},
		// Ten alphanumeric characters within bytes: 13+55 bits and 12 to
		// go back to bytes, as many as 80 in bytes, and one segment wins a
		// tie; twenty: 13+110+12 bits, 160 in bytes.
		{"a0123456789b", "byte:a0123456789b"},
		{"a0123456789ABCDEFGHIJb", "byte:a alphanumeric:0123456789ABCDEFGHIJ byte:b"},
		{"HTTPS://OWNER.GITHUB.IO/crewcard/MZXW6YTBOI234567",
			"alphanumeric:HTTPS://OWNER.GITHUB.IO/ byte:crewcard alphanumeric:/MZXW6YTBOI234567"},
		{"HTTPS://OWNER.GITHUB.IO/crewcard/MZ", "alphanumeric:HTTPS://OWNER.GITHUB.IO/ byte:crewcard/MZ"},
		{"https://owner.github.io/crewcard/MZXW6YTBOI234567MZXW6YTBOI", "byte:https://owner.github.io/crewcard alphanumeric:/MZXW6YTBOI234567MZXW6YTBOI"},
	} {
		_, segs := plan(tt.payload, L)
		var got []string
		for _, s := range segs {
			got = append(got, s.m.String()+":"+s.text)
		}
		if g := strings.Join(got, " "); g != tt.want {
			t.Errorf("segments of %q = %s, want %s", tt.payload, g, tt.want)
		}
	}
}

// TestMixedMatchesRSC encodes links below a project's path, which mix
// alphanumeric and byte segments, and checks every module against rsc.io/qr
// given the same segments, version and mask (boombuler encodes a single
// segment only), and that the version is the smallest that holds them.
func TestMixedMatchesRSC(t *testing.T) {
	mixed := 0
	for _, p := range projectLinks() {
		for level := L; level <= H; level++ {
			c, err := Encode(p, level)
			if err != nil {
				t.Fatalf("Encode(%q, %v): %v", p, level, err)
			}
			_, segs := plan(p, level)
			if len(segs) > 1 {
				mixed++
			}
			if d := diffSegments(c, segs); d != "" {
				t.Errorf("Encode(%q, %v): %s", p, level, d)
			}
		}
	}
	if mixed == 0 {
		t.Error("no payload took mixed segments")
	}
}

// TestRSCMatchesBoombuler holds the oracle of mixed segments to boombuler
// on single segments, where both encode.
func TestRSCMatchesBoombuler(t *testing.T) {
	for _, p := range []string{"HTTPS://CREWCARD.GITHUB.IO/MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43UOV3HO6DZPI", "hello, world"} {
		c, err := Encode(p, M)
		if err != nil {
			t.Fatal(err)
		}
		ref, err := qr.Encode(p, qr.M, qr.Auto)
		if err != nil {
			t.Fatal(err)
		}
		if d := diff(c, ref); d != "" {
			t.Fatalf("boombuler: %s", d)
		}
		plan, err := coding.NewPlan(coding.Version(c.Version), coding.M, coding.Mask(c.Mask))
		if err != nil {
			t.Fatal(err)
		}
		var enc coding.Encoding = coding.String(p)
		if chooseMode(p) == modeAlpha {
			enc = coding.Alpha(p)
		}
		r, err := plan.Encode(enc)
		if err != nil {
			t.Fatal(err)
		}
		if d := diffRSC(c, r); d != "" {
			t.Errorf("rsc.io/qr on %q: %s", p, d)
		}
	}
}

// diffRSC returns "" if c has the same modules as rsc.io/qr's ref, or the
// first difference.
func diffRSC(c *Code, ref *coding.Code) string {
	if ref.Size != c.Size {
		return fmt.Sprintf("size %d, rsc.io/qr %d", c.Size, ref.Size)
	}
	for y := 0; y < c.Size; y++ {
		for x := 0; x < c.Size; x++ {
			if c.Dark(x, y) != ref.Black(x, y) {
				return fmt.Sprintf("version %d mask %d: module (x %d, y %d) dark = %v, rsc.io/qr %v", c.Version, c.Mask, x, y, c.Dark(x, y), ref.Black(x, y))
			}
		}
	}
	return ""
}

// diffSegments returns "" if c holds segs in the smallest version that
// holds them and has the modules rsc.io/qr draws for them in c's version
// and mask, or what differs.
func diffSegments(c *Code, segs []segment) string {
	var enc []coding.Encoding
	bits := 0
	for _, s := range segs {
		bits += 4 + countBits[s.m][versionGroup(c.Version)] + dataBits(s.m, len(s.text))
		switch s.m {
		case modeAlpha:
			enc = append(enc, coding.Alpha(s.text))
		case modeByte:
			enc = append(enc, coding.String(s.text))
		default:
			enc = append(enc, coding.Num(s.text))
		}
	}
	if bits > dataCodewords(c.Version, c.Level)*8 {
		return fmt.Sprintf("%d bits in version %d", bits, c.Version)
	}
	if c.Version > 1 && versionGroup(c.Version-1) == versionGroup(c.Version) && bits <= dataCodewords(c.Version-1, c.Level)*8 {
		return fmt.Sprintf("version %d, but %d bits fit version %d", c.Version, bits, c.Version-1)
	}
	plan, err := coding.NewPlan(coding.Version(c.Version), coding.Level([4]int{L: 0, M: 1, Q: 2, H: 3}[c.Level]), coding.Mask(c.Mask))
	if err != nil {
		return err.Error()
	}
	ref, err := plan.Encode(enc...)
	if err != nil {
		return "rsc.io/qr: " + err.Error()
	}
	return diffRSC(c, ref)
}
