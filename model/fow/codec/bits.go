package codec

// bitWriter appends bits to a byte slice, most significant bit first.
type bitWriter struct {
	buf  []byte
	used uint // bits used in the last byte, 0..7; 0 means start a new byte
}

// write appends the low n bits of v, n <= 32.
func (w *bitWriter) write(v uint32, n uint) {
	for i := n; i > 0; i-- {
		if w.used == 0 {
			w.buf = append(w.buf, 0)
		}
		if v>>(i-1)&1 != 0 {
			w.buf[len(w.buf)-1] |= 0x80 >> w.used
		}
		w.used = (w.used + 1) % 8
	}
}

// writeNV appends v as a nibble varint: groups of a continuation bit and 3
// data bits, least significant group first.
func (w *bitWriter) writeNV(v uint32) {
	for {
		data := v & 7
		v >>= 3
		if v == 0 {
			w.write(data, 4)
			return
		}
		w.write(8|data, 4)
	}
}

func (w *bitWriter) writeBool(b bool) {
	if b {
		w.write(1, 1)
	} else {
		w.write(0, 1)
	}
}

// bitReader reads bits from a byte slice, most significant bit first. The
// first read past the end sets err to errShort; later reads return 0.
type bitReader struct {
	buf []byte
	pos uint // bit position
	err error
}

// left reports the number of unread bits.
func (r *bitReader) left() uint { return uint(len(r.buf))*8 - r.pos }

// read returns the next n bits, n <= 32.
func (r *bitReader) read(n uint) uint32 {
	if r.err != nil {
		return 0
	}
	if n > r.left() {
		r.err = errShort
		r.pos = uint(len(r.buf)) * 8
		return 0
	}
	var v uint32
	for i := uint(0); i < n; i++ {
		b := r.buf[r.pos/8] >> (7 - r.pos%8) & 1
		v = v<<1 | uint32(b)
		r.pos++
	}
	return v
}

// readIn reads n bits and fails unless the value lies in lo..hi.
func (r *bitReader) readIn(field string, n uint, lo, hi uint32) uint32 {
	v := r.read(n)
	if r.err == nil && (v < lo || v > hi) {
		r.fail(malformed("%s %d out of range %d..%d", field, v, lo, hi))
	}
	return v
}

// maxNVGroups bounds a nibble varint: 6 groups carry 18 bits.
const maxNVGroups = 6

// readNV reads a nibble varint in lo..hi, in its shortest form.
func (r *bitReader) readNV(field string, lo, hi uint32) uint32 {
	var v uint32
	for g := uint(0); g < maxNVGroups; g++ {
		nib := r.read(4)
		if r.err != nil {
			return 0
		}
		v |= (nib & 7) << (3 * g)
		if nib&8 != 0 {
			continue
		}
		if g > 0 && nib&7 == 0 {
			r.fail(malformed("%s: number not in its shortest form", field))
			return 0
		}
		if v < lo || v > hi {
			r.fail(malformed("%s %d out of range %d..%d", field, v, lo, hi))
			return 0
		}
		return v
	}
	r.fail(malformed("%s: number longer than %d groups", field, maxNVGroups))
	return 0
}

// fail records err unless an error is already recorded.
func (r *bitReader) fail(err error) {
	if r.err == nil {
		r.err = err
	}
}
