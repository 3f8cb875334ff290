// Package fowcards joins the Flames of War v4 rules (model/fow) to the unit
// card and its saved state.
package fowcards

import (
	"fmt"
	"strconv"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
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
	return &unitDoc{u: u}, errs
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
	card, err := (&unitDoc{u: u}).Card(0, linkBase)
	return press.Probe{Card: card, About: "a Tiger unit with every task rating"}, err
}

func (flamesOfWar) File(s saved.Sealed) ([]byte, error) {
	u, err := codec.DecodeBody(s)
	if err != nil {
		return nil, err
	}
	return fow.UnitFile(u)
}
