package main

import (
	"cmp"
	"fmt"
	"math"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/fonts"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// Measures the second-edition cards hold to (issue 13), mm and pt.
const (
	minTickAir    = 0.8  // between two tick boxes
	minRuleAir    = 0.3  // between a tick box and a rule
	minTrimAir    = 3.5  // between the trim and any text, tick box or code
	minBandAir    = 1.5  // between the trim and a dark fill: a cutting error leaves white
	minStatSize   = 12.0 // level, quality and morale, read across a table
	minPencilBox  = 5.0  // the XP's pencil boxes
	xpPencilBoxes = 5    // four for kills, one for "survived +20"

	// Issue 20.
	minCrewTick   = 2.5  // a crew or unit card's tick boxes, on every card preset
	minSkillSize  = 6.5  // skill names on the default card, pt
	minSmallSkill = 6.0  // skill names on the poker and 63.5 x 88.9 presets, pt
	minNarrowSkil = 5.5  // skill names on the 57 x 89 preset, pt: the floor of legible type
	maxUnheldGrey = 0.25 // unheld skill names and die numbers: no lighter than 75 % black
	markerReach   = 4.0  // a held skill's marker sits this close before its name, mm
	killlessBoxes = 1    // a kind that earns no kill XP: "survived +20" only
)

// TestCardMeasures lays out the samples and 200 generated crews on the
// default card, in normal and in low ink, and on the poker, 63.5 x 88.9 and
// 57 x 89 presets, and holds every face to the measures a number can say:
// tick boxes apart, clear of rules and 2.5 mm or more on every preset,
// content clear of the trim, dark fills inset, skill names no smaller than
// the mode's floor, the stats large, the name never smaller than the
// vehicle line and no text crossing a rule. It logs each mode's smallest
// tick box and skill name.
func TestCardMeasures(t *testing.T) {
	for _, m := range measureModes {
		t.Run(m.name, func(t *testing.T) { cardMeasures(t, m) })
	}
}

// measureMode is a way of printing the cards that the measures hold in.
type measureMode struct {
	name string
	ink  press.Ink
	card impose.Size // zero: the templates' own size
	// skill is the smallest a crew's skill names may print, pt, on a
	// smaller card (the default card's are held to minSkillSize).
	skill float64
}

var measureModes = []measureMode{
	{"default", press.InkNormal, impose.Size{}, minSkillSize},
	{"low ink", press.InkLow, impose.Size{}, minSkillSize},
	{"poker", press.InkNormal, impose.Size{W: 63, H: 88}, minSmallSkill},
	{"63.5x88.9", press.InkNormal, impose.Size{W: 63.5, H: 88.9}, minSmallSkill},
	{"57x89", press.InkNormal, impose.Size{W: 57, H: 89}, minNarrowSkil},
}

func cardMeasures(t *testing.T, m measureMode) {
	d, fs := measureDeck(t, m)
	var crews []*crewexp.Crew
	for _, s := range loadSamples(t) {
		crews = append(crews, s.crew)
	}
	crews = append(crews, generatedCrews(t, 200, 7)...)
	faults := faultLog{t: t}
	tick, skill := math.Inf(1), math.Inf(1) // the smallest tick box and skill name
	for _, c := range crews {
		f, err := plan(d, c, saved.DefaultBase)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		for _, pg := range append(f.front, f.back...) {
			if pg.Face == "crew-front" && pg.Part == 1 {
				a, b := gridMinima(pg, c)
				tick, skill = math.Min(tick, a), math.Min(skill, b)
			}
			where := fmt.Sprintf("%s, %s card %d", c.Name, pg.Face, pg.Part)
			faults.add(where, measure(pg, fs)...)
			if m.card == (impose.Size{}) { // the stats' sizes are the default card's
				faults.add(where, crewMeasures(pg, c)...)
			} else {
				faults.add(where, smallTicks(pg)...)
				if pg.Face == "crew-front" && pg.Part == 1 {
					faults.add(where, skillMeasures(pg, c, m.skill)...)
				}
			}
			if listed := sumValues(pg.Listed); pg.Part > 1 && listed == 0 {
				faults.add(where, "a continuation card's face carries none of the crew's text")
			}
		}
	}
	faults.done()
	t.Logf("%s: smallest tick box %.2f mm, smallest skill name %.2f pt", m.name, tick, skill)
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

// TestUnitAndDeckMeasures lays out every card of the Flames of War unit
// samples and of the built-in reference decks on the default card, in
// normal and in low ink, and holds every face to the measures every card
// shares: tick boxes apart and clear of rules, content clear of the trim,
// dark fills inset and no text crossing a rule.
func TestUnitAndDeckMeasures(t *testing.T) {
	for _, m := range measureModes {
		t.Run(m.name, func(t *testing.T) { unitAndDeckMeasures(t, m) })
	}
}

func unitAndDeckMeasures(t *testing.T, m measureMode) {
	d, fs := measureDeck(t, m)
	var docs []system.Doc
	for _, path := range unitSamples(t) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		doc, errs := system.Check(path, src) // by its path: a force reads its units beside it
		if doc == nil {
			t.Fatalf("%s: %v", path, errs)
		}
		docs = append(docs, doc)
	}
	ids := system.BuiltinIDs()
	if len(ids) < 3 {
		t.Fatalf("built-in decks %v, want the crew deck and the decks written as data", ids)
	}
	for _, id := range ids {
		src, _ := system.Builtin(id)
		doc, errs := system.Check(id, src)
		if doc == nil {
			t.Fatalf("%s: %v", id, errs)
		}
		docs = append(docs, doc)
	}
	faults := faultLog{t: t}
	faces := map[string]bool{}
	for _, doc := range docs {
		for i := range doc.Cards() {
			card, err := doc.Card(i, saved.DefaultBase)
			if err != nil {
				t.Fatalf("%s card %d: %v", doc.Name(), i+1, err)
			}
			f, err := d.Plan(card)
			if err != nil {
				t.Fatalf("%s card %d: %v", doc.Name(), i+1, err)
			}
			for _, pg := range append(f.Front, f.Back...) {
				faces[pg.Face] = true
				where := fmt.Sprintf("%s card %d, %s", doc.Name(), i+1, pg.Face)
				faults.add(where, measure(pg, fs)...)
				if strings.HasPrefix(pg.Face, "fow-") || strings.HasPrefix(pg.Face, "crew-") {
					faults.add(where, smallTicks(pg)...)
				}
			}
		}
	}
	faults.done()
	for _, face := range []string{"fow-front", "fow-back", "deck-front", "deck-back", "deck-cover"} {
		if !faces[face] {
			t.Errorf("no card laid out on %s", face)
		}
	}
}

// measureDeck returns the built-in templates, checked against every
// system's fullest card, in low ink if asked, and the card fonts.
func measureDeck(t *testing.T, m measureMode) (*press.Kit, *font.Set) {
	t.Helper()
	d, err := newKit(nil, &renderOptions{Options: press.Options{LinkBase: saved.DefaultBase, Ink: m.ink, Card: m.card}})
	if err != nil {
		t.Fatal(err)
	}
	fs, err := font.NewSet(fonts.Regular, fonts.Bold)
	if err != nil {
		t.Fatal(err)
	}
	return d, fs
}

// faultLog reports the first 20 faults, then how many there were.
type faultLog struct {
	t *testing.T
	n int
}

func (l *faultLog) add(where string, msgs ...string) {
	l.t.Helper()
	for _, msg := range msgs {
		if l.n++; l.n <= 20 {
			l.t.Errorf("%s: %s", where, msg)
		}
	}
}

func (l *faultLog) done() {
	l.t.Helper()
	if l.n > 20 {
		l.t.Errorf("… %d faults in all", l.n)
	}
}

// measure returns what breaks, on one page of any card, the measures every
// card holds to: text, tick boxes and the QR code clear of the trim, dark
// fills and outlines inset, tick boxes apart and clear of rules, no text
// across a rule.
func measure(pg layout.Page, fs *font.Set) []string {
	var out []string
	trim := impose.Rect{X: minTrimAir, Y: minTrimAir, W: pg.W - 2*minTrimAir, H: pg.H - 2*minTrimAir}
	var ticks, rules, texts []impose.Rect
	for _, op := range pg.Ops {
		switch {
		case op.Kind == layout.OpText:
			r := textRect(op, fs)
			texts = append(texts, r)
			if !inside(trim, r) {
				out = append(out, fmt.Sprintf("text %q at %.2f,%.2f is within %.1f mm of the trim", op.Text, op.X, op.Y, minTrimAir))
			}
			if m := straightInch.FindStringIndex(op.Text); m != nil && strings.Count(op.Text[:m[0]], `"`)%2 == 0 {
				out = append(out, fmt.Sprintf("text %q prints an inch mark as a straight quote, not ″", op.Text))
			}
		case op.Kind == layout.OpRect && op.Stroke != nil && op.W == op.H && op.W < 6:
			r := impose.Rect{X: op.X, Y: op.Y, W: op.W, H: op.H}
			ticks = append(ticks, r)
			if !inside(trim, r) {
				out = append(out, fmt.Sprintf("tick box at %.2f,%.2f is within %.1f mm of the trim", op.X, op.Y, minTrimAir))
			}
		case op.Kind == layout.OpRect && (op.Fill != nil && *op.Fill < 0.5 || op.Stroke != nil):
			// Dark fills, and the outlines that stand for them in low ink,
			// stay clear of the cut.
			r := impose.Rect{X: op.X, Y: op.Y, W: op.W, H: op.H}
			if !inside(impose.Rect{X: minBandAir, Y: minBandAir, W: pg.W - 2*minBandAir, H: pg.H - 2*minBandAir}, r) {
				out = append(out, fmt.Sprintf("a dark fill or outline at %.2f,%.2f runs within %.1f mm of the trim", op.X, op.Y, minBandAir))
			}
		case op.Kind == layout.OpLine && op.H == 0:
			rules = append(rules, impose.Rect{X: op.X, Y: op.Y - op.LineW/2, W: op.W, H: op.LineW})
		case op.Kind == layout.OpQR:
			if !inside(trim, impose.Rect{X: op.X, Y: op.Y, W: op.W, H: op.H}) {
				out = append(out, fmt.Sprintf("the QR code is within %.1f mm of the trim", minTrimAir))
			}
			if op.Module < 0.5 {
				out = append(out, fmt.Sprintf("QR modules of %.3f mm", op.Module))
			}
		}
	}
	out = append(out, qrClear(pg, fs)...)
	out = append(out, badBreaks(pg)...)
	out = append(out, bandText(pg, fs)...)
	for i, a := range ticks {
		for _, b := range ticks[i+1:] {
			if gap(a, b) < minTickAir-1e-9 {
				out = append(out, fmt.Sprintf("tick boxes at %.2f,%.2f and %.2f,%.2f are %.2f mm apart", a.X, a.Y, b.X, b.Y, gap(a, b)))
			}
		}
		for _, r := range rules {
			if gap(a, r) < minRuleAir {
				out = append(out, fmt.Sprintf("tick box at %.2f,%.2f is %.2f mm from a rule", a.X, a.Y, gap(a, r)))
			}
		}
	}
	for _, tx := range texts {
		for _, r := range rules {
			if gap(tx, r) < 0 {
				out = append(out, fmt.Sprintf("text at %.2f,%.2f crosses a rule at y %.2f", tx.X, tx.Y, r.Y))
			}
		}
	}
	return out
}

// straightInch matches an inch mark typed as a straight quote after a
// number (issue 20): the card prints the double prime ″. One that closes a
// quotation on its line is a quote.
var straightInch = regexp.MustCompile(`[0-9]"`)

// badBreak matches a line a reader stumbles on: one that begins with "·",
// or ends with a signed number or "p." whose word went to the next line.
// (A line may end with a die number where its text ends; the layout's
// TestWrapKeepsTogether holds wrapping to that too.)
var badBreak = regexp.MustCompile(`^·|(^|\s)([−+-][1-9]|\(?p\.)$`)

// badBreaks returns the lines of pg, its texts on one baseline joined left
// to right, that badBreak matches.
func badBreaks(pg layout.Page) []string {
	lines := map[int64][]layout.Op{}
	for _, op := range pg.Ops {
		if op.Kind == layout.OpText {
			k := int64(math.Round(op.Y * 100))
			lines[k] = append(lines[k], op)
		}
	}
	var out []string
	for _, ops := range lines {
		slices.SortFunc(ops, func(a, b layout.Op) int { return cmp.Compare(a.X, b.X) })
		var b strings.Builder
		for _, op := range ops {
			b.WriteString(op.Text)
		}
		if ln := strings.TrimSpace(b.String()); badBreak.MatchString(ln) && len(ln) > 2 {
			out = append(out, fmt.Sprintf("the line %q breaks badly", ln))
		}
	}
	return out
}

// minTintText is the smallest text on a dark tint, pt: a laser printer's
// halftone of a tint leaves smaller white text ragged (issue 20).
const minTintText = 7.0

// bandText returns the texts set on a dark tint (a fill darker than 50 %
// grey but not solid black) smaller than minTintText.
func bandText(pg layout.Page, fs *font.Set) []string {
	var out []string
	for _, band := range pg.Ops {
		if band.Kind != layout.OpRect || band.Fill == nil || *band.Fill >= 0.5 || *band.Fill == 0 {
			continue
		}
		r := impose.Rect{X: band.X, Y: band.Y, W: band.W, H: band.H}
		for _, op := range pg.Ops {
			if op.Kind == layout.OpText && op.Size < minTintText-1e-9 && inside(r, textRect(op, fs)) {
				out = append(out, fmt.Sprintf("%q at %.1f pt on a %.0f %% tint", op.Text, op.Size, 100*(1-*band.Fill)))
			}
		}
	}
	return out
}

// qrClear returns the drawings that the QR code's box, its quiet zone
// included, overlaps: its white square erases whatever lies under it. A box
// that holds the whole code (a frame) and the code's own white square are
// not in its way.
func qrClear(pg layout.Page, fs *font.Set) []string {
	var out []string
	for _, q := range pg.Ops {
		if q.Kind != layout.OpQR {
			continue
		}
		qr := impose.Rect{X: q.X, Y: q.Y, W: q.W, H: q.H}
		for _, op := range pg.Ops {
			var r impose.Rect
			switch op.Kind {
			case layout.OpText:
				r = textRect(op, fs)
			case layout.OpLine:
				r = impose.Rect{X: op.X, Y: op.Y - op.LineW/2, W: op.W, H: op.H + op.LineW}
			case layout.OpRect, layout.OpPath:
				r = impose.Rect{X: op.X, Y: op.Y, W: op.W, H: op.H}
			default:
				continue
			}
			if inside(r, qr) || r == qr {
				continue
			}
			if g := gap(qr, r); g < 0 {
				out = append(out, fmt.Sprintf("the QR code's quiet zone overlaps a %v at %.2f,%.2f by %.2f mm", op.Kind, op.X, op.Y, -g))
			}
		}
	}
	return out
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
	if sizes[c.Name] < sizes[c.Vehicle] {
		out = append(out, fmt.Sprintf("the name at %.1f pt is smaller than the vehicle line at %.1f pt", sizes[c.Name], sizes[c.Vehicle]))
	}
	return append(out, skillMeasures(pg, c, minSkillSize)...)
}

// smallTicks returns the tick boxes of a crew or unit card's page smaller
// than minCrewTick: a pencil needs 2.5 mm on every card preset (issue 20).
// The XP's pencil boxes, 5 mm, are not tick boxes.
func smallTicks(pg layout.Page) []string {
	var out []string
	for _, op := range pg.Ops {
		if op.Kind == layout.OpRect && op.Stroke != nil && op.W == op.H && op.W < 4 && op.W < minCrewTick-1e-9 {
			out = append(out, fmt.Sprintf("a tick box of %.2f mm, under %.1f mm", op.W, minCrewTick))
		}
	}
	return out
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
		if op.Kind == layout.OpRect && op.Stroke != nil && op.W == op.H && op.W < 3.1 && op.W < minCrewTick-1e-9 {
			out = append(out, fmt.Sprintf("a tick box of %.2f mm, under %.1f mm", op.W, minCrewTick))
		}
		if op.Kind == layout.OpText && len(op.Text) == 1 && op.Text >= "1" && op.Text <= "6" && op.Fill != nil && *op.Fill > maxUnheldGrey+1e-9 {
			out = append(out, fmt.Sprintf("die number %s at grey %.2f, lighter than %.0f %% black", op.Text, *op.Fill, 100*(1-maxUnheldGrey)))
		}
	}
	labels := map[float64][]string{} // the grid's role labels by size
	for _, op := range pg.Ops {
		if op.Kind == layout.OpText && op.Font == "bold" && op.X < minTrimAir+0.5 {
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

// textRect is the box a text op's glyphs take, roughly: from its
// ascenders to its descenders.
func textRect(op layout.Op, fs *font.Set) impose.Rect {
	em := op.Size * layout.PtToMM
	return impose.Rect{X: op.X, Y: op.Y - em*0.75, W: fs.Face(op.Font).Width(op.Text, op.Size), H: em * 0.95}
}

// inside reports whether r lies within outer.
func inside(outer, r impose.Rect) bool {
	return r.X >= outer.X-1e-9 && r.Y >= outer.Y-1e-9 && r.X+r.W <= outer.X+outer.W+1e-9 && r.Y+r.H <= outer.Y+outer.H+1e-9
}

// gap is the distance between two rectangles along the axis that parts
// them most, negative when they overlap.
func gap(a, b impose.Rect) float64 {
	dx := math.Max(b.X-(a.X+a.W), a.X-(b.X+b.W))
	dy := math.Max(b.Y-(a.Y+a.H), a.Y-(b.Y+b.H))
	return math.Max(dx, dy)
}

// TestDeckOneTypeSize: every card of a built-in deck, front and back, sets
// its sections at one type size, on every card size and in both inks.
func TestDeckOneTypeSize(t *testing.T) {
	for _, m := range measureModes {
		d, _ := measureDeck(t, m)
		for _, id := range system.BuiltinIDs() {
			src, _ := system.Builtin(id)
			doc, errs := system.Check(id, src)
			if doc == nil {
				t.Fatalf("%s: %v", id, errs)
			}
			n, card := system.UniformCards([]system.Doc{doc}, d, saved.DefaultBase)
			sizes := map[float64]int{}
			for i := range n {
				c, err := card(i)
				if err != nil {
					t.Fatal(err)
				}
				f, err := d.Plan(c)
				if err != nil {
					t.Fatalf("%s card %d: %v", id, i+1, err)
				}
				for _, pg := range append(f.Front, f.Back...) {
					if pg.BlockSize > 0 {
						sizes[pg.BlockSize]++
					}
				}
			}
			if len(sizes) != 1 {
				t.Errorf("%s, %s: its cards take %d type sizes (pt: faces) %v, want one", m.name, id, len(sizes), sizes)
			} else {
				t.Logf("%s, %s: %v", m.name, id, sizes)
			}
		}
	}
}

// TestDeckIndexRows: on the default card, every row of the Tank Duel
// index's table keeps to one line (issue 20: "Machine-Gun an Enemy / Tank"
// wrapped), so each line under the table's head carries its page number.
func TestDeckIndexRows(t *testing.T) {
	d, _ := measureDeck(t, measureModes[0])
	src, _ := system.Builtin("tank-duel-actions")
	doc, errs := system.Check("tank-duel-actions", src)
	if doc == nil {
		t.Fatal(errs)
	}
	_, cardAt := system.UniformCards([]system.Doc{doc}, d, saved.DefaultBase) // at the deck's one type size
	card, err := cardAt(0)
	if err != nil {
		t.Fatal(err)
	}
	f, err := d.Plan(card)
	if err != nil {
		t.Fatal(err)
	}
	lines := map[int64][]string{}
	head, foot := math.Inf(1), math.Inf(1)
	for _, op := range f.Front[0].Ops {
		if op.Kind != layout.OpText {
			continue
		}
		switch {
		case op.Text == "Action":
			head = op.Y
		case op.Text == "1/11" || strings.Contains(op.Text, "sheet v1.1"): // the footer
			foot = math.Min(foot, op.Y)
		}
		lines[int64(math.Round(op.Y*100))] = append(lines[int64(math.Round(op.Y*100))], op.Text)
	}
	rows := 0
	for y, texts := range lines {
		if float64(y)/100 <= head+1e-6 || float64(y)/100 >= foot-1e-6 {
			continue
		}
		rows++
		if len(texts) < 2 {
			t.Errorf("the index's table wraps: a line holds only %q", texts)
		}
	}
	if rows != 10 {
		t.Errorf("the index's table takes %d lines, want its 10 rows", rows)
	}
}
