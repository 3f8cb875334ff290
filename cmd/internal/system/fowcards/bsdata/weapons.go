package bsdata

import (
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/model/fow"
)

// readWeapon reads a weapon profile; ok is false when a value cannot be
// read (reported).
func (b *builder) readWeapon(p *Profile) (*weapon, bool) {
	w := &weapon{prof: p, name: shorten(bracketed.ReplaceAllString(p.Name, ""), fow.MaxWeaponName)}
	ok := true
	bad := func(char string) {
		b.fail("weapon %q: %s", p.Name, cannotRead(char, p.Chars[char]))
		ok = false
	}
	var good bool
	if w.rng, good = dist(p.Chars["Range"]); !good || w.rng == "-" {
		bad("Range")
	}
	switch h := strings.ToUpper(clean(p.Chars["Halted ROF"])); h {
	case "ARTILLERY", "SALVO":
		w.artillery, w.salvo = true, h == "SALVO"
	default:
		if w.halted, good = rof(h); !good {
			bad("Halted ROF")
		}
		if w.moving, good = rof(p.Chars["Moving ROF"]); !good {
			bad("Moving ROF")
		}
	}
	if n, good := whole(p.Chars["Anti-Tank"], fow.MaxAntiTank); good {
		w.at = strconv.Itoa(n)
	} else {
		bad("Anti-Tank")
	}
	switch fp := clean(p.Chars["Firepower"]); {
	case strings.EqualFold(fp, "AUTO"):
		w.fp = "AUTO"
	default:
		if v, good := plus(fp, 1); good {
			w.fp = v
			if v == "6+" {
				w.fp = "6"
			}
		} else {
			bad("Firepower")
		}
	}
	return w, ok
}

func rof(s string) (string, bool) {
	s = clean(s)
	if s == "-" {
		return s, true
	}
	n, ok := whole(s, fow.MaxROF)
	return strconv.Itoa(n), ok
}

// weapons gives each team the weapons named like it; a unit of one kind of
// team (transports aside) carries all of them.
func (b *builder) weapons(teams []*team) {
	var carriers []*team
	for _, t := range teams {
		if t.typ != "transport" {
			carriers = append(carriers, t)
		}
	}
	mine := map[string]bool{}
	for _, p := range b.size.prof {
		mine[p.ID] = true
	}
	for _, p := range b.u.Weapons {
		if !b.u.own[p.ID] && !mine[p.ID] {
			continue // another size's
		}
		w, ok := b.readWeapon(p)
		if !ok {
			continue
		}
		t := weaponTeam(p.Name, own(teams))
		for _, x := range teams {
			if name, ok := b.kidWeapon[p.ID]; ok && x.name == name {
				t = x
			}
		}
		if t == nil && weaponTeam(p.Name, b.out) != nil {
			continue // a weapon of a team left out
		}
		if t == nil && len(carriers) == 1 {
			t = carriers[0]
		}
		if t == nil {
			if len(teams) > 0 {
				b.note("weapon %q: no team of this size carries it; left out", p.Name)
			}
			continue
		}
		if x := strings.TrimSpace(strings.TrimPrefix(w.name, t.name)); x != w.name && strings.HasPrefix(x, "(") && strings.HasSuffix(x, ")") {
			w.name = x[1 : len(x)-1] // "Tiger (8.8cm)" on the Tiger: "8.8cm"
		} else if i := strings.Index(t.name, " ("); i > 0 {
			if x := strings.TrimSpace(strings.TrimPrefix(w.name, t.name[:i])); x != w.name && strings.HasPrefix(x, "(") && strings.HasSuffix(x, ")") && !strings.Contains(x[1:], "(") {
				w.name = x[1 : len(x)-1] // "Tiger (MGs)" on the Tiger (8.8cm): "MGs"
			}
		}
		t.weapons = append(t.weapons, w)
	}
	for _, t := range teams {
		if t.attached == nil {
			continue
		}
		for _, p := range t.attached.Weapons { // an attached transport's own
			if w, ok := b.readWeapon(p); ok {
				t.weapons = append(t.weapons, w)
			}
		}
	}
	for _, t := range teams {
		t.weapons = pairArtillery(t.weapons)
		if len(t.weapons) > fow.MaxWeapons {
			b.fail("team %q: %d weapons, more than a card's %d", t.name, len(t.weapons), fow.MaxWeapons)
		}
	}
}

// weaponTeam finds the team whose name the weapon's profile names.
func weaponTeam(name string, teams []*team) *team {
	for _, pass := range []func(t *team) bool{
		func(t *team) bool { return fold(name) == fold(t.name) },
		func(t *team) bool { return base(name) == base(t.name) },
		func(t *team) bool { return strings.HasPrefix(fold(name), base(t.name)) && base(t.name) != "" },
		func(t *team) bool { return len(base(name)) >= 2 && strings.HasPrefix(base(t.name), base(name)) }, // "M8 (37mm)" on the M8 Greyhound
	} {
		for _, t := range teams {
			if pass(t) {
				return t
			}
		}
	}
	return nil
}

// pairArtillery joins each bombardment line to the direct-fire weapon of
// the same name; a line without one becomes a weapon that fires only so.
func pairArtillery(ws []*weapon) []*weapon {
	var out []*weapon
	for _, w := range ws {
		if !w.artillery {
			out = append(out, w)
		}
	}
	for _, a := range ws {
		if !a.artillery {
			continue
		}
		var host *weapon
		for _, d := range out {
			if d.bombard == nil && !d.artillery && base(d.prof.Name) == base(a.prof.Name) {
				host = d
				break
			}
		}
		if host == nil {
			host = &weapon{prof: a.prof, name: a.name, rng: a.rng, halted: "-", moving: "-", at: a.at, fp: a.fp}
			out = append(out, host)
		}
		host.bombard = a
		if a.salvo {
			host.keywords = append(host.keywords, "Salvo")
		}
		host.prof = &Profile{Name: host.prof.Name, Chars: map[string]string{"Notes": host.prof.Chars["Notes"] + "," + a.prof.Chars["Notes"]}}
	}
	return out
}

// own returns the teams that are not an attached transport unit's.
func own(teams []*team) []*team {
	var out []*team
	for _, t := range teams {
		if t.attached == nil {
			out = append(out, t)
		}
	}
	return out
}
