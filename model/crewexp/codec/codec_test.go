package codec

import (
	"bytes"
	"errors"
	"hash/crc32"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
)

func TestRoundTrip(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	crews := []Crew{minimalCrew, typicalCrew, fullCrew, widestCrew, cyrillicCrew, {Ruleset: 1}, namedCrew, longNamesCrew, goldenNamed, namedPanzer()}
	for range 3000 {
		crews = append(crews, randomCrew(r))
	}
	for i, c := range crews {
		b, err := Encode(c)
		if err != nil {
			t.Fatalf("crew %d: Encode: %v", i, err)
		}
		got, err := Decode(b)
		if err != nil {
			t.Fatalf("crew %d: Decode(%x): %v", i, b, err)
		}
		if !reflect.DeepEqual(got, c) {
			t.Fatalf("crew %d: Decode(Encode(c)) = %+v, want %+v", i, got, c)
		}
		text, err := EncodeText(c)
		if err != nil {
			t.Fatalf("crew %d: EncodeText: %v", i, err)
		}
		link, err := saved.Link(saved.DefaultBase, text)
		if err != nil {
			t.Fatalf("crew %d: Link: %v", i, err)
		}
		for _, s := range []string{text, strings.ToLower(link)} {
			got, err := DecodeText(s)
			if err != nil {
				t.Fatalf("crew %d: DecodeText(%q): %v", i, s, err)
			}
			if !reflect.DeepEqual(got, c) {
				t.Fatalf("crew %d: DecodeText(%q) = %+v, want %+v", i, s, got, c)
			}
		}
	}
}

func TestEncodeSortsSets(t *testing.T) {
	c := with(typicalCrew, func(c *Crew) {
		c.Skills = []Skill{{ID: 29}, {ID: 2, Basic: true}, {ID: 14}}
		c.Upgrades = []uint8{7, 1}
	})
	b, err := Encode(c)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if want := sortedCopy(c); !reflect.DeepEqual(got, want) {
		t.Errorf("Decode(Encode(unsorted)) = %+v, want %+v", got, want)
	}
	if !reflect.DeepEqual(c.Skills, []Skill{{ID: 29}, {ID: 2, Basic: true}, {ID: 14}}) {
		t.Errorf("Encode reordered its argument's skills: %v", c.Skills)
	}
}

func TestEncodeRejects(t *testing.T) {
	long := strings.Repeat("Ж", MaxRunes+1)
	tests := []struct {
		name string
		edit func(*Crew)
		want string
	}{
		{"ruleset 0", func(c *Crew) { c.Ruleset = 0 }, "invalid crew: ruleset 0 out of range 1..255"},
		{"long name", func(c *Crew) { c.Name = long }, "invalid crew: name: 65 characters, at most 64"},
		{"huge vehicle", func(c *Crew) { c.Vehicle = strings.Repeat("🛡", 65) }, "invalid crew: vehicle: 260 bytes, at most 256"},
		{"bad utf-8", func(c *Crew) { c.Nation = "Fr\xe9nce" }, "invalid crew: nation: invalid UTF-8"},
		{"control", func(c *Crew) { c.Name = "Rex\n" }, "invalid crew: name: control character U+000A"},
		{"kind", func(c *Crew) { c.Kind = 4 }, "invalid crew: kind 4 out of range 0..3"},
		{"start", func(c *Crew) { c.Start = 3 }, "invalid crew: start 3 out of range 0..2"},
		{"members", func(c *Crew) { c.Members = make([]Member, 6) }, "invalid crew: 6 members, at most 5"},
		{"no role", func(c *Crew) { c.Members[1].Roles = 0 }, "invalid crew: member 2: roles 0x00 out of range 0x01..0x1f"},
		{"unknown role", func(c *Crew) { c.Members[0].Roles = 0x21 }, "invalid crew: member 1: roles 0x21 out of range 0x01..0x1f"},
		{"crewmen", func(c *Crew) { c.Crewmen = 16 }, "invalid crew: crewmen 16 out of range 0..15"},
		{"skill 0", func(c *Crew) { c.Skills = []Skill{{ID: 0}} }, "invalid crew: skill ID 0 out of range 1..30"},
		{"skill 31", func(c *Crew) { c.Skills = []Skill{{ID: 31}} }, "invalid crew: skill ID 31 out of range 1..30"},
		{"skill twice", func(c *Crew) { c.Skills = []Skill{{ID: 3}, {ID: 3, Basic: true}} }, "invalid crew: skill ID 3 listed twice"},
		{"upgrade 0", func(c *Crew) { c.Upgrades = []uint8{0} }, "invalid crew: upgrade ID 0 out of range 1..15"},
		{"upgrade 16", func(c *Crew) { c.Upgrades = []uint8{16} }, "invalid crew: upgrade ID 16 out of range 1..15"},
		{"upgrade twice", func(c *Crew) { c.Upgrades = []uint8{4, 4} }, "invalid crew: upgrade ID 4 listed twice"},
		{"long member name", func(c *Crew) { c.Members[2].Name = long }, "invalid crew: member 3 name: 65 characters, at most 64"},
		{"member name control", func(c *Crew) { c.Members[0].Name = "Uffz.\tBrandt" }, "invalid crew: member 1 name: control character U+0009"},
		{"member name bad utf-8", func(c *Crew) { c.Members[4].Name = "L\xfctz" }, "invalid crew: member 5 name: invalid UTF-8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := with(typicalCrew, tt.edit)
			b, err := Encode(c)
			if err == nil || err.Error() != tt.want || !errors.Is(err, ErrInvalid) {
				t.Errorf("Encode = %x, %v; want error %q", b, err, tt.want)
			}
			if _, err := EncodeText(c); err == nil || err.Error() != tt.want {
				t.Errorf("EncodeText error = %v, want %q", err, tt.want)
			}
		})
	}
}

// checksumLen is the length of the envelope's CRC-32C.
const checksumLen = 4

// seal wraps a body in an envelope of the given version, written by hand
// (the saved package's own Seal writes only well-formed envelopes), with a
// valid checksum: the CRC-32C of "crewcard" and the bytes before it.
func seal(version byte, body []byte) []byte {
	b := append([]byte{version}, body...)
	sum := crc32.Checksum(append([]byte("crewcard"), b...), crc32.MakeTable(crc32.Castagnoli))
	return append(b, byte(sum>>24), byte(sum>>16), byte(sum>>8), byte(sum))
}

func mustEncode(t testing.TB, c Crew) []byte {
	t.Helper()
	b, err := Encode(c)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestDecodeRejects(t *testing.T) {
	good := mustEncode(t, typicalCrew)
	body := good[1 : len(good)-checksumLen]
	flipped := bytes.Clone(good)
	flipped[len(flipped)-1] ^= 1
	tests := []struct {
		name string
		in   []byte
		want string
		is   error
	}{
		{"nil", nil, "empty payload", ErrEmpty},
		{"empty", []byte{}, "empty payload", ErrEmpty},
		{"short", good[:3], "truncated payload: 3 bytes, a payload has at least 5", ErrTruncated},
		{"cut", good[:len(good)-5], "checksum mismatch: the code is damaged, incomplete or mistyped", ErrChecksum},
		{"bad checksum", flipped, "checksum mismatch: the code is damaged, incomplete or mistyped", ErrChecksum},
		{"body cut, resealed", seal(1, body[:len(body)-2]), "truncated payload: the body ends inside its fields", ErrTruncated},
		{"version only", seal(1, nil), "truncated payload: the body ends inside its fields", ErrTruncated},
		{"future version", seal(3, body), "unsupported payload version 3: this crewcard reads versions 1..2; a newer crewcard made this code", ErrVersion},
		{"version 0", seal(0, body), "unsupported payload version 0: this crewcard reads versions 1..2; a newer crewcard made this code", ErrVersion},
		{"version 2, crew body 1", seal(2, append([]byte{1, 1}, body...)), "malformed payload: a crew-experience body of version 1 is written as payload version 1", ErrMalformed},
		{"version 2, future crew body", seal(2, append([]byte{1, 9}, body...)), "unsupported payload version: crew body version 9; this crewcard reads versions 1..3; a newer crewcard made this code", ErrVersion},
		{"version 2, another system", seal(2, append([]byte{200, 1}, body...)), "not a crew card: the code holds a card of system 200", ErrSystem},
		{"version 2, no system", seal(2, nil), "truncated payload: a version-2 payload names its system and body version", ErrTruncated},
		{"foreign", []byte("hello, world"), "not a crewcard code: unknown version byte 0x68 and no valid checksum", ErrForeign},
		{"foreign png", []byte("\x89PNG\r\n\x1a\n\x00\x00"), "not a crewcard code: unknown version byte 0x89 and no valid checksum", ErrForeign},
		{"trailing", seal(1, append(bytes.Clone(body), 0, 0)), "trailing bytes after the payload: 2 more than its fields need", ErrTrailing},
		{"checksum appended twice", append(bytes.Clone(good), good[len(good)-4:]...), "checksum mismatch: the code is damaged, incomplete or mistyped", ErrChecksum},
	}
	tests = append(tests, malformedCases()...)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Decode(tt.in)
			if err == nil {
				t.Fatalf("Decode(%x) = %+v, want error %q", tt.in, c, tt.want)
			}
			if err.Error() != tt.want {
				t.Errorf("Decode(%x) error = %q, want %q", tt.in, err, tt.want)
			}
			if !errors.Is(err, tt.is) {
				t.Errorf("Decode(%x) error %q is not %q", tt.in, err, tt.is)
			}
			if !reflect.DeepEqual(c, Crew{}) {
				t.Errorf("Decode(%x) returned %+v beside its error, want the zero Crew", tt.in, c)
			}
		})
	}
}

func TestDecodeDetectsEveryByteCorruption(t *testing.T) {
	for _, c := range []Crew{minimalCrew, typicalCrew, fullCrew, cyrillicCrew, namedCrew} {
		good := mustEncode(t, c)
		for i := range good {
			for d := 1; d < 256; d++ {
				bad := bytes.Clone(good)
				bad[i] ^= byte(d)
				if got, err := Decode(bad); err == nil {
					t.Fatalf("%s: Decode accepted byte %d xor %#02x: %+v", c.Name, i, d, got)
				}
			}
		}
	}
}
