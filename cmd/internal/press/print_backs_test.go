package press_test

import (
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/layout/pdf/pdftest"
)

// TestPrintBacksModes: duplex interleaves, separate writes the backs to
// OUT-backs.pdf and none leaves them out, with the summary page unless
// NoSummary.
func TestPrintBacksModes(t *testing.T) {
	needs.Long(t, "every backs mode rendered and checked")
	cardtest.Tools(t, "pdfinfo", "pdftotext", "qpdf")
	crews := sampleCrews(t)
	cards := printCards(t, impose.Size{}, crews)
	all := sheetsFor(len(cards), 8)
	fronts := sheetsFor(len(withFront(cards)), 8)
	seq := func(n int, kinds ...string) []string {
		var out []string
		for s := 1; s <= n; s++ {
			for _, k := range kinds {
				out = append(out, k+" "+strconv.Itoa(s))
			}
		}
		return out
	}
	tests := []struct {
		name      string
		backs     press.Backs
		noSummary bool
		out, back []string // page kinds of OUT.pdf and OUT-backs.pdf (nil: no file)
	}{
		{"duplex", press.BacksDuplex, false, append(seq(all, "fronts", "backs"), "summary"), nil},
		{"separate", press.BacksSeparate, false, append(seq(all, "fronts"), "summary"), seq(all, "backs")},
		{"separate no summary", press.BacksSeparate, true, seq(all, "fronts"), seq(all, "backs")},
		{"none", press.BacksNone, false, append(seq(fronts, "fronts"), "summary"), nil},
		{"none no summary", press.BacksNone, true, seq(fronts, "fronts"), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "deck.pdf")
			writeRender(t, out, crews, printOptions(func(o *press.Options) { o.Backs, o.NoSummary = tt.backs, tt.noSummary }))
			want := []string{"deck.pdf"}
			if tt.back != nil {
				want = []string{"deck-backs.pdf", "deck.pdf"}
			}
			if got := dirNames(t, dir); strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("files = %q, want %q", got, want)
			}
			check := func(pdf string, kinds []string) {
				pdftest.Valid(t, pdf)
				assertPages(t, pdf, len(kinds), 297, 210)
				if got := pageKinds(t, pdf); strings.Join(got, ", ") != strings.Join(kinds, ", ") {
					t.Errorf("%s pages = %q, want %q", filepath.Base(pdf), got, kinds)
				}
			}
			check(out, tt.out)
			if tt.back != nil {
				check(filepath.Join(dir, "deck-backs.pdf"), tt.back)
			}
		})
	}
}

// TestPrintBackOffset: a back offset of 2,-1 moves every word of the back
// sheet's cards 2 mm right and 1 mm up, and leaves the fronts in place.
func TestPrintBackOffset(t *testing.T) {
	cardtest.Tools(t, "pdftotext")
	dir := t.TempDir()
	crews := sampleCrews(t)
	plain, shifted := filepath.Join(dir, "plain.pdf"), filepath.Join(dir, "shifted.pdf")
	writeRender(t, plain, crews, printOptions(nil))
	writeRender(t, shifted, crews, printOptions(func(o *press.Options) { o.BackOffset = [2]float64{2, -1} }))
	lay := printLayout(t, a4, crewSz)
	backs := impose.Backs(lay, impose.LongEdge)
	moved := impose.Offset(backs, 2, -1)
	assertShift(t, "back sheet 1", cardWords(pageWords(t, plain, 2), backs), cardWords(pageWords(t, shifted, 2), moved), 2, -1)
	assertShift(t, "front sheet 1", cardWords(pageWords(t, plain, 1), lay.Cards), cardWords(pageWords(t, shifted, 1), lay.Cards), 0, 0)

	// Each back's title, found where the shifted layout puts it.
	cards := printCards(t, impose.Size{}, crews)
	words := pageWords(t, shifted, 2)
	for j, c := range cards[:min(len(cards), lay.N())] {
		if !c.back {
			continue
		}
		b := moved[j]
		if title := wordsIn(words, impose.Rect{X: b.X, Y: b.Y, W: b.W, H: 11}); !strings.HasPrefix(title, c.name) {
			t.Errorf("shifted back of slot %d at (%.1f, %.1f) mm reads %q, want the title %q", j, b.X, b.Y, title, c.name)
		}
	}
}

// TestPrintFlip: on landscape A4 the long-edge flip swaps the rows of the
// back sheet and the short-edge flip its columns.
func TestPrintFlip(t *testing.T) {
	cardtest.Tools(t, "pdftotext")
	dir := t.TempDir()
	lay := printLayout(t, a4, crewSz)
	crews := sampleCrews(t)
	cards := printCards(t, impose.Size{}, crews)
	onSheet := cards[:min(len(cards), lay.N())]
	title := func(ws []pageWord, r impose.Rect) string {
		return wordsIn(ws, impose.Rect{X: r.X, Y: r.Y, W: r.W, H: 11})
	}
	for _, flip := range []impose.Flip{impose.LongEdge, impose.ShortEdge} {
		t.Run(flip.String(), func(t *testing.T) {
			pdf := filepath.Join(dir, flip.String()+".pdf")
			writeRender(t, pdf, crews, printOptions(func(o *press.Options) { o.Flip = flip }))
			words := pageWords(t, pdf, 2)
			backs := impose.Backs(lay, flip)
			other := impose.Backs(lay, map[impose.Flip]impose.Flip{impose.LongEdge: impose.ShortEdge, impose.ShortEdge: impose.LongEdge}[flip])
			for j, c := range onSheet {
				r, f := backs[j], lay.Cards[j]
				// The mirror: rows swap under the long flip, columns under the short one.
				if flip == impose.LongEdge && (r.X != f.X || math.Abs(r.Y-(lay.Sheet.H-f.Y-f.H)) > 1e-9) ||
					flip == impose.ShortEdge && (r.Y != f.Y || math.Abs(r.X-(lay.Sheet.W-f.X-f.W)) > 1e-9) {
					t.Errorf("slot %d at (%.1f, %.1f) has its back at (%.1f, %.1f)", j, f.X, f.Y, r.X, r.Y)
				}
				if !c.back {
					continue
				}
				if got := title(words, r); !strings.HasPrefix(got, c.name) {
					t.Errorf("back of slot %d at (%.1f, %.1f) mm reads %q, want the title %q", j, r.X, r.Y, got, c.name)
				}
				if o := other[j]; o != r && !sameCrewAt(onSheet, backs, o, c.name) {
					// No two samples share a name, so the title must not also be there
					// unless that back is another card of the same crew.
					if got := title(words, o); strings.HasPrefix(got, c.name) {
						t.Errorf("back of slot %d also found at the other flip's place (%.1f, %.1f)", j, o.X, o.Y)
					}
				}
			}
		})
	}
}

// sameCrewAt reports whether the back at r is a card of the crew named
// name: a crew whose text runs onto a second card has two backs.
func sameCrewAt(cards []printCard, backs []impose.Rect, r impose.Rect, name string) bool {
	for k, b := range backs {
		if b == r && k < len(cards) {
			return cards[k].name == name
		}
	}
	return false
}
