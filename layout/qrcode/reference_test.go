package qrcode

import (
	"bytes"
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"
)

// This file keeps the encoder's mask choice as it was before masks were
// scored 64 modules at a time: one byte a module, each mask applied to the
// whole matrix and every rule scored module by module. The tests check
// that the packed scoring gives the same score for any matrix and that
// Encode draws the same symbol for thousands of payloads.

// refEncode returns the version, mask and modules, one byte a module row
// by row, that Encode drew before its masks were scored on packed lines.
func refEncode(payload string, level Level) (version, mask int, modules []byte) {
	v, segs := plan(payload, level)
	codewords := interleave(encodeData(segs, v, level), v, level)
	s := symbolFor(v)
	n := s.size
	placed := s.base.bytes()
	isData := make([]bool, n*n)
	for k, p := range s.order {
		i := int(p.y)*n + int(p.x)
		isData[i] = true
		if k < len(codewords)*8 {
			placed[i] = codewords[k>>3] >> (7 - k&7) & 1
		}
	}
	bestMask, bestScore, best := -1, int(^uint(0)>>1), []byte(nil)
	for mask := range 8 {
		cur := bytes.Clone(placed)
		for i := range cur {
			if isData[i] && maskAt(mask, i%n, i/n) {
				cur[i] ^= 1
			}
		}
		f := formatBits(level, mask)
		for i := 0; i < 15; i++ {
			bit := byte(f >> (14 - i) & 1)
			cur[int(s.format1[i].y)*n+int(s.format1[i].x)] = bit
			cur[int(s.format2[i].y)*n+int(s.format2[i].x)] = bit
		}
		if p := refPenalty(cur, n); p < bestScore {
			bestMask, bestScore, best = mask, p, cur
		}
	}
	return v, bestMask, best
}

// refPenalty returns the penalty score of the n×n matrix m, one byte a
// module, scored module by module.
func refPenalty(m []byte, n int) int {
	return refBalancePenalty(m) + refBlockPenalty(m, n) + refLinePenalty(m, n, 1, n) + refLinePenalty(m, n, n, 1)
}

// Finder-like windows of 11 modules, first module in the highest bit:
// dark-light-dark-dark-dark-light-dark followed or preceded by 4 light.
const (
	finderAfter  = 0b10111010000
	finderBefore = 0b00001011101
)

// refLinePenalty scores rules 1 and 3 along the n lines of m that start at
// multiples of lineStep and advance by step.
func refLinePenalty(m []byte, n, step, lineStep int) int {
	p := 0
	end := n * step
	for start := 0; start < n*lineStep; start += lineStep {
		line := m[start : start+end-step+1]
		prev, run := line[0], 0
		var win uint
		for i := 0; i < end; i += step {
			c := line[i]
			if c == prev {
				run++
			} else {
				if run >= 5 {
					p += n1 + run - 5
				}
				prev, run = c, 1
			}
			win = (win<<1 | uint(c)) & 0x7ff
			if i >= 10*step && (win == finderAfter || win == finderBefore) {
				p += n3
			}
		}
		if run >= 5 {
			p += n1 + run - 5
		}
	}
	return p
}

// refBlockPenalty scores rule 2: every 2×2 block of one colour.
func refBlockPenalty(m []byte, n int) int {
	p := 0
	for y := 0; y+1 < n; y++ {
		r0 := m[y*n : y*n+n]
		r1 := m[y*n+n : y*n+2*n]
		for x := 0; x+1 < n; x++ {
			s := r0[x] + r0[x+1] + r1[x] + r1[x+1]
			if s == 0 || s == 4 {
				p += n2
			}
		}
	}
	return p
}

// refBalancePenalty scores rule 4, the proportion of dark modules.
func refBalancePenalty(m []byte) int {
	dark := 0
	for _, c := range m {
		dark += int(c)
	}
	pct := float64(dark) * 100 / float64(len(m))
	lo := math.Abs(math.Floor(pct/5) - 10)
	hi := math.Abs(math.Ceil(pct/5) - 10)
	return int(math.Min(lo, hi) * n4)
}

// randomGrid returns an n×n grid, and its modules one byte a module, whose
// modules are dark with probability dark; runs of one colour are made
// likelier by copying the module before with probability same.
func randomGrid(rng *rand.Rand, n int, dark, same float64) (grid, []byte) {
	g, m := newGrid(n), make([]byte, n*n)
	for i := range m {
		switch {
		case i%n > 0 && rng.Float64() < same:
			m[i] = m[i-1]
		case rng.Float64() < dark:
			m[i] = 1
		}
		if m[i] == 1 {
			g.set(point{uint8(i % n), uint8(i / n)})
		}
	}
	return g, m
}

// TestPenaltyMatchesReference scores random matrices of every symbol size,
// some with long runs and finder-like patterns, packed and module by
// module.
func TestPenaltyMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewSource(7816))
	for v := 1; v <= 40; v++ {
		n := 17 + 4*v
		for i := range 20 {
			g, m := randomGrid(rng, n, float64(i%5)/4, float64(i/5)/4)
			if got, want := penalty(g, math.MaxInt), refPenalty(m, n); got != want {
				t.Fatalf("size %d, matrix %d: penalty = %d, want %d", n, i, got, want)
			}
			if got := penalty(g, 100); got < 100 && got != refPenalty(m, n) {
				t.Fatalf("size %d, matrix %d: penalty with limit 100 = %d, want it at least 100 or exact", n, i, got)
			}
		}
	}
	// A finder-like pattern, with its light modules after and before, at
	// every place of a row and a column, up to the edges.
	const finder = "1011101"
	for n := 21; n <= 177; n += 52 {
		for x := 0; x+7 <= n; x++ {
			g, m := newGrid(n), make([]byte, n*n)
			for k, c := range finder {
				if c == '1' {
					m[3*n+x+k] = 1
					m[(x+k)*n+5] = 1
					g.set(point{uint8(x + k), 3})
					g.set(point{5, uint8(x + k)})
				}
			}
			if got, want := penalty(g, math.MaxInt), refPenalty(m, n); got != want {
				t.Fatalf("size %d, finder at %d: penalty = %d, want %d", n, x, got, want)
			}
		}
	}
}

// referencePayloads returns n payloads from a fixed seed: mostly the card's
// links, "HTTPS://CREWCARD.GITHUB.IO/" and 40 to 300 base32 characters, and
// some numeric, alphanumeric and byte-mode strings of other lengths.
func referencePayloads(n int) []string {
	rng := rand.New(rand.NewSource(1804))
	out := make([]string, n)
	for i := range out {
		var b strings.Builder
		switch i % 8 {
		case 0:
			for range rng.Intn(600) {
				b.WriteByte(byte('0' + rng.Intn(10)))
			}
		case 1:
			const alpha = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
			for range rng.Intn(400) {
				b.WriteByte(alpha[rng.Intn(len(alpha))])
			}
		case 2:
			for range rng.Intn(300) {
				b.WriteByte(byte(rng.Intn(256)))
			}
		default:
			b.WriteString("HTTPS://CREWCARD.GITHUB.IO/")
			for range 40 + rng.Intn(261) {
				b.WriteByte(base32Chars[rng.Intn(len(base32Chars))])
			}
		}
		out[i] = b.String()
	}
	return out
}

// TestEncodeMatchesReference checks that Encode draws, for thousands of
// payloads at every level, the version, mask and modules it drew before
// its masks were scored on packed lines.
func TestEncodeMatchesReference(t *testing.T) {
	versions := map[int]int{}
	for i, p := range referencePayloads(4000) {
		level := L
		if i%5 == 4 {
			level = Level(i / 5 % 4)
		}
		c, err := Encode(p, level)
		if err != nil {
			t.Fatalf("Encode(%q, %v): %v", p, level, err)
		}
		versions[c.Version]++
		v, mask, modules := refEncode(p, level)
		if c.Version != v || c.Mask != mask || !bytes.Equal(c.modules, modules) {
			t.Errorf("Encode(%q, %v) = version %d mask %d, want version %d mask %d%s", p, level, c.Version, c.Mask, v, mask, firstDiff(c.modules, modules, c.Size))
		}
	}
	if len(versions) < 15 {
		t.Errorf("payloads reach only versions %v, want at least 15 versions", versions)
	}
}

// firstDiff describes the first module where a and b, n×n matrices,
// differ, or returns "" if they do not.
func firstDiff(a, b []byte, n int) string {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return fmt.Sprintf("; module (x %d, y %d) is %d, want %d", i%n, i/n, a[i], b[i])
		}
	}
	return ""
}
