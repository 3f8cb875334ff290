package bsdata

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow"
)

// team is one kind of team being built.
type team struct {
	name     string
	typ      string
	count    int
	prof     *Profile
	keywords []string
	notes    []string
	weapons  []*weapon
	attached *Unit // the transport unit it is, named by its code
}

type weapon struct {
	prof      *Profile
	name      string
	rng       string
	halted    string // a number or "-"
	moving    string
	at        string
	fp        string
	keywords  []string
	bombard   *weapon // its artillery line
	artillery bool    // this profile is a bombardment line
	salvo     bool
}

// builder maps one unit at one size, collecting the problems.
type builder struct {
	cat    *Catalogue
	u      *Unit
	nation string
	size   Size
	// kidWeapon names, by a weapon profile's id, the team whose entry
	// carries it.
	kidWeapon map[string]string
	role      string  // "" for RoleOf
	points    float64 // 0 for the size's
	out       []*team // the size's parts that have no profile, left out
	fatal     []Problem
	warn      []Problem
}

func (b *builder) fail(format string, args ...any) {
	b.fatal = append(b.fatal, Problem{b.cat.Path, b.u.Name, fmt.Sprintf(format, args...)})
}

func (b *builder) note(format string, args ...any) {
	b.warn = append(b.warn, Problem{b.cat.Path, b.u.Name, fmt.Sprintf(format, args...)})
}

var (
	unitCode  = regexp.MustCompile(`\s*\((?:[A-Z]{2}\d{2,3}|Looted Tank)\)`)
	bracketed = regexp.MustCompile(`\s*\[[^\]]*\]|\s+(?:Direct|Indirect)(?: Fire)?$`)
	trailing  = regexp.MustCompile(`\s*\([^()]*\)\s*$`)
)

// Nation returns the nation of the catalogue: the part of its name after
// the last colon, as fow knows it.
func (c *Catalogue) Nation() string {
	s := c.Name
	if i := strings.LastIndexByte(s, ':'); i >= 0 {
		s = s[i+1:]
	}
	s = strings.TrimSpace(s)
	if n := fow.NationOf(s); n != "" {
		return n
	}
	return s
}

// shorten cuts s to max runes at a word boundary where it can.
func shorten(s string, max int) string {
	s = clean(s)
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)[:max]
	if i := strings.LastIndexByte(string(r), ' '); i > max/2 {
		return strings.TrimRight(string(r)[:i], " ,;-(")
	}
	return string(r)
}

func fold(s string) string { return model.FoldName(s) }

func base(s string) string {
	s = bracketed.ReplaceAllString(unitCode.ReplaceAllString(s, ""), "")
	for trailing.MatchString(s) {
		s = trailing.ReplaceAllString(s, "")
	}
	return fold(s)
}

// teams makes the unit's kinds of team from the size's parts.
func (b *builder) teams(s Size) []*team {
	var main []*Profile
	for _, p := range b.u.Profiles {
		if p.Type != "Transport Attachment" || len(b.u.Profiles) == 1 {
			main = append(main, p)
		}
	}
	parts := s.Teams
	if parts == nil {
		if len(main) != 1 || s.Name != "" {
			b.fail("size %q: cannot read the teams and their counts", s.Name)
			return nil
		}
		b.fail("no unit size: cannot read how many teams it has")
		return nil
	}
	var out []*team
	kidProf := map[string]*Profile{} // a team entry's own unit profile
	if len(s.kids) > 0 {
		parts = nil
		for _, k := range s.kids {
			parts = append(parts, k.TeamCount)
			for _, p := range k.prof {
				if unitTypes[p.Type] != "" && kidProf[k.Name] == nil {
					kidProf[k.Name] = p
				}
				if p.Type == "Weapon" {
					b.kidWeapon[p.ID] = shorten(unitCode.ReplaceAllString(k.Name, ""), fow.MaxTeamName)
				}
			}
		}
	}
	for _, part := range parts {
		p := kidProf[part.Name]
		if p == nil {
			p = b.profileFor(part.Name, main)
		}
		if p == nil {
			if a := b.attachment(part.Name); a != nil {
				out = append(out, &team{name: shorten(unitCode.ReplaceAllString(part.Name, ""), fow.MaxTeamName), typ: "transport", count: part.N, prof: a.Profiles[0], attached: a})
				continue
			}
			b.out = append(b.out, &team{name: part.Name})
			b.note("size %q: %q has no profile in this unit; left out (import it as its own unit)", s.Name, part.Name)
			continue
		}
		name := unitCode.ReplaceAllString(part.Name, "")
		typ := unitTypes[p.Type]
		if k := unitTypes[b.u.Kind]; typ == "tank" && (k == "infantry" || k == "gun") {
			typ = "transport" // the vehicles of an infantry or gun unit carry it
		}
		out = append(out, &team{name: shorten(name, fow.MaxTeamName), typ: typ, count: part.N, prof: p})
	}
	return out
}

// profileFor finds the profile of a size's part: the only one, or the one
// named like it.
func (b *builder) profileFor(name string, main []*Profile) *Profile {
	for _, p := range b.u.Profiles {
		if fold(p.Name) == fold(name) || base(p.Name) == base(name) {
			return p
		}
	}
	for _, p := range main {
		if f, n := fold(p.Name), base(name); n != "" && (strings.HasPrefix(f, n) || strings.HasPrefix(n, f) || len(n) >= 4 && strings.HasSuffix(f, n)) { // "Veteran M3 half-track"
			return p
		}
	}
	if strings.Contains(name, "(LG") || strings.Contains(name, "(LU") || strings.Contains(name, "(LB") {
		return nil // another unit, named by its code
	}
	var same []*Profile // of the unit's own kind
	for _, p := range main {
		if p.Type == b.u.Kind {
			same = append(same, p)
		}
	}
	if len(main) == 1 && len(same) == 1 {
		return same[0]
	}
	// Several profiles: a team named for a weapon of the unit ("7x M1
	// Garand") is of the unit's own kind when its profiles agree.
	named := false
	for _, w := range b.u.Weapons {
		named = named || weaponTeam(w.Name, []*team{{name: name}}) != nil
	}
	if named && (len(same) == 1 || alike(same)) {
		return same[0]
	}
	return nil
}

var ratingChars = map[string]bool{"Motivation": true, "Skill": true, "Is Hit On": true}

// alike reports whether the profiles differ only in name, notes and
// ratings, which are the unit's.
func alike(ps []*Profile) bool {
	for _, p := range ps[1:] {
		if p.Type != ps[0].Type || len(p.Chars) != len(ps[0].Chars) {
			return false
		}
		for k, v := range p.Chars {
			if !ratingChars[k] && k != "Notes" && clean(v) != clean(ps[0].Chars[k]) {
				return false
			}
		}
	}
	return len(ps) > 0
}

// ShortName is a unit's name without its book code: "Tiger Tank Platoon
// (LG102)" is "Tiger Tank Platoon".
func ShortName(name string) string {
	return strings.TrimSpace(unitCode.ReplaceAllString(name, ""))
}

var code = regexp.MustCompile(`\(([A-Z]{2}\d{2,3})\)`)

// attachment finds the transport attachment unit a size's part names by
// its book code: "4x Sd Kfz 251 (MG) half-track (LG112)".
func (b *builder) attachment(name string) *Unit {
	m := code.FindStringSubmatch(name)
	if m == nil {
		return nil
	}
	for _, u := range b.cat.Units {
		if u.Kind == "Transport Attachment" && len(u.Profiles) == 1 && strings.Contains(u.Name, "("+m[1]+")") {
			return u
		}
	}
	return nil
}
