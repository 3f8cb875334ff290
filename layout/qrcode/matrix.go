package qrcode

import "sync"

// A symbol holds, for one version, everything about the module matrix that
// does not depend on the data: the function patterns, where the data goes
// and what each mask flips.
type symbol struct {
	size    int
	base    grid      // function patterns; format information and data light
	order   []point   // data modules in placement order (clause 7.7.3)
	masks   [8]grid   // per mask: dark on the data modules it inverts
	format1 [15]point // format information around the top-left finder, bit 14 first
	format2 [15]point // its copy beside the other two finders, bit 14 first
}

// A point is the column and row of a module; 177, the most modules a side,
// fits a byte.
type point struct{ x, y uint8 }

var symbols [41]struct {
	once sync.Once
	s    *symbol
}

// symbolFor returns the cached symbol of version v, building it on first use.
func symbolFor(v int) *symbol {
	e := &symbols[v]
	e.once.Do(func() { e.s = newSymbol(v) })
	return e.s
}

// newSymbol builds the data-independent layout of version v.
func newSymbol(v int) *symbol {
	n := 17 + 4*v
	b := &builder{n: n, fn: make([]bool, n*n), isData: make([]bool, n*n),
		s: &symbol{size: n, base: newGrid(n)}}
	b.finders()
	b.alignments(v)
	b.timing()
	b.set(8, n-8, true) // the dark module
	b.formatAreas()
	b.versionInfo(v)
	b.placement(v)
	b.maskPatterns()
	return b.s
}

// builder lays out one symbol, remembering which modules are function
// patterns and which carry data.
type builder struct {
	s      *symbol
	n      int    // modules per side
	fn     []bool // function modules
	isData []bool // modules that carry data or remainder bits
}

// set makes module (x, y) a function module, dark or light.
func (b *builder) set(x, y int, dark bool) {
	b.fn[y*b.n+x] = true
	if dark {
		b.s.base.set(point{uint8(x), uint8(y)})
	}
}

// finders draws the finder patterns with their separators (clause 6.3.3).
func (b *builder) finders() {
	n := b.n
	for _, o := range [3][2]int{{0, 0}, {n - 7, 0}, {0, n - 7}} {
		for dy := -1; dy <= 7; dy++ {
			for dx := -1; dx <= 7; dx++ {
				x, y := o[0]+dx, o[1]+dy
				if x < 0 || y < 0 || x >= n || y >= n {
					continue
				}
				d := max(abs(dx-3), abs(dy-3))
				b.set(x, y, d != 2 && d != 4)
			}
		}
	}
}

// alignments draws the alignment patterns (clause 6.3.6), except where
// they would overlap a finder.
func (b *builder) alignments(v int) {
	last := len(alignTable[v]) - 1
	for i, cy := range alignTable[v] {
		for j, cx := range alignTable[v] {
			if i == 0 && j == 0 || i == 0 && j == last || i == last && j == 0 {
				continue
			}
			for dy := -2; dy <= 2; dy++ {
				for dx := -2; dx <= 2; dx++ {
					b.set(cx+dx, cy+dy, max(abs(dx), abs(dy)) != 1)
				}
			}
		}
	}
}

// timing draws the timing patterns (clause 6.3.5).
func (b *builder) timing() {
	n := b.n
	for i := 0; i < n; i++ {
		if !b.fn[6*n+i] {
			b.set(i, 6, i%2 == 0)
		}
		if !b.fn[i*n+6] {
			b.set(6, i, i%2 == 0)
		}
	}
}

// formatAreas reserves the format information modules (clause 7.9.1) and
// records where each bit goes, bit 14 first.
func (b *builder) formatAreas() {
	n := b.n
	for i := 0; i < 15; i++ {
		var x1, y1, x2, y2 int
		switch {
		case i < 6:
			x1, y1 = i, 8
		case i < 8:
			x1, y1 = i+1, 8
		case i == 8:
			x1, y1 = 8, 7
		default:
			x1, y1 = 8, 14-i
		}
		if i < 7 {
			x2, y2 = 8, n-1-i
		} else {
			x2, y2 = n-15+i, 8
		}
		b.s.format1[i], b.s.format2[i] = point{uint8(x1), uint8(y1)}, point{uint8(x2), uint8(y2)}
		b.set(x1, y1, false)
		b.set(x2, y2, false)
	}
}

// versionInfo draws the version information (clause 7.10) of versions 7
// and up, bit 0 first.
func (b *builder) versionInfo(v int) {
	if v < 7 {
		return
	}
	bits := bch(uint(v), 6, versionGen)
	for i := 0; i < 18; i++ {
		p, q := b.n-11+i%3, i/3
		b.set(p, q, bits>>i&1 == 1)
		b.set(q, p, bits>>i&1 == 1)
	}
}

// placement lists the data modules in placement order: column pairs from
// the right, upwards then downwards, skipping the vertical timing pattern.
func (b *builder) placement(v int) {
	n, s := b.n, b.s
	s.order = make([]point, 0, totalCodewords[v]*8+7)
	up := true
	for right := n - 1; right > 0; right -= 2 {
		if right == 6 {
			right = 5
		}
		for k := 0; k < n; k++ {
			y := k
			if up {
				y = n - 1 - k
			}
			for _, x := range [2]int{right, right - 1} {
				if i := y*n + x; !b.fn[i] {
					s.order = append(s.order, point{uint8(x), uint8(y)})
					b.isData[i] = true
				}
			}
		}
		up = !up
	}
}

// maskPatterns records, per mask, the data modules it inverts.
func (b *builder) maskPatterns() {
	n, s := b.n, b.s
	for m := range s.masks {
		s.masks[m] = newGrid(n)
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				if b.isData[y*n+x] && maskAt(m, x, y) {
					s.masks[m].set(point{uint8(x), uint8(y)})
				}
			}
		}
	}
}

// mask makes dst the modules of placed, data placed on the function
// patterns, with mask m applied and the format information of level l and
// mask m drawn.
func (s *symbol) mask(dst, placed grid, l Level, m int) {
	dst.xor(placed, s.masks[m])
	f := formatBits(l, m)
	for i := 0; i < 15; i++ {
		if f>>(14-i)&1 == 1 {
			dst.set(s.format1[i])
			dst.set(s.format2[i])
		}
	}
}

// maskAt reports whether mask pattern m inverts the module at column x, row
// y (Table 10).
func maskAt(m, x, y int) bool {
	switch m {
	case 0:
		return (y+x)%2 == 0
	case 1:
		return y%2 == 0
	case 2:
		return x%3 == 0
	case 3:
		return (y+x)%3 == 0
	case 4:
		return (y/2+x/3)%2 == 0
	case 5:
		return y*x%2+y*x%3 == 0
	case 6:
		return (y*x%2+y*x%3)%2 == 0
	}
	return ((y+x)%2+y*x%3)%2 == 0
}

// bch returns data followed by the remainder of its division by gen: the
// BCH code word of a k-bit value (Annexes C and D).
func bch(data uint, k int, gen uint) uint {
	deg := 0
	for g := gen; g > 1; g >>= 1 {
		deg++
	}
	r := data << deg
	for i := k - 1; i >= 0; i-- {
		if r>>(deg+i)&1 == 1 {
			r ^= gen << i
		}
	}
	return data<<deg | r
}

// formatBits returns the 15 masked format information bits for level l and
// mask m.
func formatBits(l Level, m int) uint {
	return bch(levelBits[l]<<3|uint(m), 5, formatGen) ^ formatMask
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
