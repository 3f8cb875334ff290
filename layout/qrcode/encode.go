package qrcode

import "fmt"

// mode is a data encoding mode (clause 7.4).
type mode int

const (
	modeNumeric mode = iota
	modeAlpha
	modeByte
)

var modeNames = [3]string{"numeric", "alphanumeric", "byte"}

func (m mode) String() string { return modeNames[m] }

// chooseMode returns the densest mode that covers all of s.
func chooseMode(s string) mode {
	m := modeNumeric
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
		case alphaValue[c] != 0:
			m = modeAlpha
		default:
			return modeByte
		}
	}
	return m
}

// dataBits returns the length, in bits, of the data of s in mode m, without
// the mode indicator and the character count.
func dataBits(m mode, n int) int {
	switch m {
	case modeNumeric:
		return n/3*10 + [3]int{0, 4, 7}[n%3]
	case modeAlpha:
		return n/2*11 + n%2*6
	}
	return n * 8
}

// versionGroup returns the index of v's character count width in countBits.
func versionGroup(v int) int {
	switch {
	case v <= 9:
		return 0
	case v <= 26:
		return 1
	}
	return 2
}

// dataCodewords returns the number of data codewords of version v at level l.
func dataCodewords(v int, l Level) int {
	e := ecTable[v][l]
	return totalCodewords[v] - e.blocks*e.ecPerBlock
}

// chooseVersion returns the smallest version whose data capacity at level l
// holds a single segment of n characters in mode m, or 0 if none does.
func chooseVersion(m mode, n int, l Level) int {
	bits := 4 + dataBits(m, n)
	for v := 1; v <= 40; v++ {
		cb := countBits[m][versionGroup(v)]
		if n < 1<<cb && bits+cb <= dataCodewords(v, l)*8 {
			return v
		}
	}
	return 0
}

// bitWriter appends bits, most significant first, to a byte slice.
type bitWriter struct {
	buf  []byte
	nbit int
}

func (w *bitWriter) write(v uint, n int) {
	for n > 0 {
		if w.nbit%8 == 0 {
			w.buf = append(w.buf, 0)
		}
		free := 8 - w.nbit%8
		k := min(free, n)
		bits := byte(v>>(n-k)) & (1<<k - 1)
		w.buf[len(w.buf)-1] |= bits << (free - k)
		w.nbit += k
		n -= k
	}
}

// encodeData returns the data codewords of s as one segment in mode m for
// version v at level l: mode indicator, character count, data, terminator
// and pad codewords (clauses 7.4 and 7.4.10).
func encodeData(s string, m mode, v int, l Level) []byte {
	capacity := dataCodewords(v, l)
	w := bitWriter{buf: make([]byte, 0, capacity)}
	w.write(modeIndicator[m], 4)
	w.write(uint(len(s)), countBits[m][versionGroup(v)])
	switch m {
	case modeNumeric:
		for i := 0; i < len(s); i += 3 {
			j := min(i+3, len(s))
			var d uint
			for _, c := range []byte(s[i:j]) {
				d = d*10 + uint(c-'0')
			}
			w.write(d, [4]int{0, 4, 7, 10}[j-i])
		}
	case modeAlpha:
		i := 0
		for ; i+1 < len(s); i += 2 {
			w.write(uint(alphaValue[s[i]]-1)*45+uint(alphaValue[s[i+1]]-1), 11)
		}
		if i < len(s) {
			w.write(uint(alphaValue[s[i]]-1), 6)
		}
	default:
		for i := 0; i < len(s); i++ {
			w.write(uint(s[i]), 8)
		}
	}
	w.write(0, min(4, capacity*8-w.nbit)) // terminator
	w.nbit = len(w.buf) * 8
	for pad := byte(0xec); len(w.buf) < capacity; pad ^= 0xec ^ 0x11 {
		w.buf = append(w.buf, pad)
	}
	return w.buf
}

// errTooLong describes a payload that does not fit version 40.
func errTooLong(s string, m mode, l Level) error {
	return fmt.Errorf("qrcode: payload of %d bytes in %s mode does not fit version 40 at level %s", len(s), m, l)
}
