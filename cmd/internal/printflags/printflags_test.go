package printflags

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
)

// TestParseFormat: svg and png refuse the flags that only sheets use, pdf
// refuses --dpi, and a format or resolution out of range is named.
func TestParseFormat(t *testing.T) {
	a4, _ := press.ParseSheet("a4")
	letter, _ := press.ParseSheet("letter")
	for _, tc := range []struct {
		format string
		dpi    float64
		given  string // flags given, space-separated
		backs  press.Backs
		sheet  press.Sheet
		want   string // "" for success, else part of the error
	}{
		{"pdf", 300, "", press.BacksDuplex, a4, ""},
		{"PNG", 300, "dpi", press.BacksDuplex, a4, ""},
		{"svg", 300, "sheet", press.BacksDuplex, press.NoSheet, ""},
		{"svg", 300, "backs", press.BacksNone, a4, ""},
		{"gif", 300, "", press.BacksDuplex, a4, `--format "gif": want pdf, svg or png`},
		{"pdf", 150, "dpi", press.BacksDuplex, a4, "--dpi 150: only --format png has a resolution"},
		{"svg", 150, "dpi", press.BacksDuplex, a4, "--dpi 150: only --format png has a resolution"},
		{"png", 20, "dpi", press.BacksDuplex, a4, "--dpi 20: want 50 to 1200"},
		{"png", 300, "sheet", press.BacksDuplex, letter, "--sheet: --format png writes a file a card face: each face is a file at the card's size"},
		{"svg", 300, "cut", press.BacksDuplex, a4, "--cut: --format svg writes a file a card face: there are no sheets to cut; leave --cut out"},
		{"svg", 300, "margin", press.BacksDuplex, a4, "--margin:"},
		{"svg", 300, "flip", press.BacksDuplex, a4, "--flip:"},
		{"svg", 300, "back-offset", press.BacksDuplex, a4, "--back-offset:"},
		{"svg", 300, "no-summary", press.BacksDuplex, a4, "--no-summary:"},
		{"svg", 300, "backs", press.BacksSeparate, a4, "--backs: --format svg writes a file a card face: each face is a file of its own already"},
	} {
		o := press.Options{Backs: tc.backs, Sheet: tc.sheet}
		given := map[string]bool{}
		for _, f := range strings.Fields(tc.given) {
			given[f] = true
		}
		f := Flags{format: tc.format, dpi: tc.dpi}
		err := f.parseFormat(&o, given)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("parseFormat(%s, %g, %s) = %v, want success", tc.format, tc.dpi, tc.given, err)
		case tc.want == "" && o.Format.Faces() && (!o.Sheet.None() || o.DPI != tc.dpi):
			t.Errorf("parseFormat(%s): sheet %v, dpi %g; want none and %g", tc.format, o.Sheet, o.DPI, tc.dpi)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("parseFormat(%s, %g, %s) = %v, want %q", tc.format, tc.dpi, tc.given, err, tc.want)
		}
	}
}
