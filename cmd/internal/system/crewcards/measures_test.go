package crewcards_test

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// Measures the crew's card holds to (issues 13 and 20), mm and pt; the
// ones every card holds to are cardtest's.
const (
	minStatSize   = 12.0 // level, quality and morale, read across a table
	minPencilBox  = 5.0  // the XP's pencil boxes
	xpPencilBoxes = 5    // four for kills, one for "survived", captioned "+20"

	// Issue 20.
	minSkillSize  = 6.5  // skill names on the default card, pt
	minSmallSkill = 6.0  // skill names on the poker and 63.5 x 88.9 presets, pt
	minNarrowSkil = 5.5  // skill names on the 57 x 89 preset, pt: the floor of legible type
	maxUnheldGrey = 0.25 // unheld skill names and die numbers: no lighter than 75 % black
	markerReach   = 4.0  // a held skill's marker sits this close before its name, mm
	killlessBoxes = 1    // a kind that earns no kill XP: "survived" only
)

// skillFloor is the smallest a crew's skill names may print in each of
// cardtest.Modes and cardtest.LowInkPresets, pt: on a smaller card, less
// than on the default one.
var skillFloor = map[string]float64{
	"default": minSkillSize, "low ink": minSkillSize,
	"poker": minSmallSkill, "63.5x88.9": minSmallSkill, "57x89": minNarrowSkil,
	"poker low ink": minSmallSkill, "63.5x88.9 low ink": minSmallSkill, "57x89 low ink": minNarrowSkil,
}

// minStatAir is the least air from a stat's label to the ink of its value
// in each of cardtest.Modes and cardtest.LowInkPresets, mm: 0.5 on the default card; the compact
// stats row, 6.8 mm tall between the header band and the crew grid, holds
// 0.17 mm under QUALITY's tail (0.02 before its values were set at 12 pt,
// clear of their labels).
var minStatAir = map[string]float64{"default": 0.5, "low ink": 0.5, "poker": 0.15, "63.5x88.9": 0.15, "57x89": 0.15,
	"poker low ink": 0.15, "63.5x88.9 low ink": 0.15, "57x89 low ink": 0.15}

// measureKit returns the built-in templates, checked against every
// system's fullest card, in m's ink and card size.
func measureKit(t *testing.T, m cardtest.Mode) *press.Kit {
	t.Helper()
	o := m.Options()
	o.LinkBase = saved.DefaultBase
	return planKit(t, o)
}

// TestCardMeasures lays out the samples and 200 generated crews on the
// default card and on the poker, 63.5 x 88.9 and 57 x 89 presets, each in
// normal and in low ink (cardtest.Modes, cardtest.LowInkPresets), and
// holds every face to the measures a number can say: tick boxes apart,
// clear of rules and 2.5 mm or more on every preset, content clear of the
// trim, dark fills inset, skill names no smaller than the mode's floor,
// the stats large, the name never smaller than the vehicle line and no
// text crossing a rule. It logs each mode's smallest tick box and skill
// name.
func TestCardMeasures(t *testing.T) {
	for _, m := range slices.Concat(cardtest.Modes, cardtest.LowInkPresets) {
		t.Run(m.Name, func(t *testing.T) { cardMeasures(t, m) })
	}
}

func cardMeasures(t *testing.T, m cardtest.Mode) {
	d, fs := measureKit(t, m), cardtest.Fonts(t)
	var crews []*crewexp.Crew
	for _, s := range crewtest.Samples(t) {
		crews = append(crews, s.Crew)
	}
	crews = append(crews, crewtest.Generated(t, 200, 7)...)
	faults := cardtest.Faults{T: t}
	tick, skill, statAir := math.Inf(1), math.Inf(1), math.Inf(1) // the smallest tick box and skill name, the least air under a stat's label
	for _, c := range crews {
		f, err := plan(d, c, saved.DefaultBase)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		for _, pg := range append(f.Front, f.Back...) {
			if pg.Face == "crew-front" && pg.Part == 1 {
				a, b := gridMinima(pg, c)
				tick, skill = math.Min(tick, a), math.Min(skill, b)
			}
			where := fmt.Sprintf("%s, %s card %d", c.Name, pg.Face, pg.Part)
			faults.Add(where, faceFaults(pg, fs)...)
			if m.Card == (impose.Size{}) { // the stats' sizes are the default card's
				faults.Add(where, crewMeasures(pg, c)...)
			} else {
				faults.Add(where, cardtest.SmallTicks(pg)...)
				if pg.Face == "crew-front" && pg.Part == 1 {
					faults.Add(where, skillMeasures(pg, c, skillFloor[m.Name])...)
				}
			}
			if pg.Face == "crew-front" && pg.Part == 1 {
				statAir = math.Min(statAir, statsAir(pg, fs))
			}
		}
	}
	faults.Done()
	t.Logf("%s: a stat's value stands %.2f mm under its label at the least", m.Name, statAir)
	if statAir < minStatAir[m.Name] {
		t.Errorf("%s: a stat's value stands %.2f mm under its label, want %g mm", m.Name, statAir, minStatAir[m.Name])
	}
	t.Logf("%s: smallest tick box %.2f mm, smallest skill name %.2f pt", m.Name, tick, skill)
}

// faceFaults returns what cardtest.Measure finds on a crew's face, and a
// continuation card's face that carries none of the crew's text.
func faceFaults(pg layout.Page, fs *font.Set) []string {
	out := cardtest.Measure(pg, fs)
	if pg.Part > 1 && sumValues(pg.Listed) == 0 {
		out = append(out, "a continuation card's face carries none of the crew's text")
	}
	return out
}

// gridMinima returns the smallest tick box on a crew's first front, mm,
// and the smallest size its skill names print at, pt.
func gridMinima(pg layout.Page, c *crewexp.Crew) (tick, skill float64) {
	names := map[string]bool{}
	for _, r := range crewexp.Roles {
		for _, sk := range crewexp.TableOf(r) {
			names[sk.Name], names[sk.Short()] = true, true
		}
	}
	tick, skill = math.Inf(1), math.Inf(1)
	for _, op := range pg.Ops {
		if op.Kind == layout.OpRect && op.Stroke != nil && op.W == op.H && op.W < 4 {
			tick = math.Min(tick, op.W)
		}
		if op.Kind == layout.OpText && names[op.Text] {
			skill = math.Min(skill, op.Size)
		}
	}
	return tick, skill
}

// sumValues adds up the values of m.
func sumValues(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// crewMeasures returns what breaks the crew card's own measures on one
// page: on the first front, the stats at 12 pt or more, every upgrade
// shown, and the name never smaller than the vehicle line.
func crewMeasures(pg layout.Page, c *crewexp.Crew) []string {
	if pg.Face != "crew-front" || pg.Part != 1 {
		return nil
	}
	sizes := map[string]float64{}
	pencil := 0 // the XP's pencil boxes: kills and survived
	for _, op := range pg.Ops {
		if op.Kind == layout.OpText {
			sizes[op.Text] = math.Max(sizes[op.Text], op.Size)
		}
		if op.Kind == layout.OpRect && op.Stroke != nil && op.W == op.H && op.W > 3 && op.W < 8 {
			pencil++
			if op.W < minPencilBox-1e-9 {
				out := fmt.Sprintf("a pencil box of %.2f mm, under %.0f mm", op.W, minPencilBox)
				return []string{out}
			}
		}
	}
	var out []string
	want := xpPencilBoxes
	if !c.State.Kind.EarnsKills() {
		want = killlessBoxes
		if sizes["KILLS"] > 0 {
			out = append(out, fmt.Sprintf("a %s, which earns no kill XP (C3), has a KILLS label", c.State.Kind))
		}
	}
	if pencil != want {
		out = append(out, fmt.Sprintf("%d pencil boxes for the game's XP, want %d", pencil, want))
	}
	v := crewexp.LevelFor(len(c.State.Skills))
	for _, s := range []string{fmt.Sprint(v.Level), string(v.Quality), fmt.Sprint(v.Morale), fmt.Sprint(c.State.XP)} {
		if sizes[s] < minStatSize {
			out = append(out, fmt.Sprintf("stat %q at %.1f pt, under %.0f pt", s, sizes[s], minStatSize))
		}
	}
	for _, id := range c.State.Upgrades {
		u, _ := crewexp.UpgradeByID(id)
		if sizes[u.Name] == 0 && sizes[cmp.Or(u.Short(), u.Name)] == 0 {
			out = append(out, fmt.Sprintf("the upgrade %s is not on the first card's front", u.Name))
		}
	}
	if name, vehicle := model.Typographic(c.Name), model.Typographic(c.Vehicle); sizes[name] < sizes[vehicle] {
		out = append(out, fmt.Sprintf("the name at %.1f pt is smaller than the vehicle line at %.1f pt", sizes[name], sizes[vehicle]))
	}
	return append(out, skillMeasures(pg, c, minSkillSize)...)
}

// skillMeasures returns what breaks, on a crew's first front, the crew
// grid's measures: every skill of its tables named at minSize pt or more; a held
// skill in bold with a filled marker (a dot or a star) just before it, so
// that low ink and a black-and-white printer keep it apart; an unheld one
// in the regular weight and no lighter than 75 % black, as its die number;
// tick boxes of 2.5 mm or more.
func skillMeasures(pg layout.Page, c *crewexp.Crew, minSize float64) []string {
	var out []string
	var markers []layout.Op
	for _, op := range pg.Ops {
		if op.Kind == layout.OpPath && op.Fill != nil && *op.Fill == 0 && op.W < 2 {
			markers = append(markers, op)
		}
		if op.Kind == layout.OpRect && op.Stroke != nil && op.W == op.H && op.W < 3.1 && op.W < cardtest.MinTick-1e-9 {
			out = append(out, fmt.Sprintf("a tick box of %.2f mm, under %.1f mm", op.W, cardtest.MinTick))
		}
		if op.Kind == layout.OpText && len(op.Text) == 1 && op.Text >= "1" && op.Text <= "6" && op.Fill != nil && *op.Fill > maxUnheldGrey+1e-9 {
			out = append(out, fmt.Sprintf("die number %s at grey %.2f, lighter than %.0f %% black", op.Text, *op.Fill, 100*(1-maxUnheldGrey)))
		}
	}
	labels := map[float64][]string{} // the grid's role labels by size
	for _, op := range pg.Ops {
		if op.Kind == layout.OpText && op.Font == "bold" && op.X < cardtest.MinTrimAir+0.5 {
			for _, role := range []string{"Commander", "Gunner", "Loader", "Radio", "Driver"} {
				if strings.HasPrefix(op.Text, role) {
					labels[op.Size] = append(labels[op.Size], op.Text)
				}
			}
		}
	}
	if len(labels) > 1 {
		out = append(out, fmt.Sprintf("the crew grid's role labels take %d type sizes: %v", len(labels), labels))
	}
	s := &c.State
	present := s.Roles() & s.Kind.Roles() & s.Kind.SkillRoles()
	for _, r := range crewexp.Roles {
		if !present.Has(r) {
			continue
		}
		held := map[crewexp.SkillID]bool{}
		for _, h := range s.Of(r) {
			held[h.ID] = true
		}
		for _, sk := range crewexp.TableOf(r) {
			var op *layout.Op
			for i := range pg.Ops {
				if o := &pg.Ops[i]; o.Kind == layout.OpText && (o.Text == sk.Name || o.Text == sk.Short()) {
					op = o
				}
			}
			if op == nil {
				out = append(out, fmt.Sprintf("%s's skill %q is not in the crew grid", r, sk.Name))
				continue
			}
			if op.Size < minSize-1e-9 {
				out = append(out, fmt.Sprintf("skill %q at %.2f pt, under %.1f pt", op.Text, op.Size, minSize))
			}
			grey := 0.0
			if op.Fill != nil {
				grey = *op.Fill
			}
			marked := false
			for _, m := range markers {
				cy := m.Y + m.H/2
				if m.X+m.W <= op.X && op.X-(m.X+m.W) <= markerReach && cy < op.Y && cy > op.Y-op.Size*layout.PtToMM {
					marked = true
				}
			}
			switch {
			case held[sk.ID] && (op.Font != "bold" || !marked):
				out = append(out, fmt.Sprintf("held skill %q: font %s, filled marker %v; want bold with a marker", op.Text, op.Font, marked))
			case !held[sk.ID] && (op.Font == "bold" || marked || grey > maxUnheldGrey+1e-9):
				out = append(out, fmt.Sprintf("unheld skill %q: font %s, marker %v, grey %.2f; want regular, no marker, grey %.2f at most", op.Text, op.Font, marked, grey, maxUnheldGrey))
			}
		}
	}
	return out
}

// statsAir returns the least air between a stat's label (LEVEL, QUALITY,
// MORALE, the XP's) and the ink of its value under it, mm: a value that
// touches its label reads as one smudge.
func statsAir(pg layout.Page, fs *font.Set) float64 {
	least := math.Inf(1)
	for _, label := range pg.Ops {
		if label.Kind != layout.OpText || !slices.Contains([]string{"LEVEL", "QUALITY", "MORALE"}, label.Text) && !strings.HasPrefix(label.Text, "XP") {
			continue
		}
		l := cardtest.InkRect(label, fs)
		for _, value := range pg.Ops {
			v := cardtest.InkRect(value, fs)
			if value.Kind == layout.OpText && value.Font == "bold" && v.Y > l.Y && v.X <= l.X+l.W && v.X+v.W >= l.X && v.Y-l.Bottom() < 3 {
				least = math.Min(least, v.Y-l.Bottom())
			}
		}
	}
	return least
}
