package bsdata

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow"
)

// Roster is a BattleScribe roster: its forces' formations and units.
type Roster struct {
	Path  string
	Name  string
	Limit float64      // the pts cost limit; 0 when none
	Cats  []*Catalogue // each force's once, the first force's first; a force of an ally names another
	// Formations in the roster's order, every force's; units outside any
	// formation (support units) are in Support.
	Formations []RosterFormation
	Support    []RosterUnit
}

// RosterFormation is a formation selection and the units chosen in it.
type RosterFormation struct {
	Name  string
	Units []RosterUnit
}

// RosterUnit is one unit selection: its catalogue and unit, the
// selections the roster made and their points.
type RosterUnit struct {
	Cat    *Catalogue
	Unit   *Unit
	Sel    *bs.Selection
	Size   Size    // the size chosen, as named
	Points float64 // the selection's pts, its options included
}

// File maps the roster's unit to a unit file with its role.
func (ru RosterUnit) File(role string) Import {
	return ru.Cat.SelectionFile(ru.Unit, ru.Sel, ru.Size, role, ru.Points)
}

// ReadRoster reads a roster (.ros, or a zipped .rosz) and the catalogues
// beside it that its forces name, within lim: each file's, and together
// within the budget of one import (bs.Limits.Whole), which reads each
// file once.
func ReadRoster(path string, lim Limits) (*Roster, error) {
	lim = lim.Whole(path)
	root, name, err := bs.ReadRoster(path, lim)
	if err != nil {
		return nil, err
	}
	r := &Roster{Path: path, Name: strings.TrimSpace(root.Get("name"))}
	for _, c := range root.Kids("costLimits", "costLimit") {
		if c.Get("name") == "pts" {
			r.Limit, _ = strconv.ParseFloat(c.Get("value"), 64)
		}
	}
	forces := root.Kids("forces", "force")
	if len(forces) == 0 {
		return nil, fmt.Errorf("%s:%d: the roster has no force", name, root.Line)
	}
	cats := map[string]*Catalogue{}
	for _, f := range forces {
		id := f.Get("catalogueId")
		cat := cats[id]
		if cat == nil {
			file, err := bs.FindCatalogueFile(path, id, lim)
			if err != nil {
				return nil, bs.Named(err, f.Get("catalogueName"))
			}
			if cat, err = Load(file, lim); err != nil {
				return nil, err
			}
			cats[id] = cat
			r.Cats = append(r.Cats, cat)
		}
		if err := r.readForce(name, f, cat); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// readForce adds a force's formations and support units to the roster: a
// selection of a unit of the catalogue is a unit; one of a formation
// holds units; any other selection (a choice between units) is looked
// into.
func (r *Roster) readForce(name string, f *Node, cat *Catalogue) error {
	var walk func(n *Node, fm *RosterFormation, ctx *bs.Selection) error
	walk = func(n *Node, fm *RosterFormation, ctx *bs.Selection) error {
		for _, k := range n.Kids("selections", "selection") {
			u := cat.UnitByID(bs.EntryID(k))
			if u == nil {
				e, ok := cat.EntryByID(bs.EntryID(k))
				here := &bs.Selection{Entry: e, Parent: ctx, Number: 1}
				if ok && fm == nil && cat.cats.has(cat.cats.formation, e) {
					r.Formations = append(r.Formations, RosterFormation{Name: strings.TrimSpace(k.Get("name"))})
					if err := walk(k, &r.Formations[len(r.Formations)-1], here); err != nil {
						return err
					}
					continue
				}
				if !ok {
					here = ctx
				}
				if err := walk(k, fm, here); err != nil {
					return err
				}
				continue
			}
			sel, line, ok := cat.RosterSelection(k, ctx)
			if !ok {
				return fmt.Errorf("%s:%d: unit %q: the catalogue has no entry %q", name, line, u.Name, bs.EntryID(k))
			}
			ru := RosterUnit{Cat: cat, Unit: u, Sel: sel, Points: sel.Total("pts"), Size: rosterSize(sel)}
			if fm == nil {
				r.Support = append(r.Support, ru)
			} else {
				fm.Units = append(fm.Units, ru)
			}
		}
		return nil
	}
	return walk(f, nil, nil)
}

// rosterSize names the size a roster chose: the alternatives it picked of
// the unit's groups, else its counted selection.
func rosterSize(sel *bs.Selection) Size {
	var names []string
	for _, k := range sel.Children {
		if k.Group.Node != nil {
			names = append(names, k.Name)
		}
	}
	if len(names) == 0 {
		return Size{Name: countedName(sel)}
	}
	return Size{Name: strings.Join(names, ", ")}
}

// ForceFile writes the roster's force file: files[i] names the unit files
// of its formation i (the primary's support units after its own), total
// is the points of its units, the limit when the roster gives none, and
// refused lists the units that could not be read ("NAME: why"), which its
// head names.
func (r *Roster) ForceFile(files [][]string, total float64, refused []string) []byte {
	var b strings.Builder
	var from []string
	for _, c := range r.Cats {
		from = append(from, fmt.Sprintf("catalogue %s (revision %s)", model.TOMLString(c.Name), plain(c.Revision)))
	}
	fmt.Fprintf(&b, "# Imported from BattleScribe data: roster %s, %s.\n", model.TOMLString(r.Name), strings.Join(from, ", "))
	if len(refused) > 0 {
		b.WriteString("# Not imported, for the data could not be read (add them by hand):\n")
		for _, u := range refused {
			fmt.Fprintf(&b, "#   %s\n", strings.Join(strings.Fields(u), " "))
		}
	}
	fmt.Fprintf(&b, "system = %q\n\n[force]\n", fow.SystemName)
	limit := r.Limit
	if limit != 0 && (limit != math.Trunc(limit) || limit < 1 || limit > fow.MaxForcePoints) { // NaN, Inf, 0.5, 1e308
		fmt.Fprintf(&b, "# The roster's points limit, %v, is not a whole number from 1 to %d: the units' total is written instead.\n", limit, fow.MaxForcePoints)
		limit = 0
	}
	if limit <= 0 {
		limit = math.Ceil(total)
	}
	fmt.Fprintf(&b, "name = %s\nnation = %s\npoints = %d\n", model.TOMLString(shorten(r.Name, fow.MaxName)), model.TOMLString(nationOf(r.Cats[0])), int(limit))
	for i, fm := range r.Formations {
		typ := "support"
		if i == 0 {
			typ = "primary"
		}
		var names []string
		if i < len(files) {
			for _, f := range files[i] {
				names = append(names, model.TOMLString(f))
			}
		}
		fmt.Fprintf(&b, "\n[[formation]]\nname = %s\ntype = %q\nunits = [\n  %s,\n]\n", model.TOMLString(shorten(fm.Name, fow.MaxName)), typ, strings.Join(names, ",\n  "))
	}
	return []byte(b.String())
}

func nationOf(c *Catalogue) string {
	n, _ := c.Nation()
	return shorten(n, fow.MaxNation)
}
