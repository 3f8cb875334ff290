package columns

import (
	"fmt"
	"math"
	"slices"
	"testing"
)

// TestShare: a table too wide for its room gives its short columns
// their whole width and wraps the long ones, rather than wrapping every
// column a little ("any / 5–6", "Dig / In"); a stat line that fits with
// room to spare spreads it over its centred columns, to span its widget,
// and any other table keeps its natural widths.
func TestShare(t *testing.T) {
	for _, tc := range []struct {
		natural, least []float64
		room           float64
		align, want    []float64
	}{
		{[]float64{8, 40, 6}, []float64{4, 10, 3}, 40, nil, []float64{8, 26, 6}},
		{[]float64{10, 20}, []float64{5, 5}, 40, nil, []float64{10, 20}},                                            // fits
		{[]float64{30, 30}, []float64{10, 10}, 40, nil, []float64{20, 20}},                                          // both long: shared
		{[]float64{12, 50, 45}, []float64{6, 8, 9}, 60, nil, []float64{12, 24.69, 23.31}},                           // the short column whole
		{[]float64{10, 4, 4, 4}, []float64{5, 2, 2, 2}, 40, []float64{0, 0.5, 0.5, 0.5}, []float64{10, 10, 10, 10}}, // a stat line spans
		{[]float64{10, 4, 20}, []float64{5, 2, 5}, 40, []float64{0, 0.5, 0}, []float64{10, 4, 20}},                  // one stat of three: natural
	} {
		got := Share(tc.natural, tc.least, tc.room, tc.align)
		for i := range got {
			if math.Abs(got[i]-tc.want[i]) > 0.05 {
				t.Errorf("Share(%v, %v, %v) = %v, want %v", tc.natural, tc.least, tc.room, got, tc.want)
				break
			}
		}
	}
}

// TestGap: columns keep the gap asked for where their widest words fit
// with it, move closer where not, and never closer than the floor.
func TestGap(t *testing.T) {
	for _, tc := range []struct {
		least        []float64
		w, want, gap float64
	}{
		{[]float64{10, 10}, 30, 2, 2},       // room: the gap asked for
		{[]float64{10, 10, 10}, 31, 2, 0.5}, // closer
		{[]float64{10, 10, 10}, 30, 2, 0.3}, // the floor
		{[]float64{40}, 30, 2, 2},           // one column: no gap to close
	} {
		if got := Gap(tc.least, tc.w, tc.want, 0.3); math.Abs(got-tc.gap) > 1e-9 {
			t.Errorf("Gap(%v, %g, %g, 0.3) = %g, want %g", tc.least, tc.w, tc.want, got, tc.gap)
		}
	}
}

// TestGridShape: tables of one header take the widest of each column
// among them, and centre a column only where every one of them holds
// stats in it; a table of a header of its own keeps its own.
func TestGridShape(t *testing.T) {
	measure := func(cell string, head bool) (float64, float64) { return float64(len(cell)), 1 }
	a := [][]string{{"Weapon", "AT", "FP"}, {"MG", "2", "6"}}
	b := [][]string{{"Weapon", "AT", "FP"}, {"Flame-thrower", "11", "Auto"}}
	c := [][]string{{"Save", "AT", "FP"}, {"3+", "1", "6"}}
	g := Shared([][][]string{a, b, c, nil}, measure)
	for _, tc := range []struct {
		rows  [][]string
		want  []float64
		align string
	}{{a, []float64{13, 2, 4}, "[0 0.5 0]"}, {b, []float64{13, 2, 4}, "[0 0.5 0]"}, {c, []float64{4, 2, 2}, "[0.5 0.5 0.5]"}} {
		if got := g.Shape(tc.rows, measure); !slices.Equal(got.Natural, tc.want) || fmt.Sprint(got.Align) != tc.align {
			t.Errorf("Shape(%q) = %v, align %v; want %v, align %s", tc.rows[0], got.Natural, got.Align, tc.want, tc.align)
		}
	}
}

// TestAlign: a column of stats (numbers, scores, dashes, measures, words
// in capitals) is centred under its header; one with a name, a sentence or
// an empty cell, or a table of its header alone, is flush left.
func TestAlign(t *testing.T) {
	rows := [][]string{
		{"Weapon", "Range", "Halted", "AT", "FP", "Notes", "Pts", "Cross"},
		{"MG42", `16"/40cm`, "3", "2", "6", "", "15", "AUTO"},
		{"Panzerfaust", `4″/10cm`, "-", "12", "5+", "Assault", "4", "3+"},
	}
	if got, want := fmt.Sprint(Align(rows)), "[0 0.5 0.5 0.5 0.5 0 0.5 0.5]"; got != want {
		t.Errorf("Align = %s, want %s", got, want)
	}
	if got := Align(rows[:1]); slices.ContainsFunc(got, func(a float64) bool { return a != 0 }) {
		t.Errorf("a header alone: Align = %v, want every column flush left", got)
	}
	// The first column names its rows, though its names look like stats
	// (the StuG's "MG" and "7.5cm", centred before), unless it holds
	// numbers alone (a save, an armour line).
	for _, tc := range []struct {
		rows [][]string
		want string
	}{
		{[][]string{{"Weapon", "Range"}, {"MG", `16"/40cm`}, {"7.5cm", `32"/80cm`}}, "[0 0.5]"},
		{[][]string{{"Save", "Tactical"}, {"3+", `8"/20cm`}}, "[0.5 0.5]"},
		{[][]string{{"F/S/T", "Cross"}, {"7/3/1", "AUTO"}}, "[0.5 0.5]"},
	} {
		if got := fmt.Sprint(Align(tc.rows)); got != tc.want {
			t.Errorf("Align(%q) = %s, want %s", tc.rows, got, tc.want)
		}
	}
}

// TestBalance: entries that fill their first column and leave one for the
// next share the columns as evenly as they fit (three and two); where no
// lower column holds them, the height stays the limit.
func TestBalance(t *testing.T) {
	for _, tc := range []struct {
		heights    []float64
		gap, limit float64
		cols       int
		want       float64
	}{
		{[]float64{3, 3, 3, 3, 3}, 0.5, 14, 2, 10}, // four and one fill 13.5 mm; three and two, 10
		{[]float64{6, 1, 1, 1}, 0, 9, 2, 6},        // the tall one alone
		{[]float64{5, 5}, 0, 5, 2, 5},              // one a column already
		{[]float64{2, 2, 2, 2, 2, 2, 2}, 0, 8, 3, 6},
		{[]float64{1, 1, 1, 2, 1, 1}, 0, 9, 2, 4}, // a tall entry starts the second column: three and three
	} {
		got := Balance(len(tc.heights), func(i int) float64 { return tc.heights[i] }, tc.gap, tc.cols, tc.limit)
		if math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("Balance(%v, gap %g, %d columns, limit %g) = %g, want %g", tc.heights, tc.gap, tc.cols, tc.limit, got, tc.want)
		}
	}
}
