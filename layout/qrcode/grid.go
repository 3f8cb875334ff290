package qrcode

import "math/bits"

// A grid is an n×n module matrix packed one bit a module, 1 for dark, and
// kept twice, row by row and column by column, so that rows and columns are
// scored alike. Module i of a line is bit i%64 of the line's word i/64.
// Every line ends in a spare word, always zero, so that the modules from any
// point of a line on can be read without a bounds check (see from).
type grid struct {
	n     int      // modules per side
	words int      // words per line, the spare one included
	bits  []uint64 // the n rows, then the n columns
}

// newGrid returns an n×n grid of light modules.
func newGrid(n int) grid {
	words := (n+63)/64 + 1
	return grid{n: n, words: words, bits: make([]uint64, 2*n*words)}
}

// line returns row i of g for i < n, and column i-n otherwise.
func (g grid) line(i int) []uint64 {
	return g.bits[i*g.words : (i+1)*g.words]
}

// set makes module p dark.
func (g grid) set(p point) {
	x, y := int(p.x), int(p.y)
	g.bits[y*g.words+x>>6] |= 1 << (x & 63)
	g.bits[(g.n+x)*g.words+y>>6] |= 1 << (y & 63)
}

// xor makes g the modules of a that b does not flip: a XOR b. All three
// grids have the same size.
func (g grid) xor(a, b grid) {
	for i := range g.bits {
		g.bits[i] = a.bits[i] ^ b.bits[i]
	}
}

// clone returns a copy of g.
func (g grid) clone() grid {
	c := g
	c.bits = append([]uint64(nil), g.bits...)
	return c
}

// bytes returns the modules of g, one byte a module, row by row.
func (g grid) bytes() []byte {
	m := make([]byte, g.n*g.n)
	for y := 0; y < g.n; y++ {
		row := g.line(y)
		for x := 0; x < g.n; x++ {
			m[y*g.n+x] = byte(row[x>>6] >> (x & 63) & 1)
		}
	}
	return m
}

// dark returns the number of dark modules of g.
func (g grid) dark() int {
	d := 0
	for _, w := range g.bits[:g.n*g.words] {
		d += bits.OnesCount64(w)
	}
	return d
}

// from returns 64 modules of line, one a bit, starting with module 64j+k:
// the line shifted right by k, seen from word j. k is below 64, and j is
// not the spare word.
func from(line []uint64, j, k int) uint64 {
	return line[j]>>k | line[j+1]<<(64-k)
}

// upTo returns the bits of word j of a line that stand for modules 0 to
// last.
func upTo(j, last int) uint64 {
	switch k := last - 64*j; {
	case k < 0:
		return 0
	case k >= 63:
		return ^uint64(0)
	default:
		return 1<<(k+1) - 1
	}
}
