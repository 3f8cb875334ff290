package bsdata

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow"
)

// Import is one unit mapped to a unit file.
type Import struct {
	Unit     *Unit
	Size     Size
	File     []byte    // the unit file; nil when a value could not be read
	Problems []Problem // values that could not be read (File is nil) and parts left out
}

// UnitFile maps u at its size'th size (from 0) to a fow unit file. A value
// that cannot be read is a problem and no file is written; nothing is
// guessed.
func (c *Catalogue) UnitFile(u *Unit, size int) Import {
	return c.UnitFileAs(u, size, "", 0)
}

// UnitFileAs is UnitFile with the unit's role and points given, as a roster
// gives them; "" and 0 take the catalogue's.
func (c *Catalogue) UnitFileAs(u *Unit, size int, role string, points float64) Import {
	return c.SelectionFile(u, c.Selection(u, size), u.Sizes[size], role, points)
}

// SelectionFile maps a selection of the unit (at a size of the catalogue,
// or as a roster holds it) to a unit file.
func (c *Catalogue) SelectionFile(u *Unit, sel *bs.Selection, s Size, role string, points float64) Import {
	nation, known := c.Nation()
	b := &builder{cat: c, u: u, nation: nation, role: role, points: points, sel: sel, size: s}
	if !known {
		b.note("the catalogue's name gives no nation; written %q (give one with --nation)", nation)
	}
	im := Import{Unit: u, Size: s}
	teams := b.teams(sel)
	ratings := b.ratings(teams)
	for _, t := range teams {
		b.resolve(t)
		b.mobility(t)
	}
	b.weapons(sel, teams)
	var sizeRules []string
	sel.Walk(func(x *bs.Selection) {
		if x != sel {
			sizeRules = append(sizeRules, x.Rules...)
		}
	})
	unitKW := b.keywords(teams, sel.Rules, sizeRules)
	im.Problems = append(b.fatal, b.warn...)
	if len(b.fatal) > 0 {
		return im
	}
	file := b.write(s, ratings, unitKW, teams)
	if _, errs := fow.Check(u.Name+".toml", file); errs.Err() != nil {
		for _, e := range errs {
			im.Problems = append(im.Problems, Problem{c.Path, u.Name, "the unit file written would not pass check: " + e.Msg})
		}
		return im
	}
	im.File = file
	return im
}

type ratingsOut struct {
	motivation, skill, hit string
	tests                  map[string]string
}

// ratings reads the unit's ratings from its first team's profile.
func (b *builder) ratings(teams []*team) ratingsOut {
	r := ratingsOut{tests: map[string]string{}}
	if len(teams) == 0 {
		return r
	}
	// The unit's own profile, the first whose ratings read ("As Per
	// Unit" does not), else its first team's.
	p := teams[0].prof
	for _, t := range teams {
		if t.typ != "transport" {
			p = t.prof
			break
		}
	}
	for _, q := range teamProfiles(b.sel) {
		if !isAttachment(q) && readable(q) {
			p = q
			break
		}
	}
	for _, x := range []struct {
		char string
		dst  *string
	}{{"Motivation", &r.motivation}, {"Skill", &r.skill}, {"Is Hit On", &r.hit}} {
		v := p.Chars[x.char]
		base, tasks, other, ok := rating(x.char, v)
		if !ok {
			b.fail("%s", cannotRead(x.char, v))
			continue
		}
		*x.dst = base
		var msg string
		if kinds[x.char] == fow.IsHitOn {
			_, msg = fow.ParseHitOn(base, allAircraft(teams))
		} else {
			_, msg = fow.ParseRating(kinds[x.char], base)
		}
		if msg != "" {
			b.note("characteristic %q: written as %q, which check refuses: %s", x.char, base, msg)
		}
		for k, t := range tasks {
			r.tests[k] = t
		}
		for _, o := range other {
			teams[0].notes = addOnce(teams[0].notes, o)
		}
		for _, t := range teams {
			b.teamRating(t, p, x.char, base, tasks)
		}
	}
	return r
}

// teamRating keeps, as a note of the team, a rating of its own profile that
// differs from the unit's: the unit file has one set of ratings.
func (b *builder) teamRating(t *team, unit *Profile, char, base string, tasks map[string]string) {
	v := t.prof.Chars[char]
	if t.prof == unit || t.typ == "transport" || clean(v) == clean(unit.Chars[char]) {
		return
	}
	tb, tt, other, ok := rating(char, v)
	if !ok {
		return // "As Per Unit" and the like
	}
	if tb != base {
		t.notes = addOnce(t.notes, char+" "+tb)
	}
	for test := range fow.NumTests {
		if k := test.Key(); tt[k] != "" && tt[k] != tasks[k] {
			t.notes = addOnce(t.notes, test.String()+" "+tt[k])
		}
	}
	for _, o := range other {
		t.notes = addOnce(t.notes, o)
	}
}

// kinds are the ratings by characteristic.
var kinds = map[string]fow.RatingKind{"Motivation": fow.Motivation, "Skill": fow.Skill, "Is Hit On": fow.IsHitOn}

// readable reports whether a profile's three ratings can be read.
func readable(p *Profile) bool {
	for _, c := range []string{"Motivation", "Skill", "Is Hit On"} {
		if _, _, _, ok := rating(c, p.Chars[c]); !ok {
			return false
		}
	}
	return true
}

var mobilityChars = [4]string{"Tactical", "Terrain Dash", "Cross Country Dash", "Road Dash"}

// mobility checks that a team's armour or save, moves and cross can be read.
func (b *builder) mobility(t *team) {
	p := t.prof
	for _, ch := range mobilityChars {
		v := t.char(ch)
		if t.typ == "aircraft" && (clean(v) == "" || strings.EqualFold(clean(v), "UNLIMITED")) {
			continue
		}
		if _, ok := dist(v); !ok {
			b.fail("%s", cannotRead(ch, v))
		} else if why := distNote(v); why != "" {
			b.distProblem(fmt.Sprintf("characteristic %q", ch), v, why)
		}
	}
	if _, ok := crossOf(t.char("Cross")); !ok {
		b.fail("%s", cannotRead("Cross", t.char("Cross")))
	}
	switch {
	case t.typ == "aircraft":
		if v := clean(t.char("Save")); v != "" && v != "-" {
			if _, ok := saveOf(v); !ok {
				b.fail("%s", cannotRead("Save", t.char("Save")))
			}
		}
	case p.Type == "Tank Unit" || isAttachment(p):
		for _, ch := range []string{"Armour Front", "Armour Side & Rear", "Armour Top"} {
			if _, ok := whole(t.char(ch), fow.MaxArmour); !ok {
				b.fail("%s", cannotRead(ch, t.char(ch)))
			}
		}
	default:
		if _, ok := saveOf(t.char("Save")); !ok {
			b.fail("%s", cannotRead("Save", t.char("Save")))
		}
	}
}

// distProblem reports what is wrong with a distance it could read: a
// stray letter is a warning, centimetres that are not 2.5 times the
// inches refuse the unit, for which of the two is meant cannot be known.
func (b *builder) distProblem(what, v, why string) {
	if why == cmMismatch {
		b.fail("%s: %q: %s; which is meant cannot be known", what, clean(v), why)
		return
	}
	d, _ := dist(v)
	b.note("%s: %q: %s; written %s", what, clean(v), why, d)
}

// write prints the unit file.
func (b *builder) write(s Size, r ratingsOut, unitKW []string, teams []*team) []byte {
	var w strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&w, format, args...) }
	c, u := b.cat, b.u
	p("# Imported from BattleScribe data: %s (revision %s), unit %s.\n", model.TOMLString(c.Name), plain(c.Revision), plain(u.ID))
	p("system = %q\n\n[unit]\n", fow.SystemName)
	role := b.role
	if role == "" {
		role = RoleOf(u)
	}
	p("name = %s\nnation = %s\nrole = %q\n", model.TOMLString(shorten(ShortName(u.Name), fow.MaxName)), model.TOMLString(shorten(b.nation, fow.MaxNation)), role)
	p("motivation = %q\nskill = %q\nis_hit_on = %q\n", named(fow.Motivation, r.motivation), named(fow.Skill, r.skill), named(fow.IsHitOn, r.hit))
	pts := s.Points
	if b.points > 0 {
		pts = b.points
	}
	if pts > 0 && pts == math.Trunc(pts) && pts <= fow.MaxPoints {
		p("points = %d\n", int(pts))
	}
	writeList(&w, "keywords", unitKW)
	if len(r.tests) > 0 {
		p("\n[unit.tests]\n")
		for test := range fow.NumTests {
			if v, ok := r.tests[test.Key()]; ok {
				p("%s = %q\n", test.Key(), v)
			}
		}
	}
	leader := false
	onlyTransports := !slices.ContainsFunc(teams, func(t *team) bool { return !isTransport(t) }) // a transport unit of its own leads itself
	for _, t := range teams {
		writeTeam(&w, t, !leader && (t.typ != "transport" || onlyTransports))
		leader = leader || t.typ != "transport" || onlyTransports
	}
	return []byte(w.String())
}

// RoleOf is the role a unit imported from a catalogue is written with:
// its role in a formation (FormationRole), or support for a combat unit
// that only the Support Units category offers.
func RoleOf(u *Unit) string {
	if r := FormationRole(u); r != "combat" || !u.Support {
		return r
	}
	return "support"
}

// FormationRole is the role a unit has inside a formation:
// formation-command for its command (an HQ), else combat.
func FormationRole(u *Unit) string {
	if u.Command {
		return "formation-command"
	}
	return "combat"
}

// named writes a rating "4+" with its name, "Confident 4+", where the
// rating has one.
func named(k fow.RatingKind, v string) string {
	n, err := strconv.Atoi(strings.TrimSuffix(v, "+"))
	if err != nil {
		return v
	}
	return strings.TrimSpace(k.NameOf(n) + " " + v)
}

func writeList(w *strings.Builder, key string, list []string) {
	if len(list) > 0 {
		fmt.Fprintf(w, "%s = %s\n", key, model.TOMLList(list))
	}
}

// quoteDist writes a distance as the unit file does: '16"/40cm', and "-".
func quoteDist(s string) string {
	if s == "-" {
		return `"-"`
	}
	return model.TOMLLiteral(s)
}

func writeTeam(w *strings.Builder, t *team, leader bool) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format, args...) }
	pr := t.prof
	l := 0
	if leader {
		l = 1
	}
	p("\n[[team]]\nname = %s\ntype = %q\ncount = %d\nleader = %d\n", model.TOMLString(t.name), t.typ, t.count, l)
	switch {
	case t.typ == "aircraft":
		p("armour = \"-\"\n")
		if save, ok := saveOf(t.char("Save")); ok {
			p("save = %q\n", save)
		}
	case pr.Type == "Tank Unit" || isAttachment(pr):
		f, _ := whole(t.char("Armour Front"), fow.MaxArmour)
		s, _ := whole(t.char("Armour Side & Rear"), fow.MaxArmour)
		tp, _ := whole(t.char("Armour Top"), fow.MaxArmour)
		p("armour = { front = %d, side = %d, top = %d }\n", f, s, tp)
	default:
		save, _ := saveOf(t.char("Save"))
		p("armour = \"-\"\nsave = %q\n", save)
	}
	keys := fow.MobilityKeys()
	for i, ch := range mobilityChars {
		if d, ok := dist(t.char(ch)); ok {
			p("%s = %s\n", keys[i], quoteDist(d))
		} else { // an aircraft's unlimited or empty move
			p("%s = %q\n", keys[i], fow.Unlimited)
		}
	}
	cross, _ := crossOf(t.char("Cross"))
	p("cross = %q\n", cross)
	writeList(w, "keywords", t.keywords)
	writeList(w, "notes", t.notes)
	for _, wp := range t.weapons {
		writeWeapon(w, wp)
	}
}

func writeWeapon(w *strings.Builder, wp *weapon) {
	p := func(format string, args ...any) { fmt.Fprintf(w, format, args...) }
	p("\n[[team.weapon]]\nname = %s\nrange = %s\n", model.TOMLString(wp.name), quoteDist(wp.rng))
	p("rof = { halted = %s, moving = %s }\n", rofValue(wp.halted), rofValue(wp.moving))
	p("anti_tank = %s\nfirepower = %q\n", wp.at, wp.fp)
	writeList(w, "keywords", wp.keywords)
	if bb := wp.bombard; bb != nil {
		p("bombardment = { range = %s, anti_tank = %s, firepower = %q }\n", quoteDist(bb.rng), bb.at, bb.fp)
	}
}

func rofValue(s string) string {
	if s == "-" {
		return `"-"`
	}
	return s
}

// allAircraft says whether every team of the unit is an aircraft, which F1
// lets be hit on 5+.
func allAircraft(teams []*team) bool {
	for _, t := range teams {
		if t.typ != "aircraft" {
			return false
		}
	}
	return len(teams) > 0
}
