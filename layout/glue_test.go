package layout

import (
	"regexp"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout/rich"
	"github.com/crewcard/crewcard/layout/wrap"
)

// badBreak matches a line that a reader stumbles on: one that begins with
// "·", or ends with a die number, a signed number or "p." whose word went
// to the next line.
var badBreak = regexp.MustCompile(`^·|^\d+\.?$|(^|\s)([1-6]|[−+-]\d+|\(?p\.|\d+ (or|to|and))$`)

// TestWrapKeepsTogether wraps texts like the backs' and the decks' at
// every width from narrow to wide, in plain and in rich text, and holds
// every line to badBreak.
func TestWrapKeepsTogether(t *testing.T) {
	fs := internalFonts(t)
	texts := []string{
		"A D6 for each survivor, re-rolling repeats: 1 Driver · 2 re-roll (no radio operator) · 3 Gunner · 4 Loader · 5 Commander · 6 your choice.",
		"roll 2D3, keep the lowest (Regular); −1 soft-skin, +1 First Aid Box: 0–3 of 4 survive. After Massive Damage −1: 0–2.",
		"A shot left with 0 dice becomes a Snap Fire (p. 38). Roll 1D6 on a Halt; see the Tiger (p. 76) and (p. 12) rules.",
		"Halt: roll 1D6; the marker goes only on a 1 or 2. Pass on 3 to 6, then move 2 and 4 inches.",
	}
	for _, s := range texts {
		for w := 20.0; w <= 62; w += 0.25 {
			for _, ln := range wrap.Lines(fs.Regular, s, 6.5, w) {
				if badBreak.MatchString(ln) {
					t.Errorf("wrap at %.2f mm: line %q", w, ln)
				}
			}
			for _, ln := range rich.Wrap(fs, rich.Words(fs, "Crew-member roll", s), 6.5, w) {
				var b strings.Builder
				for _, r := range ln {
					b.WriteString(r.Text)
				}
				if l := strings.TrimSpace(b.String()); badBreak.MatchString(l) {
					t.Errorf("wrapRich at %.2f mm: line %q", w, l)
				}
			}
		}
	}
}

// TestUpper: an upper-case widget prints a German ß as SS, as German
// capitals do, Greek capitals without their accents (tonos), as Greek
// capitals are written, and other letters as strings.ToUpper does.
func TestUpper(t *testing.T) {
	for in, want := range map[string]string{"Großdeutschland": "GROSSDEUTSCHLAND", "2ème DB": "2ÈME DB", "СССР": "СССР",
		"Ελλάς": "ΕΛΛΑΣ", "Στρατιωτικό όχημα": "ΣΤΡΑΤΙΩΤΙΚΟ ΟΧΗΜΑ", "Άρης Ήρα Ίος Ύδρα Ώρα Έβρος": "ΑΡΗΣ ΗΡΑ ΙΟΣ ΥΔΡΑ ΩΡΑ ΕΒΡΟΣ"} {
		if got := upper(in); got != want {
			t.Errorf("upper(%q) = %q, want %q", in, got, want)
		}
	}
}
