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
