package deckcards_test

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
)

// TestCardPictures: a Tank Duel card's picture (its icon, drawn large)
// stands over the foot's rule, 4 mm clear of the text, the same on every face
// that draws it, on at least half the deck's faces on every card size; no
// card of the other decks, which name no card icons, draws one (their
// covers draw a tank); low ink draws them, and the covers' tank, in thin
// black lines.
func TestCardPictures(t *testing.T) {
	for _, low := range []bool{false, true} {
		for _, preset := range impose.Cards {
			pictured, faces := 0, 0
			var first *layout.Op // the first picture of the preset
			deckFacesInk(t, preset, low, func(id string, card int, pg layout.Page, _ *font.Set) {
				if id == "tank-duel-actions" {
					faces++
				}
				pic, textFoot, rule := pictureParts(pg)
				if pic != nil && pg.Face == "deck-cover" && low && pic.Fill != nil {
					t.Errorf("%s, low ink: %s's cover fills its picture", preset.Name, id)
				}
				if pic == nil || pg.Face == "deck-cover" {
					return
				}
				pictured++
				switch {
				case low && (pic.Fill != nil || pic.Stroke == nil || *pic.Stroke != 0 || pic.LineW > 0.3):
					t.Errorf("%s, low ink: %s card %d draws its picture %q filled %v, stroked %v at %.2f mm: want thin black lines", preset.Name, id, card, pic.Text, pic.Fill, pic.Stroke, pic.LineW)
				case id != "tank-duel-actions":
					t.Errorf("%s: %s card %d draws a picture %q", preset.Name, id, card, pic.Text)
				case pic.Y < textFoot+4-1e-6 || rule == nil || pic.Y+pic.H > rule.Y:
					t.Errorf("%s: card %d: its picture spans %.1f–%.1f mm, its text ends at %.1f mm: want it between the text and the foot", preset.Name, card, pic.Y, pic.Y+pic.H, textFoot)
				case pic.W < 12-1e-6:
					t.Errorf("%s: card %d: its picture is %.1f mm wide, under 12", preset.Name, card, pic.W)
				case first != nil && (pic.X != first.X || pic.Y != first.Y || pic.W != first.W):
					t.Errorf("%s: card %d: its picture's box is %.1f mm at (%.1f, %.1f), card %q's %.1f mm at (%.1f, %.1f): want one place", preset.Name, card, pic.W, pic.X, pic.Y, first.Text, first.W, first.X, first.Y)
				}
				if first == nil {
					first = pic
				}
			})
			t.Logf("%s, low ink %v: %d of the Tank Duel deck's %d faces draw their picture", preset.Name, low, pictured, faces)
			if 2*pictured < faces {
				t.Errorf("%s: %d of the Tank Duel deck's %d faces draw their picture, fewer than half", preset.Name, pictured, faces)
			}
		}
	}
}

// pictureParts returns a face's picture (an icon 10 mm or larger; of its
// parts, a filled one where it has any), how far down its other text
// reaches (descenders too) above the foot, and the foot's rule.
func pictureParts(pg layout.Page) (pic *layout.Op, textFoot float64, rule *layout.Op) {
	for i, op := range pg.Ops {
		switch {
		case op.Kind == layout.OpPath && op.W >= 10 && (pic == nil || op.Fill != nil): // a filled part first
			pic = &pg.Ops[i]
		case op.Kind == layout.OpLine && op.H == 0 && op.Y > pg.H*0.85:
			rule = &pg.Ops[i]
		case op.Kind == layout.OpText && op.Y < pg.H*0.85:
			textFoot = max(textFoot, op.Y+op.Size*layout.PtToMM/4)
		}
	}
	return pic, textFoot, rule
}

// TestUnknownIcon checks D8: an icon the card icon set lacks, a card's or
// a section's, is refused at its key, with the nearest name.
func TestUnknownIcon(t *testing.T) {
	src := "system = \"deck\"\n[deck]\nid = \"icons\"\ntitle = \"Icons\"\ngame = \"tank-duel\"\nsource = \"a test\"\n\n" +
		"[[card]]\ntitle = \"Fire\"\nicon = \"td-fir\"\n[[card.section]]\nheading = \"Shoot\"\nicon = \"no-such-icon\"\ntext = \"Bang.\"\n"
	doc, errs := system.Check("icons.toml", []byte(src))
	want := []string{
		`icons.toml:10:1: card[1].icon: unknown icon "td-fir"; did you mean "td-fire"? (D8)`,
		`icons.toml:13:1: card[1].section[1].icon: unknown icon "no-such-icon" (D8)`,
	}
	var got []string
	for _, err := range errs {
		got = append(got, err.Error())
	}
	if doc != nil || !slices.Equal(got, want) {
		t.Errorf("check: doc %v, errors\n%s\nwant\n%s", doc != nil, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestCoverPictures: a deck's covers draw its game's picture, so that the
// quick reference's backs are not the crew deck's: a flame for Flames of
// War, a tank for crew experience.
func TestCoverPictures(t *testing.T) {
	want := map[string]string{"crew-experience": "kind-tank", "fow-v4-quick-reference": "fow-flame"}
	got := map[string]map[string]bool{}
	deckFaces(t, impose.Cards[0], func(id string, card int, pg layout.Page, _ *font.Set) {
		if pg.Face != "deck-cover" {
			return
		}
		for _, op := range pg.Ops {
			if op.Kind == layout.OpPath {
				if got[id] == nil {
					got[id] = map[string]bool{}
				}
				got[id][op.Text] = true
			}
		}
	})
	for id, icon := range want {
		if len(got[id]) != 1 || !got[id][icon] {
			t.Errorf("%s: its covers draw %v, want %q", id, slices.Collect(maps.Keys(got[id])), icon)
		}
	}
}
