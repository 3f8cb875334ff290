package scale

import (
	"math"
	"testing"

	"github.com/crewcard/crewcard/layout"
)

// TestScaleLeavesContinuationWidgets: a widget drawn only on continuation
// cards, which carry no QR code, keeps its box when the code keeps its size
// on a smaller card; a widget of the first card gives way.
func TestScaleLeavesContinuationWidgets(t *testing.T) {
	tpl := &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindList, Bind: "more", X: 3.5, Y: 17, W: 62, H: 73, Size: 6.5, Min: 6, Continued: true},
		{Kind: layout.KindList, Bind: "first", X: 3.5, Y: 64, W: 62, H: 20, Size: 6.5, Min: 6},
		{Kind: layout.KindQR, X: 39, Y: 63.4, W: 26.5, H: 26.5},
	}}
	s := To(tpl, 57, 89)
	more, first, qr := s.Widgets[0], s.Widgets[1], s.Widgets[2]
	if more.Rect().Overlaps(qr.Rect()) == false || more.W < 49 {
		t.Errorf("the continuation list %+v gave way to the QR code %+v", more.Rect(), qr.Rect())
	}
	if first.Rect().Overlaps(qr.Rect()) {
		t.Errorf("the first card's list %+v overlaps the QR code %+v", first.Rect(), qr.Rect())
	}
}

// TestScaleKeepsQRSize: a QR code keeps its size on a smaller card, and
// the list beside it gives way, inside the safe zone.
func TestScaleKeepsQRSize(t *testing.T) {
	tpl := &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3, Widgets: []layout.Widget{
		{Kind: layout.KindList, Bind: "l", X: 3, Y: 64, W: 39, H: 20, Size: 7, Min: 6},
		{Kind: layout.KindQR, X: 43, Y: 63, W: 23, H: 23},
	}}
	s := To(tpl, 57, 89)
	q, l := s.Widgets[1], s.Widgets[0]
	if q.W != 23 || q.H != 23 {
		t.Errorf("scaled QR box = %.1f × %.1f mm, want 23 × 23", q.W, q.H)
	}
	if l.Rect().Overlaps(q.Rect()) {
		t.Errorf("list %+v overlaps the QR %+v", l.Rect(), q.Rect())
	}
	if right := q.X + q.W; right > 57-3+1e-9 {
		t.Errorf("QR ends at %.2f mm, past the safe zone", right)
	}
}

// TestScaleKeepsQRCentred: a code drawn in the centre of its box (a
// back's 40 mm code under its rules) keeps its size on a 57 mm card and
// stays centred on it, its bottom where its box's is; the rules above it
// end above it.
func TestScaleKeepsQRCentred(t *testing.T) {
	s := To(codeBack(), 57, 89)
	rules, q := s.Widgets[0], s.Widgets[2]
	if q.W != 40 || math.Abs(q.X+q.W/2-28.5) > 1e-9 {
		t.Errorf("the code's box = %+v, want 40 mm centred on 28.5 mm", q.Rect())
	}
	if rules.Y+rules.H >= q.Y {
		t.Errorf("the rules %+v run into the code %+v", rules.Rect(), q.Rect())
	}
}

// TestScaleListKeepsSize: on a smaller card a list keeps its template's
// size for what one card holds, and runs over at that size scaled with
// the card (RunMax); other type scales down to its floor.
func TestScaleListKeepsSize(t *testing.T) {
	tpl := &layout.Template{Name: "t", Width: 69, Height: 94, Safe: 3.5, Widgets: []layout.Widget{
		{Kind: layout.KindList, Bind: "text", X: 3.5, Y: 13, W: 62, H: 73, Size: 7, Min: 5.5},
		{Kind: layout.KindText, Bind: "name", X: 3.5, Y: 4, W: 62, H: 6, Size: 10, Min: 8},
	}}
	c := To(tpl, 57, 89)
	list, name := c.Widgets[0], c.Widgets[1]
	if run := 7 * 57.0 / 69; list.Size != 7 || list.RunMax != run {
		t.Errorf("the list: size %g, runs over at %g; want 7 and %g (7 pt scaled by 57/69)", list.Size, list.RunMax, run)
	}
	if got := c.RunSizes("text"); len(got) == 0 || got[0] > list.RunMax {
		t.Errorf("RunSizes = %v, want sizes up to %g pt", got, list.RunMax)
	}
	if want := 10 * 57.0 / 69; name.Size != want {
		t.Errorf("the text: size %g, want %g", name.Size, want)
	}
}
