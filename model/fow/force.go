package fow

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/crewcard/crewcard/model"
)

// ForceFile is a force file as written: a [force] table and its
// [[formation]] tables (DESIGN §14). Units are files beside it, named by
// path, or written inline.
type ForceFile struct {
	System     string          `toml:"system"` // "fow-v4"
	Force      ForceSpec       `toml:"force"`
	Formations []FormationSpec `toml:"formation"`
	Unit       *Value          `toml:"unit"` // never valid in a force file: read only to say so (F18)
	Team       *Value          `toml:"team"` // likewise

	name string
	locs *model.Locator
}

// ForceSpec is the [force] table.
type ForceSpec struct {
	Name   string `toml:"name"`
	Nation string `toml:"nation"`
	Points int64  `toml:"points"` // the force's points limit (F16)
}

// FormationSpec is one [[formation]].
type FormationSpec struct {
	Name   string       `toml:"name"`
	Type   string       `toml:"type"`  // primary or support (F11)
	Units  []string     `toml:"units"` // unit files, relative to the force file's folder (F17)
	Inline []InlineUnit `toml:"unit"`  // units written in the force file, after those of Units
}

// InlineUnit is a [[formation.unit]]: the keys of a unit file's [unit]
// table, with its teams as [[formation.unit.team]].
type InlineUnit struct {
	Name       string     `toml:"name"`
	Nation     string     `toml:"nation"`
	Role       string     `toml:"role"`
	Motivation string     `toml:"motivation"`
	Skill      string     `toml:"skill"`
	IsHitOn    string     `toml:"is_hit_on"`
	Points     int64      `toml:"points"`
	Keywords   []string   `toml:"keywords"`
	Tests      TestsSpec  `toml:"tests"`
	Teams      []TeamSpec `toml:"team"`
}

// spec returns the [unit] table the inline unit stands for.
func (s *InlineUnit) spec() UnitSpec {
	return UnitSpec{Name: s.Name, Nation: s.Nation, Role: s.Role, Motivation: s.Motivation, Skill: s.Skill,
		IsHitOn: s.IsHitOn, Points: s.Points, Keywords: s.Keywords, Tests: s.Tests}
}

// Name returns the file name given to CheckForce.
func (f *ForceFile) Name() string { return f.name }

// Pos returns the position of a located path such as "formation.0.units.1".
func (f *ForceFile) Pos(path string) model.Pos { return f.locs.Pos(f.name, path) }

// locate maps a path of a unit file to the path that the force file holding
// the unit inline gives it: "unit.name" to "formation.0.unit.1.name",
// "team.0" to "formation.0.unit.1.team.0". A unit file's paths stay as
// they are.
func (f *File) locate(path string) string {
	if f.inline == "" {
		return path
	}
	if path == "unit" || path == "system" {
		return f.inline
	}
	if rest, ok := strings.CutPrefix(path, "unit."); ok {
		return f.inline + "." + rest
	}
	return f.inline + "." + path
}

// FormationType is what a formation is to its force (F11).
type FormationType uint8

// The formation types.
const (
	PrimaryFormation FormationType = iota
	SupportFormation
)

var formationKeys = []string{"primary", "support"}

func (t FormationType) String() string { return formationKeys[t] }

// Force is a checked force.
type Force struct {
	File       *ForceFile
	Name       string
	Nation     string // as written
	Limit      int    // points
	Formations []Formation
}

// Formation is one checked formation, its units in the order written:
// those named by path, then those written inline.
type Formation struct {
	Name  string
	Type  FormationType
	Units []*Unit
}

// FormationLastStandUnits is how many units a formation needs on the table
// or in reserve at the start of its player's turn; with fewer it is
// destroyed (QR "Check Formation Last Stand", P. 82).
const FormationLastStandUnits = 2

// LastStand words the formation's Last Stand condition for its card (QR
// P. 82), in our words.
func (fm *Formation) LastStand() string {
	return fmt.Sprintf("Last Stand: destroyed with fewer than %d of its %d units on the table or in reserve",
		FormationLastStandUnits, len(fm.Units))
}

// Points returns the sum of the formation's units' points.
func (fm *Formation) Points() int {
	n := 0
	for _, u := range fm.Units {
		n += u.Points
	}
	return n
}

// Command returns the formation's Formation Command unit, nil if it has none.
func (fm *Formation) Command() *Unit {
	for _, u := range fm.Units {
		if u.Role == FormationCommand {
			return u
		}
	}
	return nil
}

// Count returns how many of the formation's units have role r.
func (fm *Formation) Count(r Role) int {
	n := 0
	for _, u := range fm.Units {
		if u.Role == r {
			n++
		}
	}
	return n
}

// Points returns the force's total points, the sum of its units' points.
func (f *Force) Points() int {
	n := 0
	for i := range f.Formations {
		n += f.Formations[i].Points()
	}
	return n
}

// Primary returns the force's Primary Formation.
func (f *Force) Primary() *Formation {
	for i := range f.Formations {
		if f.Formations[i].Type == PrimaryFormation {
			return &f.Formations[i]
		}
	}
	return nil // unreachable in a checked force (F11)
}

// SupportUsed returns how many Support Units the force fields: the Support
// Units of its Primary Formation, and one for each Support Formation (F15).
func (f *Force) SupportUsed() int {
	n := 0
	for i := range f.Formations {
		if fm := &f.Formations[i]; fm.Type == SupportFormation {
			n++
		} else {
			n += fm.Count(Support)
		}
	}
	return n
}

// SupportAllowed returns how many Support Units the force may field: as
// many as its Primary Formation has Combat Units (F15).
func (f *Force) SupportAllowed() int {
	if p := f.Primary(); p != nil {
		return p.Count(Combat)
	}
	return 0
}

// Summary describes the force in one line, for logs and tests.
func (f *Force) Summary() string {
	units := 0
	for _, fm := range f.Formations {
		units += len(fm.Units)
	}
	return fmt.Sprintf("%s (%s): %d formations, %d units, %d of %d points, support %d of %d",
		f.Name, f.Nation, len(f.Formations), units, f.Points(), f.Limit, f.SupportUsed(), f.SupportAllowed())
}

// IsForce reports whether the TOML file src is a force file: whether it
// has a top-level force table (or any force key). A file that does not
// decode is not one; a file with both [force] and [unit] is, and
// CheckForce says what is wrong with it. Glue code asks it to choose
// between CheckForce and Check.
func IsForce(src []byte) bool {
	if !bytes.Contains(src, []byte("force")) {
		return false // the common case: a unit file
	}
	var head struct {
		Force any `toml:"force"`
	}
	if _, err := model.DecodeTOML("", src, &head); err != nil {
		return false
	}
	return head.Force != nil
}

// UnitFiles lists the unit files that the force file src names (F17), as
// CheckForce reads them: paths below the force file's folder, with
// slashes, each once, in the force's order. A name CheckForce refuses is
// left out; a file that does not decode names none. A program that shows
// a force watches these files with it.
func UnitFiles(src []byte) []string {
	var f struct {
		Formations []struct {
			Units []string `toml:"units"`
		} `toml:"formation"`
	}
	if _, err := model.DecodeTOML("", src, &f); err != nil {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	for _, fm := range f.Formations {
		for _, rel := range fm.Units {
			if clean, msg := unitPath(rel); msg == "" && !seen[clean] {
				seen[clean] = true
				out = append(out, clean)
			}
		}
	}
	return out
}
