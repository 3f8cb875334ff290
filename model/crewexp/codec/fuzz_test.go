package codec

import (
	"bytes"
	"math/rand"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
)

// seedPayloads are valid payloads and near misses for the fuzzers' corpora.
func seedPayloads(t testing.TB) [][]byte {
	r := rand.New(rand.NewSource(7))
	crews := []Crew{goldenCrew, minimalCrew, typicalCrew, fullCrew, widestCrew, cyrillicCrew, {Ruleset: 1}, panzer(),
		goldenNamed, namedCrew, longNamesCrew, namedPanzer()}
	for range 8 {
		crews = append(crews, randomCrew(r))
	}
	var seeds [][]byte
	for _, c := range crews {
		b := mustEncode(t, c)
		body := b[1 : len(b)-checksumLen]
		seeds = append(seeds, b, body, b[:len(b)-1], seal(2, body), seal3(body))
		if b[0] == 2 { // the crew body after envelope version 2's system and body version
			seeds = append(seeds, body[2:])
		}
	}
	return append(seeds, nil, []byte{1}, []byte("hello, world"), seal(1, okRaw().bytes()))
}

// FuzzDecode decodes its input as a payload, and again as a version-1,
// version-2 and version-3 body sealed with a valid checksum, so that the
// fuzzer also reaches decodeV1, decodeV2 and decodeV3.
func FuzzDecode(f *testing.F) {
	for _, b := range seedPayloads(f) {
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, in := range [][]byte{b, seal(1, b), seal(2, b), seal3(b), seal(2, append([]byte{1, 2}, b...))} {
			c, err := Decode(in)
			if err != nil {
				continue
			}
			again, err := Encode(c)
			if err != nil {
				t.Fatalf("Decode(%x) = %+v, which Encode rejects: %v", in, c, err)
			}
			if !bytes.Equal(again, in) {
				t.Fatalf("Encode(Decode(%x)) = %x, want the same bytes", in, again)
			}
		}
	})
}

func FuzzDecodeText(f *testing.F) {
	for _, b := range seedPayloads(f) {
		code := saved.Text(b)
		f.Add(code)
		f.Add(strings.ToLower(saved.DefaultBase + code))
		f.Add(" https://x.example/c/#" + code + "?\n")
	}
	f.Add("")
	f.Add(saved.DefaultBase)
	f.Add("https://example.com/watch?v=dQw4w9WgXcQ")
	f.Fuzz(func(t *testing.T, s string) {
		c, err := DecodeText(s)
		if err != nil {
			return
		}
		code, err := EncodeText(c)
		if err != nil {
			t.Fatalf("DecodeText(%q) = %+v, which EncodeText rejects: %v", s, c, err)
		}
		_, payload, _ := saved.Parse(s)
		if want := saved.Text(payload); code != want {
			t.Fatalf("EncodeText(DecodeText(%q)) = %q, want %q", s, code, want)
		}
		if !strings.Contains(strings.ToUpper(s), code) {
			t.Fatalf("DecodeText(%q) succeeded, but its code %q is not in the input", s, code)
		}
	})
}
