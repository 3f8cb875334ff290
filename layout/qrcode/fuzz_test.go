package qrcode

import (
	"testing"

	"github.com/boombuler/barcode/qr"
)

// FuzzEncode checks that Encode never panics, fails only where boombuler
// fails, and otherwise draws boombuler's symbol, except where boombuler
// misencodes a signed digit group in numeric mode (see boombulerWrong)
// and where it splits the payload into segments, which boombuler does not:
// there it draws rsc.io/qr's symbol for the same segments.
func FuzzEncode(f *testing.F) {
	for _, s := range []string{"", "0", "01234567", "HTTPS://CREWCARD.APP/C/AB", "+12", "-0", "hello", "日本語", "\xff\x00"} {
		f.Add(s, uint8(M))
	}
	f.Add(benchPayload, uint8(H))
	f.Add("A", uint8(9))
	f.Add("HTTPS://OWNER.GITHUB.IO/crewcard/MZXW6YTBOI234567", uint8(L))
	f.Fuzz(func(t *testing.T, s string, lv uint8) {
		level := Level(lv)
		c, err := Encode(s, level)
		if level > H {
			if err == nil {
				t.Fatalf("Encode(%q, %v) = nil error for an unknown level", s, level)
			}
			return
		}
		if boombulerWrong(s) {
			return
		}
		if _, segs := plan(s, level); err == nil && len(segs) > 1 {
			// mixed segments, which boombuler does not write
			if d := diffSegments(c, segs); d != "" {
				t.Fatalf("Encode(%q, %v): %s", s, level, d)
			}
			return
		}
		ref, refErr := qr.Encode(s, oracleLevels[level], qr.Auto)
		switch {
		case err != nil && refErr == nil:
			t.Fatalf("Encode(%q, %v): %v; boombuler encodes it", s, level, err)
		case err == nil && refErr != nil:
			t.Fatalf("Encode(%q, %v) = version %d; boombuler fails: %v", s, level, c.Version, refErr)
		case err == nil:
			if d := diff(c, ref); d != "" {
				t.Fatalf("Encode(%q, %v): %s", s, level, d)
			}
		}
	})
}
