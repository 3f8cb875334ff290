package bsdata

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
)

// The characteristics read, as the two editions name them.
var (
	charDamage    = []string{"Damage Value"}
	charMove      = []string{"Type", "Movement Type"}
	charTransport = []string{"Transport", "Transport Slots"}
	charTow       = []string{"Tow"}
	charRules     = []string{"Special Rules"}
	charRange     = []string{"Range"}
	charShots     = []string{"Shots"}
	charPen       = []string{"Penetration", "Pen"}
)

// char returns a profile's characteristic by any of its names.
func char(p *bs.Profile, names []string) (string, bool) {
	for _, n := range names {
		if v, ok := p.Chars[n]; ok {
			return v, true
		}
	}
	return "", false
}

// profile reads the vehicle's profile from its selection: the Vehicle
// profile's values, its rules, and the weapons selected inside it.
func (b *builder) profile(sel *bs.Selection) *codec.Profile {
	p := &codec.Profile{}
	vps := typed(sel, isVehicleType)
	if len(vps) == 0 {
		b.fail("its selection has no Vehicle profile")
		return p
	}
	vp := vps[0]
	dv, _ := char(vp, charDamage)
	n, class, note, ok := damage(dv)
	switch {
	case !ok:
		b.fail("Damage Value %q cannot be read: it wants a number and a class, such as \"Medium Tank 9+\"", dv)
	case note != "":
		b.note("Damage Value %q %s", dv, note)
	}
	p.Damage, p.Class = n, class
	if v, given := char(vp, charMove); given {
		if m, ok := move(v); ok {
			p.Move = m
		} else {
			b.note("movement type %q is not tracked, wheeled or half-tracked; left out", v)
		}
	}
	if v, given := char(vp, charTransport); given {
		n, rest, ok := transport(v)
		switch {
		case !ok || n > codec.MaxTransport:
			b.fail("Transport %q cannot be read as a number of men", v)
		case rest != "":
			b.note("Transport %q: written %d; the rest (%q) is for the book", v, n, rest)
		}
		p.Transport = uint8(min(n, codec.MaxTransport))
	}
	if v, given := char(vp, charTow); given {
		t, ok := tow(v)
		if ok {
			p.Tow = t
		} else {
			b.note("Tow %q cannot be read as the guns it tows; left out", v)
		}
	}
	var rs []string
	if v, given := char(vp, charRules); given {
		rs = rules(v)
	}
	rs = append(append(rs, sel.Rules...), optionRules(sel)...)
	p.Rules = b.ruleList("the vehicle", rs)
	p.Weapons = b.weapons(sel)
	if utf8.RuneCountInString(clean(b.v.Name)) > crewexp.MaxVehicle {
		b.note("its name is longer than the %d characters a card's header prints; shortened", crewexp.MaxVehicle)
	}
	return p
}

// ruleList keeps each rule once, those the card prints, and warns of the
// rest.
func (b *builder) ruleList(whose string, rs []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range rs {
		switch r = clean(r); {
		case r == "" || seen[r]:
		case utf8.RuneCountInString(r) > codec.MaxRuleRunes:
			b.note("%s: rule %q is longer than the %d characters a card prints; left out", whose, r, codec.MaxRuleRunes)
		case len(out) == codec.MaxRules:
			b.note("%s: rule %q is beyond the %d a card prints; left out", whose, r, codec.MaxRules)
		default:
			out = append(out, r)
		}
		seen[r] = true
	}
	return out
}

// weapons reads the Weapon profiles selected inside the vehicle, a nested
// vehicle's left to it: one weapon a profile, named by its selection when
// the selection holds that one weapon, counted by the selections' numbers.
func (b *builder) weapons(sel *bs.Selection) []codec.Weapon {
	var out []codec.Weapon
	var walk func(s *bs.Selection, n int)
	walk = func(s *bs.Selection, n int) {
		if s != sel {
			n *= max(s.Number, 1)
			if holds(s, isVehicleType) {
				return
			}
		}
		ws := typed(s, isWeaponType)
		for _, q := range ws {
			name, holder := q.Name, []string(nil)
			if len(ws) == 1 && s != sel {
				name, holder = s.Name, s.Rules // the selection's rules are its one weapon's: Co-axial Weapon
			}
			if w, ok := b.weapon(clean(name), q, n, holder); ok {
				out = append(out, w)
			}
		}
		for _, k := range s.Children {
			walk(k, n)
		}
	}
	walk(sel, 1)
	out = b.merge(out)
	if len(out) > codec.MaxWeapons {
		for _, w := range out[codec.MaxWeapons:] {
			b.note("weapon %q is beyond the %d a card prints; left out", w.Name, codec.MaxWeapons)
		}
		out = out[:codec.MaxWeapons]
	}
	return out
}

// teamRules are the rules of a weapon team on foot, which the data's
// shared weapon profiles carry and a vehicle's mounted weapon does not
// take: its crew serves it, and its mount, not Fixed, gives its arc.
var teamRules = map[string]bool{"team": true, "fixed": true}

// weaponName shortens a weapon's name to n runes by rules that keep what
// the weapon is, which English names last ("Casement-mounted forward
// facing heavy howitzer"): a clause after the weapon goes first ("… with
// 360 degree arc of fire", "… covering front and right arcs"), then the
// words before its last two, from the first ("forward facing heavy
// howitzer"); a name still too long is cut with an ellipsis (fit).
func weaponName(name string, n int) string {
	fits := func(s string) bool { return utf8.RuneCountInString(s) <= n }
	if fits(name) {
		return name
	}
	whole := name
	for _, clause := range []string{" with ", " covering ", " including ", " ("} {
		for i := 1; i+len(clause) <= len(name); i++ {
			if strings.EqualFold(name[i:i+len(clause)], clause) { // ASCII: i starts a rune
				name = name[:i]
				break
			}
		}
	}
	words := strings.Fields(name)
	for len(words) > 2 && !fits(strings.Join(words, " ")) {
		words = words[1:]
	}
	short := strings.Join(words, " ")
	if short == "" {
		return fit(whole, n)
	}
	if first, _ := utf8.DecodeRuneInString(whole); unicode.IsUpper(first) {
		r, size := utf8.DecodeRuneInString(short)
		short = string(unicode.ToUpper(r)) + short[size:] // a name begins as it did
	}
	return fit(short, n)
}

// weapon reads one Weapon profile. A weapon whose values cannot be read is
// left out, with a warning that says which.
func (b *builder) weapon(name string, q *bs.Profile, n int, more []string) (codec.Weapon, bool) {
	w := codec.Weapon{Name: weaponName(name, crewexp.MaxVehicle)}
	if w.Name != name {
		b.note("weapon %q: its name is longer than the %d characters a card prints; shortened", name, crewexp.MaxVehicle)
	}
	if n > codec.MaxCount {
		b.note("weapon %q: %d of them, more than a card counts (%d); left out", name, n, codec.MaxCount)
		return w, false
	}
	w.Count = uint8(n)
	rv, _ := char(q, charRange)
	sv, _ := char(q, charShots)
	pv, _ := char(q, charPen)
	r, okR := weaponRange(rv)
	s, okS := shots(sv)
	p, heRule, okP := pen(pv)
	if !okR || !okS || !okP {
		b.note("weapon %q: range %q, shots %q, pen %q cannot all be read; left out", name, rv, sv, pv)
		return w, false
	}
	w.Range, _ = crewexp.ParseRange(r)
	w.Shots, _ = crewexp.ParseShots(s)
	w.Pen, _ = crewexp.ParsePen(p)
	var rs []string
	if v, given := char(q, charRules); given {
		for _, r := range rules(v) {
			if !teamRules[strings.ToLower(r)] {
				rs = append(rs, r)
			}
		}
	}
	if heRule != "" {
		rs = append(rs, heRule)
	}
	rs = append(rs, more...)
	w.Rules = b.ruleList("weapon "+strconv.Quote(name), rs)
	return w, true
}

// optionRules are the rules of the options selected inside the vehicle
// (Armoured Skirts): every selection that holds no weapon, a nested
// vehicle's left to it.
func optionRules(sel *bs.Selection) []string {
	var out []string
	var walk func(s *bs.Selection)
	walk = func(s *bs.Selection) {
		for _, k := range s.Children {
			if holds(k, isVehicleType) {
				continue
			}
			if !holds(k, isWeaponType) {
				out = append(out, k.Rules...)
			}
			walk(k)
		}
	}
	walk(sel)
	return out
}

// typed returns a selection's profiles of a type.
func typed(s *bs.Selection, is func(string) bool) []*bs.Profile {
	var out []*bs.Profile
	for _, q := range s.Profiles {
		if is(q.Type) {
			out = append(out, q)
		}
	}
	return out
}

// holds reports whether a selection has a profile of a type.
func holds(s *bs.Selection, is func(string) bool) bool { return len(typed(s, is)) > 0 }

// merge counts alike weapons once: two turrets' light AT guns of the same
// name and values are a weapon of count 2.
func (b *builder) merge(ws []codec.Weapon) []codec.Weapon {
	var out []codec.Weapon
	for _, w := range ws {
		i := slices.IndexFunc(out, func(o codec.Weapon) bool {
			return o.Name == w.Name && o.Range == w.Range && o.Shots == w.Shots && o.Pen == w.Pen && slices.Equal(o.Rules, w.Rules)
		})
		switch {
		case i < 0:
			out = append(out, w)
		case int(out[i].Count)+int(w.Count) > codec.MaxCount:
			b.note("weapon %q: more than a card counts (%d); the rest left out", w.Name, codec.MaxCount)
		default:
			out[i].Count += w.Count
		}
	}
	return out
}
