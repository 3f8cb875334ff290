package bsdata

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
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
	} else if why := distNote(p.Chars["Range"]); why != "" {
		b.distProblem(fmt.Sprintf("weapon %q: characteristic \"Range\"", p.Name), p.Chars["Range"], why)
		ok = ok && why != cmMismatch
	}
	h := strings.ToUpper(clean(p.Chars["Halted ROF"]))
	switch word, isWord := rofWords[h]; {
	case isWord:
		if word != h {
			b.note("weapon %q: characteristic \"Halted ROF\": %q read as %s", p.Name, clean(p.Chars["Halted ROF"]), word)
		}
		w.artillery, w.salvo = true, word == "SALVO"
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

// rofWords are the words a Halted ROF gives for a bombardment, as the data
// spells them, its misspellings among them.
var rofWords = map[string]string{"ARTILLERY": "ARTILLERY", "ARFTILLERY": "ARTILLERY", "SALVO": "SALVO"}

// rof reads a rate of fire, a known aside ("3 (LFTF)") left out as the
// distances' are.
func rof(s string) (string, bool) {
	s = strings.TrimSpace(asideRe.ReplaceAllString(clean(s), ""))
	if s == "-" {
		return s, true
	}
	n, ok := whole(s, fow.MaxROF)
	return strconv.Itoa(n), ok
}

// weapons gives each weapon profile to the team of the selection that
// holds it: a team it counts, else a team whose profile it holds, else
// the same of the selection around it. Names break ties between teams.
func (b *builder) weapons(sel *bs.Selection, teams []*team) {
	sel.Walk(func(s *bs.Selection) {
		for _, p := range profilesOf(s, isWeapon) {
			t := b.weaponHolder(s, p, teams)
			if t == nil {
				b.note("weapon %q: no team of this size carries it; left out", p.Name)
				continue
			}
			if w, ok := b.readWeapon(p); ok && !hasWeapon(t, p) {
				trimName(w, t)
				t.weapons = append(t.weapons, w)
			}
		}
	})
	for _, t := range teams {
		for _, p := range t.weaponsOf { // an attached transport's own
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

// weaponHolder finds the team that carries a weapon profile held by s:
// for s and each selection around it in turn, the team it counts, else
// the team whose profile it holds, else the team counted inside it; names
// break ties between teams, then one that is no transport wins, then one
// whose own entry holds no weapon.
func (b *builder) weaponHolder(s *bs.Selection, p *Profile, teams []*team) *team {
	for x := s; x != nil; x = x.Parent {
		for _, by := range []func(t *team) bool{
			func(t *team) bool { return t.home == x },
			func(t *team) bool { return t.carrier == x },
			func(t *team) bool { return inside(t.home, x) }, // an option of a size arms its teams
		} {
			if cands := slices.DeleteFunc(slices.Clone(teams), func(t *team) bool { return !by(t) }); len(cands) > 0 {
				return oneOf(cands, p.Name, x)
			}
		}
	}
	return nil
}

// oneOf breaks a tie between the teams that may carry a weapon held by x:
// the one the weapon's name names, else the one that is no transport,
// else the one whose own entry holds no weapon (the Panzerschreck team
// carries only its own); nil when still more than one.
func oneOf(cands []*team, weapon string, x *bs.Selection) *team {
	if len(cands) == 1 {
		return cands[0]
	}
	if t := weaponTeam(weapon, cands); t != nil {
		return t
	}
	m := slices.DeleteFunc(cands, isTransport)
	if len(m) > 1 {
		m = slices.DeleteFunc(m, func(t *team) bool { return t.home != x && len(profilesOf(t.home, isWeapon)) > 0 })
	}
	if len(m) == 1 {
		return m[0]
	}
	return nil
}

// inside reports whether the selection s is x or lies inside it.
func inside(s, x *bs.Selection) bool {
	for ; s != nil; s = s.Parent {
		if s == x {
			return true
		}
	}
	return false
}

func isTransport(t *team) bool { return t.typ == "transport" }

func hasWeapon(t *team, p *Profile) bool {
	for _, w := range t.weapons {
		if w.prof.ID == p.ID && p.ID != "" {
			return true
		}
	}
	return false
}

// trimName drops the team's name from a weapon's: "Tiger (8.8cm)" on the
// Tiger is "8.8cm".
func trimName(w *weapon, t *team) {
	if x := strings.TrimSpace(strings.TrimPrefix(w.name, t.name)); x != w.name && strings.HasPrefix(x, "(") && strings.HasSuffix(x, ")") {
		w.name = x[1 : len(x)-1]
	} else if i := strings.Index(t.name, " ("); i > 0 {
		if x := strings.TrimSpace(strings.TrimPrefix(w.name, t.name[:i])); x != w.name && strings.HasPrefix(x, "(") && strings.HasSuffix(x, ")") && !strings.Contains(x[1:], "(") {
			w.name = x[1 : len(x)-1] // "Tiger (MGs)" on the Tiger (8.8cm): "MGs"
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
// the same name, the words for how each fires aside ("105mm howitzer
// (Artillery)" and "105mm howitzer (Direct Fire)"); a line without one
// becomes a weapon that fires only so ("Hummel (15cm)" is not "Hummel
// (MG)").
var (
	modeWords  = regexp.MustCompile(`(?i)\b(?:firing\s+)?(?:artillery|bombardment|(?:in)?direct(?:\s+fire)?)\b`)
	leftComma  = regexp.MustCompile(`\s*,\s*([)\]])|([(\[])\s*,\s*`)
	emptyMarks = regexp.MustCompile(`\s*[(\[]\s*[)\]]`)
)

// pairKey is a weapon's name without its book code and the words for how
// it fires.
func pairKey(s string) string {
	s = modeWords.ReplaceAllString(unitCode.ReplaceAllString(s, ""), "")
	s = emptyMarks.ReplaceAllString(leftComma.ReplaceAllString(s, "$1$2"), "")
	return fold(strings.TrimSpace(s))
}

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
			if d.bombard == nil && !d.artillery && pairKey(d.prof.Name) == pairKey(a.prof.Name) {
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
