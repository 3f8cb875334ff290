package codec

import (
	"encoding/hex"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
	"github.com/crewcard/crewcard/model/saved/pack"
)

// rifleUnit is an armoured rifle platoon as the Fortress Europe catalogue
// imports it, of its first teams: infantry teams that move alike and share
// notes, half-tracks alike but for their machine-gun, weapons named like
// their teams and one that two teams carry. Of six teams its version-3
// payload is longer than a card's back prints.
func rifleUnit(teams int) Unit {
	inf := func(name string, n uint8, notes []string, w Weapon) Team {
		return Team{Name: name, Type: TypeInfantry, Count: n, Save: 3, Mobility: [4]uint8{8, 8, 14, 14}, Notes: notes, Weapons: []Weapon{w}}
	}
	ht := func(name string, n uint8, w Weapon) Team {
		return Team{Name: name, Type: TypeTransport, Count: n, Armoured: true, Front: 1, Mobility: [4]uint8{10, 10, 18, 32}, Cross: 4,
			Notes: []string{"MG Transport"}, Weapons: []Weapon{w, {Name: "Passenger MG", Range: 16, Halted: 1, Moving: 1, AntiTank: 2, Firepower: 6}}}
	}
	all := []Team{
		inf("M1 Garand rifle team", 6, []string{"Observer"}, Weapon{Name: "M1 Garand rifle team", Range: 16, Halted: 1, Moving: 1, AntiTank: 2, Firepower: 6}),
		inf("M1 Bazooka team", 5, []string{"Assault 5+", "Slow Firing"}, Weapon{Name: "M1 Bazooka team", Range: 8, Halted: 1, Moving: 1, AntiTank: 10, Firepower: 5}),
		inf("M1919 LMG", 2, []string{"Assault 5+", "Heavy Weapon"}, Weapon{Name: "M1919 team", Range: 16, Halted: 5, Moving: 2, AntiTank: 2, Firepower: 6}),
		inf("60mm mortar", 1, []string{"Assault 5+", "Heavy Weapon"}, Weapon{Name: "60mm mortar team", Range: 32, Halted: NoROF, Moving: NoROF, AntiTank: 1, Firepower: 4,
			Bombard: &Bombardment{Range: 32, AntiTank: 1, Firepower: 4}}),
		ht("M3 half-track (.50 cal MG)", 2, Weapon{Name: ".50 cal MG", Range: 20, Halted: 3, Moving: 2, AntiTank: 4, Firepower: 5, Keywords: []Keyword{{ID: 40}}}),
		ht("M3 half-track (.30 cal MG)", 3, Weapon{Name: ".30 cal MG", Range: 16, Halted: 3, Moving: 3, AntiTank: 2, Firepower: 6, Keywords: []Keyword{{ID: 40}}}),
	}
	all[0].Leader = 1
	return Unit{Ruleset: 1, Name: "Armoured Rifle Platoon", Nation: "US", Motivation: 4, Skill: 4, IsHitOn: 3,
		Tests: [NumTests]uint8{TestRally: 3}, Points: 15, Teams: all[:teams]}
}

// rifleV1 is rifleUnit(4)'s payload as version 1 wrote it before version 4
// was made (written by the codec of that time), pinned: a card printed
// then must scan for ever.
const rifleV1 = "020201124613f1f14a91a7aa90a201a123182819980a879e74b7d41f0b0700ac1481384012246305014141346138181e1e100381c824c54961523c2c" +
	"1c02b05204e10048918c14050504d082222c0f8e0e01302d1e796080a0a09a281c0c0f0f0802d0ca9a60aa628041f95ec7530f5c0a894893873f1c1c" +
	"02605a3cf2c1014141342048a8683238392392017e1584070303c3c200b432a6982a98a0107e57c1b05056640e450503ce3a1c1c91c90050504d0826" +
	"32c0d8c2d9a68069e9280a4081c0c0f0f0802d0ca9a60aa628041f95f06c14159903914140f38e0a16cd34034f4940520141413421000606106079d0" +
	"581c"

// TestVersion4 writes a unit whose version-3 payload is longer than a
// card's back prints in version 4, shorter, and reads it back; refuses its
// version-3 body (the unit has one payload); and keeps the version-1 code
// of a unit that fits, repeats and all.
func TestVersion4(t *testing.T) {
	big := rifleUnit(6)
	v3 := saved.Seal(saved.Sealed{System: saved.FowV4, Version: 3, Body: bodyV3.encode(big)})
	if len(v3) <= saved.MaxBackPayload {
		t.Fatalf("rifleUnit(6)'s version-3 payload is %d bytes, want more than %d", len(v3), saved.MaxBackPayload)
	}
	b := mustEncode(t, big)
	if b[2] != 4 || len(b) > saved.MaxBackPayload {
		t.Errorf("rifleUnit(6) is written as body version %d in %d bytes, want version 4 in at most %d (version 3: %d)", b[2], len(b), saved.MaxBackPayload, len(v3))
	}
	if back, err := Decode(b); err != nil || !reflect.DeepEqual(back, big) {
		t.Errorf("Decode = %+v, %v; want %+v", back, err, big)
	}
	if _, err := Decode(v3); !errors.Is(err, saved.ErrMalformed) {
		t.Errorf("Decode(version 3 of rifleUnit(6)) = %v, want malformed", err)
	}
	small := rifleUnit(4)
	b = mustEncode(t, small)
	if b[2] != 1 {
		t.Errorf("rifleUnit(4) (%d bytes) is written as body version %d, want 1", len(b), b[2])
	}
	if got := hex.EncodeToString(b); got != rifleV1 {
		t.Errorf("rifleUnit(4)'s payload changed:\n got %s\nwant %s", got, rifleV1)
	}
	stored, _ := hex.DecodeString(rifleV1)
	if back, err := Decode(stored); err != nil || !reflect.DeepEqual(back, small) {
		t.Errorf("Decode(stored rifleUnit(4)) = %+v, %v", back, err)
	}
}

// v4Writes are the parts of a hand-written version-4 body.
type v4Writes func(w *pack.Writer)

// v4Body writes a version-4 body of a unit of the teams.
func v4Body(teams ...v4Writes) []byte {
	var w pack.Writer
	w.NV(1)
	w.Bits(0, v1RoleBits)
	for range 3 {
		w.Bits(4, v1RatingBits)
	}
	w.Bits(0, NumTests)
	w.NV(0)
	writeText(&w, "A")
	writeText(&w, "B")
	w.NV(0)
	w.Bits(uint32(len(teams)-1), v1TeamsBits)
	for _, f := range teams {
		f(&w)
	}
	return w.Bytes()
}

// v4Team writes an infantry team: its hull (nil for save 3, no moves),
// its notes and weapons as written.
func v4Team(name string, hull v4Writes, parts ...v4Writes) v4Writes {
	return func(w *pack.Writer) {
		writeText(w, name)
		w.Bits(TypeInfantry, bodyV4.typeBits)
		w.NV(1)
		w.NV(0)
		if hull != nil {
			hull(w)
		} else {
			w.Bool(false) // not as an earlier team
			w.Bool(false) // not armoured
			w.Bits(3, v1RatingBits)
			for range 4 {
				w.NV(0)
			}
			w.Bits(0, v1CrossBits)
		}
		w.NV(0) // keywords
		for _, p := range parts {
			p(w)
		}
	}
}

// v4Ref writes a reference to the k'th note or weapon, or a hull as team k.
func v4Ref(k uint32) v4Writes { return func(w *pack.Writer) { w.NV(k) } }

// v4Notes writes a count of notes and then each.
func v4Notes(notes ...v4Writes) v4Writes {
	return func(w *pack.Writer) {
		w.NV(uint32(len(notes)))
		for _, n := range notes {
			n(w)
		}
	}
}

// v4Note writes a new note.
func v4Note(s string) v4Writes { return func(w *pack.Writer) { w.NV(0); writeText(w, s) } }

// v4Weapons writes a count of weapons and then each.
func v4Weapons(ws ...v4Writes) v4Writes {
	return func(w *pack.Writer) {
		w.Bits(uint32(len(ws)), v1WeaponsBits)
		for _, x := range ws {
			x(w)
		}
	}
}

// v4Weapon writes a new weapon line: shared runes of its team's name, the
// rest of its name, and a range of 1".
func v4Weapon(shared uint32, rest string) v4Writes {
	return func(w *pack.Writer) {
		w.NV(0)
		w.NV(shared)
		writeText(w, rest)
		writeWeaponValues(w, Weapon{Range: 1, Firepower: 6})
	}
}

// TestDecodeMalformedV4 writes version-4 bodies by hand, each with one
// repeat written wrong: a reference must be to the first of what it
// repeats, nothing that repeats is written again, and a weapon's name
// takes all it shares with its team's.
func TestDecodeMalformedV4(t *testing.T) {
	asFirst := func(w *pack.Writer) { w.Bool(true); w.NV(0) }
	noParts := []v4Writes{v4Notes(), v4Weapons()}
	for _, tc := range []struct {
		name string
		body []byte
		want string
	}{
		{"first team's hull as an earlier", v4Body(v4Team("T", asFirst, noParts...)), "the first team's hull"},
		{"hull written again", v4Body(v4Team("T", nil, noParts...), v4Team("U", nil, noParts...)), "team 2: a hull written again that team 1 has"},
		{"note written again", v4Body(v4Team("T", nil, v4Notes(v4Note("x"), v4Note("x")), v4Weapons())), "written again as the unit's note 1"},
		{"note as a later copy", v4Body(v4Team("T", nil, v4Notes(v4Note("x"), v4Ref(1), v4Ref(2)), v4Weapons())), "as the unit's note 2, which its note 1 is first"},
		{"weapon written again", v4Body(v4Team("T", nil, v4Notes(), v4Weapons(v4Weapon(0, "g"), v4Weapon(0, "g")))), "written again as the unit's weapon 1"},
		{"weapon as a later copy", v4Body(v4Team("T", nil, v4Notes(), v4Weapons(v4Weapon(0, "g"), v4Ref(1), v4Ref(2)))), "as the unit's weapon 2, which its weapon 1 is first"},
		{"name sharing less than it does", v4Body(v4Team("Tiger", nil, v4Notes(), v4Weapons(v4Weapon(2, "ger gun")))), "2 runes from the team's name, where it shares 5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode(saved.Seal(saved.Sealed{System: saved.FowV4, Version: 4, Body: tc.body}))
			if !errors.Is(err, saved.ErrMalformed) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Decode = %v, want saved.ErrMalformed with %q", err, tc.want)
			}
		})
	}
	// The same unit written right decodes, to version 1's unit: which a
	// version-4 body may not carry.
	ok := v4Body(v4Team("Tiger", nil, v4Notes(v4Note("x"), v4Ref(1)), v4Weapons(v4Weapon(5, " gun"), v4Ref(1))))
	_, err := Decode(saved.Seal(saved.Sealed{System: saved.FowV4, Version: 4, Body: ok}))
	if !errors.Is(err, saved.ErrMalformed) || !strings.Contains(err.Error(), "a version-4 body of a unit that version 1 carries") {
		t.Errorf("Decode(a version-4 body written right of a small unit) = %v, want malformed for its version", err)
	}
}
