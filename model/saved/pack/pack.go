// Package pack reads and writes the bit streams of saved-state bodies: bits
// most significant first, nibble varints and packed text. Every system's
// body codec lays out its own fields with it, so that all of them pack
// numbers and names alike and reject what they would not write.
package pack

import (
	"errors"
	"fmt"

	"github.com/crewcard/crewcard/model/saved"
)

// ErrTrailing is a body with whole bytes left after its fields.
var ErrTrailing = errors.New("trailing bytes after the payload")

// errShort is a read past the end of a body; End reports it as
// saved.ErrTruncated.
var errShort = saved.ErrTruncated

// Malformed returns an error wrapping saved.ErrMalformed.
func Malformed(format string, args ...any) error {
	return fmt.Errorf("%w: %s", saved.ErrMalformed, fmt.Sprintf(format, args...))
}

// Writer appends bits to a byte slice, most significant bit first. The
// zero value is ready to use.
type Writer struct {
	buf  []byte
	used uint // bits used in the last byte, 0..7; 0 means start a new byte
}

// Bytes returns what was written, the last byte padded with zero bits.
func (w *Writer) Bytes() []byte { return w.buf }

// Used returns the bits used in the last byte, 0..7; 0 when it is full.
func (w *Writer) Used() uint { return w.used }

// Bits appends the low n bits of v, n <= 32.
func (w *Writer) Bits(v uint32, n uint) {
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

// Bool appends one bit, 1 for true.
func (w *Writer) Bool(b bool) {
	if b {
		w.Bits(1, 1)
	} else {
		w.Bits(0, 1)
	}
}

// NV appends v as a nibble varint: groups of a continuation bit and 3 data
// bits, least significant group first.
func (w *Writer) NV(v uint32) {
	for {
		data := v & 7
		v >>= 3
		if v == 0 {
			w.Bits(data, 4)
			return
		}
		w.Bits(8|data, 4)
	}
}

// Reader reads bits from a byte slice, most significant bit first. The
// first problem is kept: a read past the end, or a value out of range;
// later reads return 0.
type Reader struct {
	buf []byte
	pos uint // bit position
	err error
}

// NewReader returns a Reader of body.
func NewReader(body []byte) *Reader { return &Reader{buf: body} }

// Err returns the first problem met, or nil.
func (r *Reader) Err() error { return r.err }

// Fail records err unless a problem is already recorded.
func (r *Reader) Fail(err error) {
	if r.err == nil {
		r.err = err
	}
}

// Left reports the number of unread bits.
func (r *Reader) Left() uint { return uint(len(r.buf))*8 - r.pos }

// Bits returns the next n bits, n <= 32.
func (r *Reader) Bits(n uint) uint32 {
	if r.err != nil {
		return 0
	}
	if n > r.Left() {
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

// In reads n bits and fails unless the value lies in lo..hi.
func (r *Reader) In(field string, n uint, lo, hi uint32) uint32 {
	v := r.Bits(n)
	if r.err == nil && (v < lo || v > hi) {
		r.Fail(Malformed("%s %d out of range %d..%d", field, v, lo, hi))
	}
	return v
}

// maxNVGroups bounds a nibble varint: 6 groups carry 18 bits.
const maxNVGroups = 6

// NV reads a nibble varint in lo..hi, in its shortest form.
func (r *Reader) NV(field string, lo, hi uint32) uint32 {
	var v uint32
	for g := uint(0); g < maxNVGroups; g++ {
		nib := r.Bits(4)
		if r.err != nil {
			return 0
		}
		v |= (nib & 7) << (3 * g)
		if nib&8 != 0 {
			continue
		}
		if g > 0 && nib&7 == 0 {
			r.Fail(Malformed("%s: number not in its shortest form", field))
			return 0
		}
		if v < lo || v > hi {
			r.Fail(Malformed("%s %d out of range %d..%d", field, v, lo, hi))
			return 0
		}
		return v
	}
	r.Fail(Malformed("%s: number longer than %d groups", field, maxNVGroups))
	return 0
}

// End reports the first problem of a body whose fields are all read: one
// that ends inside them (wrapping saved.ErrTruncated), one with bytes to
// spare (ErrTrailing), or padding bits that are not zero.
func (r *Reader) End() error {
	if r.err != nil {
		if r.err == errShort {
			return fmt.Errorf("%w: the body ends inside its fields", saved.ErrTruncated)
		}
		return r.err
	}
	if r.Left() >= 8 {
		return fmt.Errorf("%w: %d more than its fields need", ErrTrailing, r.Left()/8)
	}
	if r.Bits(r.Left()) != 0 {
		return Malformed("padding bits are not zero")
	}
	return nil
}

// Codec joins a system's body layouts to the saved-state envelope. Every
// body version ever shipped keeps its decoder: printed cards outlive us.
type Codec[T any] struct {
	System saved.System
	What   string           // the body in messages: "crew", "unit"
	Check  func(v T) string // why no body version carries v, or ""
	// Write lays out v, which Check accepts, as a body and says its version:
	// a system whose newer version only adds values writes the oldest that
	// carries v, so that the codes of every older value stay as they were.
	Write      func(v T) (version uint8, body []byte)
	Decoders   []func(body []byte) (T, error) // indexed by body version
	ErrInvalid error                          // wrapped when Check refuses a value
	ErrSystem  error                          // wrapped for a payload of another system
}

// Encode packs v into a payload: a body in the envelope, or an error
// wrapping ErrInvalid.
func (c *Codec[T]) Encode(v T) ([]byte, error) {
	if msg := c.Check(v); msg != "" {
		return nil, fmt.Errorf("%w: %s", c.ErrInvalid, msg)
	}
	ver, body := c.Write(v)
	return saved.Seal(saved.Sealed{System: c.System, Version: ver, Body: body}), nil
}

// Decode opens a payload and unpacks its body. It never panics.
func (c *Codec[T]) Decode(b []byte) (T, error) {
	s, err := saved.Open(b)
	if err != nil {
		var zero T
		return zero, err
	}
	return c.Body(s)
}

// Body hands an opened payload to the decoder of its body version. A
// payload of another system gets an error wrapping ErrSystem, a newer body
// version one wrapping saved.ErrVersion.
func (c *Codec[T]) Body(s saved.Sealed) (T, error) {
	var zero T
	if s.System != c.System {
		return zero, fmt.Errorf("%w: the code holds a card of system %d", c.ErrSystem, s.System)
	}
	v := int(s.Version)
	if v >= len(c.Decoders) || c.Decoders[v] == nil {
		return zero, fmt.Errorf("%w: %s body version %d; this crewcard reads versions 1..%d; a newer crewcard made this code", saved.ErrVersion, c.What, v, len(c.Decoders)-1)
	}
	return c.Decoders[v](s.Body)
}
