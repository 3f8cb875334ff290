package bsdata

// TestAuditValues is a second path to the numbers the import writes: it
// reads the raw XML of the data with encoding/xml into a tree of its own,
// collects every profile reachable from the entry a unit file names, and
// checks each number of the checked file against those profiles. It uses
// neither package battlescribe nor the import's own readers.

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model/fow"
)

// auditMaxPrinted bounds the mismatches printed with t.Errorf.
const auditMaxPrinted = 40

// auditNode is one XML element: its local name, attributes and text.
type auditNode struct {
	name string
	attr map[string]string
	text string
	kids []*auditNode
}

func (n *auditNode) get(k string) string { return n.attr[k] }

// kids2 returns the elements named name inside the container elements of n.
func (n *auditNode) kids2(container, name string) []*auditNode {
	var out []*auditNode
	for _, c := range n.kids {
		if c.name != container {
			continue
		}
		for _, k := range c.kids {
			if k.name == name {
				out = append(out, k)
			}
		}
	}
	return out
}

func (n *auditNode) walk(f func(*auditNode)) {
	f(n)
	for _, k := range n.kids {
		k.walk(f)
	}
}

// auditParse reads an XML document into a tree, namespaces ignored.
func auditParse(r io.Reader) (*auditNode, error) {
	d := xml.NewDecoder(r)
	var stack []*auditNode
	var root *auditNode
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		switch x := tok.(type) {
		case xml.StartElement:
			n := &auditNode{name: x.Name.Local, attr: map[string]string{}}
			for _, a := range x.Attr {
				n.attr[a.Name.Local] = a.Value
			}
			if len(stack) > 0 {
				top := stack[len(stack)-1]
				top.kids = append(top.kids, n)
			} else if root == nil {
				root = n
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].text += string(x)
			}
		}
	}
	if root == nil {
		return nil, errors.New("no root element")
	}
	return root, nil
}

// auditXML is one parsed file with its indexes.
type auditXML struct {
	base    string
	root    *auditNode
	byID    map[string][]*auditNode
	entries []*auditNode // every selectionEntry
}

func auditIndex(base string, root *auditNode) *auditXML {
	x := &auditXML{base: base, root: root, byID: map[string][]*auditNode{}}
	root.walk(func(n *auditNode) {
		if id := n.get("id"); id != "" {
			x.byID[id] = append(x.byID[id], n)
		}
		if n.name == "selectionEntry" {
			x.entries = append(x.entries, n)
		}
	})
	return x
}

// auditSrc is what the ids of one catalogue resolve across: the catalogue,
// the catalogues it links (transitively) and the game system.
type auditSrc struct {
	files    []*auditXML
	reach    map[string][]*auditProf // by entry id
	byCode   map[string][]*auditProf // by book code
	linksTo  map[string][]*auditNode // entryLinks by target id
	modUsed  int                     // values that agreed only through a modifier
	labelled int                     // saves that agreed through a label, "Infantry 3+"
	viaCode  int                     // transport teams found only by a size's book code
	profOf   map[*auditNode]*auditProf
}

func (s *auditSrc) lookup(id string) []*auditNode {
	var out []*auditNode
	for _, f := range s.files {
		out = append(out, f.byID[id]...)
	}
	return out
}

// auditLib is every .cat and .gst of the data folder, parsed once.
type auditLib struct {
	files  map[string]*auditXML // by file name
	byRoot map[string]*auditXML // catalogues by root id
	gst    []*auditXML
}

func auditLoad(dir string) (*auditLib, error) {
	lib := &auditLib{files: map[string]*auditXML{}, byRoot: map[string]*auditXML{}}
	paths, err := filepath.Glob(filepath.Join(dir, "*"))
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	for _, p := range paths {
		ext := filepath.Ext(p)
		if ext != ".cat" && ext != ".gst" {
			continue
		}
		f, err := os.Open(p)
		if err != nil {
			return nil, err
		}
		root, err := auditParse(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %v", p, err)
		}
		x := auditIndex(filepath.Base(p), root)
		lib.files[x.base] = x
		if ext == ".gst" {
			lib.gst = append(lib.gst, x)
		} else {
			lib.byRoot[root.get("id")] = x
		}
	}
	return lib, nil
}

// src returns the resolution set of a catalogue file.
func (lib *auditLib) src(base string) *auditSrc {
	s := &auditSrc{reach: map[string][]*auditProf{}, byCode: map[string][]*auditProf{}, linksTo: map[string][]*auditNode{}, profOf: map[*auditNode]*auditProf{}}
	seen := map[*auditXML]bool{}
	var add func(x *auditXML)
	add = func(x *auditXML) {
		if x == nil || seen[x] {
			return
		}
		seen[x] = true
		s.files = append(s.files, x)
		for _, l := range x.root.kids2("catalogueLinks", "catalogueLink") {
			add(lib.byRoot[l.get("targetId")])
		}
	}
	add(lib.files[base])
	for _, g := range lib.gst {
		if id := lib.files[base].root.get("gameSystemId"); id == "" || g.root.get("id") == id {
			add(g)
		}
	}
	for _, f := range s.files {
		f.root.walk(func(n *auditNode) {
			if n.name == "entryLink" {
				s.linksTo[n.get("targetId")] = append(s.linksTo[n.get("targetId")], n)
			}
		})
	}
	return s
}

// auditVal is one value a characteristic can take: its text, or one a
// modifier of the profile (or of the info link to it) gives.
type auditVal struct {
	text string
	mod  bool
}

// auditProf is a profile reachable from a unit.
type auditProf struct {
	name, typ string
	chars     map[string][]auditVal
}

func (p *auditProf) first(char string) string {
	if v := p.chars[char]; len(v) > 0 {
		return v[0].text
	}
	return ""
}

// addProfile records a profile, with the values its modifiers and its
// link's modifiers may set (their conditions are not decided).
func (s *auditSrc) addProfile(out *[]*auditProf, seen map[*auditProf]bool, p, link *auditNode) {
	ap := s.profOf[p]
	if ap == nil {
		typ := p.get("typeName")
		if typ == "" {
			for _, t := range s.lookup(p.get("typeId")) {
				if t.name == "profileType" {
					typ = t.get("name")
				}
			}
		}
		ap = &auditProf{name: p.get("name"), typ: typ, chars: map[string][]auditVal{}}
		for _, c := range p.kids2("characteristics", "characteristic") {
			ap.chars[c.get("name")] = append(ap.chars[c.get("name")], auditVal{text: c.text})
		}
		s.profOf[p] = ap
		s.addMods(ap, p, p)
	}
	if link != nil {
		s.addMods(ap, p, link)
	}
	if !seen[ap] {
		seen[ap] = true
		*out = append(*out, ap)
	}
}

func (s *auditSrc) addMods(ap *auditProf, p, holder *auditNode) {
	names := map[string]string{} // characteristic type id → name
	for _, c := range p.kids2("characteristics", "characteristic") {
		names[c.get("typeId")] = c.get("name")
	}
	var walk func(h *auditNode)
	walk = func(h *auditNode) {
		for _, m := range h.kids2("modifiers", "modifier") {
			char, ok := names[m.get("field")]
			if !ok {
				continue
			}
			raw := ap.first(char)
			v := m.get("value")
			switch m.get("type") {
			case "set":
				ap.chars[char] = append(ap.chars[char], auditVal{v, true})
			case "append":
				ap.chars[char] = append(ap.chars[char], auditVal{strings.TrimSpace(raw + " " + v), true})
			case "increment", "decrement":
				a, err1 := strconv.Atoi(auditClean(raw))
				b, err2 := strconv.Atoi(auditClean(v))
				if err1 == nil && err2 == nil {
					if m.get("type") == "decrement" {
						b = -b
					}
					ap.chars[char] = append(ap.chars[char], auditVal{strconv.Itoa(a + b), true})
				}
			}
		}
		for _, g := range h.kids2("modifierGroups", "modifierGroup") {
			walk(g)
		}
	}
	walk(holder)
}

// collect returns every profile reachable from the elements: their
// profiles, info links and groups, entries, groups and entry links
// (followed), at any depth.
func (s *auditSrc) collect(starts []*auditNode) []*auditProf {
	var out []*auditProf
	seenProf := map[*auditProf]bool{}
	visited := map[*auditNode]bool{}
	var walk func(n *auditNode)
	walk = func(n *auditNode) {
		if visited[n] {
			return
		}
		visited[n] = true
		for _, c := range n.kids {
			for _, k := range c.kids {
				switch {
				case c.name == "profiles" && k.name == "profile":
					s.addProfile(&out, seenProf, k, nil)
				case c.name == "infoLinks" && k.name == "infoLink":
					for _, t := range s.lookup(k.get("targetId")) {
						switch t.name {
						case "profile":
							s.addProfile(&out, seenProf, t, k)
						case "infoGroup":
							walk(t)
						}
					}
				case c.name == "infoGroups" && k.name == "infoGroup",
					c.name == "selectionEntries" && k.name == "selectionEntry",
					c.name == "selectionEntryGroups" && k.name == "selectionEntryGroup":
					walk(k)
				case c.name == "entryLinks" && k.name == "entryLink":
					walk(k) // the link's own profiles, links and entries
					for _, t := range s.lookup(k.get("targetId")) {
						if t.name == "selectionEntry" || t.name == "selectionEntryGroup" {
							walk(t)
						}
					}
				}
			}
		}
	}
	for _, n := range starts {
		walk(n)
	}
	return out
}

// reachable returns the profiles reachable from the selection entry of the
// id, and from the entry links to it, whose own parts add to it.
func (s *auditSrc) reachable(id string) ([]*auditProf, bool) {
	if ps, ok := s.reach[id]; ok {
		return ps, ps != nil
	}
	var starts []*auditNode
	for _, n := range s.lookup(id) {
		if n.name == "selectionEntry" || n.name == "selectionEntryGroup" {
			starts = append(starts, n)
		}
	}
	if len(starts) == 0 {
		s.reach[id] = nil
		return nil, false
	}
	starts = append(starts, s.linksTo[id]...)
	ps := s.collect(starts)
	if ps == nil {
		ps = []*auditProf{}
	}
	s.reach[id] = ps
	return ps, true
}

// coded returns the profiles reachable from the entries whose names hold
// the book code in parentheses.
func (s *auditSrc) coded(code string) []*auditProf {
	if ps, ok := s.byCode[code]; ok {
		return ps
	}
	var starts []*auditNode
	for _, f := range s.files {
		for _, e := range f.entries {
			if strings.Contains(e.get("name"), "("+code+")") {
				starts = append(starts, e)
			}
		}
	}
	ps := s.collect(starts)
	s.byCode[code] = ps
	return ps
}

// The value readers: independent of the import's.

var (
	auditLFTF   = regexp.MustCompile(`\s*\(LFTF\)`)
	auditDistRe = regexp.MustCompile(`^(\d+)\s*(?:"|”|″|“|'')\s*/\s*(\d+(?:\.\d+)?)\s*cm[a-z]?$`) // a stray letter after the cm is read with a warning
	auditNum    = regexp.MustCompile(`\d+`)
	auditHeader = regexp.MustCompile(`^# Imported from BattleScribe data: .* \(revision [^)]*\), unit (\S+)\.$`)
	auditCodeRe = regexp.MustCompile(`[(\[]([A-Z]{2,3}\d{2,3})[)\]]`)
)

// auditClean folds no-break spaces, newlines and runs of spaces, and drops
// the "(LFTF)" marks of the data's updates.
func auditClean(s string) string {
	s = strings.Map(func(r rune) rune {
		switch r {
		case '\u00a0', '\r', '\n', '\t':
			return ' '
		}
		return r
	}, s)
	s = auditLFTF.ReplaceAllString(s, "")
	return strings.Join(strings.Fields(s), " ")
}

// auditDist reads `10"/25cm` as inches and centimetres; "-" is 0, 0.
func auditDist(s string) (in int, cm float64, ok bool) {
	s = auditClean(s)
	if s == "-" {
		return 0, 0, true
	}
	m := auditDistRe.FindStringSubmatch(s)
	if m == nil {
		return 0, 0, false
	}
	in, err1 := strconv.Atoi(m[1])
	cm, err2 := strconv.ParseFloat(m[2], 64)
	return in, cm, err1 == nil && err2 == nil
}

// auditScore reads "3+" or "3"; AUTO is auto.
func auditScore(s string, auto int) (int, bool) {
	s = auditClean(s)
	if strings.EqualFold(s, "AUTO") {
		return auto, true
	}
	n, err := strconv.Atoi(strings.TrimSuffix(s, "+"))
	return n, err == nil
}

// auditROF reads a ROF: a number or "-".
func auditROF(s string) (int, bool) {
	s = auditClean(s)
	if s == "-" {
		return fow.NoROF, true
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// auditFirst is a rating's base: the first number of the characteristic.
func auditFirst(s string) (int, bool) {
	m := auditNum.FindString(auditClean(s))
	if m == "" {
		return 0, false
	}
	n, err := strconv.Atoi(m)
	return n, err == nil
}

func auditArtillery(p *auditProf) bool {
	h := strings.ToUpper(auditClean(p.first("Halted ROF")))
	return h == "ARTILLERY" || h == "SALVO" || h == "ARFTILLERY" // the last the USMC list's misspelling
}

// agree reports whether some value of the characteristic satisfies ok, and
// whether only a modifier's does.
func auditAgree(p *auditProf, char string, ok func(string) bool) (bool, bool) {
	vals := p.chars[char]
	if len(vals) == 0 {
		vals = []auditVal{{}}
	}
	for _, v := range vals {
		if !v.mod && ok(v.text) {
			return true, false
		}
	}
	for _, v := range vals {
		if v.mod && ok(v.text) {
			return true, true
		}
	}
	return false, false
}

func auditDistIs(d fow.Distance, aircraft bool) func(string) bool {
	return func(s string) bool {
		if c := auditClean(s); aircraft && d == 0 && (c == "" || strings.EqualFold(c, "UNLIMITED")) {
			return true
		}
		in, cm, ok := auditDist(s)
		return ok && in == int(d) && cm == 2.5*float64(d)
	}
}

func auditScoreIs(n, auto int) func(string) bool {
	return func(s string) bool {
		v, ok := auditScore(s, auto)
		return ok && v == n
	}
}

// auditCrossIs reads a Cross: a score, AUTO, or "-" for a team that cannot
// move (fow.CrossNone).
func auditCrossIs(n int) func(string) bool {
	return func(s string) bool {
		if auditClean(s) == "-" {
			return n == fow.CrossNone
		}
		return auditScoreIs(n, 0)(s)
	}
}

// auditLabel is a save the data labels with the team type it is of:
// "Infantry 3+", "Gun 3+".
var auditLabel = regexp.MustCompile(`^(?i:(infantry|gun))\s+(\S+)$`)

// auditSaveIs reads a save, its label when it names the team's type.
func auditSaveIs(n int, typ fow.TeamType) func(string) bool {
	return func(s string) bool {
		if m := auditLabel.FindStringSubmatch(auditClean(s)); m != nil {
			if !strings.EqualFold(m[1], typ.String()) {
				return false
			}
			s = m[2]
		}
		v, ok := auditScore(s, -1)
		return ok && v == n
	}
}

func auditWholeIs(n int) func(string) bool {
	return func(s string) bool {
		v, err := strconv.Atoi(auditClean(s))
		return err == nil && v == n
	}
}

func auditRofIs(n int) func(string) bool {
	return func(s string) bool {
		v, ok := auditROF(s)
		return ok && v == n
	}
}

func auditFirstIs(n int) func(string) bool {
	return func(s string) bool {
		v, ok := auditFirst(s)
		return ok && v == n
	}
}

// check is one characteristic a written value must agree with.
type auditCheck struct {
	char string
	ok   func(string) bool
}

// auditLabelled counts the saves of a matched profile read through a label.
func (s *auditSrc) auditLabelled(p *auditProf, cs []auditCheck) {
	for _, c := range cs {
		if c.char == "Save" && auditLabel.MatchString(auditClean(p.first("Save"))) {
			s.labelled++
		}
	}
}

// differ returns the characteristics of p that disagree, and whether an
// agreement needed a modifier.
func auditDiffer(p *auditProf, cs []auditCheck) (bad []string, mod bool) {
	for _, c := range cs {
		ok, m := auditAgree(p, c.char, c.ok)
		if !ok {
			bad = append(bad, c.char)
		}
		mod = mod || m
	}
	return bad, mod
}

var auditTeamTypes = map[string]bool{
	"Tank Unit": true, "Unarmoured Tank Unit": true, "Infantry Unit": true,
	"Gun Unit": true, "Aircraft Unit": true, "Transport Attachment": true,
}

var auditMoves = [4]string{"Tactical", "Terrain Dash", "Cross Country Dash", "Road Dash"}

func auditTeamChecks(t *fow.Team) []auditCheck {
	var cs []auditCheck
	air := t.Type == fow.Aircraft
	switch {
	case t.Armour != nil:
		cs = append(cs, auditCheck{"Armour Front", auditWholeIs(t.Armour.Front)}, auditCheck{"Armour Side & Rear", auditWholeIs(t.Armour.Side)}, auditCheck{"Armour Top", auditWholeIs(t.Armour.Top)})
	case !air:
		cs = append(cs, auditCheck{"Save", auditSaveIs(t.Save, t.Type)})
	}
	for i, ch := range auditMoves {
		cs = append(cs, auditCheck{ch, auditDistIs(t.Mobility[i], air)})
	}
	cs = append(cs, auditCheck{"Cross", auditCrossIs(t.Cross)})
	for i := range cs {
		cs[i].ok = auditForms(t.Name, cs[i].ok)
	}
	return cs
}

// auditForms reads the two forms of a value given in lines: one line a
// variant of the team, "1 (Toldi II)\n3 (Toldi IIa)", where the line of
// the variant the team's name names counts (the longest such name), and a
// cavalry team's "Mounted: 8\"/20cm\nDismounted: 8\"/20cm", where the
// mounted line counts. Any other value is read as it is.
func auditForms(team string, ok func(string) bool) func(string) bool {
	return func(s string) bool {
		lines := strings.Split(strings.TrimSpace(strings.ReplaceAll(s, "\r", "")), "\n")
		if len(lines) < 2 {
			return ok(s)
		}
		best, bestLabel := "", ""
		for _, l := range lines {
			l = strings.TrimSpace(l)
			if low := strings.ToLower(l); strings.HasPrefix(low, "mounted:") {
				return ok(strings.TrimSpace(l[len("mounted:"):]))
			}
			open := strings.LastIndex(l, "(")
			if open < 1 || !strings.HasSuffix(l, ")") {
				continue
			}
			label := strings.TrimSpace(l[open+1 : len(l)-1])
			if auditNamesWords(team, label) && len(label) > len(bestLabel) {
				best, bestLabel = strings.TrimSpace(l[:open]), label
			}
		}
		if bestLabel == "" {
			return ok(s)
		}
		return ok(best)
	}
}

// auditNamesWords reports whether the words of label follow one another
// among the words of name.
func auditNamesWords(name, label string) bool {
	nw, lw := strings.Fields(strings.ToLower(name)), strings.Fields(strings.ToLower(label))
	for i := 0; i+len(lw) <= len(nw); i++ {
		if slices.Equal(nw[i:i+len(lw)], lw) {
			return true
		}
	}
	return len(lw) == 0
}

func auditTeamWritten(t *fow.Team) string {
	var b strings.Builder
	if t.Armour != nil {
		fmt.Fprintf(&b, "armour %d/%d/%d", t.Armour.Front, t.Armour.Side, t.Armour.Top)
	} else {
		fmt.Fprintf(&b, "save %d", t.Save)
	}
	fmt.Fprintf(&b, " moves %v %v %v %v cross %s", t.Mobility[0], t.Mobility[1], t.Mobility[2], t.Mobility[3], t.CrossString())
	return b.String()
}

func auditProfText(p *auditProf, chars ...string) string {
	var parts []string
	for _, c := range chars {
		if vals, ok := p.chars[c]; ok {
			s := auditClean(vals[0].text)
			if len(vals) > 1 {
				s += fmt.Sprintf(" (+%d by modifiers)", len(vals)-1)
			}
			parts = append(parts, fmt.Sprintf("%s=%q", c, s))
		}
	}
	return fmt.Sprintf("%q [%s] %s", p.name, p.typ, strings.Join(parts, " "))
}

var (
	auditTeamChars   = []string{"Armour Front", "Armour Side & Rear", "Armour Top", "Save", "Tactical", "Terrain Dash", "Cross Country Dash", "Road Dash", "Cross"}
	auditWeaponChars = []string{"Range", "Halted ROF", "Moving ROF", "Anti-Tank", "Firepower"}
	auditRatingChars = []string{"Motivation", "Skill", "Is Hit On"}
)

// nearest describes the candidates that disagree least, at most three.
func auditNearest(cands []*auditProf, cs []auditCheck, chars []string) string {
	if len(cands) == 0 {
		return "none"
	}
	type scored struct {
		p   *auditProf
		bad []string
	}
	var ss []scored
	for _, p := range cands {
		bad, _ := auditDiffer(p, cs)
		ss = append(ss, scored{p, bad})
	}
	sort.SliceStable(ss, func(i, j int) bool { return len(ss[i].bad) < len(ss[j].bad) })
	var out []string
	for i, s := range ss {
		if i == 3 {
			out = append(out, fmt.Sprintf("and %d more", len(ss)-3))
			break
		}
		out = append(out, fmt.Sprintf("%s (differs in %s)", auditProfText(s.p, chars...), strings.Join(s.bad, ", ")))
	}
	return strings.Join(out, "; ")
}

// match reports whether a candidate agrees on every check; found is
// false when none does.
func (s *auditSrc) match(cands []*auditProf, cs []auditCheck) bool {
	for _, p := range cands {
		if bad, mod := auditDiffer(p, cs); len(bad) == 0 {
			if mod {
				s.modUsed++
			}
			s.auditLabelled(p, cs)
			return true
		}
	}
	return false
}

// auditStats counts what a file's audit compared.
type auditStats struct{ teams, weapons int }

// auditFile checks a written unit file against the raw XML: ok is false
// when fow.Check refuses the file (nothing is compared); the mismatches
// come back as text.
func (s *auditSrc) auditFile(sizeName string, file []byte) (mism []string, st auditStats, ok bool) {
	u, errs := fow.Check("audit.toml", file)
	if u == nil || errs.Err() != nil {
		return nil, st, false
	}
	line, _, _ := bytes.Cut(file, []byte("\n"))
	m := auditHeader.FindSubmatch(line)
	if m == nil {
		return []string{fmt.Sprintf("no source line: %q", line)}, st, true
	}
	id := string(m[1])
	reach, found := s.reachable(id)
	if !found {
		return []string{fmt.Sprintf("entry %s is no selection entry of the data", id)}, st, true
	}
	var teamCands, weaponCands, artillery []*auditProf
	for _, p := range reach {
		switch {
		case auditTeamTypes[p.typ]:
			teamCands = append(teamCands, p)
		case p.typ == "Weapon" && auditArtillery(p):
			artillery = append(artillery, p)
		case p.typ == "Weapon":
			weaponCands = append(weaponCands, p)
		}
	}
	// The transports a size names by book code.
	var codeTeams, codeWeapons, codeArtillery []*auditProf
	for _, cm := range auditCodeRe.FindAllStringSubmatch(sizeName, -1) {
		for _, p := range s.coded(cm[1]) {
			switch {
			case p.typ == "Transport Attachment":
				codeTeams = append(codeTeams, p)
			case p.typ == "Weapon" && auditArtillery(p):
				codeArtillery = append(codeArtillery, p)
			case p.typ == "Weapon":
				codeWeapons = append(codeWeapons, p)
			}
		}
	}

	// Ratings: one team profile agreeing on all three bases.
	rc := []auditCheck{{"Motivation", auditFirstIs(u.Motivation.Value)}, {"Skill", auditFirstIs(u.Skill.Value)}, {"Is Hit On", auditFirstIs(u.IsHitOn.Value)}}
	if !s.match(teamCands, rc) {
		mism = append(mism, fmt.Sprintf("ratings: written motivation %d, skill %d, is hit on %d; candidates: %s", u.Motivation.Value, u.Skill.Value, u.IsHitOn.Value, auditNearest(teamCands, rc, auditRatingChars)))
	}

	for _, t := range u.Teams {
		st.teams++
		tc, wc, ac := teamCands, weaponCands, artillery
		if t.Type == fow.Transport {
			tc = append(tc[:len(tc):len(tc)], codeTeams...)
			wc = append(wc[:len(wc):len(wc)], codeWeapons...)
			ac = append(ac[:len(ac):len(ac)], codeArtillery...)
		}
		cs := auditTeamChecks(&t)
		okTeam := s.match(teamCands, cs)
		if !okTeam && t.Type == fow.Transport && s.match(codeTeams, cs) {
			okTeam = true
			s.viaCode++
		}
		if !okTeam {
			mism = append(mism, fmt.Sprintf("team %q (%s): written %s; candidates: %s", t.Name, t.Type, auditTeamWritten(&t), auditNearest(tc, cs, auditTeamChars)))
		}
		for _, w := range t.Weapons {
			st.weapons++
			direct := []auditCheck{{"Range", auditDistIs(w.Range, false)}, {"Halted ROF", auditRofIs(w.Halted)}, {"Moving ROF", auditRofIs(w.Moving)}, {"Anti-Tank", auditWholeIs(w.AntiTank)}, {"Firepower", auditScoreIs(w.Firepower, fow.FirepowerAuto)}}
			line := []auditCheck{{"Range", auditDistIs(w.Range, false)}, {"Anti-Tank", auditWholeIs(w.AntiTank)}, {"Firepower", auditScoreIs(w.Firepower, fow.FirepowerAuto)}}
			okDirect := s.match(wc, direct)
			// A weapon that fires only as artillery is written with its
			// bombardment's values and ROF "-".
			if !okDirect && w.Bombard != nil && w.Halted == fow.NoROF && w.Moving == fow.NoROF {
				okDirect = s.match(ac, line)
			}
			if !okDirect {
				mism = append(mism, fmt.Sprintf("team %q weapon %q: written range %v, ROF %s/%s, anti-tank %d, firepower %s; candidates: %s",
					t.Name, w.Name, w.Range, fow.ROFString(w.Halted), fow.ROFString(w.Moving), w.AntiTank, fow.FirepowerString(w.Firepower), auditNearest(wc, direct, auditWeaponChars)))
			}
			if b := w.Bombard; b != nil {
				bc := []auditCheck{{"Range", auditDistIs(b.Range, false)}, {"Anti-Tank", auditWholeIs(b.AntiTank)}, {"Firepower", auditScoreIs(b.Firepower, fow.FirepowerAuto)}}
				if !s.match(ac, bc) {
					mism = append(mism, fmt.Sprintf("team %q weapon %q bombardment: written range %v, anti-tank %d, firepower %s; candidates: %s",
						t.Name, w.Name, b.Range, b.AntiTank, fow.FirepowerString(b.Firepower), auditNearest(ac, bc, auditWeaponChars)))
				}
			}
		}
	}
	return mism, st, true
}

// auditSetup loads the data for the audit (dataCatalogues).
func auditSetup(t *testing.T) (*auditLib, []string) {
	t.Helper()
	cats := dataCatalogues(t)
	lib, err := auditLoad(dataDir)
	if err != nil {
		t.Fatal(err)
	}
	return lib, cats
}

// auditUnused returns the least whole number that no profile of reach
// gives the characteristic.
func auditUnused(reach []*auditProf, char string) int {
	have := map[int]bool{}
	for _, p := range reach {
		if n, err := strconv.Atoi(auditClean(p.first(char))); err == nil {
			have[n] = true
		}
	}
	v := 0
	for have[v] {
		v++
	}
	return v
}

// TestAuditValues checks every number of every unit file the import writes
// (each unit at each size, files fow.Check accepts) against the raw XML.
func TestAuditValues(t *testing.T) {
	needs.Long(t, "every value of 27 catalogues read back")
	lib, cats := auditSetup(t)

	t.Run("detects altered values", func(t *testing.T) {
		name := "LW - D-Day_German.cat"
		c, err := Load(filepath.Join(dataDir, name), DefaultLimits)
		if err != nil {
			t.Fatal(err)
		}
		s := lib.src(name)
		done := 0
		for _, u := range c.Units {
			im := c.UnitFile(u, u.Default)
			if im.File == nil {
				continue
			}
			sz := u.Sizes[u.Default].Name
			if mism, _, ok := s.auditFile(sz, im.File); !ok || len(mism) > 0 {
				continue
			}
			reach, _ := s.reachable(u.ID)
			text := string(im.File)
			// finds reports whether the audit finds a value written in
			// place of text[from:to] that no reachable profile has.
			finds := func(from, to int, v int, want string) {
				mism, _, ok := s.auditFile(sz, []byte(text[:from]+strconv.Itoa(v)+text[to:]))
				if !ok {
					t.Fatalf("%s: the altered file fails check", u.Name)
				}
				if !strings.Contains(strings.Join(mism, "\n"), want) {
					t.Errorf("%s: %q changed to %d, audit found %q", u.Name, text[from:to], v, mism)
				}
			}
			// An anti-tank no reachable weapon has.
			if i := strings.Index(text, "\nanti_tank = "); i >= 0 && done&1 == 0 {
				from := i + len("\nanti_tank = ")
				v := auditUnused(reach, "Anti-Tank")
				finds(from, from+strings.Index(text[from:], "\n"), v, "anti-tank "+strconv.Itoa(v))
				done |= 1
			}
			// A front armour no reachable team has.
			if i := strings.Index(text, "armour = { front = "); i >= 0 && done&2 == 0 {
				from := i + len("armour = { front = ")
				v := auditUnused(reach, "Armour Front")
				finds(from, from+strings.Index(text[from:], ","), v, fmt.Sprintf("armour %d/", v))
				done |= 2
			}
			if done == 3 {
				break
			}
		}
		if done != 3 {
			t.Fatalf("found no clean unit to alter (done %b)", done)
		}
	})

	printed, total, limit := 0, 0, auditMaxPrinted
	if os.Getenv("BSDATA_AUDIT_ALL") != "" {
		limit = 1 << 30
	}
	for _, path := range cats {
		base := filepath.Base(path)
		c, err := Load(path, DefaultLimits)
		if err != nil {
			t.Errorf("%s: %v", base, err)
			continue
		}
		s := lib.src(base)
		type finding struct {
			unit, size, msg string
			more            int
		}
		var found []*finding
		byKey := map[string]*finding{}
		files, refused, unchecked := 0, 0, 0
		var st auditStats
		for _, u := range c.Units {
			for i, sz := range u.Sizes {
				im := c.UnitFile(u, i)
				if im.File == nil {
					refused++
					continue
				}
				mism, fst, ok := s.auditFile(sz.Name, im.File)
				if !ok {
					unchecked++
					continue
				}
				files++
				st.teams += fst.teams
				st.weapons += fst.weapons
				for _, m := range mism {
					k := u.ID + "\x00" + m
					if f := byKey[k]; f != nil {
						f.more++
						continue
					}
					f := &finding{unit: u.Name, size: fmt.Sprintf("size %d %q", i, sz.Name), msg: m}
					byKey[k] = f
					found = append(found, f)
				}
			}
		}
		for _, f := range found {
			total++
			if printed < limit {
				printed++
				also := ""
				if f.more > 0 {
					also = fmt.Sprintf(" (and at %d other sizes)", f.more)
				}
				t.Errorf("%s: unit %q, %s%s: %s", base, f.unit, f.size, also, f.msg)
			}
		}
		t.Logf("%-36s %3d units, %4d files audited (%d refused by the import, %d by check), %4d teams, %4d weapons: %d mismatches; %d values agreed only through a modifier, %d saves through a type label, %d transports by book code",
			base, len(c.Units), files, refused, unchecked, st.teams, st.weapons, len(found), s.modUsed, s.labelled, s.viaCode)
	}
	if total > printed {
		t.Errorf("%d more mismatches not printed (%d in all)", total-printed, total)
	}
}
