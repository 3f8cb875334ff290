package sheet_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/sheet"
)

// sheetCase is a sheet of paper with cards imposed on it.
type sheetCase struct {
	name   string
	paper  string
	card   impose.Size
	margin float64 // mm
	bleed  float64 // mm
}

var sheetCases = []sheetCase{
	{"a4", "a4", impose.Size{W: 69, H: 94}, 5, 0},
	{"letter", "letter", impose.Size{W: 69, H: 94}, 5, 0},
	{"a4 bleed 3", "a4", impose.Size{W: 69, H: 94}, 5, 3},
	{"a4 poker margin 10", "a4", impose.Size{W: 63, H: 88}, 10, 0},
	{"a5", "a5", impose.Size{W: 69, H: 94}, 5, 0},
	{"80x100 margin 0", "80x100", impose.Size{W: 69, H: 94}, 0, 0},
	{"75x200 margin 0", "75x200", impose.Size{W: 69, H: 94}, 0, 0},
	{"210x100", "210x100", impose.Size{W: 69, H: 94}, 5, 0},
}

// layout imposes the case as a sheet with crop marks is.
func (c sheetCase) layout(t *testing.T) impose.Layout {
	t.Helper()
	paper, err := impose.ParsePaper(c.paper)
	if err != nil {
		t.Fatal(err)
	}
	l, err := sheet.ImposeSheet(testFonts(t), paper, c.card, impose.Options{Margin: c.margin, Bleed: c.bleed}, true)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// opBox returns the area op covers, mm; a text's box runs from its
// baseline up by the cap height.
func opBox(fs *font.Set, op layout.Op) impose.Rect {
	if op.Kind != layout.OpText {
		r := impose.Rect{X: min(op.X, op.X+op.W), Y: min(op.Y, op.Y+op.H), W: max(op.W, -op.W), H: max(op.H, -op.H)}
		return r
	}
	f := fs.Face(op.Font)
	h := f.CapHeight(op.Size)
	return impose.Rect{X: op.X, Y: op.Y - h, W: f.Width(op.Text, op.Size), H: h}
}

func opString(op layout.Op) string {
	return fmt.Sprintf("kind %d %q @%.2f,%.2f %.2fx%.2f", op.Kind, op.Text, op.X, op.Y, op.W, op.H)
}

// TestSheetStamp: the stamp stays in the printable area and off every
// card's bleed box, shows the label, and shortens a long command line
// rather than letting it run on.
func TestSheetStamp(t *testing.T) {
	fs := testFonts(t)
	command := "crewcard render samples -o " + strings.Repeat("very-long-output-name/", 20) + "out.pdf"
	for _, tc := range sheetCases {
		t.Run(tc.name, func(t *testing.T) {
			l := tc.layout(t)
			ops := sheet.Stamp(fs, l, impose.CropMarks(l, sheet.StampBands(fs, l)...), "crewcard test · sheet 1, fronts", command)
			var text strings.Builder
			// The stamp stays in the printable area, where a printer
			// prints, even where the cards fill it (then it is left out).
			room := l.Printable()
			for _, op := range ops {
				b := opBox(fs, op)
				if !room.Contains(b) {
					t.Errorf("%s: outside %+v", opString(op), room)
				}
				for i := range l.Cards {
					if b.Overlaps(l.BleedBox(i)) {
						t.Errorf("%s: overlaps card %d at %+v", opString(op), i, l.BleedBox(i))
					}
				}
				text.WriteString(op.Text + "\n")
			}
			if l.Printable().Y+1 < l.Cards[0].Y-l.Bleed-6 && !strings.Contains(text.String(), "sheet 1, fronts") {
				t.Errorf("stamp text = %q, want the label above the cards", text.String())
			}
			if home := tc.paper == "a4" || tc.paper == "letter"; home && !strings.Contains(text.String(), "actual size") {
				t.Errorf("stamp text = %q, want the reminder to print at actual size", text.String())
			}
			if strings.Contains(text.String(), "out.pdf") {
				t.Errorf("stamp text = %q, want the long command shortened", text.String())
			}
		})
	}
}

// TestSheetLines: each line keeps its ends, width and grey.
func TestSheetLines(t *testing.T) {
	ops := sheet.Guides([]impose.Line{{X1: 1, Y1: 2, X2: 1, Y2: 12}, {X1: 3, Y1: 4, X2: 9, Y2: 4}}, 0.1, 0.55)
	want := []string{"1.00,2.00 → 1.00,12.00 0.10mm grey 0.55", "3.00,4.00 → 9.00,4.00 0.10mm grey 0.55"}
	if len(ops) != len(want) {
		t.Fatalf("Guides gave %d ops, want %d", len(ops), len(want))
	}
	for i, op := range ops {
		got := fmt.Sprintf("%.2f,%.2f → %.2f,%.2f %.2fmm grey %.2f", op.X, op.Y, op.X+op.W, op.Y+op.H, op.LineW, *op.Stroke)
		if op.Kind != layout.OpLine || got != want[i] {
			t.Errorf("Guides op %d = %s (kind %d), want %s", i, got, op.Kind, want[i])
		}
	}
}

// TestRosterSheetsKeepEveryRow: however many rows and however small the
// paper, every row is set exactly once, in order, on the sheet, and the
// total closes the last page only.
func TestRosterSheetsKeepEveryRow(t *testing.T) {
	fs := testFonts(t)
	for _, tc := range sheetCases {
		for _, n := range []int{0, 1, 13, 40, 250} {
			t.Run(fmt.Sprintf("%s/%d rows", tc.name, n), func(t *testing.T) {
				l := tc.layout(t)
				r := sheet.Roster{
					Title:  "Roster",
					Cols:   []sheet.RosterCol{{Head: "#", Num: true}, {Head: "Name"}, {Head: "Vehicle"}, {Head: "Kind"}, {Head: "Level", Num: true}, {Head: "Points", Num: true}},
					Total:  []string{"", "TOTAL", "", "", "", "99"},
					Footer: "footer",
				}
				for i := range n {
					r.Rows = append(r.Rows, []string{fmt.Sprint(i + 1), fmt.Sprintf("r%d", i+1), "v", "k", "1", "2"})
				}
				sheets := sheet.RosterSheets(fs, l, r)
				var got []string
				for p, sh := range sheets {
					totals := 0
					for _, op := range sh.Ops {
						if !(impose.Rect{W: l.Sheet.W, H: l.Sheet.H}).Contains(opBox(fs, op)) {
							t.Errorf("page %d: %s: off the sheet", p+1, opString(op))
						}
						switch {
						case op.Kind == layout.OpText && strings.HasPrefix(op.Text, "r"):
							got = append(got, op.Text)
						case op.Text == "TOTAL":
							totals++
						}
					}
					if want := map[bool]int{true: 1, false: 0}[p == len(sheets)-1]; totals != want {
						t.Errorf("page %d of %d has %d totals, want %d", p+1, len(sheets), totals, want)
					}
				}
				if len(got) != n {
					t.Fatalf("%d sheets set %d rows, want %d", len(sheets), len(got), n)
				}
				for i, s := range got {
					if s != fmt.Sprintf("r%d", i+1) {
						t.Fatalf("row %d = %q, want %q", i+1, s, fmt.Sprintf("r%d", i+1))
					}
				}
			})
		}
	}
}

// TestCalibrationSheets: both pages draw inside the printable area, with
// every flip and a shifted back, and both name the three probes, on every
// paper including A5 portrait, where the square goes below the centre cross.
func TestCalibrationSheets(t *testing.T) {
	fs := testFonts(t)
	front := []string{
		"crewcard calibration, page 1 of 2 (front)",
		"Print both pages on ONE sheet, duplex, short-edge flip, at actual size (100 %).",
		"Then hold the sheet against a light, back side towards you.",
	}
	back := []string{
		"crewcard calibration, page 2 of 2 (back)",
		"Hold this side towards you against a light. Behind each scale is a cross",
		"printed on the front. Read where its lines cross the scales: X on the",
		"horizontal scale, Y on the vertical one (right and down are positive).",
		"Render with --back-offset X,Y (short-edge flip); A is the centre.",
		"If a cross is nowhere near its scale, your printer flips the other way:",
		"print again with --flip long.",
		"This back is already shifted by --back-offset -1.5,0.5: add your reading to it.",
	}
	for _, tc := range sheetCases {
		if l := tc.layout(t); min(l.Sheet.W, l.Sheet.H) < sheet.MinCalibrationPaper {
			continue // the command refuses it
		}
		for _, flip := range []impose.Flip{impose.LongEdge, impose.ShortEdge} {
			for _, off := range [][2]float64{{0, 0}, {2, -1}} {
				t.Run(fmt.Sprintf("%s/%s/%v", tc.name, flip, off), func(t *testing.T) {
					l := tc.layout(t)
					sheets := sheet.CalibrationSheets(fs, l, sheet.Calibration{
						Flip: flip, Offset: off,
						Front: front, Back: back, Footer: "crewcard test · crewcard calibrate -o out.pdf",
					})
					if len(sheets) != 2 {
						t.Fatalf("CalibrationSheets gave %d sheets, want 2", len(sheets))
					}
					for p, sh := range sheets {
						if sh.W != l.Sheet.W || sh.H != l.Sheet.H {
							t.Errorf("page %d is %gx%g mm, want %v", p+1, sh.W, sh.H, l.Sheet)
						}
						names := ""
						for _, op := range sh.Ops {
							if !l.Printable().Contains(opBox(fs, op)) {
								t.Errorf("page %d: %s: outside the printable area %+v", p+1, opString(op), l.Printable())
							}
							if op.Kind == layout.OpText && op.Font == "bold" && op.Size == 9 {
								names += op.Text
							}
						}
						if names != "ABC" {
							t.Errorf("page %d names its probes %q, want \"ABC\"", p+1, names)
						}
					}
				})
			}
		}
	}
}
