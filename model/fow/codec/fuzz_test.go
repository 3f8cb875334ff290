package codec

import (
	"bytes"
	"math/rand"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
)

// FuzzDecodeUnit decodes its input as a payload, and again as a version-1
// and a version-4 body in a valid envelope, so that the fuzzer reaches
// decodeV1 and decodeV4 past the checksum. Decode must never panic, and what it accepts must re-encode to
// the same bytes.
func FuzzDecodeUnit(f *testing.F) {
	r := rand.New(rand.NewSource(7))
	units := []Unit{minimalUnit, tigerUnit, fullUnit, rifleUnit(6)}
	for range 8 {
		units = append(units, randomUnit(r))
	}
	for _, u := range units {
		b := mustEncode(f, u)
		body := b[3 : len(b)-4]
		f.Add(b)
		f.Add(body)
		f.Add(b[:len(b)-1])
	}
	f.Add([]byte{})
	f.Add([]byte("crewcard"))
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, in := range [][]byte{b, saved.Seal(saved.Sealed{System: saved.FowV4, Version: 1, Body: b}), saved.Seal(saved.Sealed{System: saved.FowV4, Version: 4, Body: b})} {
			u, err := Decode(in)
			if err != nil {
				continue
			}
			again, err := Encode(u)
			if err != nil {
				t.Fatalf("Decode(%x) = %+v, which Encode rejects: %v", in, u, err)
			}
			if !bytes.Equal(again, in) {
				t.Fatalf("Encode(Decode(%x)) = %x, want the same bytes", in, again)
			}
		}
	})
}
