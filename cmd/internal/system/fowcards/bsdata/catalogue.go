package bsdata

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Catalogue is a catalogue's importable units, read with its game system.
type Catalogue struct {
	Path     string // the .cat file as named
	ID       string
	Name     string // "Late-War - D-Day: German"
	Revision string
	Units    []*Unit // in document order, each once

	byID map[string]*Unit // every unit entry's id, a repeated entry's too
}

// UnitByID returns the unit of a selection entry's id, or nil.
func (c *Catalogue) UnitByID(id string) *Unit { return c.byID[id] }

// Profile is one profile: its type ("Tank Unit", "Weapon", ...), name and
// characteristics by name.
type Profile struct {
	ID, Name, Type string
	Chars          map[string]string
}

// Size is one choice of a unit's size: its name as the data gives it and
// its points.
type Size struct {
	ID     string // its entry's id
	Name   string // "3x Tiger (8.8cm)"
	Points float64
	Teams  []TeamCount // read from the name; nil when it cannot be
	prof   []*Profile  // profiles the choice itself carries
	rules  []string
	kids   []kid // its entries "7x Brengun & SMLE rifle team", each a kind of team
}

// kid is an entry of a size choice that is one kind of team, with the
// profiles it carries.
type kid struct {
	TeamCount
	prof []*Profile
}

// kidsOf returns the entries of a size choice named "Nx NAME", or nil
// unless each is.
func kidsOf(ch *Node, ix index) []kid {
	var out []kid
	for _, k := range ch.Kids("selectionEntries", "selectionEntry") {
		ts := parseSize(k.Get("name"))
		if len(ts) != 1 {
			return nil
		}
		c := &collector{ix: ix, seen: map[*Node]bool{}}
		c.entry(k, 2)
		out = append(out, kid{ts[0], c.prof})
	}
	return out
}

// TeamCount is a part of a size's name: "7x MG42 team".
type TeamCount struct {
	N    int
	Name string
}

// Unit is an importable unit: a selection entry of type unit that carries a
// unit profile.
type Unit struct {
	ID, Name string
	Kind     string     // the first unit profile's type: "Tank Unit", ...
	Profiles []*Profile // unit profiles (Tank Unit, Infantry Unit, ..., Transport Attachment)
	Weapons  []*Profile // of every size
	Rules    []string   // names of linked rules

	own     map[string]bool // ids of the weapons the unit carries at every size
	Sizes   []Size
	Default int  // the size the data selects first
	Support bool // the entry is in the game system's Support Units category
	Line    int
}

// unitTypes are the profile types that describe teams, and the fow team
// type each maps to.
var unitTypes = map[string]string{
	"Tank Unit":            "tank",
	"Unarmoured Tank Unit": "tank",
	"Infantry Unit":        "infantry",
	"Gun Unit":             "gun",
	"Aircraft Unit":        "aircraft",
	"Transport Attachment": "transport",
}

// index is every element with an id, in the catalogue and its game system.
type index map[string]*Node

func (ix index) add(root *Node) {
	root.Walk(func(n *Node) {
		if id := n.Get("id"); id != "" {
			if _, dup := ix[id]; !dup {
				ix[id] = n
			}
		}
	})
}

// Load reads a catalogue and the game system beside it (the .gst whose id is
// the catalogue's gameSystemId), within lim.
func Load(path string, lim Limits) (*Catalogue, error) {
	cat, err := parseFile(path, lim)
	if err != nil {
		return nil, err
	}
	if cat.Name != "catalogue" {
		return nil, fmt.Errorf("%s:%d: not a BattleScribe catalogue: its root is <%s>", path, cat.Line, cat.Name)
	}
	gs, err := findSystem(path, cat.Get("gameSystemId"), lim)
	if err != nil {
		return nil, err
	}
	return build(path, cat, gs, lim)
}

// build finds the importable units of a parsed catalogue and its game
// system, within lim's time budget.
func build(path string, cat, gs *Node, lim Limits) (*Catalogue, error) {
	deadline := time.Now().Add(lim.Budget)
	ix := index{}
	ix.add(cat)
	ix.add(gs)
	c := &Catalogue{Path: path, ID: cat.Get("id"), Name: cat.Get("name"), Revision: cat.Get("revision")}
	seen := map[string]bool{}
	late := false
	same := map[string]*Unit{} // a unit entry repeated in several formations
	c.byID = map[string]*Unit{}
	support := supportIDs(cat, ix)
	cat.Walk(func(n *Node) {
		if late || n.Name != "selectionEntry" || seen[n.Get("id")] || !unitEntry(n, ix) {
			return
		}
		seen[n.Get("id")] = true
		if u := readUnit(n, ix, support); u != nil {
			if first := same[u.key()]; first != nil {
				c.byID[u.ID] = first
			} else {
				same[u.key()] = u
				c.byID[u.ID] = u
				c.Units = append(c.Units, u)
			}
		}
		late = time.Now().After(deadline)
	})
	if late {
		return nil, fmt.Errorf("%s: finding its units took longer than %v", path, lim.Budget)
	}
	return c, nil
}

// unitEntry reports whether a selection entry is a unit: of type unit, or
// an upgrade (as a formation's platoon is in some catalogues) that carries
// a unit profile itself and a choice of sizes.
func unitEntry(n *Node, ix index) bool {
	switch n.Get("type") {
	case "unit":
		return true
	case "upgrade":
	default:
		return false
	}
	var choices []*Node
	for _, g := range n.Kids("selectionEntryGroups", "selectionEntryGroup") {
		if isSizeGroup(g) {
			choices = append(choices, g.Kids("selectionEntries", "selectionEntry")...)
		}
	}
	if len(choices) == 0 {
		return false
	}
	if carriesUnit(n, ix) {
		return true
	}
	for _, ch := range choices { // the teams of a size carry the profiles
		for _, k := range ch.Kids("selectionEntries", "selectionEntry") {
			if carriesUnit(k, ix) {
				return true
			}
		}
	}
	return false
}

// carriesUnit reports whether an entry has a unit profile of its own or
// linked.
func carriesUnit(n *Node, ix index) bool {
	for _, p := range n.Kids("profiles", "profile") {
		if unitTypes[p.Get("typeName")] != "" {
			return true
		}
	}
	for _, l := range n.Kids("infoLinks", "infoLink") {
		if t := ix[l.Get("targetId")]; t != nil && t.Name == "profile" && unitTypes[t.Get("typeName")] != "" {
			return true
		}
	}
	return false
}

// supportCategory is the game system's category of Support Units, which
// the catalogues link a force's support choices to.
const supportCategory = "Support Units"

// supportIDs returns the ids of the entries a force can take only as
// Support Units: those the Support Units category reaches (the German
// catalogue's "Puma or Sd Kfz 250 Scout Troop" is a support choice of two
// units) and no formation holds. A Tiger Tank Platoon is both, a Tiger Tank
// Company's combat unit and another formation's support: it stays combat.
func supportIDs(cat *Node, ix index) map[string]bool {
	support, held := reached(cat, ix, supportCategory), reached(cat, ix, formationCategory)
	for id := range held {
		delete(support, id)
	}
	return support
}

// formationCategory is the game system's category of formations.
const formationCategory = "Formations"

// reached returns the ids of the entries in the category named name and
// of every entry they hold or link to, links followed through the index.
func reached(cat *Node, ix index, name string) map[string]bool {
	ids := map[string]bool{}
	var visit func(n *Node)
	visit = func(n *Node) {
		n.Walk(func(e *Node) {
			if e.Name != "selectionEntry" && e.Name != "entryLink" {
				return
			}
			ids[e.Get("id")] = true
			if t := ix[e.Get("targetId")]; e.Name == "entryLink" && t != nil && !ids[t.Get("id")] {
				ids[t.Get("id")] = true
				visit(t)
			}
		})
	}
	cat.Walk(func(n *Node) {
		if (n.Name == "selectionEntry" || n.Name == "entryLink") && !ids[n.Get("id")] && inCategory(n, ix, name) {
			visit(n) // an entry held by one visited already was walked with it
		}
	})
	return ids
}

// inCategory reports whether an entry links to the category entry named
// name.
func inCategory(n *Node, ix index, name string) bool {
	for _, l := range n.Kids("categoryLinks", "categoryLink") {
		if t := ix[l.Get("targetId")]; t != nil && t.Name == "categoryEntry" && strings.TrimSpace(t.Get("name")) == name {
			return true
		}
	}
	return false
}

// key is what two entries of one unit share: its name, its profiles and
// its sizes.
func (u *Unit) key() string {
	k := u.Name
	for _, p := range u.Profiles {
		k += "|" + p.ID
	}
	for _, s := range u.Sizes {
		k += fmt.Sprintf("|%s=%g", s.Name, s.Points)
	}
	return k
}

func parseFile(path string, lim Limits) (*Node, error) {
	f, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Parse(path, f, lim)
}

// openRegular opens the regular file at path; a folder, a pipe or a device
// is refused before it is opened: opening a named pipe waits for a writer,
// for ever if none comes.
func openRegular(path string) (*os.File, error) {
	if st, err := os.Stat(path); err != nil {
		return nil, err
	} else if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", path)
	}
	return os.Open(path)
}

// findSystem reads the .gst files beside path until one has the id.
func findSystem(path, id string, lim Limits) (*Node, error) {
	if id == "" {
		return nil, fmt.Errorf("%s: the catalogue names no gameSystemId", path)
	}
	gsts, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "*.gst"))
	sort.Strings(gsts)
	for _, g := range gsts {
		root, err := parseFile(g, lim)
		if err != nil {
			return nil, err
		}
		if root.Name == "gameSystem" && root.Get("id") == id {
			return root, nil
		}
	}
	return nil, fmt.Errorf("%s: no game system %q (.gst) beside it", path, id)
}

// collector gathers what a unit's entry carries.
type collector struct {
	ix    index
	prof  []*Profile
	rules []string
	seen  map[*Node]bool
}

func (c *collector) profile(n *Node) {
	if c.seen[n] {
		return
	}
	c.seen[n] = true
	p := &Profile{ID: n.Get("id"), Name: strings.TrimSpace(n.Get("name")), Type: n.Get("typeName"), Chars: map[string]string{}}
	for _, ch := range n.Kids("characteristics", "characteristic") {
		p.Chars[ch.Get("name")] = ch.Text
	}
	c.prof = append(c.prof, p)
}

// entry gathers an entry's own profiles and links, and those of its
// children that are not units nor groups (options and cards are left out).
func (c *collector) entry(n *Node, depth int) {
	if depth > 8 || c.seen[n] {
		return
	}
	c.seen[n] = true
	for _, p := range n.Kids("profiles", "profile") {
		c.profile(p)
	}
	for _, l := range n.Kids("infoLinks", "infoLink") {
		t := c.ix[l.Get("targetId")]
		switch {
		case t == nil:
		case l.Get("type") == "profile" && t.Name == "profile":
			c.profile(t)
		case l.Get("type") == "rule" && t.Name == "rule":
			c.rules = append(c.rules, strings.TrimSpace(t.Get("name")))
		}
	}
	for _, k := range n.Kids("selectionEntries", "selectionEntry") {
		if k.Get("type") != "unit" {
			c.entry(k, depth+1)
		}
	}
	for _, l := range n.Kids("entryLinks", "entryLink") {
		c.link(l, depth)
	}
}

// link follows an entry link, whose own profiles and links count too.
func (c *collector) link(l *Node, depth int) {
	t := c.ix[l.Get("targetId")]
	if t == nil || t.Name != "selectionEntry" || t.Get("type") == "unit" {
		return
	}
	c.entry(l, depth+1)
	c.entry(t, depth+1)
}

func isSizeGroup(g *Node) bool {
	n := strings.ToLower(strings.TrimSpace(g.Get("name")))
	return strings.HasPrefix(n, "unit size")
}

func readUnit(n *Node, ix index, support map[string]bool) *Unit {
	c := &collector{ix: ix, seen: map[*Node]bool{}}
	c.entry(n, 0)
	u := &Unit{ID: n.Get("id"), Name: strings.TrimSpace(n.Get("name")), Line: n.Line, Support: support[n.Get("id")]}
	for _, g := range n.Kids("selectionEntryGroups", "selectionEntryGroup") {
		if !isSizeGroup(g) {
			continue
		}
		var choices []*Node
		choices = append(choices, g.Kids("selectionEntries", "selectionEntry")...)
		for _, l := range g.Kids("entryLinks", "entryLink") {
			if t := ix[l.Get("targetId")]; t != nil && t.Name == "selectionEntry" {
				choices = append(choices, t)
			}
		}
		for _, ch := range choices {
			if ch.Get("id") == g.Get("defaultSelectionEntryId") {
				u.Default = len(u.Sizes)
			}
			sc := &collector{ix: ix, seen: map[*Node]bool{}}
			sc.entry(ch, 1)
			s := Size{ID: ch.Get("id"), Name: strings.TrimSpace(ch.Get("name")), Points: points(ch), prof: sc.prof, rules: sc.rules}
			s.Teams = parseSize(s.Name)
			s.kids = kidsOf(ch, ix)
			u.Sizes = append(u.Sizes, s)
		}
	}
	// The unit's own entries named "2x Sten SMG Team": its sizes when it
	// has no size group, else teams it holds at every size (an HQ whose
	// "Unit Size" chooses its transport).
	var own []Size
	for _, ch := range n.Kids("selectionEntries", "selectionEntry") {
		if ts := parseSize(ch.Get("name")); ts != nil && ch.Get("type") != "unit" {
			own = append(own, Size{ID: ch.Get("id"), Name: strings.TrimSpace(ch.Get("name")), Points: points(ch), Teams: ts})
		}
	}
	switch {
	case len(u.Sizes) == 0:
		u.Sizes = own
	case len(own) == 1:
		for i := range u.Sizes {
			if u.Sizes[i].Teams != nil {
				u.Sizes[i].Teams = append(append([]TeamCount(nil), own[0].Teams...), u.Sizes[i].Teams...)
				u.Sizes[i].Points += own[0].Points
			}
		}
	}
	u.own = map[string]bool{}
	for _, p := range c.prof {
		u.own[p.ID] = true
	}
	all := append([]*Profile(nil), c.prof...)
	for _, s := range u.Sizes {
		all = append(all, s.prof...)
	}
	seen := map[string]bool{}
	for _, p := range all {
		if seen[p.ID] {
			continue
		}
		seen[p.ID] = true
		switch {
		case p.Type == "Weapon":
			u.Weapons = append(u.Weapons, p)
		case unitTypes[p.Type] != "":
			u.Profiles = append(u.Profiles, p)
		}
	}
	if len(u.Profiles) == 0 {
		return nil
	}
	u.Kind = u.Profiles[0].Type
	u.Rules = c.rules
	if len(u.Sizes) == 0 { // a unit of one size carries its cost itself
		u.Sizes = []Size{{Name: "", Points: points(n)}}
	}
	return u
}

// points returns an entry's cost in pts.
func points(n *Node) float64 {
	for _, c := range n.Kids("costs", "cost") {
		if c.Get("name") == "pts" {
			v, err := strconv.ParseFloat(c.Get("value"), 64)
			if err == nil {
				return v
			}
		}
	}
	return 0
}

var sizePart = regexp.MustCompile(`^(\d{1,2})\s*x\s+(\S.*)$`)

// parseSize reads "7x MG42 team, 4x Sd Kfz 251 (MG) half-track (LG112)" as
// its parts, or returns nil.
func parseSize(s string) []TeamCount {
	var out []TeamCount
	depth, start := 0, 0
	var parts []string
	for i, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
		case ',', ';':
			if depth == 0 {
				parts = append(parts, s[start:i])
				start = i + 1
			}
		}
	}
	parts = append(parts, s[start:])
	for _, p := range parts {
		m := sizePart.FindStringSubmatch(strings.TrimSpace(p))
		if m == nil {
			return nil
		}
		n, _ := strconv.Atoi(m[1])
		out = append(out, TeamCount{N: n, Name: strings.TrimSpace(m[2])})
	}
	return out
}
