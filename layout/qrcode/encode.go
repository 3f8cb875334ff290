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

// segment is a stretch of a payload encoded in one mode.
type segment struct {
	m    mode
	text string
}

// segmentBits returns the length, in bits, of segs in versions of group g
// (see versionGroup), or -1 if a segment is too long for its count there.
func segmentBits(segs []segment, g int) int {
	bits := 0
	for _, s := range segs {
		cb := countBits[s.m][g]
		if len(s.text) >= 1<<cb {
			return -1
		}
		bits += 4 + cb + dataBits(s.m, len(s.text))
	}
	return bits
}

// groupFirst is the first version of each version group.
var groupFirst = [4]int{1, 10, 27, 41}

// plan returns the smallest version that holds payload at level l, with
// the segments it is split into there, or 0 if no version does.
func plan(payload string, l Level) (int, []segment) {
	for g := range 3 {
		segs := split(payload, g)
		bits := segmentBits(segs, g)
		if bits < 0 {
			continue
		}
		for v := groupFirst[g]; v < groupFirst[g+1]; v++ {
			if bits <= dataCodewords(v, l)*8 {
				return v, segs
			}
		}
	}
	return 0, nil
}

// split returns the segments of payload for versions of group g: the
// payload whole in the densest mode that covers it, unless it needs byte
// mode, and then the alphanumeric and byte segments in the fewest bits, a
// single byte segment on a tie. (A link below a project's path keeps its
// case, as https://OWNER.GITHUB.IO/crewcard/CODE: its scheme, host and code
// stay alphanumeric.) Such a payload alternates runs of alphanumeric
// characters and runs of others, which only byte mode holds; a cut inside
// a run never helps, as a character costs 8 bits in bytes and at most 6
// (5.5 a pair) in alphanumeric mode, so each alphanumeric run is either a
// segment of its own or in bytes with its neighbours. Numeric runs within
// such a payload stay alphanumeric.
func split(payload string, g int) []segment {
	m := chooseMode(payload)
	if m != modeByte {
		return []segment{{m, payload}}
	}
	// Runs, then for each the fewest bits up to its end when it ends in an
	// alphanumeric segment (alpha) or a byte segment (inBytes), and for the
	// latter whether the run before ended in an alphanumeric one.
	type run struct {
		text          string
		alpha, bytes  int
		alphaBefore   bool
		alphanumerics bool
	}
	var runs []run
	for i := 0; i < len(payload); {
		j, an := i, alphaValue[payload[i]] != 0
		for j < len(payload) && (alphaValue[payload[j]] != 0) == an {
			j++
		}
		runs = append(runs, run{text: payload[i:j], alphanumerics: an})
		i = j
	}
	const never = 1 << 30
	hdr := func(m mode) int { return 4 + countBits[m][g] }
	alpha, inBytes := never, 0 // before the first run: no segment open
	for k := range runs {
		r := &runs[k]
		n := len(r.text)
		byteHdr := 0
		if k == 0 {
			byteHdr = hdr(modeByte)
		}
		r.bytes = inBytes + byteHdr + 8*n // a byte segment goes on (or starts first)
		if alpha+hdr(modeByte)+8*n < r.bytes {
			r.bytes, r.alphaBefore = alpha+hdr(modeByte)+8*n, true
		}
		r.alpha = never
		if r.alphanumerics {
			r.alpha = inBytes + hdr(modeAlpha) + dataBits(modeAlpha, n)
		}
		alpha, inBytes = r.alpha, r.bytes
	}
	// Back from the end, a single byte segment on a tie.
	inAlpha := alpha < inBytes
	modes := make([]mode, len(runs))
	for k := len(runs) - 1; k >= 0; k-- {
		if inAlpha {
			modes[k], inAlpha = modeAlpha, false // an alphanumeric run follows bytes
		} else {
			modes[k], inAlpha = modeByte, runs[k].alphaBefore
		}
	}
	var segs []segment
	for k, r := range runs {
		if k > 0 && modes[k] == modeByte && modes[k-1] == modeByte {
			segs[len(segs)-1].text += r.text
			continue
		}
		segs = append(segs, segment{modes[k], r.text})
	}
	return segs
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

// encodeData returns the data codewords of segs for version v at level l:
// each segment's mode indicator, character count and data, then the
// terminator and pad codewords (clauses 7.4 and 7.4.10).
func encodeData(segs []segment, v int, l Level) []byte {
	capacity := dataCodewords(v, l)
	w := bitWriter{buf: make([]byte, 0, capacity)}
	for _, seg := range segs {
		s, m := seg.text, seg.m
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
