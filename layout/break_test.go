package layout

import "testing"

func TestBreakWord(t *testing.T) {
	fs := internalFonts(t)
	f := fs.Bold
	tests := []struct {
		word string
		w    float64 // mm
		want string
	}{
		{"Multi-Purpose", f.Width("Multi-Purpose", 6) - 0.5, "Multi-"},
		{"Camouflage", f.Width("Camou-", 6)*Slack + 0.01, "Camou-"},
		{"WW", 0.1, "W"},
	}
	for _, tt := range tests {
		head, n := BreakWord(f, tt.word, 6, tt.w)
		if head != tt.want {
			t.Errorf("BreakWord(%q, %.2f mm) = %q, want %q", tt.word, tt.w, head, tt.want)
		}
		if rest := tt.word[n:]; head+rest != tt.word && head[:len(head)-1]+rest != tt.word {
			t.Errorf("BreakWord(%q) covers %d bytes: %q + %q loses text", tt.word, n, head, rest)
		}
	}
}

func TestScaleKeepsQRSize(t *testing.T) {
	tpl := &Template{Name: "t", Width: 69, Height: 94, Safe: 3, Widgets: []Widget{
		{Kind: KindList, Bind: "l", X: 3, Y: 64, W: 39, H: 20, Size: 7, Min: 6},
		{Kind: KindQR, X: 43, Y: 63, W: 23, H: 23},
	}}
	s := tpl.Scale(57, 89)
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
