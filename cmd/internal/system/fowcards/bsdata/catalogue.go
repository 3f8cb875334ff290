// Package bsdata maps the BattleScribe data of Flames of War, as package
// battlescribe reads it, to fow unit and force files.
package bsdata

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
)

// Limits bound what reading one XML file may cost.
type Limits = bs.Limits

// DefaultLimits are those of package battlescribe.
var DefaultLimits = bs.DefaultLimits

// Node is one XML element.
type Node = bs.Node

// Profile is one profile of the data.
type Profile = bs.Profile

// Catalogue is a catalogue's units, read with its game system and the
// catalogues it links.
type Catalogue struct {
	*bs.Data
	Units []*Unit // in the order a force offers them, each once

	byID   map[string]*Unit // every unit entry's id and link's id
	cats   categoryIDs
	nation string // given to the import, "" for the name's

	besideOnce sync.Once
	besideIdx  besideIndex // made by beside
}

// UnitByID returns the unit of a selection entry's (or link's) id, or nil.
func (c *Catalogue) UnitByID(id string) *Unit { return c.byID[id] }

// Select is the data's selection of an entry (bs.Data.Select), its text
// tidied as the import reads it (tidySelection).
func (c *Catalogue) Select(e bs.Entry, parent *bs.Selection, ch bs.Choices) *bs.Selection {
	s := c.Data.Select(e, parent, ch)
	tidySelection(s)
	return s
}

// RosterSelection is a roster's selection (bs.Data.RosterSelection), its
// text tidied as the import reads it (tidySelection).
func (c *Catalogue) RosterSelection(n *Node, parent *bs.Selection) (*bs.Selection, int, bool) {
	s, line, ok := c.Data.RosterSelection(n, parent)
	if s != nil {
		tidySelection(s)
	}
	return s, line, ok
}

// Unit is an entry a force takes as one unit: it holds teams, and it is
// neither a formation nor a choice between units.
type Unit struct {
	ID, Name string
	Kind     string // its first team's profile type: "Tank Unit", ...
	Entry    bs.Entry
	Sizes    []Size
	Default  int  // the size BattleScribe selects first
	Support  bool // offered as a support unit, outside any formation
	Command  bool // its formation's command (an HQ)
	Line     int

	ctx *bs.Selection // the formations it was found in, for conditions
}

// Size is one way to field a unit: the alternatives it picks among the
// unit's compulsory one-of groups and the numbers of its models.
type Size struct {
	Name   string  // "3x Tiger (8.8cm)"; "" for a unit of one size
	Points float64 // its selections' pts
	IDs    []string
	ch     bs.Choices
}

// categoryIDs are the ids of the game system's categories the mapping
// reads: the formations, the support units and the headquarters.
type categoryIDs struct {
	formation, support, hq map[string]bool
}

// categoryNames name the categories of the Flames of War game system, its
// own misspelling among them.
var categoryNames = map[string]string{
	"formations":    "formation",
	"support units": "support",
	"headquaters":   "hq",
	"headquarters":  "hq",
}

func readCategories(d *bs.Data) categoryIDs {
	c := categoryIDs{map[string]bool{}, map[string]bool{}, map[string]bool{}}
	for _, root := range append([]*Node{d.System, d.Root}, d.Linked...) {
		root.Walk(func(n *Node) {
			if n.Name != "categoryEntry" {
				return
			}
			switch categoryNames[strings.ToLower(strings.TrimSpace(n.Get("name")))] {
			case "formation":
				c.formation[n.Get("id")] = true
			case "support":
				c.support[n.Get("id")] = true
			case "hq":
				c.hq[n.Get("id")] = true
			}
		})
	}
	return c
}

func (c categoryIDs) has(set map[string]bool, e bs.Entry) bool {
	for _, n := range []*Node{e.Link, e.Node} {
		if n == nil {
			continue
		}
		for _, l := range n.Kids("categoryLinks", "categoryLink") {
			if set[l.Get("targetId")] {
				return true
			}
		}
	}
	return false
}

// Load reads a catalogue with package battlescribe and finds its units.
func Load(path string, lim Limits) (*Catalogue, error) {
	d, err := bs.Load(path, lim)
	if err != nil {
		return nil, err
	}
	return build(d, lim)
}

// build finds the units a force can take from the catalogue's root
// entries: a formation's entries are its units, a choice between units
// (its alternatives are whole units) holds units, and any other entry
// that selects teams is a unit.
func build(d *bs.Data, lim Limits) (*Catalogue, error) {
	c := &Catalogue{Data: d, byID: map[string]*Unit{}, cats: readCategories(d)}
	w := &walker{c: c, seen: map[string]bool{}, same: map[string]*Unit{}}
	roots := d.Roots()
	if d.Root.Get("library") == "true" { // a library offers its shared entries to the catalogues that link it
		roots = append(roots, d.Shared()...)
	}
	for _, e := range roots {
		w.visit(e, nil, false, 0)
	}
	if d.Late() {
		return nil, fmt.Errorf("%s: finding its units took longer than %v", d.Path, lim.Budget)
	}
	return c, nil
}

type walker struct {
	c    *Catalogue
	seen map[string]bool  // entries visited, by id
	same map[string]*Unit // units by what two entries of one unit share
}

// visit looks at an entry a force or formation offers, in the context of
// the formations around it (nil at the root).
func (w *walker) visit(e bs.Entry, ctx *bs.Selection, inFormation bool, depth int) {
	d := w.c.Data
	if depth > 8 || d.Late() {
		return
	}
	if w.seen[e.LinkID()] && w.seen[e.ID()] {
		return
	}
	w.seen[e.LinkID()], w.seen[e.ID()] = true, true
	formation := w.c.cats.has(w.c.cats.formation, e)
	if formation || !e.IsGroup() && !carries(d, e) && w.holdsUnits(e, ctx) {
		here := &bs.Selection{Entry: e, Parent: ctx, Name: e.Name(), Number: 1}
		for _, k := range w.offered(e) {
			w.visit(k, here, inFormation || formation, depth+1)
		}
		return
	}
	if e.IsGroup() {
		for _, k := range w.offered(e) {
			w.visit(k, ctx, inFormation, depth+1)
		}
		return
	}
	u := w.c.unit(e, ctx)
	if u == nil {
		return
	}
	u.Support = !inFormation
	u.Command = w.c.cats.has(w.c.cats.hq, e) || strings.Contains(" "+u.Name+" ", " HQ ")
	if first := w.same[u.key()]; first != nil {
		u = first
	} else {
		w.same[u.key()] = u
		w.c.Units = append(w.c.Units, u)
	}
	w.c.byID[e.ID()] = u
	w.c.byID[e.LinkID()] = u
}

// offered returns the entries an entry offers inside it: its own and its
// groups' (nested), in order.
func (w *walker) offered(e bs.Entry) []bs.Entry {
	entries, groups := w.c.Children(e)
	out := append([]bs.Entry(nil), entries...)
	for _, g := range groups {
		out = append(out, w.offered(g)...)
	}
	return out
}

// holdsUnits reports whether an entry that carries no team profile itself
// is a choice between whole units: a group of it that must be chosen from
// once offers alternatives that select teams and are not sizes (their
// names do not count teams, they are no models).
func (w *walker) holdsUnits(e bs.Entry, ctx *bs.Selection) bool {
	here := &bs.Selection{Entry: e, Parent: ctx, Number: 1}
	_, groups := w.c.Children(e)
	for len(groups) > 0 {
		g := groups[0]
		groups = groups[1:]
		_, subs := w.c.Children(g)
		groups = append(groups, subs...)
		if lo, hi := w.c.Bound(g, here); lo < 1 || hi != 1 {
			continue
		}
		for _, k := range w.c.Alternatives(g, here) {
			if k.Type() == "model" || parseSize(k.Name()) != nil {
				continue
			}
			if w.c.cats.has(w.c.cats.formation, k) || len(teamProfiles(w.c.Select(k, here, bs.Choices{}))) > 0 {
				return true
			}
		}
	}
	return false
}

// carries reports whether the entry itself holds a team profile (own,
// linked or in an info group).
func carries(d *bs.Data, e bs.Entry) bool {
	s := &bs.Selection{Entry: e, Number: 1}
	d.Finish(s)
	return len(teamProfilesOf(s)) > 0
}

// teamProfilesOf returns the team profiles a selection itself holds.
func teamProfilesOf(s *bs.Selection) []*Profile { return profilesOf(s, isTeam) }

// teamProfiles returns the team profiles a selection holds, at any depth.
func teamProfiles(s *bs.Selection) []*Profile {
	var out []*Profile
	s.Walk(func(x *bs.Selection) { out = append(out, teamProfilesOf(x)...) })
	return out
}

// profilesOf returns the profiles a selection itself holds that keep
// keeps.
func profilesOf(s *bs.Selection, keep func(*Profile) bool) []*Profile {
	var out []*Profile
	for _, p := range s.Profiles {
		if keep(p) {
			out = append(out, p)
		}
	}
	return out
}

// attachmentType is the profile type of a transport attached to a unit.
const attachmentType = "Transport Attachment"

func isTeam(p *Profile) bool       { return unitTypes[p.Type] != "" }
func isWeapon(p *Profile) bool     { return p.Type == "Weapon" }
func isAttachment(p *Profile) bool { return p.Type == attachmentType }

// notAttachments returns the profiles that are not transport attachments.
func notAttachments(ps []*Profile) []*Profile {
	return slices.DeleteFunc(slices.Clone(ps), isAttachment)
}

// unitTypes are the profile types that describe teams, and the fow team
// type each maps to.
var unitTypes = map[string]string{
	"Tank Unit":            "tank",
	"Unarmoured Tank Unit": "tank",
	"Infantry Unit":        "infantry",
	"Gun Unit":             "gun",
	"Aircraft Unit":        "aircraft",
	attachmentType:         "transport",
}

// key is what two entries of one unit share: its name, its team profiles
// and its sizes.
func (u *Unit) key() string {
	k := u.Name
	for _, s := range u.Sizes {
		k += fmt.Sprintf("|%s=%g", s.Name, s.Points)
	}
	return k
}

// Read finds the units of a catalogue already loaded with its game system.
func Read(d *bs.Data, lim Limits) (*Catalogue, error) { return build(d, lim) }
