package bsdata

import (
	"slices"
	"strings"
	"unicode"

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
	c := &counting{b: b, sel: sel, named: map[*bs.Selection]bool{}, taken: map[*bs.Selection]bool{}}
	sel.Walk(func(s *bs.Selection) {
		for _, p := range parseSize(s.Name) {
			c.counts = append(c.counts, p.Name)
		}
	})
	sel.Walk(c.counted)
	sel.Walk(c.uncounted)
	if len(c.out) == 0 && len(b.fatal) == 0 {
		b.fail("size %q: no team profile is selected", b.size.Name)
	}
	return c.out
}

// counting is the reading of a unit's teams.
type counting struct {
	b     *builder
	sel   *bs.Selection
	out   []*team
	named map[*bs.Selection]bool // carriers whose profiles a count took
	taken map[*bs.Selection]bool // selections a count around them names

	counts []string // the names of the parts every count of the unit counts
}

// counted reads the teams a selection inside the unit counts: the parts
// its name counts, each counted by the entry inside it that names it
// where there is one; or one team, for a model or an option that adds a
// team.
func (c *counting) counted(s *bs.Selection) {
	if s == c.sel || c.taken[s] {
		return
	}
	kids := countedKids(s)
	parts := parseSize(s.Name)
	if parts == nil && len(kids) == 0 && (s.Entry.Type() == "model" || addsTeam(s)) {
		parts = []TeamCount{{N: 1, Name: s.Name}}
	}
	for i, part := range parts {
		home, name := s, part.Name
		if k := kidOf(part, i, parts, kids, c.taken); k != nil {
			home, name, c.taken[k.sel] = k.sel, k.parts[0].Name, true
			if k.parts[0].N != part.N {
				c.b.note("size %q counts %d %q where its entry %q counts %d; written %d", s.Name, part.N, part.Name, k.sel.Name, k.parts[0].N, part.N)
			}
		} else if len(kids) > 0 && len(parts) == 1 {
			return // its entries count its teams
		}
		if t := c.b.team(c.sel, home, name, part.N*s.Number, c.named, c.counts); t != nil {
			c.out = append(c.out, t)
		}
	}
}

// uncounted makes the teams of the profiles a selection holds that no
// count named: as many of each as it is selected.
func (c *counting) uncounted(s *bs.Selection) {
	ps := teamProfilesOf(s)
	if c.named[s] {
		return
	}
	for _, p := range ps {
		if isAttachment(p) && len(ps) > 1 {
			continue // an option's vehicle that no count names
		}
		c.out = append(c.out, &team{name: shorten(bracketed.ReplaceAllString(p.Name, ""), fow.MaxTeamName), typ: c.b.teamType(p), count: s.Number, prof: p, home: s, carrier: s})
	}
}

// team makes the team a count names: of the profile of its home
// selection or the nearest around it; else of the one kind of team the
// unit selects; else of the transport unit its book code names; else of
// the team profile the catalogue holds beside its home's weapons
// (teamOfWeapons).
func (b *builder) team(sel, home *bs.Selection, part string, n int, named map[*bs.Selection]bool, counts []string) *team {
	name := shorten(strings.TrimSpace(unitCode.ReplaceAllString(part, "")), fow.MaxTeamName)
	carrier := carrierOf(home)
	var p *Profile
	if carrier != nil {
		p = profileFor(part, teamProfilesOf(carrier), counts)
	} else if ps := notAttachments(teamProfiles(sel)); len(ps) == 1 || len(ps) > 1 && alike(ps) {
		p = ps[0]
	}
	if p == nil {
		if a := b.attachment(part); a != nil {
			return &team{name: name, typ: "transport", count: n, prof: a.prof, home: home, attached: a.unit, weaponsOf: a.weapons, attachedRules: a.rules}
		}
		if p = b.teamOfWeapons(home); p != nil {
			return &team{name: name, typ: b.teamType(p), count: n, prof: p, home: home}
		}
		b.note("size %q: %q has no team profile in this unit; left out (import it as its own unit)", b.size.Name, part)
		return nil
	}
	if carrier != nil {
		named[carrier] = true
	}
	return &team{name: name, typ: b.teamType(p), count: n, prof: p, home: home, carrier: carrier}
}

// countedKid is a selection whose name counts teams, and its parts.
type countedKid struct {
	sel   *bs.Selection
	parts []TeamCount
}

// countedKids returns the selections inside s whose names count teams.
func countedKids(s *bs.Selection) []countedKid {
	var out []countedKid
	for _, k := range s.Children {
		if ps := parseSize(k.Name); ps != nil {
			out = append(out, countedKid{k, ps})
		}
	}
	return out
}

// kidOf finds the entry among kids that counts the i'th of a size's
// parts: the one of one part named like it, whatever its count; else,
// where the entries are as many as the parts, the one in its place that
// counts as many.
func kidOf(part TeamCount, i int, parts []TeamCount, kids []countedKid, taken map[*bs.Selection]bool) *countedKid {
	for j, k := range kids {
		if taken[k.sel] || len(k.parts) != 1 {
			continue
		}
		a, b := fold(part.Name), fold(k.parts[0].Name)
		if a == b || strings.HasPrefix(b, a) || strings.HasPrefix(a, b) {
			return &kids[j]
		}
	}
	if len(kids) == len(parts) && !taken[kids[i].sel] && kids[i].parts[0].N == part.N {
		return &kids[i] // the entries that count the parts, in the same order
	}
	return nil
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
	return len(profilesOf(s, isWeapon)) > 0
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

// profileFor finds the profile of a counted part among a carrier's: the
// only one, else the one named like it, else the only one that is not a
// transport attachment, else the only one of those that no part the
// unit's counts name (counts) is named like: the infantry's profile of a
// unit whose half-track counts name its other.
func profileFor(name string, ps []*Profile, counts []string) *Profile {
	if len(ps) == 1 {
		return ps[0]
	}
	for _, p := range ps {
		if namedExactly(name, p) {
			return p
		}
	}
	for _, p := range ps {
		if namedLike(name, p) {
			return p
		}
	}
	main := notAttachments(ps)
	if len(main) == 1 && bookCode(name) == "" {
		return main[0]
	}
	if len(main) > 1 && alike(main) {
		return main[0]
	}
	unnamed := slices.DeleteFunc(slices.Clone(main), func(p *Profile) bool {
		return slices.ContainsFunc(counts, func(n string) bool { return namedExactly(n, p) || namedLike(n, p) })
	})
	if len(unnamed) != 1 || bookCode(name) != "" {
		return nil
	}
	// A count that shares a word with another profile names that one
	// loosely ("M3 .30", the "Veteran M3 half-track"): it is not unnamed.
	if slices.ContainsFunc(main, func(p *Profile) bool { return p != unnamed[0] && sharesWord(name, p) }) {
		return nil
	}
	return unnamed[0]
}

// sharesWord reports whether a part's name and the profile's have a word
// in common, of two or more characters with a letter among them ("M3"),
// brackets and book codes aside.
func sharesWord(name string, p *Profile) bool {
	theirs := words(p.Name)
	return slices.ContainsFunc(words(name), func(w string) bool {
		return len(w) >= 2 && strings.IndexFunc(w, unicode.IsLetter) >= 0 && slices.Contains(theirs, w)
	})
}

// words splits a name into its words, folded, at anything but a letter or
// a digit, brackets and book codes aside.
func words(s string) []string {
	s = strings.ToLower(bracketed.ReplaceAllString(unitCode.ReplaceAllString(s, ""), ""))
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// namedExactly reports whether a part's name is the profile's, its
// bracketed asides and book code aside.
func namedExactly(name string, p *Profile) bool {
	return fold(p.Name) == fold(name) || base(p.Name) == base(name)
}

// namedLike reports whether a part's name starts the profile's, the
// profile's starts it, or it ends the profile's ("M3 half-track" ends
// "Veteran M3 half-track").
func namedLike(name string, p *Profile) bool {
	f, n := fold(p.Name), base(name)
	return n != "" && (strings.HasPrefix(f, n) || strings.HasPrefix(n, f) || len(n) >= 4 && strings.HasSuffix(f, n))
}

// bookCode returns the book code a name carries, "LG112", or "".
func bookCode(name string) string {
	if m := unitCode.FindStringSubmatch(name); m != nil {
		return m[1]
	}
	return ""
}

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
	c := bookCode(name)
	if c == "" {
		return nil
	}
	for _, u := range b.cat.Units {
		if u.Kind != attachmentType || !strings.Contains(u.Name, c) {
			continue
		}
		s := b.cat.Selection(u, u.Default)
		ps := teamProfiles(s)
		if len(ps) != 1 {
			continue
		}
		a := &attached{unit: u, prof: ps[0], rules: s.Rules}
		s.Walk(func(x *bs.Selection) { a.weapons = append(a.weapons, profilesOf(x, isWeapon)...) })
		return a
	}
	return nil
}
