package deckcards_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	_ "github.com/crewcard/crewcard/cmd/internal/systems" // every game system, as the command has them
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/pdf/pdftest"
	"github.com/crewcard/crewcard/model/deck"
)

// TestDecksEveryMode renders every built-in deck in every print mode the
// README lists: sheets with their backs, one card a page with bleed, backs
// apart, every card preset and low ink. Text that cannot fit fails render.
func TestDecksEveryMode(t *testing.T) {
	ids := system.BuiltinIDs()
	if len(ids) < 2 {
		t.Fatalf("built-in decks %v, want the generated crew deck and the decks written as data", ids)
	}
	modes := [][]string{
		{}, {"--sheet", "letter", "--cut", "lines"}, {"--sheet", "none", "--bleed", "3"}, {"--backs", "separate"},
		{"--card", "poker"}, {"--card", "63.5x88.9"}, {"--card", "57x89"}, {"--ink", "low"},
	}
	for _, id := range ids {
		for i, m := range modes {
			out, errs := cardtest.TryRender(t, []string{id}, m...)
			if len(errs) > 0 {
				t.Errorf("render %s %v: %v", id, m, errs)
			}
			if len(out) == 0 || len(out[0].Data) == 0 {
				t.Errorf("mode %d: no PDF for %s", i, id)
			}
		}
	}
}

// TestDeckTooLong checks D7: a card whose text does not fit its face at
// 6 pt is refused, naming the deck file, the card and its sections.
func TestDeckTooLong(t *testing.T) {
	long := strings.Repeat("A section that goes on and on about the rules of the game. ", 24)
	src := "system = \"deck\"\n[deck]\nid = \"long\"\ntitle = \"Long\"\ngame = \"tank-duel\"\nsource = \"a test\"\n\n" +
		"[[card]]\ntitle = \"Fine\"\n[[card.section]]\nheading = \"SHORT\"\ntext = \"Short.\"\n\n" +
		"[[card]]\ntitle = \"Too long\"\n[[card.section]]\nheading = \"FIRST\"\ntext = \"" + long + "\"\n" +
		"[[card.section]]\nheading = \"SECOND\"\ntext = \"" + long + "\"\n" +
		"[[card.section]]\nheading = \"THIRD\"\ntext = \"" + long + "\"\n"
	path := cardtest.WriteFile(t, t.TempDir(), "long.toml", []byte(src))
	_, errs := cardtest.TryRender(t, []string{path})
	var lines strings.Builder // as render prints them
	for _, err := range errs {
		lines.WriteString(err.Error() + "\n")
	}
	want := path + `:14:1: card[2]: "Too long" does not fit its front even at 6 pt: its sections FIRST, SECOND, THIRD; shorten them or move one to another card (D7)`
	if len(errs) == 0 || !strings.Contains(lines.String(), want+"\n") {
		t.Errorf("render of a card too long: errors\n%s\nwant a line %q", lines.String(), want)
	}
}

// TestDeckExport checks that every built-in deck exports as a file that
// checks as itself. That deck export refuses an unknown id is
// cmd/crewcard's.
func TestDeckExport(t *testing.T) {
	for _, id := range system.BuiltinIDs() {
		out, ok := system.Builtin(id)
		if !ok {
			t.Fatalf("deck export %s: no such deck", id)
		}
		d, problems := deck.Check(id+".toml", out)
		if len(problems) > 0 || d == nil || d.Info.ID != id {
			t.Errorf("deck export %s does not check as itself: %v", id, problems)
		}
	}
}

// TestEndToEndDecks rasterises every built-in deck with the samples in one
// run and finds every card's title with pdftotext; the roster lists the
// decks by title and card count.
func TestEndToEndDecks(t *testing.T) {
	cardtest.Tools(t, "pdftotext", "pdftoppm", "qpdf")
	ids := system.BuiltinIDs()
	args := append(crewtest.Files(t, "../../../../samples"), ids...)
	out := cardtest.WriteFile(t, t.TempDir(), "all.pdf", cardtest.Render(t, args)[0].Data)
	pdftest.Valid(t, out)
	raster := t.TempDir()
	cardtest.Run(t, "pdftoppm", "-r", "50", "-gray", out, filepath.Join(raster, "p"))
	if pngs, _ := filepath.Glob(filepath.Join(raster, "p*")); len(pngs) < 10 {
		t.Errorf("pdftoppm made %d pages, want the sheets of 8 crews and 39 reference cards", len(pngs))
	}
	text := cardtest.Run(t, "pdftotext", "-layout", out, "-")
	for _, id := range ids {
		src, _ := system.Builtin(id)
		d, problems := deck.Check(id, src)
		if d == nil {
			t.Fatalf("%s: %v", id, problems)
		}
		for i, c := range d.File.Cards {
			if !strings.Contains(text, c.Title) {
				t.Errorf("%s: card %d title %q not found in the PDF's text", id, i+1, c.Title)
			}
		}
		if !strings.Contains(text, d.Info.Title) {
			t.Errorf("%s: deck title %q not on the roster", id, d.Info.Title)
		}
	}
	if !strings.Contains(text, "reference decks") {
		t.Errorf("the roster does not count the decks")
	}
}

// TestDeckTypeSizes plans every card of every built-in deck on the default
// card and checks that no text of a card's sections is set below 6 pt; it
// logs the smallest size of each deck (go test -v -run TypeSizes).
func TestDeckTypeSizes(t *testing.T) {
	d, err := system.NewKit(nil, nil, cardtest.Options(t)) // the default card
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range system.BuiltinIDs() {
		src, _ := system.Builtin(id)
		doc, errs := system.Check(id, src)
		if doc == nil {
			t.Fatalf("%s: %v", id, errs)
		}
		smallest := 100.0
		for i := range doc.Cards() {
			var pages []layout.Page // the card's front and back
			c, err := doc.Card(i, "")
			if err == nil {
				f, perr := d.Plan(c)
				pages, err = append(f.Front, f.Back...), perr
			}
			if err != nil {
				t.Fatalf("%s card %d: %v", id, i+1, err)
			}
			for _, pg := range pages {
				for _, op := range pg.Ops {
					if op.Kind == layout.OpText && op.Want >= 7 { // the sections; header and footer lines are fine print
						smallest = min(smallest, op.Size)
					}
				}
			}
		}
		if smallest < layout.MinBody {
			t.Errorf("%s: sections set at %g pt, below %g", id, smallest, layout.MinBody)
		}
		t.Logf("%s: %d cards, smallest section type %g pt", id, doc.Cards(), smallest)
	}
}
