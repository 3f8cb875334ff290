package codec

// Version-1 text: a mode bit, the UTF-8 byte length as a nibble varint, then
// the bytes. In raw mode every byte takes 8 bits. In packed mode a byte in
// v1Alphabet takes 6 bits, its index; any other byte takes 14 bits: the
// escape index 63, then the byte. The mode is packed exactly when it is
// shorter, so every string has one encoding.

// v1Alphabet holds the 63 bytes that packed text writes in 6 bits.
const v1Alphabet = " ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

const (
	v1Escape     = 63
	v1SymbolBits = 6
)

// v1Index maps a byte to its index in v1Alphabet, or v1Escape.
var v1Index = func() (t [256]uint8) {
	for i := range t {
		t[i] = v1Escape
	}
	for i := 0; i < len(v1Alphabet); i++ {
		t[v1Alphabet[i]] = uint8(i)
	}
	return t
}()

// v1Packed reports whether packed mode is shorter for s.
func v1Packed(s string) bool {
	escaped := 0
	for i := 0; i < len(s); i++ {
		if v1Index[s[i]] == v1Escape {
			escaped++
		}
	}
	// packed: 6 bits a byte plus 8 per escape; raw: 8 bits a byte.
	return 6*len(s)+8*escaped < 8*len(s)
}

func writeTextV1(w *bitWriter, s string) {
	packed := v1Packed(s)
	w.write(b2u(packed), 1)
	w.writeNV(uint32(len(s)))
	for i := 0; i < len(s); i++ {
		switch x := v1Index[s[i]]; {
		case !packed:
			w.write(uint32(s[i]), 8)
		case x == v1Escape:
			w.write(v1Escape, v1SymbolBits)
			w.write(uint32(s[i]), 8)
		default:
			w.write(uint32(x), v1SymbolBits)
		}
	}
}

// readTextV1 reads a string that writeTextV1 wrote, and nothing else.
func readTextV1(r *bitReader, field string) string {
	packed := r.read(1) == 1
	n := r.readNV(field+" length", 0, maxStringBytes)
	if r.err != nil {
		return ""
	}
	least := uint(8) // bits a byte takes at least
	if packed {
		least = v1SymbolBits
	}
	if uint(n)*least > r.left() {
		r.fail(errShort)
		return ""
	}
	b := make([]byte, n)
	for i := range b {
		if !packed {
			b[i] = byte(r.read(8))
			continue
		}
		x := r.read(v1SymbolBits)
		if x != v1Escape {
			b[i] = v1Alphabet[x]
			continue
		}
		b[i] = byte(r.read(8))
		if r.err == nil && v1Index[b[i]] != v1Escape {
			r.fail(malformed("%s: %q escaped in packed text", field, b[i]))
		}
	}
	if r.err != nil {
		return ""
	}
	s := string(b)
	if msg := checkText(field, s); msg != "" {
		r.fail(malformed("%s", msg))
	} else if packed != v1Packed(s) {
		r.fail(malformed("%s: text not in its shortest form", field))
	}
	return s
}
