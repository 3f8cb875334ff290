package fowcards

import (
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow"
)

// forceFaces are the force card's templates, front and back.
var forceFaces = [2]string{"fow-force-front", "fow-force-back"}

// beside is the path of the unit file that the force file name names as
// rel (cleaned, with slashes).
func beside(name, rel string) string {
	return filepath.Join(filepath.Dir(name), filepath.FromSlash(rel))
}

// Refers lists the unit files that a force file names, beside it, as
// checkForce reads them (system.Referrer); a unit file names none.
func (flamesOfWar) Refers(name string, src []byte) []string {
	if !fow.IsForce(src) {
		return nil
	}
	var out []string
	for _, rel := range fow.UnitFiles(src) {
		out = append(out, beside(name, rel))
	}
	return out
}

// checkForce checks a force file and the unit files it names, read beside
// it by inputs.ReadNamed: from the file system with the limits of every
// input, or from the studio's open files.
func checkForce(name string, src []byte) (system.Doc, model.ErrorList) {
	read := func(rel string) (string, []byte, error) {
		path := beside(name, rel)
		src, err := inputs.ReadNamed(path, "a unit file")
		return path, src, err
	}
	f, errs := fow.CheckForce(name, src, read)
	if f == nil {
		return nil, errs
	}
	d := &forceDoc{f: f}
	d.cards = sync.OnceValue(func() []int {
		n := make([]int, len(d.parts))
		for i, p := range d.parts {
			n[i] = cardsOf(p.Doc)
		}
		return n
	})
	for _, fm := range f.Formations {
		for _, u := range fm.Units {
			if more := system.Glyphs(unitTexts(u.File), u.File.Pos); len(more) > 0 {
				errs = append(errs, more...)
			}
			d.parts = append(d.parts, system.Part{Group: formationLabel(&fm), Doc: &unitDoc{u: u, no: len(d.parts) + 1}})
		}
	}
	if errs.Err() != nil {
		errs.Sort()
		return nil, errs
	}
	return d, errs
}

// forceDoc is a checked force: its card, then its units' cards, formation
// by formation.
type forceDoc struct {
	f     *fow.Force
	parts []system.Part
	cards func() []int // each part's cards at the default card size, laid out once
}

func (d *forceDoc) Name() string          { return d.f.File.Name() }
func (d *forceDoc) System() system.System { return System }
func (d *forceDoc) Summary() string       { return d.Name() + ": " + d.f.Summary() }
func (d *forceDoc) Cards() int            { return 1 + len(d.parts) }
func (d *forceDoc) Parts() []system.Part  { return d.parts }

// Link is empty: the force card carries no saved state; each unit's card
// carries its own.
func (d *forceDoc) Link(string) (link, code string, err error) { return "", "", nil }

// Roster gives the force's row: its formations and units, and its points.
func (d *forceDoc) Roster() ([]string, int) {
	f := d.f
	what := fmt.Sprintf("%s, %d units", plural(len(f.Formations), "formation"), len(d.parts))
	return []string{f.Name, what, "FoW force", "", "", fmt.Sprintf("%d of %d (FoW)", f.Points(), f.Limit)}, f.Points()
}

// ForceView is a force as `crewcard show --json` gives it.
type ForceView struct {
	Name       string          `json:"name"`
	Nation     string          `json:"nation"`
	Points     int             `json:"points"`
	Limit      int             `json:"limit"`
	Formations []FormationView `json:"formations"`
}

// FormationView is one formation of a ForceView.
type FormationView struct {
	Name   string     `json:"name"`
	Type   string     `json:"type"`
	Points int        `json:"points"`
	Units  []UnitView `json:"units"`
}

func (d *forceDoc) Show() (string, any) {
	f := d.f
	v := ForceView{Name: f.Name, Nation: f.Nation, Points: f.Points(), Limit: f.Limit}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", f.Summary())
	k := 0
	for _, fm := range f.Formations {
		fv := FormationView{Name: fm.Name, Type: fm.Type.String(), Points: fm.Points()}
		fmt.Fprintf(&b, "  %s\n", formationLabel(&fm))
		for range fm.Units {
			text, uv := d.parts[k].Doc.Show()
			fv.Units = append(fv.Units, uv.(UnitView))
			fmt.Fprintf(&b, "    %s", strings.ReplaceAll(text, "\n  ", "\n      "))
			k++
		}
		v.Formations = append(v.Formations, fv)
	}
	return b.String(), v
}

// Card is the force card (i = 0), then the cards of its units.
func (d *forceDoc) Card(i int, linkBase string) (press.Card, error) {
	if i > 0 {
		return d.parts[i-1].Doc.Card(0, linkBase)
	}
	f := d.f
	total := fmt.Sprintf("%s in %s · Support Units: %d used, %d allowed", plural(len(d.parts), "unit"), plural(len(f.Formations), "formation"), f.SupportUsed(), f.SupportAllowed())
	v := layout.View{
		Text: map[string]string{
			"name": typeset(f.Name), "nation": f.Nation + " · Force", "points": fmt.Sprintf("%d of %d points", f.Points(), f.Limit),
			"source": "In our words; pages of the v4 quick reference",
			"total":  total, // as a text widget of an edited template binds it
		},
		Blocks: map[string][]layout.Block{
			"formations": formationBlocks(d), "back_text": forceBack(f),
			// The total, in bold, at the foot of its box, its rule just above
			// it however many lines it takes.
			"total": {{Heading: total}},
		},
	}
	return press.Card{Front: forceFaces[0], Back: forceFaces[1], View: v}, nil
}

// unitNumber is what a unit's card prints before its name: its number in
// its force and a space ("#3 "), or "" for a unit on its own.
func unitNumber(no int) string {
	if no == 0 {
		return ""
	}
	return "#" + strconv.Itoa(no) + " "
}

// formationBlocks is a block for each formation: its units with the number
// their cards print, their role, teams and points, and a box to tick when
// the unit is destroyed; then which units take more than one card, its
// Last Stand condition and a box to tick when the formation is destroyed.
func formationBlocks(d *forceDoc) []layout.Block {
	var out []layout.Block
	k := 0
	for _, fm := range d.f.Formations {
		rows := [][]string{{"#", "Unit", "Role", "Teams", "Pts", ""}}
		more := map[int][]string{} // cards -> the numbers of the units that take that many, beyond one
		for _, u := range fm.Units {
			no := strings.TrimSpace(unitNumber(d.parts[k].Doc.(*unitDoc).no))
			if n := d.cards()[k]; n > 1 {
				more[n] = append(more[n], no)
			}
			rows = append(rows, []string{no, typeset(u.Name), shortRole(u.Role), strconv.Itoa(u.TeamCount()), points(u.Points), layout.TickCell})
			k++
		}
		foot := ""
		for _, n := range slices.Sorted(maps.Keys(more)) {
			if units := more[n]; len(units) == 1 {
				foot += fmt.Sprintf("%s takes %d cards. ", units[0], n)
			} else {
				foot += fmt.Sprintf("%s take %d cards each. ", list(units), n)
			}
		}
		out = append(out, layout.Block{Heading: typeset(fm.Name), Ref: fmt.Sprintf("%s formation, %d points", fm.Type, fm.Points()),
			Table: rows, Foot: foot + fm.LastStand() + " (p. 82).",
			Ticks: []layout.Ticks{{Label: "Formation destroyed", N: 1}}})
	}
	return out
}

// startingStep is what a player does at the start of each turn, in the
// quick reference's order, each with its page (p. 39).
var startingStep = []string{
	"Remount Bailed Out tanks (p. 61)",
	"Rally Pinned Down units (p. 64)",
	"Unit Last Stand (p. 81)",
	"Formation Last Stand (p. 82)",
	"Reveal ambushes (p. 103)",
	"Reserves (p. 104)",
	"Aircraft (p. 39)",
	"Lift your own smoke markers",
}

// forceBack is the back: what the force's formations and units live by,
// turn by turn.
func forceBack(f *fow.Force) []layout.Block {
	return []layout.Block{
		{Heading: "Starting Step", Ref: "p. 39", Steps: startingStep},
		{Heading: "Formation Last Stand", Ref: "p. 82", Text: fmt.Sprintf("At the start of your turn, a formation with fewer than %d units on the table or in reserve is destroyed. On the front, tick a unit’s box when it is destroyed, and its formation’s box when the formation is.", fow.FormationLastStandUnits)},
		{Heading: "Reserves", Ref: "p. 104", Text: "One die the first turn you roll for them, two the next, one more each turn after; each 5+ brings a unit on."},
		{Heading: "Victory", Ref: "p. 101", Text: "Most games end when a player starts a turn holding an objective, or when the opponent has no formations left."},
		{Heading: "Support", Text: fmt.Sprintf("The force fields %s; its Primary Formation’s Combat Units allow %d. A Support Formation counts as one.", plural(f.SupportUsed(), "Support Unit"), f.SupportAllowed())},
	}
}

// cardsOf is how many cards a unit takes at the default card size.
func cardsOf(d system.Doc) int {
	if n, err := system.DefaultCards(d); err == nil {
		return n
	}
	return 1
}

// formationLabel names a formation in the roster and in show: its name,
// type and points.
func formationLabel(fm *fow.Formation) string {
	return fmt.Sprintf("%s (%s formation, %d points)", fm.Name, fm.Type, fm.Points())
}

func points(n int) string {
	if n == 0 {
		return "-"
	}
	return strconv.Itoa(n)
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// Explain tells a layout failure of the force card, or of a unit's card.
func (d *forceDoc) Explain(i int, err error, kit *press.Kit, linkBase string) error {
	if i > 0 {
		return d.parts[i-1].Doc.Explain(0, err, kit, linkBase)
	}
	return &model.Error{Pos: model.Pos{File: d.Name()}, Msg: "the force card: " + err.Error()}
}
