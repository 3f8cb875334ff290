package qrcode

import (
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/boombuler/barcode"
	"github.com/boombuler/barcode/qr"
	"github.com/crewcard/crewcard/layout/needs"
)

var oracleLevels = [4]qr.ErrorCorrectionLevel{L: qr.L, M: qr.M, Q: qr.Q, H: qr.H}

// boombulerNumeric reports whether boombuler's automatic mode takes s as
// numeric: it parses each group of three characters with strconv.Atoi, so
// it also takes groups such as "+12" and "-0", which are not digits.
func boombulerNumeric(s string) bool {
	for i := 0; i < len(s); i += 3 {
		d, err := strconv.Atoi(s[i:min(i+3, len(s))])
		if err != nil || d < 0 {
			return false
		}
	}
	return true
}

// boombulerWrong reports whether boombuler misencodes s: it encodes a
// signed group such as "+12" in numeric mode as if it were "012".
func boombulerWrong(s string) bool {
	return boombulerNumeric(s) && chooseMode(s) != modeNumeric
}

// diff returns "" if c has the same modules as ref, or a description of
// the first difference.
func diff(c *Code, ref barcode.Barcode) string {
	n := ref.Bounds().Dx()
	if ref.Bounds().Dy() != n || ref.Bounds().Min.X != 0 || ref.Bounds().Min.Y != 0 {
		return fmt.Sprintf("boombuler bounds %v", ref.Bounds())
	}
	if c.Size != n || c.Version != (n-17)/4 {
		return fmt.Sprintf("version %d (size %d), boombuler version %d (size %d)", c.Version, c.Size, (n-17)/4, n)
	}
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			r, _, _, _ := ref.At(x, y).RGBA()
			if want := r < 0x8000; c.Dark(x, y) != want {
				return fmt.Sprintf("version %d mask %d: module (x %d, y %d) dark = %v, boombuler %v", c.Version, c.Mask, x, y, c.Dark(x, y), want)
			}
		}
	}
	return ""
}

const base32Chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

// randomPayloads returns n payloads from a fixed seed: mostly crewcard links
// of 0–200 base32 characters, and some numeric and byte-mode strings.
func randomPayloads(n int) []string {
	rng := rand.New(rand.NewSource(18004))
	pick := func(chars string, k int) string {
		var b strings.Builder
		for range k {
			b.WriteByte(chars[rng.Intn(len(chars))])
		}
		return b.String()
	}
	words := []string{"crew", "Gunner", "Übermensch", "日本語", "ünïcödé ", "€", "\x00\xff", "a/b?c=d&e", "🚗"}
	out := make([]string, n)
	for i := range out {
		switch k := i % 10; {
		case k < 7:
			out[i] = "HTTPS://CREWCARD.APP/C/" + pick(base32Chars, rng.Intn(201))
		case k == 7:
			out[i] = pick("0123456789", rng.Intn(400))
		case k == 8:
			out[i] = pick("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:", rng.Intn(300))
		default:
			var b strings.Builder
			for b.Len() < rng.Intn(250) {
				b.WriteString(words[rng.Intn(len(words))])
			}
			out[i] = b.String()
		}
	}
	return out
}

// TestMatchesBoombuler encodes random payloads and checks that every module
// equals boombuler's.
func TestMatchesBoombuler(t *testing.T) {
	needs.Long(t, "thousands of codes against the oracle")
	payloads := randomPayloads(2000)
	versions := map[int]int{}
	for i, p := range payloads {
		level := M
		if i%20 == 19 {
			level = Level(i / 20 % 4)
		}
		if boombulerWrong(p) {
			continue
		}
		c, err := Encode(p, level)
		if err != nil {
			t.Fatalf("Encode(%q, %v): %v", p, level, err)
		}
		versions[c.Version]++
		if _, segs := plan(p, level); len(segs) > 1 {
			t.Errorf("Encode(%q, %v): %d segments, where boombuler's payloads are one", p, level, len(segs))
			continue
		}
		ref, err := qr.Encode(p, oracleLevels[level], qr.Auto)
		if err != nil {
			t.Fatalf("boombuler Encode(%q, %v): %v", p, level, err)
		}
		if d := diff(c, ref); d != "" {
			t.Errorf("Encode(%q, %v): %s", p, level, d)
		}
	}
	if len(versions) < 10 {
		t.Errorf("payloads reach only versions %v, want at least 10 versions", versions)
	}
}

// TestAllVersions encodes, at each level, the longest byte-mode payload of
// every version, and one byte more, and compares both with boombuler.
func TestAllVersions(t *testing.T) {
	needs.Long(t, "every version, level and mask")
	for level := L; level <= H; level++ {
		for v := 1; v <= 40; v++ {
			cb := countBits[modeByte][versionGroup(v)]
			max := (dataCodewords(v, level)*8 - 4 - cb) / 8
			for _, k := range []int{max, max + 1} {
				want := v
				if k == max+1 {
					want = v + 1
				}
				if want > 40 {
					continue
				}
				p := strings.Repeat("a", k)
				t.Run(fmt.Sprintf("%v/%d/%d", level, v, k), func(t *testing.T) {
					c, err := Encode(p, level)
					if err != nil {
						t.Fatal(err)
					}
					if c.Version != want {
						t.Errorf("Encode(%d bytes, %v).Version = %d, want %d", k, level, c.Version, want)
					}
					ref, err := qr.Encode(p, oracleLevels[level], qr.Auto)
					if err != nil {
						t.Fatal(err)
					}
					if d := diff(c, ref); d != "" {
						t.Error(d)
					}
				})
			}
		}
	}
}
