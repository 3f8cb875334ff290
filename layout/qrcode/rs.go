package qrcode

// GF(256) arithmetic with the primitive polynomial 0x11d and Reed–Solomon
// error correction (clause 7.5.2).

var gfExp, gfLog = func() (exp [512]byte, log [256]byte) {
	x := 1
	for i := 0; i < 255; i++ {
		exp[i] = byte(x)
		log[x] = byte(i)
		x <<= 1
		if x&0x100 != 0 {
			x ^= gfPoly
		}
	}
	for i := 255; i < 512; i++ {
		exp[i] = exp[i-255]
	}
	return exp, log
}()

func gfMul(a, b byte) byte {
	if a == 0 || b == 0 {
		return 0
	}
	return gfExp[int(gfLog[a])+int(gfLog[b])]
}

// generators holds, by degree, the generator polynomials
// (x-α^0)(x-α^1)…(x-α^(n-1)) as the logarithms of their coefficients,
// highest degree first, leading 1 omitted.
var generators = func() (g [31][]byte) {
	for _, e := range ecTable[1:] {
		for _, b := range e {
			n := b.ecPerBlock
			if g[n] != nil {
				continue
			}
			p := []byte{1} // coefficients, highest degree first
			for i := 0; i < n; i++ {
				q := make([]byte, len(p)+1)
				for j, c := range p {
					q[j] ^= c
					q[j+1] ^= gfMul(c, gfExp[i])
				}
				p = q
			}
			logs := make([]byte, n)
			for j, c := range p[1:] {
				logs[j] = gfLog[c]
			}
			g[n] = logs
		}
	}
	return g
}()

// rsEncode writes into ec the len(ec) error correction codewords of data.
func rsEncode(data, ec []byte) {
	gen := generators[len(ec)]
	clear(ec)
	for _, d := range data {
		f := d ^ ec[0]
		copy(ec, ec[1:])
		ec[len(ec)-1] = 0
		if f == 0 {
			continue
		}
		lf := int(gfLog[f])
		for i, g := range gen {
			ec[i] ^= gfExp[int(g)+lf]
		}
	}
}

// interleave splits the data codewords of version v at level l into blocks,
// appends their error correction codewords and returns the final sequence
// of codewords (clause 7.6).
func interleave(data []byte, v int, l Level) []byte {
	e := ecTable[v][l]
	total := totalCodewords[v]
	nblocks, necc := e.blocks, e.ecPerBlock
	long := total % nblocks       // blocks with one more data codeword
	short := total/nblocks - necc // data codewords of a short block
	out := make([]byte, total)
	ecc := make([]byte, nblocks*necc)
	start := 0
	for b := 0; b < nblocks; b++ {
		n := short
		if b >= nblocks-long {
			n++
		}
		blk := data[start : start+n]
		start += n
		for i, c := range blk {
			pos := i*nblocks + b
			if i == short { // the extra codeword of a long block
				pos = short*nblocks + b - (nblocks - long)
			}
			out[pos] = c
		}
		rsEncode(blk, ecc[b*necc:(b+1)*necc])
	}
	nd := len(data)
	for i := 0; i < necc; i++ {
		for b := 0; b < nblocks; b++ {
			out[nd+i*nblocks+b] = ecc[b*necc+i]
		}
	}
	return out
}
