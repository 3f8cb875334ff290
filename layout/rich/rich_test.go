package rich

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/fonts"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/wrap"
)

// testFonts returns the card fonts.
func testFonts(t *testing.T) *font.Set {
	t.Helper()
	fs, err := font.NewSet(fonts.Regular, fonts.Bold)
	if err != nil {
		t.Fatal(err)
	}
	return fs
}

// TestKeepCompany: where a paragraph set greedily ends in one short word
// alone on its line, the word before it goes down too; the paragraph
// keeps its lines, every line within the width, the words in order.
func TestKeepCompany(t *testing.T) {
	fs := testFonts(t)
	words := Words(fs, "Discipline (Commander)", "Before an order: remove every pin marker from this vehicle, at once.")
	greedy := func(w float64) []Piece {
		s := setter{fs: fs, size: 7, w: w, space: fs.Regular.Width(" ", 7)}
		for _, u := range words {
			s.set(u)
		}
		return s.pieces
	}
	alone := 0
	for w := 20.0; w < 70; w += 0.25 {
		g := greedy(w)
		p, lines := Set(fs, words, 7, w, nil)
		if n := len(g); g[n-1].Line == g[n-2].Line+1 && g[n-2].Line == g[n-4].Line && fs.Regular.Width(g[n-1].Text, 7) <= w/4 {
			alone++
			if p[n-2].Line != p[n-1].Line {
				t.Errorf("at %.2f mm %q ends the paragraph alone", w, p[n-1].Text)
			}
		}
		if want := g[len(g)-1].Line + 1; lines != want {
			t.Errorf("at %.2f mm the paragraph takes %d lines, greedily %d", w, lines, want)
		}
		for _, pc := range p {
			if end := pc.X + fs.Weight(pc.Bold).Width(pc.Text, 7); end > w/wrap.Slack+1e-9 {
				t.Errorf("at %.2f mm %q ends at %.2f mm, past the line", w, pc.Text, end)
			}
		}
	}
	if alone == 0 {
		t.Fatal("no width leaves a word alone: the test tests nothing")
	}
}

// TestGlueWiderThanLine: a unit glued by a no-break space that no line
// holds falls apart into its words, as one glued at a space does, and is
// never broken inside a word with a hyphen added ("Damage\u00a0-").
func TestGlueWiderThanLine(t *testing.T) {
	fs := testFonts(t)
	body := "1 survives. After Massive Damage\u00a0−1:\u00a0a\u00a0few\u00a0more\u00a0words."
	w := fs.Regular.Width("After Massive Damage", 7) * 1.05
	p, _ := Set(fs, Words(fs, "If knocked out", body), 7, w, nil)
	for _, pc := range p {
		if strings.HasSuffix(pc.Text, "-") {
			t.Errorf("%q is broken inside a word", pc.Text)
		}
	}
}
