package codec

// Version-1 text: a mode bit, the UTF-8 byte length as a nibble varint, then
// the bytes. In raw mode every byte takes 8 bits. In packed mode a byte of
// textAlphabet takes 6 bits, its index; any other byte takes 14 bits: the
// escape index 63, then the byte. The mode is packed exactly when it is
// shorter, so every string has one encoding.

// textAlphabet holds the 63 bytes that packed text writes in 6 bits: what
// unit, team and weapon names use most ("8.8cm KwK36 gun", "Sd Kfz 251/1",
// "(MG)"). The capitals J, Q, X, Y and Z are left out for the punctuation.
const textAlphabet = " abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIKLMNOPRSTUVW.-/()"

const (
	textEscape     = 63
	textSymbolBits = 6
)

// textIndex maps a byte to its index in textAlphabet, or textEscape.
var textIndex = func() (t [256]uint8) {
	for i := range t {
		t[i] = textEscape
	}
	for i := 0; i < len(textAlphabet); i++ {
		t[textAlphabet[i]] = uint8(i)
	}
	return t
}()

// textPacked reports whether packed mode is shorter for s.
func textPacked(s string) bool {
	escaped := 0
	for i := 0; i < len(s); i++ {
		if textIndex[s[i]] == textEscape {
			escaped++
		}
	}
	// packed: 6 bits a byte plus 8 per escape; raw: 8 bits a byte.
	return 6*len(s)+8*escaped < 8*len(s)
}

func writeText(w *bitWriter, s string) {
	packed := textPacked(s)
	w.writeBool(packed)
	w.writeNV(uint32(len(s)))
	for i := 0; i < len(s); i++ {
		switch x := textIndex[s[i]]; {
		case !packed:
			w.write(uint32(s[i]), 8)
		case x == textEscape:
			w.write(textEscape, textSymbolBits)
			w.write(uint32(s[i]), 8)
		default:
			w.write(uint32(x), textSymbolBits)
		}
	}
}

// readText reads a string that writeText wrote, and nothing else.
func readText(r *bitReader, field string) string {
	packed := r.read(1) == 1
	n := r.readNV(field+" length", 0, maxStringBytes)
	if r.err != nil {
		return ""
	}
	least := uint(8) // bits a byte takes at least
	if packed {
		least = textSymbolBits
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
		x := r.read(textSymbolBits)
		if x != textEscape {
			b[i] = textAlphabet[x]
			continue
		}
		b[i] = byte(r.read(8))
		if r.err == nil && textIndex[b[i]] != textEscape {
			r.fail(malformed("%s: %q escaped in packed text", field, b[i]))
		}
	}
	if r.err != nil {
		return ""
	}
	s := string(b)
	if msg := checkText(field, s); msg != "" {
		r.fail(malformed("%s", msg))
	} else if packed != textPacked(s) {
		r.fail(malformed("%s: text not in its shortest form", field))
	}
	return s
}
