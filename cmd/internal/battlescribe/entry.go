package battlescribe

import (
	"strconv"
	"strings"
)

// Entry is a selection entry or an entry group as a catalogue offers it:
// the element itself, reached directly or by an entry link whose own parts
// (constraints, modifiers, costs, profiles, links, categories) add to its.
type Entry struct {
	Node *Node // the selectionEntry or selectionEntryGroup
	Link *Node // the entryLink it was reached by, or nil
}

// ID is the entry's own id (not its link's).
func (e Entry) ID() string { return e.Node.Get("id") }

// LinkID is the id of the link it was reached by, or the entry's id.
func (e Entry) LinkID() string {
	if e.Link != nil {
		return e.Link.Get("id")
	}
	return e.ID()
}

// Name is the entry's name as the data writes it.
func (e Entry) Name() string { return strings.TrimSpace(e.Node.Get("name")) }

// Type is the entry's type: "unit", "model" or "upgrade"; "" for a group.
func (e Entry) Type() string { return e.Node.Get("type") }

// IsGroup reports whether the entry is a selection entry group.
func (e Entry) IsGroup() bool { return e.Node.Name == "selectionEntryGroup" }

// Is reports whether id names the entry or the link it was reached by.
func (e Entry) Is(id string) bool {
	return id != "" && (e.ID() == id || e.Link != nil && e.Link.Get("id") == id)
}

// Line is the line of the entry's link, or of the entry.
func (e Entry) Line() int {
	if e.Link != nil {
		return e.Link.Line
	}
	return e.Node.Line
}

// parts returns the elements of both the link and the entry that sit in
// container and are named name, the link's first.
func (e Entry) parts(container, name string) []*Node {
	var out []*Node
	if e.Link != nil {
		out = e.Link.Kids(container, name)
	}
	return append(out, e.Node.Kids(container, name)...)
}

// resolve turns an element of an entry list into an Entry: a selection
// entry or group as it is, an entry link followed to its target. ok is
// false for a link to nothing.
func (d *Data) resolve(n *Node) (Entry, bool) {
	if n.Name != "entryLink" {
		return Entry{Node: n}, true
	}
	t := d.ids[n.Get("targetId")]
	if t == nil || t.Name != "selectionEntry" && t.Name != "selectionEntryGroup" {
		return Entry{}, false
	}
	return Entry{Node: t, Link: n}, true
}

// Children returns an entry's own entries (inline and linked, a linked
// group among them) and its groups, in document order, the link's first.
func (d *Data) Children(e Entry) (entries, groups []Entry) {
	add := func(n *Node) {
		if c, ok := d.resolve(n); ok {
			if c.IsGroup() {
				groups = append(groups, c)
			} else {
				entries = append(entries, c)
			}
		}
	}
	for _, n := range e.parts("selectionEntries", "selectionEntry") {
		add(n)
	}
	for _, n := range e.parts("selectionEntryGroups", "selectionEntryGroup") {
		add(n)
	}
	for _, n := range e.parts("entryLinks", "entryLink") {
		add(n)
	}
	return entries, groups
}

// Roots returns the entries a force can take: the root entries and links
// of the catalogue, then of the catalogues it links.
func (d *Data) Roots() []Entry {
	var out []Entry
	for _, root := range append([]*Node{d.Root}, d.Linked...) {
		e := Entry{Node: root}
		entries, groups := d.Children(e)
		out = append(append(out, entries...), groups...)
	}
	return out
}

// Shared returns the shared selection entries of the catalogue and of the
// catalogues it links, in document order.
func (d *Data) Shared() []Entry {
	var out []Entry
	for _, root := range append([]*Node{d.Root}, d.Linked...) {
		for _, n := range root.Kids("sharedSelectionEntries", "selectionEntry") {
			out = append(out, Entry{Node: n})
		}
	}
	return out
}

// constraint is a min or max on how many times something is selected.
type constraint struct {
	ID, Type, Field, Scope string
	Value                  float64
}

// constraints returns the entry's constraints, the link's first.
func (e Entry) constraints() []constraint {
	var out []constraint
	for _, c := range e.parts("constraints", "constraint") {
		v, _ := strconv.ParseFloat(c.Get("value"), 64)
		out = append(out, constraint{ID: c.Get("id"), Type: c.Get("type"), Field: c.Get("field"), Scope: c.Get("scope"), Value: v})
	}
	return out
}

// Bound returns how many times an entry must be selected in its parent
// (min) and may be (max, -1 for no limit), modifiers of the constraints
// applied in the context of the parent selection.
func (d *Data) Bound(e Entry, parent *Selection) (lo, hi int) {
	lo, hi = 0, -1
	mods := d.modifiers(e)
	for _, c := range e.constraints() {
		if c.Field != "selections" || c.Scope != "parent" {
			continue
		}
		v := d.apply(mods, c.ID, c.Value, &Selection{Entry: e, Parent: parent})
		switch c.Type {
		case "min":
			lo = max(lo, int(v))
		case "max":
			if v >= 0 && (hi < 0 || int(v) < hi) {
				hi = int(v)
			}
		}
	}
	return lo, hi
}

// hiddenIn reports whether an entry is hidden in the context of the parent
// selection, its modifiers applied.
func (d *Data) hiddenIn(e Entry, parent *Selection) bool {
	return d.hidden(e.Node, e.Link, &Selection{Entry: e, Parent: parent})
}

// hidden reports whether an element reached by link (nil for none) is
// hidden for the selection s: as the data marks either, its modifiers and
// its link's applied.
func (d *Data) hidden(n, link *Node, s *Selection) bool {
	h := n.Get("hidden") == "true" || link != nil && link.Get("hidden") == "true"
	return d.applyString(modifiersOf(link, n), "hidden", strconv.FormatBool(h), s) == "true"
}

// defaultOf returns the group's default entry, or false.
func (d *Data) defaultOf(g Entry, alts []Entry) (Entry, bool) {
	id := g.Node.Get("defaultSelectionEntryId")
	if g.Link != nil && g.Link.Get("defaultSelectionEntryId") != "" {
		id = g.Link.Get("defaultSelectionEntryId")
	}
	for _, a := range alts {
		if a.Is(id) {
			return a, true
		}
	}
	return Entry{}, false
}
