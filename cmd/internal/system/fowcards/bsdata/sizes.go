package bsdata

import (
	"fmt"
	"maps"
	"strings"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
)

// maxSizes bounds how many sizes of a unit are listed: the product of its
// choices.
const maxSizes = 48

// unit reads an entry as a unit, or nil when it selects no team.
func (c *Catalogue) unit(e bs.Entry, ctx *bs.Selection) *Unit {
	def := c.Select(e, ctx, bs.Choices{})
	ps := teamProfiles(def)
	if len(ps) == 0 {
		return nil
	}
	u := &Unit{ID: e.ID(), Name: def.Name, Entry: e, Line: e.Line(), Default: -1, ctx: ctx}
	c.sizes(u, def)
	if len(u.Sizes) == 0 {
		return nil
	}
	u.Default = max(u.Default, 0)
	u.Kind = ps[0].Type
	if main := notAttachments(ps); len(main) > 0 {
		u.Kind = main[0].Type
	}
	return u
}

// Selection instantiates the unit at one of its sizes.
func (c *Catalogue) Selection(u *Unit, size int) *bs.Selection {
	return c.Select(u.Entry, u.ctx, u.Sizes[size].ch)
}

// sizes lists a unit's sizes: each alternative of its compulsory one-of
// groups (whatever they are called), and each number of a model the data
// lets vary, in the data's order; the default is what BattleScribe
// selects when the unit is added.
func (c *Catalogue) sizes(u *Unit, def *bs.Selection) {
	var walk func(ch bs.Choices, names, ids []string)
	walk = func(ch bs.Choices, names, ids []string) {
		if len(u.Sizes) >= maxSizes {
			return
		}
		s := c.Select(u.Entry, u.ctx, ch)
		if g, alts := c.openChoice(s, ch); alts != nil {
			for _, a := range alts {
				next := bs.Choices{Pick: maps.Clone(ch.Pick), Number: ch.Number}
				if next.Pick == nil {
					next.Pick = map[string]string{}
				}
				next.Pick[g.ID()] = a.LinkID()
				walk(next, append(names[:len(names):len(names)], strings.TrimSpace(a.Name())), append(ids[:len(ids):len(ids)], a.LinkID()))
			}
			return
		}
		if m, lo, hi := c.openCount(s, ch); m != nil {
			for n := lo; n <= hi; n++ {
				next := bs.Choices{Pick: ch.Pick, Number: maps.Clone(ch.Number)}
				if next.Number == nil {
					next.Number = map[string]int{}
				}
				next.Number[m.Entry.ID()] = n
				walk(next, append(names[:len(names):len(names)], fmt.Sprintf("%dx %s", n, m.Name)), ids)
			}
			return
		}
		name := strings.Join(names, ", ")
		if name == "" {
			name = countedName(s)
		}
		if u.Default < 0 && isDefault(def, ch) {
			u.Default = len(u.Sizes)
		}
		u.Sizes = append(u.Sizes, Size{Name: name, Points: s.Total("pts"), IDs: ids, ch: ch})
	}
	walk(bs.Choices{}, nil, nil)
}

// openChoice finds the first compulsory one-of group with two or more
// alternatives whose choice ch does not make yet.
func (c *Catalogue) openChoice(s *bs.Selection, ch bs.Choices) (bs.Entry, []bs.Entry) {
	var g bs.Entry
	var alts []bs.Entry
	s.Walk(func(x *bs.Selection) {
		if alts != nil || x.Group.Node == nil || x.Parent == nil {
			return
		}
		if _, made := ch.Pick[x.Group.ID()]; made {
			return
		}
		lo, hi := c.Bound(x.Group, x.Parent)
		if a := c.Alternatives(x.Group, x.Parent); lo >= 1 && hi == 1 && len(a) >= 2 {
			g, alts = x.Group, a
		}
	})
	return g, alts
}

// openCount finds the first model whose number the data lets vary (a min
// and a max constraint apart) and ch does not fix yet.
func (c *Catalogue) openCount(s *bs.Selection, ch bs.Choices) (*bs.Selection, int, int) {
	var found *bs.Selection
	lo, hi := 0, 0
	s.Walk(func(x *bs.Selection) {
		if found != nil || x.Parent == nil || x.Entry.Type() != "model" {
			return
		}
		if _, made := ch.Number[x.Entry.ID()]; made {
			return
		}
		if l, h := c.Bound(x.Entry, x.Parent); l >= 1 && h > l && h-l <= 12 {
			found, lo, hi = x, l, h
		}
	})
	return found, lo, hi
}

// isDefault reports whether the choices are those BattleScribe makes when
// the unit is added: each alternative picked is the one selected, each
// number the least.
func isDefault(def *bs.Selection, ch bs.Choices) bool {
	for g, a := range ch.Pick {
		found := false
		def.Walk(func(x *bs.Selection) {
			found = found || x.Group.Node != nil && x.Group.Is(g) && x.Entry.Is(a)
		})
		if !found {
			return false
		}
	}
	for id, n := range ch.Number {
		found := false
		def.Walk(func(x *bs.Selection) {
			found = found || x.Entry.ID() == id && x.Number == n
		})
		if !found {
			return false
		}
	}
	return true
}

// countedName is the name of a unit of one size: that of the one
// selection in it whose name counts its teams, or "".
func countedName(s *bs.Selection) string {
	var names []string
	s.Walk(func(x *bs.Selection) {
		if x != s && parseSize(x.Name) != nil {
			names = append(names, x.Name)
		}
	})
	if len(names) == 1 {
		return names[0]
	}
	return ""
}
