package pack

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// Alphabet packs text: a mode bit, the UTF-8 byte length as a nibble
// varint, then the bytes. In raw mode every byte takes 8 bits. In packed
// mode a byte of the alphabet takes 6 bits, its index; any other byte takes
// 14 bits: the escape index 63, then the byte. The mode is packed exactly
// when it is shorter, so every string has one encoding.
type Alphabet struct {
	index [256]uint8 // byte -> index, or Escape
	bytes string
}

// Escape is the index that announces a byte outside the alphabet.
const Escape = 63

const symbolBits = 6

// NewAlphabet returns the alphabet of 63 distinct bytes; it panics on any
// other, a programmer's error.
func NewAlphabet(bytes string) *Alphabet {
	if len(bytes) != Escape {
		panic(fmt.Sprintf("pack: an alphabet has %d bytes, not %d", Escape, len(bytes)))
	}
	a := &Alphabet{bytes: bytes}
	for i := range a.index {
		a.index[i] = Escape
	}
	for i := 0; i < len(bytes); i++ {
		if a.index[bytes[i]] != Escape {
			panic(fmt.Sprintf("pack: %q twice in an alphabet", bytes[i]))
		}
		a.index[bytes[i]] = uint8(i)
	}
	return a
}

// Index returns the index of b in the alphabet, or Escape.
func (a *Alphabet) Index(b byte) uint8 { return a.index[b] }

// Packed reports whether packed mode is shorter for s.
func (a *Alphabet) Packed(s string) bool {
	escaped := 0
	for i := 0; i < len(s); i++ {
		if a.index[s[i]] == Escape {
			escaped++
		}
	}
	// packed: 6 bits a byte plus 8 per escape; raw: 8 bits a byte.
	return symbolBits*len(s)+8*escaped < 8*len(s)
}

// Write appends s.
func (a *Alphabet) Write(w *Writer, s string) {
	packed := a.Packed(s)
	w.Bool(packed)
	w.NV(uint32(len(s)))
	for i := 0; i < len(s); i++ {
		switch x := a.index[s[i]]; {
		case !packed:
			w.Bits(uint32(s[i]), 8)
		case x == Escape:
			w.Bits(Escape, symbolBits)
			w.Bits(uint32(s[i]), 8)
		default:
			w.Bits(uint32(x), symbolBits)
		}
	}
}

// Read reads a string that Write wrote, and nothing else: it fails on text
// that CheckText refuses with maxRunes, and on text not in its one form.
func (a *Alphabet) Read(r *Reader, field string, maxRunes int) string {
	packed := r.Bits(1) == 1
	n := r.NV(field+" length", 0, uint32(4*maxRunes))
	if r.err != nil {
		return ""
	}
	least := uint(8) // bits a byte takes at least
	if packed {
		least = symbolBits
	}
	if uint(n)*least > r.Left() {
		r.Fail(errShort)
		return ""
	}
	b := make([]byte, n)
	for i := range b {
		if !packed {
			b[i] = byte(r.Bits(8))
			continue
		}
		x := r.Bits(symbolBits)
		if x != Escape {
			b[i] = a.bytes[x]
			continue
		}
		b[i] = byte(r.Bits(8))
		if r.err == nil && a.index[b[i]] != Escape {
			r.Fail(Malformed("%s: %q escaped in packed text", field, b[i]))
		}
	}
	if r.err != nil {
		return ""
	}
	s := string(b)
	if msg := CheckText(field, s, maxRunes); msg != "" {
		r.Fail(Malformed("%s", msg))
	} else if packed != a.Packed(s) {
		r.Fail(Malformed("%s: text not in its shortest form", field))
	}
	return s
}

// CheckText reports why s cannot be a text of at most maxRunes runes (and
// 4 bytes a rune) in a payload, or "".
func CheckText(field, s string, maxRunes int) string {
	if len(s) > 4*maxRunes {
		return fmt.Sprintf("%s: %d bytes, at most %d", field, len(s), 4*maxRunes)
	}
	if !utf8.ValidString(s) {
		return fmt.Sprintf("%s: invalid UTF-8", field)
	}
	if n := utf8.RuneCountInString(s); n > maxRunes {
		return fmt.Sprintf("%s: %d characters, at most %d", field, n, maxRunes)
	}
	for _, r := range s {
		if unicode.IsControl(r) {
			return fmt.Sprintf("%s: control character %U", field, r)
		}
	}
	return ""
}
