package main

import (
	"fmt"
	"math"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/fonts"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// Measures the second-edition crew card holds to (issue 13), mm and pt.
const (
	minTickAir  = 0.8  // between two tick boxes
	minRuleAir  = 0.3  // between a tick box and a rule
	minTrimAir  = 3.5  // between the trim and any text, tick box or code
	minBandAir  = 1.5  // between the trim and a dark fill: a cutting error leaves white
	minStatSize = 12.0 // level, quality and morale, read across a table
)

// TestCardMeasures lays out the samples and 200 generated crews on the
// default card and holds every face to the measures a number can say: tick
// boxes apart and clear of rules, content clear of the trim, dark fills
// inset, the stats large, the name never smaller than the vehicle line and
// no text crossing a rule.
func TestCardMeasures(t *testing.T) {
	for _, low := range []bool{false, true} {
		t.Run(fmt.Sprintf("low ink %v", low), func(t *testing.T) { cardMeasures(t, low) })
	}
}

func cardMeasures(t *testing.T, lowInk bool) {
	d, err := newDeck(nil, &renderOptions{Options: press.Options{LinkBase: saved.DefaultBase, LowInk: lowInk}})
	if err != nil {
		t.Fatal(err)
	}
	fs, err := layout.NewFontSet(fonts.Regular, fonts.Bold)
	if err != nil {
		t.Fatal(err)
	}
	var crews []*crewexp.Crew
	for _, s := range loadSamples(t) {
		crews = append(crews, s.crew)
	}
	crews = append(crews, generatedCrews(t, 200, 7)...)
	faults := 0
	for _, c := range crews {
		f, err := plan(d, c, saved.DefaultBase)
		if err != nil {
			t.Fatalf("%s: %v", c.Name, err)
		}
		for _, pg := range append(f.front, f.back...) {
			for _, msg := range measure(pg, fs, c) {
				if faults++; faults <= 20 {
					t.Errorf("%s, %s card %d: %s", c.Name, pg.Face, pg.Part, msg)
				}
			}
		}
	}
	if faults > 20 {
		t.Errorf("… %d faults in all", faults)
	}
}

// measure returns what breaks the card's measures on one page.
func measure(pg layout.Page, fs *layout.FontSet, c *crewexp.Crew) []string {
	var out []string
	trim := layout.Rect{X: minTrimAir, Y: minTrimAir, W: pg.W - 2*minTrimAir, H: pg.H - 2*minTrimAir}
	var ticks, rules, texts []layout.Rect
	sizes := map[string]float64{}
	for _, op := range pg.Ops {
		switch {
		case op.Kind == layout.OpText:
			f := fs.Face(op.Font)
			r := layout.Rect{X: op.X, Y: op.Y - op.Size*layout.PtToMM*0.75, W: f.Width(op.Text, op.Size), H: op.Size * layout.PtToMM * 0.95}
			texts = append(texts, r)
			if !inside(trim, r) {
				out = append(out, fmt.Sprintf("text %q at %.2f,%.2f is within %.1f mm of the trim", op.Text, op.X, op.Y, minTrimAir))
			}
			sizes[op.Text] = math.Max(sizes[op.Text], op.Size)
		case op.Kind == layout.OpRect && op.Stroke != nil && op.W == op.H && op.W < 6:
			r := layout.Rect{X: op.X, Y: op.Y, W: op.W, H: op.H}
			ticks = append(ticks, r)
			if !inside(trim, r) {
				out = append(out, fmt.Sprintf("tick box at %.2f,%.2f is within %.1f mm of the trim", op.X, op.Y, minTrimAir))
			}
		case op.Kind == layout.OpRect && (op.Fill != nil && *op.Fill < 0.5 || op.Stroke != nil):
			// Dark fills, and the outlines that stand for them in low ink,
			// stay clear of the cut.
			r := layout.Rect{X: op.X, Y: op.Y, W: op.W, H: op.H}
			if !inside(layout.Rect{X: minBandAir, Y: minBandAir, W: pg.W - 2*minBandAir, H: pg.H - 2*minBandAir}, r) {
				out = append(out, fmt.Sprintf("a dark fill or outline at %.2f,%.2f runs within %.1f mm of the trim", op.X, op.Y, minBandAir))
			}
		case op.Kind == layout.OpLine && op.H == 0:
			rules = append(rules, layout.Rect{X: op.X, Y: op.Y - op.LineW/2, W: op.W, H: op.LineW})
		case op.Kind == layout.OpQR:
			if !inside(trim, layout.Rect{X: op.X, Y: op.Y, W: op.W, H: op.H}) {
				out = append(out, "the QR code is within 3.5 mm of the trim")
			}
			if op.Module < 0.5 {
				out = append(out, fmt.Sprintf("QR modules of %.3f mm", op.Module))
			}
		}
	}
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
	if pg.Face == "crew-front" && pg.Part == 1 {
		v := crewexp.LevelFor(len(c.State.Skills))
		for _, s := range []string{fmt.Sprint(v.Level), string(v.Quality), fmt.Sprint(v.Morale)} {
			if sizes[s] < minStatSize {
				out = append(out, fmt.Sprintf("stat %q at %.1f pt, under %.0f pt", s, sizes[s], minStatSize))
			}
		}
		for _, id := range c.State.Upgrades {
			u, _ := crewexp.UpgradeByID(id)
			if sizes[u.Name] == 0 && sizes[u.Short()] == 0 {
				out = append(out, fmt.Sprintf("the upgrade %s is not on the first card's front", u.Name))
			}
		}
		if sizes[c.Name] < sizes[c.Vehicle] {
			out = append(out, fmt.Sprintf("the name at %.1f pt is smaller than the vehicle line at %.1f pt", sizes[c.Name], sizes[c.Vehicle]))
		}
	}
	return out
}

// inside reports whether r lies within outer.
func inside(outer, r layout.Rect) bool {
	return r.X >= outer.X-1e-9 && r.Y >= outer.Y-1e-9 && r.X+r.W <= outer.X+outer.W+1e-9 && r.Y+r.H <= outer.Y+outer.H+1e-9
}

// gap is the distance between two rectangles, negative when they overlap.
func gap(a, b layout.Rect) float64 {
	dx := math.Max(b.X-(a.X+a.W), a.X-(b.X+b.W))
	dy := math.Max(b.Y-(a.Y+a.H), a.Y-(b.Y+b.H))
	if dx < 0 && dy < 0 {
		return math.Max(dx, dy)
	}
	return math.Max(dx, dy)
}
