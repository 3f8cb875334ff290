package bsdata

import (
	"bufio"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model/crewexp"
)

// TestAuditValues checks the values of every crew file the import writes
// against the data, read again by a path of the audit's own: the XML
// parsed with encoding/xml alone, the vehicle's entry found by its id, its
// Damage Value, its weapons' range, shots and penetration, and its cost at
// the rating the crew is bought at added up from the <cost> elements of
// the entries a force selects to reach it. Only the list of vehicles, their
// ids and the files written come from the package.
func TestAuditValues(t *testing.T) {
	needs.Long(t, "every value of the armies read back")
	var st auditStats
	systems := map[string]*xn{}
	for _, path := range armies(t) {
		a := load(t, path)
		d, err := auditLoad(path, systems)
		if err != nil {
			t.Fatal(err)
		}
		name, _ := filepath.Rel(dataDir, path)
		paths := d.vehiclePaths()
		files, wrong := st.files, st.wrong
		for _, v := range a.Vehicles {
			pts := a.Points(v)
			for _, start := range Starts {
				q := starts[start]
				if _, offered := pts[q]; !offered {
					continue
				}
				im := a.VehicleFile(v, start)
				if im.File == nil {
					continue
				}
				f, err := crewexp.Parse(v.Name+".toml", im.File)
				if err != nil {
					t.Errorf("%s: vehicle %q (%s): the file written does not parse: %v", name, v.Name, start, err)
					continue
				}
				st.files++
				au := &vehicleAudit{t: t, st: &st, d: d, cat: name, name: v.Name, id: v.ID, start: start, quality: q}
				au.check(f, paths[v.ID])
			}
		}
		t.Logf("%s: %d vehicles, %d files audited, %d mismatches", name, len(a.Vehicles), st.files-files, st.wrong-wrong)
	}
	t.Logf("files audited %d; values compared %d: Damage Values %d, weapon values %d (range, shots, pen of %d weapons), points %d "+
		"(%d decided, %d undecided between the totals the data leaves open, the written one found among them); mismatches %d; points undecided and unchecked %d",
		st.files, st.compared, st.damage, st.weaponValues, st.weapons, st.points+st.pointsOpen, st.points, st.pointsOpen, st.wrong, len(st.undecided))
	for _, o := range st.open {
		t.Logf("points undecided, checked: %s", o)
	}
	for _, u := range st.undecided {
		t.Logf("points undecided, unchecked: %s", u)
	}
}

// auditStats are the audit's counts.
type auditStats struct {
	files, compared, wrong                int
	damage, weapons, weaponValues, points int
	pointsOpen                            int
	open, undecided                       []string
}

// xn is an XML element as the audit reads it: its attributes, its
// elements and, for a characteristic, its text.
type xn struct {
	tag  string
	attr map[string]string
	kids []*xn
	text string
}

func (n *xn) get(k string) string {
	if n == nil {
		return ""
	}
	return n.attr[k]
}

// in returns the elements named name in n's elements named container.
func (n *xn) in(container, name string) []*xn {
	if n == nil {
		return nil
	}
	var out []*xn
	for _, c := range n.kids {
		if c.tag != container {
			continue
		}
		for _, k := range c.kids {
			if k.tag == name {
				out = append(out, k)
			}
		}
	}
	return out
}

func (n *xn) walk(f func(*xn)) {
	f(n)
	for _, k := range n.kids {
		k.walk(f)
	}
}

// readXN parses an XML file with encoding/xml into elements.
func readXN(path string) (*xn, error) {
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	dec := xml.NewDecoder(bufio.NewReaderSize(file, 1<<16))
	var stack []*xn
	var root *xn
	for {
		tok, err := dec.RawToken()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		switch tk := tok.(type) {
		case xml.StartElement:
			n := &xn{tag: tk.Name.Local, attr: make(map[string]string, len(tk.Attr))}
			for _, at := range tk.Attr {
				n.attr[at.Name.Local] = at.Value
			}
			if len(stack) > 0 {
				p := stack[len(stack)-1]
				p.kids = append(p.kids, n)
			} else {
				root = n
			}
			stack = append(stack, n)
		case xml.EndElement:
			if len(stack) == 0 {
				return nil, fmt.Errorf("%s: unbalanced </%s>", path, tk.Name.Local)
			}
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 && stack[len(stack)-1].tag == "characteristic" {
				stack[len(stack)-1].text += string(tk)
			}
		}
	}
	if root == nil {
		return nil, fmt.Errorf("%s: no element", path)
	}
	return root, nil
}

// xdata is a catalogue, the catalogues it links and its game system, as
// the audit reads them.
type xdata struct {
	cats   []*xn // the catalogue, then those it links
	system *xn
	ids    map[string][]*xn
	cost   string // the game system's first cost type: its name and id
	costID string
	heldBy map[[2]*xn]map[string]bool
}

// auditLoad reads the catalogue at path, the .gst beside it whose id is
// its gameSystemId (kept in systems by path) and the catalogues it links.
func auditLoad(path string, systems map[string]*xn) (*xdata, error) {
	cat, err := readXN(path)
	if err != nil {
		return nil, err
	}
	d := &xdata{cats: []*xn{cat}, ids: map[string][]*xn{}, heldBy: map[[2]*xn]map[string]bool{}}
	dir := filepath.Dir(path)
	gsts, _ := filepath.Glob(filepath.Join(dir, "*.gst"))
	for _, g := range gsts {
		gs := systems[g]
		if gs == nil {
			if gs, err = readXN(g); err != nil {
				return nil, err
			}
			systems[g] = gs
		}
		if gs.get("id") == cat.get("gameSystemId") {
			d.system = gs
		}
	}
	if d.system == nil {
		return nil, fmt.Errorf("%s: no game system %q beside it", path, cat.get("gameSystemId"))
	}
	seen := map[string]bool{cat.get("id"): true}
	for i := 0; i < len(d.cats); i++ {
		for _, l := range d.cats[i].in("catalogueLinks", "catalogueLink") {
			id := l.get("targetId")
			if seen[id] {
				continue
			}
			seen[id] = true
			others, _ := filepath.Glob(filepath.Join(dir, "*.cat"))
			for _, o := range others {
				c, err := readXN(o)
				if err == nil && c.get("id") == id {
					d.cats = append(d.cats, c)
				}
			}
		}
	}
	for _, root := range append(append([]*xn(nil), d.cats...), d.system) {
		root.walk(func(n *xn) {
			if id := n.get("id"); id != "" {
				d.ids[id] = append(d.ids[id], n)
			}
		})
	}
	if cts := d.system.in("costTypes", "costType"); len(cts) > 0 {
		d.cost, d.costID = cts[0].get("name"), cts[0].get("id")
	}
	return d, nil
}

// byID returns the first element with the id whose tag is one of tags.
func (d *xdata) byID(id string, tags ...string) *xn {
	for _, n := range d.ids[id] {
		for _, tag := range tags {
			if n.tag == tag {
				return n
			}
		}
	}
	return nil
}

// profileType is a profile's type name, by its typeName or its typeId.
func (d *xdata) profileType(p *xn) string {
	if s := p.get("typeName"); s != "" {
		return strings.ToLower(strings.TrimSpace(s))
	}
	if t := d.byID(p.get("typeId"), "profileType"); t != nil {
		return strings.ToLower(strings.TrimSpace(t.get("name")))
	}
	return ""
}

// profileRef is a profile as an entry holds it: its own, or by a link.
type profileRef struct {
	p, link *xn
}

// profiles returns the profiles an element holds: its own, those its
// info links name, and those of its info groups.
func (d *xdata) profiles(holder *xn, depth int) []profileRef {
	if holder == nil || depth > 6 {
		return nil
	}
	var out []profileRef
	for _, p := range holder.in("profiles", "profile") {
		out = append(out, profileRef{p, nil})
	}
	for _, l := range holder.in("infoLinks", "infoLink") {
		switch l.get("type") {
		case "profile":
			if p := d.byID(l.get("targetId"), "profile"); p != nil {
				out = append(out, profileRef{p, l})
			}
		case "infoGroup":
			out = append(out, d.profiles(d.byID(l.get("targetId"), "infoGroup"), depth+1)...)
		}
	}
	for _, g := range holder.in("infoGroups", "infoGroup") {
		out = append(out, d.profiles(g, depth+1)...)
	}
	return out
}

// step is an entry or a group on the way to a vehicle: the element, and
// the entry link it was reached by (or nil).
type step struct {
	node, link *xn
}

func (s step) group() bool { return s.node.tag == "selectionEntryGroup" }

func (s step) name() string { return strings.TrimSpace(s.node.get("name")) }

// names are the names the step is known by: its own and its link's.
func (s step) names() []string {
	out := []string{s.node.get("name")}
	if s.link != nil && s.link.get("name") != "" {
		out = append(out, s.link.get("name"))
	}
	return out
}

// parts returns the step's elements of a kind, its link's first.
func (s step) parts(container, name string) []*xn {
	return append(s.link.in(container, name), s.node.in(container, name)...)
}

// children returns a step's entries and groups, inline and linked.
func (d *xdata) children(s step) (entries, groups []step) {
	add := func(c step) {
		if c.group() {
			groups = append(groups, c)
		} else {
			entries = append(entries, c)
		}
	}
	for _, n := range s.parts("selectionEntries", "selectionEntry") {
		add(step{n, nil})
	}
	for _, n := range s.parts("selectionEntryGroups", "selectionEntryGroup") {
		add(step{n, nil})
	}
	for _, l := range s.parts("entryLinks", "entryLink") {
		if t := d.byID(l.get("targetId"), "selectionEntry", "selectionEntryGroup"); t != nil {
			add(step{t, l})
		}
	}
	return entries, groups
}

// holdsVehicle reports whether an entry has a Vehicle profile of its own.
func (d *xdata) holdsVehicle(s step) bool {
	if s.group() {
		return false
	}
	for _, h := range []*xn{s.link, s.node} {
		for _, r := range d.profiles(h, 0) {
			if d.profileType(r.p) == "vehicle" {
				return true
			}
		}
	}
	return false
}

// maxPaths bounds the ways to one vehicle the audit keeps.
const maxPaths = 32

// vehiclePaths finds, by the vehicle entry's id, the ways to every vehicle
// from an entry of the catalogue's root, through entries, groups and links.
func (d *xdata) vehiclePaths() map[string][][]step {
	out := map[string][][]step{}
	var path []step
	var walk func(s step)
	walk = func(s step) {
		for _, p := range path {
			if p.node == s.node {
				return
			}
		}
		path = append(path, s)
		defer func() { path = path[:len(path)-1] }()
		if d.holdsVehicle(s) {
			id := s.node.get("id")
			if len(out[id]) < maxPaths {
				out[id] = append(out[id], append([]step(nil), path...))
			}
			return
		}
		if len(path) > 14 {
			return
		}
		entries, groups := d.children(s)
		for _, c := range append(entries, groups...) {
			walk(c)
		}
	}
	for _, cat := range d.cats {
		entries, groups := d.children(step{node: cat})
		for _, r := range append(entries, groups...) {
			walk(r)
		}
	}
	return out
}

// vehicleAudit audits one file.
type vehicleAudit struct {
	t              *testing.T
	st             *auditStats
	d              *xdata
	cat, name, id  string
	start, quality string
}

// wrong reports a mismatch.
func (au *vehicleAudit) wrong(field, written, data string) {
	au.t.Helper()
	au.st.wrong++
	au.t.Errorf("%s: vehicle %q (id %s, %s): %s: written %s, data %s", au.cat, au.name, au.id, au.start, field, written, data)
}

// check compares the file's Damage Value, weapons and points with the
// data's, the ways to the vehicle given.
func (au *vehicleAudit) check(f *crewexp.File, paths [][]step) {
	au.t.Helper()
	entry := au.d.byID(au.id, "selectionEntry")
	if entry == nil {
		au.wrong("vehicle entry", au.id, "no selectionEntry with that id")
		return
	}
	// The vehicle's entry with each link a way to it reaches it by.
	holders := []step{{entry, nil}}
	for _, p := range paths {
		if last := p[len(p)-1]; last.link != nil {
			holders = append(holders, last)
		}
	}
	au.damage(f.Vehicle.DamageValue, holders)
	au.weapons(f.Vehicle.Weapons, holders)
	au.points(int(f.Vehicle.Points), paths)
}

// Damage Value.

var (
	auditNumber = regexp.MustCompile(`(\d+)\s*\+`)
	// rulebook are the Damage Values of the classes, where the data gives
	// a class alone.
	rulebook = map[string]int{
		"soft skinned": 6, "soft skin": 6, "armoured carrier": 7, "armoured car": 7,
		"light tank": 8, "medium tank": 9, "heavy tank": 10, "super heavy tank": 11,
	}
)

// dataDamage reads a Damage Value's number: its N+, or the rulebook's for
// a class alone.
func dataDamage(s string) (int, bool) {
	if m := auditNumber.FindStringSubmatch(s); m != nil {
		n, err := strconv.Atoi(m[1])
		return n, err == nil
	}
	class := strings.Join(strings.Fields(strings.ToLower(strings.ReplaceAll(s, "-", " "))), " ")
	n, ok := rulebook[class]
	return n, ok
}

// charValues returns a characteristic of a profile by any of its names:
// its text, and the values "set" modifiers of the profile or its link give.
func charValues(r profileRef, names ...string) []string {
	var out []string
	for _, c := range r.p.in("characteristics", "characteristic") {
		for _, name := range names {
			if !strings.EqualFold(strings.TrimSpace(c.get("name")), name) {
				continue
			}
			out = append(out, c.text)
			for _, m := range append(modifiersOf(r.link), modifiersOf(r.p)...) {
				if m.get("type") == "set" && m.get("field") == c.get("typeId") {
					out = append(out, m.get("value"))
				}
			}
		}
	}
	return out
}

// modifiersOf returns an element's modifiers, those in its modifier
// groups too.
func modifiersOf(n *xn) []*xn {
	if n == nil {
		return nil
	}
	out := n.in("modifiers", "modifier")
	for _, g := range n.in("modifierGroups", "modifierGroup") {
		out = append(out, modifiersOf(g)...)
	}
	return out
}

// damage compares the written Damage Value with the number of the
// vehicle's profile, its own or linked, or the rulebook's for its class.
func (au *vehicleAudit) damage(written string, holders []step) {
	au.t.Helper()
	var data []string
	var nums []int
	seen := map[*xn]bool{}
	for _, h := range holders {
		for _, holder := range []*xn{h.link, h.node} {
			if holder == nil || seen[holder] {
				continue
			}
			seen[holder] = true
			for _, r := range au.d.profiles(holder, 0) {
				if au.d.profileType(r.p) != "vehicle" {
					continue
				}
				for _, v := range charValues(r, "Damage Value") {
					data = append(data, strconv.Quote(strings.TrimSpace(v)))
					if n, ok := dataDamage(v); ok {
						nums = append(nums, n)
					}
				}
			}
		}
	}
	au.st.compared++
	au.st.damage++
	for _, n := range nums {
		if written == strconv.Itoa(n)+"+" {
			return
		}
	}
	if len(data) == 0 {
		data = []string{"no Damage Value"}
	}
	au.wrong("damage_value", strconv.Quote(written), strings.Join(data, " or "))
}

// Weapons.

// weaponCand is a Weapon profile reachable from the vehicle, by the names
// a file may write it by.
type weaponCand struct {
	names              []string
	ranges, shots, pen []string
}

func normName(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(strings.ReplaceAll(s, "\u00a0", " ")), " "))
}

// entryNames are the names an entry may be written by: its own, its
// link's, and those its name modifiers set or append.
func entryNames(s step) []string {
	out := s.names()
	for _, base := range s.names() {
		for _, m := range append(modifiersOf(s.link), modifiersOf(s.node)...) {
			if m.get("field") != "name" {
				continue
			}
			switch m.get("type") {
			case "set":
				out = append(out, m.get("value"))
			case "append":
				out = append(out, base+" "+m.get("value"))
			}
		}
	}
	return out
}

// weaponCands gathers the Weapon profiles held inside the vehicle's entry,
// another vehicle inside it left out.
func (au *vehicleAudit) weaponCands(holders []step) []weaponCand {
	d := au.d
	var out []weaponCand
	seen := map[[2]*xn]bool{}
	holder := func(n *xn, names []string) {
		for _, r := range d.profiles(n, 0) {
			if d.profileType(r.p) != "weapon" {
				continue
			}
			c := weaponCand{names: append(append([]string{r.p.get("name")}, names...), r.link.get("name"))}
			c.ranges = charValues(r, "Range")
			c.shots = charValues(r, "Shots")
			c.pen = charValues(r, "Penetration", "Pen")
			out = append(out, c)
		}
	}
	var entry func(s step, root bool, depth int)
	entry = func(s step, root bool, depth int) {
		if depth > 12 || seen[[2]*xn{s.node, s.link}] {
			return
		}
		seen[[2]*xn{s.node, s.link}] = true
		var names []string
		if !s.group() {
			if !root && d.holdsVehicle(s) {
				return
			}
			if !root {
				names = entryNames(s)
			}
			holder(s.link, names)
			holder(s.node, names)
		}
		entries, groups := d.children(s)
		for _, c := range append(entries, groups...) {
			entry(c, false, depth+1)
		}
	}
	for _, h := range holders {
		entry(h, true, 0)
	}
	return out
}

var (
	noneRE   = regexp.MustCompile(`^(-|n/a|none|)$`)
	heSizeRE = regexp.MustCompile(`^he\(.*\)$`)
)

// squash strips spaces and lower-cases.
func squash(s string) string {
	s = strings.ToLower(strings.ReplaceAll(s, "\u00a0", " "))
	return strings.Join(strings.Fields(s), "")
}

// normRange, normShots and normPen fold a value as the data or the file
// writes it: `12" - 72"` and `12-72"`, `48" (or 24-60)` and `48" (24-60")`,
// `1(D6+1)` and `1 (D6+1)`, `n/a` and `-`, `HE(2")` and `HE`.
func normRange(s string) string {
	s = strings.ReplaceAll(squash(s), `"`, "")
	if noneRE.MatchString(s) {
		return "-"
	}
	return strings.ReplaceAll(s, "or", "") // 48(or24-60) and 48or(24-60) are 48(24-60)
}

func normShots(s string) string {
	if s = squash(s); noneRE.MatchString(s) {
		return "-"
	}
	return s
}

func normPen(s string) string {
	s = squash(s)
	switch {
	case noneRE.MatchString(s):
		return "-"
	case heSizeRE.MatchString(s):
		return "he"
	}
	return s
}

func anyEqual(written string, data []string, norm func(string) string) bool {
	for _, v := range data {
		if norm(v) == norm(written) {
			return true
		}
	}
	return false
}

// nameMatches reports whether a written name is one of the names, as the
// file writes a long name: a run of its words (a clause after the weapon,
// or the words before it, left out), or that cut, with "…".
func nameMatches(written string, names []string) bool {
	w := normName(written)
	cut, isCut := strings.CutSuffix(w, "…")
	for _, n := range names {
		n = normName(n)
		if n == w {
			return true
		}
		words := " " + n + " "
		if utf8.RuneCountInString(n) > crewexp.MaxVehicle && (!isCut && strings.Contains(words, " "+w+" ") || isCut && strings.Contains(words, " "+strings.TrimSpace(cut))) {
			return true
		}
	}
	return false
}

// weapons compares each written weapon's range, shots and pen with a
// Weapon profile of its name held inside the vehicle.
func (au *vehicleAudit) weapons(ws []crewexp.WeaponSpec, holders []step) {
	au.t.Helper()
	if len(ws) == 0 {
		return
	}
	cands := au.weaponCands(holders)
	for _, w := range ws {
		au.st.weapons++
		var named []weaponCand
		for _, c := range cands {
			if nameMatches(w.Name, c.names) {
				named = append(named, c)
			}
		}
		if len(named) == 0 {
			au.st.compared++
			au.wrong(fmt.Sprintf("weapon %q", w.Name), "it", "holds no Weapon profile of that name")
			continue
		}
		fields := []struct {
			field, written string
			data           func(weaponCand) []string
			norm           func(string) string
		}{
			{"range", w.Range, func(c weaponCand) []string { return c.ranges }, normRange},
			{"shots", w.Shots, func(c weaponCand) []string { return c.shots }, normShots},
			{"pen", w.Pen, func(c weaponCand) []string { return c.pen }, normPen},
		}
		au.st.compared += len(fields)
		au.st.weaponValues += len(fields)
		best, bestN := 0, -1
		for i, c := range named {
			n := 0
			for _, fl := range fields {
				if anyEqual(fl.written, fl.data(c), fl.norm) {
					n++
				}
			}
			if n > bestN {
				best, bestN = i, n
			}
		}
		for _, fl := range fields {
			if c := named[best]; !anyEqual(fl.written, fl.data(c), fl.norm) {
				var q []string
				for _, v := range fl.data(c) {
					q = append(q, strconv.Quote(strings.TrimSpace(v)))
				}
				if len(q) == 0 {
					q = []string{"none"}
				}
				au.wrong(fmt.Sprintf("weapon %q %s", w.Name, fl.field), strconv.Quote(fl.written), strings.Join(q, " or ")+fmt.Sprintf(" (profile %q)", c.names[0]))
			}
		}
	}
}

// Points.

// ratingNames are the names of a quality's rating alternative.
var ratingNames = map[string][]string{
	"inexperienced": {"inexperienced"},
	"regular":       {"regular", "experienced"},
	"veteran":       {"veteran"},
}

// undecided says why a cost cannot be added up; "" when it can.
type undecided string

// costs are the totals a selection may cost, where the data leaves a part
// open (a modifier whose conditions the audit cannot weigh, a choice with
// no default): sorted, each once.
type costs []float64

// maxCosts bounds the totals the audit keeps open.
const maxCosts = 64

func one(v float64) costs { return costs{v} }

func (c costs) norm() costs {
	sort.Float64s(c)
	out := c[:0]
	for i, v := range c {
		if i == 0 || v != c[i-1] {
			out = append(out, v)
		}
	}
	return out
}

// plus is every sum of one of c and one of o.
func (c costs) plus(o costs) (costs, undecided) {
	var out costs
	for _, a := range c {
		for _, b := range o {
			out = append(out, a+b)
		}
	}
	out = out.norm()
	if len(out) > maxCosts {
		return nil, undecided(fmt.Sprintf("more than %d totals are open", maxCosts))
	}
	return out, ""
}

func (c costs) times(n float64) costs {
	out := make(costs, len(c))
	for i, v := range c {
		out[i] = v * n
	}
	return out
}

func (c costs) or(o costs) costs { return append(append(costs(nil), c...), o...).norm() }

func (c costs) has(v float64) bool {
	for _, x := range c {
		if x == v {
			return true
		}
	}
	return false
}

func (c costs) String() string {
	var s []string
	for _, v := range c {
		s = append(s, strconv.FormatFloat(v, 'f', -1, 64))
	}
	return strings.Join(s, " or ")
}

// points compares the written points with the cost of the vehicle at the
// audit's rating: decided when the data gives one total, else checked to
// be among those it leaves open.
func (au *vehicleAudit) points(written int, paths [][]step) {
	au.t.Helper()
	if len(paths) == 0 {
		au.undecided("no way to it from the catalogue's root entries")
		return
	}
	// The vehicle costs what it costs by the first way a force offers it:
	// another way may add a selection of its own (a command vehicle's).
	var first costs
	var notes []string
	others := map[string]bool{}
	for i, p := range paths {
		var route []string
		for _, s := range p {
			route = append(route, s.name())
		}
		c, n, u := au.pathCost(p)
		by := " (by " + strings.Join(route, " > ") + ")"
		switch {
		case i == 0 && u != "":
			au.undecided(fmt.Sprintf("written %d; %s%s", written, u, by))
			return
		case i == 0:
			first, notes = c, n
		case u == "" && c.String() != first.String():
			others[c.String()+by] = true
		}
	}
	also := ""
	if len(others) > 0 {
		var o []string
		for k := range others {
			o = append(o, k)
		}
		sort.Strings(o)
		also = "; by its other ways " + strings.Join(o, ", ")
	}
	au.st.compared++
	switch {
	case len(first) == 1:
		au.st.points++
		if first[0] <= 0 || float64(written) != first[0] {
			au.wrong("points", strconv.Itoa(written), fmt.Sprintf("%v %s%s", first, au.d.cost, also))
		}
	case first.has(float64(written)):
		au.st.pointsOpen++
		au.st.open = append(au.st.open, fmt.Sprintf("%s: vehicle %q (%s): written %d, among %v: %s", au.cat, au.name, au.start, written, first, strings.Join(notes, "; ")))
	default:
		au.wrong("points", strconv.Itoa(written), fmt.Sprintf("one of %v %s (%s)%s", first, au.d.cost, strings.Join(notes, "; "), also))
	}
}

func (au *vehicleAudit) undecided(why string) {
	au.st.undecided = append(au.st.undecided, fmt.Sprintf("%s: vehicle %q (%s): %s", au.cat, au.name, au.start, why))
}

// pathCost adds up the cost of the vehicle at the audit's quality reached
// by the path: every entry on the way, the rating alternative, and what
// each of them must select.
func (au *vehicleAudit) pathCost(path []step) (costs, []string, undecided) {
	alt, group, found := au.rating(path)
	if !found {
		return nil, nil, undecided("no rating alternative named " + strings.Join(ratingNames[au.quality], " or "))
	}
	c := &coster{d: au.d, held: au.d.held(path[0])}
	skip := map[*xn]bool{group.node: true}
	for _, s := range path {
		skip[s.node] = true
	}
	total, u := c.full(alt, map[*xn]bool{}, 0)
	for i, s := range path {
		if u != "" {
			return nil, nil, u
		}
		if s.group() {
			continue
		}
		if lo := minOf(s); i > 0 && lo > 1 {
			return nil, nil, undecided(fmt.Sprintf("%q on the way is selected %d times", s.name(), lo))
		}
		var v costs
		if v, u = c.full(s, skip, 0); u == "" {
			total, u = total.plus(v)
		}
	}
	return total, c.notes, u
}

// rating finds the rating alternative of the audit's quality: in a group
// of the vehicle's entry, else of the entries on the way to it, nearest
// first.
func (au *vehicleAudit) rating(path []step) (alt, group step, ok bool) {
	var inGroup func(g step, depth int) (step, bool)
	inGroup = func(g step, depth int) (step, bool) {
		alts, subs := au.d.children(g)
		for _, a := range alts {
			for _, n := range a.names() {
				for _, want := range ratingNames[au.quality] {
					if strings.EqualFold(strings.TrimSpace(n), want) {
						return a, true
					}
				}
			}
		}
		if depth < 2 {
			for _, sub := range subs {
				if a, ok := inGroup(sub, depth+1); ok {
					return a, true
				}
			}
		}
		return step{}, false
	}
	for i := len(path) - 1; i >= 0; i-- {
		if path[i].group() {
			continue
		}
		_, groups := au.d.children(path[i])
		for _, g := range groups {
			if a, ok := inGroup(g, 0); ok {
				return a, g, true
			}
		}
	}
	return step{}, step{}, false
}

// held returns the ids of everything a selection of the root entry may
// hold, itself included: entries, links, groups and their categories.
func (d *xdata) held(root step) map[string]bool {
	key := [2]*xn{root.node, root.link}
	if h, ok := d.heldBy[key]; ok {
		return h
	}
	h := map[string]bool{}
	seen := map[[2]*xn]bool{}
	var walk func(s step, depth int)
	walk = func(s step, depth int) {
		k := [2]*xn{s.node, s.link}
		if seen[k] || depth > 16 {
			return
		}
		seen[k] = true
		h[s.node.get("id")] = true
		if s.link != nil {
			h[s.link.get("id")] = true
		}
		for _, c := range s.parts("categoryLinks", "categoryLink") {
			h[c.get("targetId")] = true
		}
		entries, groups := d.children(s)
		for _, c := range append(entries, groups...) {
			walk(c, depth+1)
		}
	}
	walk(root, 0)
	d.heldBy[key] = h
	return h
}

// minOf is how many times the step must be selected in its parent: its
// greatest min constraint on its selections there.
func minOf(s step) int {
	lo := 0
	for _, c := range s.parts("constraints", "constraint") {
		if c.get("type") == "min" && c.get("field") == "selections" && c.get("scope") == "parent" {
			v, _ := strconv.ParseFloat(c.get("value"), 64)
			lo = max(lo, int(v))
		}
	}
	return lo
}

// tri is a condition's truth where the audit may not know it.
type tri int8

const (
	no tri = iota
	yes
	maybe
)

// modifier is a modifier with the modifier groups around it, whose
// conditions hold it too.
type modifier struct {
	node   *xn
	guards []*xn
}

// modifiersWith returns the step's modifiers (its link's first) that
// change a field, with their groups.
func modifiersWith(s step, field func(string) bool) []modifier {
	var out []modifier
	var walk func(n *xn, guards []*xn)
	walk = func(n *xn, guards []*xn) {
		for _, m := range n.in("modifiers", "modifier") {
			if field(m.get("field")) {
				out = append(out, modifier{m, guards})
			}
		}
		for _, g := range n.in("modifierGroups", "modifierGroup") {
			walk(g, append(append([]*xn(nil), guards...), g))
		}
	}
	for _, h := range []*xn{s.link, s.node} {
		if h != nil {
			walk(h, nil)
		}
	}
	return out
}

// coster adds up costs on one way to a vehicle, whose root entry holds
// the ids in held: its conditions are weighed for a force holding that
// entry alone, where what the entry cannot hold is absent; any other
// condition may hold or not.
type coster struct {
	d     *xdata
	held  map[string]bool
	notes []string // why a total is open
}

func (c *coster) note(format string, args ...any) {
	n := fmt.Sprintf(format, args...)
	for _, o := range c.notes {
		if o == n {
			return
		}
	}
	c.notes = append(c.notes, n)
}

// applies weighs a modifier's conditions and its groups'.
func (c *coster) applies(m modifier) tri {
	out := yes
	for _, n := range append(append([]*xn(nil), m.guards...), m.node) {
		switch c.all(n) {
		case no:
			return no
		case maybe:
			out = maybe
		}
	}
	return out
}

// all weighs an element's conditions and condition groups, all of which
// must hold.
func (c *coster) all(n *xn) tri {
	out := yes
	for _, k := range n.in("conditions", "condition") {
		switch c.condition(k) {
		case no:
			return no
		case maybe:
			out = maybe
		}
	}
	for _, g := range n.in("conditionGroups", "conditionGroup") {
		switch c.either(g) {
		case no:
			return no
		case maybe:
			out = maybe
		}
	}
	return out
}

// either weighs a condition group: "or", else "and".
func (c *coster) either(g *xn) tri {
	if g.get("type") != "or" {
		return c.all(g)
	}
	var ts []tri
	for _, k := range g.in("conditions", "condition") {
		ts = append(ts, c.condition(k))
	}
	for _, sub := range g.in("conditionGroups", "conditionGroup") {
		ts = append(ts, c.either(sub))
	}
	out := no
	if len(ts) == 0 {
		out = maybe
	}
	for _, t := range ts {
		if t == yes {
			return yes
		}
		if t == maybe {
			out = maybe
		}
	}
	return out
}

// condition weighs a count of selections in the force or roster of what
// the vehicle's root entry cannot hold: none.
func (c *coster) condition(k *xn) tri {
	scope, id := k.get("scope"), k.get("childId")
	if k.get("field") != "selections" || scope != "force" && scope != "roster" || id == "" || id == "any" || c.held[id] {
		return maybe
	}
	want, err := strconv.ParseFloat(k.get("value"), 64)
	if err != nil {
		return maybe
	}
	var holds bool
	switch k.get("type") {
	case "lessThan":
		holds = 0 < want
	case "greaterThan":
		holds = 0 > want
	case "equalTo":
		holds = want == 0
	case "notEqualTo":
		holds = want != 0
	case "atLeast":
		holds = 0 >= want
	case "atMost":
		holds = 0 <= want
	default:
		return maybe
	}
	if holds {
		return yes
	}
	return no
}

// own is the step's cost, its link's first, as its modifiers of the cost
// may make it.
func (c *coster) own(s step) (costs, undecided) {
	d := c.d
	base := 0.0
	for _, k := range s.parts("costs", "cost") {
		if k.get("typeId") == d.costID || k.get("name") == d.cost {
			v, err := strconv.ParseFloat(k.get("value"), 64)
			if err != nil {
				return nil, undecided(fmt.Sprintf("%q costs %q", s.name(), k.get("value")))
			}
			base = v
			break
		}
	}
	out := one(base)
	for _, m := range modifiersWith(s, func(f string) bool { return f == d.costID || f == d.cost }) {
		t := c.applies(m)
		if t == no {
			continue
		}
		x, err := strconv.ParseFloat(m.node.get("value"), 64)
		if err != nil || len(m.node.in("repeats", "repeat")) > 0 {
			return nil, undecided(fmt.Sprintf("a modifier (%s %s, repeated) changes the cost of %q", m.node.get("type"), m.node.get("value"), s.name()))
		}
		var applied costs
		for _, v := range out {
			switch m.node.get("type") {
			case "set":
				applied = append(applied, x)
			case "increment":
				applied = append(applied, v+x)
			case "decrement":
				applied = append(applied, v-x)
			default:
				return nil, undecided(fmt.Sprintf("a modifier (%s) changes the cost of %q", m.node.get("type"), s.name()))
			}
		}
		if t == yes {
			out = applied.norm()
		} else {
			out = out.or(applied)
			how := map[string]string{"set": "set the cost of %[2]q to %[1]v", "increment": "add %v to the cost of %q", "decrement": "take %v off the cost of %q"}[m.node.get("type")]
			c.note("a modifier whose conditions the audit cannot weigh may "+how, x, s.name())
		}
	}
	return out, ""
}

// full is the cost of one selection of the step: its own, and what it
// must select.
func (c *coster) full(s step, skip map[*xn]bool, depth int) (costs, undecided) {
	v, u := c.own(s)
	if u != "" {
		return nil, u
	}
	k, u := c.compulsory(s, skip, depth)
	if u != "" {
		return nil, u
	}
	return v.plus(k)
}

// times says how many times a part is selected of itself: its min
// constraint in its parent as the modifiers whose conditions hold make
// it, none when hidden; several counts where a modifier may hide or show
// it, or change its min.
func (c *coster) times(s step) []int {
	mins := map[string]bool{"minSelections": true}
	for _, k := range s.parts("constraints", "constraint") {
		if k.get("type") == "min" && k.get("field") == "selections" && k.get("scope") == "parent" {
			mins[k.get("id")] = true
		}
	}
	counts := map[int]bool{minOf(s): true}
	hidden := map[bool]bool{s.node.get("hidden") == "true" || s.link.get("hidden") == "true": true}
	for _, m := range modifiersWith(s, func(f string) bool { return f == "hidden" || mins[f] }) {
		t := c.applies(m)
		if t == no {
			continue
		}
		if m.node.get("field") == "hidden" {
			h := m.node.get("value") == "true"
			if m.node.get("type") != "set" {
				hidden[true], hidden[false] = true, true
			} else if t == yes {
				hidden = map[bool]bool{h: true}
			} else {
				hidden[h] = true
			}
			continue
		}
		x, err := strconv.ParseFloat(m.node.get("value"), 64)
		next := map[int]bool{}
		for n := range counts {
			switch v := int(x); {
			case err != nil:
				next[0], next[max(n, 1)] = true, true
			case m.node.get("type") == "set":
				next[v] = true
			case m.node.get("type") == "increment":
				next[n+v] = true
			case m.node.get("type") == "decrement":
				next[max(n-v, 0)] = true
			default:
				next[0], next[max(n, 1)] = true, true
			}
			if t == maybe {
				next[n] = true
			}
		}
		counts = next
	}
	if hidden[true] {
		if !hidden[false] {
			return []int{0}
		}
		counts[0] = true
	}
	var out []int
	for n := range counts {
		out = append(out, max(n, 0))
	}
	sort.Ints(out)
	return out
}

// timesCost is the cost of a part selected as many times as it may be.
func (c *coster) timesCost(s step, v costs, ns []int) costs {
	var out costs
	for _, n := range ns {
		out = out.or(v.times(float64(n)))
	}
	if len(out) > 1 {
		c.note("a modifier may hide %q or change its min", s.name())
	}
	return out
}

// compulsory is the cost of what a selection of the step must select:
// the entries with a min constraint, and in the groups with one, those
// entries or the default; steps in skip are chosen otherwise.
func (c *coster) compulsory(s step, skip map[*xn]bool, depth int) (costs, undecided) {
	if depth > 10 {
		return nil, undecided(fmt.Sprintf("%q nests too deep", s.name()))
	}
	total := one(0)
	entries, groups := c.d.children(s)
	for _, e := range entries {
		ns := c.times(e)
		if skip[e.node] || ns[len(ns)-1] < 1 {
			continue
		}
		v, u := c.full(e, skip, depth+1)
		if u != "" {
			return nil, u
		}
		if total, u = total.plus(c.timesCost(e, v, ns)); u != "" {
			return nil, u
		}
	}
	for _, g := range groups {
		if v, u := c.groupIn(g, skip, depth); u != "" {
			return nil, u
		} else if total, u = total.plus(v); u != "" {
			return nil, u
		}
	}
	return total, ""
}

// groupIn is the cost of what a group inside a selection must select,
// unless the data hides it.
func (c *coster) groupIn(g step, skip map[*xn]bool, depth int) (costs, undecided) {
	if skip[g.node] {
		return one(0), ""
	}
	hidden := map[bool]bool{hiddenStatic(g): true}
	for _, m := range modifiersWith(g, func(f string) bool { return f == "hidden" }) {
		switch c.applies(m) {
		case yes:
			hidden = map[bool]bool{m.node.get("value") == "true": true}
		case maybe:
			hidden[m.node.get("value") == "true"] = true
		}
	}
	if !hidden[false] {
		return one(0), ""
	}
	v, u := c.group(g, skip, depth+1)
	if u != "" {
		return nil, u
	}
	if hidden[true] && !(len(v) == 1 && v[0] == 0) {
		c.note("a modifier may hide group %q", g.name())
		v = v.or(one(0))
	}
	return v, ""
}

func hiddenStatic(s step) bool {
	return s.node.get("hidden") == "true" || s.link.get("hidden") == "true"
}

// group is the cost of what a group must select: its entries with a min
// constraint; else, when the group has one, its default, or any one of
// its entries when it names none.
func (c *coster) group(g step, skip map[*xn]bool, depth int) (costs, undecided) {
	alts, subs := c.d.children(g)
	total, chosen := one(0), false
	var offered, perhaps []costs
	var def costs
	defID := g.link.get("defaultSelectionEntryId")
	if defID == "" {
		defID = g.node.get("defaultSelectionEntryId")
	}
	for _, a := range alts {
		if skip[a.node] {
			continue
		}
		ns := c.times(a)
		if hiddenAlways(c, a) {
			continue
		}
		v, u := c.full(a, skip, depth+1)
		if u != "" {
			return nil, u
		}
		if defID != "" && (a.node.get("id") == defID || a.link.get("id") == defID) {
			def = v
		}
		offered = append(offered, v)
		switch {
		case ns[0] >= 1: // selected of itself
			if total, u = total.plus(c.timesCost(a, v, ns)); u != "" {
				return nil, u
			}
			chosen = true
		case ns[len(ns)-1] >= 1: // perhaps
			perhaps = append(perhaps, c.timesCost(a, v, ns[1:]))
		}
	}
	if len(perhaps) > 0 {
		c.note("group %q: a modifier may make an entry compulsory", g.name())
	}
	switch {
	case chosen:
		for _, p := range perhaps {
			var u undecided
			if total, u = total.plus(p.or(one(0))); u != "" {
				return nil, u
			}
		}
	case minOf(g) > 0 && len(offered) > 0:
		pick := def
		if pick == nil {
			for _, o := range offered {
				pick = pick.or(o)
			}
			if len(pick) > 1 {
				c.note("group %q must be chosen from and names no default", g.name())
			}
		}
		for _, p := range perhaps {
			pick = pick.or(p)
		}
		var u undecided
		if total, u = total.plus(pick); u != "" {
			return nil, u
		}
	default:
		for _, p := range perhaps {
			var u undecided
			if total, u = total.plus(p.or(one(0))); u != "" {
				return nil, u
			}
		}
	}
	for _, sub := range subs {
		if v, u := c.groupIn(sub, skip, depth); u != "" {
			return nil, u
		} else if total, u = total.plus(v); u != "" {
			return nil, u
		}
	}
	return total, ""
}

// hiddenAlways reports whether the data hides an entry whatever its
// conditions: it cannot be chosen.
func hiddenAlways(c *coster, s step) bool {
	hidden := map[bool]bool{hiddenStatic(s): true}
	for _, m := range modifiersWith(s, func(f string) bool { return f == "hidden" }) {
		switch c.applies(m) {
		case yes:
			hidden = map[bool]bool{m.node.get("value") == "true": true}
		case maybe:
			hidden[m.node.get("value") == "true"] = true
		}
	}
	return !hidden[false]
}
