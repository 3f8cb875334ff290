package sheet_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/sheet"
)

// stampCommand is a command line long enough to fill a line of the stamp.
const stampCommand = "crewcard render samples/at-transport-sdkfz251.toml samples/legendary-kv1.toml samples/regular-tiger.toml --sheet letter -o cards.pdf"

// TestStampClearOfGuides: on every paper preset with every card preset,
// with and without bleed, no crop mark and no cut line crosses or touches
// the box of any text of the sheet's stamp (a text is never split across a
// guide), the stamp's bands never cost a crop mark more than down to
// impose.MarkKeep, and the stamp still says what it must.
func TestStampClearOfGuides(t *testing.T) {
	fs := testFonts(t)
	for _, paper := range impose.Papers {
		for _, card := range impose.Cards {
			for _, bleed := range []float64{0, 3} {
				name := fmt.Sprintf("%s %s bleed %g", paper.Name, card.Name, bleed)
				l, err := sheet.ImposeSheet(fs, paper.Size, card.Size, impose.Options{Margin: impose.DefaultMargin, Bleed: bleed}, true)
				if err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				bands := sheet.StampBands(fs, l)
				checkMarksKept(t, name, impose.CropMarks(l), impose.CropMarks(l, bands...))
				for _, cut := range []struct {
					name   string
					guides []impose.Line
					width  float64 // mm
				}{
					{"crop marks", impose.CropMarks(l, bands...), sheet.CropMarkWidth},
					{"cut lines", impose.CutLines(l, bands...), sheet.CutLineWidth},
					{"no guides", nil, 0},
				} {
					t.Run(name+" "+cut.name, func(t *testing.T) {
						items := sheet.StampItems(fs, l, cut.guides, "crewcard test · sheet 1, fronts", stampCommand)
						for _, it := range items {
							for _, g := range cut.guides {
								if crosses(g, cut.width, it.Box) {
									t.Errorf("%v crosses the stamp's %q at %+v", g, it.Text, it.Box)
								}
							}
						}
						checkStampSays(t, paper.Name == "a4" || paper.Name == "letter", items)
					})
				}
			}
		}
	}
}

// crosses reports whether line g, width mm wide, meets box r.
func crosses(g impose.Line, width float64, r impose.Rect) bool {
	x1, x2 := min(g.X1, g.X2)-width/2, max(g.X1, g.X2)+width/2
	y1, y2 := min(g.Y1, g.Y2)-width/2, max(g.Y1, g.Y2)+width/2
	return x1 < r.X+r.W && r.X < x2 && y1 < r.Y+r.H && r.Y < y2
}

// checkMarksKept: the marks kept clear of the stamp's bands are the marks
// without them, each at least as long as impose.MarkKeep or as it was.
func checkMarksKept(t *testing.T, name string, all, kept []impose.Line) {
	t.Helper()
	if len(kept) != len(all) {
		t.Errorf("%s: %d crop marks with the stamp's bands, %d without", name, len(kept), len(all))
		return
	}
	length := func(l impose.Line) float64 { return math.Hypot(l.X2-l.X1, l.Y2-l.Y1) }
	for i := range all {
		if want := min(length(all[i]), impose.MarkKeep); length(kept[i]) < want-1e-9 {
			t.Errorf("%s: crop mark %v is %v with the stamp's bands, %.2f mm long, want at least %.2f", name, all[i], kept[i], length(kept[i]), want)
		}
	}
}

// checkStampSays: the stamp shows the scale bar, the label and the
// command, shortened, and on the home papers the reminder to print at
// actual size.
func checkStampSays(t *testing.T, home bool, items []sheet.StampItem) {
	t.Helper()
	var texts []string
	for _, it := range items {
		texts = append(texts, it.Text)
	}
	all := strings.Join(texts, "\n")
	for _, want := range []string{"50 mm", "sheet 1, fronts", "crewcard render samples/"} {
		if !strings.Contains(all, want) {
			t.Errorf("stamp = %q, want %q in it", all, want)
		}
	}
	if home && !strings.Contains(all, "actual size") {
		t.Errorf("stamp = %q, want the reminder to print at actual size", all)
	}
}
