package bsdata

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

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

// RosterUnit is one unit selection: its catalogue and unit, size and points.
type RosterUnit struct {
	Cat    *Catalogue
	Unit   *Unit
	Size   int
	Points float64 // the selection's pts, its options included
}

// ReadRoster reads a roster (.ros, or a zipped .rosz) and the catalogue
// beside it that its force names, within lim; a .rosz's one .ros is read
// with the same limits.
func ReadRoster(path string, lim Limits) (*Roster, error) {
	src, err := readLimited(path, lim)
	if err != nil {
		return nil, err
	}
	name := path
	if strings.EqualFold(filepath.Ext(path), ".rosz") {
		if src, name, err = unzip(path, src, lim); err != nil {
			return nil, err
		}
	}
	root, err := Parse(name, bytes.NewReader(src), lim)
	if err != nil {
		return nil, err
	}
	if root.Name != "roster" {
		return nil, fmt.Errorf("%s:%d: not a BattleScribe roster: its root is <%s>", name, root.Line, root.Name)
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
			if cat, err = findCatalogue(path, id, lim); err != nil {
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

// readForce adds a force's formations and support units to the roster.
func (r *Roster) readForce(name string, f *Node, cat *Catalogue) error {
	units := cat.byID
	for _, sel := range f.Kids("selections", "selection") {
		if u := units[entry(sel)]; u != nil {
			ru, err := rosterUnit(name, sel, cat, u)
			if err != nil {
				return err
			}
			r.Support = append(r.Support, ru)
			continue
		}
		fm := RosterFormation{Name: strings.TrimSpace(sel.Get("name"))}
		var walk func(n *Node) error
		walk = func(n *Node) error {
			for _, k := range n.Kids("selections", "selection") {
				if u := units[entry(k)]; u != nil {
					ru, err := rosterUnit(name, k, cat, u)
					if err != nil {
						return err
					}
					fm.Units = append(fm.Units, ru)
				} else if err := walk(k); err != nil {
					return err
				}
			}
			return nil
		}
		if err := walk(sel); err != nil {
			return err
		}
		if len(fm.Units) > 0 {
			r.Formations = append(r.Formations, fm)
		}
	}
	return nil
}

// entry is the id of the catalogue entry a selection was made from: the
// last of its entryId's "link::target" path.
func entry(sel *Node) string {
	id := sel.Get("entryId")
	if i := strings.LastIndex(id, "::"); i >= 0 {
		id = id[i+2:]
	}
	return id
}

// rosterUnit reads a unit selection: the size chosen in it and its points.
func rosterUnit(name string, sel *Node, cat *Catalogue, u *Unit) (RosterUnit, error) {
	ru := RosterUnit{Cat: cat, Unit: u, Size: -1}
	sel.Walk(func(n *Node) {
		if n.Name == "selection" {
			for i, s := range u.Sizes {
				if s.ID != "" && entry(n) == s.ID {
					ru.Size = i
				}
			}
		}
		if n.Name == "cost" && n.Get("name") == "pts" {
			v, _ := strconv.ParseFloat(n.Get("value"), 64)
			ru.Points += v
		}
	})
	if ru.Size < 0 {
		if len(u.Sizes) != 1 {
			return ru, fmt.Errorf("%s:%d: unit %q: no size of the catalogue's chosen", name, sel.Line, u.Name)
		}
		ru.Size = 0
	}
	return ru, nil
}

func readLimited(path string, lim Limits) ([]byte, error) {
	f, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	src, err := io.ReadAll(io.LimitReader(f, lim.MaxBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if int64(len(src)) > lim.MaxBytes {
		return nil, fmt.Errorf("%s: larger than the %d MiB limit", path, lim.MaxBytes>>20)
	}
	return src, nil
}

// unzip returns the one .ros of a .rosz, read no further than lim.MaxBytes
// whatever its header claims.
func unzip(path string, src []byte, lim Limits) ([]byte, string, error) {
	zr, err := zip.NewReader(bytes.NewReader(src), int64(len(src)))
	if err != nil {
		return nil, "", fmt.Errorf("%s: not a zipped roster: %v", path, err)
	}
	if len(zr.File) != 1 {
		return nil, "", fmt.Errorf("%s: %d files in it, want the one roster", path, len(zr.File))
	}
	zf := zr.File[0]
	name := path + ":" + zf.Name
	rc, err := zf.Open()
	if err != nil {
		return nil, "", fmt.Errorf("%s: %v", name, err)
	}
	defer rc.Close()
	out, err := io.ReadAll(io.LimitReader(rc, lim.MaxBytes+1))
	if err != nil {
		return nil, "", fmt.Errorf("%s: %v", name, err)
	}
	if int64(len(out)) > lim.MaxBytes {
		return nil, "", fmt.Errorf("%s: larger than the %d MiB limit once unzipped", name, lim.MaxBytes>>20)
	}
	return out, name, nil
}

// findCatalogue loads the .cat beside path whose id is id.
func findCatalogue(path, id string, lim Limits) (*Catalogue, error) {
	cats, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "*.cat"))
	sort.Strings(cats)
	for _, c := range cats {
		src, err := readLimited(c, lim)
		if err != nil {
			return nil, err
		}
		// The id is in the root's start tag: look before parsing it all.
		head := src[:min(len(src), 4096)]
		if !bytes.Contains(head, []byte(`id="`+id+`"`)) {
			continue
		}
		return Load(c, lim)
	}
	return nil, fmt.Errorf("%s: no catalogue %q (.cat) beside it", path, id)
}

// ForceFile writes the roster's force file: files[i] names the unit files
// of its formation i (the primary's support units after its own), and
// total is the points of its units, the limit when the roster gives none.
func (r *Roster) ForceFile(files [][]string, total float64) []byte {
	var b strings.Builder
	var from []string
	for _, c := range r.Cats {
		from = append(from, fmt.Sprintf("catalogue %s (revision %s)", model.TOMLString(c.Name), c.Revision))
	}
	fmt.Fprintf(&b, "# Imported from BattleScribe data: roster %s, %s.\nsystem = %q\n\n[force]\n",
		model.TOMLString(r.Name), strings.Join(from, ", "), fow.SystemName)
	limit := r.Limit
	if limit <= 0 {
		limit = math.Ceil(total)
	}
	fmt.Fprintf(&b, "name = %s\nnation = %s\npoints = %d\n", model.TOMLString(shorten(r.Name, fow.MaxName)), model.TOMLString(r.Cats[0].Nation()), int(limit))
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
