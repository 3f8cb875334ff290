package deckcards_test

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	_ "github.com/crewcard/crewcard/cmd/internal/systems"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
)

// minGutter is the least space between the text of two neighbouring
// columns of a deck card, mm: more than three spaces at the largest type,
// so that cells read as cells and not as one phrase.
const minGutter = 2.5

// deckFaces plans every card of every built-in deck on the preset and
// calls f with each face.
func deckFaces(t *testing.T, preset impose.Preset, f func(id string, card int, pg layout.Page, fonts *font.Set)) {
	t.Helper()
	deckFacesInk(t, preset, false, f)
}

// deckFacesInk is deckFaces in full ink, or in low ink (outlines for
// fills, black text).
func deckFacesInk(t *testing.T, preset impose.Preset, low bool, f func(id string, card int, pg layout.Page, fonts *font.Set)) {
	t.Helper()
	ink := press.InkNormal
	if low {
		ink = press.InkLow
	}
	for _, id := range system.BuiltinIDs() {
		src, _ := system.Builtin(id)
		doc, errs := system.Check(id+".toml", src)
		if doc == nil || errs.Err() != nil {
			t.Fatalf("%s: %v", id, errs)
		}
		kit, err := system.NewKit([]system.Doc{doc}, nil, &press.Options{Card: preset.Size, Ink: ink})
		if err != nil {
			t.Fatal(err)
		}
		for i := range doc.Cards() {
			c, err := doc.Card(i, "")
			if err != nil {
				t.Fatal(err)
			}
			faces, err := kit.Plan(c)
			if err != nil {
				t.Fatalf("%s card %d on %s: %v", id, i+1, preset.Name, err)
			}
			for _, pg := range append(faces.Front, faces.Back...) {
				f(id, i+1, pg, kit.Fonts)
			}
		}
	}
}

// TestDeckGutters measures, on every card of every built-in deck on every
// card preset, the space between texts that share a baseline: a text that
// ends in a space runs on into the next (a bold heading and its page);
// any other two are neighbouring columns, and stand at least minGutter
// apart, so that "Close Assault value" and "any 6" never read as one
// phrase.
func TestDeckGutters(t *testing.T) {
	for _, preset := range impose.Cards {
		t.Run(preset.Name, func(t *testing.T) {
			narrowest, n := math.Inf(1), 0
			deckFaces(t, preset, func(id string, card int, pg layout.Page, fonts *font.Set) {
				lines := map[float64][]layout.Op{}
				for _, op := range pg.Ops {
					if op.Kind == layout.OpText {
						y := math.Round(op.Y*100) / 100
						lines[y] = append(lines[y], op)
					}
				}
				for _, ops := range lines {
					slices.SortFunc(ops, func(a, b layout.Op) int { return int(math.Copysign(1, a.X-b.X)) })
					for k := 1; k < len(ops); k++ {
						left, right := ops[k-1], ops[k]
						if strings.HasSuffix(left.Text, " ") || isMark(left.Text) {
							continue // a run of one phrase, or a step's number before its text
						}
						end := left.X + fonts.Face(left.Font).Width(left.Text, left.Size)
						gap := right.X - end
						n++
						narrowest = min(narrowest, gap)
						if gap < minGutter-1e-6 {
							t.Errorf("%s card %d, %s: %q and %q stand %.2f mm apart, under %g mm", id, card, pg.Face, left.Text, right.Text, gap, minGutter)
						}
					}
				}
			})
			if n == 0 {
				t.Fatal("no neighbouring columns measured: the test measures nothing")
			}
			t.Logf("%d gutters, the narrowest %.2f mm", n, narrowest)
		})
	}
}

// isMark reports whether a text is a list's mark: a bullet, or a step's
// number and its full stop.
func isMark(s string) bool {
	return s == "•" || strings.HasSuffix(s, ".") && strings.Trim(s[:len(s)-1], "0123456789") == "" && len(s) > 1
}

// under is the grey under the point (x, y) of a face: the last filled
// rectangle drawn before the op at index k that holds it, or the paper's
// white.
func under(ops []layout.Op, k int, x, y float64) float64 {
	g := 1.0
	for _, op := range ops[:k] {
		if op.Kind == layout.OpRect && op.Fill != nil && x >= op.X && x <= op.X+op.W && y >= op.Y && y <= op.Y+op.H {
			g = *op.Fill
		}
	}
	return g
}

// TestCoverContrast: on every cover of every built-in deck, on every card
// preset and in both inks, each text and what lies under it (at its
// baseline's ends and its cap height), and each rule and frame and what
// lies under it, are solid (black or white, never a
// tint) and opposite, so that the cover reads on a black-and-white
// laser as well as from a print shop.
func TestCoverContrast(t *testing.T) {
	solid := func(g float64) bool { return g <= 0.05 || g >= 0.95 }
	for _, preset := range impose.Cards {
		for _, low := range []bool{false, true} {
			covers, texts, strokes := 0, 0, 0
			deckFacesInk(t, preset, low, func(id string, card int, pg layout.Page, fonts *font.Set) {
				if pg.Face != "deck-cover" {
					return
				}
				covers++
				for k, op := range pg.Ops {
					if op.Kind == layout.OpLine || op.Kind == layout.OpRect && op.Stroke != nil {
						strokes++ // a rule at its middle, a frame at its top's
						if g, bg := *op.Stroke, under(pg.Ops, k, op.X+op.W/2, op.Y); !solid(g) || math.Abs(g-bg) < 0.9 {
							t.Errorf("%s card %d on %s (low ink %v): a %.1f mm stroke at y %.1f mm in grey %.2f on grey %.2f; want black on white or white on black",
								id, card, preset.Name, low, op.W, op.Y, g, bg)
						}
					}
					if op.Kind != layout.OpText {
						continue
					}
					texts++
					ink := *op.Fill
					w := fonts.Face(op.Font).Width(op.Text, op.Size)
					cap := op.Size * 0.3528 * 0.7
					for _, pt := range [][2]float64{{op.X, op.Y}, {op.X + w, op.Y}, {op.X + w/2, op.Y - cap}} {
						bg := under(pg.Ops, k, pt[0], pt[1])
						if !solid(ink) || !solid(bg) || math.Abs(ink-bg) < 0.9 {
							t.Errorf("%s card %d on %s (low ink %v): %q in grey %.2f on grey %.2f; want black on white or white on black",
								id, card, preset.Name, low, op.Text, ink, bg)
							return
						}
					}
				}
			})
			if covers == 0 || texts == 0 || strokes == 0 {
				t.Fatalf("%s: %d covers, %d texts, %d strokes: the test measures nothing", preset.Name, covers, texts, strokes)
			}
		}
	}
}

// TestCoverSaysItOnce: a deck's cover says nothing twice: no word of its
// title's again in its other lines (the game's name where the title names
// it, "reference" beside "quick reference").
func TestCoverSaysItOnce(t *testing.T) {
	covers := 0
	deckFaces(t, impose.Cards[0], func(id string, card int, pg layout.Page, fonts *font.Set) {
		if pg.Face != "deck-cover" {
			return
		}
		covers++
		var texts []string
		for _, op := range pg.Ops {
			if op.Kind == layout.OpText {
				texts = append(texts, strings.ToLower(op.Text))
			}
		}
		for i, a := range texts {
			for _, b := range texts[i+1:] {
				for _, w := range strings.Fields(a) {
					if len(w) > 3 && strings.Contains(b, w) {
						t.Errorf("%s card %d: the cover says %q twice, in %q and %q", id, card, w, a, b)
						return
					}
				}
			}
		}
	})
	if covers == 0 {
		t.Fatal("no cover: the test measures nothing")
	}
}

// TestTitleSaidOnce: a deck card whose first section is headed as the
// card is titled ("Starting Step" over "STARTING STEP") gives its title
// once, the section's page beside it in the band, not alone on a line of
// its own below; and a table cell of the
// Tank Duel index says "none" where no crew test is needed, not "-".
func TestTitleSaidOnce(t *testing.T) {
	const titleBand = 14.0 // mm: the deck front's header band holds its title
	pages := 0
	deckFaces(t, impose.Cards[0], func(id string, card int, pg layout.Page, _ *font.Set) {
		if pg.Face != "deck-front" {
			return
		}
		seen := map[string]bool{}
		for _, op := range pg.Ops {
			if op.Kind != layout.OpText {
				continue
			}
			key := strings.ToLower(strings.TrimSpace(op.Text))
			if op.Font == "bold" && op.Y >= titleBand && seen[key] {
				t.Errorf("%s card %d: %q twice on the front", id, card, op.Text)
			}
			seen[key] = seen[key] || op.Y < titleBand // the card's title, in its band
			alone := !slices.ContainsFunc(pg.Ops, func(o layout.Op) bool { return o.Kind == layout.OpText && o.Y == op.Y && o.X != op.X })
			switch {
			case strings.HasPrefix(op.Text, "(p. ") && strings.HasSuffix(op.Text, ")") && alone:
				t.Errorf("%s card %d: %q alone on a line under the title", id, card, op.Text)
			case strings.HasSuffix(op.Text, "(p. 39)") && op.Y < titleBand:
				pages++
			}
			if op.Text == "-" {
				t.Errorf("%s card %d: a cell reads \"-\"", id, card)
			}
		}
	})
	if pages == 0 {
		t.Error("the Starting Step card lost its page (p. 39)")
	}
}

// TestCoversAlike: every back of a deck with a title back is the same, no
// card number on it (the front carries it), so that a back tells nothing
// of the card under it.
func TestCoversAlike(t *testing.T) {
	covers := map[string]map[string]bool{} // deck -> the covers' texts
	deckFaces(t, impose.Cards[0], func(id string, card int, pg layout.Page, _ *font.Set) {
		if pg.Face != "deck-cover" {
			return
		}
		var texts []string
		for _, op := range pg.Ops {
			if op.Kind == layout.OpText {
				texts = append(texts, op.Text)
			}
		}
		if covers[id] == nil {
			covers[id] = map[string]bool{}
		}
		covers[id][strings.Join(texts, "|")] = true
	})
	if len(covers) == 0 {
		t.Fatal("no cover: the test measures nothing")
	}
	for id, texts := range covers {
		if len(texts) != 1 {
			t.Errorf("%s: its backs differ: %d texts", id, len(texts))
		}
	}
}
