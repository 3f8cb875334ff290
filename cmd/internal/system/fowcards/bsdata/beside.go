package bsdata

import (
	"slices"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
)

// besideIndex is, for each weapon profile's id, the team profiles that the
// entries of the catalogue holding it hold beside it, by id, each once.
type besideIndex map[string][]*Profile

// beside returns the catalogue's besideIndex, made the first time it is
// asked for: every selection entry of the catalogue and the catalogues it
// links, reached as it is or by an entry link, read with its own profiles,
// linked profiles and info groups as a selection of it holds them.
func (c *Catalogue) beside() besideIndex {
	c.besideOnce.Do(func() {
		c.besideIdx = besideIndex{}
		for _, root := range append([]*Node{c.Root}, c.Linked...) {
			root.Walk(func(n *Node) {
				e := bs.Entry{Node: n}
				if n.Name == "entryLink" && n.Get("type") == "selectionEntry" {
					e = bs.Entry{Node: c.ByID(n.Get("targetId")), Link: n}
				}
				if e.Node == nil || e.Node.Name != "selectionEntry" || n.Name != "selectionEntry" && n.Name != "entryLink" {
					return
				}
				s := &bs.Selection{Entry: e, Number: 1}
				c.Finish(s)
				c.besideIdx.add(s.Profiles)
			})
		}
	})
	return c.besideIdx
}

// add records the team profiles held beside each weapon profile of ps.
func (x besideIndex) add(ps []*Profile) {
	teams := notAttachments(slices.DeleteFunc(slices.Clone(ps), func(p *Profile) bool { return !isTeam(p) }))
	for _, w := range ps {
		if !isWeapon(w) || w.ID == "" {
			continue
		}
		for _, t := range teams {
			if !slices.ContainsFunc(x[w.ID], func(p *Profile) bool { return p.ID == t.ID }) {
				x[w.ID] = append(x[w.ID], t)
			}
		}
	}
}

// teamOfWeapons finds the team profile of a selection that counts teams
// and holds weapon profiles but no team profile: the one team profile
// that, wherever the catalogue holds one of these weapons beside a team
// profile, is held beside each of them (the entry "2x M3 half-track (.50
// cal MG)" that holds only that weapon, which other entries hold beside
// the M3 half-track's profile). The unit's own copy of that profile is
// taken where the unit holds it (its modifiers read in the unit), else the
// catalogue's. nil when the weapons are held beside no team profile, or
// beside more than one that every weapon shares.
func (b *builder) teamOfWeapons(home *bs.Selection) *Profile {
	var common []*Profile
	seen := false
	for _, w := range profilesOf(home, isWeapon) {
		ts := b.cat.beside()[w.ID]
		if len(ts) == 0 {
			continue // a weapon no entry holds beside a team says nothing
		}
		if !seen {
			common, seen = slices.Clone(ts), true
			continue
		}
		common = slices.DeleteFunc(common, func(p *Profile) bool {
			return !slices.ContainsFunc(ts, func(q *Profile) bool { return q.ID == p.ID })
		})
	}
	if len(common) != 1 {
		return nil
	}
	for _, p := range teamProfiles(b.sel) {
		if p.ID == common[0].ID {
			return p
		}
	}
	return common[0]
}
