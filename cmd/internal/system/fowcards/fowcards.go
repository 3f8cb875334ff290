// Package fowcards joins the Flames of War v4 rules (model/fow) to the unit
// card and its saved state.
package fowcards

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow"
	"github.com/crewcard/crewcard/model/fow/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// System is the Flames of War v4 system: unit files.
var System system.System = flamesOfWar{}

// flamesOfWar joins the Flames of War v4 unit file to the unit card.
type flamesOfWar struct{}

// faces are the unit card's templates, front and back.
var faces = [2]string{"fow-front", "fow-back"}

// info describes the system; Info hands out this one value.
var info = system.Info{
	Name: fow.SystemName, Tag: saved.FowV4, Noun: [2]string{"unit", "units"}, Faces: [][2]string{faces, forceFaces},
	Roster: []system.Column{
		{ID: system.NameColumn, Head: "Unit"}, {ID: "what", Head: "Teams"}, {ID: "kind", Head: "Kind"},
		{ID: "rating", Head: "Ratings", Wide: true}, {ID: "code", Head: "Code", Wide: true},
		{ID: system.PointsColumn, Head: "Points", Num: true},
	},
	Samples: "fow-*.toml",
	Tables:  []string{"unit", "team", "force", "formation"},
}

func (flamesOfWar) Info() system.Info { return info }

func (flamesOfWar) Template(name string) ([]byte, bool) {
	return system.FaceTemplate(info.Faces, name)
}

func (flamesOfWar) Check(name string, src []byte) (system.Doc, model.ErrorList) {
	if fow.IsForce(src) {
		return checkForce(name, src)
	}
	u, errs := fow.Check(name, src)
	if u == nil {
		return nil, errs
	}
	if more := system.Glyphs(unitTexts(u.File), u.File.Pos); len(more) > 0 {
		errs = append(errs, more...)
		errs.Sort()
		return nil, errs
	}
	return &unitDoc{u}, errs
}

// unitTexts lists the texts of a unit file that its card prints, with the
// keys they come from: the unit's name and nation, and its teams' names,
// notes and weapons' names.
func unitTexts(f *fow.File) []system.KeyText {
	out := []system.KeyText{{Key: "unit.name", Text: f.Unit.Name}, {Key: "unit.nation", Text: f.Unit.Nation}}
	for i, t := range f.Teams {
		team := "team." + strconv.Itoa(i)
		out = append(out, system.KeyText{Key: team + ".name", Text: t.Name})
		for j, n := range t.Notes {
			out = append(out, system.KeyText{Key: team + ".notes." + strconv.Itoa(j), Text: n})
		}
		for j, w := range t.Weapons {
			out = append(out, system.KeyText{Key: team + ".weapon." + strconv.Itoa(j) + ".name", Text: w.Name})
		}
	}
	return out
}

// probeUnit is the fullest unit a card is laid out for: three kinds of team,
// a weapon line each and a bombardment, every task rating and long names.
const probeUnit = `system = "fow-v4"
[unit]
name = "Schwere Panzerkompanie 101 (Tiger)"
nation = "Germany"
role = "combat"
motivation = "confident 4+"
skill = "veteran 3+"
is_hit_on = "careful 4+"
[unit.tests]
remount = "3+"
rally = "3+"
counterattack = "5+"
last_stand = "3+"
tactics = "4+"
assault = "5+"
[[team]]
name = "Tiger I E (8.8cm)"
count = 4
leader = 1
type = "tank"
armour = { front = 9, side = 8, top = 2 }
tactical = "10\"/25cm"
terrain_dash = "16\"/40cm"
cross_country_dash = "20\"/50cm"
road_dash = "24\"/60cm"
cross = "4+"
keywords = ["Protected Ammo"]
[[team.weapon]]
name = "8.8cm KwK36 gun"
mount = "Tank Turret"
range = "40\"/100cm"
rof = { halted = 2, moving = 1 }
anti_tank = 13
firepower = "3+"
keywords = ["Smoke"]
`

// Probe is a unit card with the longest values a card shows.
func (sys flamesOfWar) Probe(linkBase string) (press.Probe, error) {
	if linkBase == "" {
		linkBase = saved.DefaultBase
	}
	u, errs := fow.Check("probe.toml", []byte(probeUnit))
	if u == nil {
		return press.Probe{}, fmt.Errorf("the probe unit: %v", errs)
	}
	card, err := (&unitDoc{u}).Card(0, linkBase)
	return press.Probe{Card: card, About: "a Tiger unit with every task rating"}, err
}

func (flamesOfWar) File(s saved.Sealed) ([]byte, error) {
	u, err := codec.DecodeBody(s)
	if err != nil {
		return nil, err
	}
	return fow.UnitFile(u)
}

// unitDoc is a checked unit.
type unitDoc struct{ u *fow.Unit }

func (d *unitDoc) Name() string    { return d.u.File.Name() }
func (d *unitDoc) Cards() int      { return 1 }
func (d *unitDoc) Summary() string { return d.Name() + ": " + d.u.Summary() }

// Roster gives the cells of the columns that Info.Roster lists, in order.
func (d *unitDoc) Roster() ([]string, int) {
	u := d.u
	var ratings []string
	for _, r := range []fow.Rating{u.Motivation, u.Skill, u.IsHitOn} {
		ratings = append(ratings, strings.ReplaceAll(r.String(), " ", "\u00a0")) // "Veteran 3+" stays on one line
	}
	_, code, _ := d.Link(saved.DefaultBase) // the code is the payload's, whatever the base
	points := ""
	if u.Points > 0 {
		points = strconv.Itoa(u.Points) + " (FoW)"
	}
	teams := strconv.Itoa(u.TeamCount()) + " teams"
	if u.TeamCount() == 1 {
		teams = "1 team"
	}
	return []string{u.Name, teams, "FoW " + shortRole(u.Role) + " unit", strings.Join(ratings, ", "), code, points}, u.Points
}

// UnitView is a unit as `crewcard show --json` gives it.
type UnitView struct {
	Name       string      `json:"name"`
	Nation     string      `json:"nation"`
	Role       string      `json:"role"`
	Motivation string      `json:"motivation"`
	Skill      string      `json:"skill"`
	IsHitOn    string      `json:"is_hit_on"`
	Teams      int         `json:"teams"`
	Points     int         `json:"points"`
	Derived    []string    `json:"derived"`
	Card       layout.View `json:"-"`
}

func (d *unitDoc) Show() (string, any) {
	u := d.u
	v := UnitView{Name: u.Name, Nation: u.Nation, Role: u.Role.Label(), Motivation: u.Motivation.String(),
		Skill: u.Skill.String(), IsHitOn: u.IsHitOn.String(), Teams: u.TeamCount(), Points: u.Points}
	for _, d := range derived(u) {
		v.Derived = append(v.Derived, d[0]+": "+d[1]+".")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", u.Summary())
	for _, line := range v.Derived {
		fmt.Fprintf(&b, "  %s\n", line)
	}
	return b.String(), v
}

// derived lists what the quick reference derives for the unit's card, a
// line each: what it is about, and the rule for this unit.
func derived(u *fow.Unit) [][2]string {
	out := [][2]string{{"Command", fmt.Sprintf("%s (p. 41)", u.CommandDistance())}}
	if ls := u.LastStand(); len(ls) > 1 {
		out = append(out, [2]string{"Last Stand", fmt.Sprintf("%s unless %s remain (p. 81)", fow.Plus(u.Test(fow.LastStand)), strings.Join(ls[1:], " or "))})
	}
	if u.NeverPinnedDown() {
		out = append(out, [2]string{"Pinned Down", "not by shooting (p. 64)"})
	} else {
		out = append(out, [2]string{"Pinned Down", fmt.Sprintf("by %d hits (p. 64)", u.PinHits())})
	}
	if u.BombardmentPins() {
		out = append(out, [2]string{"Bombarded", "1 hit pins (p. 70)"})
	}
	if u.FallBack() != "" {
		out = append(out, [2]string{"Assaulted", "falls back once 2 or more tanks are Bailed Out or Destroyed (p. 76)"})
	}
	return out
}

// Link returns the link of the unit card's QR code below linkBase, and the
// short code printed under it.
func (d *unitDoc) Link(linkBase string) (link, code string, err error) {
	link, code, _, err = d.link(linkBase)
	return link, code, err
}

// link is Link, with the payload's length, which tells the front's code
// from the back's.
func (d *unitDoc) link(linkBase string) (link, code string, n int, err error) {
	payload, err := codec.Encode(d.u.Saved())
	if err != nil {
		return "", "", 0, fmt.Errorf("%s: %v", d.Name(), err)
	}
	if link, err = saved.Link(linkBase, saved.Text(payload)); err != nil {
		return "", "", 0, fmt.Errorf("%s: %v", d.Name(), err)
	}
	return link, saved.ShortCode(payload), len(payload), nil
}

// Card encodes the unit's saved state and binds the unit card to it: the
// code on the front, or on the back in a larger code when the state is
// longer than the front's code holds.
func (d *unitDoc) Card(_ int, linkBase string) (press.Card, error) {
	u := d.u
	link, code, n, err := d.link(linkBase)
	if err != nil {
		return press.Card{}, err
	}
	where := [2]string{"yes", ""}
	if n > fow.MaxPayload {
		where = [2]string{"", "yes"}
	}
	points := ""
	if u.Points > 0 {
		points = fmt.Sprintf("%d points", u.Points)
	}
	v := layout.View{
		Text: map[string]string{
			"name": u.Name, "nation_role": u.Nation + " · " + u.Role.Label(), "points": points,
			"motivation": u.Motivation.String(), "skill": u.Skill.String(), "is_hit_on": u.IsHitOn.String(),
			"code": code, "code_front": where[0], "code_back": where[1],
			"source": "Keyword rules in our words; pages of the v4 rulebook",
		},
		Blocks: map[string][]layout.Block{"teams": append(tests(u), teamBlocks(u)...), "table": atTheTable(u), "back_text": backText(u)},
		QR:     link,
	}
	return press.Card{Front: faces[0], Back: faces[1], View: v}, nil
}

// tests leads the teams: a block of the task ratings that differ from
// their rating, if any do.
func tests(u *fow.Unit) []layout.Block {
	var out []string
	for t := fow.Test(0); t < fow.NumTests; t++ {
		if u.Tests[t] != 0 {
			out = append(out, t.String()+" "+fow.Plus(u.Tests[t]))
		}
	}
	if len(out) == 0 {
		return nil
	}
	return []layout.Block{{Heading: "Task ratings", Text: strings.Join(out, " · "), Inline: true}}
}

func keywords(ks []fow.KeywordUse) string {
	var out []string
	for _, k := range ks {
		out = append(out, k.String())
	}
	return strings.Join(out, ", ")
}

// atTheTable is the front's foot, beside the code: the lines the quick
// reference derives, then the unit's special rules.
func atTheTable(u *fow.Unit) []layout.Block {
	var out []layout.Block
	for _, d := range derived(u) {
		out = append(out, layout.Block{Heading: d[0], Text: d[1], Inline: true})
	}
	if ks := keywords(u.Keywords); ks != "" {
		out = append(out, layout.Block{Heading: "Unit rules", Text: ks, Inline: true})
	}
	return out
}

// teamBlocks gives each kind of team its block: count and leader, armour or
// save and mobility, its own weapons, keywords and notes, and a tick box per
// team for Destroyed, and for Bailed Out where it can bail out. What a kind
// shares with the kind before it (a command team and its riflemen) is said
// "as above" rather than printed twice.
func teamBlocks(u *fow.Unit) []layout.Block {
	var out []layout.Block
	var last [2][][]string // the last kind's protection and mobility table, and weapons table
	for _, t := range u.Teams {
		head := fmt.Sprintf("%d× %s", t.Count, t.Name)
		ref := t.Type.String()
		if t.Leader > 0 {
			ref = "Unit Leader; " + ref
		}
		prot, protHead := fow.Plus(t.Save), "Save"
		switch {
		case t.Armour != nil:
			prot, protHead = fmt.Sprintf("%d/%d/%d", t.Armour.Front, t.Armour.Side, t.Armour.Top), "F/S/T"
		case t.Type == fow.Aircraft:
			prot = "none" // a hit destroys it on a Firepower test
		}
		row := []string{prot}
		for _, m := range t.Mobility {
			row = append(row, m.String())
		}
		row = append(row, t.CrossString())
		var foot []string
		if ks := keywords(t.Keywords); ks != "" {
			foot = append(foot, ks+".")
		}
		for _, n := range t.Notes {
			foot = append(foot, strings.TrimSuffix(n, ".")+".")
		}
		tables := [2][][]string{{{protHead, "Tactical", "Terrain", "Cross-c.", "Road", "Cross"}, row}}
		if len(t.Weapons) > 0 {
			var notes []string
			tables[1], notes = weaponTable(t)
			foot = append(foot, notes...)
		}
		b := layout.Block{Heading: head}
		var same []string
		prot = "save"
		if t.Armour != nil {
			prot = "armour"
		}
		for k, what := range [2][]string{{prot, "moves"}, {"weapons"}} {
			switch {
			case len(out) > 0 && tables[k] != nil && equalTables(tables[k], last[k]):
				same = append(same, what...)
			case tables[k] != nil:
				b.Tables = append(b.Tables, tables[k])
			}
		}
		last = tables
		if len(same) > 0 {
			as := list(same)
			foot = append([]string{strings.ToUpper(as[:1]) + as[1:] + " as above."}, foot...)
		}
		b.Ref, b.Foot = ref, strings.Join(foot, " ")
		if t.CanBailOut() {
			b.Ticks = append(b.Ticks, layout.Ticks{Label: "Bailed Out", N: t.Count})
		}
		b.Ticks = append(b.Ticks, layout.Ticks{Label: "Destroyed", N: t.Count})
		out = append(out, b)
	}
	return out
}

// equalTables reports whether two tables hold the same cells.
func equalTables(a, b [][]string) bool { return slices.EqualFunc(a, b, slices.Equal) }

// weaponTable is a team's weapons, with their mounts and the ROF halted and
// moving in columns of their own (a mount column only where a weapon has
// one), and the weapons' keywords for the block's foot.
func weaponTable(t fow.Team) ([][]string, []string) {
	rows := [][]string{{"Weapon", "Mount", "Range", "Halted", "Moving", "AT", "FP"}}
	var notes []string
	for _, w := range t.Weapons {
		mount := ""
		if m, ok := fow.MountByID(w.Mount); ok {
			mount = m.Short
		}
		rows = append(rows, []string{w.Name, mount, w.Range.String(), fow.ROFString(w.Halted), fow.ROFString(w.Moving),
			strconv.Itoa(w.AntiTank), fow.FirepowerString(w.Firepower)})
		if b := w.Bombard; b != nil {
			rows = append(rows, []string{"bombardment", "", b.Range.String(), "-", "-", strconv.Itoa(b.AntiTank), fow.FirepowerString(b.Firepower)})
		}
		if ks := keywords(w.Keywords); ks != "" {
			notes = append(notes, w.Name+": "+ks+".")
		}
	}
	if !slices.ContainsFunc(rows[1:], func(r []string) bool { return r[1] != "" }) {
		for i := range rows {
			rows[i] = slices.Delete(rows[i], 1, 2)
		}
	}
	return rows, notes
}

// backText is the back: each keyword's rule, or a note that the seeds
// only name it, then the fields of fire of the mounts the weapons use.
func backText(u *fow.Unit) []layout.Block {
	var out []layout.Block
	for _, k := range u.KeywordUses() {
		text := k.Text
		if k.NamedOnly() {
			text = "Named in the sources, which give no rule for it."
		}
		out = append(out, layout.Block{Heading: k.Name, Text: text})
	}
	seen := map[fow.MountID]bool{}
	for _, t := range u.Teams {
		for _, w := range t.Weapons {
			if m, ok := fow.MountByID(w.Mount); ok && m.Short != "" && !seen[m.ID] {
				seen[m.ID] = true
				out = append(out, layout.Block{Heading: m.Name, Text: m.Text})
			}
		}
	}
	return out
}

// Explain tells a layout failure in terms of the unit file.
func (d *unitDoc) Explain(_ int, err error, kit *press.Kit, _ string) error {
	at := model.Pos{File: d.Name()}
	var ge *layout.GlyphError
	if errors.As(err, &ge) {
		for _, t := range unitTexts(d.u.File) {
			if strings.ContainsRune(t.Text, ge.Rune) {
				return system.GlyphError(d.u.File.Pos(t.Key), t.Key, t.Text, ge.Rune, ge.Font, system.Scripts(kit.Fonts))
			}
		}
	}
	var fe *layout.FitError
	if errors.As(err, &fe) {
		return &model.Error{Pos: at,
			Msg: fmt.Sprintf("the unit card: %q does not fit a whole card even at %g pt; shorten that text", fe.Text, fe.Floor)}
	}
	if errors.Is(err, layout.ErrQRTooDense) {
		return &model.Error{Pos: at, Rule: "F14",
			Msg: fmt.Sprintf("the unit's code does not fit its box at 0.5 mm a module (a long --link-base costs modules too); shorten the unit's names and notes: %v", err)}
	}
	return &model.Error{Pos: at, Msg: err.Error()}
}

func (d *unitDoc) System() system.System { return System }

// list joins words in prose: "a", "a and b", "a, b and c".
func list(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// shortRole is a role as the roster and the force card give it, where room
// is short: "command" for the formation command.
func shortRole(r fow.Role) string {
	if r == fow.FormationCommand {
		return "command"
	}
	return strings.ToLower(r.Label())
}
