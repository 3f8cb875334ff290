package impose

import (
	"math"
	"testing"
)

// lineRect returns the distance between an axis-aligned segment and a
// rectangle; 0 means they touch.
func lineRect(ln Line, r Rect) float64 {
	x1, x2 := math.Min(ln.X1, ln.X2), math.Max(ln.X1, ln.X2)
	y1, y2 := math.Min(ln.Y1, ln.Y2), math.Max(ln.Y1, ln.Y2)
	dx := math.Max(0, math.Max(r.X-x2, x1-(r.X+r.W)))
	dy := math.Max(0, math.Max(r.Y-y2, y1-(r.Y+r.H)))
	return math.Hypot(dx, dy)
}

// onEdge reports whether v is within tol of one of the given edges.
func onEdge(v float64, edges []float64) bool {
	for _, e := range edges {
		if math.Abs(v-e) < tol {
			return true
		}
	}
	return false
}

func edges(l Layout) (xs, ys []float64) {
	for _, c := range l.Cards {
		xs = append(xs, c.X, c.X+c.W)
		ys = append(ys, c.Y, c.Y+c.H)
	}
	return xs, ys
}

func checkCropMarks(t *testing.T, name string, l Layout) {
	t.Helper()
	xs, ys := edges(l)
	marks := CropMarks(l)
	if len(marks) == 0 && (l.Margin > 0 || l.Gap > 0) {
		t.Errorf("CropMarks(%s) is empty", name)
	}
	for _, m := range marks {
		horizontal, vertical := m.Y1 == m.Y2, m.X1 == m.X2
		length := math.Hypot(m.X2-m.X1, m.Y2-m.Y1)
		switch {
		case horizontal == vertical:
			t.Errorf("CropMarks(%s) has %v, neither horizontal nor vertical", name, m)
		case horizontal && !onEdge(m.Y1, ys), vertical && !onEdge(m.X1, xs):
			t.Errorf("CropMarks(%s) has %v, not in line with a trim edge", name, m)
		case length < MarkMin-tol:
			t.Errorf("CropMarks(%s) has %v, %.3f mm long, want at least %v", name, m, length, MarkMin)
		}
		// A mark's round caps reach CapReach past its ends: they too stay
		// inside the printable area.
		if in := l.Printable().Grow(-CapReach); min(m.X1, m.X2) < in.X-tol || max(m.X1, m.X2) > in.X+in.W+tol ||
			min(m.Y1, m.Y2) < in.Y-tol || max(m.Y1, m.Y2) > in.Y+in.H+tol {
			t.Errorf("CropMarks(%s) has %v, whose caps leave the printable area %v", name, m, l.Printable())
		}
		for i := range l.Cards {
			if d := lineRect(m, l.BleedBox(i)); d < MarkClearance-tol {
				t.Errorf("CropMarks(%s) has %v, %.3f mm from card %d %v (with bleed)", name, m, d, i, l.BleedBox(i))
			}
		}
	}
}

func checkCutLines(t *testing.T, name string, l Layout) {
	t.Helper()
	xs, ys := edges(l)
	lines := CutLines(l)
	pr := l.Printable().Grow(-CapReach) // a line's round caps stay inside the printable area
	for _, ln := range lines {
		switch {
		case ln.Y1 == ln.Y2:
			if !onEdge(ln.Y1, ys) || ln.X1 != pr.X || ln.X2 != pr.X+pr.W {
				t.Errorf("CutLines(%s) has %v, want a trim edge across the printable area %v", name, ln, pr)
			}
		case ln.X1 == ln.X2:
			if !onEdge(ln.X1, xs) || ln.Y1 != pr.Y || ln.Y2 != pr.Y+pr.H {
				t.Errorf("CutLines(%s) has %v, want a trim edge down the printable area %v", name, ln, pr)
			}
		default:
			t.Errorf("CutLines(%s) has %v, neither horizontal nor vertical", name, ln)
		}
		for i, c := range l.Cards {
			if lineRect(ln, c.Grow(-tol)) == 0 {
				t.Errorf("CutLines(%s) has %v, through card %d %v", name, ln, i, c)
			}
		}
	}
	// Every trim edge lies on a cut line.
	for i, c := range l.Cards {
		for _, e := range []Line{
			{c.X, c.Y, c.X + c.W, c.Y}, {c.X, c.Y + c.H, c.X + c.W, c.Y + c.H},
			{c.X, c.Y, c.X, c.Y + c.H}, {c.X + c.W, c.Y, c.X + c.W, c.Y + c.H},
		} {
			if !covered(e, lines) {
				t.Errorf("CutLines(%s): no line along edge %v of card %d", name, e, i)
			}
		}
	}
	if l.Gap == 0 && l.Bleed == 0 {
		if want := l.Cols + 1 + l.Rows + 1; len(lines) != want {
			t.Errorf("CutLines(%s) = %d lines, want %d shared lines", name, len(lines), want)
		}
	} else if want := 2*l.Cols + 2*l.Rows; len(lines) != want {
		t.Errorf("CutLines(%s) = %d lines, want %d", name, len(lines), want)
	}
}

func covered(e Line, lines []Line) bool {
	for _, ln := range lines {
		if e.Y1 == e.Y2 && ln.Y1 == ln.Y2 && math.Abs(ln.Y1-e.Y1) < tol && ln.X1 <= e.X1+tol && ln.X2 >= e.X2-tol {
			return true
		}
		if e.X1 == e.X2 && ln.X1 == ln.X2 && math.Abs(ln.X1-e.X1) < tol && ln.Y1 <= e.Y1+tol && ln.Y2 >= e.Y2-tol {
			return true
		}
	}
	return false
}

// TestCropMarkCounts checks how many marks survive in three typical cases.
func TestCropMarkCounts(t *testing.T) {
	tests := []struct {
		paper Size
		opt   Options
		want  int
	}{
		// Cards touch: marks only around the block, two per grid line end.
		{a4, Options{Margin: 5}, 2*(4+1) + 2*(2+1)},
		// A 12 mm gap holds two whole marks end to end: 8 per card.
		{a4, Options{Gap: 12}, 8 * 6},
		// With 3 mm bleed and a 2 mm gap no mark fits between cards.
		{a4, Options{Margin: 5, Gap: 2, Bleed: 3}, 2*(2*2) + 2*(2*2)},
	}
	for _, tt := range tests {
		card := Size{69, 94}
		name := call(tt.paper, card, tt.opt)
		l, err := Impose(tt.paper, card, tt.opt)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := CropMarks(l); len(got) != tt.want {
			t.Errorf("CropMarks(%s) = %d marks, want %d: %v", name, len(got), tt.want, got)
		}
	}
}

// TestCropMarksMerge checks that marks from two cards meeting in a gutter
// become one line.
func TestCropMarksMerge(t *testing.T) {
	opt := Options{Margin: 5, Gap: 6, Orientation: Portrait}
	card := Size{69, 94}
	l, err := Impose(a4, card, opt)
	if err != nil {
		t.Fatal(err)
	}
	// Card 0's bottom-left vertical mark runs down from 1 mm below it and
	// card 2's top-left mark up from 1 mm above it; in a 6 mm gutter each
	// stops 0.25 mm short of the other card, so both cover the same span.
	c0, c2 := l.Cards[0], l.Cards[2]
	want := Line{c0.X, c0.Y + c0.H + MarkOffset, c0.X, c2.Y - MarkOffset}
	n := 0
	for _, m := range CropMarks(l) {
		if m.X1 == m.X2 && m.X1 == c0.X && m.Y1 > c0.Y+c0.H && m.Y2 < c2.Y {
			n++
			if math.Abs(m.Y1-want.Y1) > tol || math.Abs(m.Y2-want.Y2) > tol {
				t.Errorf("CropMarks(%s) gutter mark = %v, want %v", call(a4, card, opt), m, want)
			}
		}
	}
	if n != 1 {
		t.Errorf("CropMarks(%s) has %d marks in the gutter below card 0's left edge, want 1", call(a4, card, opt), n)
	}
}
