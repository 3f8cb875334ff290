package codec

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved/pack"
)

// TestNamesVersions: a crew some of whose members have names takes body
// version 3, with or without a profile, and comes back with the names; the
// same crew without them keeps its version-1 or version-2 code.
func TestNamesVersions(t *testing.T) {
	for _, tt := range []struct {
		named, plain Crew
		plainVersion uint8
	}{
		{namedCrew, typicalCrew, 1},
		{namedPanzer(), with(namedPanzer(), func(c *Crew) {
			for i := range c.Members {
				c.Members[i].Name = ""
			}
		}), 2},
	} {
		if v, _ := write(tt.named); v != 3 {
			t.Errorf("%s: a named crew takes body version %d, want 3", tt.named.Name, v)
		}
		if v, _ := write(tt.plain); v != tt.plainVersion {
			t.Errorf("%s: without names, body version %d, want %d", tt.plain.Name, v, tt.plainVersion)
		}
		b := mustEncode(t, tt.named)
		got, err := Decode(b)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, tt.named) {
			t.Errorf("Decode(Encode(named)) = %+v, want %+v", got, tt.named)
		}
		plain := mustEncode(t, tt.plain)
		t.Logf("%s: %d bytes without names, %d with", tt.plain.Name, len(plain), len(b))
	}
}

// v3Body writes a version-3 body by hand: c's version-1 fields, the
// profile bit and profile, then the members' names, each written by its
// own function where texts gives one.
func v3Body(c Crew, texts map[int]func(*pack.Writer)) []byte {
	var w pack.Writer
	writeV1(&w, c)
	w.Bool(c.Profile != nil)
	if c.Profile != nil {
		writeProfile(&w, c.Profile)
	}
	for i, m := range c.Members {
		if f, ok := texts[i]; ok {
			f(&w)
		} else {
			writeTextV1(&w, m.Name)
		}
	}
	return w.Bytes()
}

// TestDecodeV3Rejects: a version-3 body that no encoder writes is refused.
func TestDecodeV3Rejects(t *testing.T) {
	unnamed := with(namedCrew, func(c *Crew) {
		for i := range c.Members {
			c.Members[i].Name = ""
		}
	})
	noMembers := with(namedCrew, func(c *Crew) { c.Members = nil })
	tests := []struct {
		name string
		in   []byte
		want string
		is   error
	}{
		{"no member named", seal3(v3Body(unnamed, nil)), "malformed payload: member names are written but no member has one", ErrMalformed},
		{"no members", seal3(v3Body(noMembers, nil)), "malformed payload: member names are written but no member has one", ErrMalformed},
		{"name too long", seal3(v3Body(namedCrew, map[int]func(*pack.Writer){1: packedText(strings.Repeat("x", 65), false)})),
			"malformed payload: member 2 name: 65 characters, at most 64", ErrMalformed},
		{"name control", seal3(v3Body(namedCrew, map[int]func(*pack.Writer){0: rawText("A\x00B", 3)})),
			"malformed payload: member 1 name: control character U+0000", ErrMalformed},
		{"name raw, packed is shorter", seal3(v3Body(namedCrew, map[int]func(*pack.Writer){3: rawText("Joe", 3)})),
			"malformed payload: member 4 name: text not in its shortest form", ErrMalformed},
		{"trailing byte", seal3(append(v3Body(namedCrew, nil), 0)), "trailing bytes after the payload: 1 more than its fields need", ErrTrailing},
		{"last name cut", seal3(v3Body(namedCrew, map[int]func(*pack.Writer){4: func(w *pack.Writer) { w.Bits(1, 1); w.NV(40) }})),
			"truncated payload: the body ends inside its fields", ErrTruncated},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Decode(tt.in)
			if err == nil || err.Error() != tt.want || !errors.Is(err, tt.is) {
				t.Errorf("Decode = %+v, %v; want error %q", c, err, tt.want)
			}
		})
	}
	// The baseline: the same writer, unedited, gives what Encode does.
	if got, want := seal3(v3Body(namedCrew, nil)), mustEncode(t, namedCrew); string(got) != string(want) {
		t.Errorf("v3Body(namedCrew) = %x, Encode gives %x", got, want)
	}
}

// seal3 seals a crew body of version 3: envelope version 2, system 1.
func seal3(body []byte) []byte { return seal(2, append([]byte{1, 3}, body...)) }
