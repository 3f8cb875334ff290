package codec

import (
	"reflect"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved/pack"
)

// TestRawBaseline makes sure that malformedCases fail for their own reason:
// the unedited raw body decodes, needs padding, and re-encodes to itself.
func TestRawBaseline(t *testing.T) {
	b := seal(1, okRaw().bytes())
	c, err := Decode(b)
	if err != nil {
		t.Fatalf("Decode(okRaw) error: %v", err)
	}
	want := Crew{Ruleset: 1, Name: "Rex", Vehicle: "Kübelwagen", Nation: "DE",
		Members: []Member{{Roles: RoleDriver}}, Crewmen: 1, Points: 40,
		Skills: []Skill{{ID: 1}}, Upgrades: []uint8{1}}
	if !reflect.DeepEqual(c, want) {
		t.Errorf("Decode(okRaw) = %+v, want %+v", c, want)
	}
	if again := mustEncode(t, c); string(again) != string(b) {
		t.Errorf("Encode(Decode(okRaw)) = %x, want %x", again, b)
	}
	padded := okRaw()
	padded.padding = 1
	if string(padded.bytes()) == string(okRaw().bytes()) {
		t.Errorf("okRaw has no padding bits, so the padding case tests nothing")
	}
}

// rawV1 is a version-1 body field by field, so that tests can write values
// that encodeV1 never would. Numbers are written as nibble varints unless
// nibbles overrides them with raw 4-bit groups.
type rawV1 struct {
	ruleset, kind, start, nMembers uint32
	roles                          []uint32
	crewmen, points, xp            uint32
	groupMask                      uint32
	groups                         []uint32
	basicFlag                      uint32
	basics                         []uint32
	upFlag, ups                    uint32
	tallies                        [4]uint32
	texts                          [3]string
	textBits                       map[int]func(*pack.Writer) // text index -> writes it instead
	nibbles                        map[string][]uint32        // "points" -> raw groups
	padding                        uint32                     // value of the padding bits
}

// okRaw is a small valid body: one member, skill 1, upgrade 1.
func okRaw() rawV1 {
	return rawV1{
		ruleset: 1, nMembers: 1, roles: []uint32{RoleDriver}, crewmen: 1, points: 40,
		groupMask: 1, groups: []uint32{1}, upFlag: 1, ups: 1,
		texts: [3]string{"Rex", "Kübelwagen", "DE"},
	}
}

func (r rawV1) bytes() []byte {
	var w pack.Writer
	nv := func(name string, v uint32) {
		if g, ok := r.nibbles[name]; ok {
			for _, n := range g {
				w.Bits(n, 4)
			}
			return
		}
		w.NV(v)
	}
	nv("ruleset", r.ruleset)
	w.Bits(r.kind, 2)
	w.Bits(r.start, 2)
	w.Bits(r.nMembers, 3)
	for _, x := range r.roles {
		w.Bits(x, 5)
	}
	w.Bits(r.crewmen, 4)
	nv("points", r.points)
	nv("xp", r.xp)
	w.Bits(r.groupMask, 5)
	for _, g := range r.groups {
		w.Bits(g, 6)
	}
	w.Bits(r.basicFlag, 1)
	for _, x := range r.basics {
		w.Bits(x, 1)
	}
	w.Bits(r.upFlag, 1)
	if r.upFlag == 1 {
		w.Bits(r.ups, 15)
	}
	for _, x := range r.tallies {
		w.NV(x)
	}
	for i, s := range r.texts {
		if f, ok := r.textBits[i]; ok {
			f(&w)
		} else {
			writeTextV1(&w, s)
		}
	}
	if w.Used() != 0 {
		w.Bits(r.padding, 8-w.Used())
	}
	return w.Bytes()
}

// rawText writes s in raw mode with length n.
func rawText(s string, n uint32) func(*pack.Writer) {
	return func(w *pack.Writer) {
		w.Bits(0, 1)
		w.NV(n)
		for i := 0; i < len(s); i++ {
			w.Bits(uint32(s[i]), 8)
		}
	}
}

// packedText writes s in packed mode, escaping every byte if escapeAll.
func packedText(s string, escapeAll bool) func(*pack.Writer) {
	return func(w *pack.Writer) {
		w.Bits(1, 1)
		w.NV(uint32(len(s)))
		for i := 0; i < len(s); i++ {
			if x := v1Text.Index(s[i]); x != pack.Escape && !escapeAll {
				w.Bits(uint32(x), 6)
			} else {
				w.Bits(pack.Escape, 6)
				w.Bits(uint32(s[i]), 8)
			}
		}
	}
}

func rawCase(name string, edit func(*rawV1), want string) struct {
	name string
	in   []byte
	want string
	is   error
} {
	r := okRaw()
	edit(&r)
	is := ErrMalformed
	if strings.HasPrefix(want, "truncated") {
		is = ErrTruncated
	}
	return struct {
		name string
		in   []byte
		want string
		is   error
	}{name, seal(1, r.bytes()), want, is}
}

// malformedCases are bodies with a valid checksum that no encoder writes.
func malformedCases() []struct {
	name string
	in   []byte
	want string
	is   error
} {
	return []struct {
		name string
		in   []byte
		want string
		is   error
	}{
		rawCase("ruleset 0", func(r *rawV1) { r.ruleset = 0 }, "malformed payload: ruleset 0 out of range 1..255"),
		rawCase("ruleset 256", func(r *rawV1) { r.ruleset = 256 }, "malformed payload: ruleset 256 out of range 1..255"),
		rawCase("start 3", func(r *rawV1) { r.start = 3 }, "malformed payload: start 3 out of range 0..2"),
		rawCase("6 members", func(r *rawV1) { r.nMembers = 6 }, "malformed payload: 6 members, at most 5"),
		rawCase("member without role", func(r *rawV1) { r.roles = []uint32{0} }, "malformed payload: member 1 holds no role"),
		rawCase("points too big", func(r *rawV1) { r.points = 1 << 16 }, "malformed payload: points 65536 out of range 0..65535"),
		rawCase("points not shortest", func(r *rawV1) { r.nibbles = map[string][]uint32{"points": {8 | 5, 0}} },
			"malformed payload: points: number not in its shortest form"),
		rawCase("points too long", func(r *rawV1) { r.nibbles = map[string][]uint32{"points": {9, 9, 9, 9, 9, 9, 1}} },
			"malformed payload: points: number longer than 6 groups"),
		rawCase("empty skill group", func(r *rawV1) { r.groupMask = 3; r.groups = []uint32{1, 0} },
			"malformed payload: skill group 2 is marked present but empty"),
		rawCase("basic flag, no basic", func(r *rawV1) { r.basicFlag = 1; r.basics = []uint32{0} },
			"malformed payload: basic skills are marked present but none is"),
		rawCase("basic flag, no skill", func(r *rawV1) { r.groupMask = 0; r.groups = nil; r.basicFlag = 1 },
			"malformed payload: basic skills are marked present but none is"),
		rawCase("upgrade flag, no upgrade", func(r *rawV1) { r.ups = 0 }, "malformed payload: upgrades are marked present but none is"),
		rawCase("name too long", func(r *rawV1) { r.texts[0] = strings.Repeat("Я", 65) }, "malformed payload: name: 65 characters, at most 64"),
		rawCase("name length 257", func(r *rawV1) { r.texts[0] = strings.Repeat("x", 257) }, "malformed payload: name length 257 out of range 0..256"),
		rawCase("vehicle bad utf-8", func(r *rawV1) { r.textBits = map[int]func(*pack.Writer){1: rawText("K\xfcbelwagen", 10)} },
			"malformed payload: vehicle: invalid UTF-8"),
		rawCase("vehicle overlong utf-8", func(r *rawV1) { r.textBits = map[int]func(*pack.Writer){1: rawText("\xc0\xaf", 2)} },
			"malformed payload: vehicle: invalid UTF-8"),
		rawCase("vehicle packed bad utf-8", func(r *rawV1) { r.textBits = map[int]func(*pack.Writer){1: packedText("Kubelwagen\xff", false)} },
			"malformed payload: vehicle: invalid UTF-8"),
		rawCase("nation control", func(r *rawV1) { r.textBits = map[int]func(*pack.Writer){2: rawText("D\x00E", 3)} },
			"malformed payload: nation: control character U+0000"),
		rawCase("nation longer than body", func(r *rawV1) { r.textBits = map[int]func(*pack.Writer){2: rawText("DE", 9)} },
			"truncated payload: the body ends inside its fields"),
		rawCase("name raw, packed is shorter", func(r *rawV1) { r.textBits = map[int]func(*pack.Writer){0: rawText("Rex", 3)} },
			"malformed payload: name: text not in its shortest form"),
		rawCase("name packed, raw is shorter", func(r *rawV1) { r.textBits = map[int]func(*pack.Writer){0: packedText("Т-34", false)} },
			"malformed payload: name: text not in its shortest form"),
		rawCase("name packed, letter escaped", func(r *rawV1) { r.textBits = map[int]func(*pack.Writer){0: packedText("Rex", true)} },
			"malformed payload: name: 'R' escaped in packed text"),
		rawCase("padding not zero", func(r *rawV1) { r.padding = 1 }, "malformed payload: padding bits are not zero"),
	}
}
