package bsdata

import (
	"regexp"
	"strings"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
	"github.com/crewcard/crewcard/model/fow"
)

// teams reads the unit's kinds of team from its selections. A selection
// whose name counts teams ("7x MG42 team, 4x Sd Kfz 251 (LG112)") or that
// is a model is that many teams, of the team profile it holds or, when it
// holds none, of the nearest selection around it that does; a selection
// that holds team profiles no count names is as many teams of each as it
// is selected. Names only break ties between profiles.
func (b *builder) teams(sel *bs.Selection) []*team {
	var out []*team
	named := map[*bs.Selection]bool{} // carriers whose profiles a count took
	taken := map[*bs.Selection]bool{} // selections a count around them names
	sel.Walk(func(s *bs.Selection) {
		parts := parseSize(s.Name)
		if parts == nil && s != sel && len(countedKids(s)) == 0 && (s.Entry.Type() == "model" || addsTeam(s)) {
			parts = []TeamCount{{N: 1, Name: s.Name}}
		}
		if s == sel || parts == nil || taken[s] {
			return
		}
		kids := countedKids(s)
		for i, part := range parts {
			home, name := s, part.Name
			k := kidFor(part, kids, taken)
			if k == nil && len(kids) == len(parts) && !taken[kids[i]] && parseSize(kids[i].Name)[0].N == part.N {
				k = kids[i] // the entries that count the parts, in the same order
			}
			if k != nil {
				home, name, taken[k] = k, parseSize(k.Name)[0].Name, true
				if n := parseSize(k.Name)[0].N; n != part.N {
					b.note("size %q counts %d %q where its entry %q counts %d; written %d", s.Name, part.N, part.Name, k.Name, n, part.N)
				}
			} else if len(kids) > 0 && len(parts) == 1 {
				return // its entries count its teams
			}
			if t := b.team(sel, home, name, part.N*s.Number, named); t != nil {
				out = append(out, t)
			}
		}
	})
	sel.Walk(func(s *bs.Selection) {
		ps := teamProfilesOf(s)
		if named[s] || len(ps) == 0 {
			return
		}
		for _, p := range ps {
			if p.Type == "Transport Attachment" && len(ps) > 1 {
				continue // an option's vehicle that no count names
			}
			out = append(out, &team{name: shorten(bracketed.ReplaceAllString(p.Name, ""), fow.MaxTeamName), typ: b.teamType(p), count: s.Number, prof: p, home: s, carrier: s})
		}
	})
	if len(out) == 0 && len(b.fatal) == 0 {
		b.fail("size %q: no team profile is selected", b.size.Name)
	}
	return out
}

// team makes the team a count names: of the profile of its home
// selection or the nearest around it; else of the one kind of team the
// unit selects; else of the transport unit its book code names.
func (b *builder) team(sel, home *bs.Selection, part string, n int, named map[*bs.Selection]bool) *team {
	name := shorten(strings.TrimSpace(unitCode.ReplaceAllString(part, "")), fow.MaxTeamName)
	carrier := carrierOf(home)
	var p *Profile
	if carrier != nil {
		p = profileFor(part, teamProfilesOf(carrier))
	} else if ps := carriersOf(teamProfiles(sel)); len(ps) == 1 || len(ps) > 1 && alike(ps) {
		p = ps[0]
	}
	if p == nil {
		if a := b.attachment(part); a != nil {
			return &team{name: name, typ: "transport", count: n, prof: a.prof, home: home, attached: a.unit, weaponsOf: a.weapons, attachedRules: a.rules}
		}
		b.note("size %q: %q has no team profile in this unit; left out (import it as its own unit)", b.size.Name, part)
		return nil
	}
	if carrier != nil {
		named[carrier] = true
	}
	return &team{name: name, typ: b.teamType(p), count: n, prof: p, home: home, carrier: carrier}
}

// kidFor finds the selection among kids that counts the part: the one
// named like it, whatever its count.
func kidFor(part TeamCount, kids []*bs.Selection, taken map[*bs.Selection]bool) *bs.Selection {
	for _, k := range kids {
		ps := parseSize(k.Name)
		if taken[k] || len(ps) != 1 {
			continue
		}
		a, b := fold(part.Name), fold(ps[0].Name)
		if a == b || strings.HasPrefix(b, a) || strings.HasPrefix(a, b) {
			return k
		}
	}
	return nil
}

// carriersOf returns the profiles that are not transport attachments.
func carriersOf(ps []*Profile) []*Profile {
	var out []*Profile
	for _, p := range ps {
		if p.Type != "Transport Attachment" {
			out = append(out, p)
		}
	}
	return out
}

// teamType is the fow type of a team of the profile: the vehicles of an
// infantry or gun unit are its transports.
func (b *builder) teamType(p *Profile) string {
	typ := unitTypes[p.Type]
	if k := unitTypes[b.u.Kind]; typ == "tank" && (k == "infantry" || k == "gun") {
		return "transport"
	}
	return typ
}

// addsTeam reports whether an option selected is a team of its own: it
// holds a weapon and no team profile, and its name says it is a team
// ("Panzerschreck anti-tank team"), which breaks the tie with an option
// that arms the unit's teams.
func addsTeam(s *bs.Selection) bool {
	if s.Entry.Type() != "upgrade" || len(teamProfilesOf(s)) > 0 || !strings.HasSuffix(strings.ToLower(strings.TrimSpace(s.Name)), " team") {
		return false
	}
	for _, p := range s.Profiles {
		if p.Type == "Weapon" {
			return true
		}
	}
	return false
}

// countedKids returns the selections inside s whose names count teams.
func countedKids(s *bs.Selection) []*bs.Selection {
	var out []*bs.Selection
	for _, k := range s.Children {
		if parseSize(k.Name) != nil {
			out = append(out, k)
		}
	}
	return out
}

// carrierOf is the nearest selection, s or one around it, that holds a
// team profile.
func carrierOf(s *bs.Selection) *bs.Selection {
	for ; s != nil; s = s.Parent {
		if len(teamProfilesOf(s)) > 0 {
			return s
		}
	}
	return nil
}

// teamProfilesOf returns the team profiles a selection itself holds.
func teamProfilesOf(s *bs.Selection) []*Profile {
	var out []*Profile
	for _, p := range s.Profiles {
		if unitTypes[p.Type] != "" {
			out = append(out, p)
		}
	}
	return out
}

// profileFor finds the profile of a counted part among a carrier's: the
// only one, else the one named like it, else the only one that is not a
// transport attachment.
func profileFor(name string, ps []*Profile) *Profile {
	if len(ps) == 1 {
		return ps[0]
	}
	for _, p := range ps {
		if fold(p.Name) == fold(name) || base(p.Name) == base(name) {
			return p
		}
	}
	for _, p := range ps {
		if f, n := fold(p.Name), base(name); n != "" && (strings.HasPrefix(f, n) || strings.HasPrefix(n, f) || len(n) >= 4 && strings.HasSuffix(f, n)) {
			return p
		}
	}
	var main []*Profile
	for _, p := range ps {
		if p.Type != "Transport Attachment" {
			main = append(main, p)
		}
	}
	if len(main) == 1 && !code.MatchString(name) {
		return main[0]
	}
	if len(main) > 1 && alike(main) {
		return main[0]
	}
	return nil
}

var code = regexp.MustCompile(`\(([A-Z]{2,3}\d{2,3})\)|\[([A-Z]{2,3}\d{2,3})\]`)

// attached is a transport unit a size names by its book code.
type attached struct {
	unit    *Unit
	prof    *Profile
	weapons []*Profile
	rules   []string
}

// attachment finds the transport attachment unit a size's part names by
// its book code: "4x Sd Kfz 251 (MG) half-track (LG112)".
func (b *builder) attachment(name string) *attached {
	m := code.FindStringSubmatch(name)
	if m == nil {
		return nil
	}
	c := m[1] + m[2]
	for _, u := range b.cat.Units {
		if u.Kind != "Transport Attachment" || !strings.Contains(u.Name, c) {
			continue
		}
		s := b.cat.Selection(u, u.Default)
		ps := teamProfiles(s)
		if len(ps) != 1 {
			continue
		}
		a := &attached{unit: u, prof: ps[0], rules: s.Rules}
		s.Walk(func(x *bs.Selection) {
			for _, p := range x.Profiles {
				if p.Type == "Weapon" {
					a.weapons = append(a.weapons, p)
				}
			}
		})
		return a
	}
	return nil
}
