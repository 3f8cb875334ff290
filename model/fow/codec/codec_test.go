package codec

import (
	"bytes"
	"errors"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
	"github.com/crewcard/crewcard/model/saved/pack"
)

// TestRoundTrip encodes units and decodes them back unchanged, through the
// binary payload and the text code alike.
func TestRoundTrip(t *testing.T) {
	units := map[string]Unit{"minimal": minimalUnit, "tiger": tigerUnit, "full": fullUnit}
	r := rand.New(rand.NewSource(1))
	for i := range 300 {
		units["random "+string(rune('0'+i%10))+strings.Repeat("'", i/10)] = randomUnit(r)
	}
	for name, u := range units {
		b := mustEncode(t, u)
		got, err := Decode(b)
		if err != nil {
			t.Fatalf("%s: Decode(Encode) error: %v", name, err)
		}
		if !reflect.DeepEqual(got, u) {
			t.Fatalf("%s: Decode(Encode(u)) = %+v, want %+v", name, got, u)
		}
		sealed, _, err := saved.Parse(strings.ToLower(saved.DefaultBase) + saved.Text(b))
		if err != nil {
			t.Fatal(err)
		}
		if back, err := DecodeBody(sealed); err != nil || !reflect.DeepEqual(back, u) {
			t.Fatalf("%s: DecodeBody(the link's payload) = %+v, %v", name, back, err)
		}
	}
}

// TestEncodeRejects lists the values a version-1 payload cannot carry.
func TestEncodeRejects(t *testing.T) {
	edit := func(f func(u *Unit)) Unit {
		u := tigerUnit
		u.Teams = append([]Team(nil), tigerUnit.Teams...)
		u.Teams[0].Weapons = append([]Weapon(nil), tigerUnit.Teams[0].Weapons...)
		f(&u)
		return u
	}
	tests := []struct {
		name string
		u    Unit
		want string
	}{
		{"ruleset 0", edit(func(u *Unit) { u.Ruleset = 0 }), "ruleset 0"},
		{"long name", edit(func(u *Unit) { u.Name = strings.Repeat("x", MaxRunes+1) }), "name: 81 characters"},
		{"control in nation", edit(func(u *Unit) { u.Nation = "a\tb" }), "nation: control character"},
		{"bad UTF-8", edit(func(u *Unit) { u.Name = "\xff" }), "invalid UTF-8"},
		{"role", edit(func(u *Unit) { u.Role = 4 }), "role 4"},
		{"motivation", edit(func(u *Unit) { u.Motivation = 7 }), "motivation 7"},
		{"is hit on", edit(func(u *Unit) { u.IsHitOn = 1 }), "is hit on 1"},
		{"task rating", edit(func(u *Unit) { u.Tests[TestAssault] = 1 }), "task rating 6: 1"},
		{"points", edit(func(u *Unit) { u.Points = MaxPoints + 1 }), "points 10000"},
		{"no teams", edit(func(u *Unit) { u.Teams = nil }), "0 teams"},
		{"too many teams", edit(func(u *Unit) { u.Teams = make([]Team, MaxTeams+1) }), "9 teams"},
		{"keyword 0", edit(func(u *Unit) { u.Keywords = []Keyword{{ID: 0}} }), "registry number 0"},
		{"keyword param", edit(func(u *Unit) { u.Keywords = []Keyword{{ID: 1, Param: MaxParam + 1}} }), "number 32"},
		{"too many keywords", edit(func(u *Unit) { u.Keywords = make([]Keyword, MaxKeywords+1) }), "17 keywords"},
		{"type", edit(func(u *Unit) { u.Teams[0].Type = 5 }), "type 5"},
		{"armoured aircraft", edit(func(u *Unit) { u.Teams[0].Type = TypeAircraft }), "an aircraft has no armour"},
		{"save 1", edit(func(u *Unit) {
			u.Teams[0].Armoured, u.Teams[0].Front, u.Teams[0].Side, u.Teams[0].Top, u.Teams[0].Type, u.Teams[0].Save = false, 0, 0, 0, TypeAircraft, 1
		}), "save 1 out of range"},
		{"count 0", edit(func(u *Unit) { u.Teams[0].Count = 0 }), "count 0"},
		{"leaders", edit(func(u *Unit) { u.Teams[0].Leader = 5 }), "leaders 5 out of range 0..4"},
		{"armour", edit(func(u *Unit) { u.Teams[0].Front = MaxArmour + 1 }), "front armour 32 out of range 0..31"},
		{"armour with save", edit(func(u *Unit) { u.Teams[0].Save = 3 }), "save of an armoured team 3"},
		{"armour unflagged", edit(func(u *Unit) { u.Teams[0].Armoured = false }), "armour of a team without armour 19"},
		{"save", edit(func(u *Unit) { u.Teams[0] = minimalUnit.Teams[0]; u.Teams[0].Save = 7 }), "save 7"},
		{"cross 1", edit(func(u *Unit) { u.Teams[0].Cross = 1 }), "cross 1"},
		{"distance", edit(func(u *Unit) { u.Teams[0].Mobility[3] = MaxDistance + 1 }), "distance 201"},
		{"notes", edit(func(u *Unit) { u.Teams[0].Notes = make([]string, MaxNotes+1) }), "notes 5 out of range 0..4"},
		{"weapons", edit(func(u *Unit) { u.Teams[0].Weapons = make([]Weapon, MaxWeapons+1) }), "weapons 8 out of range 0..7"},
		{"mount", edit(func(u *Unit) { u.Teams[0].Weapons[0].Mount = MaxID + 1 }), "mount 4096"},
		{"range 0", edit(func(u *Unit) { u.Teams[0].Weapons[0].Range = 0 }), "range 0"},
		{"ROF", edit(func(u *Unit) { u.Teams[0].Weapons[0].Moving = MaxROF + 1 }), "moving ROF 21 out of range 0..20"},
		{"anti-tank", edit(func(u *Unit) { u.Teams[0].Weapons[0].AntiTank = MaxAntiTank + 1 }), "anti-tank 32"},
		{"firepower 7", edit(func(u *Unit) { u.Teams[0].Weapons[0].Firepower = 7 }), "firepower 7"},
		{"bombardment range", edit(func(u *Unit) { u.Teams[0].Weapons[0].Bombard = &Bombardment{Firepower: 3} }), "bombardment range 0"},
		{"bombardment firepower", edit(func(u *Unit) { u.Teams[0].Weapons[0].Bombard = &Bombardment{Range: 10, Firepower: 7} }), "bombardment firepower 7"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Encode(tt.u)
			if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Encode = %v, want ErrInvalid with %q", err, tt.want)
			}
		})
	}
}

// TestDecodeRejects feeds payloads that are not unit cards, or are damaged.
func TestDecodeRejects(t *testing.T) {
	good := mustEncode(t, tigerUnit)
	body := good[3 : len(good)-4]
	tests := []struct {
		name string
		b    []byte
		want error
	}{
		{"empty", nil, saved.ErrEmpty},
		{"short", good[:4], saved.ErrTruncated},
		{"flipped bit", func() []byte { b := bytes.Clone(good); b[10] ^= 4; return b }(), saved.ErrChecksum},
		{"crew card", saved.Seal(saved.Sealed{System: saved.CrewExperience, Version: 1, Body: body}), ErrSystem},
		{"newer body", saved.Seal(saved.Sealed{System: saved.FowV4, Version: Version + 1, Body: body}), saved.ErrVersion},
		{"version 2 of a version-1 unit", saved.Seal(saved.Sealed{System: saved.FowV4, Version: 2, Body: bodyV2.encode(tigerUnit)}), saved.ErrMalformed},
		{"body cut", sealBody(body[:len(body)-3]), saved.ErrTruncated},
		{"trailing byte", sealBody(append(bytes.Clone(body), 0)), pack.ErrTrailing},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Decode(tt.b); !errors.Is(err, tt.want) {
				t.Errorf("Decode = %v, want %v", err, tt.want)
			}
		})
	}
}

// TestVersions checks that a unit that version 1 carries is still written
// as version 1, so that its code stays what it was, that an aircraft or a
// firepower of AUTO takes version 2 and an aircraft's save or a bunker's
// Cross "-" version 3, each
// coming back whole, and that a body of either for a unit another version
// carries is refused.
func TestVersions(t *testing.T) {
	if b := mustEncode(t, tigerUnit); b[2] != 1 {
		t.Errorf("the Tiger unit is written as body version %d, want 1", b[2])
	}
	air := tigerUnit
	air.Teams = []Team{{Name: "Typhoon", Type: TypeAircraft, Count: 2, Leader: 1, Cross: 0,
		Weapons: []Weapon{{Name: "RP-3 rockets", Range: 8, Halted: 1, Moving: 1, AntiTank: 6, Firepower: FirepowerAuto}}}}
	b := mustEncode(t, air)
	if b[2] != 2 {
		t.Errorf("the aircraft unit is written as body version %d, want 2", b[2])
	}
	back, err := Decode(b)
	if err != nil || !reflect.DeepEqual(back, air) {
		t.Errorf("Decode = %+v, %v; want %+v", back, err, air)
	}
	lee := tigerUnit
	lee.Teams = append([]Team(nil), tigerUnit.Teams...)
	w := lee.Teams[0].Weapons[0]
	lee.Teams[0].Weapons = []Weapon{w, w, w, w, w, w, w} // an M3 Lee and more: seven weapons
	if b := mustEncode(t, lee); b[2] != 2 {
		t.Errorf("a team of seven weapons is written as body version %d, want 2", b[2])
	} else if back, err := Decode(b); err != nil || len(back.Teams[0].Weapons) != 7 {
		t.Errorf("Decode = %+v, %v; want seven weapons", back, err)
	}
	saves := air
	saves.Teams = append([]Team(nil), air.Teams...)
	saves.Teams[0].Save = 3 // a Typhoon's Save 3+, as the books give it
	b = mustEncode(t, saves)
	if b[2] != 3 {
		t.Errorf("an aircraft with a save is written as body version %d, want 3", b[2])
	}
	if back, err := Decode(b); err != nil || !reflect.DeepEqual(back, saves) {
		t.Errorf("Decode = %+v, %v; want %+v", back, err, saves)
	}
	bunker := tigerUnit
	bunker.Teams = []Team{{Name: "Gun Bunker", Type: TypeGun, Count: 1, Leader: 1, Save: 2, Cross: CrossNone,
		Weapons: []Weapon{{Name: "37mm gun", Range: 24, Halted: 2, Moving: 1, AntiTank: 6, Firepower: 4}}}}
	b = mustEncode(t, bunker)
	if b[2] != 3 {
		t.Errorf("a team that never crosses is written as body version %d, want 3", b[2])
	}
	if back, err := Decode(b); err != nil || !reflect.DeepEqual(back, bunker) {
		t.Errorf("Decode = %+v, %v; want %+v", back, err, bunker)
	}
	for _, tc := range []struct {
		name string
		l    body
		u    Unit
	}{
		{"version 2 of an aircraft with a save", bodyV2, saves},
		{"version 2 of a bunker", bodyV2, bunker},
		{"version 3 of an aircraft without one", bodyV3, air},
	} {
		if _, err := Decode(saved.Seal(saved.Sealed{System: saved.FowV4, Version: tc.l.version, Body: tc.l.encode(tc.u)})); !errors.Is(err, saved.ErrMalformed) {
			t.Errorf("%s: Decode = %v, want malformed", tc.name, err)
		}
	}
}

// sealBody wraps a version-1 body in a valid envelope.
func sealBody(body []byte) []byte {
	return saved.Seal(saved.Sealed{System: saved.FowV4, Version: 1, Body: body})
}

// TestDecodeMalformed writes bodies field by field with one field wrong:
// each must fail with saved.ErrMalformed, naming the field.
func TestDecodeMalformed(t *testing.T) {
	base := func(edit map[string]func(w *pack.Writer)) []byte {
		var w pack.Writer
		step := func(name string, def func()) {
			if f, ok := edit[name]; ok {
				f(&w)
				return
			}
			def()
		}
		step("ruleset", func() { w.NV(1) })
		step("role", func() { w.Bits(0, v1RoleBits) })
		step("motivation", func() { w.Bits(4, v1RatingBits) })
		w.Bits(4, v1RatingBits)
		w.Bits(4, v1RatingBits)
		step("tests", func() { w.Bits(0, NumTests) })
		step("points", func() { w.NV(0) })
		step("name", func() { writeText(&w, "A") })
		writeText(&w, "B")
		step("keywords", func() { w.NV(0) })
		w.Bits(0, v1TeamsBits)
		writeText(&w, "T")
		w.Bits(TypeInfantry, bodyV1.typeBits)
		w.NV(1)
		step("leader", func() { w.NV(1) })
		w.Bits(0, 1)
		step("save", func() { w.Bits(3, v1RatingBits) })
		for range 4 {
			w.NV(0)
		}
		step("cross", func() { w.Bits(0, v1CrossBits) })
		w.NV(0)
		w.NV(0)
		step("weapons", func() { w.Bits(0, v1WeaponsBits) })
		step("padding", func() {})
		return w.Bytes()
	}
	if u, err := Decode(sealBody(base(nil))); err != nil || !reflect.DeepEqual(u, minimalUnit) {
		t.Fatalf("the unedited body decodes to %+v, %v; want minimalUnit", u, err)
	}
	tests := []struct {
		name  string
		field string
		write func(w *pack.Writer)
		want  string
	}{
		{"ruleset 0", "ruleset", func(w *pack.Writer) { w.NV(0) }, "ruleset 0"},
		{"ruleset not shortest", "ruleset", func(w *pack.Writer) { w.Bits(8|1, 4); w.Bits(0, 4) }, "not in its shortest form"},
		{"motivation 7", "motivation", func(w *pack.Writer) { w.Bits(7, v1RatingBits) }, "motivation 7"},
		{"task rating 1", "tests", func(w *pack.Writer) { w.Bits(1, NumTests); w.Bits(1, v1RatingBits) }, "task rating 1"},
		{"points", "points", func(w *pack.Writer) { w.NV(MaxPoints + 1) }, "points 10000"},
		{"escaped letter", "name", func(w *pack.Writer) { w.Bits(1, 1); w.NV(1); w.Bits(pack.Escape, 6); w.Bits('a', 8) }, "escaped in packed text"},
		{"raw text that packs", "name", func(w *pack.Writer) { w.Bits(0, 1); w.NV(1); w.Bits('A', 8) }, "not in its shortest form"},
		{"text not UTF-8", "name", func(w *pack.Writer) { w.Bits(0, 1); w.NV(1); w.Bits(0xff, 8) }, "invalid UTF-8"},
		{"keyword 0", "keywords", func(w *pack.Writer) { w.NV(1); w.NV(0) }, "unit keywords 0"},
		{"two leaders", "leader", func(w *pack.Writer) { w.NV(2) }, "leader 2 out of range 0..1"},
		{"save 1", "save", func(w *pack.Writer) { w.Bits(1, v1RatingBits) }, "save 1"},
		{"cross 7", "cross", func(w *pack.Writer) { w.Bits(7, v1CrossBits) }, "cross 7"},
		{"seven weapons", "weapons", func(w *pack.Writer) { w.Bits(7, v1WeaponsBits) }, "weapons 7"},
		{"padding", "padding", func(w *pack.Writer) { w.Bits(1, 8-w.Used()) }, "padding bits are not zero"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Decode(sealBody(base(map[string]func(*pack.Writer){tt.field: tt.write})))
			if !errors.Is(err, saved.ErrMalformed) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Decode = %v, want saved.ErrMalformed with %q", err, tt.want)
			}
		})
	}
}
