package fow

import (
	"fmt"
	"path"
	"strings"

	"github.com/crewcard/crewcard/model"
)

// Limits on what a force file may hold (F16, F18).
const (
	MaxFormations     = 8     // formations in a force
	MaxFormationUnits = 32    // units in one formation
	MaxForcePoints    = 99999 // the largest points limit
)

// ReadFunc reads the unit file at rel, a path below the force file's folder
// with forward slashes, already cleaned and checked not to leave the
// folder. It returns the name to report the unit's problems under (the
// path a user would open) and the file's source.
type ReadFunc func(rel string) (name string, src []byte, err error)

// CheckForce parses and validates a force file and every unit it names or
// holds, reporting every problem in one list, warnings too: a unit file's
// problems at its own positions, a unit written inline at the force file's.
// read fetches the unit files named by path, so the model does no I/O; it
// may be nil for a force that names none. The force is nil when the file or
// any of its units is not legal. The counts that need every unit (F15, F16,
// and F12 for a formation) are made only when every unit checked.
func CheckForce(name string, src []byte, read ReadFunc) (*Force, model.ErrorList) {
	f := &ForceFile{name: name}
	locs, bad, errs := model.DecodeAll(name, src, f, "a force file")
	if locs == nil {
		return nil, errs
	}
	f.locs = locs
	c := &forceChecker{f: f, errs: errs, mistyped: bad, read: read, seen: map[string]string{}}
	force := c.force()
	c.errs.Sort()
	if c.errs.Err() != nil {
		return nil, c.errs
	}
	return force, c.errs
}

// forceChecker carries the force file and the problems found while
// checking it and its units.
type forceChecker struct {
	f     *ForceFile
	errs  model.ErrorList
	read  ReadFunc
	seen  map[string]string // a unit file's cleaned path -> where the force first names it
	paths [][]string        // per formation, the located path of each checked unit
	whole []bool            // per formation, whether every unit checked
	// mistyped holds the force file's values of the wrong type, already
	// reported: the rules, and those of the units written in it, keep
	// quiet on the zero left in their place.
	mistyped model.Mistyped
}

// add records a problem at a located path of the force file, unless a
// value of the wrong type covers the path.
func (c *forceChecker) add(path, rule, format string, args ...any) {
	if c.mistyped.Covers(path) {
		return
	}
	c.errs = append(c.errs, &model.Error{Pos: c.f.Pos(path), Path: model.DisplayPath(path), Msg: fmt.Sprintf(format, args...), Rule: rule})
}

// warn records a warning at path.
func (c *forceChecker) warn(path, rule, format string, args ...any) {
	n := len(c.errs)
	c.add(path, rule, format, args...)
	if len(c.errs) > n {
		c.errs[n].Warn = true
	}
}

func (c *forceChecker) text(path, s string, max int) {
	if msg := model.CheckText(s, true, max); msg != "" {
		c.add(path, "F18", "%s", msg)
	}
}

func (c *forceChecker) force() *Force {
	f := c.f
	s := &f.Force
	if f.System != SystemName {
		c.add("system", "", "a force file says system = %q", SystemName)
	}
	if f.Unit != nil {
		c.add("unit", "F18", "a force file holds no [unit] table: put the unit in a file of its own and list it in a formation's units, or write it here as [[formation.unit]]")
	}
	if f.Team != nil {
		c.add("team", "F18", "a force file holds no [[team]] of its own: a team belongs to a unit, written here as [[formation.unit.team]]")
	}
	c.text("force.name", s.Name, MaxName)
	c.text("force.nation", s.Nation, MaxNation)
	switch {
	case s.Points == 0 && !c.mistyped.Covers("force.points"):
		c.add("force", "F16", "give the force's points limit, such as points = 100")
	case s.Points < 0 || s.Points > MaxForcePoints:
		c.add("force.points", "F16", "the points limit must be 1 to %d, not %d", MaxForcePoints, s.Points)
	}
	force := &Force{File: f, Name: s.Name, Nation: s.Nation, Limit: int(s.Points)}
	switch n := len(f.Formations); {
	case n == 0 && c.mistyped.Covers("formation"):
		return force
	case n == 0:
		c.add("force", "F11", "a force has one Primary Formation: add a [[formation]] with type = \"primary\"")
		return force
	case n > MaxFormations:
		c.add(fmt.Sprintf("formation.%d", MaxFormations), "F18", "%d formations, at most %d in one force", n, MaxFormations)
	}
	for i := range f.Formations {
		force.Formations = append(force.Formations, c.formation(i, &f.Formations[i]))
	}
	c.primary(force)
	whole := true
	for i := range force.Formations {
		whole = whole && c.whole[i]
		if c.whole[i] {
			c.command(i, &force.Formations[i])
		}
	}
	if whole { // the counts below need every unit's role and points
		c.support(force)
		c.points(force)
	}
	return force
}

// formation checks one [[formation]] and the units it names or holds.
func (c *forceChecker) formation(i int, s *FormationSpec) Formation {
	at := fmt.Sprintf("formation.%d", i)
	fm := Formation{Name: s.Name}
	c.text(at+".name", s.Name, MaxName)
	if t, ok := lookupKey(formationKeys, s.Type); ok {
		fm.Type = FormationType(t)
	} else {
		c.add(at+".type", "F11", "%s", unknown("formation type", s.Type, formationKeys))
		fm.Type = SupportFormation // so that it is not counted as a second primary
	}
	if n := len(s.Units) + len(s.Inline); n > MaxFormationUnits {
		c.add(at, "F18", "%d units, at most %d in one formation", n, MaxFormationUnits)
	}
	var paths []string
	whole := true
	for j, rel := range s.Units {
		p := fmt.Sprintf("%s.units.%d", at, j)
		u, ok := c.unitFile(p, rel)
		whole = whole && ok
		if u != nil {
			fm.Units, paths = append(fm.Units, u), append(paths, p)
		}
	}
	for j := range s.Inline {
		p := fmt.Sprintf("%s.unit.%d", at, j)
		u := c.inline(p, &s.Inline[j])
		whole = whole && u != nil
		if u != nil {
			fm.Units, paths = append(fm.Units, u), append(paths, p)
		}
	}
	c.paths, c.whole = append(c.paths, paths), append(c.whole, whole)
	return fm
}

// unitFile reads and checks the unit file that the force names at path
// (F17). It reports whether the name is fine for the force's counts: a
// unit named twice is reported once and counted once.
func (c *forceChecker) unitFile(at, rel string) (*Unit, bool) {
	clean, msg := unitPath(rel)
	if msg != "" {
		c.add(at, "F17", "%s", msg)
		return nil, false
	}
	if first, ok := c.seen[clean]; ok {
		c.add(at, "F17", "%q is already listed at %s; a force fields each unit once: for a second such unit, copy the file under another name", rel, first)
		return nil, true
	}
	c.seen[clean] = model.DisplayPath(at)
	if c.read == nil {
		c.add(at, "F17", "cannot read the unit file %q: this force is checked without its folder", rel)
		return nil, false
	}
	name, src, err := c.read(clean)
	if err != nil {
		c.add(at, "F17", "cannot read the unit file %q: %v", rel, err)
		return nil, false
	}
	if msg := notUnit(name, src); msg != "" {
		c.add(at, "F17", "%q %s", rel, msg)
		return nil, false
	}
	u, errs := Check(name, src)
	c.errs = append(c.errs, errs...)
	return u, u != nil
}

// notUnit says why the file src is not a unit file of this system, or ""
// when it is one or does not decode (Check then reports the syntax error
// at its position).
func notUnit(name string, src []byte) string {
	if IsForce(src) {
		return "is a force file, not a unit file; a force holds units, not other forces"
	}
	sys, err := model.SystemOf(name, src)
	switch {
	case err != nil:
		return "names its system with something other than a string; a unit file says system = \"" + SystemName + "\""
	case sys == SystemName:
		return ""
	case sys != "":
		return fmt.Sprintf("is a file of the system %s, not a %s unit file", model.Quote(sys), SystemName)
	}
	var tree map[string]any
	if _, err := model.DecodeTOML(name, src, &tree); err != nil {
		return ""
	}
	return fmt.Sprintf("names no game system: a unit file begins with system = %q", SystemName)
}

// unitPath cleans the path of a unit file as a force file gives it, with
// forward slashes. It refuses absolute paths and paths that leave the force
// file's folder: a force travels with its units, and names no file outside
// them. It returns the problem, or "".
func unitPath(rel string) (string, string) {
	s := strings.ReplaceAll(rel, `\`, "/")
	base := path.Base(s)
	switch {
	case strings.TrimSpace(s) == "":
		return "", "give the path of a unit file beside the force file, such as \"grenadiers.toml\""
	case strings.HasPrefix(s, "/") || len(s) >= 2 && s[1] == ':':
		return "", fmt.Sprintf("%q is an absolute path; give the unit file's path from the force file's folder, such as %q", rel, base)
	}
	clean := path.Clean(s)
	switch {
	case clean == ".":
		return "", fmt.Sprintf("%q names the force file's folder, not a unit file", rel)
	case clean == ".." || strings.HasPrefix(clean, "../"):
		return "", fmt.Sprintf("%q leaves the force file's folder; keep the unit files in it or below it, and name them from there, such as %q", rel, base)
	}
	return clean, ""
}

// inline checks a unit written in the force file at path; its problems
// are reported at the force file's positions.
func (c *forceChecker) inline(at string, s *InlineUnit) *Unit {
	f := &File{System: SystemName, Unit: s.spec(), Teams: s.Teams, name: c.f.name, locs: c.f.locs, inline: at}
	uc := &checker{f: f, mistyped: c.mistyped}
	u := uc.unit()
	whole := !c.mistyped.Inside(at) // its rules keep quiet on a value of the wrong type, which leaves it unjudged
	if uc.errs.Err() == nil && whole {
		uc.payload(u)
	}
	c.errs = append(c.errs, uc.errs...)
	if uc.errs.Err() != nil || !whole {
		return nil
	}
	return u
}

// primary checks that exactly one formation is the Primary Formation (F11).
func (c *forceChecker) primary(force *Force) {
	first := -1
	for i, fm := range force.Formations {
		if fm.Type != PrimaryFormation {
			continue
		}
		if first >= 0 {
			c.add(fmt.Sprintf("formation.%d.type", i), "F11", "a force has one Primary Formation, and %q is already primary: make this one type = \"support\"", force.Formations[first].Name)
			continue
		}
		first = i
	}
	if first >= 0 {
		return
	}
	for i := range c.f.Formations {
		if _, ok := lookupKey(formationKeys, c.f.Formations[i].Type); !ok {
			return // its unknown type is reported; it may be meant as the primary
		}
	}
	c.add("formation.0.type", "F11", "the force has no Primary Formation: set type = \"primary\" on the formation the force is built around")
}

// command checks that the formation has its Formation Command (F12), and
// warns when it has too few units to survive its first Formation Last
// Stand check (QR P. 82).
func (c *forceChecker) command(i int, fm *Formation) {
	at := fmt.Sprintf("formation.%d", i)
	if len(fm.Units) == 0 {
		c.add(at, "F12", "formation %q has no units: list unit files in units = [...] or write [[formation.unit]] tables", fm.Name)
		return
	}
	var cmds []int
	for j, u := range fm.Units {
		if u.Role == FormationCommand {
			cmds = append(cmds, j)
		}
	}
	switch len(cmds) {
	case 0:
		c.add(at, "F12", "formation %q has no Formation Command: add the unit that holds its CiC team (and 2iC, if any), with role = \"formation-command\"", fm.Name)
	case 1:
	default:
		for _, j := range cmds[1:] {
			c.add(c.paths[i][j], "F12", "formation %q has %d Formation Command units, %q first; a formation has one, holding its CiC and any 2iC: give this unit another role or move it", fm.Name, len(cmds), fm.Units[cmds[0]].Name)
		}
	}
	if n := len(fm.Units); n < FormationLastStandUnits {
		c.warn(at, "F12", "formation %q has %d unit; a formation with fewer than %d units on the table or in reserve is destroyed at the start of its turn (Formation Last Stand, QR P. 82)", fm.Name, n, FormationLastStandUnits)
	}
}

// support checks that the force fields no more Support Units than its
// Primary Formation has Combat Units, a Support Formation counting as one
// (F15). It reports the first Support Unit over the limit.
func (c *forceChecker) support(force *Force) {
	p := force.Primary()
	if p == nil {
		return
	}
	allowed, used := force.SupportAllowed(), force.SupportUsed()
	if used <= allowed {
		return
	}
	n := 0
	for i := range force.Formations {
		fm := &force.Formations[i]
		var at []string
		if fm.Type == SupportFormation {
			at = append(at, fmt.Sprintf("formation.%d", i))
		} else {
			for j, u := range fm.Units {
				if u.Role == Support {
					at = append(at, c.paths[i][j])
				}
			}
		}
		for _, a := range at {
			if n++; n == allowed+1 {
				c.add(a, "F15", "the force fields %d Support Units (a Support Formation counts as one), and its Primary Formation %q has %d Combat Units, which allow no more: drop %d, this one or a later one, or add Combat Units to %q",
					used, p.Name, allowed, used-allowed, p.Name)
				return
			}
		}
	}
}

// points checks that every unit gives its points and that together they
// keep within the force's limit (F16).
func (c *forceChecker) points(force *Force) {
	if force.Limit <= 0 || force.Limit > MaxForcePoints {
		return // reported
	}
	missing := false
	for i := range force.Formations {
		for j, u := range force.Formations[i].Units {
			if u.Points > 0 {
				continue
			}
			missing = true
			where := "the [unit] table of " + u.File.Name()
			if u.File.inline != "" {
				where = "its [[formation.unit]] table"
			}
			c.add(c.paths[i][j], "F16", "unit %q gives no points, so the force's total against its %d-point limit is unknown: add points = N to %s", u.Name, force.Limit, where)
		}
	}
	if missing {
		return
	}
	if total := force.Points(); total > force.Limit {
		var parts []string
		for _, fm := range force.Formations {
			parts = append(parts, fmt.Sprintf("%q %d", fm.Name, fm.Points()))
		}
		c.add("force.points", "F16", "the units come to %d points (%s), %d more than the force's limit of %d: drop or change units",
			total, strings.Join(parts, ", "), total-force.Limit, force.Limit)
	}
}
