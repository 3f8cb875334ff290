package press_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/pdf/pdftest"
)

// calibrate writes the calibration sheet for calibrate's defaults (A4,
// 69 x 94 mm cards, the long-edge flip, no offset), changed by set, to
// dir/name.
func calibrate(t *testing.T, dir, name string, set func(o *press.Options)) string {
	t.Helper()
	o := &press.Options{Margin: impose.DefaultMargin, Program: "crewcard " + press.Version, Command: "crewcard calibrate test",
		Sheet: press.Sheet{Paper: a4}, Card: crewSz}
	if set != nil {
		set(o)
	}
	pdf, err := press.Calibration(o)
	if err != nil {
		t.Fatalf("Calibration(%s): %v", name, err)
	}
	return cardtest.WriteFile(t, dir, name, pdf)
}

// TestPrintCalibrate: the calibration sheet is two pages of the paper in
// the orientation of the render, valid, and its back moves with the back
// offset and says so.
func TestPrintCalibrate(t *testing.T) {
	cardtest.Tools(t, "pdfinfo", "pdftotext", "qpdf")
	dir := t.TempDir()
	for _, tt := range []struct {
		name string
		set  func(o *press.Options)
		w, h float64
	}{
		{"a4", nil, 297, 210},
		{"letter", func(o *press.Options) { o.Sheet.Paper = letter }, 279.4, 215.9},
		{"a4 poker", func(o *press.Options) { o.Card = poker }, 210, 297},
		{"letter short", func(o *press.Options) { o.Sheet.Paper, o.Flip = letter, impose.ShortEdge }, 279.4, 215.9},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out := calibrate(t, dir, strings.ReplaceAll(tt.name, " ", "-")+".pdf", tt.set)
			pdftest.Valid(t, out)
			assertPages(t, out, 2, tt.w, tt.h)
			texts := cardtest.PageTexts(t, out)
			if len(texts) != 2 || !strings.Contains(texts[0], "page 1 of 2 (front)") || !strings.Contains(texts[1], "page 2 of 2 (back)") {
				t.Errorf("calibration pages read %q", texts)
			}
		})
	}

	t.Run("offset moves the back", func(t *testing.T) {
		plain := calibrate(t, dir, "plain.pdf", nil)
		shifted := calibrate(t, dir, "shifted.pdf", func(o *press.Options) { o.BackOffset = [2]float64{2, -1} })
		ticks := func(pdf string, page int) []pageWord {
			var out []pageWord
			for _, w := range pageWords(t, pdf, page) {
				if regexp.MustCompile(`^[+-]\d+$`).MatchString(w.text) {
					out = append(out, w)
				}
			}
			return out
		}
		a, b := ticks(plain, 2), ticks(shifted, 2)
		if len(a) != 3*2*4 {
			t.Errorf("the back carries %d scale labels, want 24 (3 scales, 2 axes, ±5 and ±10)", len(a))
		}
		assertShift(t, "calibration back", a, b, 2, -1)
		if got := cardtest.PageTexts(t, shifted)[1]; !strings.Contains(got, "already shifted by --back-offset 2,-1") {
			t.Errorf("the shifted back does not say so:\n%s", got)
		}
	})
}
