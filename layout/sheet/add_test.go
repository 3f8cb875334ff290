package sheet_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
	"github.com/crewcard/crewcard/layout/sheet"
)

// TestAdd: a sheet is one page of the paper's size, cut at its edge, each
// card clipped to its trim plus the bleed it shows, then the sheet's own
// ops and, through a backend that cannot draw them later, its late ones.
func TestAdd(t *testing.T) {
	var r layouttest.Recorder
	w := compose.NewWriter(&r)
	err := sheet.Add(w, sheet.Sheet{W: 297, H: 210,
		Cards: []sheet.Placement{{Page: layouttest.Card("a"), X: 10, Y: 10}, {Page: layouttest.Card("b"), X: 79, Y: 10, Bleed: 1}},
		Ops:   []layout.Op{{Kind: layout.OpLine, Text: "mark", X: 5, Y: 10, W: 4}},
		Late:  func() []layout.Op { return []layout.Op{{Kind: layout.OpText, Text: "late", X: 6, Y: 7}} },
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"page 297x210 trim 0,0 297x210",
		"clip 10,10 69x94",
		"draw a.rect at 7,7",
		"draw a.text at 14,15",
		"unclip",
		"clip 78,9 71x96",
		"draw b.rect at 76,7",
		"draw b.text at 83,15",
		"unclip",
		"draw mark at 5,10",
		"draw late at 6,7",
		"end",
	}
	if got, want := strings.Join(r.Calls, "\n"), strings.Join(want, "\n"); got != want {
		t.Errorf("calls:\n%s\nwant:\n%s", got, want)
	}
	if w.Pages() != 1 {
		t.Errorf("Pages() = %d, want 1", w.Pages())
	}
}
