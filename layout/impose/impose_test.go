package impose

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

const tol = 1e-6 // mm

var (
	a4     = Size{210, 297}
	letter = Size{215.9, 279.4}
)

func paperName(p Size) string {
	switch p {
	case a4:
		return "A4"
	case letter:
		return "Letter"
	}
	return p.String()
}

// call formats an Impose call for failure messages.
func call(paper, card Size, opt Options) string {
	s := fmt.Sprintf("Impose(%s, %s, margin %s", paperName(paper), card, FormatMM(opt.Margin))
	if opt.Gap != 0 {
		s += ", gap " + FormatMM(opt.Gap)
	}
	if opt.Bleed != 0 {
		s += ", bleed " + FormatMM(opt.Bleed)
	}
	if opt.Orientation != Auto {
		s += ", " + opt.Orientation.String()
	}
	return s + ")"
}

// TestImposeCounts pins the counts for every card preset at the default
// margin, the README's 8 crew cards on A4 and 6 on Letter among them.
func TestImposeCounts(t *testing.T) {
	tests := []struct {
		paper      Size
		card       string
		cols, rows int
		landscape  bool
	}{
		{a4, "crew", 4, 2, true},
		{a4, "poker", 3, 3, false},
		{a4, "mtg", 3, 3, false},
		{a4, "57x89", 5, 2, true},
		{letter, "crew", 3, 2, true},
		{letter, "poker", 3, 3, false},
		{letter, "mtg", 3, 3, false},
		{letter, "57x89", 3, 3, false},
	}
	for _, tt := range tests {
		card, err := ParseCardSize(tt.card)
		if err != nil {
			t.Fatal(err)
		}
		opt := DefaultOptions()
		name := call(tt.paper, card, opt)
		t.Run(name, func(t *testing.T) {
			l, err := Impose(tt.paper, card, opt)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if want := tt.cols * tt.rows; l.N() != want {
				t.Errorf("%s = %d cards, want %d", name, l.N(), want)
			}
			if l.Cols != tt.cols || l.Rows != tt.rows || l.Landscape != tt.landscape {
				t.Errorf("%s = %d×%d landscape %v, want %d×%d landscape %v",
					name, l.Cols, l.Rows, l.Landscape, tt.cols, tt.rows, tt.landscape)
			}
		})
	}
}

// TestImposeExact checks one layout by hand: A4 portrait, 2×3 crew cards,
// centred in the 200×287 mm printable area.
func TestImposeExact(t *testing.T) {
	opt := Options{Margin: 5, Orientation: Portrait}
	l, err := Impose(a4, Size{69, 94}, opt)
	if err != nil {
		t.Fatal(err)
	}
	want := []Rect{
		{36, 7.5, 69, 94}, {105, 7.5, 69, 94},
		{36, 101.5, 69, 94}, {105, 101.5, 69, 94},
		{36, 195.5, 69, 94}, {105, 195.5, 69, 94},
	}
	if fmt.Sprint(l.Cards) != fmt.Sprint(want) || l.Sheet != a4 {
		t.Errorf("%s = %v on %v, want %v on %v", call(a4, Size{69, 94}, opt), l.Cards, l.Sheet, want, a4)
	}
	// Long-edge backs swap the two columns.
	wantBacks := []Rect{want[1], want[0], want[3], want[2], want[5], want[4]}
	if got := Backs(l, LongEdge); fmt.Sprint(got) != fmt.Sprint(wantBacks) {
		t.Errorf("Backs(%s, long) = %v, want %v", call(a4, Size{69, 94}, opt), got, wantBacks)
	}
	// Short-edge backs swap the first and last rows.
	wantBacks = []Rect{want[4], want[5], want[2], want[3], want[0], want[1]}
	if got := Backs(l, ShortEdge); fmt.Sprint(got) != fmt.Sprint(wantBacks) {
		t.Errorf("Backs(%s, short) = %v, want %v", call(a4, Size{69, 94}, opt), got, wantBacks)
	}
}

// TestImposeGrid checks every combination of paper, orientation, card preset,
// margin, gap and bleed for the properties a cutter relies on.
func TestImposeGrid(t *testing.T) {
	for _, paper := range []Size{a4, letter} {
		for _, o := range []Orientation{Auto, Portrait, Landscape} {
			for _, p := range Cards {
				for _, margin := range []float64{0, 5, 10} {
					for _, gap := range []float64{0, 2} {
						for _, bleed := range []float64{0, 3} {
							opt := Options{Margin: margin, Gap: gap, Bleed: bleed, Orientation: o, Room: MarkRoom}
							name := call(paper, p.Size, opt)
							t.Run(name, func(t *testing.T) {
								l, err := Impose(paper, p.Size, opt)
								if err != nil {
									t.Fatalf("%s: %v", name, err)
								}
								checkLayout(t, name, paper, p.Size, opt, l)
								checkBacks(t, name, l)
								checkCropMarks(t, name, l)
								checkCutLines(t, name, l)
							})
						}
					}
				}
			}
		}
	}
}

func checkLayout(t *testing.T, name string, paper, card Size, opt Options, l Layout) {
	t.Helper()
	if l.N() != l.Cols*l.Rows || l.N() == 0 {
		t.Fatalf("%s = %d cards in %d×%d", name, l.N(), l.Cols, l.Rows)
	}
	switch opt.Orientation {
	case Portrait:
		if l.Sheet != paper.Portrait() || l.Landscape {
			t.Errorf("%s sheet = %v landscape %v, want portrait %v", name, l.Sheet, l.Landscape, paper.Portrait())
		}
	case Landscape:
		if l.Sheet != paper.Landscape() || !l.Landscape {
			t.Errorf("%s sheet = %v landscape %v, want landscape %v", name, l.Sheet, l.Landscape, paper.Landscape())
		}
	case Auto:
		lp, _ := Impose(paper, card, Options{Margin: opt.Margin, Gap: opt.Gap, Bleed: opt.Bleed, Room: opt.Room, Orientation: Portrait})
		ll, _ := Impose(paper, card, Options{Margin: opt.Margin, Gap: opt.Gap, Bleed: opt.Bleed, Room: opt.Room, Orientation: Landscape})
		want := lp
		if ll.N() > lp.N() {
			want = ll
		}
		if l.N() != want.N() || l.Landscape != want.Landscape {
			t.Errorf("%s = %d cards landscape %v, want %d landscape %v (portrait %d, landscape %d)",
				name, l.N(), l.Landscape, want.N(), want.Landscape, lp.N(), ll.N())
		}
	}
	pr := l.Printable().Grow(-opt.Room) // the room around the cards stays clear
	for i, c := range l.Cards {
		if c.W != card.W || c.H != card.H {
			t.Errorf("%s card %d is %vx%v, want %v", name, i, c.W, c.H, card)
		}
		b := l.BleedBox(i)
		if b.X < pr.X-tol || b.Y < pr.Y-tol || b.X+b.W > pr.X+pr.W+tol || b.Y+b.H > pr.Y+pr.H+tol {
			t.Errorf("%s card %d with bleed %v crosses the printable area %v", name, i, b, pr)
		}
		for j := 0; j < i; j++ {
			if gap := separation(b, l.BleedBox(j)); gap < opt.Gap-tol {
				t.Errorf("%s cards %d and %d (with bleed) are %.3f mm apart, want at least %v", name, j, i, gap, opt.Gap)
			}
		}
		// Row-major from the top-left.
		r, col := i/l.Cols, i%l.Cols
		if col > 0 && !(c.X > l.Cards[i-1].X && c.Y == l.Cards[i-1].Y) {
			t.Errorf("%s card %d %v is not right of card %d %v", name, i, c, i-1, l.Cards[i-1])
		}
		if r > 0 && !(c.Y > l.Cards[i-l.Cols].Y && c.X == l.Cards[i-l.Cols].X) {
			t.Errorf("%s card %d %v is not below card %d %v", name, i, c, i-l.Cols, l.Cards[i-l.Cols])
		}
	}
	// Centred: equal space on either side of the bleed boxes.
	first, last := l.BleedBox(0), l.BleedBox(l.N()-1)
	left, right := first.X-pr.X, pr.X+pr.W-(last.X+last.W)
	top, bottom := first.Y-pr.Y, pr.Y+pr.H-(last.Y+last.H)
	if math.Abs(left-right) > tol || math.Abs(top-bottom) > tol {
		t.Errorf("%s is off centre: left %.3f right %.3f top %.3f bottom %.3f", name, left, right, top, bottom)
	}
	// Maximal: one more column or row would not fit.
	if left+right+tol >= card.W+2*opt.Bleed+opt.Gap {
		t.Errorf("%s leaves %.3f mm across, room for another column", name, left+right)
	}
	if top+bottom+tol >= card.H+2*opt.Bleed+opt.Gap {
		t.Errorf("%s leaves %.3f mm down, room for another row", name, top+bottom)
	}
}

// separation returns the distance between two rectangles, or minus the
// depth of their overlap.
func separation(a, b Rect) float64 {
	dx := math.Max(b.X-(a.X+a.W), a.X-(b.X+b.W))
	dy := math.Max(b.Y-(a.Y+a.H), a.Y-(b.Y+b.H))
	if dx < 0 && dy < 0 {
		return math.Max(dx, dy)
	}
	return math.Hypot(math.Max(dx, 0), math.Max(dy, 0))
}

// checkBacks turns the sheet over physically: about a line parallel to its
// long side for LongEdge, its short side for ShortEdge.
func checkBacks(t *testing.T, name string, l Layout) {
	t.Helper()
	longSideVertical := l.Sheet.H > l.Sheet.W
	for _, flip := range []Flip{LongEdge, ShortEdge} {
		backs := Backs(l, flip)
		if len(backs) != l.N() {
			t.Fatalf("Backs(%s, %v) = %d rects, want %d", name, flip, len(backs), l.N())
		}
		axisVertical := (flip == LongEdge) == longSideVertical
		for i, f := range l.Cards {
			b := backs[i]
			// Where the back's centre lands on the front after turning over.
			cx, cy := b.X+b.W/2, b.Y+b.H/2
			if axisVertical {
				cx = l.Sheet.W - cx
			} else {
				cy = l.Sheet.H - cy
			}
			if math.Abs(cx-(f.X+f.W/2)) > tol || math.Abs(cy-(f.Y+f.H/2)) > tol || b.W != f.W || b.H != f.H {
				t.Errorf("Backs(%s, %v)[%d] = %v, not behind front %v", name, flip, i, b, f)
			}
			// The mirrored grid lands on the front's own slots.
			if !hasRect(l.Cards, b) {
				t.Errorf("Backs(%s, %v)[%d] = %v is not a slot of the grid", name, flip, i, b)
			}
		}
		moved := Offset(backs, 0.5, -1.25)
		for i := range backs {
			if want := (Rect{backs[i].X + 0.5, backs[i].Y - 1.25, backs[i].W, backs[i].H}); moved[i] != want {
				t.Errorf("Offset(backs, 0.5, -1.25)[%d] = %v, want %v", i, moved[i], want)
			}
		}
	}
}

func hasRect(rs []Rect, r Rect) bool {
	for _, q := range rs {
		if math.Abs(q.X-r.X) < tol && math.Abs(q.Y-r.Y) < tol && q.W == r.W && q.H == r.H {
			return true
		}
	}
	return false
}

func TestImposeErrors(t *testing.T) {
	tests := []struct {
		paper, card Size
		opt         Options
		want        string
	}{
		{a4, Size{200, 300}, DefaultOptions(), `impose: a 200x300 mm card does not fit on a 210x297 mm sheet inside a 5 mm margin`},
		{a4, Size{69, 94}, Options{Margin: 70, Bleed: 3}, `impose: a 69x94 mm card with 3 mm bleed does not fit on a 210x297 mm sheet inside a 70 mm margin`},
		{a4, Size{69, 94}, Options{Margin: 5, Orientation: Portrait, Bleed: 70}, `impose: a 69x94 mm card with 70 mm bleed does not fit on a 210x297 mm sheet inside a 5 mm margin`},
		{a4, Size{0, 94}, DefaultOptions(), `impose: card width 0 mm must be positive`},
		{Size{210, math.NaN()}, Size{69, 94}, DefaultOptions(), `impose: paper height NaN mm must be positive`},
		{a4, Size{69, 94}, Options{Margin: -1}, `impose: margin -1 mm must not be negative`},
		{a4, Size{69, 94}, Options{Gap: math.Inf(1)}, `impose: gap +Inf mm must not be negative`},
		{a4, Size{69, 94}, Options{Orientation: 7}, `impose: unknown orientation 7`},
	}
	for _, tt := range tests {
		name := call(tt.paper, tt.card, tt.opt)
		t.Run(name, func(t *testing.T) {
			l, err := Impose(tt.paper, tt.card, tt.opt)
			if err == nil {
				t.Fatalf("%s = %d cards, want error %q", name, l.N(), tt.want)
			}
			if err.Error() != tt.want {
				t.Errorf("%s: error\n%s\nwant\n%s", name, err, tt.want)
			}
		})
	}
}

// TestImposeTight fits cards exactly, where rounding must not lose one.
func TestImposeTight(t *testing.T) {
	card := Size{63.5, 88.9}
	paper := Size{3 * 63.5, 3 * 88.9}
	opt := Options{Orientation: Portrait}
	l, err := Impose(paper, card, opt)
	if err != nil || l.N() != 9 {
		t.Errorf("%s = %d cards, %v; want 9", call(paper, card, opt), l.N(), err)
	}
}

func TestParseOrientationFlip(t *testing.T) {
	for _, o := range []Orientation{Auto, Portrait, Landscape} {
		if got, err := ParseOrientation(strings.ToUpper(o.String())); got != o || err != nil {
			t.Errorf("ParseOrientation(%q) = %v, %v; want %v", strings.ToUpper(o.String()), got, err, o)
		}
	}
	if _, err := ParseOrientation("sideways"); err == nil || err.Error() != `orientation "sideways": want auto, portrait or landscape` {
		t.Errorf("ParseOrientation(%q) error = %v", "sideways", err)
	}
	for in, want := range map[string]Flip{"long": LongEdge, "Long-Edge": LongEdge, "short": ShortEdge, "short-edge": ShortEdge} {
		if got, err := ParseFlip(in); got != want || err != nil {
			t.Errorf("ParseFlip(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if _, err := ParseFlip("tumble"); err == nil || err.Error() != `flip "tumble": want long or short` {
		t.Errorf("ParseFlip(%q) error = %v", "tumble", err)
	}
}
