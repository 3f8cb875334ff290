package wrap

import (
	"slices"
	"testing"

	"github.com/crewcard/crewcard/fonts"
	"github.com/crewcard/crewcard/layout/font"
)

// testFonts returns the card fonts.
func testFonts(t *testing.T) *font.Set {
	t.Helper()
	fs, err := font.NewSet(fonts.Regular, fonts.Bold)
	if err != nil {
		t.Fatal(err)
	}
	return fs
}

func TestBreakWord(t *testing.T) {
	fs := testFonts(t)
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

// TestKeepsWithNext: the quick test before the pattern turns away no word
// that the pattern matches.
func TestKeepsWithNext(t *testing.T) {
	for _, w := range []string{"1", "12", "123", "1234", "−1", "+2", "-30", "1–3", "10-12", "p.", "(p.", "pp.", "(p", "p", "1.",
		"a1", "x.", "−", "+", "(1)", "1–", "D6", "2D3,", "p.38", "or", "·", "-", "−1:", "0–2."} {
		if got, want := keepsWithNext(w), keepWithNext.MatchString(w); got != want {
			t.Errorf("keepsWithNext(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestUnits: wrapping keeps a number with the word after it, a "·" with
// the word before it and a rank with the name after it.
func TestUnits(t *testing.T) {
	for in, want := range map[string][]string{
		"Sdt. Lefèvre (commander) · Sgt. Ravel (driver)": {"Sdt. Lefèvre", "(commander) ·", "Sgt. Ravel", "(driver)"},
		"Obgfr. Müller (gunner)":                         {"Obgfr. Müller", "(gunner)"},
		"roll 2D3, keep 1 or 2":                          {"roll", "2D3,", "keep", "1 or 2"},
		"Veteran): 1–3 of 3 survive.":                    {"Veteran):", "1–3 of 3 survive."},
		"the vehicle. Not if":                            {"the", "vehicle.", "Not", "if"},
		"Radio operator · Driver. 5 crewmen":             {"Radio", "operator ·", "Driver.", "5 crewmen"},
		"Maj. Dunn · Pvt. 2":                             {"Maj. Dunn ·", "Pvt.", "2"},
		"Gefr. Lutz · Pte. Jones":                        {"Gefr. Lutz ·", "Pte. Jones"},
		"› bombardment":                                  {"› bombardment"},
		"• Front: what it needs":                         {"• Front:", "what", "it", "needs"},
		"a › b":                                          {"a", "› b"},
	} {
		if got := Units(in); !slices.Equal(got, want) {
			t.Errorf("Units(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestUnitsNoBreakSpace: a no-break space joins the words either side of
// it into one unit, which a space does not.
func TestUnitsNoBreakSpace(t *testing.T) {
	got := Units("84\" · 1\u00a0shot · Pen\u00a0+7 · Massive Damage\u00a0−1")
	want := []string{"84\" ·", "1\u00a0shot ·", "Pen\u00a0+7 ·", "Massive", "Damage\u00a0−1"}
	if !slices.Equal(got, want) {
		t.Errorf("Units = %q, want %q", got, want)
	}
}

// TestWhole checks that a phrase made whole is one unit of the wrap.
func TestWhole(t *testing.T) {
	if got := Units("Special rules: " + Whole("Medical Vehicle") + ", Recce"); !slices.Equal(got, []string{"Special", "rules:", "Medical\u00a0Vehicle,", "Recce"}) {
		t.Errorf("Units = %q, want the phrase as one unit", got)
	}
}

// TestWholeWiderThanLine checks that a phrase made whole that no line
// holds breaks between its words, as a glued unit does, not inside one.
func TestWholeWiderThanLine(t *testing.T) {
	f := testFonts(t).Regular
	phrase := Whole("After Massive Damage −1: 2–4.")
	w := f.Width("After Massive Damage", 6) * 1.1 // the line holds three of its words, not all five
	got := Lines(f, "Survive: 3–5. "+phrase, 6, w)
	for _, ln := range got {
		if f.Width(ln, 6)*Slack > w {
			t.Errorf("line %q is wider than the line", ln)
		}
	}
	if want := []string{"Survive: 3–5. After", "Massive Damage −1:", "2–4."}; !slices.Equal(got, want) {
		t.Errorf("Lines = %q, want %q", got, want)
	}
}
