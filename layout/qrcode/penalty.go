package qrcode

import (
	"math"
	"math/bits"
)

// Penalty weights (clause 7.8.3.1, Table 11).
const (
	n1 = 3  // a run of 5 + i same-colour modules in a line scores n1 + i
	n2 = 3  // each 2×2 block of one colour, overlapping blocks counted
	n3 = 40 // each 1:1:3:1:1 finder-like pattern with 4 light modules beside it
	n4 = 10 // each 5% the dark proportion strays from 50%
)

// penalty returns the penalty score of g, or some value of at least limit
// once the score is known to reach limit.
//
// The rules are those of boombuler/barcode, so that both choose the same
// mask: rule 3 counts only 11-module windows inside the symbol, and rule 4
// is computed in floating point as boombuler does.
//
// Each rule is scored 64 modules at a time: bit x of a word answers for the
// window of modules that starts at module x of a line.
func penalty(g grid, limit int) int {
	p := balancePenalty(g)
	if p >= limit {
		return p
	}
	p += blockPenalty(g)
	for i := 0; i < 2*g.n && p < limit; i++ {
		p += linePenalty(g.line(i), g.n)
	}
	return p
}

// linePenalty scores rules 1 and 3 along a line of n modules.
func linePenalty(line []uint64, n int) int {
	p := 0
	for j := 0; j < len(line)-1; j++ {
		var b [11]uint64 // b[k]: the modules k places on
		for k := range b {
			b[k] = from(line, j, k)
		}
		p += runPenalty(&b, j, n) + finderPenalty(&b, j, n)
	}
	return p
}

// runPenalty scores rule 1 for the windows starting in word j of a line of
// n modules, whose modules from each window start on are in b. A run of
// 5 + i modules holds 1 + i windows of five same-colour modules, the last of
// which is not followed by a sixth; so it scores one a window and n1 - 1
// more for its last.
func runPenalty(b *[11]uint64, j, n int) int {
	var same [5]uint64 // same[k]: module k places on is the colour of the next
	for k := range same {
		same[k] = ^(b[k] ^ b[k+1])
	}
	five := same[0] & same[1] & same[2] & same[3] & upTo(j, n-5)
	six := same[0] & same[1] & same[2] & same[3] & same[4] & upTo(j, n-6)
	return bits.OnesCount64(five) + (n1-1)*bits.OnesCount64(five&^six)
}

// finderPenalty scores rule 3 for the windows starting in word j of a line
// of n modules, whose modules from each window start on are in b: dark,
// light, three dark, light, dark, with four light modules after or before.
func finderPenalty(b *[11]uint64, j, n int) int {
	core := func(k int) uint64 { return b[k] &^ b[k+1] & b[k+2] & b[k+3] & b[k+4] &^ b[k+5] & b[k+6] }
	light := func(k int) uint64 { return ^(b[k] | b[k+1] | b[k+2] | b[k+3]) }
	found := (core(0)&light(7) | light(0)&core(4)) & upTo(j, n-11)
	return n3 * bits.OnesCount64(found)
}

// blockPenalty scores rule 2: every 2×2 block of one colour.
func blockPenalty(g grid) int {
	blocks := 0
	for y := 0; y+1 < g.n; y++ {
		r0, r1 := g.line(y), g.line(y+1)
		for j := 0; j < g.words-1; j++ {
			a, b := from(r0, j, 0), from(r0, j, 1)
			c, d := from(r1, j, 0), from(r1, j, 1)
			blocks += bits.OnesCount64(^((a ^ b) | (a ^ c) | (b ^ d)) & upTo(j, g.n-2))
		}
	}
	return n2 * blocks
}

// balancePenalty scores rule 4, the proportion of dark modules.
func balancePenalty(g grid) int {
	pct := float64(g.dark()) * 100 / float64(g.n*g.n)
	lo := math.Abs(math.Floor(pct/5) - 10)
	hi := math.Abs(math.Ceil(pct/5) - 10)
	return int(math.Min(lo, hi) * n4)
}
