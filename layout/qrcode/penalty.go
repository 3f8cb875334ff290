package qrcode

import "math"

// Penalty weights (clause 7.8.3.1, Table 11).
const (
	n1 = 3  // a run of 5 + i same-colour modules in a line scores n1 + i
	n2 = 3  // each 2×2 block of one colour, overlapping blocks counted
	n3 = 40 // each 1:1:3:1:1 finder-like pattern with 4 light modules beside it
	n4 = 10 // each 5% the dark proportion strays from 50%
)

// Finder-like windows of 11 modules, first module in the highest bit:
// dark-light-dark-dark-dark-light-dark followed or preceded by 4 light.
const (
	finderAfter  = 0b10111010000
	finderBefore = 0b00001011101
)

// penalty returns the penalty score of the n×n matrix m, or some value of at
// least limit once the score is known to reach limit.
//
// The rules are those of boombuler/barcode, so that both choose the same
// mask: rule 3 counts only 11-module windows inside the symbol, and rule 4
// is computed in floating point as boombuler does.
func penalty(m []byte, n, limit int) int {
	p := balancePenalty(m)
	if p >= limit {
		return p
	}
	p += blockPenalty(m, n)
	if p >= limit {
		return p
	}
	p += linePenalty(m, n, 1, n) // rows
	if p >= limit {
		return p
	}
	return p + linePenalty(m, n, n, 1) // columns
}

// linePenalty scores rules 1 and 3 along the n lines of m that start at
// multiples of lineStep and advance by step.
func linePenalty(m []byte, n, step, lineStep int) int {
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

// blockPenalty scores rule 2: every 2×2 block of one colour.
func blockPenalty(m []byte, n int) int {
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

// balancePenalty scores rule 4, the proportion of dark modules.
func balancePenalty(m []byte) int {
	dark := 0
	for _, c := range m {
		dark += int(c)
	}
	pct := float64(dark) * 100 / float64(len(m))
	lo := math.Abs(math.Floor(pct/5) - 10)
	hi := math.Abs(math.Ceil(pct/5) - 10)
	return int(math.Min(lo, hi) * n4)
}
