package layout_test

import (
	"math"
	"testing"

	"github.com/crewcard/crewcard/layout"
)

// TestTrackClosesGaps: a row of pencil boxes too narrow for its gaps of
// 0.3 box closes them, down to 0.18 box, before its boxes shrink (issue
// 31: the kill boxes beside a grown code keep 5 mm); narrower still, its
// boxes shrink with gaps of 0.18 box.
func TestTrackClosesGaps(t *testing.T) {
	tests := []struct {
		w, side, gap float64 // the track's width; the boxes' side and gap it draws
	}{
		{28.2, 5, 1.5},                    // room to spare: 0.3 box
		{22.7, 5, 0.9},                    // gaps closed to 0.18 box
		{21, 21 / 4.54, 21 / 4.54 * 0.18}, // boxes shrink
	}
	for _, tc := range tests {
		tp := &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
			{Kind: layout.KindTrack, Bind: "kills", X: 9.3, Y: 77.6, W: tc.w, H: 5, Tick: 5, VAlign: "top"},
		}}
		pages, err := layout.Plan(tp, layout.View{Marks: map[string]int{"kills": 4}}, layout.Options{Fonts: testFonts(t)})
		if err != nil {
			t.Fatal(err)
		}
		var boxes []layout.Op
		for _, op := range pages[0].Ops {
			if op.Kind == layout.OpRect {
				boxes = append(boxes, op)
			}
		}
		if len(boxes) != 4 {
			t.Fatalf("a %.1f mm track draws %d boxes, want 4", tc.w, len(boxes))
		}
		side, gap := boxes[0].W, boxes[1].X-boxes[0].X-boxes[0].W
		if math.Abs(side-tc.side) > 1e-6 || math.Abs(gap-tc.gap) > 1e-6 || boxes[3].X+boxes[3].W > 9.3+tc.w+1e-6 {
			t.Errorf("a %.1f mm track: boxes of %.3f mm, %.3f mm apart, the last ending at %.2f mm; want %.3f mm, %.3f mm apart, inside it", tc.w, side, gap, boxes[3].X+boxes[3].W, tc.side, tc.gap)
		}
	}
}
