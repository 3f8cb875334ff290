package codec

import "fmt"

// Field widths of the version-1 body; see the package documentation.
const (
	v1RoleBits    = 2
	v1RatingBits  = 3
	v1TeamsBits   = 3
	v1TypeBits    = 2
	v1CrossBits   = 3
	v1WeaponsBits = 3
	v1FPBits      = 3
)

// encodeV1 writes the version-1 body of u, which check has accepted.
func encodeV1(u Unit) []byte {
	var w bitWriter
	w.writeNV(uint32(u.Ruleset))
	w.write(uint32(u.Role), v1RoleBits)
	for _, r := range []uint8{u.Motivation, u.Skill, u.IsHitOn} {
		w.write(uint32(r), v1RatingBits)
	}
	var mask uint32
	for i, t := range u.Tests {
		if t != 0 {
			mask |= 1 << i
		}
	}
	w.write(mask, NumTests)
	for _, t := range u.Tests {
		if t != 0 {
			w.write(uint32(t), v1RatingBits)
		}
	}
	w.writeNV(uint32(u.Points))
	writeText(&w, u.Name)
	writeText(&w, u.Nation)
	writeKeywords(&w, u.Keywords)
	w.write(uint32(len(u.Teams)-1), v1TeamsBits)
	for _, t := range u.Teams {
		writeTeam(&w, t)
	}
	return w.buf
}

func writeTeam(w *bitWriter, t Team) {
	writeText(w, t.Name)
	w.write(uint32(t.Type), v1TypeBits)
	w.writeNV(uint32(t.Count))
	w.writeNV(uint32(t.Leader))
	w.writeBool(t.Armoured)
	if t.Armoured {
		w.writeNV(uint32(t.Front))
		w.writeNV(uint32(t.Side))
		w.writeNV(uint32(t.Top))
	} else {
		w.write(uint32(t.Save), v1RatingBits)
	}
	for _, d := range t.Mobility {
		w.writeNV(uint32(d))
	}
	w.write(uint32(t.Cross), v1CrossBits)
	writeKeywords(w, t.Keywords)
	w.writeNV(uint32(len(t.Notes)))
	for _, n := range t.Notes {
		writeText(w, n)
	}
	w.write(uint32(len(t.Weapons)), v1WeaponsBits)
	for _, wp := range t.Weapons {
		writeText(w, wp.Name)
		w.writeNV(uint32(wp.Mount))
		w.writeNV(uint32(wp.Range))
		w.writeNV(rofCode(wp.Halted))
		w.writeNV(rofCode(wp.Moving))
		w.writeNV(uint32(wp.AntiTank))
		w.write(uint32(wp.Firepower), v1FPBits)
		writeKeywords(w, wp.Keywords)
		w.writeBool(wp.Bombard != nil)
		if b := wp.Bombard; b != nil {
			w.writeNV(uint32(b.Range))
			w.writeNV(uint32(b.AntiTank))
			w.write(uint32(b.Firepower), v1FPBits)
		}
	}
}

// rofCode is a ROF as written: 0 for "-", else the dice plus one.
func rofCode(rof uint8) uint32 {
	if rof == NoROF {
		return 0
	}
	return uint32(rof) + 1
}

func writeKeywords(w *bitWriter, ks []Keyword) {
	w.writeNV(uint32(len(ks)))
	for _, k := range ks {
		w.writeNV(uint32(k.ID))
		w.writeBool(k.Param != 0)
		if k.Param != 0 {
			w.writeNV(uint32(k.Param))
		}
	}
}

// decodeV1 reads a version-1 body. It accepts only the bytes that encodeV1
// writes, so every unit it returns re-encodes to the same payload.
func decodeV1(body []byte) (Unit, error) {
	r := &bitReader{buf: body}
	var u Unit
	u.Ruleset = uint8(r.readNV("ruleset", 1, 255))
	u.Role = uint8(r.read(v1RoleBits))
	u.Motivation = uint8(r.readIn("motivation", v1RatingBits, 2, 6))
	u.Skill = uint8(r.readIn("skill", v1RatingBits, 2, 6))
	u.IsHitOn = uint8(r.readIn("is hit on", v1RatingBits, 2, 6))
	mask := r.read(NumTests)
	for i := range u.Tests {
		if mask&(1<<i) != 0 {
			u.Tests[i] = uint8(r.readIn("task rating", v1RatingBits, 2, 6))
		}
	}
	u.Points = uint16(r.readNV("points", 0, MaxPoints))
	u.Name = readText(r, "name")
	u.Nation = readText(r, "nation")
	u.Keywords = readKeywords(r, "unit keywords")
	n := int(r.read(v1TeamsBits)) + 1
	for i := 0; i < n && r.err == nil; i++ {
		u.Teams = append(u.Teams, readTeam(r, fmt.Sprintf("team %d", i+1)))
	}
	if r.err != nil {
		if r.err == errShort {
			return Unit{}, fmt.Errorf("%w: the body ends inside its fields", ErrTruncated)
		}
		return Unit{}, r.err
	}
	if r.left() >= 8 {
		return Unit{}, fmt.Errorf("%w: %d more than its fields need", ErrTrailing, r.left()/8)
	}
	if r.read(r.left()) != 0 {
		return Unit{}, malformed("padding bits are not zero")
	}
	if msg := check(u); msg != "" { // unreachable unless decodeV1 and check disagree
		return Unit{}, malformed("%s", msg)
	}
	return u, nil
}

func readTeam(r *bitReader, field string) Team {
	var t Team
	t.Name = readText(r, field+" name")
	t.Type = uint8(r.read(v1TypeBits))
	t.Count = uint8(r.readNV(field+" count", 1, MaxCount))
	t.Leader = uint8(r.readNV(field+" leader", 0, uint32(t.Count)))
	t.Armoured = r.read(1) == 1
	if t.Armoured {
		t.Front = uint8(r.readNV(field+" front armour", 0, MaxArmour))
		t.Side = uint8(r.readNV(field+" side armour", 0, MaxArmour))
		t.Top = uint8(r.readNV(field+" top armour", 0, MaxArmour))
	} else {
		t.Save = uint8(r.readIn(field+" save", v1RatingBits, 2, 6))
	}
	for i := range t.Mobility {
		t.Mobility[i] = uint8(r.readNV(field+" mobility", 0, MaxDistance))
	}
	t.Cross = uint8(r.read(v1CrossBits))
	if r.err == nil && (t.Cross == 1 || t.Cross > 6) {
		r.fail(malformed("%s cross %d out of range 2..6 (0 for AUTO)", field, t.Cross))
	}
	t.Keywords = readKeywords(r, field+" keywords")
	notes := int(r.readNV(field+" notes", 0, MaxNotes))
	for i := 0; i < notes && r.err == nil; i++ {
		t.Notes = append(t.Notes, readText(r, field+" note"))
	}
	weapons := int(r.readIn(field+" weapons", v1WeaponsBits, 0, MaxWeapons))
	for i := 0; i < weapons && r.err == nil; i++ {
		t.Weapons = append(t.Weapons, readWeapon(r, fmt.Sprintf("%s weapon %d", field, i+1)))
	}
	return t
}

func readWeapon(r *bitReader, field string) Weapon {
	var w Weapon
	w.Name = readText(r, field+" name")
	w.Mount = uint16(r.readNV(field+" mount", 0, MaxID))
	w.Range = uint8(r.readNV(field+" range", 1, MaxDistance))
	w.Halted = readROF(r, field+" halted ROF")
	w.Moving = readROF(r, field+" moving ROF")
	w.AntiTank = uint8(r.readNV(field+" anti-tank", 0, MaxAntiTank))
	w.Firepower = uint8(r.readIn(field+" firepower", v1FPBits, 1, 6))
	w.Keywords = readKeywords(r, field+" keywords")
	if r.read(1) == 1 {
		w.Bombard = &Bombardment{
			Range:     uint8(r.readNV(field+" bombardment range", 1, MaxDistance)),
			AntiTank:  uint8(r.readNV(field+" bombardment anti-tank", 0, MaxAntiTank)),
			Firepower: uint8(r.readIn(field+" bombardment firepower", v1FPBits, 1, 6)),
		}
	}
	return w
}

func readROF(r *bitReader, field string) uint8 {
	v := r.readNV(field, 0, MaxROF+1)
	if v == 0 {
		return NoROF
	}
	return uint8(v - 1)
}

// readKeywords reads a keyword list; nil when it is empty.
func readKeywords(r *bitReader, field string) []Keyword {
	n := int(r.readNV(field, 0, MaxKeywords))
	var ks []Keyword
	for i := 0; i < n && r.err == nil; i++ {
		k := Keyword{ID: uint16(r.readNV(field, 1, MaxID))}
		if r.read(1) == 1 {
			k.Param = uint8(r.readNV(field+" number", 1, MaxParam))
		}
		ks = append(ks, k)
	}
	return ks
}
