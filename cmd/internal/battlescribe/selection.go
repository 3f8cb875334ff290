package battlescribe

import (
	"strconv"
	"strings"
)

// Selection is an entry selected, as BattleScribe holds it in a roster:
// how many times, its name, costs and profiles with the modifiers whose
// conditions hold applied, and the selections made inside it.
type Selection struct {
	Entry      Entry
	Group      Entry // the group it was chosen from, if any (Node nil when none)
	Name       string
	Number     int                // times selected
	Costs      map[string]float64 // for one, by cost type name ("pts")
	Profiles   []*Profile         // its own, linked and in its info groups
	Rules      []string           // names of its rules, own and linked
	Categories []string           // ids of its categories
	Children   []*Selection
	Parent     *Selection
}

// Profile is one profile: its type ("Tank Unit", "Weapon", ...), name and
// characteristics by name.
type Profile struct {
	ID, Name, Type string
	Chars          map[string]string
}

// Choices say which alternative a selection takes where the data offers
// several, and how many of an entry: by a group's id (or its link's), the
// id of the entry (or link) chosen; by an entry's id, its number.
type Choices struct {
	Pick   map[string]string
	Number map[string]int
}

// instanceOf reports whether the selection is of the entry, link, group or
// category id.
func (s *Selection) instanceOf(id string) bool {
	if s.Entry.Node != nil && s.Entry.Is(id) || s.Group.Node != nil && s.Group.Is(id) {
		return true
	}
	for _, c := range s.Categories {
		if c == id {
			return true
		}
	}
	return false
}

// Walk calls f on s and every selection inside it, in order.
func (s *Selection) Walk(f func(*Selection)) {
	f(s)
	for _, k := range s.Children {
		k.Walk(f)
	}
}

// Total is the selection's cost of the type named, its selections' and
// number included.
func (s *Selection) Total(cost string) float64 {
	v := s.Costs[cost]
	for _, k := range s.Children {
		v += k.Total(cost)
	}
	return v * float64(s.Number)
}

// maxDepth bounds how deep selections nest: links may loop.
const maxDepth = 24

// Select instantiates an entry as BattleScribe does when it is added:
// entries with a min constraint are selected that many times, each
// compulsory group takes its default entry (its only one, else its
// first), and ch picks among alternatives. parent gives the context of
// its conditions (the formation it is in); the selection is not added to
// it.
func (d *Data) Select(e Entry, parent *Selection, ch Choices) *Selection {
	n := 1
	if v := ch.Number[e.ID()]; v > 0 {
		n = v
	}
	return d.selectN(e, Entry{}, n, parent, ch, 0)
}

func (d *Data) selectN(e, group Entry, n int, parent *Selection, ch Choices, depth int) *Selection {
	s := &Selection{Entry: e, Group: group, Number: n, Parent: parent}
	s.Categories = categories(e)
	if parent != nil && depth > 0 {
		parent.Children = append(parent.Children, s)
	}
	if depth < maxDepth && !d.Late() {
		entries, groups := d.Children(e)
		for _, c := range entries {
			d.auto(s, c, Entry{}, ch, depth)
		}
		for _, g := range groups {
			d.choose(s, g, ch, depth)
		}
	}
	d.Finish(s)
	return s
}

// auto selects an entry inside s as many times as its min constraint, or
// as ch says.
func (d *Data) auto(s *Selection, c, group Entry, ch Choices, depth int) {
	if d.hiddenIn(c, s) {
		return
	}
	lo, _ := d.Bound(c, s)
	if v := ch.Number[c.ID()]; v > 0 {
		lo = v
	}
	if lo > 0 {
		d.selectN(c, group, lo, s, ch, depth+1)
	}
}

// choose makes a group's selections inside s: the alternative ch picks,
// else those with a min constraint, else, when the group must be chosen
// from, its default.
func (d *Data) choose(s *Selection, g Entry, ch Choices, depth int) {
	if d.hiddenIn(g, s) {
		return
	}
	alts, subs := d.Children(g)
	visible := d.visible(alts, s)
	before := len(s.Children)
	if id, picked := ch.pick(g); picked {
		for _, a := range alts {
			if a.Is(id) {
				lo, _ := d.Bound(a, s)
				d.selectN(a, g, max(lo, 1), s, ch, depth+1)
			}
		}
	} else {
		for _, a := range visible {
			d.auto(s, a, g, ch, depth)
		}
		if lo, _ := d.Bound(g, s); lo > 0 && len(s.Children) == before && len(visible) > 0 {
			a, ok := d.defaultOf(g, visible)
			if !ok {
				a = visible[0]
			}
			d.selectN(a, g, 1, s, ch, depth+1)
		}
	}
	for _, sub := range subs {
		d.choose(s, sub, ch, depth)
	}
}

// pick returns the alternative ch picks in a group, by the group's id or
// its link's.
func (ch Choices) pick(g Entry) (string, bool) {
	if id, ok := ch.Pick[g.ID()]; ok {
		return id, true
	}
	id, ok := ch.Pick[g.LinkID()]
	return id, ok
}

// Alternatives returns the entries of a group, in order, hidden ones left
// out.
func (d *Data) Alternatives(g Entry, s *Selection) []Entry {
	alts, _ := d.Children(g)
	return d.visible(alts, s)
}

// visible returns the entries not hidden inside s.
func (d *Data) visible(es []Entry, s *Selection) []Entry {
	var out []Entry
	for _, e := range es {
		if !d.hiddenIn(e, s) {
			out = append(out, e)
		}
	}
	return out
}

func categories(e Entry) []string {
	var out []string
	for _, c := range e.parts("categoryLinks", "categoryLink") {
		out = append(out, c.Get("targetId"))
	}
	return out
}

// Finish sets what the modifiers decide once the selections inside s are
// made: its name, costs, profiles and rules.
func (d *Data) Finish(s *Selection) {
	e := s.Entry
	mods := d.modifiers(e)
	s.Name = strings.TrimSpace(d.applyString(mods, "name", e.Name(), s))
	s.Costs = map[string]float64{}
	for _, c := range e.parts("costs", "cost") {
		v, err := strconv.ParseFloat(c.Get("value"), 64)
		if err != nil {
			continue
		}
		name := c.Get("name")
		if t := d.ids[c.Get("typeId")]; t != nil && t.Get("name") != "" {
			name = t.Get("name")
		}
		if _, dup := s.Costs[name]; !dup { // a link's cost overrides its target's
			s.Costs[name] = d.apply(mods, c.Get("typeId"), v, s)
		}
	}
	for _, m := range mods { // a cost the entry does not give is 0 before its modifiers
		if t := d.ids[m.node.Get("field")]; t != nil && t.Name == "costType" {
			if _, given := s.Costs[t.Get("name")]; !given {
				s.Costs[t.Get("name")] = d.apply(mods, t.Get("id"), 0, s)
			}
		}
	}
	in := &info{d: d, s: s, seen: map[*Node]bool{}}
	in.holder(e.Link, 0)
	in.holder(e.Node, 0)
}

// info gathers a selection's profiles and rules.
type info struct {
	d    *Data
	s    *Selection
	seen map[*Node]bool
}

// holder reads the profiles, rules, info links and info groups an entry,
// a link or an info group holds.
func (in *info) holder(n *Node, depth int) {
	if n == nil || depth > 8 {
		return
	}
	for _, p := range n.Kids("profiles", "profile") {
		in.profile(p, nil)
	}
	for _, r := range n.Kids("rules", "rule") {
		in.rule(r, nil)
	}
	for _, l := range n.Kids("infoLinks", "infoLink") {
		t := in.d.ids[l.Get("targetId")]
		switch {
		case t == nil:
		case t.Name == "profile":
			in.profile(t, l)
		case t.Name == "rule":
			in.rule(t, l)
		case t.Name == "infoGroup":
			in.group(t, depth)
		}
	}
	for _, g := range n.Kids("infoGroups", "infoGroup") {
		in.group(g, depth)
	}
}

func (in *info) group(g *Node, depth int) {
	if in.seen[g] || in.d.hidden(g, nil, in.s) {
		return
	}
	in.seen[g] = true
	in.holder(g, depth+1)
}

// profile adds a profile, its characteristics modified by its own
// modifiers and its link's.
func (in *info) profile(p, link *Node) {
	if in.seen[p] || in.d.hidden(p, link, in.s) {
		return
	}
	in.seen[p] = true
	mods := modifiersOf(link, p)
	name := strings.TrimSpace(in.d.applyString(mods, "name", p.Get("name"), in.s))
	typ := p.Get("typeName")
	if t := in.d.ids[p.Get("typeId")]; typ == "" && t != nil {
		typ = t.Get("name")
	}
	out := &Profile{ID: p.Get("id"), Name: name, Type: typ, Chars: map[string]string{}}
	for _, c := range p.Kids("characteristics", "characteristic") {
		out.Chars[c.Get("name")] = in.d.applyString(mods, c.Get("typeId"), c.Text, in.s)
	}
	in.s.Profiles = append(in.s.Profiles, out)
}

func (in *info) rule(r, link *Node) {
	if in.seen[r] || in.d.hidden(r, link, in.s) {
		return
	}
	in.seen[r] = true
	in.s.Rules = append(in.s.Rules, strings.TrimSpace(in.d.applyString(modifiersOf(link, r), "name", r.Get("name"), in.s)))
}
