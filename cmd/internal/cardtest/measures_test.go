package cardtest

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
)

// TestMeasureQuietZone: a code's symbol keeps 3.5 mm from the trim, while
// its quiet zone, white, may reach past that line as long as it stays
// inside the frame's line, rounded corners included (issue 31, item 6).
func TestMeasureQuietZone(t *testing.T) {
	black, white := 0.0, 1.0
	frame := layout.Op{Kind: layout.OpRect, X: 2, Y: 2, W: 65, H: 90, Stroke: &black, LineW: 0.35, Radius: 2.4}
	code := func(right, bottom, side float64) layout.Op {
		return layout.Op{Kind: layout.OpQR, X: right - side, Y: bottom - side, W: side, H: side, Module: side / 45, Fill: &white}
	}
	tests := []struct {
		name string
		qr   layout.Op
		want string // a fault Measure reports, "" for none
	}{
		{"inside the safe zone", code(65.5, 89.9, 26.5), ""},
		{"its quiet zone past the safe line, inside the frame", code(65.9, 91.3, 28.1), ""},
		{"its quiet zone across the frame's corner", code(66.6, 91.6, 28.1), "the QR code's quiet zone reaches the outline at 2.00,2.00 that holds it"},
		{"its quiet zone across the frame's side", code(66.9, 80, 26.5), "the QR code's quiet zone reaches the outline"},
		{"its symbol within the trim air", code(27, 30.5, 26.5), "the QR code's symbol is within 3.5 mm of the trim"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pg := layout.Page{W: 69, H: 94, Ops: []layout.Op{frame, tc.qr}}
			got := strings.Join(Measure(pg, nil), "\n")
			if tc.want == "" && got != "" || !strings.Contains(got, tc.want) {
				t.Errorf("Measure reports %q, want %q", got, tc.want)
			}
		})
	}
}
