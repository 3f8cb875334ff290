package bsdata

import (
	"fmt"
	"strings"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
)

// Roster is a Bolt Action roster's vehicles, each with the selections the
// player made.
type Roster struct {
	Path, Name string
	Vehicles   []RosterVehicle
}

// RosterVehicle is one vehicle of a roster: the army it is from, the
// selection of the entry the force took (its options and rating), and the
// crew's start that rating gives.
type RosterVehicle struct {
	Army   *Army
	V      *Vehicle
	Root   *bs.Selection // the force's selection that holds the vehicle
	Start  string        // from the rating chosen; "" when the roster chose none
	Copies int           // the root's number: as many vehicles, each with its crew
}

// File maps the roster's vehicle to a crew file at the start its rating
// gives, with the roster's options and points.
func (rv RosterVehicle) File() Import {
	if rv.Start == "" {
		b := &builder{a: rv.Army, v: rv.V}
		b.fail("the roster chose no rating (inexperienced, regular or veteran) for it")
		return Import{Vehicle: rv.V, Problems: b.fatal}
	}
	return rv.Army.SelectionFile(rv.V, rv.Root, rv.Start)
}

// TakesRoster reports whether a roster is of Bolt Action, by the game
// system it names.
func TakesRoster(root *bs.Node) bool {
	return strings.Contains(strings.ToLower(root.Get("gameSystemName")), "bolt action")
}

// ReadRoster reads a roster (.ros, or a zipped .rosz) and the catalogues
// beside it that its forces name, within lim (together within the budget
// of one import, bs.Limits.Whole, which reads each file once), and finds
// every vehicle it selects, inside the entries its forces took.
func ReadRoster(path string, lim bs.Limits) (*Roster, error) {
	lim = lim.Whole(path)
	root, name, err := bs.ReadRoster(path, lim)
	if err != nil {
		return nil, err
	}
	r := &Roster{Path: path, Name: strings.TrimSpace(root.Get("name"))}
	forces := root.Kids("forces", "force")
	if len(forces) == 0 {
		return nil, fmt.Errorf("%s:%d: the roster has no force", name, root.Line)
	}
	armies := map[string]*Army{}
	for _, f := range forces {
		id := f.Get("catalogueId")
		a := armies[id]
		if a == nil {
			file, err := bs.FindCatalogueFile(path, id, lim)
			if err != nil {
				return nil, bs.Named(err, f.Get("catalogueName"))
			}
			if a, err = Load(file, lim); err != nil {
				return nil, err
			}
			armies[id] = a
		}
		if err := r.readForce(name, f, a); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// readForce adds the vehicles of a force: each selection the force took is
// read whole, and every selection inside it of an entry that holds a
// Vehicle profile is a vehicle.
func (r *Roster) readForce(name string, f *bs.Node, a *Army) error {
	byID := map[string]*Vehicle{}
	for _, v := range a.Vehicles {
		byID[v.ID] = v
	}
	for _, k := range f.Kids("selections", "selection") {
		sel, line, ok := a.RosterSelection(k, nil)
		if !ok {
			return fmt.Errorf("%s:%d: the selection's entryId names no entry of the catalogue %s; is the catalogue the roster was made with?", name, line, a.Path)
		}
		sel.Walk(func(s *bs.Selection) {
			if !holdsVehicle(a.Data, s.Entry) {
				return
			}
			v := byID[s.Entry.ID()]
			if v == nil {
				v = &Vehicle{ID: s.Entry.ID(), Name: s.Entry.Name(), Root: sel.Entry, Line: s.Entry.Line()}
			}
			rv := RosterVehicle{Army: a, V: v, Root: sel, Copies: max(sel.Number, 1)}
			rv.Start = a.chosenStart(s, sel)
			r.Vehicles = append(r.Vehicles, rv)
		})
	}
	return nil
}

// chosenStart reads the rating the roster chose for a vehicle, in its
// selection or the one the force took, and returns the crew's start it
// gives, or "".
func (a *Army) chosenStart(vehicle, root *bs.Selection) string {
	for _, holder := range []*bs.Selection{vehicle, root} {
		for _, k := range holder.Children {
			if q, ok := a.quality(k.Entry); ok {
				for s, rq := range starts {
					if rq == q {
						return s
					}
				}
			}
		}
	}
	return ""
}
