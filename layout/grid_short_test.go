package layout_test

import (
	"math"
	"testing"

	"github.com/crewcard/crewcard/layout"
)

// TestGridShortLabelAndNumW: a row's short label prints where its label
// does not fit the label column at the grid's smallest size, and num_w
// sets the width of a numbered cell's number, the tick box after it.
func TestGridShortLabelAndNumW(t *testing.T) {
	fs := testFonts(t)
	row := layout.Row{Label: "Commander", Short: "Cdr.", Cells: []string{"One", "Two", "Three", "Four", "Five", "Six"}}
	v := layout.View{Grids: map[string][]layout.Row{"g": {row}}}
	for _, c := range []struct {
		labelW, numW float64
		want         string
	}{
		{12, 0, "Commander"},
		{6.8, 1.3, "Cdr."},
	} {
		tp := &layout.Template{Name: "t", Width: 57, Height: 88, Safe: 3.5, Widgets: []layout.Widget{{
			Kind: layout.KindGrid, Bind: "g", X: 3.5, Y: 10, W: 50, H: 8, Size: 6.5, Min: 5.5,
			Cols: 3, Cells: 6, LabelW: c.labelW, NumW: c.numW, Tick: 2.5, Numbered: true}}}
		pages, err := layout.Plan(tp, v, layout.Options{Fonts: fs})
		if err != nil {
			t.Fatal(err)
		}
		label, tick := "", math.Inf(1)
		for _, op := range pages[0].Ops {
			if op.Kind == layout.OpText && op.Font == "bold" && op.X < 4 {
				label = op.Text
			}
			if op.Kind == layout.OpRect && op.W == 2.5 {
				tick = math.Min(tick, op.X)
			}
		}
		if label != c.want {
			t.Errorf("label_w %g: label %q, want %q", c.labelW, label, c.want)
		}
		numW := c.numW
		if numW == 0 {
			numW = 1.6
		}
		if want := 3.5 + c.labelW + numW; math.Abs(tick-want) > 1e-9 {
			t.Errorf("num_w %g: first tick box at x %.2f, want %.2f", c.numW, tick, want)
		}
	}
}
