package codec

import (
	"fmt"
	"slices"
	"unicode/utf8"

	"github.com/crewcard/crewcard/model/saved"
	"github.com/crewcard/crewcard/model/saved/pack"
)

// Field widths of the bodies; see the package documentation.
const (
	v1RoleBits    = 2
	v1RatingBits  = 3
	v1TeamsBits   = 3
	v1CrossBits   = 3
	v1WeaponsBits = 3
	v1FPBits      = 3
)

// body is what sets the body versions apart: version 2 has a wider team
// type, for aircraft, firepower 0 for AUTO, and a seventh weapon; version 3
// gives an aircraft a save and a team that cannot move the Cross "-";
// version 4 writes what repeats once.
type body struct {
	version      uint8
	typeBits     uint
	fpLo         uint32 // the least firepower
	maxWeapons   uint32 // weapons of one team
	aircraftSave bool   // an aircraft team may have a save
	crossNone    bool   // a team's Cross may be CrossNone
	repeats      bool   // a team's hull as an earlier team's, a weapon's name from its team's
}

var (
	bodyV1 = body{version: 1, typeBits: 2, fpLo: 1, maxWeapons: 6}
	bodyV2 = body{version: 2, typeBits: 3, fpLo: 0, maxWeapons: MaxWeapons}
	bodyV3 = body{version: 3, typeBits: 3, fpLo: 0, maxWeapons: MaxWeapons, aircraftSave: true, crossNone: true}
	bodyV4 = body{version: 4, typeBits: 3, fpLo: 0, maxWeapons: MaxWeapons, aircraftSave: true, crossNone: true, repeats: true}
)

// write returns the body version Encode writes for u, and the body:
// version 4 only for a unit whose payload in the version that values alone
// call for (carrier) is longer than saved.MaxBackPayload, the longest a
// card prints, so that every unit a card has printed keeps its code; else
// that version.
func write(u Unit) (uint8, []byte) {
	v := carrier(u)
	b := bodies[v].encode(u)
	if len(saved.Seal(saved.Sealed{System: saved.FowV4, Version: v, Body: b})) > saved.MaxBackPayload {
		return 4, bodyV4.encode(u)
	}
	return v, b
}

// oldest returns the body version Encode writes for u (write).
func oldest(u Unit) uint8 {
	v, _ := write(u)
	return v
}

// carrier returns the oldest of body versions 1 to 3 that carries u:
// version 3 only for an aircraft team with a save or a team whose Cross
// is "-", version 2 only for an aircraft team, a firepower of AUTO or a
// team of seven weapons.
func carrier(u Unit) uint8 {
	for _, t := range u.Teams {
		if t.Type == TypeAircraft && t.Save != 0 || t.Cross == CrossNone {
			return 3
		}
	}
	for _, t := range u.Teams {
		if t.Type == TypeAircraft || uint32(len(t.Weapons)) > bodyV1.maxWeapons {
			return 2
		}
		for _, w := range t.Weapons {
			if w.Firepower == FirepowerAuto || w.Bombard != nil && w.Bombard.Firepower == FirepowerAuto {
				return 2
			}
		}
	}
	return 1
}

// bodies are the body layouts by version.
var bodies = [...]body{1: bodyV1, 2: bodyV2, 3: bodyV3, 4: bodyV4}

// encode writes the body of u, which check has accepted and which this
// version carries.
func (l body) encode(u Unit) []byte {
	var w pack.Writer
	w.NV(uint32(u.Ruleset))
	w.Bits(uint32(u.Role), v1RoleBits)
	for _, r := range []uint8{u.Motivation, u.Skill, u.IsHitOn} {
		w.Bits(uint32(r), v1RatingBits)
	}
	var mask uint32
	for i, t := range u.Tests {
		if t != 0 {
			mask |= 1 << i
		}
	}
	w.Bits(mask, NumTests)
	for _, t := range u.Tests {
		if t != 0 {
			w.Bits(uint32(t), v1RatingBits)
		}
	}
	w.NV(uint32(u.Points))
	writeText(&w, u.Name)
	writeText(&w, u.Nation)
	writeKeywords(&w, u.Keywords)
	w.Bits(uint32(len(u.Teams)-1), v1TeamsBits)
	var sn seen
	for _, t := range u.Teams {
		l.writeTeam(&w, t, &sn)
	}
	return w.Bytes()
}

func (l body) writeTeam(w *pack.Writer, t Team, sn *seen) {
	defer func() { sn.teams = append(sn.teams, t) }()
	writeText(w, t.Name)
	w.Bits(uint32(t.Type), l.typeBits)
	w.NV(uint32(t.Count))
	w.NV(uint32(t.Leader))
	if l.repeats {
		k := sameHull(t, sn.teams)
		w.Bool(k >= 0)
		if k >= 0 {
			w.NV(uint32(k))
			l.writeGear(w, t, sn)
			return
		}
	}
	w.Bool(t.Armoured)
	if t.Armoured {
		w.NV(uint32(t.Front))
		w.NV(uint32(t.Side))
		w.NV(uint32(t.Top))
	} else {
		w.Bits(uint32(t.Save), v1RatingBits)
	}
	for _, d := range t.Mobility {
		w.NV(uint32(d))
	}
	w.Bits(uint32(t.Cross), v1CrossBits)
	l.writeGear(w, t, sn)
}

// writeGear writes what follows a team's hull: its keywords, notes and
// weapons.
func (l body) writeGear(w *pack.Writer, t Team, sn *seen) {
	writeKeywords(w, t.Keywords)
	w.NV(uint32(len(t.Notes)))
	for _, n := range t.Notes {
		if l.repeats && again(w, &sn.notes, n, sn.note) {
			continue
		}
		writeText(w, n)
	}
	w.Bits(uint32(len(t.Weapons)), v1WeaponsBits)
	for _, wp := range t.Weapons {
		if l.repeats {
			if again(w, &sn.weapons, wp, sn.weapon) {
				continue
			}
			n := sharedRunes(t.Name, wp.Name)
			w.NV(uint32(n))
			writeText(w, wp.Name[len(runesOf(wp.Name, n)):])
		} else {
			writeText(w, wp.Name)
		}
		writeWeaponValues(w, wp)
	}
}

// writeWeaponValues writes a weapon's line after its name.
func writeWeaponValues(w *pack.Writer, wp Weapon) {
	w.NV(uint32(wp.Mount))
	w.NV(uint32(wp.Range))
	w.NV(rofCode(wp.Halted))
	w.NV(rofCode(wp.Moving))
	w.NV(uint32(wp.AntiTank))
	w.Bits(uint32(wp.Firepower), v1FPBits)
	writeKeywords(w, wp.Keywords)
	w.Bool(wp.Bombard != nil)
	if b := wp.Bombard; b != nil {
		w.NV(uint32(b.Range))
		w.NV(uint32(b.AntiTank))
		w.Bits(uint32(b.Firepower), v1FPBits)
	}
}

// rofCode is a ROF as written: 0 for "-", else the dice plus one.
func rofCode(rof uint8) uint32 {
	if rof == NoROF {
		return 0
	}
	return uint32(rof) + 1
}

func writeKeywords(w *pack.Writer, ks []Keyword) {
	w.NV(uint32(len(ks)))
	for _, k := range ks {
		w.NV(uint32(k.ID))
		w.Bool(k.Param != 0)
		if k.Param != 0 {
			w.NV(uint32(k.Param))
		}
	}
}

func decodeV1(b []byte) (Unit, error) { return bodyV1.decode(b) }
func decodeV2(b []byte) (Unit, error) { return bodyV2.decode(b) }
func decodeV3(b []byte) (Unit, error) { return bodyV3.decode(b) }
func decodeV4(b []byte) (Unit, error) { return bodyV4.decode(b) }

// decode reads a body of this version. It accepts only the bytes that
// encode writes, and a body of a version only for a unit that no older
// version carries, so every unit it returns re-encodes to the same
// payload.
func (l body) decode(b []byte) (Unit, error) {
	r := pack.NewReader(b)
	var u Unit
	u.Ruleset = uint8(r.NV("ruleset", 1, 255))
	u.Role = uint8(r.Bits(v1RoleBits))
	u.Motivation = uint8(r.In("motivation", v1RatingBits, 2, 6))
	u.Skill = uint8(r.In("skill", v1RatingBits, 2, 6))
	u.IsHitOn = uint8(r.In("is hit on", v1RatingBits, 2, 6))
	mask := r.Bits(NumTests)
	for i := range u.Tests {
		if mask&(1<<i) != 0 {
			u.Tests[i] = uint8(r.In("task rating", v1RatingBits, 2, 6))
		}
	}
	u.Points = uint16(r.NV("points", 0, MaxPoints))
	u.Name = readText(r, "name")
	u.Nation = readText(r, "nation")
	u.Keywords = readKeywords(r, "unit keywords")
	n := int(r.Bits(v1TeamsBits)) + 1
	var sn seen
	for i := 0; i < n && r.Err() == nil; i++ {
		u.Teams = append(u.Teams, l.readTeam(r, fmt.Sprintf("team %d", i+1), &sn))
	}
	if err := r.End(); err != nil {
		return Unit{}, err
	}
	if msg := check(u); msg != "" { // unreachable unless decode and check disagree
		return Unit{}, pack.Malformed("%s", msg)
	}
	if oldest(u) != l.version {
		return Unit{}, pack.Malformed("a version-%d body of a unit that version %d carries", l.version, oldest(u))
	}
	return u, nil
}

func (l body) readTeam(r *pack.Reader, field string, sn *seen) (t Team) {
	defer func() { sn.teams = append(sn.teams, t) }()
	earlier := sn.teams
	t.Name = readText(r, field+" name")
	t.Type = uint8(r.Bits(l.typeBits))
	if r.Err() == nil && t.Type > TypeAircraft {
		r.Fail(pack.Malformed("%s type %d out of range 0..%d", field, t.Type, TypeAircraft))
	}
	t.Count = uint8(r.NV(field+" count", 1, MaxCount))
	t.Leader = uint8(r.NV(field+" leader", 0, uint32(t.Count)))
	if l.repeats && r.Bits(1) == 1 {
		if len(earlier) == 0 {
			r.Fail(pack.Malformed("%s: the first team's hull as an earlier team's", field))
			return t
		}
		k := int(r.NV(field+" hull as team", 0, uint32(len(earlier)-1)))
		if r.Err() != nil {
			return t
		}
		e := earlier[k]
		t.Armoured, t.Front, t.Side, t.Top, t.Save, t.Mobility, t.Cross = e.Armoured, e.Front, e.Side, e.Top, e.Save, e.Mobility, e.Cross
		if sameHull(t, earlier) != k {
			r.Fail(pack.Malformed("%s: hull as team %d, where team %d has it first", field, k+1, sameHull(t, earlier)+1))
		}
		l.readGear(r, field, &t, sn)
		return t
	}
	t.Armoured = r.Bits(1) == 1
	if t.Armoured {
		t.Front = uint8(r.NV(field+" front armour", 0, MaxArmour))
		t.Side = uint8(r.NV(field+" side armour", 0, MaxArmour))
		t.Top = uint8(r.NV(field+" top armour", 0, MaxArmour))
	} else if t.Type == TypeAircraft && !l.aircraftSave {
		t.Save = uint8(r.In(field+" save", v1RatingBits, 0, 0)) // an aircraft has none
	} else if t.Type == TypeAircraft {
		t.Save = uint8(r.In(field+" save", v1RatingBits, 0, 6))
		if r.Err() == nil && t.Save == 1 {
			r.Fail(pack.Malformed("%s save 1 out of range 2..6 (0 for none)", field))
		}
	} else {
		t.Save = uint8(r.In(field+" save", v1RatingBits, 2, 6))
	}
	for i := range t.Mobility {
		t.Mobility[i] = uint8(r.NV(field+" mobility", 0, MaxDistance))
	}
	t.Cross = uint8(r.Bits(v1CrossBits))
	if r.Err() == nil && (t.Cross == 1 || t.Cross > 6) && !(l.crossNone && t.Cross == CrossNone) {
		r.Fail(pack.Malformed("%s cross %d out of range 2..6 (0 for AUTO)", field, t.Cross))
	}
	if r.Err() == nil && l.repeats && sameHull(t, earlier) >= 0 {
		r.Fail(pack.Malformed("%s: a hull written again that team %d has", field, sameHull(t, earlier)+1))
	}
	l.readGear(r, field, &t, sn)
	return t
}

// readGear reads what follows a team's hull: its keywords, notes and
// weapons.
func (l body) readGear(r *pack.Reader, field string, t *Team, sn *seen) {
	t.Keywords = readKeywords(r, field+" keywords")
	notes := int(r.NV(field+" notes", 0, MaxNotes))
	for i := 0; i < notes && r.Err() == nil; i++ {
		t.Notes = append(t.Notes, l.readNote(r, field+" note", sn))
	}
	weapons := int(r.In(field+" weapons", v1WeaponsBits, 0, l.maxWeapons))
	for i := 0; i < weapons && r.Err() == nil; i++ {
		t.Weapons = append(t.Weapons, l.readWeapon(r, fmt.Sprintf("%s weapon %d", field, i+1), t.Name, sn))
	}
}

func (l body) readWeapon(r *pack.Reader, field, team string, sn *seen) (w Weapon) {
	if l.repeats {
		if k := int(r.NV(field+" as the unit's weapon", 0, uint32(len(sn.weapons)))); k > 0 {
			w = sn.weapons[k-1]
			w.Keywords = slices.Clone(w.Keywords) // a weapon of its own, not the earlier one's
			if w.Bombard != nil {
				b := *w.Bombard
				w.Bombard = &b
			}
			if sn.weapon(w) != k {
				r.Fail(pack.Malformed("%s: as the unit's weapon %d, which its weapon %d is first", field, k, sn.weapon(w)))
			}
			sn.weapons = append(sn.weapons, w)
			return w
		}
		defer func() {
			if r.Err() == nil && sn.weapon(w) != 0 {
				r.Fail(pack.Malformed("%s: written again as the unit's weapon %d", field, sn.weapon(w)))
			}
			sn.weapons = append(sn.weapons, w)
		}()
		n := int(r.NV(field+" name from the team's", 0, uint32(utf8.RuneCountInString(team))))
		rest := readText(r, field+" name")
		w.Name = runesOf(team, n) + rest
		if r.Err() == nil && sharedRunes(team, w.Name) != n {
			r.Fail(pack.Malformed("%s name: %d runes from the team's name, where it shares %d", field, n, sharedRunes(team, w.Name)))
		}
	} else {
		w.Name = readText(r, field+" name")
	}
	w.Mount = uint16(r.NV(field+" mount", 0, MaxID))
	w.Range = uint8(r.NV(field+" range", 1, MaxDistance))
	w.Halted = readROF(r, field+" halted ROF")
	w.Moving = readROF(r, field+" moving ROF")
	w.AntiTank = uint8(r.NV(field+" anti-tank", 0, MaxAntiTank))
	w.Firepower = uint8(r.In(field+" firepower", v1FPBits, l.fpLo, 6))
	w.Keywords = readKeywords(r, field+" keywords")
	if r.Bits(1) == 1 {
		w.Bombard = &Bombardment{
			Range:     uint8(r.NV(field+" bombardment range", 1, MaxDistance)),
			AntiTank:  uint8(r.NV(field+" bombardment anti-tank", 0, MaxAntiTank)),
			Firepower: uint8(r.In(field+" bombardment firepower", v1FPBits, l.fpLo, 6)),
		}
	}
	return w
}

func readROF(r *pack.Reader, field string) uint8 {
	v := r.NV(field, 0, MaxROF+1)
	if v == 0 {
		return NoROF
	}
	return uint8(v - 1)
}

// readKeywords reads a keyword list; nil when it is empty.
func readKeywords(r *pack.Reader, field string) []Keyword {
	n := int(r.NV(field, 0, MaxKeywords))
	var ks []Keyword
	for i := 0; i < n && r.Err() == nil; i++ {
		k := Keyword{ID: uint16(r.NV(field, 1, MaxID))}
		if r.Bits(1) == 1 {
			k.Param = uint8(r.NV(field+" number", 1, MaxParam))
		}
		ks = append(ks, k)
	}
	return ks
}
