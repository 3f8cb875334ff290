package saved

import (
	"bytes"
	"errors"
	"testing"
)

func TestSealOpen(t *testing.T) {
	for _, s := range []Sealed{
		{System: CrewExperience, Version: 1, Body: []byte{0x12, 0x34}},
		{System: CrewExperience, Version: 2, Body: []byte{0x12}},
		{System: 200, Version: 1, Body: []byte("unit")},
		{System: 7, Version: 3, Body: nil},
	} {
		b := Seal(s)
		wantVersion := byte(2)
		if s.System == CrewExperience && s.Version == 1 {
			wantVersion = 1
		}
		if b[0] != wantVersion {
			t.Errorf("Seal(%+v) is envelope version %d, want %d", s, b[0], wantVersion)
		}
		got, err := Open(b)
		if err != nil {
			t.Fatalf("Open(Seal(%+v)): %v", s, err)
		}
		if got.System != s.System || got.Version != s.Version || !bytes.Equal(got.Body, s.Body) {
			t.Errorf("Open(Seal(%+v)) = %+v", s, got)
		}
		text := Text(b)
		parsed, payload, err := Parse("https://club.example/" + text)
		if err != nil || !bytes.Equal(payload, b) || parsed.System != s.System {
			t.Errorf("Parse(link to %+v) = %+v, %x, %v", s, parsed, payload, err)
		}
	}
}

// TestOpenOneForm checks that a crew-experience body of version 1 has one
// form only: a version-2 envelope around it is refused.
func TestOpenOneForm(t *testing.T) {
	v1 := Seal(Sealed{System: CrewExperience, Version: 1, Body: []byte{9}})
	b := []byte{2, byte(CrewExperience), 1, 9}
	sum := checksum(b)
	b = append(b, byte(sum>>24), byte(sum>>16), byte(sum>>8), byte(sum))
	if _, err := Open(b); !errors.Is(err, ErrMalformed) {
		t.Errorf("Open(version 2 around a crew body of version 1) = %v, want ErrMalformed", err)
	}
	if _, err := Open(v1); err != nil {
		t.Errorf("Open(version 1) = %v", err)
	}
}
