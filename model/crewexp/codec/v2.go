package codec

import "github.com/crewcard/crewcard/model/saved/pack"

// Field widths of the version-2 profile; see the package documentation.
const (
	v2DamageBits  = 4
	v2MoveBits    = 2
	v2TowBits     = 3
	v2CountBits   = 4
	v2DieBits     = 2
	v2ListBits    = 4
	v2PenBits     = 4
	v2MaxDieIndex = 3
)

// dieSides are the dice of shots by their 2-bit index; 0 is no die.
var dieSides = [...]uint8{0, 2, 3, 6}

// encodeV2 writes the version-2 body of c, which has a profile and which
// check has accepted: the version-1 fields, then the profile.
func encodeV2(c Crew) []byte {
	var w pack.Writer
	writeV1(&w, c)
	writeProfile(&w, c.Profile)
	return w.Bytes()
}

// writeProfile writes a profile as version 2 lays it out after the
// version-1 fields.
func writeProfile(w *pack.Writer, p *Profile) {
	w.Bits(uint32(p.Damage), v2DamageBits)
	writeProfileText(w, p.Class)
	w.Bits(uint32(p.Move), v2MoveBits)
	w.Bool(p.SoftSkin)
	w.NV(uint32(p.Transport))
	for _, t := range p.Tow {
		w.Bits(uint32(t), v2TowBits)
	}
	writeTexts(w, p.Rules)
	w.Bits(uint32(len(p.Weapons)), v2ListBits)
	for _, x := range p.Weapons {
		writeProfileText(w, x.Name)
		w.Bits(uint32(x.Count), v2CountBits)
		for _, n := range []uint8{x.Range.Min, x.Range.Max, x.Range.AltMin, x.Range.AltMax} {
			w.NV(uint32(n))
		}
		w.NV(uint32(x.Shots.N))
		w.Bits(uint32(dieIndex(x.Shots.Die)), v2DieBits)
		if x.Shots.Die != 0 {
			w.NV(uint32(x.Shots.Plus))
		}
		w.Bits(uint32(x.Pen), v2PenBits)
		writeTexts(w, x.Rules)
	}
}

func writeTexts(w *pack.Writer, ss []string) {
	w.Bits(uint32(len(ss)), v2ListBits)
	for _, s := range ss {
		writeProfileText(w, s)
	}
}

func dieIndex(sides uint8) int {
	for i, s := range dieSides {
		if s == sides {
			return i
		}
	}
	return 0
}

// decodeV2 reads a version-2 body: a version-1 body and a profile. It
// accepts only the bytes that encodeV2 writes.
func decodeV2(body []byte) (Crew, error) {
	r := pack.NewReader(body)
	c := readV1(r)
	c.Profile = readProfile(r)
	return end(r, c)
}

// readProfile reads a profile that writeProfile wrote.
func readProfile(r *pack.Reader) *Profile {
	p := &Profile{}
	p.Damage = uint8(r.In("damage value", v2DamageBits, MinDamage, MaxDamage))
	p.Class = readRule(r, "class")
	p.Move = uint8(r.Bits(v2MoveBits))
	p.SoftSkin = r.Bits(1) == 1
	p.Transport = uint8(r.NV("transport", 0, MaxTransport))
	for i := range p.Tow {
		p.Tow[i] = uint8(r.In("tow", v2TowBits, TowNone, TowAny))
	}
	p.Rules = readTexts(r, "rule")
	n := int(r.In("weapons", v2ListBits, 0, MaxWeapons))
	for i := 0; i < n && r.Err() == nil; i++ {
		var x Weapon
		x.Name = readProfileText(r, "weapon", MaxRunes)
		x.Count = uint8(r.In("count", v2CountBits, 1, MaxCount))
		for _, f := range []*uint8{&x.Range.Min, &x.Range.Max, &x.Range.AltMin, &x.Range.AltMax} {
			*f = uint8(r.NV("range", 0, MaxInches))
		}
		x.Shots.N = uint8(r.NV("shots", 0, MaxShots))
		x.Shots.Die = dieSides[r.Bits(v2DieBits)]
		if x.Shots.Die != 0 {
			x.Shots.Plus = uint8(r.NV("shots", 0, MaxPlus))
		}
		x.Pen = uint8(r.In("penetration", v2PenBits, PenNone, MaxPen))
		x.Rules = readTexts(r, "rule")
		p.Weapons = append(p.Weapons, x)
	}
	return p
}

func readRule(r *pack.Reader, field string) string { return readProfileText(r, field, MaxRuleRunes) }

func readTexts(r *pack.Reader, field string) []string {
	n := int(r.In(field+"s", v2ListBits, 0, MaxRules))
	var out []string
	for i := 0; i < n && r.Err() == nil; i++ {
		out = append(out, readRule(r, field))
	}
	return out
}
