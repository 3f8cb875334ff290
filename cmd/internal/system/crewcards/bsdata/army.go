// Package bsdata maps the BattleScribe data of Bolt Action, as package
// battlescribe reads it, to crew files: one a vehicle, with the vehicle's
// profile and the points of the rating its crew starts at.
package bsdata

import (
	"fmt"
	"strings"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
)

// Army is a catalogue's vehicles, read with its game system and the
// catalogues it links.
type Army struct {
	*bs.Data
	Vehicles []*Vehicle // in the order a force offers them, each once

	cost   string // the game system's cost type: "pts"
	nation string // given to the import, "" for the name's
}

// Vehicle is an entry holding a Vehicle profile, and the way to it from an
// entry a force takes.
type Vehicle struct {
	ID, Name string
	Root     bs.Entry   // the entry a force takes
	Line     int        // of the vehicle's entry
	ch       bs.Choices // the alternatives that reach it inside Root
}

// Takes reports whether the data is Bolt Action's: its game system's name
// says so.
func Takes(d *bs.Data) bool {
	return strings.Contains(strings.ToLower(d.System.Get("name")), "bolt action")
}

// Load reads a Bolt Action catalogue with its game system.
func Load(path string, lim bs.Limits) (*Army, error) {
	d, err := bs.Load(path, lim)
	if err != nil {
		return nil, err
	}
	return Read(d, lim)
}

// Read finds the vehicles of loaded data: every entry that holds a
// profile of the Vehicle type, reached from an entry a force takes
// through the groups and links the data offers, hidden or not (a theatre
// selector unhides them).
func Read(d *bs.Data, lim bs.Limits) (*Army, error) {
	if !Takes(d) {
		return nil, fmt.Errorf("%s: its game system is %q, not Bolt Action", d.Path, d.System.Get("name"))
	}
	a := &Army{Data: d, cost: costType(d)}
	seen := map[string]bool{}
	for _, root := range d.Roots() {
		a.find(root, root, map[string]string{}, seen, 0)
	}
	if d.Late() {
		return nil, fmt.Errorf("%s: finding its vehicles took longer than %v", d.Path, lim.Budget)
	}
	return a, nil
}

// maxWalk bounds how deep find looks for a vehicle inside an entry.
const maxWalk = 12

// find walks e, reached from root by the picks, for vehicle entries.
func (a *Army) find(root, e bs.Entry, picks map[string]string, seen map[string]bool, depth int) {
	if depth > maxWalk || a.Late() {
		return
	}
	if !e.IsGroup() && holdsVehicle(a.Data, e) {
		if !seen[e.ID()] {
			seen[e.ID()] = true
			ch := bs.Choices{Pick: map[string]string{}}
			for g, alt := range picks {
				ch.Pick[g] = alt
			}
			a.defaults(e, ch)
			a.Vehicles = append(a.Vehicles, &Vehicle{ID: e.ID(), Name: e.Name(), Root: root, Line: e.Line(), ch: ch})
		}
		return
	}
	entries, groups := a.Children(e)
	for _, c := range entries {
		a.find(root, c, picks, seen, depth+1)
	}
	for _, g := range groups {
		alts, subs := a.Children(g)
		for _, alt := range alts {
			picks[g.ID()] = alt.ID()
			a.find(root, alt, picks, seen, depth+1)
			delete(picks, g.ID())
		}
		for _, sub := range subs {
			a.find(root, sub, picks, seen, depth+1)
		}
	}
}

// holdsVehicle reports whether the entry itself has a Vehicle profile, its
// own or linked.
func holdsVehicle(d *bs.Data, e bs.Entry) bool {
	for _, holder := range []*bs.Node{e.Node, e.Link} {
		if holder == nil {
			continue
		}
		for _, p := range holder.Kids("profiles", "profile") {
			if isVehicleType(p.Get("typeName")) {
				return true
			}
		}
		for _, l := range holder.Kids("infoLinks", "infoLink") {
			if t := d.ByID(l.Get("targetId")); l.Get("type") == "profile" && t != nil && isVehicleType(t.Get("typeName")) {
				return true
			}
		}
	}
	return false
}

// The profile types of both editions' game systems.
const (
	vehicleType = "vehicle"
	weaponType  = "weapon"
)

func isVehicleType(s string) bool { return strings.EqualFold(strings.TrimSpace(s), vehicleType) }
func isWeaponType(s string) bool  { return strings.EqualFold(strings.TrimSpace(s), weaponType) }

// costType is the name of the game system's first visible cost type.
func costType(d *bs.Data) string {
	for _, c := range d.System.Kids("costTypes", "costType") {
		if c.Get("hidden") != "true" {
			return c.Get("name")
		}
	}
	return "pts"
}

// Nation is the army's nation: given to the import, else its catalogue's
// name without "Armies of" and "the", with each word capitalised.
func (a *Army) Nation() string {
	if a.nation != "" {
		return a.nation
	}
	name := a.Root.Get("name")
	if _, after, ok := strings.Cut(name, " - "); ok {
		name = after
	}
	words := strings.Fields(name)
	for len(words) > 1 && (strings.EqualFold(words[0], "armies") || strings.EqualFold(words[0], "army") || strings.EqualFold(words[0], "of") || strings.EqualFold(words[0], "the")) {
		words = words[1:]
	}
	for i, w := range words {
		if w == strings.ToLower(w) && w != "of" && w != "and" {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return strings.Join(words, " ")
}

// SetNation gives the nation every file of the army is written with.
func (a *Army) SetNation(n string) { a.nation = n }

// defaults picks, in the vehicle's own groups that the data gives a
// default but does not make compulsory, that default when it costs
// nothing: the vehicle's armament as the catalogue lists it (a "Variant"
// group). A default that costs points is an option the player buys, and
// BattleScribe leaves it unselected.
func (a *Army) defaults(e bs.Entry, ch bs.Choices) {
	_, groups := a.Children(e)
	for _, g := range groups {
		def := g.Node.Get("defaultSelectionEntryId")
		if _, picked := ch.Pick[g.ID()]; def == "" || picked {
			continue
		}
		alts, _ := a.Children(g)
		for _, alt := range alts {
			if alt.Is(def) && a.Select(alt, nil, bs.Choices{}).Total(a.cost) == 0 {
				ch.Pick[g.ID()] = def
			}
		}
	}
}
