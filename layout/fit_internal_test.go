package layout

import (
	"os"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/font"
)

func internalFonts(t *testing.T) *font.Set {
	t.Helper()
	read := func(f string) []byte {
		for _, d := range []string{"../fonts/", "/usr/share/fonts/truetype/roboto/unhinted/"} {
			if b, err := os.ReadFile(d + f); err == nil {
				return b
			}
		}
		t.Skipf("font %s not found", f)
		return nil
	}
	fs, err := font.NewSet(read("RobotoCondensed-Regular.ttf"), read("RobotoCondensed-Bold.ttf"))
	if err != nil {
		t.Fatal(err)
	}
	return fs
}

// TestFitText walks the three stages: a text that fits at full size, one
// that shrinks, one that wraps, and one that cannot fit at all.
func TestFitText(t *testing.T) {
	f := internalFonts(t).Regular
	long := "Once per game, re-roll one failed Skill test for this tank"
	tests := []struct {
		name     string
		text     string
		w, h     float64
		ok       bool
		size     float64 // want set size, pt
		lines    int
		unbroken bool // every word kept whole
	}{
		{"fits", "Tiger", 30, 5, true, 10, 1, true},
		{"shrinks", "Cobra King", f.Width("Cobra King", 10) * 0.8, 5, true, 8, 1, true},
		{"wraps", long, 30, 12, true, 9.75, 0, true},
		{"wraps at floor", long, 22, 7.4, true, 6, 0, true},
		{"too long", long, 10, 3, false, 0, 0, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := fitText(f, tc.text, tc.w, tc.h, 10, 6)
			if ok != tc.ok {
				t.Fatalf("fitText ok = %v, want %v", ok, tc.ok)
			}
			if !ok {
				return
			}
			if got.Size != tc.size && !(tc.name == "shrinks" && got.Size < 10 && got.Size >= 6) {
				t.Errorf("size = %v, want %v", got.Size, tc.size)
			}
			if tc.lines > 0 && len(got.Lines) != tc.lines {
				t.Errorf("lines = %q, want %d line(s)", got.Lines, tc.lines)
			}
			if tc.lines == 0 && len(got.Lines) < 2 {
				t.Errorf("lines = %q, want it wrapped", got.Lines)
			}
			if strings.Join(got.Lines, " ") != tc.text {
				t.Errorf("lines %q lose or break words of %q", got.Lines, tc.text)
			}
			for _, l := range got.Lines {
				if w := f.Width(l, got.Size); w > tc.w {
					t.Errorf("line %q is %.2f mm wide, box %.2f mm", l, w, tc.w)
				}
			}
			if h := float64(len(got.Lines)) * LineHeight(got.Size); len(got.Lines) > 1 && h > tc.h {
				t.Errorf("%d lines are %.2f mm tall, box %.2f mm", len(got.Lines), h, tc.h)
			}
		})
	}
}

// TestListContinues checks that a list shrinks to its floor first and only
// then continues onto another card, keeping every item exactly once.
func TestListContinues(t *testing.T) {
	fs := internalFonts(t)
	tp := &Template{Name: "back", Width: 69, Height: 94, Safe: 3, Widgets: []Widget{
		{Kind: KindText, Bind: "title", X: 3, Y: 3, W: 63, H: 6, Size: 9, Repeat: true},
		{Kind: KindList, Bind: "items", X: 3, Y: 10, W: 63, H: 40, Size: 8, Min: 6},
	}}
	body := "Once per game, re-roll one failed Skill test for this tank; the second roll stands."
	for _, tc := range []struct {
		items   int
		pages   int
		minSize float64 // largest size used on page 1 must be ≤ this
		maxSize float64
	}{
		{1, 1, 8, 8},    // fits at full size
		{7, 1, 7.75, 6}, // shrinks, still one card
		{40, 0, 6, 6},   // shrinks to the floor and continues
	} {
		var items []Item
		for i := 0; i < tc.items; i++ {
			items = append(items, Item{Title: "Skill " + string(rune('A'+i%26)), Body: body})
		}
		v := View{Text: map[string]string{"title": "T"}, Lists: map[string][]Item{"items": items}}
		pages, err := Plan(tp, v, Options{Fonts: fs})
		if err != nil {
			t.Fatal(err)
		}
		if tc.pages > 0 && len(pages) != tc.pages {
			t.Errorf("%d items: %d pages, want %d", tc.items, len(pages), tc.pages)
		}
		if tc.pages == 0 && len(pages) < 2 {
			t.Errorf("%d items: %d pages, want a continuation", tc.items, len(pages))
		}
		titles := 0
		for _, p := range pages {
			if p.Parts != len(pages) {
				t.Errorf("page %d: Parts = %d, want %d", p.Part, p.Parts, len(pages))
			}
			sawTitle := false
			for _, op := range p.Ops {
				if op.Kind != OpText {
					continue
				}
				if op.Text == "T" {
					sawTitle = true
					continue
				}
				if op.Font == "bold" {
					titles++
				}
				if p.Part == 1 && (op.Size > tc.minSize || op.Size < tc.maxSize) {
					t.Errorf("%d items: page 1 text at %v pt, want %v…%v", tc.items, op.Size, tc.maxSize, tc.minSize)
				}
				if op.Y > 50 || op.Y < 10 {
					t.Errorf("%d items: %q at y %.2f leaves the list box", tc.items, op.Text, op.Y)
				}
			}
			if !sawTitle {
				t.Errorf("page %d lacks the repeated title", p.Part)
			}
		}
		if titles != tc.items {
			t.Errorf("%d items: %d titles drawn, want each once", tc.items, titles)
		}
	}
}

// TestTextTooLong checks that a text slot that cannot fit is an error.
func TestTextTooLong(t *testing.T) {
	tp := &Template{Name: "t", Width: 69, Height: 94, Widgets: []Widget{
		{Kind: KindText, Bind: "name", X: 3, Y: 3, W: 20, H: 3, Size: 10, Min: 7},
	}}
	v := View{Text: map[string]string{"name": strings.Repeat("Panzerkampfwagen ", 6)}}
	_, err := Plan(tp, v, Options{Fonts: internalFonts(t)})
	if _, ok := errorsAs[*FitError](err); !ok {
		t.Fatalf("Plan = %v, want a FitError", err)
	}
}

func errorsAs[T error](err error) (T, bool) {
	var zero T
	for err != nil {
		if e, ok := err.(T); ok {
			return e, true
		}
		u, ok := err.(interface{ Unwrap() error })
		if !ok {
			return zero, false
		}
		err = u.Unwrap()
	}
	return zero, false
}
