package layout

import (
	"strings"

	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/wrap"
)

// Text fitting: a text is first set on one line, shrinking from the widget's
// size down to its floor in steps of sizeStep; if it still does not fit it is
// wrapped, again from the largest size down. Whatever cannot fit is reported,
// never clipped.

const (
	sizeStep = 0.25       // pt between tried sizes
	leading  = 1.15       // line height as a multiple of the type size
	Slack    = wrap.Slack // widths are measured 0.5 % wide, for rounding in the PDF
)

// LineHeight returns the baseline-to-baseline distance at size pt, mm.
func LineHeight(size float64) float64 { return size * leading * PtToMM }

// lineBox returns the height a single line needs at size pt, mm: one em,
// which holds capitals, accents and descenders without leading.
func lineBox(size float64) float64 { return size * PtToMM }

// sizes returns the sizes to try, largest first, always ending at floor.
func sizes(size, floor float64) []float64 {
	var out []float64
	for s := size; s > floor+1e-9; s -= sizeStep {
		out = append(out, s)
	}
	return append(out, floor)
}

// fitted is a text set to fit a box.
type fitted struct {
	Size  float64  // pt
	Lines []string // one entry per line
}

// fitText sets s in a box of w × h mm with font f between size and floor pt.
// It reports false when s does not fit even wrapped at the floor.
func fitText(f *font.Font, s string, w, h, size, floor float64) (fitted, bool) {
	if !strings.Contains(s, "\n") {
		for _, sz := range sizes(size, floor) {
			if f.Width(s, sz)*Slack <= w && lineBox(sz) <= h+1e-9 {
				return fitted{sz, []string{s}}, true
			}
		}
	}
	// Wrap at word breaks if any size allows it; break words only if not.
	for _, breakWords := range []bool{false, true} {
		for _, sz := range sizes(size, floor) {
			if !breakWords && wrap.WidestWord(f, s, sz)*Slack > w {
				continue
			}
			lines := wrap.Lines(f, s, sz, w)
			if float64(len(lines))*LineHeight(sz) <= h+1e-9 && wrap.Widest(f, lines, sz)*Slack <= w+1e-9 {
				return fitted{sz, lines}, true
			}
		}
	}
	return fitted{}, false
}
